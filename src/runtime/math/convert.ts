/** Arguments of `math` functions read as CPython's `PyFloat_AsDouble` and `PyNumber_Index` read them. */
import { call, exc, type PyValue, pyError, typeName, typeOf } from '../../engine/api';

/** A real number as a double: floats, ints (too large ones overflow), `__float__`, `__index__`. */
export function real(v: PyValue): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') {
    const f = Number(v);
    if (!Number.isFinite(f)) throw pyError(exc.OverflowError, 'int too large to convert to float');
    return f;
  }
  const cls = typeOf(v);
  const toFloat = cls.lookup('__float__');
  if (toFloat !== undefined) {
    const f = call(toFloat, [v], null);
    if (typeof f !== 'number') throw pyError(exc.TypeError, `${cls.name}.__float__ returned non-float (type ${typeName(f)})`);
    return f;
  }
  if (cls.lookup('__index__') !== undefined) return real(index(v));
  throw pyError(exc.TypeError, `must be real number, not ${typeName(v)}`);
}

/** An integer argument: ints, bools and `__index__`; floats are refused as CPython refuses them. */
export function index(v: PyValue): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  const method = typeOf(v).lookup('__index__');
  if (method !== undefined) {
    const i = call(method, [v], null);
    if (typeof i === 'bigint') return i;
    if (typeof i === 'boolean') return i ? 1n : 0n;
    throw pyError(exc.TypeError, `__index__ returned non-int (type ${typeName(i)})`);
  }
  throw pyError(exc.TypeError, `'${typeName(v)}' object cannot be interpreted as an integer`);
}

/** A float made an int by floor/ceil/trunc, with CPython's errors for NaN and infinities. */
export function floatToInt(x: number): bigint {
  if (Number.isNaN(x)) throw pyError(exc.ValueError, 'cannot convert float NaN to integer');
  if (!Number.isFinite(x)) throw pyError(exc.OverflowError, 'cannot convert float infinity to integer');
  return BigInt(x);
}

export function domainError(): never {
  throw pyError(exc.ValueError, 'math domain error');
}

export function rangeError(): never {
  throw pyError(exc.OverflowError, 'math range error');
}

/**
 * CPython's `math_1`: a NaN from a non-NaN argument is a domain error; an infinity from a finite
 * argument is a range error for functions that can overflow, a domain error otherwise.
 */
export function checked(x: number, r: number, canOverflow: boolean): number {
  if (Number.isNaN(r) && !Number.isNaN(x)) domainError();
  if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(x)) return canOverflow ? rangeError() : domainError();
  return r;
}
