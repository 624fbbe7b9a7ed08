/**
 * Simulated `enum`: `Enum`, `IntEnum`, `StrEnum`, `Flag`, `IntFlag` (flag.ts) and `auto`. A class body's plain values become
 * members when the class is created; the class itself iterates, has a length, is subscripted by
 * member name and called with a value (its metaclass, `EnumType`, provides those).
 */
import {
  binop,
  builtin,
  builtinTypes,
  call,
  descriptorTypes,
  eq,
  exc,
  genericSetAttr,
  hashKey,
  type Kwargs,
  makeClass,
  metaclassPrepare,
  newException,
  objectType,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyList,
  PyMappingProxy,
  type PyObj,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  repr,
  toArray,
  toFloat,
  toInt,
  unsupported,
} from '../../engine/api';
import { flagMember, flagSlots, initFlag, isFlagClass, nextFlagValue } from './flag';
import { EnumMember, memberSlots, mixinMemberKind, reprEnums } from './member';
import './pydantic';

/**
 * `auto()` in a class body, valued when the class is made. CPython values it at once; here the
 * value waits, so `WHITE = RED | GREEN` on auto() members is kept as the expression and computed
 * once RED and GREEN have their values.
 */
interface AutoExpr {
  readonly op: string;
  readonly left: PyValue;
  readonly right: PyValue;
}
const autoExprType = new PyClass('auto', [objectType], {}, 'enum');
const deferredOr = (op: string, self: PyObj, other: PyValue, reflected: boolean): PyValue | undefined => {
  if (!['|', '&', '^'].includes(op)) return undefined;
  const expr: AutoExpr = reflected ? { op, left: other, right: self } : { op, left: self, right: other };
  return new PyOpaque(autoExprType, 'auto()', expr);
};
autoExprType.slots.binop = deferredOr;
const autoType = new PyClass('auto', [objectType], { binop: deferredOr }, 'enum');
const auto = new PyClass('auto', [objectType], { call: () => new PyOpaque(autoType, 'auto()') }, 'enum');

function isDeferred(v: PyValue): v is PyOpaque {
  return v instanceof PyOpaque && (v.type === autoType || v.type === autoExprType);
}

/** A deferred expression's value, its auto() operands valued already (`valued`). */
function resolveDeferred(v: PyValue, valued: Map<PyValue, PyValue>): PyValue {
  if (!(v instanceof PyOpaque) || v.type !== autoExprType) return valued.get(v) ?? v;
  const e = v.payload as AutoExpr;
  return binop(e.op, resolveDeferred(e.left, valued), resolveDeferred(e.right, valued));
}

const members = new WeakMap<PyClass, EnumMember[]>();

/** The members of an enum class in definition order (aliases excluded). */
export function enumMembers(cls: PyClass): EnumMember[] {
  return members.get(cls) ?? [];
}

export function isEnumClass(cls: PyClass): boolean {
  return cls !== enumBase && cls.isSubclassOf(enumBase) && members.has(cls);
}

/** The mixed-in primitive type of an enum class (`int` for IntEnum), if any. */
export function mixinOf(cls: PyClass): PyClass | null {
  const t = builtinTypes;
  return cls.mro.find((c) => c === t.int || c === t.str || c === t.float) ?? null;
}

const enumType: PyClass = new PyClass(
  'EnumType',
  [builtinTypes.type],
  {
    iter: (self) => enumMembers(self as PyClass),
    len: (self) => enumMembers(self as PyClass).length,
    getitem: (self, key) => {
      const cls = self as PyClass;
      const m = typeof key === 'string' ? cls.dict.get(key) : undefined;
      if (m instanceof EnumMember) return m;
      throw newException(exc.KeyError, [key]);
    },
    // EnumType.__repr__: a Flag class shows as `<flag 'Perm'>`.
    repr: (self) => `<${(self as PyClass).isSubclassOf(flagBase) ? 'flag' : 'enum'} '${(self as PyClass).name}'>`,
    // Members are fixed: rebinding or deleting one is EnumType's AttributeError.
    setattr: (self, name, value) => {
      if ((self as PyClass).dict.get(name) instanceof EnumMember) throw pyError(exc.AttributeError, `cannot reassign member '${name}'`);
      genericSetAttr(self, name, value);
    },
    delattr: (self, name) => {
      const cls = self as PyClass;
      if (cls.dict.get(name) instanceof EnumMember) throw pyError(exc.AttributeError, `'${cls.name}' cannot delete member '${name}'.`);
      genericSetAttr(self, name, undefined);
    },
    callSelf: (self, args, kw) => lookup(self as PyClass, args, kw),
  },
  'enum',
);

function isBehaviour(v: PyValue): boolean {
  if (v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyClass) return true;
  return v instanceof PyOpaque && (v.type === descriptorTypes.classmethod || v.type === descriptorTypes.staticmethod || v.type === descriptorTypes.property);
}

