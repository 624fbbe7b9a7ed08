/**
 * How pydantic validates and dumps `pathlib` paths: a path passes; in lax mode (and from JSON) a
 * str becomes a path of the annotated class; anything else is `path_type`. JSON dumps the text.
 */
import { type PyClass, type PyValue, repr } from '../../engine/api';
import { ValError, valError } from '../pydantic/core/errors';
import { strDict } from '../pydantic/core/instance';
import { registerNativeKind } from '../pydantic/core/native-kinds';
import type { NativeContext, NativeTypeSchema } from '../pydantic/core/schema';
import { registerTypeHandler } from '../pydantic/generate';
import { makePath, normalise, PathV, pathText, pathType, posixPathType, purePathType, purePosixPathType } from './path';

function schema(cls: PyClass): NativeTypeSchema {
  return {
    name: 'path',
    validate: (input: PyValue, ctx: NativeContext) => {
      if (input instanceof PathV && input.type.isSubclassOf(cls)) return input;
      if (typeof input === 'string' && (!ctx.strict || ctx.json)) {
        ctx.floor('lax');
        return makePath(cls, normalise([input]));
      }
      if (ctx.strict && !ctx.json) throw valError('is_instance_of', input, [['class', cls.name]]);
      // pydantic raises this one from Python, as a custom error: its message names the class, no url.
      throw new ValError([{ type: 'path_type', loc: [], msg: `Input is not a valid path for ${repr(cls)}`, input, noUrl: true }]);
    },
    toJson: (v) => pathText(v) ?? v,
    isInstance: (v) => pathText(v) !== undefined,
    jsonSchema: {
      build: () =>
        strDict([
          ['format', 'path'],
          ['type', 'string'],
        ]),
    },
  };
}

for (const cls of [pathType, purePathType, posixPathType, purePosixPathType])
  registerTypeHandler({
    matches: (c) => c === cls,
    build: (_c, ctx) => ({ type: 'native', native: schema(cls), ...(ctx.config.core.strict !== undefined ? { strict: ctx.config.core.strict } : {}) }),
  });

registerNativeKind({ name: 'path', matches: (v) => pathText(v) !== undefined, toJson: (v) => pathText(v) as string });
