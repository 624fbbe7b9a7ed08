/**
 * Order-based operations along a dimension: `sort`/`argsort` (stable, NaN sorting last as
 * the largest value), `topk`, `cumsum`/`cumprod` (accumulated in double for floats, as torch's
 * CPU kernel does), and the whole-tensor `unique`, `nonzero` and `bincount`.
 */
import { exc, type PyTuple, pyError } from '../../engine/api';
import { cast, type DType, type Elem, isFloat, roundFloat, typeNames } from './dtype';
import { returnType } from './dtype-objects';
import { normDim } from './reduce';
import { introsort, nthElement, partialSort } from './stl';
import { checkSize, contiguousStrides, fromValues, numelOf, stridedPositions, type Tensor } from './tensor';

/** Storage positions of each line along `dim` (outer lines in row-major order). */
function lines(t: Tensor, dim: number): number[][] {
  if (t.ndim === 0) return [[t.offset]];
  const outerShape = t.shape.map((s, d) => (d === dim ? 1 : s));
  return stridedPositions(outerShape, t.strides, t.offset).map((base) => Array.from({ length: t.shape[dim] }, (_, i) => base + i * t.strides[dim]));
}

/** Writes per-line results back into a tensor of `shape` laid out like the input lines. */
function fromLines(dtype: DType, shape: readonly number[], dim: number, rows: Elem[][]): Tensor {
  if (shape.length === 0) return fromValues(dtype, [], rows[0]);
  const strides = contiguousStrides(shape);
  const out = new Array<Elem>(numelOf(shape));
  const outerShape = shape.map((s, d) => (d === dim ? 1 : s));
  const bases = stridedPositions(outerShape, strides, 0);
  bases.forEach((base, r) => {
    rows[r].forEach((v, i) => {
      out[base + i * strides[dim]] = v;
    });
  });
  return fromValues(dtype, shape, out);
}

const isNan = (x: Elem) => typeof x === 'number' && Number.isNaN(x);

