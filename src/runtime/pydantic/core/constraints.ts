/**
 * Numeric bounds (`gt`, `ge`, `lt`, `le`, `multiple_of`) and length bounds, checked in
 * pydantic-core's order: multiple_of, le, lt, ge, gt. Ints compare exactly, floats with
 * pydantic's tolerance for `multiple_of`; other values (Decimal, datetime) by Python's operators.
 */
import { binop, compare, len, type PyValue, truthy } from '../../../engine/api';
import { valError } from './errors';
import type { LengthConstraints, NumberConstraints } from './schema';

function lessOrEqual(a: PyValue, b: PyValue): boolean {
  return truthy(compare('<=', a, b));
}

function less(a: PyValue, b: PyValue): boolean {
  return truthy(compare('<', a, b));
}

/** The bound as the error context shows it: a float field reports float bounds. */
function bound(v: PyValue, asFloat: boolean): PyValue {
  return asFloat && typeof v === 'bigint' ? Number(v) : v;
}

function isMultiple(v: PyValue, m: PyValue): boolean {
  if (typeof v === 'bigint' && typeof m === 'bigint') return m !== 0n && v % m === 0n;
  if ((typeof v === 'number' || typeof v === 'bigint') && (typeof m === 'number' || typeof m === 'bigint')) {
    const x = Number(v);
    const y = Number(m);
    // pydantic-core's remainder of a NaN or infinite float is NaN, which no tolerance test rejects.
    if (!Number.isFinite(x)) return true;
    const rounded = Math.round(x / y);
    return Math.abs(x - rounded * y) <= 1e-9;
  }
  const rem = binop('%', v, m);
  return !truthy(rem);
}

/** Checks a validated number against its bounds; returns it, or throws the first failure. */
export function checkNumber<T extends PyValue>(v: T, c: NumberConstraints, input: PyValue): T {
  const f = typeof v === 'number';
  if (c.multipleOf !== undefined && !isMultiple(v, c.multipleOf)) throw valError('multiple_of', input, [['multiple_of', bound(c.multipleOf, f)]]);
  if (c.le !== undefined && !lessOrEqual(v, c.le)) throw valError('less_than_equal', input, [['le', bound(c.le, f)]]);
  if (c.lt !== undefined && !less(v, c.lt)) throw valError('less_than', input, [['lt', bound(c.lt, f)]]);
  if (c.ge !== undefined && !lessOrEqual(c.ge, v)) throw valError('greater_than_equal', input, [['ge', bound(c.ge, f)]]);
  if (c.gt !== undefined && !less(c.gt, v)) throw valError('greater_than', input, [['gt', bound(c.gt, f)]]);
  return v;
}

/** `too_short` / `too_long` for a collection whose kind errors name (`List`, `Dictionary`...). */
export function lengthError(kind: string, n: number, c: LengthConstraints, input: PyValue): void {
  if (c.minLength !== undefined && n < c.minLength)
    throw valError('too_short', input, [
      ['field_type', kind],
      ['min_length', BigInt(c.minLength)],
      ['actual_length', BigInt(n)],
    ]);
  if (c.maxLength !== undefined && n > c.maxLength)
    throw valError('too_long', input, [
      ['field_type', kind],
      ['max_length', BigInt(c.maxLength)],
      ['actual_length', BigInt(n)],
    ]);
}

/** Length bounds on a value of any sized type (the generic `annotated_types.Len` check). */
export function checkLength(v: PyValue, c: LengthConstraints, input: PyValue): void {
  const n = len(v);
  if (typeof v === 'string') {
    if (c.minLength !== undefined && n < c.minLength) throw valError('string_too_short', input, [['min_length', BigInt(c.minLength)]]);
    if (c.maxLength !== undefined && n > c.maxLength) throw valError('string_too_long', input, [['max_length', BigInt(c.maxLength)]]);
    return;
  }
  lengthError('Value', n, c, input);
}
