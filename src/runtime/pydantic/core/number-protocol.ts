/**
 * How pydantic-core reads a number out of an object that is not an int, float or str: through
 * PyO3's `extract::<f64>()` (CPython's `PyFloat_AsDouble`: `__float__`, else `__index__`) and
 * `extract::<i64>()` (`__index__`). So a one-element tensor, a `Fraction` or any class with
 * `__float__` validates as a float (in strict mode too), and as an int or bool when its value
 * is whole. A conversion that raises is no number: the validator then reports its own type error.
 */
import { callSpecial, index, isException, PyObj, type PyValue, typeOf } from '../../../engine/api';

/** Calls `read`; an exception the program's code raised (or the conversion's) becomes undefined. */
function attempt<T>(read: () => T | undefined): T | undefined {
  try {
    return read();
  } catch (e) {
    if (isException(e)) return undefined;
    throw e;
  }
}

/** `PyFloat_AsDouble` of an object other than int, bool, float and str; undefined when it has no float. */
export function floatOfObject(v: PyValue): number | undefined {
  if (!(v instanceof PyObj)) return undefined;
  const type = typeOf(v);
  if (type.lookup('__float__') !== undefined) {
    return attempt(() => {
      const r = callSpecial(v, '__float__', []);
      return typeof r === 'number' ? r : undefined;
    });
  }
  if (type.lookup('__index__') !== undefined) {
    return attempt(() => {
      const x = Number(index(v));
      return Number.isFinite(x) ? x : undefined;
    });
  }
  return undefined;
}

/** `extract::<i64>()` of an object other than int and bool: its `__index__` within 64 bits, else undefined. */
export function indexOfObject(v: PyValue): bigint | undefined {
  if (!(v instanceof PyObj) || typeOf(v).lookup('__index__') === undefined) return undefined;
  const i = attempt(() => index(v));
  return i !== undefined && i >= -(2n ** 63n) && i < 2n ** 63n ? i : undefined;
}
