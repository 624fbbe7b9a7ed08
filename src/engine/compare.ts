/**
 * Comparisons as CPython's `do_richcompare` (`Objects/object.c`) does them: the right
 * operand's reflected method first when its type is a proper subclass of the left's, then the
 * left's, then the reflected one; when every one answers `NotImplemented`, `==`/`!=` fall back
 * to identity and the others raise TypeError naming both types in order.
 */
import { exc, pyError } from './exceptions';
import { dictHas, setHas } from './hashing';
import { compareIntFloat } from './numbers';
import { iterate, tpName, typeName, typeOf } from './objects';
import { truthy } from './ops';
import { type CompareOp, NotImplemented, PyDict, PyList, PyObj, type PyRange, PySet, PyTuple, type PyValue } from './values';

const swapped: Record<CompareOp, CompareOp> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '==': '==', '!=': '!=' };

/** The outcome of a three-way comparison for an operator. */
export function applyOrder(c: number, op: CompareOp): boolean {
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
    case '==':
      return c === 0;
    default:
      return c !== 0;
  }
}

/** Numbers compared exactly (an int and a float included); NotImplemented for non-numbers. */
export function compareNumbers(a: PyValue, b: PyValue, op: CompareOp): PyValue {
  const ia = typeof a === 'boolean' ? (a ? 1n : 0n) : a;
  const ib = typeof b === 'boolean' ? (b ? 1n : 0n) : b;
  if (typeof ia === 'bigint') {
    if (typeof ib === 'bigint') return applyOrder(ia < ib ? -1 : ia > ib ? 1 : 0, op);
    if (typeof ib === 'number') {
      const c = compareIntFloat(ia, ib);
      return c === undefined ? op === '!=' : applyOrder(c, op);
    }
  } else if (typeof ia === 'number') {
    if (typeof ib === 'number') {
      if (Number.isNaN(ia) || Number.isNaN(ib)) return op === '!=';
      return applyOrder(ia < ib ? -1 : ia > ib ? 1 : 0, op);
    }
    if (typeof ib === 'bigint') {
      const c = compareIntFloat(ib, ia);
      return c === undefined ? op === '!=' : applyOrder(-c, op);
    }
  }
  return NotImplemented;
}

/** `v op w` for a rich comparison operator. */
export function richCompare(v: PyValue, w: PyValue, op: CompareOp): PyValue {
  if (typeof v === 'string' && typeof w === 'string') return applyOrder(v < w ? -1 : v > w ? 1 : 0, op);
  if (typeof v !== 'object' && typeof w !== 'object' && v !== null && w !== null) {
    const r = compareNumbers(v, w, op);
    if (r !== NotImplemented) return r;
  }
  const tv = typeOf(v);
  const tw = typeOf(w);
  let checkedReverse = false;
  if (tv !== tw && tw.isSubclassOf(tv)) {
    const f = tw.slot('richcompare');
    if (f) {
      checkedReverse = true;
      const r = f(w, v, swapped[op]);
      if (r !== NotImplemented) return r;
    }
  }
  const fv = tv.slot('richcompare');
  if (fv) {
    const r = fv(v, w, op);
    if (r !== NotImplemented) return r;
  }
  if (!checkedReverse) {
    const fw = tw.slot('richcompare');
    if (fw) {
      const r = fw(w, v, swapped[op]);
      if (r !== NotImplemented) return r;
    }
  }
  if (op === '==') return identical(v, w);
  if (op === '!=') return !identical(v, w);
  throw pyError(exc.TypeError, `'${op}' not supported between instances of '${tpName(v)}' and '${tpName(w)}'`);
}

export function identical(a: PyValue, b: PyValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b) || a === b;
  return a === b;
}

/**
 * `a == b` as containers ask it (CPython's `PyObject_RichCompareBool`): identity first, then
 * `==` made a bool.
 */
export function eq(a: PyValue, b: PyValue): boolean {
  if (a === b) return !(typeof a === 'number' && Number.isNaN(a));
  if (typeof a === 'string' || typeof b === 'string') {
    if (typeof a === 'string' && typeof b === 'string') return false;
  }
  const r = richCompare(a, b, '==');
  return r === true || (r !== false && truthy(r));
}

/** A comparison as the evaluator meets it: the rich operators, `is`, `in` and their negations. */
export function compare(op: string, a: PyValue, b: PyValue): PyValue {
  // Two ints, the commonest comparison, without the general path's calls (same answers).
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    switch (op) {
      case '<':
        return a < b;
      case '<=':
        return a <= b;
      case '>':
        return a > b;
      case '>=':
        return a >= b;
      case '==':
      case 'is':
        return a === b;
      case '!=':
      case 'is not':
        return a !== b;
    }
  }
  switch (op) {
    case 'is':
      return identical(a, b);
    case 'is not':
      return !identical(a, b);
    case 'in':
      return contains(b, a);
    case 'not in':
      return !contains(b, a);
  }
  return richCompare(a, b, op as CompareOp);
}

/** Items of two sequences compared as list and tuple do (`list_richcompare`). */
export function compareSequences(x: readonly PyValue[], y: readonly PyValue[], op: CompareOp): PyValue {
  if (x.length !== y.length && (op === '==' || op === '!=')) return op === '!=';
  const n = Math.min(x.length, y.length);
  let i = 0;
  while (i < n && eq(x[i], y[i])) i++;
  if (i >= n) return applyOrder(x.length - y.length, op);
  if (op === '==') return false;
  if (op === '!=') return true;
  return richCompare(x[i], y[i], op);
}

/** `item in container`. */
export function contains(container: PyValue, item: PyValue): boolean {
  if (typeof container === 'string') {
    if (typeof item !== 'string') throw pyError(exc.TypeError, `'in <string>' requires string as left operand, not ${typeName(item)}`);
    return container.includes(item);
  }
  if (container instanceof PyObj) {
    if ((container instanceof PyList || container instanceof PyTuple) && !container.type) {
      for (const x of container.items) if (x === item || eq(x, item)) return true;
      return false;
    }
    if (container instanceof PyDict && !container.type) return dictHas(container, item);
    if (container instanceof PySet && !container.type) return setHas(container, item);
    const type = container.cls;
    const slot = type.slot('contains');
    if (slot) return slot(container, item);
    if (type.slot('iterObject') || type.slot('iter') || type.slot('getitem')) {
      const it = iterate(container);
      for (let r = it.next(); !r.done; r = it.next()) if (r.value === item || eq(r.value, item)) return true;
      return false;
    }
  }
  throw pyError(exc.TypeError, `argument of type '${typeName(container)}' is not iterable`);
}

/** `i in range(...)` without iterating. */
export function rangeContains(r: PyRange, item: PyValue): boolean | undefined {
  const i = typeof item === 'bigint' ? item : typeof item === 'boolean' ? (item ? 1n : 0n) : undefined;
  if (i === undefined) return undefined;
  const { start, stop, step } = r;
  return (step > 0n ? i >= start && i < stop : i <= start && i > stop) && (i - start) % step === 0n;
}
