/**
 * Reductions over all elements or over `dim` (an int or a tuple of ints), with `keepdim`:
 * `sum` and `mean` (float sums in torch's exact order, see cascade-sum.ts), `prod`,
 * `max`/`min` (a `(values, indices)` named tuple with a dim), `argmax`/`argmin`, `any`/`all`,
 * `std`/`var`, `logsumexp`, `amax`/`amin`, `count_nonzero` — with torch's dtypes and errors.
 */
import { exc, PyList, PyTuple, type PyValue, pyError, typeName } from '../../engine/api';
import { cascadeSum } from './cascade-sum';
import { cast, type DType, type Elem, isFloat, roundFloat, typeNames } from './dtype';
import { returnType } from './dtype-objects';
import { binary } from './elementwise';
import { type ReduceLayout, reduceLayout } from './iteration';
import { fromValues, numelOf, stridedPositions, type Tensor } from './tensor';
import { unary } from './unary';

/** A dimension index wrapped into range, or torch's IndexError. */
export function normDim(d: number, ndim: number): number {
  const n = Math.max(ndim, 1);
  if (d < -n || d >= n) throw pyError(exc.IndexError, `Dimension out of range (expected to be in range of [${-n}, ${n - 1}], but got ${d})`);
  return d < 0 ? d + n : d;
}

/** The dims a `dim=` argument names (null: all of them), normalised, with torch's duplicate check. */
export function dimList(v: PyValue, ndim: number): number[] | null {
  if (v === null) return null;
  const raw = v instanceof PyList || v instanceof PyTuple ? v.items : [v];
  if (raw.length === 0) return null;
  const dims = raw.map((x) => {
    if (typeof x !== 'bigint') throw pyError(exc.TypeError, `argument 'dim' must be tuple of ints, but found element of type ${typeName(x)}`);
    return normDim(Number(x), ndim);
  });
  const seen = new Set<number>();
  for (const d of dims) {
    if (seen.has(d)) throw pyError(exc.RuntimeError, `dim ${d} appears multiple times in the list of dims`);
    seen.add(d);
  }
  return ndim === 0 ? [] : dims;
}

interface Groups {
  /** The output shape with reduced dimensions kept as size 1. */
  readonly keptShape: number[];
  readonly outShape: number[];
  /** For each output element (row-major), the storage positions it reduces, in row-major order. */
  readonly positions: number[][];
}

/** Which input elements each output element of a reduction over `dims` (null: all) combines. */
export function groups(t: Tensor, dims: number[] | null, keepdim: boolean): Groups {
  const reduced = t.shape.map((_, d) => dims === null || dims.includes(d));
  const keptShape = t.shape.map((s, d) => (reduced[d] ? 1 : s));
  const outShape = keepdim ? keptShape : t.shape.filter((_, d) => !reduced[d]);
  const outerShape = t.shape.map((s, d) => (reduced[d] ? 1 : s));
  const innerShape = t.shape.map((s, d) => (reduced[d] ? s : 1));
  const outer = stridedPositions(outerShape, t.strides, t.offset);
  const innerOffsets = stridedPositions(innerShape, t.strides, 0);
  return { keptShape, outShape, positions: outer.map((base) => innerOffsets.map((o) => base + o)) };
}

/** `sum`: integers and bools sum to int64 (wrapping), floats in torch's cascade order. */
export function sum(t: Tensor, dims: number[] | null, keepdim: boolean, dtype: DType | null): Tensor {
  const outDtype: DType = dtype ?? (isFloat(t.dtype) ? t.dtype : 'int64');
  const src = dtype && dtype !== t.dtype ? castCopy(t, dtype) : t;
  if (!isFloat(outDtype)) {
    const g = groups(src, dims, keepdim);
    const values = g.positions.map((ps) =>
      cast(
        'int64',
        ps.reduce((acc, p) => acc + BigInt(src.at(p) as bigint), 0n),
        outDtype,
      ),
    );
    return fromValues(outDtype, g.outShape, values);
  }
  return floatSum(src, dims, keepdim);
}

