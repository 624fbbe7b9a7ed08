/**
 * torch's CPU float sum (`cascade_sum` in SumKernel.cpp), step for step, so sums and means of
 * float tensors round exactly as torch's do: four interleaved partial sums (`row_sum`),
 * cascaded in levels of 16 (`multi_row_sum`), and 256-bit vector lanes (8 floats or 4 doubles)
 * where the data is contiguous along or across the reduced dimension. The sum kernel is
 * registered without an AVX-512 variant, so even on AVX-512 machines it runs its AVX2 build.
 */
import type { DType } from './dtype';
import { forEach2d, type ReduceLayout } from './iteration';

/** Rounds a value to the accumulator's precision. */
type Round = (x: number) => number;

interface Kernel {
  readonly read: (p: number) => number;
  readonly round: Round;
  /** Lanes of the accumulator vector. */
  readonly lanes: number;
  /** Elements of the input vector (twice the lanes for half and bfloat16). */
  readonly vecSize: number;
  readonly dtype: DType;
}

/** A vector value: one number per lane (one lane for scalar accumulation). */
type Lanes = Float64Array;

function ceilLog2(x: number): number {
  return x <= 2 ? 1 : 32 - Math.clz32(x - 1);
}

/** `multi_row_sum`: `nrows` columns summed down `size` rows, cascading every 16 rows. */
function multiRowSum(k: Kernel, lanes: number, load: (row: number, col: number) => Lanes, nrows: number, size: number): Lanes[] {
  const levels = 4;
  const power = Math.max(4, Math.floor(ceilLog2(size) / levels));
  const step = 2 ** power;
  const mask = step - 1;
  const acc: Lanes[][] = Array.from({ length: levels }, () => Array.from({ length: nrows }, () => new Float64Array(lanes)));
  const add = (into: Lanes, v: Lanes) => {
    for (let l = 0; l < lanes; l++) into[l] = k.round(into[l] + v[l]);
  };
  let i = 0;
  for (; i + step <= size; ) {
    for (let j = 0; j < step; j++, i++) for (let r = 0; r < nrows; r++) add(acc[0][r], load(i, r));
    for (let j = 1; j < levels; j++) {
      for (let r = 0; r < nrows; r++) {
        add(acc[j][r], acc[j - 1][r]);
        acc[j - 1][r].fill(0);
      }
      if ((i & (mask * 2 ** (j * power))) !== 0) break;
    }
  }
  for (; i < size; i++) for (let r = 0; r < nrows; r++) add(acc[0][r], load(i, r));
  for (let j = 1; j < levels; j++) for (let r = 0; r < nrows; r++) add(acc[0][r], acc[j][r]);
  return acc[0];
}

/** `row_sum`: one row of `size` values summed as four interleaved partial sums. */
function rowSum(k: Kernel, lanes: number, load: (i: number) => Lanes, size: number): Lanes {
  const ilp = 4;
  const sizeIlp = Math.floor(size / ilp);
  const partial = multiRowSum(k, lanes, (row, col) => load(row * ilp + col), ilp, sizeIlp);
  for (let i = sizeIlp * ilp; i < size; i++) {
    const v = load(i);
    for (let l = 0; l < lanes; l++) partial[0][l] = k.round(partial[0][l] + v[l]);
  }
  for (let r = 1; r < ilp; r++) for (let l = 0; l < lanes; l++) partial[0][l] = k.round(partial[0][l] + partial[r][l]);
  return partial[0];
}

const scalar = (x: number) => Float64Array.of(x);

/** A vector load of `k.vecSize` contiguous inputs folded into `k.lanes` accumulator lanes. */
function innerVectorLoad(k: Kernel, base: number): Lanes {
  const out = new Float64Array(k.lanes);
  if (k.vecSize === k.lanes) for (let l = 0; l < k.lanes; l++) out[l] = k.read(base + l);
  else if (k.dtype === 'bfloat16') for (let l = 0; l < k.lanes; l++) out[l] = k.round(k.read(base + l) + k.read(base + l + k.lanes));
  else for (let l = 0; l < k.lanes; l++) out[l] = k.round(k.round(0 + k.read(base + 2 * l)) + k.read(base + 2 * l + 1));
  return out;
}

