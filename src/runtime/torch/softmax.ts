/**
 * `softmax` and `log_softmax` as torch's CPU kernels compute them (SoftMaxKernel.cpp): along
 * the last dimension, the max and the sum are vector reductions (a left fold under 16 lanes,
 * lanes then a shuffle tree above), the exponentials are SLEEF's, and softmax multiplies by
 * the reciprocal of the sum; along another dimension, sums run down the dimension and divide.
 */
import { ddMath, exc, floatMath, pyError } from '../../engine/api';
import { cast, type DType, isFloat, roundFloat, typeNames } from './dtype';
import { normDim } from './reduce';
import { expd, expf, logd, logf } from './sleef';
import { fromValues, stridedPositions, type Tensor } from './tensor';

const LANES = 16;

/**
 * `vec::reduce_all`: a fold below one vector's worth of elements, else one accumulator per lane;
 * float32's 16 lanes then meet in a shuffle tree (`VecReduceAllSIMD`), double's 8 in a left fold.
 */
function reduceAll(xs: readonly number[], op: (a: number, b: number) => number, double = false): number {
  const lanesOf = double ? LANES / 2 : LANES;
  if (xs.length < lanesOf) {
    let acc = xs[0];
    for (let i = 1; i < xs.length; i++) acc = op(acc, xs[i]);
    return acc;
  }
  const lanes = xs.slice(0, lanesOf);
  let d = lanesOf;
  for (; d + lanesOf <= xs.length; d += lanesOf) for (let l = 0; l < lanesOf; l++) lanes[l] = op(lanes[l], xs[d + l]);
  for (let l = 0; d + l < xs.length; l++) lanes[l] = op(lanes[l], xs[d + l]);
  if (double) return lanes.reduce((acc, x) => op(acc, x));
  let v = lanes;
  for (const mask of [8, 4, 2, 1]) v = v.map((x, i) => op(x, v[i ^ mask]));
  return v[0];
}

const max = (a: number, b: number) => (Number.isNaN(a) || Number.isNaN(b) ? Number.NaN : Math.max(a, b));

function checkDtype(name: string, t: Tensor, last: boolean): DType {
  if (!isFloat(t.dtype)) throw pyError(exc.NotImplementedError, `"${name}_${last ? 'lastdim_' : ''}kernel_impl" not implemented for '${typeNames[t.dtype]}'`);
  return t.dtype;
}

/** `softmax`/`log_softmax` of `t` along `dim` (after an optional cast to `dtype`). */
export function softmax(kind: 'softmax' | 'log_softmax', input: Tensor, dim: number, dtype: DType | null): Tensor {
  const t = dtype && dtype !== input.dtype ? castTo(input, dtype) : input;
  if (t.ndim === 0) {
    normDim(dim, 0);
    checkDtype(kind, t, true);
    return fromValues(t.dtype, [], [kind === 'softmax' ? 1 : 0]);
  }
  const d = normDim(dim, t.ndim);
  const last = d === t.ndim - 1;
  const dtypeOut = checkDtype(kind, t, last);
  const r = (x: number) => roundFloat(dtypeOut, x);
  // Narrow floats compute in float32; float64 uses SLEEF's double-precision exp.
  const double = dtypeOut === 'float64';
  const exp = (x: number) => (double ? expd(x) : expf(Math.fround(x)));
  const out = new Array<number>(t.numel);
  const contiguousIndex = (outerIdx: number, i: number, inner: number, innerSize: number) => (outerIdx * t.shape[d] + i) * innerSize + inner;
  const innerSize = t.shape.slice(d + 1).reduce((a, b) => a * b, 1);
  const outerShape = t.shape.map((s, k) => (k === d ? 1 : s));
  const bases = stridedPositions(outerShape, t.strides, t.offset);
  bases.forEach((base, line) => {
    const outerIdx = Math.floor(line / innerSize);
    const inner = line % innerSize;
    const xs = Array.from({ length: t.shape[d] }, (_, i) => t.at(base + i * t.strides[d]) as number);
    // float64 keeps every intermediate in double; the narrower floats compute in float32.
    const f = dtypeOut === 'float64' ? (x: number) => x : Math.fround;
    const acc = (a: number, b: number) => f(a + b);
    let result: number[];
    if (last) {
      const m = reduceAll(xs, max, double);
      if (kind === 'softmax') {
        const e = xs.map((x) => exp(x - m));
        const inv = f(1 / reduceAll(e, acc, double));
        result = e.map((v) => v * inv);
      } else {
        const s = reduceAll(
          xs.map((x) => exp(x - m)),
          acc,
          double,
        );
        // float16/bfloat16 keep the sum and its log in their own dtype (torch's buffers are of it).
        const narrow = dtypeOut === 'float16' || dtypeOut === 'bfloat16';
        const lse = double ? logd(s) : narrow ? r(logf(r(s))) : logf(s);
        result = xs.map((x) => f(f(x - m) - lse));
      }
    } else {
      // Along an inner dimension: vector lanes (16 floats, 8 doubles) where that many neighbours exist, else the scalar tail (libm exp).
      const lanes = double ? LANES / 2 : LANES;
      const vector = inner - (inner % lanes) + lanes <= innerSize;
      const ex = (x: number) => (vector ? exp(x) : double ? libmExp(x) : Math.fround(Math.exp(Math.fround(x))));
      const m = xs.reduce(max);
      // float16/bfloat16 keep the exponentials in their own dtype before summing and dividing.
      const narrow = dtypeOut === 'float16' || dtypeOut === 'bfloat16';
      const e = xs.map((x) => (narrow && kind === 'softmax' ? r(ex(x - m)) : ex(x - m)));
      let s = 0;
      for (const v of e) s = dtypeOut === 'float64' ? s + v : Math.fround(s + v);
      if (kind === 'softmax') result = e.map((v) => v / s);
      else {
        const lse = dtypeOut === 'float64' ? Math.log(s) : logf(s);
        result = xs.map((x) => f(f(x - m) - lse));
      }
    }
    result.forEach((v, i) => {
      out[contiguousIndex(outerIdx, i, inner, innerSize)] = r(v);
    });
  });
  return fromValues(dtypeOut, t.shape, out);
}

/** glibc's `exp` for a double (the scalar tail's `std::exp`): correctly rounded. */
function libmExp(x: number): number {
  if (Number.isNaN(x) || x > 709.8) return x > 709.8 ? Infinity : x;
  if (x < -745.2) return 0;
  return ddMath.round(floatMath.expDD(ddMath.dd(x)));
}

function castTo(t: Tensor, dtype: DType): Tensor {
  const from = t.dtype;
  return fromValues(
    dtype,
    t.shape,
    t.values().map((x) => cast(from, x, dtype)),
  );
}
