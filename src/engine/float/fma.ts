/**
 * `fma(a, b, c)`: a*b + c rounded once (to nearest, ties to even), as the x86-64 FMA instruction
 * computes it. glibc's libm on a machine with FMA (the reference's) runs variants of its functions
 * compiled with fused multiply-adds, so matching it bit for bit needs the fused rounding. JS has no
 * fma: the exact sum is formed in BigInt and rounded by hand, subnormal results included.
 */

const view = new DataView(new ArrayBuffer(8));

/** A finite nonzero double as m * 2^e with an integer m (sign included). */
function decompose(x: number): [bigint, number] {
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const field = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (field !== 0) m |= 1n << 52n;
  return [hi >>> 31 ? -m : m, field === 0 ? -1074 : field - 1075];
}

function bitLength(n: bigint): number {
  return n.toString(2).length;
}

/** n * 2^e for n > 0 rounded to the nearest double (ties to even), overflow to infinity. */
function roundScaled(n: bigint, e: number): number {
  const top = bitLength(n) - 1 + e;
  if (top > 1023) return Number.POSITIVE_INFINITY;
  const lsb = top >= -1022 ? top - 52 : -1074;
  const shift = lsb - e;
  if (shift <= 0) return Number(n) * 2 ** e;
  let q = n >> BigInt(shift);
  const rem = n - (q << BigInt(shift));
  const half = 1n << BigInt(shift - 1);
  if (rem > half || (rem === half && (q & 1n) === 1n)) q += 1n;
  return Number(q) * 2 ** lsb;
}

export function fma(a: number, b: number, c: number): number {
  const p = a * b;
  if (!Number.isFinite(p) || !Number.isFinite(c) || a === 0 || b === 0 || c === 0) {
    // Infinities, NaN, an exact zero product or nothing to add: one rounding either way (a
    // product that overflows alone is left to the plain operations).
    return c === 0 && p !== 0 ? p : p + c;
  }
  const [ma, ea] = decompose(a);
  const [mb, eb] = decompose(b);
  const [mc, ec] = decompose(c);
  const ep = ea + eb;
  const e = Math.min(ep, ec);
  const sum = ((ma * mb) << BigInt(ep - e)) + (mc << BigInt(ec - e));
  if (sum === 0n) return 0;
  return sum < 0n ? -roundScaled(-sum, e) : roundScaled(sum, e);
}
