/**
 * `matmul` (`@`) in its forms: vector dot product, matrix-vector, matrix-matrix and batched
 * with broadcasting. Both operands must share a dtype, as in torch. Float products accumulate
 * with fused multiply-adds in order (BLAS may order a long dot product differently).
 */
import { exc, pyError } from '../../engine/api';
import { broadcastShapes } from './broadcast';
import { cast, type Elem, isFloat, roundFloat, typeNames } from './dtype';
import { fma, fmaf } from './sleef';
import { checkSize, contiguousStrides, fromValues, numelOf, type Tensor } from './tensor';

const cNames: Record<string, string> = {
  int64: 'long int',
  int32: 'int',
  float32: 'float',
  float64: 'double',
  int16: 'short int',
  int8: 'signed char',
  uint8: 'unsigned char',
  bool: 'bool',
  float16: 'c10::Half',
  bfloat16: 'c10::BFloat16',
};

const mmDtypeError = (a: Tensor, b: Tensor) =>
  pyError(exc.RuntimeError, `expected m1 and m2 to have the same dtype, but got: ${cNames[a.dtype] ?? a.dtype} != ${cNames[b.dtype] ?? b.dtype}`);

/** `mm` of an `n x k` by an `m x p` matrix: its shape check, then its dtype check. */
function checkMm(a: Tensor, b: Tensor, [n, k]: readonly number[], [m, p]: readonly number[]): void {
  if (k !== m) throw pyError(exc.RuntimeError, `mat1 and mat2 shapes cannot be multiplied (${n}x${k} and ${m}x${p})`);
  if (a.dtype !== b.dtype) throw mmDtypeError(a, b);
  if (a.dtype === 'bool') throw pyError(exc.NotImplementedError, `"addmm_impl_cpu_" not implemented for 'Bool'`);
}

/** `mv` of an `n x k` matrix by a vector of `m`: its shape check, then its dtype check (the result takes the vector's dtype). */
function checkMv(mat: Tensor, vec: Tensor, [n, k]: readonly number[], m: number): void {
  if (k !== m) throw pyError(exc.RuntimeError, `size mismatch, got input (${n}), mat (${n}x${k}), vec (${m})`);
  if (mat.dtype !== vec.dtype)
    throw pyError(
      exc.RuntimeError,
      `addmv input tensors must have the same dtype, but got ${typeNames[vec.dtype]}, ${typeNames[mat.dtype]}, and ${typeNames[vec.dtype]}`,
    );
  if (mat.dtype === 'bool') throw pyError(exc.NotImplementedError, `"addmv_impl_cpu" not implemented for 'Bool'`);
}

/**
 * Whether `matmul` folds the larger operand into a matrix (torch's `should_fold`): it has at
 * least 3 dims, the other at most 2 (and is not a matrix on the left), and the folded view needs
 * no copy.
 */
function folds(a: Tensor, b: Tensor): boolean {
  const aLarger = a.ndim >= b.ndim;
  const big = aLarger ? a : b;
  const small = aLarger ? b : a;
  if (!(big.ndim >= 3 && small.ndim <= 2) || a.ndim === 2) return false;
  if (big.numel === 0) return true;
  // The larger tensor, transposed in its last two dims when it is on the right.
  const shape = [...big.shape];
  const strides = [...big.strides];
  if (!aLarger) {
    [shape[shape.length - 2], shape[shape.length - 1]] = [shape[shape.length - 1], shape[shape.length - 2]];
    [strides[strides.length - 2], strides[strides.length - 1]] = [strides[strides.length - 1], strides[strides.length - 2]];
  }
  for (let i = 0; i < big.ndim - 2; i++) if (strides[i] !== strides[i + 1] * shape[i + 1]) return false;
  return true;
}

/** The errors torch's `matmul` raises, in its order, for operands that are not both vectors. */
function checkMatmul(a: Tensor, b: Tensor): void {
  if (a.ndim === 2 && b.ndim === 1) {
    checkMv(a, b, a.shape, b.shape[0]);
    return;
  }
  if (a.ndim <= 2 && b.ndim <= 2) {
    checkMm(a, b, a.ndim === 1 ? [1, a.shape[0]] : a.shape, b.shape);
    return;
  }
  if (folds(a, b)) {
    const aLarger = a.ndim >= b.ndim;
    const big = aLarger ? a : b;
    const small = aLarger ? b : a;
    const rows = big.shape.slice(0, -2).reduce((x, y) => x * y, 1) * (aLarger ? big.shape[big.ndim - 2] : big.shape[big.ndim - 1]);
    const cols = aLarger ? big.shape[big.ndim - 1] : big.shape[big.ndim - 2];
    if (small.ndim === 1) checkMv(big, small, [rows, cols], small.shape[0]);
    else checkMm(big, small, [rows, cols], small.shape);
    return;
  }
  // bmm of the broadcast batches: the batch sizes, then the inner sizes, then the dtypes.
  broadcastShapes(a.shape.slice(0, Math.max(a.ndim - 2, 0)), b.shape.slice(0, Math.max(b.ndim - 2, 0)));
  const m1 = a.shape[a.ndim - 1];
  const m2 = b.ndim > 1 ? b.shape[b.ndim - 2] : b.shape[0];
  if (m1 !== m2) {
    const batch = numelOf(broadcastShapes(a.shape.slice(0, Math.max(a.ndim - 2, 0)), b.shape.slice(0, Math.max(b.ndim - 2, 0))));
    throw pyError(exc.RuntimeError, `Expected size for first two dimensions of batch2 tensor to be: [${batch}, ${m1}] but got: [${batch}, ${m2}].`);
  }
  if (a.dtype !== b.dtype) throw pyError(exc.RuntimeError, `expected scalar type ${typeNames[a.dtype]} but found ${typeNames[b.dtype]}`);
  if (a.dtype === 'bool') throw pyError(exc.NotImplementedError, `"bmm" not implemented for 'Bool'`);
}

