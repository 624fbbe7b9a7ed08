/**
 * `enum.Flag` and `enum.IntFlag` as CPython 3.11 has them. A flag class's canonical members are
 * its single-bit values (what iterating the class, `len` and a composite's iteration give, in
 * definition order); a named multi-bit value (`WHITE = RED | GREEN | BLUE`) and a zero value are
 * members by name only. `|`, `&`, `^` and `~` give the member of the resulting value: a named
 * one, or a pseudo-member made once per value and kept (so `a | b is a | b`), named after its
 * canonical bits (`R|W`), or nameless for zero. `Flag` is STRICT (a value with bits outside the
 * flag's is a ValueError); `IntFlag` is KEEP (the extra bits are kept and named as a number, as
 * in `<Mode.A|8: 9>`) and mixes with ints.
 */
import { exc, formatValue, type PyClass, type PyObj, type PyValue, pyError, repr, str, typeName } from '../../engine/api';
import { definesStr, EnumMember, memberSlots } from './member';

interface FlagInfo {
  /** The canonical (single-bit) members, in definition order. */
  readonly canonical: readonly EnumMember[];
  /** Every bit a canonical member has. */
  readonly mask: bigint;
  /** IntFlag's KEEP boundary: bits outside the mask are kept rather than refused. */
  readonly keep: boolean;
  /** The member of each value met so far: the named ones, then pseudo-members as made. */
  readonly byValue: Map<bigint, EnumMember>;
}

const flags = new WeakMap<PyClass, FlagInfo>();

export function isFlagClass(cls: PyClass): boolean {
  return flags.has(cls);
}

function info(cls: PyClass): FlagInfo {
  return flags.get(cls) as FlagInfo;
}

function isSingleBit(v: bigint): boolean {
  return v > 0n && (v & (v - 1n)) === 0n;
}

/** Flag's `_generate_next_value_`: 1 first, then the power of two above the highest value so far. */
export function nextFlagValue(values: readonly PyValue[]): bigint {
  const ints = values.filter((v): v is bigint => typeof v === 'bigint');
  if (values.length === 0) return 1n;
  if (ints.length !== values.length) throw pyError(exc.TypeError, `invalid flag value ${repr(values.find((v) => typeof v !== 'bigint') ?? null)}`);
  const high = ints.reduce((a, b) => (b > a ? b : a), 0n);
  return high <= 0n ? 1n : 1n << BigInt(high.toString(2).length);
}

/**
 * Sets up a new flag class from its members (aliases excluded, in definition order); returns the
 * canonical ones, which are what the class iterates.
 */
export function initFlag(cls: PyClass, named: readonly EnumMember[], keep: boolean): EnumMember[] {
  for (const m of named) if (typeof m.value !== 'bigint') throw pyError(exc.TypeError, `invalid flag value ${repr(m.value)}`);
  const canonical = named.filter((m) => isSingleBit(m.value as bigint));
  const mask = canonical.reduce((a, m) => a | (m.value as bigint), 0n);
  const byValue = new Map<bigint, EnumMember>();
  for (const m of named) byValue.set(m.value as bigint, m);
  flags.set(cls, { canonical, mask, keep, byValue });
  return canonical;
}

/** enum's `bin(num, max_bits)`: `0b0 1000`, the sign bit apart from the digits. */
function flagBin(num: bigint, maxBits: number): string {
  const ceiling = 1n << BigInt(num.toString(2).length);
  const s = `0b${(num + ceiling).toString(2).replace('1', '0')}`;
  const sign = s.slice(0, 3);
  let digits = s.slice(3);
  if (digits.length < maxBits) digits = (sign[2].repeat(maxBits) + digits).slice(-maxBits);
  return `${sign} ${digits}`;
}