function scalarFor(mixin: PyClass | null, value: PyValue, cls: PyClass): bigint | number | string | undefined {
  if (!mixin) return undefined;
  if (mixin === builtinTypes.int) return toInt(value);
  if (mixin === builtinTypes.float) return toFloat(value);
  if (typeof value !== 'string') {
    if (cls.isSubclassOf(strEnum)) throw pyError(exc.TypeError, `${repr(value)} is not a string`);
    return repr(value);
  }
  return value;
}

/**
 * A mixin enum (`class Role(str, Enum)`, `IntEnum`) takes Enum's own behaviour ahead of the
 * mixin type's, as EnumType copies Enum's dunders into such a class; what only the mixin type
 * does (`in`, subscripting, `__index__`) it does on the member's value.
 */
function adoptMixin(cls: PyClass, mixin: PyClass): void {
  const slots = cls.slots as Record<string, unknown>;
  ownSlots(cls, { ...memberSlots, valueKind: mixinMemberKind });
  const own = mixin.slots;
  const value = (self: PyValue) => (self as EnumMember).scalar ?? null;
  if (own.contains) slots.contains = (self: PyValue, x: PyValue) => own.contains?.(value(self), x);
  if (own.getitem) slots.getitem = (self: PyValue, key: PyValue) => own.getitem?.(value(self) as never, key);
  if (own.index) slots.index = (self: PyValue) => own.index?.(value(self));
}

/**
 * A class's own `__init__` runs on each new member with the value as its arguments (a tuple
 * value spread over them, as EnumType does), so `self.mass = mass` sets the member's attribute.
 */
function initMember(cls: PyClass, m: EnumMember): void {
  const init = cls.lookup('__init__');
  if (!(init instanceof PyFunction)) return;
  const args = m.value instanceof PyTuple ? [...m.value.items] : [m.value];
  call(init, [m, ...args], null);
}

/** The dunder each replaceable slot stands for: a class's own dunder keeps the slot it filled. */
const slotDunders: Record<string, string> = {
  repr: '__repr__',
  str: '__str__',
  format: '__format__',
  bool: '__bool__',
  len: '__len__',
  iter: '__iter__',
  contains: '__contains__',
  getattr: '__getattr__',
};

/** Gives `cls` these slots as its own (ahead of a mixin type's), except where its body defines the dunder. */
function ownSlots(cls: PyClass, slots: Record<string, unknown>): void {
  const own = cls.slots as Record<string, unknown>;
  for (const [k, fn] of Object.entries(slots)) if (!cls.dict.has(slotDunders[k] ?? '')) own[k] = fn;
}

/** Turns a new enum class's plain attributes into members. */
function initEnumClass(cls: PyClass): void {
  const mixin = mixinOf(cls);
  const flag = cls.isSubclassOf(flagBase);
  const valued = new Map<PyValue, PyValue>();
  const list: EnumMember[] = [];
  let last: PyValue = 0n;
  const names: string[] = [];
  const values: PyValue[] = [];
  // A class's own `_generate_next_value_(name, start, count, last_values)` decides what auto() gives.
  const generate = cls.lookup('_generate_next_value_');
  const generator = generate instanceof PyOpaque && generate.type === descriptorTypes.staticmethod ? (generate.payload as PyValue) : generate;
  for (const [k, v] of [...cls.dict]) {
    if ((k.startsWith('__') && k.endsWith('__')) || (k.startsWith('_') && k.endsWith('_')) || isBehaviour(v)) continue;
    let value = v;
    if (v instanceof PyOpaque && v.type === autoType) {
      if (generator instanceof PyFunction) value = call(generator, [k, 1n, BigInt(names.length), new PyList([...values])], null);
      else if (flag) value = nextFlagValue(values);
      else value = cls.isSubclassOf(strEnum) ? k.toLowerCase() : typeof last === 'bigint' ? last + 1n : 1n;
      valued.set(v, value);
    } else if (isDeferred(v)) value = resolveDeferred(v, valued);
    last = value;
    names.push(k);
    values.push(value);
    const existing = list.find((m) => m.value === value || eq(m.value, value));
    if (existing) {
      cls.dict.set(k, existing);
      continue;
    }
    const m = new EnumMember(cls, k, value, scalarFor(mixin, value, cls));
    list.push(m);
    cls.dict.set(k, m);
    initMember(cls, m);
  }
  members.set(cls, flag ? initFlag(cls, list, cls.isSubclassOf(intFlag)) : list);
  if (mixin) adoptMixin(cls, mixin);
  if (flag) ownSlots(cls, flagSlots);
  const byName = new PyDict();
  for (const [k, v] of cls.dict) if (v instanceof EnumMember) byName.map.set(k, [k, v]);
  cls.dict.set('__members__', new PyMappingProxy(byName));
  cls.dict.set('_member_names_', new PyList(list.map((m) => m.name)));
}

/**
 * The functional API, `Enum('Animal', 'ANT BEE CAT')`: names as one string (split on commas and
 * spaces), an iterable of names (valued from `start`, 1 by default), of (name, value) pairs, or a
 * mapping; the class is made as a class statement would make it.
 */