function castCopy(t: Tensor, dtype: DType): Tensor {
  const from = t.dtype;
  return fromValues(
    dtype,
    t.shape,
    t.values().map((x) => cast(from, x, dtype)),
  );
}

/** A float sum; `rounded` false leaves a float16/bfloat16 sum at its float32 accumulator (for `mean`). */
function floatSum(t: Tensor, dims: number[] | null, keepdim: boolean, rounded = true): Tensor {
  const reduced = t.shape.map((_, d) => dims === null || dims.includes(d));
  const keptShape = t.shape.map((s, d) => (reduced[d] ? 1 : s));
  const outShape = keepdim ? keptShape : t.shape.filter((_, d) => !reduced[d]);
  const out = new Float64Array(numelOf(keptShape));
  const dtype = t.dtype;
  const acc = dtype === 'float64' ? (x: number) => x : Math.fround;
  const data = t.storage.data as Float32Array | Float64Array;
  if (t.numel > 0) {
    if (t.ndim === 0) out[0] = data[t.offset];
    else if (dtype === 'float16' || dtype === 'bfloat16')
      narrowSum(reduceLayout(t.shape, t.strides, reduced), t.offset, data, out, (x) => (rounded ? roundFloat(dtype, x) : x));
    else
      cascadeSum(
        reduceLayout(t.shape, t.strides, reduced),
        t.offset,
        (p) => data[p],
        dtype,
        acc,
        (pos, v) => {
          out[pos] = roundFloat(dtype, out[pos] + v);
        },
      );
  }
  return fromValues(rounded ? dtype : 'float32', outShape, Array.from(out));
}

/**
 * float16/bfloat16 sums: one float32 accumulator per output, adding the reduced elements in
 * the iterator's order (memory order, fastest dimension first), rounded once at the end.
 */
function narrowSum(layout: ReduceLayout, inOffset: number, data: Float32Array | Float64Array, out: Float64Array, round: (x: number) => number): void {
  const { shape, out: outStrides, input } = layout;
  const reducedDims = shape.map((_, d) => d).filter((d) => outStrides[d] === 0);
  const keptDims = shape.map((_, d) => d).filter((d) => outStrides[d] !== 0);
  const inner = stridedPositions(reducedDims.map((d) => shape[d]).reverse(), reducedDims.map((d) => input[d]).reverse(), 0);
  const outerIn = stridedPositions(keptDims.map((d) => shape[d]).reverse(), keptDims.map((d) => input[d]).reverse(), inOffset);
  const outerOut = stridedPositions(keptDims.map((d) => shape[d]).reverse(), keptDims.map((d) => outStrides[d]).reverse(), 0);
  outerIn.forEach((base, k) => {
    let acc = 0;
    for (const o of inner) acc = Math.fround(acc + data[base + o]);
    out[outerOut[k]] = round(acc);
  });
}

/** `mean`: floats only, the sum divided by the count in the tensor's precision. */
export function mean(t: Tensor, dims: number[] | null, keepdim: boolean, dtype: DType | null): Tensor {
  const d = dtype ?? t.dtype;
  if (!isFloat(d))
    throw pyError(
      exc.RuntimeError,
      `mean(): could not infer output dtype. ${dtype ? 'Optional' : 'Input'} dtype must be either a floating point or complex dtype. Got: ${typeNames[d]}`,
    );
  const count = dims === null ? t.numel : dims.reduce((n, dim) => n * t.shape[dim], 1);
  // float16/bfloat16 divide the float32 sum before rounding once; the others divide their rounded sum.
  const narrow = d === 'float16' || d === 'bfloat16';
  const src = d !== t.dtype ? castCopy(t, d) : t;
  const s = narrow ? floatSum(src, dims, keepdim, false) : sum(t, dims, keepdim, dtype);
  const n = narrow ? count : roundFloat(d, count);
  return fromValues(
    d,
    s.shape,
    s.values().map((x) => roundFloat(d, narrow ? Math.fround((x as number) / n) : (x as number) / n)),
  );
}