/** `Cls(value)` for a flag class: its member, a pseudo-member, or STRICT's ValueError. */
export function flagMember(cls: PyClass, value: PyValue): EnumMember {
  if (value instanceof EnumMember && value.type === cls) return value;
  if (typeof value === 'boolean') value = value ? 1n : 0n;
  if (typeof value !== 'bigint') throw pyError(exc.ValueError, `${repr(value)} is not a valid ${cls.qualname}`);
  const fi = info(cls);
  const known = fi.byValue.get(value);
  if (known) return known;
  if (value < 0n) throw pyError(exc.ValueError, `${repr(value)} is not a valid ${cls.qualname}`);
  const unknown = value & ~fi.mask;
  if (unknown !== 0n && !fi.keep) {
    const bits = Math.max(value.toString(2).length, fi.mask.toString(2).length);
    throw pyError(exc.ValueError, `<flag '${cls.name}'> invalid value ${value}\n    given ${flagBin(value, bits)}\n  allowed ${flagBin(fi.mask, bits)}`);
  }
  const parts = fi.canonical.filter((m) => ((m.value as bigint) & value) !== 0n).map((m) => m.name);
  if (unknown !== 0n) parts.push(String(unknown));
  const m = new EnumMember(cls, parts.length ? parts.join('|') : '', value, fi.keep ? value : undefined);
  fi.byValue.set(value, m);
  return m;
}

function flagOf(self: PyObj): EnumMember {
  return self as EnumMember;
}

function bits(m: EnumMember): bigint {
  return m.value as bigint;
}

/** What `|`, `&`, `^` combine a flag with: one of its own class, or (IntFlag) an int. */
function operand(self: EnumMember, other: PyValue): bigint | undefined {
  if (other instanceof EnumMember && other.type === self.type) return bits(other);
  if (info(self.type).keep && (typeof other === 'bigint' || typeof other === 'boolean')) return BigInt(other);
  return undefined;
}

const combine: Record<string, (a: bigint, b: bigint) => bigint> = {
  '|': (a, b) => a | b,
  '&': (a, b) => a & b,
  '^': (a, b) => a ^ b,
};

/** The slots a flag class has over Enum's. */
export const flagSlots = {
  repr: (self: PyObj) => {
    const m = flagOf(self);
    return m.name ? `<${m.type.name}.${m.name}: ${repr(m.value)}>` : `<${m.type.name}: ${repr(m.value)}>`;
  },
  str: (self: PyObj) => {
    const m = flagOf(self);
    if (info(m.type).keep) return repr(m.value);
    return m.name ? `${m.type.name}.${m.name}` : `${m.type.name}(${repr(m.value)})`;
  },
  format: (self: PyValue, spec: string) => {
    const m = flagOf(self as PyObj);
    return info(m.type).keep && !definesStr(m.type) ? formatValue(m.value, spec) : formatValue(str(m), spec);
  },
  bool: (self: PyObj) => bits(flagOf(self)) !== 0n,
  len: (self: PyObj) => {
    const v = bits(flagOf(self));
    return info(flagOf(self).type).canonical.filter((c) => (bits(c) & v) !== 0n).length;
  },
  iter: (self: PyObj) => {
    const m = flagOf(self);
    return info(m.type).canonical.filter((c) => (bits(c) & bits(m)) !== 0n);
  },
  contains: (self: PyValue, other: PyValue) => {
    const m = flagOf(self as PyObj);
    if (!(other instanceof EnumMember && other.type === m.type))
      throw pyError(exc.TypeError, `unsupported operand type(s) for 'in': '${typeName(other)}' and '${m.type.name}'`);
    return (bits(other) & bits(m)) === bits(other);
  },
  binop: (op: string, self: PyObj, other: PyValue, reflected: boolean) => {
    const m = flagOf(self);
    const fi = info(m.type);
    if (op === 'unary~') return flagMember(m.type, fi.mask ^ (bits(m) & fi.mask));
    const join = combine[op];
    if (join) {
      const o = operand(m, other);
      return o === undefined ? undefined : flagMember(m.type, join(bits(m), o));
    }
    // Equality is Enum's; IntFlag does the rest (arithmetic, ordering) as the int it is.
    return memberSlots.binop(op, self, other, reflected);
  },
  getattr: (self: PyObj, name: string) => {
    const m = flagOf(self);
    if (name === 'name' || name === '_name_') return m.name || null;
    return memberSlots.getattr(self, name);
  },
};
