/**
 * Truthiness and the arithmetic operators, as CPython's `Objects/abstract.c` does them:
 * `binary_op1` tries the left operand's slot, the right's reflected one (first, when the
 * right's type is a proper subclass that overrides it), and `NotImplemented` passes the turn;
 * in-place operators try `__iadd__` & co. first. Numbers take a fast path.
 */
import { exc, pyError } from './exceptions';
import { asFloat, floatOp, intOp } from './numbers';
import { tpName, typeName, typeOf } from './objects';
import { binopNames, callSpecial, pythonBinop } from './slots';
import { NotImplemented, type PyClass, PyDict, PyList, PyObj, PyRange, PySet, PyTuple, type PyValue, type Slots, type UnaryOp } from './values';

export { asFloat, asInt, isNumber } from './numbers';

export function truthy(v: PyValue): boolean {
  if (v === null || v === false) return false;
  if (v === true) return true;
  switch (typeof v) {
    case 'bigint':
      return v !== 0n;
    case 'number':
      return v !== 0;
    case 'string':
      return v.length > 0;
  }
  if (v instanceof PyList && !v.type) return v.items.length > 0;
  if ((v instanceof PyDict || v instanceof PySet) && !v.type) return v.map.size > 0;
  const type = v.cls;
  const b = type.slot('bool');
  if (b) return b(v);
  const l = type.slot('len');
  if (l) return l(v) !== 0;
  return true;
}

/** `operator.index(v)`: an int, or a value whose class defines `__index__`. */
export function index(v: PyValue): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  const slot = typeOf(v).slot('index');
  if (slot) return slot(v);
  throw pyError(exc.TypeError, `'${typeName(v)}' object cannot be interpreted as an integer`);
}

type BinopSlot = NonNullable<Slots['binop']>;

/**
 * One operand's slot given both operands (left first), as CPython's slot functions take them:
 * the slot of classes defined in Python calls `__op__` on the left or `__rop__` on the right
 * (`SLOT1BINFULL`); a native slot answers for whichever operand is its own.
 */
function callBinop(slot: BinopSlot, op: string, v: PyValue, w: PyValue): PyValue | undefined {
  const tv = typeOf(v);
  const tw = typeOf(w);
  if (slot === pythonBinop) {
    const stem = binopNames[op];
    let doOther = tv !== tw && tw.slot('binop') === slot;
    if (tv.slot('binop') === slot) {
      if (doOther && tw.isSubclassOf(tv) && overloaded(tv, tw, `__r${stem}__`)) {
        const r = callSpecial(w, `__r${stem}__`, [v]);
        if (r !== undefined && r !== NotImplemented) return r;
        doOther = false;
      }
      const r = callSpecial(v, `__${stem}__`, [w]);
      if (r !== undefined && r !== NotImplemented) return r;
      if (tv === tw) return undefined;
    }
    if (doOther) {
      const r = callSpecial(w, `__r${stem}__`, [v]);
      if (r !== undefined && r !== NotImplemented) return r;
    }
    return undefined;
  }
  if (tv.slot('binop') === slot) {
    const r = slot(op, v as PyObj, w, false);
    if (r !== undefined && r !== NotImplemented) return r;
    if (tw.slot('binop') !== slot) return undefined;
  }
  const r = slot(op, w as PyObj, v, true);
  return r === NotImplemented ? undefined : r;
}

function overloaded(left: PyClass, right: PyClass, name: string): boolean {
  const b = right.lookup(name);
  if (b === undefined) return false;
  return b !== left.lookup(name);
}

/** `binary_op1`: the operands' slots in CPython's order; undefined when both answer NotImplemented. */
function binaryOp1(op: string, v: PyValue, w: PyValue): PyValue | undefined {
  const tv = typeOf(v);
  const tw = typeOf(w);
  const slotv = tv.slot('binop');
  let slotw = tw !== tv ? tw.slot('binop') : undefined;
  if (slotw === slotv) slotw = undefined;
  if (slotv) {
    if (slotw && tw.isSubclassOf(tv)) {
      const r = callBinop(slotw, op, v, w);
      if (r !== undefined) return r;
      slotw = undefined;
    }
    const r = callBinop(slotv, op, v, w);
    if (r !== undefined) return r;
  }
  if (slotw) return callBinop(slotw, op, v, w);
  return undefined;
}

