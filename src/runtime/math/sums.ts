/** `math.fsum` (CPython's exact summation over partials) and `math.hypot`. */
import { ddMath, exc, pyError } from '../../engine/api';

const { add, dd, round, sqrt, twoProd } = ddMath;

/** Shewchuk's algorithm as CPython's `math_fsum` runs it, with its special cases and errors. */
export function fsum(values: number[]): number {
  const partials: number[] = [];
  let specialSum = 0;
  let infSum = 0;
  for (const value of values) {
    let x = value;
    let i = 0;
    for (let y of partials.slice()) {
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const hi = x + y;
      const lo = y - (hi - x);
      if (lo !== 0) partials[i++] = lo;
      x = hi;
    }
    let n = i;
    if (x !== 0) {
      if (!Number.isFinite(x)) {
        if (Number.isFinite(value)) throw pyError(exc.OverflowError, 'intermediate overflow in fsum');
        if (!Number.isNaN(value)) infSum += value;
        specialSum += value;
        n = 0;
      } else partials[n++] = x;
    }
    partials.length = n;
  }
  if (specialSum !== 0) {
    if (Number.isNaN(infSum)) throw pyError(exc.ValueError, '-inf + inf in fsum');
    return specialSum;
  }
  let n = partials.length;
  let hi = 0;
  if (n > 0) {
    hi = partials[--n];
    let lo = 0;
    while (n > 0) {
      const x = hi;
      const y = partials[--n];
      hi = x + y;
      const yr = hi - x;
      lo = y - yr;
      if (lo !== 0) break;
    }
    if (n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0))) {
      const y = lo * 2;
      const x = hi + y;
      const yr = x - hi;
      if (y === yr) hi = x;
    }
  }
  return hi;
}

/** The Euclidean norm, summed in pairs and rounded once; an infinity wins over NaN, as in CPython. */
export function hypot(coords: number[]): number {
  if (coords.some((x) => !Number.isFinite(x) && !Number.isNaN(x))) return Number.POSITIVE_INFINITY;
  if (coords.some(Number.isNaN)) return Number.NaN;
  const max = Math.max(0, ...coords.map(Math.abs));
  if (max === 0) return 0;
  // Scaling by a power of two keeps every coordinate exact.
  const unit = 2 ** Math.floor(Math.log2(max));
  let total = dd(0);
  for (const x of coords) total = add(total, twoProd(x / unit, x / unit));
  return round(sqrt(total)) * unit;
}
