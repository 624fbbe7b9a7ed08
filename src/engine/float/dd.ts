/**
 * Double-double arithmetic: a value as an unevaluated sum `hi + lo` of two doubles with
 * |lo| <= ulp(hi)/2, about 106 bits of precision. The elementary functions compute in it and
 * round once (`hi` of a normalised pair is the correctly rounded double of the sum), which is
 * how this explainer's `math` gives the results glibc's correctly rounded libm gives CPython;
 * JS's own `Math.exp`/`Math.log`/`Math.cos` differ from those in the last bit for a few
 * percent of arguments.
 */
export type DD = readonly [number, number];

const SPLITTER = 134217729; // 2^27 + 1

export function dd(x: number): DD {
  return [x, 0];
}

/** a + b exactly, as a normalised pair. */
export function twoSum(a: number, b: number): DD {
  const s = a + b;
  const bb = s - a;
  return [s, a - (s - bb) + (b - bb)];
}

function quickTwoSum(a: number, b: number): DD {
  const s = a + b;
  return [s, b - (s - a)];
}

function split(a: number): DD {
  const c = SPLITTER * a;
  const hi = c - (c - a);
  return [hi, a - hi];
}

/** a * b exactly (Dekker), for |a|, |b| well inside the double range. */
export function twoProd(a: number, b: number): DD {
  const p = a * b;
  if (!Number.isFinite(p)) return [p, 0];
  const [ah, al] = split(a);
  const [bh, bl] = split(b);
  return [p, ah * bh - p + ah * bl + al * bh + al * bl];
}

export function add(a: DD, b: DD): DD {
  const [s, e] = twoSum(a[0], b[0]);
  const [t, f] = twoSum(a[1], b[1]);
  const [s2, e2] = quickTwoSum(s, e + t);
  return quickTwoSum(s2, e2 + f);
}

export function neg(a: DD): DD {
  return [-a[0], -a[1]];
}

export function sub(a: DD, b: DD): DD {
  return add(a, neg(b));
}

export function mul(a: DD, b: DD): DD {
  const [p, e] = twoProd(a[0], b[0]);
  return quickTwoSum(p, e + (a[0] * b[1] + a[1] * b[0]));
}

export function mulNum(a: DD, b: number): DD {
  const [p, e] = twoProd(a[0], b);
  return quickTwoSum(p, e + a[1] * b);
}

export function div(a: DD, b: DD): DD {
  const q1 = a[0] / b[0];
  let r = sub(a, mulNum(b, q1));
  const q2 = r[0] / b[0];
  r = sub(r, mulNum(b, q2));
  const q3 = r[0] / b[0];
  return add(quickTwoSum(q1, q2), dd(q3));
}

/** a * 2^k for a small k (exact while nothing overflows or goes subnormal). */
export function scale(a: DD, k: number): DD {
  const f = 2 ** k;
  return [a[0] * f, a[1] * f];
}

export function sqrt(a: DD): DD {
  if (a[0] <= 0) return [Math.sqrt(a[0]), 0];
  const s = Math.sqrt(a[0]);
  const r = sub(a, twoProd(s, s));
  return add(dd(s), dd(r[0] / (2 * s)));
}

/** The double nearest the pair's value, ties to even: `hi` once the pair is normalised. */
export function round(a: DD): number {
  return quickTwoSum(a[0], a[1])[0];
}