/** `prod`: integers to int64, floats multiplied in order. */
export function prod(t: Tensor, dims: number[] | null, keepdim: boolean, dtype: DType | null): Tensor {
  const outDtype: DType = dtype ?? (isFloat(t.dtype) ? t.dtype : 'int64');
  const g = groups(t, dims, keepdim);
  const from = t.dtype;
  const values = g.positions.map((ps) => {
    if (isFloat(outDtype)) return ps.reduce((acc, p) => roundFloat(outDtype, acc * (cast(from, t.at(p), outDtype) as number)), 1);
    return cast(
      'int64',
      ps.reduce((acc, p) => BigInt.asIntN(64, acc * (cast(from, t.at(p), 'int64') as bigint)), 1n),
      outDtype,
    );
  });
  return fromValues(outDtype, g.outShape, values);
}

const isNan = (x: Elem) => typeof x === 'number' && Number.isNaN(x);

/** Index of the first maximum (or minimum) of `xs`; a NaN wins at its first occurrence. */
function extremeIndex(xs: Elem[], kind: 'max' | 'min'): number {
  let best = 0;
  for (let i = 0; i < xs.length; i++) {
    if (isNan(xs[i])) return i;
    if (kind === 'max' ? xs[i] > xs[best] : xs[i] < xs[best]) best = i;
  }
  return best;
}

export function checkNonEmpty(name: string, t: Tensor, dim: number | null): void {
  // argmax/argmin say it as an IndexError and without the advice.
  if (dim === null && t.numel === 0 && name.startsWith('arg'))
    throw pyError(exc.IndexError, `${name}(): Expected reduction dim to be specified for input.numel() == 0.`);
  if (dim === null && t.numel === 0)
    throw pyError(
      exc.RuntimeError,
      `${name}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.`,
    );
  if (dim !== null && t.ndim > 0 && t.shape[dim] === 0) throw pyError(exc.IndexError, `${name}(): Expected reduction dim ${dim} to have non-zero size.`);
}

/** `t.max()` over everything: a 0-d tensor. */
export function extremeAll(kind: 'max' | 'min', t: Tensor): Tensor {
  checkNonEmpty(kind, t, null);
  const xs = t.values();
  return fromValues(t.dtype, [], [xs[extremeIndex(xs, kind)]]);
}

/** `t.max(dim)`: the `torch.return_types.max(values, indices)` named tuple. */
export function extremeDim(kind: 'max' | 'min', t: Tensor, dim: number, keepdim: boolean): PyTuple {
  checkNonEmpty(kind, t, dim);
  const g = groups(t, t.ndim === 0 ? [] : [dim], keepdim);
  const values: Elem[] = [];
  const indices: Elem[] = [];
  for (const ps of g.positions) {
    const xs = ps.map((p) => t.at(p));
    const i = extremeIndex(xs, kind);
    values.push(xs[i]);
    indices.push(BigInt(i));
  }
  return returnType(kind, ['values', 'indices'], [fromValues(t.dtype, g.outShape, values), fromValues('int64', g.outShape, indices)]);
}

/** `argmax`/`argmin`: over the flattened tensor, or along `dim`. */
export function argExtreme(kind: 'max' | 'min', t: Tensor, dim: number | null, keepdim: boolean): Tensor {
  const name = `arg${kind}`;
  if (t.dtype === 'bool') throw pyError(exc.RuntimeError, `${name}(): does not support bool input`);
  checkNonEmpty(name, t, dim);
  if (dim === null) {
    const xs = t.values();
    return fromValues('int64', keepdim ? t.shape.map(() => 1) : [], [BigInt(extremeIndex(xs, kind))]);
  }
  const g = groups(t, t.ndim === 0 ? [] : [dim], keepdim);
  return fromValues(
    'int64',
    g.outShape,
    g.positions.map((ps) =>
      BigInt(
        extremeIndex(
          ps.map((p) => t.at(p)),
          kind,
        ),
      ),
    ),
  );
}

/** `amax`/`amin`: the extreme over several dims, no indices. */
export function amaxmin(kind: 'max' | 'min', t: Tensor, dims: number[] | null, keepdim: boolean): Tensor {
  if (t.numel === 0 && dims === null)
    throw pyError(
      exc.RuntimeError,
      `a${kind}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.`,
    );
  const g = groups(t, dims, keepdim);
  return fromValues(
    t.dtype,
    g.outShape,
    g.positions.map((ps) => {
      const xs = ps.map((p) => t.at(p));
      return xs[extremeIndex(xs, kind)];
    }),
  );
}

