/**
 * Writes that reduce or consume a source: `scatter_reduce` (`sum`, `prod`, `mean`, `amax`,
 * `amin`, with or without the tensor's own values), `scatter(..., reduce=)` and
 * `masked_scatter`. Each applies its source in the index's row-major order, rounding to the
 * dtype at every step as torch's CPU loops do.
 */
import { exc, pyError } from '../../engine/api';
import { broadcastPositions, broadcastShapes } from './broadcast';
import { alongDim, checkIndex, checkMask } from './combine';
import { type DType, type Elem, isFloat, roundFloat, typeNames, wrapInt } from './dtype';
import { expand } from './shape';
import { contiguousStrides, fromValues, type Tensor } from './tensor';

export type ScatterReduction = 'sum' | 'prod' | 'mean' | 'amax' | 'amin';

function combine(kind: ScatterReduction, dtype: DType, acc: Elem, x: Elem): Elem {
  if (isFloat(dtype)) {
    const a = acc as number;
    const b = x as number;
    if (kind === 'amax') return Number.isNaN(a) || Number.isNaN(b) ? Number.NaN : Math.max(a, b);
    if (kind === 'amin') return Number.isNaN(a) || Number.isNaN(b) ? Number.NaN : Math.min(a, b);
    return roundFloat(dtype, kind === 'prod' ? a * b : a + b);
  }
  const a = BigInt(acc);
  const b = BigInt(x);
  if (kind === 'amax') return a > b ? a : b;
  if (kind === 'amin') return a < b ? a : b;
  return wrapInt(dtype, kind === 'prod' ? a * b : a + b);
}

function identity(kind: ScatterReduction, dtype: DType): Elem {
  const float = isFloat(dtype);
  if (kind === 'prod') return float ? 1 : 1n;
  if (kind === 'amax') return float ? -Infinity : wrapInt(dtype, -(2n ** 63n));
  if (kind === 'amin') return float ? Infinity : wrapInt(dtype, 2n ** 63n - 1n);
  return float ? 0 : 0n;
}

/** The source element for each index element: `src` at the index element's own coordinates. */
function sourceValues(index: Tensor, src: Tensor): Elem[] {
  const idxStrides = contiguousStrides(index.shape);
  return index.values().map((_, flat) => {
    let rem = flat;
    let p = src.offset;
    idxStrides.forEach((s, k) => {
      p += Math.floor(rem / s) * src.strides[k];
      rem %= s;
    });
    return src.at(p);
  });
}

/** `t.scatter_reduce_(dim, index, src, reduce, include_self=...)`, in place on `t`. */
export function scatterReduce(t: Tensor, dim: number, index: Tensor, src: Tensor, reduce: string, includeSelf: boolean): Tensor {
  // torch also takes `max`/`min` for `amax`/`amin`.
  const kind = (reduce === 'max' ? 'amax' : reduce === 'min' ? 'amin' : reduce) as ScatterReduction;
  if (!['sum', 'prod', 'mean', 'amax', 'amin'].includes(kind))
    throw pyError(exc.RuntimeError, `reduce argument must be either sum, prod, mean, amax or amin, got ${reduce}`);
  checkIndex('scatter_reduce', index);
  if (src.dtype !== t.dtype) throw pyError(exc.RuntimeError, 'scatter(): Expected self.dtype to be equal to src.dtype');
  const targets = alongDim(t, dim, index, true);
  const values = sourceValues(index, src);
  const acc = new Map<number, Elem>();
  const counts = new Map<number, number>();
  targets.forEach((p, i) => {
    if (!acc.has(p)) {
      acc.set(p, includeSelf ? t.at(p) : identity(kind, t.dtype));
      counts.set(p, includeSelf ? 1 : 0);
    }
    acc.set(p, combine(kind, t.dtype, acc.get(p) as Elem, values[i]));
    counts.set(p, (counts.get(p) as number) + 1);
  });
  const out = [...acc].map(([p, v]) => {
    if (kind !== 'mean') return v;
    const n = counts.get(p) as number;
    return isFloat(t.dtype) ? roundFloat(t.dtype, (v as number) / n) : wrapInt(t.dtype, floorDiv(BigInt(v), BigInt(n)));
  });
  t.write([...acc.keys()], out);
  return t;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** `masked_scatter_(mask, source)`: the source's elements, in order, where the mask is true. */
export function maskedScatterInplace(t: Tensor, mask: Tensor, source: Tensor, name: string): Tensor {
  checkMask(mask, name);
  if (source.dtype !== t.dtype)
    throw pyError(exc.RuntimeError, `${name}: expected self and source to have same dtypes but got${typeNames[t.dtype]} and ${typeNames[source.dtype]}`);
  const shape = broadcastShapes(t.shape, mask.shape);
  if (shape.length !== t.ndim || shape.some((s, i) => s !== t.shape[i]))
    throw pyError(exc.RuntimeError, `The expanded size of the mask (${shape.join(', ')}) must match the existing size (${t.shape.join(', ')})`);
  const mp = broadcastPositions(mask, shape);
  const targets = t.positions().filter((_, i) => mask.at(mp[i]) !== 0n);
  const src = source.values();
  if (src.length < targets.length) throw pyError(exc.RuntimeError, 'Number of elements of source < number of ones in mask');
  t.write(targets, src.slice(0, targets.length));
  return t;
}

/** `masked_scatter`: a copy of `t` broadcast with the mask, then scattered into. */
export function maskedScatter(t: Tensor, mask: Tensor, source: Tensor): Tensor {
  checkMask(mask, 'masked_scatter');
  const shape = broadcastShapes(t.shape, mask.shape);
  const base = expand(t, shape);
  const copy = fromValues(t.dtype, shape, base.values());
  return maskedScatterInplace(copy, mask, source, 'masked_scatter');
}