function functional(cls: PyClass, args: PyValue[], kw: Kwargs): PyValue {
  const name = args[0] ?? kw?.get('value');
  const spec = args[1] ?? kw?.get('names');
  if (typeof name !== 'string' || spec === undefined) throw pyError(exc.TypeError, `${cls.name}.__new__() missing 1 required positional argument: 'value'`);
  const start = kw?.get('start') ?? 1n;
  // Names alone are valued as auto() values are (the class's `_generate_next_value_`: counting
  // from `start` for Enum and IntEnum, lower-cased names for StrEnum, powers of two for Flag).
  const ownGenerator = cls.lookup('_generate_next_value_') !== undefined;
  const counted = !cls.isSubclassOf(flagBase) && !cls.isSubclassOf(strEnum) && !ownGenerator;
  if (!counted && start !== 1n) unsupported(`the functional API's start= for ${cls.name}`);
  const ns = new Map<string, PyValue>();
  if (spec instanceof PyDict) for (const [k, v] of spec.map.values()) ns.set(String(k), v);
  else {
    const items = typeof spec === 'string' ? spec.replace(/,/g, ' ').split(/\s+/).filter(Boolean) : toArray(spec);
    items.forEach((item, i) => {
      if (typeof item === 'string') ns.set(item, !counted ? new PyOpaque(autoType, 'auto()') : typeof start === 'bigint' ? start + BigInt(i) : item);
      else {
        const [k, v] = toArray(item);
        ns.set(String(k), v);
      }
    });
  }
  checkExtensible(name, [cls]);
  return makeClass(name, [cls], ns, new Map());
}

/**
 * `Color(value)`: the member with that value, or `_missing_`'s answer, or ValueError. With
 * `names` (a second argument), `EnumType.__call__` makes a new enum instead (the functional API),
 * whatever the class: `IntEnum('Num', [('ONE', 1)])` too.
 */
function lookup(cls: PyClass, args: PyValue[], kw: Kwargs): PyValue {
  if ((args[1] !== undefined && args[1] !== null) || (kw?.get('names') ?? null) !== null) return functional(cls, args, kw);
  const value = args[0];
  if (isFlagClass(cls)) return flagMember(cls, value ?? null);
  if (value instanceof EnumMember && value.type === cls) return value;
  for (const m of enumMembers(cls)) {
    try {
      if (m.value === value || (hashKey(m.value) === hashKey(value) && eq(m.value, value))) return m;
    } catch {
      // An unhashable value matches no member.
    }
  }
  if (enumMembers(cls).length === 0) throw pyError(exc.TypeError, `${repr(cls)} has no members defined`);
  const missing = cls.lookup('_missing_');
  if (missing instanceof PyOpaque && missing.type === descriptorTypes.classmethod) {
    const r = call(missing.payload as PyValue, [cls, value], null);
    if (r instanceof EnumMember && r.type.isSubclassOf(cls)) return r;
  }
  throw pyError(exc.ValueError, `${repr(value)} is not a valid ${cls.qualname}`);
}

export const enumBase: PyClass = new PyClass('Enum', [objectType], { ...memberSlots, initSubclass: initEnumClass } as never, 'enum');
enumBase.meta = enumType;
/** `EnumType.__prepare__`'s `_check_for_existing_members_`: an enum with members cannot be extended. */
function checkExtensible(name: string, bases: readonly PyValue[]): void {
  for (const b of bases)
    if (b instanceof PyClass)
      for (const c of b.mro)
        if (c.cls.isSubclassOf(enumType) && enumMembers(c).length > 0) throw pyError(exc.TypeError, `<enum ${repr(name)}> cannot extend ${repr(c)}`);
}
metaclassPrepare.set(enumType, checkExtensible);
const reprEnum = new PyClass('ReprEnum', [enumBase], {}, 'enum');
const intEnum = new PyClass('IntEnum', [builtinTypes.int, reprEnum], {}, 'enum');
const strEnum: PyClass = new PyClass('StrEnum', [builtinTypes.str, reprEnum], {}, 'enum');
const flagBase: PyClass = new PyClass('Flag', [enumBase], { ...flagSlots }, 'enum');
const intFlag: PyClass = new PyClass('IntFlag', [builtinTypes.int, reprEnum, flagBase], {}, 'enum');
for (const c of [reprEnum, intEnum, strEnum, flagBase, intFlag]) members.set(c, []);
reprEnums.add(reprEnum);

registerModule('enum', () => ({
  Enum: enumBase,
  IntEnum: intEnum,
  StrEnum: strEnum,
  ReprEnum: reprEnum,
  Flag: flagBase,
  IntFlag: intFlag,
  EnumType: enumType,
  EnumMeta: enumType,
  auto,
  unique: builtin('unique', (args) => {
    const cls = args[0] ?? null;
    if (!(cls instanceof PyClass)) return cls;
    // Aliases are names bound to a member whose own name differs: CPython lists `alias -> name`.
    const aliases = [...cls.dict].filter(([k, v]) => v instanceof EnumMember && v.name !== k).map(([k, v]) => `${k} -> ${(v as EnumMember).name}`);
    if (aliases.length) throw pyError(exc.ValueError, `duplicate values found in ${repr(cls)}: ${aliases.join(', ')}`);
    return cls;
  }),
}));