/** `any`/`all`: bool results (uint8 for uint8 input, as torch keeps it). */
export function anyAll(kind: 'any' | 'all', t: Tensor, dims: number[] | null, keepdim: boolean): Tensor {
  const g = groups(t, dims, keepdim);
  const truth = (x: Elem) => x !== 0n && x !== 0;
  const out: DType = t.dtype === 'uint8' ? 'uint8' : 'bool';
  return fromValues(
    out,
    g.outShape,
    g.positions.map((ps) => ((kind === 'any' ? ps.some((p) => truth(t.at(p))) : ps.every((p) => truth(t.at(p)))) ? 1n : 0n)),
  );
}

/** `count_nonzero`. */
export function countNonzero(t: Tensor, dims: number[] | null): Tensor {
  const g = groups(t, dims, false);
  return fromValues(
    'int64',
    g.outShape,
    g.positions.map((ps) => BigInt(ps.filter((p) => t.at(p) !== 0n && t.at(p) !== 0).length)),
  );
}

/** `var`/`std` with Bessel's `correction` (1 by default), accumulated in double as torch does. */
export function variance(kind: 'var' | 'std', t: Tensor, dims: number[] | null, correction: number, keepdim: boolean, withMean = false): Tensor {
  if (!isFloat(t.dtype)) throw pyError(exc.RuntimeError, `std and var only support floating point and complex dtypes`);
  const g = groups(t, dims, keepdim);
  // A reduction to one value of a float32/float64 tensor takes torch's two-pass `std_var_all_cpu`:
  // the mean as `mean()` gives it, then the squared deviations summed in double, in order.
  // (`var_mean`/`std_mean` always take the Welford kernel.)
  const twoPass = !withMean && g.positions.length === 1 && (t.dtype === 'float32' || t.dtype === 'float64') && t.numel > 0;
  const overallMean = twoPass ? (mean(t, null, false, null).values()[0] as number) : 0;
  const values = g.positions.map((ps) => {
    const xs = ps.map((p) => t.at(p) as number);
    const n = xs.length;
    if (twoPass) {
      let sumSq = 0;
      for (const x of xs) {
        const dx = x - overallMean;
        sumSq += dx * dx;
      }
      const v = sumSq / Math.max(0, n - correction);
      return roundFloat(t.dtype, kind === 'std' ? Math.sqrt(v) : v);
    }
    let m = 0;
    let m2 = 0;
    xs.forEach((x, i) => {
      const delta = x - m;
      m += delta / (i + 1);
      m2 += delta * (x - m);
    });
    const v = m2 / Math.max(0, n - correction);
    return roundFloat(t.dtype, kind === 'std' ? Math.sqrt(v) : v);
  });
  return fromValues(t.dtype, g.outShape, values);
}

/**
 * `logsumexp` composed as torch composes it, each step rounding in the input's dtype: the max
 * (infinite maxima taken as 0), `exp(x - max)`, a `sum` (torch's accumulation), `log`, `+ max`.
 * Integer input is computed in float32.
 */
export function logsumexp(t: Tensor, dims: number[] | null, keepdim: boolean): Tensor {
  const src = isFloat(t.dtype)
    ? t
    : fromValues(
        'float32',
        t.shape,
        t.values().map((x) => cast(t.dtype, x, 'float32')),
      );
  if (src.numel === 0) return sum(src, dims, keepdim, null);
  const maxes = amaxmin('max', src, dims, true);
  const shift = fromValues(
    src.dtype,
    maxes.shape,
    maxes.values().map((m) => (Math.abs(m as number) === Infinity ? 0 : m)),
  );
  const total = sum(unary('exp', binary('sub', src, shift)), dims, keepdim, null);
  return binary('add', unary('log', total), keepdim ? shift : fromValues(src.dtype, total.shape, shift.values()));
}
