/**
 * Vector norms (`Tensor.norm`, `torch.norm`, `torch.linalg.vector_norm`/`norm` of vectors) in
 * the order torch's CPU kernel accumulates, so float results round as torch's do: the 2-norm
 * of a contiguous float/double tensor over its trailing dims runs `norm_two_reduce_step` in
 * 256-bit vectors (8 float or 4 double lanes, summed lane by lane, then the tail), any other
 * layout accumulates element by element in the input's precision. (torch's AVX2 build fuses
 * some of the tail's multiply-adds and not others, so about one 2-norm in a hundred still
 * differs from torch's in the last bit.)
 */
import { builtin, exc, type PyValue, pyError, repr } from '../../engine/api';
import { bind, sig } from './args';
import { type DType, type Elem, isFloat, roundFloat, typeNames } from './dtype';
import { dimList, groups } from './reduce';
import { fromValues, type Tensor } from './tensor';

/** Whether the reduced dims are the trailing ones of a contiguous tensor (torch's `is_reduce_lastdim`). */
function reducesLastDims(t: Tensor, dims: number[] | null): boolean {
  if (!t.isContiguous()) return false;
  if (dims === null) return true;
  const sorted = [...dims].sort((a, b) => a - b);
  return sorted.every((d, i) => d === t.ndim - sorted.length + i);
}

/** Sum of squares of one group: vector lanes then the tail, or one accumulator in order. */
function sumOfSquares(xs: number[], dtype: DType, lanes: number): number {
  const round = (x: number) => roundFloat(dtype, x);
  const acc = new Array<number>(Math.max(lanes, 1)).fill(0);
  let d = 0;
  if (lanes > 0) for (; d + lanes <= xs.length; d += lanes) for (let l = 0; l < lanes; l++) acc[l] = round(acc[l] + round(xs[d + l] * xs[d + l]));
  let total = acc[0];
  for (let l = 1; l < lanes; l++) total = round(total + acc[l]);
  for (; d < xs.length; d++) total = round(total + round(xs[d] * xs[d]));
  return total;
}

function pNorm(xs: number[], dtype: DType, p: number): number {
  const round = (x: number) => roundFloat(dtype, x);
  if (p === Number.POSITIVE_INFINITY) return xs.reduce((m, x) => (Number.isNaN(x) || Number.isNaN(m) ? Number.NaN : Math.max(m, Math.abs(x))), 0);
  if (p === Number.NEGATIVE_INFINITY)
    return xs.reduce((m, x) => (Number.isNaN(x) || Number.isNaN(m) ? Number.NaN : Math.min(m, Math.abs(x))), Number.POSITIVE_INFINITY);
  if (p === 0) return xs.filter((x) => x !== 0).length;
  if (p === 1) return xs.reduce((s, x) => round(s + Math.abs(x)), 0);
  const total = xs.reduce((s, x) => round(s + round(Math.abs(x) ** p)), 0);
  // torch raises to 1/p computed in the accumulator's type.
  return round(total ** round(1 / p));
}

/**
 * `linalg.vector_norm(t, ord, dim, keepdim)`: float inputs only, the result in the input's
 * dtype; `dims` null reduces everything.
 */
export function vectorNorm(t: Tensor, ord: number, dims: number[] | null, keepdim: boolean): Tensor {
  if (!isFloat(t.dtype)) throw pyError(exc.RuntimeError, `linalg.vector_norm: Expected a floating point or complex tensor as input. Got ${typeNames[t.dtype]}`);
  const g = groups(t, dims, keepdim);
  const lanes = ord === 2 && reducesLastDims(t, dims) ? (t.dtype === 'float32' ? 8 : t.dtype === 'float64' ? 4 : 0) : 0;
  const values: Elem[] = g.positions.map((ps) => {
    const xs = ps.map((p) => Number(t.at(p)));
    if (ord !== 2) return roundFloat(t.dtype, pNorm(xs, t.dtype, ord));
    return roundFloat(t.dtype, Math.sqrt(sumOfSquares(xs, t.dtype === 'float64' ? 'float64' : 'float32', lanes)));
  });
  return fromValues(t.dtype, g.outShape, values);
}

/** An `ord`/`p` argument as a number: ints, floats, `inf`; `'fro'` is the 2-norm. */
export function ordValue(v: PyValue, what: string): number {
  if (v === 'fro') return 2;
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint' || typeof v === 'boolean') return Number(v);
  throw pyError(exc.NotImplementedError, `${what}=${repr(v)} is not supported by this explainer`);
}

/** `torch.linalg`: the vector norms; matrix functions are refused by name. */
export function linalgNamespace(): Record<string, PyValue> {
  const vectorSig = [sig('Tensor x, any ord=2, any dim=None, bool keepdim=False, *, dtype? dtype=None')];
  const normSig = [sig('Tensor A, any ord=None, any dim=None, bool keepdim=False, *, dtype? dtype=None')];
  return {
    vector_norm: builtin('vector_norm', (args, kw) => {
      const b = bind('linalg_vector_norm', vectorSig, args, kw);
      if (b.has('dtype')) throw pyError(exc.NotImplementedError, 'vector_norm(dtype=...) is not supported by this explainer');
      const x = b.get('x') as Tensor;
      return vectorNorm(x, ordValue(b.get('ord'), 'vector_norm ord'), dimList(b.get('dim'), x.ndim), b.get('keepdim') === true);
    }),
    norm: builtin('norm', (args, kw) => {
      const b = bind('linalg_norm', normSig, args, kw);
      const a = b.get('A') as Tensor;
      const dims = dimList(b.get('dim'), a.ndim);
      const ord = b.get('ord');
      // With an order, a 2-D input (or two dims) asks for a matrix norm.
      if (ord !== null && ((dims === null && a.ndim === 2) || (dims !== null && dims.length === 2)))
        throw pyError(exc.NotImplementedError, 'torch.linalg.norm of matrices (matrix norms) is not supported by this explainer');
      return vectorNorm(a, ord === null ? 2 : ordValue(ord, 'linalg.norm ord'), dims, b.get('keepdim') === true);
    }),
  };
}