function element(t: Tensor, idx: readonly number[]): Elem {
  let p = t.offset;
  for (let d = 0; d < idx.length; d++) p += idx[d] * t.strides[d];
  return t.at(p);
}

/**
 * A dot product as torch's CPU kernels accumulate it, in order: BLAS (and torch's vectorised
 * kernels) fuse each multiply-add; the plain loop torch uses for small batched products
 * (`bmm` below 400 multiply-adds a batch) rounds the product, then the sum.
 */
export function dotValues(d: Tensor['dtype'], xs: Elem[], ys: Elem[], fused = true): Elem {
  if (isFloat(d)) {
    let acc = 0;
    const wide = d === 'float64';
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as number;
      const y = ys[i] as number;
      if (fused) acc = wide ? fma(x, y, acc) : fmaf(x, y, acc);
      else acc = wide ? acc + x * y : Math.fround(acc + Math.fround(x * y));
    }
    return roundFloat(d, acc);
  }
  let acc = 0n;
  for (let i = 0; i < xs.length; i++) acc += (xs[i] as bigint) * (ys[i] as bigint);
  return cast('int64', acc, d);
}

/** Whether a batched product of `rows x k` by `k x cols` matrices takes BLAS (fused) rather than torch's plain loop. */
export function bmmFused(rows: number, k: number, cols: number): boolean {
  return k * rows * cols >= 400;
}

export function matmul(a: Tensor, b: Tensor): Tensor {
  if (a.ndim === 0 || b.ndim === 0) throw pyError(exc.RuntimeError, `both arguments to matmul need to be at least 1D, but they are ${a.ndim}D and ${b.ndim}D`);
  if (a.ndim === 1 && b.ndim === 1) {
    if (a.dtype === 'bool' && b.dtype === 'bool') throw pyError(exc.NotImplementedError, `"dot" not implemented for 'Bool'`);
    if (a.dtype !== b.dtype)
      throw pyError(exc.RuntimeError, `dot : expected both vectors to have same dtype, but found ${typeNames[a.dtype]} and ${typeNames[b.dtype]}`);
    if (a.shape[0] !== b.shape[0])
      throw pyError(
        exc.RuntimeError,
        `inconsistent tensor size, expected tensor [${a.shape[0]}] and src [${b.shape[0]}] to have the same number of elements, but got ${a.shape[0]} and ${b.shape[0]} elements respectively`,
      );
    return fromValues(a.dtype, [], [dotValues(a.dtype, a.values(), b.values())]);
  }
  checkMatmul(a, b);
  const A = a.ndim === 1 ? [1, a.shape[0]] : a.shape.slice(-2);
  const B = b.ndim === 1 ? [b.shape[0], 1] : b.shape.slice(-2);
  if (A[1] !== B[0]) {
    if (a.ndim === 2 && b.ndim === 1) throw pyError(exc.RuntimeError, `size mismatch, got input (${A[0]}), mat (${A[0]}x${A[1]}), vec (${B[0]})`);
    throw pyError(exc.RuntimeError, `mat1 and mat2 shapes cannot be multiplied (${A[0]}x${A[1]} and ${B[0]}x${B[1]})`);
  }
  const batchA = a.ndim > 2 ? a.shape.slice(0, -2) : [];
  const batchB = b.ndim > 2 ? b.shape.slice(0, -2) : [];
  const batch = broadcastShapes(batchA, batchB);
  const [n, k, m] = [A[0], A[1], B[1]];
  // Each product is k multiply-adds: refuse what would take the page minutes.
  checkSize(numelOf(batch) * n * m * Math.max(k, 1));
  const values: Elem[] = [];
  // Both operands batched is torch's bmm; otherwise the batch folds into one matrix product.
  const fused = !(a.ndim >= 3 && b.ndim >= 3) || bmmFused(n, k, m);
  const bstr = contiguousStrides(batch);
  for (let bi = 0; bi < numelOf(batch); bi++) {
    const bidx = bstr.map((s, i) => Math.floor(bi / s) % batch[i]);
    const pick = (own: number[]) => own.map((s, i) => (s === 1 ? 0 : bidx[batch.length - own.length + i]));
    const ia = pick(batchA);
    const ib = pick(batchB);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < m; j++) {
        const xs: Elem[] = [];
        const ys: Elem[] = [];
        for (let q = 0; q < k; q++) {
          xs.push(element(a, a.ndim === 1 ? [q] : [...ia, i, q]));
          ys.push(element(b, b.ndim === 1 ? [q] : [...ib, q, j]));
        }
        values.push(dotValues(a.dtype, xs, ys, fused));
      }
  }
  const shape = [...batch, ...(a.ndim === 1 ? [] : [n]), ...(b.ndim === 1 ? [] : [m])];
  return fromValues(a.dtype, shape, values);
}
