/**
 * The order in which torch's CPU TensorIterator walks a reduction, modelled so that float
 * sums round exactly as torch's do: dimensions are sorted with the reduced ones first and then
 * by stride (`reorder_dimensions`), adjacent ones merged where memory allows
 * (`coalesce_dimensions`), and the kernel is called once per index of the outer dimensions
 * with the two innermost (`serial_for_each`). Tensors under torch's grain size (32768
 * elements) are reduced on one thread, which is the case modelled here.
 */

import { checkSize } from './tensor';

/** A reduction's loop structure after reordering and coalescing; dimension 0 moves fastest. */
export interface ReduceLayout {
  readonly shape: number[];
  /** Output element strides (0 along reduced dimensions). */
  readonly out: number[];
  /** Input element strides. */
  readonly input: number[];
}

/**
 * The layout torch's TensorIterator gives a reduction of a tensor with `shape`/`strides` over
 * the dimensions flagged in `reduced`, writing into a fresh contiguous output.
 */
export function reduceLayout(shape: readonly number[], strides: readonly number[], reduced: readonly boolean[]): ReduceLayout {
  const nd = shape.length;
  // The output, contiguous in the keep-dim shape, with zero strides along reduced dimensions.
  const outStrides = new Array<number>(nd);
  let s = 1;
  for (let d = nd - 1; d >= 0; d--) {
    outStrides[d] = reduced[d] ? 0 : s;
    if (!reduced[d]) s *= shape[d];
  }
  const operands = [outStrides, [...strides]];
  // perm[0] is the fastest dimension: start from the reversed order, then insertion-sort.
  const perm = Array.from({ length: nd }, (_, i) => nd - 1 - i);
  const shouldSwap = (d0: number, d1: number): number => {
    for (let op = 0; op < operands.length; op++) {
      const s0 = operands[op][d0];
      const s1 = operands[op][d1];
      if (op === 0 && (s0 === 0) !== (s1 === 0)) return s1 === 0 ? 1 : -1;
      if (s0 === 0 || s1 === 0) continue;
      if (s0 < s1) return -1;
      if (s0 > s1) return 1;
      if (shape[d0] > shape[d1]) return 1;
    }
    return 0;
  };
  if (nd > 1)
    for (let i = 1; i < nd; i++) {
      let dim1 = i;
      for (let dim0 = i - 1; dim0 >= 0; dim0--) {
        const c = shouldSwap(perm[dim0], perm[dim1]);
        if (c > 0) {
          [perm[dim0], perm[dim1]] = [perm[dim1], perm[dim0]];
          dim1 = dim0;
        } else if (c < 0) break;
      }
    }
  const pShape = perm.map((d) => shape[d]);
  const pOps = operands.map((st) => perm.map((d) => st[d]));
  // Coalesce: merge a dimension into the previous one when either has size 1 or memory is contiguous across them.
  if (nd > 1) {
    let prev = 0;
    for (let dim = 1; dim < nd; dim++) {
      const canCoalesce = pShape[prev] === 1 || pShape[dim] === 1 || pOps.every((st) => pShape[prev] * st[prev] === st[dim]);
      if (canCoalesce) {
        if (pShape[prev] === 1) for (const st of pOps) st[prev] = st[dim];
        pShape[prev] *= pShape[dim];
      } else {
        prev++;
        if (prev !== dim) {
          for (const st of pOps) st[prev] = st[dim];
          pShape[prev] = pShape[dim];
        }
      }
    }
    pShape.length = prev + 1;
    for (const st of pOps) st.length = prev + 1;
  }
  return { shape: pShape, out: pOps[0], input: pOps[1] };
}

/**
 * Calls `loop` once per index of the dimensions beyond the first two, with the two innermost
 * dimensions' sizes and strides (padded to two dimensions, as torch does).
 */
export function forEach2d(
  layout: ReduceLayout,
  outOffset: number,
  inOffset: number,
  loop: (outBase: number, inBase: number, size0: number, size1: number, outStrides: [number, number], inStrides: [number, number]) => void,
): void {
  const { shape, out, input } = layout;
  if (shape.some((d) => d === 0)) return;
  checkSize(shape.reduce((a, b) => a * b, 1));
  const size0 = shape[0] ?? 1;
  const size1 = shape[1] ?? 1;
  const os: [number, number] = [out[0] ?? 0, out[1] ?? 0];
  const is: [number, number] = [input[0] ?? 0, input[1] ?? 0];
  const outer = shape.slice(2);
  const idx = new Array<number>(outer.length).fill(0);
  for (;;) {
    let ob = outOffset;
    let ib = inOffset;
    for (let k = 0; k < outer.length; k++) {
      ob += idx[k] * out[k + 2];
      ib += idx[k] * input[k + 2];
    }
    loop(ob, ib, size0, size1, os, is);
    let k = 0;
    for (; k < outer.length; k++) {
      idx[k]++;
      if (idx[k] < outer[k]) break;
      idx[k] = 0;
    }
    if (k === outer.length) return;
  }
}
