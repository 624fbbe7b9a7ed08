/**
 * An enum member: an instance of its enum class with a name and a value. A member of an enum
 * mixed with int, float or str (`IntEnum`, `StrEnum`, `class Role(str, Enum)`) also stands for
 * that primitive: it compares, hashes, does arithmetic and string methods as its value does, and
 * the trace contract encodes it as the value (as `json.dumps` sees an int or str subclass).
 */
import {
  binop,
  compare,
  eq,
  exc,
  formatValue,
  genericSetAttr,
  getAttrOrUndefined,
  hash,
  iterate,
  len,
  NativeObject,
  type PyClass,
  type PyObj,
  type PyValue,
  pyError,
  repr,
  str,
  truthy,
  unaryop,
  type ValueKind,
} from '../../engine/api';

export class EnumMember extends NativeObject {
  constructor(
    readonly type: PyClass,
    readonly name: string,
    readonly value: PyValue,
    /** The primitive this member stands for (mixin enums), else undefined. */
    readonly scalar: bigint | number | string | undefined,
  ) {
    super();
  }
  /** What the enum's `__init__` (or later code) set on the member: its instance `__dict__`. */
  readonly attrs = new Map<string, PyValue>();
  get cls(): PyClass {
    return this.type;
  }
}

/** Enums whose `str()` is the value (`IntEnum`, `StrEnum`: CPython's `ReprEnum`). */
export const reprEnums = new Set<PyClass>();

function isReprEnum(cls: PyClass): boolean {
  return cls.mro.some((c) => reprEnums.has(c));
}

/** Whether an enum class defined in Python gives its members their own `__str__` (which format() then uses, ReprEnum or not). */
export function definesStr(cls: PyClass): boolean {
  return cls.mro.some((c) => c.heap && c.dict.has('__str__'));
}

function member(v: PyObj): EnumMember {
  return v as EnumMember;
}

/** The slots every enum class inherits from `Enum`. */
export const memberSlots = {
  repr: (self: PyObj) => {
    const m = member(self);
    return `<${m.type.name}.${m.name}: ${repr(m.value)}>`;
  },
  str: (self: PyObj) => {
    const m = member(self);
    return isReprEnum(m.type) ? str(m.value) : `${m.type.name}.${m.name}`;
  },
  // Enum.__format__ (3.11): the str() of the member (a class's own `__str__` included), formatted
  // as a str. A ReprEnum (IntEnum, StrEnum) takes its mixin type's __format__ instead, so
  // `format(N.A, '03d')` formats the value as an int, unless a class defines `__str__`.
  format: (self: PyValue, spec: string) => {
    const m = member(self as PyObj);
    return isReprEnum(m.type) && m.scalar !== undefined && !definesStr(m.type) ? formatValue(m.scalar, spec) : formatValue(str(self), spec);
  },
  eq: (self: PyObj, other: PyValue) => {
    const m = member(self);
    if (other === self) return true;
    if (m.scalar !== undefined && !(other instanceof EnumMember && other.scalar === undefined))
      return eq(m.scalar, other instanceof EnumMember ? (other.scalar ?? other) : other);
    return false;
  },
  // Enum.__hash__ hashes the name; a member of an int or str mixin hashes as its value.
  hash: (self: PyValue) => {
    const m = member(self as PyObj);
    return hash(m.scalar !== undefined ? m.scalar : m.name);
  },
  bool: (self: PyObj) => {
    const m = member(self);
    return m.scalar !== undefined ? truthy(m.scalar) : true;
  },
  binop: (op: string, self: PyObj, other: PyValue, reflected: boolean) => {
    const m = member(self);
    if (op === '==' || op === '!=') {
      const same = memberSlots.eq(self, other);
      return op === '==' ? same : !same;
    }
    if (m.scalar === undefined) return undefined;
    if (op.startsWith('unary')) return unaryop(op.slice(5), m.scalar);
    const o = other instanceof EnumMember ? other.scalar : other;
    if (o === undefined) return undefined;
    if (['<', '<=', '>', '>='].includes(op)) return reflected ? compare(op, o, m.scalar) : compare(op, m.scalar, o);
    return reflected ? binop(op, o, m.scalar) : binop(op, m.scalar, o);
  },
  len: (self: PyObj) => len(member(self).scalar ?? null),
  iter: (self: PyObj) => {
    const it = iterate(member(self).scalar ?? null);
    const out: PyValue[] = [];
    for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
    return out;
  },
  // `name` and `value` are read-only (enum's property says so naming the Enum class); anything
  // else lands in the member's own dict, as a class's `__init__` (`self.mass = mass`) puts it.
  setattr: (self: PyObj, name: string, value: PyValue | undefined) => {
    const m = member(self);
    if (name === 'name' || name === 'value') throw pyError(exc.AttributeError, `<enum 'Enum'> cannot set attribute '${name}'`);
    const attr = m.type.lookup(name);
    if (attr !== undefined && !(attr instanceof EnumMember)) {
      genericSetAttr(self, name, value);
      return;
    }
    if (value !== undefined) m.attrs.set(name, value);
    else if (!m.attrs.delete(name)) throw pyError(exc.AttributeError, `'${m.type.name}' object has no attribute '${name}'`);
  },
  getattr: (self: PyObj, name: string) => {
    const m = member(self);
    if (name === 'name' || name === '_name_') return m.name;
    if (name === 'value' || name === '_value_') return m.value;
    const own = m.attrs.get(name);
    if (own !== undefined) return own;
    // A mixin member has its primitive's methods (`Role.USER.upper()`), unless the enum defines the name.
    if (m.scalar !== undefined && !m.type.mro.some((c) => c.module !== 'builtins' && c.dict.has(name))) return getAttrOrUndefined(m.scalar, name);
    return undefined;
  },
};

/**
 * How a mixin member (`IntEnum`, `StrEnum`, `class Role(str, Enum)`) appears in a trace and in
 * the contract: shown by its repr, encoded as its primitive (as `json.dumps` sees an int or str
 * subclass). A plain `Enum` member has no value kind and stays opaque.
 */
export const mixinMemberKind: ValueKind = {
  view: (self: PyObj) => ({ kind: 'opaque', id: self.id, type: (self as EnumMember).type.name, repr: repr(self) }),
  canon: (self: PyObj) => ({ opaque: (self as EnumMember).type.name }),
  scalar: (self: PyObj) => (self as EnumMember).scalar ?? null,
};
