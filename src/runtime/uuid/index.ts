/**
 * Simulated `uuid`: the `UUID` class (parsing every form CPython accepts, `hex`, `int`, `urn`,
 * `version`, comparison and hashing), `uuid4()` (random), `uuid5()`/`uuid3()` (name-based, SHA-1
 * and MD5) and the standard namespaces. `uuid1()` needs a clock and a MAC address and is refused.
 */
import {
  builtin,
  exc,
  hash,
  type Kwargs,
  NativeObject,
  newException,
  objectType,
  PyClass,
  type PyValue,
  pyError,
  registerModule,
  typeName,
} from '../../engine/api';
import { md5, sha1 } from '../hashlib/digests';
import './pydantic';

export const uuidType = new PyClass('UUID', [objectType], {}, 'uuid');

export class UuidV extends NativeObject {
  constructor(readonly value: bigint) {
    super();
  }
  get cls(): PyClass {
    return uuidType;
  }
  get hex(): string {
    return this.value.toString(16).padStart(32, '0');
  }
  toString(): string {
    const h = this.hex;
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
  /** The RFC 4122 version, or null for another variant. */
  get version(): number | null {
    return ((this.value >> 62n) & 3n) === 2n ? Number((this.value >> 76n) & 0xfn) : null;
  }
}

/** CPython's `UUID(hex)` parsing: braces, `urn:uuid:` and hyphens removed, 32 hex digits left. */
export function parseUuidText(text: string): UuidV {
  const hex = text
    .replace(/^urn:/, '')
    .replace(/^uuid:/, '')
    .replace(/^\{|\}$/g, '')
    .replace(/-/g, '');
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw pyError(exc.ValueError, 'badly formed hexadecimal UUID string');
  return new UuidV(BigInt(`0x${hex}`));
}

uuidType.slots.call = (_c, args, kw) => {
  const hex = args[0] ?? kw?.get('hex');
  const int = kw?.get('int');
  if (typeof hex === 'string') return parseUuidText(hex);
  if (typeof int === 'bigint') {
    if (int < 0n || int >= 1n << 128n) throw pyError(exc.ValueError, 'int is out of range (need a 128-bit value)');
    return new UuidV(int);
  }
  throw pyError(exc.TypeError, 'one of the hex, bytes, bytes_le, fields, or int arguments must be given');
};
uuidType.slots.repr = (self) => `UUID('${(self as UuidV).toString()}')`;
uuidType.slots.str = (self) => (self as UuidV).toString();
uuidType.slots.hash = (self) => hash(BigInt(`0x${(self as UuidV).hex}`));
uuidType.slots.binop = (op, self, other, reflected) => {
  if (!(other instanceof UuidV)) return op === '==' ? false : op === '!=' ? true : undefined;
  const [a, b] = reflected ? [other.value, (self as UuidV).value] : [(self as UuidV).value, other.value];
  const table: Record<string, boolean> = { '==': a === b, '!=': a !== b, '<': a < b, '<=': a <= b, '>': a > b, '>=': a >= b };
  return op in table ? table[op] : undefined;
};
uuidType.slots.eq = (self, other) => other instanceof UuidV && other.value === (self as UuidV).value;
uuidType.slots.getattr = (self, name) => {
  const u = self as UuidV;
  if (name === 'hex') return u.hex;
  if (name === 'int') return u.value;
  if (name === 'urn') return `urn:uuid:${u.toString()}`;
  if (name === 'version') return u.version === null ? null : BigInt(u.version);
  if (name === 'variant') return ((u.value >> 62n) & 3n) === 2n ? 'specified in RFC 4122' : 'reserved for future definition';
  return undefined;
};

function withVersion(bytes: Uint8Array, version: number): UuidV {
  let v = 0n;
  for (let i = 0; i < 16; i++) v = (v << 8n) | BigInt(bytes[i]);
  v &= ~(0xc000n << 48n);
  v |= 0x8000n << 48n;
  v &= ~(0xf000n << 64n);
  v |= BigInt(version) << 76n;
  return new UuidV(v);
}

function nameBased(args: PyValue[], kw: Kwargs, version: 3 | 5): UuidV {
  const ns = args[0] ?? kw?.get('namespace');
  const name = args[1] ?? kw?.get('name');
  if (!(ns instanceof UuidV)) throw pyError(exc.AttributeError, `'${typeName(ns ?? null)}' object has no attribute 'bytes'`);
  if (typeof name !== 'string') throw pyError(exc.TypeError, `a bytes-like object is required, not '${typeName(name ?? null)}'`);
  const nsBytes = Uint8Array.from(ns.hex.match(/../g) as string[], (h) => Number.parseInt(h, 16));
  const nameBytes = new TextEncoder().encode(name);
  const all = new Uint8Array(16 + nameBytes.length);
  all.set(nsBytes);
  all.set(nameBytes, 16);
  return withVersion((version === 5 ? sha1 : md5)(all), version);
}

function ns(hex: string): UuidV {
  return parseUuidText(hex);
}

registerModule('uuid', () => ({
  UUID: uuidType,
  uuid4: builtin('uuid4', () => {
    const bytes = new Uint8Array(16);
    for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
    return withVersion(bytes, 4);
  }),
  uuid5: builtin('uuid5', (args, kw) => nameBased(args, kw, 5)),
  uuid3: builtin('uuid3', (args, kw) => nameBased(args, kw, 3)),
  uuid1: builtin('uuid1', () => {
    throw newException(exc.NotImplementedError, ['uuid.uuid1() (clock and MAC address) is not supported by this explainer']);
  }),
  NAMESPACE_DNS: ns('6ba7b810-9dad-11d1-80b4-00c04fd430c8'),
  NAMESPACE_URL: ns('6ba7b811-9dad-11d1-80b4-00c04fd430c8'),
  NAMESPACE_OID: ns('6ba7b812-9dad-11d1-80b4-00c04fd430c8'),
  NAMESPACE_X500: ns('6ba7b814-9dad-11d1-80b4-00c04fd430c8'),
}));