/** Ascending comparison with NaN largest. */
function compareAsc(a: Elem, b: Elem): number {
  if (isNan(a)) return isNan(b) ? 0 : 1;
  if (isNan(b)) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function order(xs: Elem[], descending: boolean): number[] {
  const idx = xs.map((_, i) => i);
  return idx.sort((i, j) => (descending ? compareAsc(xs[j], xs[i]) : compareAsc(xs[i], xs[j])) || i - j);
}

/** Ascending/descending comparators of (value, index) pairs, NaN largest (torch's KeyValueComp). */
function pairLess(descending: boolean): (x: [Elem, number], y: [Elem, number]) => boolean {
  return descending ? (x, y) => (isNan(x[0]) && !isNan(y[0])) || x[0] > y[0] : (x, y) => (!isNan(x[0]) && isNan(y[0])) || x[0] < y[0];
}

/** `sort`: `std::sort` on (value, index) pairs as torch's CPU kernel does, or a stable sort when asked. */
export function sort(t: Tensor, dim: number, descending: boolean, stable = false): PyTuple {
  const d = t.ndim === 0 ? 0 : normDim(dim, t.ndim);
  const values: Elem[][] = [];
  const indices: Elem[][] = [];
  for (const line of lines(t, d)) {
    const xs = line.map((p) => t.at(p));
    let o: number[];
    if (stable) o = order(xs, descending);
    else {
      const pairs: [Elem, number][] = xs.map((x, i) => [x, i]);
      introsort(pairs, 0, pairs.length, pairLess(descending));
      o = pairs.map(([, i]) => i);
    }
    values.push(o.map((i) => xs[i]));
    indices.push(o.map((i) => BigInt(i)));
  }
  return returnType('sort', ['values', 'indices'], [fromLines(t.dtype, t.shape, d, values), fromLines('int64', t.shape, d, indices)]);
}

/** torch's `topk_impl_loop`: partial sort when k is small against the line, else nth_element and a sort of the first k-1. */
function selectTop(queue: [Elem, number][], k: number, largest: boolean, sorted: boolean): void {
  if (k === 0) return;
  const less = pairLess(largest);
  if (k * 64 <= queue.length) partialSort(queue, 0, k, queue.length, less);
  else {
    nthElement(queue, 0, k - 1, queue.length, less);
    if (sorted) introsort(queue, 0, k - 1, less);
  }
}

export function topk(t: Tensor, k: number, dim: number, largest: boolean, sorted: boolean): PyTuple {
  if (t.dtype === 'bool') throw pyError(exc.RuntimeError, 'topk does not support bool dtypes on CPU');
  const d = t.ndim === 0 ? 0 : normDim(dim, t.ndim);
  const size = t.ndim === 0 ? 1 : t.shape[d];
  if (k < 0 || k > size) throw pyError(exc.RuntimeError, 'selected index k out of range');
  const values: Elem[][] = [];
  const indices: Elem[][] = [];
  for (const line of lines(t, d)) {
    const queue: [Elem, number][] = line.map((p, j) => [t.at(p), j]);
    selectTop(queue, k, largest, sorted);
    values.push(queue.slice(0, k).map(([v]) => v));
    indices.push(queue.slice(0, k).map(([, j]) => BigInt(j)));
  }
  const shape = [...t.shape];
  if (t.ndim > 0) shape[d] = k;
  return returnType('topk', ['values', 'indices'], [fromLines(t.dtype, shape, d, values), fromLines('int64', shape, d, indices)]);
}

/** `cumsum`/`cumprod`: integers and bools accumulate in int64, floats in double. */
export function cumulative(kind: 'sum' | 'prod', t: Tensor, dim: number, dtype: DType | null): Tensor {
  const d = t.ndim === 0 ? 0 : normDim(dim, t.ndim);
  const out: DType = dtype ?? (isFloat(t.dtype) ? t.dtype : 'int64');
  const from = t.dtype;
  const rows = lines(t, d).map((line) => {
    if (isFloat(out)) {
      let acc = kind === 'sum' ? 0 : 1;
      return line.map((p) => {
        const x = Number(cast(from, t.at(p), out));
        acc = kind === 'sum' ? acc + x : acc * x;
        return roundFloat(out, acc);
      });
    }
    let acc = kind === 'sum' ? 0n : 1n;
    return line.map((p) => {
      const x = cast(from, t.at(p), 'int64') as bigint;
      acc = BigInt.asIntN(64, kind === 'sum' ? acc + x : acc * x);
      return cast('int64', acc, out);
    });
  });
  return fromLines(out, t.shape, d, rows);
}

/** `cummax`/`cummin`: running extreme and the index it was last reached at (NaN, once seen, stays). */
export function cumulativeExtreme(kind: 'max' | 'min', t: Tensor, dim: number): PyTuple {
  const d = t.ndim === 0 ? 0 : normDim(dim, t.ndim);
  const idxRows: Elem[][] = [];
  const rows = lines(t, d).map((line) => {
    let best: Elem | undefined;
    let at = 0;
    const idx: Elem[] = [];
    const vals = line.map((p, i) => {
      const x = t.at(p);
      const better = kind === 'max' ? compareAsc(x, best as Elem) >= 0 : compareAsc(x, best as Elem) <= 0;
      if (best === undefined || (!isNan(best) && (isNan(x) || better))) {
        best = x;
        at = i;
      }
      idx.push(BigInt(at));
      return best;
    });
    idxRows.push(idx);
    return vals;
  });
  return returnType(`cum${kind}`, ['values', 'indices'], [fromLines(t.dtype, t.shape, d, rows), fromLines('int64', t.shape, d, idxRows)]);
}

/** `logcumsumexp`: a running log-add-exp, accumulated in double as torch's CPU kernel does. */
export function logcumsumexp(t: Tensor, dim: number): Tensor {
  if (!isFloat(t.dtype)) throw pyError(exc.RuntimeError, `"logcumsumexp_out_cpu" not implemented for '${typeNames[t.dtype]}'`);
  const d = t.ndim === 0 ? 0 : normDim(dim, t.ndim);
  const rows = lines(t, d).map((line) => {
    let acc = -Infinity;
    return line.map((p) => {
      const x = t.at(p) as number;
      const lo = Math.min(acc, x);
      const hi = Math.max(acc, x);
      if (Number.isNaN(acc) || Number.isNaN(x)) acc = Number.NaN;
      else if (lo !== hi || Number.isFinite(lo)) acc = hi + Math.log1p(Math.exp(lo - hi));
      else acc = x;
      return roundFloat(t.dtype, acc);
    });
  });
  return fromLines(t.dtype, t.shape, d, rows);
}

/** `torch.unique`: sorted distinct values, with optional inverse indices and counts. */
export function unique(t: Tensor, returnInverse: boolean, returnCounts: boolean): Tensor[] {
  const xs = t.values();
  const distinct: Elem[] = [];
  for (const x of [...xs].sort(compareAsc)) if (distinct.length === 0 || compareAsc(distinct[distinct.length - 1], x) !== 0 || isNan(x)) distinct.push(x);
  const out = [fromValues(t.dtype, [distinct.length], distinct)];
  if (returnInverse) {
    const inverse = xs.map((x) => BigInt(distinct.findIndex((y) => compareAsc(x, y) === 0)));
    out.push(fromValues('int64', t.shape, inverse));
  }
  if (returnCounts)
    out.push(
      fromValues(
        'int64',
        [distinct.length],
        distinct.map((y) => BigInt(xs.filter((x) => compareAsc(x, y) === 0).length)),
      ),
    );
  return out;
}

/** `nonzero()`: an `[n, ndim]` int64 tensor of the coordinates of nonzero elements. */
export function nonzero(t: Tensor): Tensor {
  const strides = contiguousStrides(t.shape);
  const coords: Elem[] = [];
  let n = 0;
  t.values().forEach((v, flat) => {
    if (v === 0n || v === 0) return;
    n++;
    let rem = flat;
    for (const s of strides) {
      coords.push(BigInt(Math.floor(rem / s)));
      rem %= s;
    }
  });
  return fromValues('int64', [n, t.ndim], coords);
}

export function bincount(t: Tensor, weights: Tensor | null, minlength: number): Tensor {
  // Dispatched over the integral types first (`bincount_cpu`), then checked.
  if (isFloat(t.dtype) || t.dtype === 'bool') throw pyError(exc.NotImplementedError, `"bincount_cpu" not implemented for '${typeNames[t.dtype]}'`);
  if (t.ndim !== 1) throw pyError(exc.RuntimeError, 'bincount only supports 1-d non-negative integral inputs.');
  if (isFloat(t.dtype)) throw pyError(exc.RuntimeError, 'bincount only supports 1-d non-negative integral inputs.');
  const xs = t.values().map(Number);
  if (xs.some((x) => x < 0)) throw pyError(exc.RuntimeError, 'bincount only supports 1-d non-negative integral inputs.');
  if (weights && (weights.ndim !== 1 || weights.shape[0] !== xs.length))
    throw pyError(exc.RuntimeError, 'weights should be 1-d and have the same length as input');
  const size = Math.max(minlength, xs.length ? Math.max(...xs) + 1 : 0);
  checkSize(size);
  if (!weights) {
    const counts = new Array<bigint>(size).fill(0n);
    for (const x of xs) counts[x] += 1n;
    return fromValues('int64', [size], counts);
  }
  // float32 weights sum in float32; any other weights are summed as double.
  const dtype: DType = weights.dtype === 'float32' ? 'float32' : 'float64';
  const w = weights.values().map((v) => Number(cast(weights.dtype, v, dtype)));
  const sums = new Array<number>(size).fill(0);
  xs.forEach((x, i) => {
    sums[x] = roundFloat(dtype, sums[x] + w[i]);
  });
  return fromValues(dtype, [size], sums);
}

/**
 * `unique(dim=d)`: the distinct slices along `d`, in lexicographic order of their elements
 * (row-major within a slice), with each slice's group index and count if asked for.
 */
export function uniqueDim(t: Tensor, dim: number, returnInverse: boolean, returnCounts: boolean): Tensor[] {
  const n = t.shape[dim];
  const rest = t.shape.filter((_, k) => k !== dim);
  const slices: Elem[][] = [];
  for (let i = 0; i < n; i++) {
    const shape = rest;
    const strides = t.strides.filter((_, k) => k !== dim);
    slices.push(stridedPositions(shape, strides, t.offset + i * t.strides[dim]).map((p) => t.at(p)));
  }
  const cmp = (a: Elem[], b: Elem[]) => {
    for (let k = 0; k < a.length; k++) {
      const c = compareAsc(a[k], b[k]);
      if (c !== 0) return c;
    }
    return 0;
  };
  const order = [...slices.keys()].sort((a, b) => cmp(slices[a], slices[b]) || a - b);
  const groups: number[][] = [];
  for (const i of order) {
    const last = groups[groups.length - 1];
    if (last && cmp(slices[last[0]], slices[i]) === 0) last.push(i);
    else groups.push([i]);
  }
  // The distinct slices stacked back along `dim`.
  const outShape = t.shape.map((s, k) => (k === dim ? groups.length : s));
  const outStrides = contiguousStrides(outShape);
  const sliceStrides = contiguousStrides(rest);
  const values = new Array<Elem>(numelOf(outShape));
  groups.forEach((g, gi) => {
    slices[g[0]].forEach((v, flat) => {
      let rem = flat;
      let p = gi * outStrides[dim];
      let r = 0;
      for (let k = 0; k < outShape.length; k++) {
        if (k === dim) continue;
        p += Math.floor(rem / sliceStrides[r]) * outStrides[k];
        rem %= sliceStrides[r];
        r++;
      }
      values[p] = v;
    });
  });
  const out = [fromValues(t.dtype, outShape, values)];
  if (returnInverse) {
    const inverse = new Array<bigint>(n);
    groups.forEach((g, gi) => {
      for (const i of g) inverse[i] = BigInt(gi);
    });
    out.push(fromValues('int64', [n], inverse));
  }
  if (returnCounts)
    out.push(
      fromValues(
        'int64',
        [groups.length],
        groups.map((g) => BigInt(g.length)),
      ),
    );
  return out;
}
