/**
 * Operations that combine or select: `cat`, `stack`, `where`, `masked_fill`, `clamp`,
 * `gather`, `scatter`/`scatter_add`, `index_select`, `masked_select`, with torch's type
 * promotion and its messages for mismatched shapes and dtypes.
 */
import { exc, pyError } from '../../engine/api';
import { broadcastPositions, broadcastShapes } from './broadcast';
import { cast, type DType, type Elem, isFloat, type Operand, promoteTypes, resultType, roundFloat, scalarElem, typeNames } from './dtype';
import { type Arg, canCast, isTensorArg } from './elementwise';
import { checkWrite } from './overlap';
import { normDim } from './reduce';
import { unsqueeze } from './shape';
import { contiguousStrides, fromValues, numelOf, type Tensor } from './tensor';

/** `torch.cat(tensors, dim)`: the promoted dtype; legacy empty 1-D tensors are skipped. */
export function cat(tensors: readonly Tensor[], dim: number): Tensor {
  if (tensors.length === 0) throw pyError(exc.ValueError, 'torch.cat(): expected a non-empty list of Tensors');
  tensors.forEach((t, i) => {
    if (t.ndim === 0) throw pyError(exc.RuntimeError, `zero-dimensional tensor (at position ${i}) cannot be concatenated`);
  });
  const dtype = tensors.map((t) => t.dtype).reduce(promoteTypes);
  const parts = tensors.filter((t) => !(t.ndim === 1 && t.numel === 0));
  if (parts.length === 0) return fromValues(dtype, [0], []);
  const ref = parts[0];
  const d = normDim(dim, ref.ndim);
  parts.forEach((t) => {
    if (t.ndim !== ref.ndim) throw pyError(exc.RuntimeError, `Tensors must have same number of dimensions: got ${ref.ndim} and ${t.ndim}`);
  });
  parts.forEach((t) => {
    for (let k = 0; k < ref.ndim; k++)
      if (k !== d && t.shape[k] !== ref.shape[k])
        throw pyError(
          exc.RuntimeError,
          `Sizes of tensors must match except in dimension ${d}. Expected size ${ref.shape[k]} but got size ${t.shape[k]} for tensor number ${tensors.indexOf(t)} in the list.`,
        );
  });
  const shape = [...ref.shape];
  shape[d] = parts.reduce((n, t) => n + t.shape[d], 0);
  const outer = numelOf(shape.slice(0, d));
  const values: Elem[] = [];
  const blocks = parts.map((t) => {
    const from = t.dtype;
    const vals = t.values().map((x) => cast(from, x, dtype));
    return { vals, size: numelOf(t.shape.slice(d)) };
  });
  for (let o = 0; o < outer; o++) for (const b of blocks) values.push(...b.vals.slice(o * b.size, (o + 1) * b.size));
  return fromValues(dtype, shape, values);
}

/** `torch.stack(tensors, dim)`: equal shapes, joined along a new dimension. */
export function stack(tensors: readonly Tensor[], dim: number): Tensor {
  if (tensors.length === 0) throw pyError(exc.RuntimeError, 'stack expects a non-empty TensorList');
  const ref = tensors[0];
  tensors.forEach((t, i) => {
    if (t.shape.length !== ref.shape.length || t.shape.some((s, k) => s !== ref.shape[k]))
      throw pyError(
        exc.RuntimeError,
        `stack expects each tensor to be equal size, but got [${ref.shape.join(', ')}] at entry 0 and [${t.shape.join(', ')}] at entry ${i}`,
      );
  });
  const n = ref.ndim + 1;
  if (dim < -n || dim >= n) throw pyError(exc.IndexError, `Dimension out of range (expected to be in range of [${-n}, ${n - 1}], but got ${dim})`);
  return cat(
    tensors.map((t) => unsqueeze(t, dim)),
    dim,
  );
}

/** `torch.where(cond, x, y)`: broadcast over all three, x and y promoted together. */
export function where(cond: Tensor, x: Arg, y: Arg): Tensor {
  if (cond.dtype !== 'bool' && cond.dtype !== 'uint8')
    throw pyError(exc.RuntimeError, `where expected condition to be a boolean tensor, but got a tensor with dtype ${typeNames[cond.dtype]}`);
  const ops: Operand[] = [x, y].map((a) => (isTensorArg(a) ? { kind: 'tensor', dtype: a.dtype, ndim: a.ndim } : { kind: 'scalar', value: a }));
  const dtype = resultType(ops);
  const shape = broadcastShapes(cond.shape, isTensorArg(x) ? x.shape : [], isTensorArg(y) ? y.shape : []);
  const pick = (a: Arg): ((i: number) => Elem) => {
    if (!isTensorArg(a)) {
      const e = scalarElem(a, dtype);
      return () => e;
    }
    const ps = broadcastPositions(a, shape);
    return (i) => cast(a.dtype, a.at(ps[i]), dtype);
  };
  const cs = broadcastPositions(cond, shape);
  const px = pick(x);
  const py = pick(y);
  const values = cs.map((p, i) => (cond.at(p) !== 0n ? px(i) : py(i)));
  return fromValues(dtype, shape, values);
}

