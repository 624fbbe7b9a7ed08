/** `math.nextafter` and `math.ulp`: steps between adjacent doubles, read from their bit patterns. */

const view = new DataView(new ArrayBuffer(8));

/** The double next after `x` in the direction of `y` (C99 nextafter). */
export function nextafter(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  if (x === y) return y;
  if (x === 0) return y > 0 ? Number.MIN_VALUE : -Number.MIN_VALUE;
  view.setFloat64(0, x);
  const bits = view.getBigInt64(0);
  view.setBigInt64(0, y > x === x > 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

/** The value of the least significant bit of `x` (CPython's math.ulp). */
export function ulp(value: number): number {
  const x = Math.abs(value);
  if (Number.isNaN(x) || !Number.isFinite(x)) return x;
  const up = nextafter(x, Number.POSITIVE_INFINITY);
  return Number.isFinite(up) ? up - x : x - nextafter(x, Number.NEGATIVE_INFINITY);
}