function isSequence(v: PyValue): boolean {
  return typeof v === 'string' || v instanceof PyList || v instanceof PyTuple || (v instanceof PyObj && v.cls.name.startsWith('byte'));
}

/** `a op b` for a binary operator (`+`, `//`, `@`...). */
export function binop(op: string, a: PyValue, b: PyValue): PyValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    const r = intOp(op, a, b);
    if (r !== undefined) return r;
  } else if (typeof a === 'number' && (typeof b === 'number' || typeof b === 'bigint')) {
    const r = floatOp(op, a, asFloat(b) as number);
    if (r !== undefined) return r;
  } else if (typeof a === 'bigint' && typeof b === 'number') {
    const r = floatOp(op, asFloat(a) as number, b);
    if (r !== undefined) return r;
  } else if (typeof a === 'string' && typeof b === 'string' && op === '+') {
    return a + b;
  }
  const r = binaryOp1(op, a, b);
  if (r !== undefined) return r;
  throw binopError(op, a, b);
}

function binopError(op: string, a: PyValue, b: PyValue) {
  if (op === '+' && isSequence(a)) {
    if (typeOf(a).name.startsWith('byte') && typeof b === 'string') return pyError(exc.TypeError, "can't concat str to bytes");
    const kind = typeof a === 'string' ? 'str' : a instanceof PyList ? 'list' : a instanceof PyTuple ? 'tuple' : typeName(a);
    return pyError(exc.TypeError, `can only concatenate ${kind} (not "${typeName(b)}") to ${kind}`);
  }
  if (op === '*' && (isSequence(a) || isSequence(b))) {
    return pyError(exc.TypeError, `can't multiply sequence by non-int of type '${typeName(isSequence(a) ? b : a)}'`);
  }
  const shown = op === '**' ? '** or pow()' : op;
  return pyError(exc.TypeError, `unsupported operand type(s) for ${shown}: '${tpName(a)}' and '${tpName(b)}'`);
}

/** `a op= b`: the left operand's in-place slot (`__iadd__`, list's extend), else `a op b`. */
export function inplaceOp(op: string, a: PyValue, b: PyValue): PyValue {
  // Two ints (`total += 1`): no in-place slot, straight to int arithmetic, as binop would.
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    const r = intOp(op, a, b);
    if (r !== undefined) return r;
  }
  if (a instanceof PyObj && !(a instanceof PyTuple) && !(a instanceof PyRange)) {
    const slot = a.cls.slot('binop');
    if (slot) {
      const r = slot(`${op}=`, a, b, false);
      if (r !== undefined && r !== NotImplemented) return r;
    }
  }
  const r = tryBinop(op, a, b);
  if (r !== undefined) return r;
  const shown = op === '**' ? '**=' : `${op}=`;
  if ((op === '+' && isSequence(a)) || (op === '*' && (isSequence(a) || isSequence(b)))) throw binopError(op, a, b);
  throw pyError(exc.TypeError, `unsupported operand type(s) for ${shown}: '${tpName(a)}' and '${tpName(b)}'`);
}

function tryBinop(op: string, a: PyValue, b: PyValue): PyValue | undefined {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number')) return binop(op, a, b);
    if (typeof a === 'string' && typeof b === 'string' && op === '+') return a + b;
  }
  return binaryOp1(op, a, b);
}

/** `-v`, `+v`, `~v`, `abs(v)` and `not v`. */
export function unaryop(op: string, v: PyValue): PyValue {
  if (op === 'not') return !truthy(v);
  if (typeof v === 'bigint' || typeof v === 'boolean') {
    const i = typeof v === 'boolean' ? (v ? 1n : 0n) : v;
    if (op === '-') return -i;
    if (op === '+') return i;
    if (op === '~') return ~i;
    return i < 0n ? -i : i;
  }
  if (typeof v === 'number' && op !== '~') return op === '-' ? -v : op === 'abs' ? Math.abs(v) : v;
  const slot = typeOf(v).slot('unary');
  const r = slot?.(v, op as UnaryOp);
  if (r !== undefined) return r;
  if (op === 'abs') throw pyError(exc.TypeError, `bad operand type for abs(): '${tpName(v)}'`);
  throw pyError(exc.TypeError, `bad operand type for unary ${op}: '${tpName(v)}'`);
}