export function checkMask(mask: Tensor, name: string): void {
  if (mask.dtype !== 'bool') throw pyError(exc.RuntimeError, `${name} only supports boolean masks, but got mask with dtype ${cName(mask.dtype)}`);
}

function cName(d: DType): string {
  return (
    { int64: 'long int', int32: 'int', int16: 'short int', int8: 'signed char', uint8: 'unsigned char', float32: 'float', float64: 'double' }[d as string] ?? d
  );
}

/** The fill value of `masked_fill`: a number or a 0-d tensor, cast to the tensor's dtype. */
function fillValue(t: Tensor, value: Arg): Elem {
  if (isTensorArg(value)) {
    if (value.ndim !== 0)
      throw pyError(exc.RuntimeError, `masked_fill_ only supports a 0-dimensional value tensor, but got tensor with ${value.ndim} dimension(s).`);
    return cast(value.dtype, value.values()[0], t.dtype);
  }
  return scalarElem(value, t.dtype);
}

/** `masked_fill`: a copy, broadcast with the mask. */
export function maskedFill(t: Tensor, mask: Tensor, value: Arg): Tensor {
  checkMask(mask, 'masked_fill_');
  const e = fillValue(t, value);
  // `expand_outplace(mask, self)`: a shape mismatch names the mask as tensor a.
  const shape = broadcastShapes(mask.shape, t.shape);
  const tp = broadcastPositions(t, shape);
  const mp = broadcastPositions(mask, shape);
  return fromValues(
    t.dtype,
    shape,
    tp.map((p, i) => (mask.at(mp[i]) !== 0n ? e : t.at(p))),
  );
}

/** `masked_fill_`: in place; the mask broadcasts to the tensor, never the other way. */
export function maskedFillInplace(t: Tensor, mask: Tensor, value: Arg): Tensor {
  checkMask(mask, 'masked_fill_');
  const e = fillValue(t, value);
  const shape = broadcastShapes(t.shape, mask.shape);
  if (shape.length !== t.ndim || shape.some((s, i) => s !== t.shape[i]))
    throw pyError(exc.RuntimeError, `output with shape [${t.shape.join(', ')}] doesn't match the broadcast shape [${shape.join(', ')}]`);
  const mp = broadcastPositions(mask, shape);
  const targets = t.positions().filter((_, i) => mask.at(mp[i]) !== 0n);
  t.write(targets, e);
  return t;
}

/** `clamp(min, max)`: promotes with its bounds; NaN stays NaN; min above max gives max. */
export function clampValues(t: Tensor, min: Arg | null, max: Arg | null): { dtype: DType; shape: number[]; values: Elem[] } {
  if (min === null && max === null) throw pyError(exc.RuntimeError, "torch.clamp: At least one of 'min' or 'max' must not be None");
  const args = [t, ...[min, max].filter((a): a is Arg => a !== null)];
  const dtype = resultType(args.map((a) => (isTensorArg(a) ? { kind: 'tensor', dtype: a.dtype, ndim: a.ndim } : { kind: 'scalar', value: a })));
  const shape = broadcastShapes(...args.map((a) => (isTensorArg(a) ? a.shape : [])));
  const read = (a: Arg | null): ((i: number) => Elem | null) => {
    if (a === null) return () => null;
    if (!isTensorArg(a)) {
      const e = scalarElem(a, dtype);
      return () => e;
    }
    const ps = broadcastPositions(a, shape);
    return (i) => cast(a.dtype, a.at(ps[i]), dtype);
  };
  const x = read(t);
  const lo = read(min);
  const hi = read(max);
  const n = numelOf(shape);
  const values: Elem[] = [];
  for (let i = 0; i < n; i++) {
    let v = x(i) as Elem;
    const a = lo(i);
    const b = hi(i);
    if (typeof v === 'number' && Number.isNaN(v)) {
      values.push(v);
      continue;
    }
    if (a !== null && (v < a || (typeof a === 'number' && Number.isNaN(a)))) v = a;
    if (b !== null && (v > b || (typeof b === 'number' && Number.isNaN(b)))) v = b;
    values.push(isFloat(dtype) ? roundFloat(dtype, v as number) : v);
  }
  return { dtype, shape, values };
}

export function clamp(t: Tensor, min: Arg | null, max: Arg | null): Tensor {
  const r = clampValues(t, min, max);
  return fromValues(r.dtype, r.shape, r.values);
}

export function clampInplace(t: Tensor, min: Arg | null, max: Arg | null): Tensor {
  checkWrite(
    t,
    [min, max].filter((a): a is Tensor => a !== null && isTensorArg(a)),
  );
  const r = clampValues(t, min, max);
  if (!canCast(r.dtype, t.dtype)) {
    // Scalar bounds take the Scalar overload, whose check names the output by its C++ type.
    const scalars = [min, max].every((a) => a === null || !isTensorArg(a));
    throw pyError(
      exc.RuntimeError,
      `result type ${typeNames[r.dtype]} can't be cast to the desired output type ${scalars ? cName(t.dtype) : typeNames[t.dtype]}`,
    );
  }
  t.write(
    t.positions(),
    r.values.map((v) => cast(r.dtype, v, t.dtype)),
  );
  return t;
}

