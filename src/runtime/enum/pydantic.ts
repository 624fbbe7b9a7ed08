/**
 * How pydantic validates and dumps enums (pydantic-core's enum validator): a member passes as
 * itself; otherwise, except in strict python mode, the input is looked up by value (`'1'` finds
 * 1 in an int enum, lax); JSON dumps the value; `use_enum_values` stores the value.
 */
import { builtin, builtinTypes, eq, hashKey, type PyClass, PyList, type PyObj, type PyValue, repr } from '../../engine/api';
import { valError } from '../pydantic/core/errors';
import { strDict } from '../pydantic/core/instance';
import { registerNativeKind } from '../pydantic/core/native-kinds';
import type { NativeContext, NativeJsonContext } from '../pydantic/core/schema';
import { newState } from '../pydantic/core/state';
import { setScalarHooks, strAsFloat, validateInt } from '../pydantic/core/validate';
import { registerTypeHandler } from '../pydantic/generate';
import { enumMembers, isEnumClass, mixinOf } from './index';
import { EnumMember } from './member';

function expected(values: readonly PyValue[]): string {
  const shown = values.map(repr);
  return shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

function byValue(cls: PyClass, v: PyValue): EnumMember | undefined {
  const ms = enumMembers(cls);
  for (const m of ms) if (m.value === v) return m;
  for (const m of ms) {
    if (typeof m.value === 'boolean' || typeof v === 'boolean') continue;
    try {
      if (hashKey(m.value) === hashKey(v) && eq(m.value, v)) return m;
    } catch {
      // unhashable input: no member
    }
  }
  return undefined;
}

function validateEnum(cls: PyClass, input: PyValue, ctx: NativeContext): PyValue {
  if (input instanceof EnumMember && input.type === cls) return input;
  if (ctx.strict && !ctx.json) throw valError('is_instance_of', input, [['class', cls.name]]);
  ctx.floor('lax');
  const plain = input instanceof EnumMember ? (input.scalar ?? input.value) : input;
  const found = byValue(cls, plain);
  if (found) return found;
  const mixin = mixinOf(cls);
  if (!ctx.strict) {
    try {
      if (mixin === builtinTypes.int || (!mixin && (typeof plain === 'string' || typeof plain === 'number'))) {
        const i = validateInt(plain, false, newState({}));
        const m = byValue(cls, i);
        if (m) return m;
      } else if (mixin === builtinTypes.float && typeof plain === 'string') {
        const m = byValue(cls, strAsFloat(plain, plain));
        if (m) return m;
      }
    } catch {
      // not convertible: falls through to the enum error
    }
  }
  throw valError('enum', input, [['expected', expected(enumMembers(cls).map((m) => m.value))]]);
}

/** pydantic's `enum_schema` JSON schema: title, docstring, the members' values and their common type. */
function enumJsonSchema(cls: PyClass, c: NativeJsonContext): PyValue {
  const doc = cls.dict.get('__doc__');
  const description = typeof doc === 'string' && doc ? c.cleandoc(doc) : null;
  const values = enumMembers(cls).map((m) => c.jsonable(m.value));
  const entries: [string, PyValue][] = [['title', cls.name]];
  if (description !== null && description !== 'An enumeration.') entries.push(['description', description]);
  entries.push(['enum', new PyList(values)]);
  const kinds = new Set(values.map((v) => (v instanceof PyList ? 'array' : typeof v)));
  const only = kinds.size === 1 ? [...kinds][0] : null;
  const type =
    only === 'string'
      ? 'string'
      : only === 'bigint'
        ? 'integer'
        : only === 'number'
          ? 'number'
          : only === 'boolean'
            ? 'boolean'
            : only === 'array'
              ? 'array'
              : null;
  if (type) entries.push(['type', type]);
  return strDict(entries);
}

function enumName(cls: PyClass): string {
  const mixin = mixinOf(cls);
  const prefix = mixin === builtinTypes.int ? 'int-' : mixin === builtinTypes.str ? 'str-' : mixin === builtinTypes.float ? 'float-' : '';
  return `${prefix}enum[${cls.name}]`;
}

const memberValue = builtin('value', (args) => (args[0] instanceof EnumMember ? args[0].value : (args[0] ?? null)));

registerTypeHandler({
  matches: isEnumClass,
  build: (cls, ctx) => {
    const schema = {
      type: 'native' as const,
      native: {
        name: enumName(cls),
        validate: (input: PyValue, c: NativeContext) => validateEnum(cls, input, c),
        toJson: (v: PyValue) => (v instanceof EnumMember ? v.value : v),
        isInstance: (v: PyValue) => v instanceof EnumMember && v.type.isSubclassOf(cls),
        jsonSchema: { cls, build: (c: NativeJsonContext) => enumJsonSchema(cls, c) },
      },
      ...(ctx.config.core.strict !== undefined ? { strict: ctx.config.core.strict } : {}),
    };
    if (!ctx.config.useEnumValues) return schema;
    return { type: 'function-after', fn: memberValue, infoArg: false, fieldName: null, schema };
  },
});

registerNativeKind({ name: 'enum', matches: (v) => v instanceof EnumMember, toJson: (v) => (v as EnumMember).value });

setScalarHooks({
  scalarOf: (v: PyObj) => (v instanceof EnumMember ? v.scalar : undefined),
  laxIntOf: (v: PyObj) => (v instanceof EnumMember && typeof v.value === 'bigint' ? () => v.value as bigint : undefined),
  laxStrOf: (v: PyObj) => (v instanceof EnumMember && typeof v.value === 'string' ? () => v.value as string : undefined),
});
