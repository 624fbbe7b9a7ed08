/**
 * Arithmetic and comparison of `datetime` values, with CPython's rules and messages: dates and
 * datetimes shift by timedeltas and subtract to timedeltas; naive and aware datetimes do not mix;
 * a datetime does not order against a plain date.
 */
import { applyOrder, type CompareOp, exc, type PyObj, type PyValue, pyError, toFloat, typeName } from '../../engine/api';
import { US_PER_DAY } from './calendar';
import { DateTimeV, DateV, TimeDelta, TimeV, TzV } from './values';

function cmp(a: bigint | number, b: bigint | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One ordering rule for every comparison: the engine's. */
const order = (op: string, c: number): boolean => applyOrder(c, op as CompareOp);

const comparisons = new Set(['<', '<=', '>', '>=', '==', '!=']);

/** Compares two values of the same datetime kind; undefined when the kinds differ. */
function compareSame(op: string, a: PyObj, b: PyValue): PyValue | undefined {
  if (a instanceof TimeDelta && b instanceof TimeDelta) return order(op, cmp(a.totalUs, b.totalUs));
  if (a instanceof DateTimeV && b instanceof DateTimeV) {
    if (!a.tz !== !b.tz) {
      if (op === '==' || op === '!=') return op === '!=';
      throw pyError(exc.TypeError, "can't compare offset-naive and offset-aware datetimes");
    }
    return order(op, cmp(a.utcUs, b.utcUs));
  }
  if (a instanceof DateTimeV !== b instanceof DateTimeV && (a instanceof DateV || a instanceof DateTimeV) && (b instanceof DateV || b instanceof DateTimeV)) {
    if (op === '==' || op === '!=') return op === '!=';
    throw pyError(
      exc.TypeError,
      `can't compare ${typeName(a) === 'datetime' ? 'datetime.datetime' : 'datetime.date'} to ${typeName(b) === 'datetime' ? 'datetime.datetime' : 'datetime.date'}`,
    );
  }
  if (a instanceof DateV && b instanceof DateV) return order(op, cmp(a.ordinal, b.ordinal));
  if (a instanceof TimeV && b instanceof TimeV)
    return order(op, cmp(a.dayUs - Number((a.tz?.offsetUs ?? 0n) / 1n), b.dayUs - Number((b.tz?.offsetUs ?? 0n) / 1n)));
  if (a instanceof TzV && b instanceof TzV) {
    if (op === '==' || op === '!=') return order(op, cmp(a.offsetUs, b.offsetUs));
    return undefined;
  }
  return undefined;
}

function scaleTd(td: TimeDelta, factor: PyValue, divide: boolean): TimeDelta | undefined {
  if (typeof factor === 'bigint') {
    if (divide) {
      if (factor === 0n) throw pyError(exc.ZeroDivisionError, 'integer division or modulo by zero');
      return TimeDelta.ofUs(roundHalfEven(Number(td.totalUs) / Number(factor)));
    }
    return TimeDelta.ofUs(td.totalUs * factor);
  }
  if (typeof factor === 'number' || typeof factor === 'boolean') {
    const f = toFloat(factor);
    if (divide && f === 0) throw pyError(exc.ZeroDivisionError, 'float division by zero');
    return TimeDelta.ofUs(roundHalfEven(divide ? Number(td.totalUs) / f : Number(td.totalUs) * f));
  }
  return undefined;
}

function roundHalfEven(x: number): bigint {
  const r = Math.round(x);
  return BigInt(Math.abs(x - Math.trunc(x)) === 0.5 && r % 2 !== 0 ? r - 1 : r);
}

/** The `binop` slot shared by the datetime types. */
export function temporalBinop(op: string, self: PyObj, other: PyValue, reflected: boolean): PyValue | undefined {
  if (self instanceof TimeDelta && op === 'unary-') return TimeDelta.ofUs(-self.totalUs);
  if (self instanceof TimeDelta && op === 'unary+') return self;
  if (self instanceof TimeDelta && op === 'abs') return self.totalUs < 0n ? TimeDelta.ofUs(-self.totalUs) : self;
  if (comparisons.has(op)) {
    const swapped: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '==': '==', '!=': '!=' };
    const r = compareSame(reflected ? swapped[op] : op, self, other);
    if (r !== undefined) return r;
    if (op === '==' || op === '!=') return op === '!=';
    return undefined;
  }
  const [a, b] = reflected ? [other, self as PyValue] : [self as PyValue, other];
  if (a instanceof TimeDelta && b instanceof TimeDelta) {
    if (op === '+') return TimeDelta.ofUs(a.totalUs + b.totalUs);
    if (op === '-') return TimeDelta.ofUs(a.totalUs - b.totalUs);
    if (op === '/') {
      if (b.totalUs === 0n) throw pyError(exc.ZeroDivisionError, 'division by zero');
      return Number(a.totalUs) / Number(b.totalUs);
    }
    if (op === '//') {
      if (b.totalUs === 0n) throw pyError(exc.ZeroDivisionError, 'integer division or modulo by zero');
      const q = a.totalUs / b.totalUs;
      return a.totalUs % b.totalUs !== 0n && a.totalUs < 0n !== b.totalUs < 0n ? q - 1n : q;
    }
    if (op === '%') {
      const r = a.totalUs % b.totalUs;
      return TimeDelta.ofUs(r !== 0n && r < 0n !== b.totalUs < 0n ? r + b.totalUs : r);
    }
    return undefined;
  }
  if (a instanceof TimeDelta && (op === '*' || op === '/' || op === '//')) return scaleTd(a, b, op !== '*');
  if (b instanceof TimeDelta && op === '*') return scaleTd(b, a, false);
  if (a instanceof DateTimeV && b instanceof TimeDelta && (op === '+' || op === '-')) {
    const total = a.localUs + (op === '+' ? b.totalUs : -b.totalUs);
    if (total < 0n || total >= BigInt(US_PER_DAY) * 3652059n) throw pyError(exc.OverflowError, 'date value out of range');
    return DateTimeV.ofLocalUs(total, a.tz);
  }
  if (a instanceof TimeDelta && b instanceof DateTimeV && op === '+') return DateTimeV.ofLocalUs(b.localUs + a.totalUs, b.tz);
  if (a instanceof DateTimeV && b instanceof DateTimeV && op === '-') {
    if (!a.tz !== !b.tz) throw pyError(exc.TypeError, "can't subtract offset-naive and offset-aware datetimes");
    return TimeDelta.ofUs(a.utcUs - b.utcUs);
  }
  if (a instanceof DateV && b instanceof TimeDelta && (op === '+' || op === '-')) return DateV.ofOrdinal(a.ordinal + (op === '+' ? b.days : -b.days));
  if (a instanceof TimeDelta && b instanceof DateV && op === '+') return DateV.ofOrdinal(b.ordinal + a.days);
  if (a instanceof DateV && b instanceof DateV && op === '-') return new TimeDelta(a.ordinal - b.ordinal, 0, 0);
  return undefined;
}