export function checkIndex(name: string, index: Tensor): void {
  if (index.dtype !== 'int64' && index.dtype !== 'int32') throw pyError(exc.RuntimeError, `${name}(): Expected dtype int32/int64 for index`);
}

/** For each element of `index` (row-major), the input position it addresses along `dim`. */
export function alongDim(t: Tensor, dim: number, index: Tensor, limitSelf: boolean): number[] {
  const d = normDim(dim, t.ndim);
  if (index.ndim !== t.ndim && !(index.ndim <= 1 && t.ndim <= 1))
    throw pyError(exc.RuntimeError, 'Index tensor must have the same number of dimensions as input tensor');
  for (let k = 0; k < index.ndim; k++)
    if (k !== d && limitSelf && index.shape[k] > t.shape[k])
      throw pyError(
        exc.RuntimeError,
        `Size does not match at dimension ${k} expected index [${index.shape.join(', ')}] to be no larger than self [${t.shape.join(', ')}] apart from dimension ${d}`,
      );
  const strides = contiguousStrides(index.shape);
  const size = t.ndim === 0 ? 1 : t.shape[d];
  return index.values().map((v, flat) => {
    const i = Number(v);
    // gather and scatter take no negative index (torch checks 0 <= i < size).
    if (i < 0 || i >= size) throw pyError(exc.RuntimeError, `index ${i} is out of bounds for dimension ${d} with size ${size}`);
    let rem = flat;
    let p = t.offset;
    strides.forEach((s, k) => {
      const c = Math.floor(rem / s);
      rem %= s;
      p += (k === d ? i : c) * t.strides[k];
    });
    return p;
  });
}

export function gather(t: Tensor, dim: number, index: Tensor): Tensor {
  checkIndex('gather', index);
  const ps = alongDim(t, dim, index, true);
  return fromValues(
    t.dtype,
    index.shape,
    ps.map((p) => t.at(p)),
  );
}

/** `scatter_`/`scatter_add_` into `t` (in place); `src` a tensor or a number. */
export function scatterInplace(t: Tensor, dim: number, index: Tensor, src: Arg, add: boolean): Tensor {
  checkIndex(add ? 'scatter_add' : 'scatter', index);
  const ps = alongDim(t, dim, index, true);
  const srcVals = isTensorArg(src) ? src.values().map((x) => cast(src.dtype, x, t.dtype)) : null;
  const srcStrides = isTensorArg(src) ? contiguousStrides(src.shape) : [];
  const idxStrides = contiguousStrides(index.shape);
  const data = t.storage.data;
  ps.forEach((p, flat) => {
    let v: Elem;
    if (srcVals && isTensorArg(src)) {
      let rem = flat;
      let q = 0;
      idxStrides.forEach((s, k) => {
        q += Math.floor(rem / s) * srcStrides[k];
        rem %= s;
      });
      v = srcVals[q];
    } else v = scalarElem(src as boolean | bigint | number, t.dtype);
    const current = t.at(p);
    const next = add
      ? isFloat(t.dtype)
        ? roundFloat(t.dtype, (current as number) + (v as number))
        : cast('int64', (current as bigint) + (v as bigint), t.dtype)
      : v;
    data[p] = (data instanceof BigInt64Array ? next : Number(next)) as never;
  });
  t.storage.changed();
  return t;
}

export function indexSelect(t: Tensor, dim: number, index: Tensor): Tensor {
  if (index.ndim > 1) throw pyError(exc.IndexError, 'index_select(): Index is supposed to be a vector');
  checkIndex('index_select', index);
  const d = normDim(dim, t.ndim);
  const size = t.shape[d] ?? 1;
  const idx = index.values().map((v) => {
    const i = Number(v);
    // index_select takes no negative index either (torch's CPU kernel names the bad one).
    if (i < 0 || i >= size) throw pyError(exc.RuntimeError, `INDICES element is out of DATA bounds, id=${i} axis_dim=${size}`);
    return i;
  });
  const shape = [...t.shape];
  if (t.ndim > 0) shape[d] = idx.length;
  const outStrides = contiguousStrides(shape);
  const values: Elem[] = [];
  for (let flat = 0; flat < numelOf(shape); flat++) {
    let rem = flat;
    let p = t.offset;
    outStrides.forEach((s, k) => {
      const c = Math.floor(rem / s);
      rem %= s;
      p += (k === d ? idx[c] : c) * t.strides[k];
    });
    values.push(t.at(p));
  }
  return fromValues(t.dtype, shape, values);
}

export function maskedSelect(t: Tensor, mask: Tensor): Tensor {
  checkMask(mask, 'masked_select:');
  const shape = broadcastShapes(t.shape, mask.shape);
  const tp = broadcastPositions(t, shape);
  const mp = broadcastPositions(mask, shape);
  const values = tp.filter((_, i) => mask.at(mp[i]) !== 0n).map((p) => t.at(p));
  return fromValues(t.dtype, [values.length], values);
}
