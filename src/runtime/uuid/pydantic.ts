/**
 * How pydantic validates and dumps `uuid.UUID` (pydantic-core's uuid validator on the Rust
 * `uuid` crate): a UUID passes; a string parses, except in strict python mode, with the
 * crate's error texts; `UUID4` and friends check the version; JSON dumps the hyphenated text.
 */
import type { PyValue } from '../../engine/api';
import { valError } from '../pydantic/core/errors';
import { strDict } from '../pydantic/core/instance';
import { registerNativeKind } from '../pydantic/core/native-kinds';
import type { NativeContext } from '../pydantic/core/schema';
import { registerTypeHandler } from '../pydantic/generate';
import { UuidV, uuidType } from './index';

/** The `uuid` crate's description of what is wrong with a string (after pydantic's prefix). */
function crateError(input: string): string {
  let s = input;
  let offset = 0;
  let simple = true;
  if (s.startsWith('{') && s.endsWith('}')) {
    s = s.slice(1, -1);
    offset = 1;
    simple = false;
  } else if (s.startsWith('urn:uuid:')) {
    s = s.slice(9);
    offset = 9;
    simple = false;
  }
  const bounds: number[] = [];
  let hyphens = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '-') {
      if (hyphens < 4) bounds[hyphens] = i;
      hyphens++;
    } else if (!/[0-9a-fA-F]/.test(c)) return `invalid character: found \`${c}\` at ${i + offset + 1}`;
  }
  if (hyphens === 0 && simple) return `invalid length: expected length 32 for simple format, found ${s.length}`;
  if (hyphens !== 4) return `invalid group count: expected 5, found ${hyphens + 1}`;
  const starts = [0, 9, 14, 19, 24];
  const lengths = [8, 4, 4, 4, 12];
  for (let i = 0; i < 4; i++)
    if (bounds[i] !== starts[i + 1] - 1) return `invalid group length in group ${i}: expected ${lengths[i]}, found ${bounds[i] - starts[i]}`;
  return `invalid group length in group 4: expected 12, found ${s.length - starts[4]}`;
}

function parse(text: string): UuidV | null {
  let s = text;
  if (s.length === 38 && s.startsWith('{') && s.endsWith('}')) s = s.slice(1, -1);
  else if (s.length === 45 && s.startsWith('urn:uuid:')) s = s.slice(9);
  if (s.length === 32 && /^[0-9a-fA-F]{32}$/.test(s)) return new UuidV(BigInt(`0x${s}`));
  if (s.length === 36 && /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(s))
    return new UuidV(BigInt(`0x${s.replace(/-/g, '')}`));
  return null;
}

function validateUuid(input: PyValue, ctx: NativeContext): UuidV {
  if (input instanceof UuidV) return input;
  // Strict Python input must already be a UUID (pydantic-core's instance check).
  if (ctx.strict && !ctx.json) throw valError('is_instance_of', input, [['class', 'UUID']]);
  if (typeof input === 'string') {
    ctx.floor(ctx.json ? 'strict' : 'lax');
    const u = parse(input);
    if (!u) throw valError('uuid_parsing', input, [['error', crateError(input)]]);
    return u;
  }
  throw valError('uuid_type', input);
}

registerTypeHandler({
  matches: (cls) => cls === uuidType,
  build: (_c, ctx) => ({
    type: 'native',
    native: {
      name: 'uuid',
      validate: validateUuid,
      toJson: (v) => (v instanceof UuidV ? v.toString() : v),
      isInstance: (v) => v instanceof UuidV,
      jsonSchema: {
        build: () =>
          strDict([
            ['type', 'string'],
            ['format', 'uuid'],
          ]),
      },
    },
    ...(ctx.config.core.strict !== undefined ? { strict: ctx.config.core.strict } : {}),
  }),
});

registerNativeKind({ name: 'uuid', matches: (v) => v instanceof UuidV, toJson: (v) => (v as UuidV).toString() });