function contiguousLoad(k: Kernel, base: number): Lanes {
  const out = new Float64Array(k.lanes);
  for (let l = 0; l < k.lanes; l++) out[l] = k.read(base + l);
  return out;
}

/**
 * Sums a float tensor as torch's `cascade_sum` does into `out` (a flat accumulator indexed by
 * output position, starting at zero): `store(pos, value)` receives each partial result.
 */
export function cascadeSum(
  layout: ReduceLayout,
  inOffset: number,
  read: (p: number) => number,
  dtype: DType,
  round: Round,
  store: (outPos: number, value: number) => void,
): void {
  const lanes = dtype === 'float64' ? 4 : 8;
  const vecSize = dtype === 'float16' || dtype === 'bfloat16' ? 32 : lanes;
  const k: Kernel = { read, round, lanes, vecSize, dtype };
  forEach2d(layout, 0, inOffset, (outBase, inBase, s0, s1, os, is) => {
    let [size0, size1] = [s0, s1];
    let inS = [...is];
    let outS = [...os];
    if (outS[0] !== 0 && outS[1] === 0) {
      inS = [inS[1], inS[0]];
      outS = [outS[1], outS[0]];
      [size0, size1] = [size1, size0];
    }
    if (outS[0] !== 0 && outS[1] !== 0) {
      for (let j = 0; j < size1; j++) for (let i = 0; i < size0; i++) store(outBase + i * outS[0] + j * outS[1], read(inBase + i * inS[0] + j * inS[1]));
      return;
    }
    const outStride = outS[1];
    if (inS[0] === 1 && size0 >= vecSize) {
      // Contiguous along the reduced dimension: vectors of lanes, then the tail, then the lanes.
      const vecCount = Math.floor(size0 / vecSize);
      for (let j = 0; j < size1; j++) {
        const row = inBase + j * inS[1];
        const vecAcc = rowSum(k, lanes, (i) => innerVectorLoad(k, row + i * vecSize), vecCount);
        let total = 0;
        for (let i = vecCount * vecSize; i < size0; i++) total = round(total + read(row + i));
        for (let l = 0; l < lanes; l++) total = round(total + vecAcc[l]);
        store(outBase + j * outStride, total);
      }
    } else if (inS[1] === 1 && size1 >= vecSize) {
      // Contiguous across the reduced dimension: whole vectors of outputs at a time.
      let j = 0;
      const nrows = 4;
      for (; j + nrows * lanes <= size1; j += nrows * lanes) {
        const base = inBase + j;
        const sums = multiRowSum(k, lanes, (row, col) => contiguousLoad(k, base + row * inS[0] + col * lanes), nrows, size0);
        for (let r = 0; r < nrows; r++) for (let l = 0; l < lanes; l++) store(outBase + (j + r * lanes + l) * outStride, sums[r][l]);
      }
      for (; j + lanes <= size1; j += lanes) {
        const base = inBase + j;
        const sums = rowSum(k, lanes, (i) => contiguousLoad(k, base + i * inS[0]), size0);
        for (let l = 0; l < lanes; l++) store(outBase + (j + l) * outStride, sums[l]);
      }
      for (; j < size1; j++) {
        const base = inBase + j;
        store(outBase + j * outStride, rowSum(k, 1, (i) => scalar(read(base + i * inS[0])), size0)[0]);
      }
    } else if (inS[0] < inS[1]) {
      for (let j = 0; j < size1; j++) {
        const row = inBase + j * inS[1];
        store(outBase + j * outStride, rowSum(k, 1, (i) => scalar(read(row + i * inS[0])), size0)[0]);
      }
    } else {
      let j = 0;
      for (; j + 3 < size1; j += 4) {
        const base = inBase + j * inS[1];
        const sums = multiRowSum(k, 1, (row, col) => scalar(read(base + row * inS[0] + col * inS[1])), 4, size0);
        for (let r = 0; r < 4; r++) store(outBase + (j + r) * outStride, sums[r][0]);
      }
      for (; j < size1; j++) {
        const base = inBase + j * inS[1];
        store(outBase + j * outStride, rowSum(k, 1, (i) => scalar(read(base + i * inS[0])), size0)[0]);
      }
    }
  });
}
