/** The integer functions of `math`: factorial, comb, perm, gcd, lcm, isqrt. */
import { exc, pyError } from '../../engine/api';

export function factorial(n: bigint): bigint {
  if (n < 0n) throw pyError(exc.ValueError, 'factorial() not defined for negative values');
  let r = 1n;
  for (let i = 2n; i <= n; i++) r *= i;
  return r;
}

function nonNegative(n: bigint, k: bigint): void {
  if (n < 0n) throw pyError(exc.ValueError, 'n must be a non-negative integer');
  if (k < 0n) throw pyError(exc.ValueError, 'k must be a non-negative integer');
}

export function perm(n: bigint, k: bigint | null): bigint {
  if (k === null) return factorial(n);
  nonNegative(n, k);
  if (k > n) return 0n;
  let r = 1n;
  for (let i = n - k + 1n; i <= n; i++) r *= i;
  return r;
}

export function comb(n: bigint, k: bigint): bigint {
  nonNegative(n, k);
  if (k > n) return 0n;
  const kk = k > n - k ? n - k : k;
  let r = 1n;
  for (let i = 1n; i <= kk; i++) r = (r * (n - kk + i)) / i;
  return r;
}

function abs(a: bigint): bigint {
  return a < 0n ? -a : a;
}

export function gcd(values: bigint[]): bigint {
  let g = 0n;
  for (const v of values) {
    let a = g;
    let b = abs(v);
    while (b !== 0n) [a, b] = [b, a % b];
    g = a;
  }
  return g;
}

export function lcm(values: bigint[]): bigint {
  let l = 1n;
  for (const v of values) {
    if (v === 0n) return 0n;
    l = abs((l / gcd([l, v])) * v);
  }
  return l;
}

export function isqrt(n: bigint): bigint {
  if (n < 0n) throw pyError(exc.ValueError, 'isqrt() argument must be nonnegative');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  if (!(x > 0n) || Number(n) > 2 ** 52) x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}
