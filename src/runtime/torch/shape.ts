/**
 * Shape operations. Those torch implements as views (`view`, `reshape` when the strides
 * allow it, `T`, `transpose`, `permute`, `squeeze`, `unsqueeze`, `expand`, `narrow`,
 * `select`, `split`, `chunk`, `unbind`, `flatten`) return new tensor objects on the same
 * storage; the others (`contiguous` of a strided tensor, `flip`, `repeat`, ...) copy.
 */
import { exc, pyError } from '../../engine/api';
import { expandStrides } from './broadcast';
import { typeNames } from './dtype';
import { normDim } from './reduce';
import { checkSize, contiguousStrides, fromValues, numelOf, Storage, Tensor } from './tensor';

/** A contiguous copy in a fresh storage. */
export function copyOf(t: Tensor): Tensor {
  return fromValues(t.dtype, t.shape, t.values());
}

/**
 * `clone()` under torch's `preserve_format`: a dense, non-overlapping tensor keeps its stride
 * order (a transposed tensor's clone is transposed too, so `.view` still refuses it); any
 * other tensor is copied contiguous.
 */
export function clonePreserving(t: Tensor): Tensor {
  if (t.numel === 0) return copyOf(t);
  const order = t.shape.map((_, d) => d).sort((a, b) => t.strides[b] - t.strides[a] || a - b);
  let expected = 1;
  for (const d of [...order].reverse()) {
    if (t.shape[d] === 1) continue;
    if (t.strides[d] !== expected) return copyOf(t);
    expected *= t.shape[d];
  }
  const strides = contiguousStrides(t.shape);
  if (t.strides.every((st, d) => st === strides[d])) return copyOf(t);
  // Dense: the copy owns a fresh storage laid out with exactly the input's strides.
  const values = permute(t, order).values();
  const storage = new Storage(t.dtype, values.length);
  const data = storage.data;
  if (data instanceof BigInt64Array) for (let k = 0; k < values.length; k++) data[k] = values[k] as bigint;
  else for (let k = 0; k < values.length; k++) data[k] = Number(values[k]);
  return new Tensor(storage, [...t.shape], [...t.strides], 0, null);
}

/** Resolves one `-1` in a requested shape, with torch's errors. */
export function inferSize(shape: readonly number[], numel: number): number[] {
  let infer = -1;
  let known = 1;
  shape.forEach((s, i) => {
    if (s === -1) {
      if (infer >= 0) throw pyError(exc.RuntimeError, 'only one dimension can be inferred');
      infer = i;
    } else if (s < 0) throw pyError(exc.RuntimeError, `invalid shape dimension ${s}`);
    else known *= s;
  });
  const invalid = () => pyError(exc.RuntimeError, `shape '[${shape.join(', ')}]' is invalid for input of size ${numel}`);
  if (infer < 0) {
    if (known !== numel) throw invalid();
    return [...shape];
  }
  if (known === 0 || numel % known !== 0) throw invalid();
  const out = [...shape];
  out[infer] = numel / known;
  return out;
}

/** torch's `computeStride`: strides that view the old layout in the new shape, or null when none exist. */
function computeStride(oldShape: readonly number[], oldStride: readonly number[], newShape: readonly number[]): number[] | null {
  if (oldShape.length === 0) return newShape.map(() => 1);
  const numel = numelOf(oldShape);
  if (numel === 0) return contiguousStrides(newShape);
  const newStride = new Array<number>(newShape.length).fill(0);
  let viewD = newShape.length - 1;
  let chunkBase = oldStride[oldStride.length - 1];
  let tensorNumel = 1;
  let viewNumel = 1;
  for (let d = oldShape.length - 1; d >= 0; d--) {
    tensorNumel *= oldShape[d];
    if (d === 0 || (oldShape[d - 1] !== 1 && oldStride[d - 1] !== tensorNumel * chunkBase)) {
      while (viewD >= 0 && (viewNumel < tensorNumel || newShape[viewD] === 1)) {
        newStride[viewD] = viewNumel * chunkBase;
        viewNumel *= newShape[viewD];
        viewD--;
      }
      if (viewNumel !== tensorNumel) return null;
      if (d > 0) {
        chunkBase = oldStride[d - 1];
        tensorNumel = 1;
        viewNumel = 1;
      }
    }
  }
  return viewD === -1 ? newStride : null;
}

export function view(t: Tensor, shape: readonly number[]): Tensor {
  const size = inferSize(shape, t.numel);
  const strides = computeStride(t.shape, t.strides, size);
  if (!strides)
    throw pyError(
      exc.RuntimeError,
      "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.",
    );
  return t.viewAs(size, strides, t.offset);
}

/** A view when the layout allows one, otherwise a contiguous copy. */
export function reshape(t: Tensor, shape: readonly number[]): Tensor {
  const size = inferSize(shape, t.numel);
  const strides = computeStride(t.shape, t.strides, size);
  if (strides) return t.viewAs(size, strides, t.offset);
  return fromValues(t.dtype, size, t.values());
}

export function flatten(t: Tensor, start: number, end: number): Tensor {
  if (t.ndim === 0) return reshape(t, [1]);
  const s = normDim(start, t.ndim);
  const e = normDim(end, t.ndim);
  if (s > e) throw pyError(exc.RuntimeError, 'flatten() has invalid args: start_dim cannot come after end_dim');
  if (s === e) return t;
  const shape = [...t.shape.slice(0, s), numelOf(t.shape.slice(s, e + 1)), ...t.shape.slice(e + 1)];
  return reshape(t, shape);
}

export function transpose(t: Tensor, d0: number, d1: number): Tensor {
  if (t.ndim === 0) {
    normDim(d0, 0);
    normDim(d1, 0);
    return t.viewAs([], [], t.offset);
  }
  const a = normDim(d0, t.ndim);
  const b = normDim(d1, t.ndim);
  const shape = [...t.shape];
  const strides = [...t.strides];
  [shape[a], shape[b]] = [shape[b], shape[a]];
  [strides[a], strides[b]] = [strides[b], strides[a]];
  return t.viewAs(shape, strides, t.offset);
}

export function permute(t: Tensor, dims: readonly number[]): Tensor {
  if (dims.length !== t.ndim)
    throw pyError(
      exc.RuntimeError,
      `permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = ${t.ndim} is not equal to len(dims) = ${dims.length}`,
    );
  const norm = dims.map((d) => normDim(d, t.ndim));
  if (new Set(norm).size !== norm.length) throw pyError(exc.RuntimeError, 'permute(): duplicate dims are not allowed.');
  return t.viewAs(
    norm.map((d) => t.shape[d]),
    norm.map((d) => t.strides[d]),
    t.offset,
  );
}

/** `t.T`: all dimensions reversed. */
export function reversed(t: Tensor): Tensor {
  const dims = t.shape.map((_, i) => t.ndim - 1 - i);
  return permute(t, dims);
}

/** `t.t()`: a transpose of at most two dimensions. */
export function matrixT(t: Tensor): Tensor {
  if (t.ndim > 2) throw pyError(exc.RuntimeError, `t() expects a tensor with <= 2 dimensions, but self is ${t.ndim}D`);
  return t.ndim < 2 ? t.viewAs(t.shape, t.strides, t.offset) : transpose(t, 0, 1);
}

export function squeeze(t: Tensor, dims: number[] | null): Tensor {
  const drop = t.shape.map((s, d) => s === 1 && (dims === null || dims.includes(d)));
  return t.viewAs(
    t.shape.filter((_, d) => !drop[d]),
    t.strides.filter((_, d) => !drop[d]),
    t.offset,
  );
}

export function unsqueeze(t: Tensor, dim: number): Tensor {
  const n = t.ndim + 1;
  if (dim < -n || dim >= n) throw pyError(exc.IndexError, `Dimension out of range (expected to be in range of [${-n}, ${n - 1}], but got ${dim})`);
  const d = dim < 0 ? dim + n : dim;
  const shape = [...t.shape];
  const strides = [...t.strides];
  const stride = d < t.ndim ? t.shape[d] * t.strides[d] : 1;
  shape.splice(d, 0, 1);
  strides.splice(d, 0, stride);
  return t.viewAs(shape, strides, t.offset);
}

export function expand(t: Tensor, sizes: readonly number[]): Tensor {
  if (sizes.length < t.ndim)
    throw pyError(
      exc.RuntimeError,
      `expand(torch.${typeNames[t.dtype]}Tensor{[${t.shape.join(', ')}]}, size=[${sizes.join(', ')}]): the number of sizes provided (${sizes.length}) must be greater or equal to the number of dimensions in the tensor (${t.ndim})`,
    );
  const lead = sizes.length - t.ndim;
  const target = sizes.map((s, i) => {
    if (s === -1) {
      if (i < lead) throw pyError(exc.RuntimeError, `The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension ${i}`);
      return t.shape[i - lead];
    }
    return s;
  });
  const strides = expandStrides(t, target);
  return t.viewAs(target, strides, t.offset);
}

export function narrow(t: Tensor, dim: number, start: number, length: number): Tensor {
  const d = normDim(dim, t.ndim);
  const size = t.shape[d];
  const s = start < 0 ? start + size : start;
  if (s < 0 || s > size) throw pyError(exc.IndexError, `start out of range (expected to be in range of [${-size}, ${size}], but got ${start})`);
  if (length < 0) throw pyError(exc.RuntimeError, 'narrow(): length must be non-negative.');
  if (s + length > size) throw pyError(exc.RuntimeError, `start (${s}) + length (${length}) exceeds dimension size (${size}).`);
  const shape = [...t.shape];
  shape[d] = length;
  return t.viewAs(shape, t.strides, t.offset + s * t.strides[d]);
}

export function select(t: Tensor, dim: number, index: number): Tensor {
  if (t.ndim === 0) throw pyError(exc.IndexError, 'select() cannot be applied to a 0-dim tensor.');
  const d = normDim(dim, t.ndim);
  const size = t.shape[d];
  if (index < -size || index >= size)
    throw pyError(exc.IndexError, `select(): index ${index} out of range for tensor of size [${t.shape.join(', ')}] at dimension ${d}`);
  const i = index < 0 ? index + size : index;
  return t.viewAs(
    t.shape.filter((_, k) => k !== d),
    t.strides.filter((_, k) => k !== d),
    t.offset + i * t.strides[d],
  );
}

export function unbind(t: Tensor, dim: number): Tensor[] {
  if (t.ndim === 0) throw pyError(exc.IndexError, 'Dimension specified as 0 but tensor has no dimensions');
  const d = normDim(dim, t.ndim);
  return Array.from({ length: t.shape[d] }, (_, i) => select(t, d, i));
}

/** `split(split_size)` or `split([sizes])` along `dim`: views. */
export function split(t: Tensor, sizes: number | number[], dim: number): Tensor[] {
  const d = normDim(dim, t.ndim);
  const total = t.shape[d];
  if (typeof sizes === 'number') {
    if (sizes < 0) throw pyError(exc.RuntimeError, `split expects split_size be non-negative, but got split_size=${sizes}`);
    if (sizes === 0 && total !== 0) throw pyError(exc.RuntimeError, `split_size can only be 0 if dimension size is 0, but got dimension size of ${total}`);
    const out: Tensor[] = [];
    const count = sizes === 0 ? 1 : Math.max(1, Math.ceil(total / sizes));
    for (let i = 0; i < count; i++) out.push(narrow(t, d, i * sizes, Math.min(sizes, total - i * sizes)));
    return out;
  }
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (sum !== total)
    throw pyError(
      exc.RuntimeError,
      `split_with_sizes expects split_sizes to sum exactly to ${total} (input tensor's size at dimension ${d}), but got split_sizes=[${sizes.join(', ')}]`,
    );
  let start = 0;
  return sizes.map((s) => {
    const v = narrow(t, d, start, s);
    start += s;
    return v;
  });
}

export function chunk(t: Tensor, chunks: number, dim: number): Tensor[] {
  if (t.ndim === 0) throw pyError(exc.RuntimeError, 'chunk expects at least a 1-dimensional tensor');
  if (chunks <= 0) throw pyError(exc.RuntimeError, 'chunk expects `chunks` to be greater than 0, got: ' + chunks);
  const d = normDim(dim, t.ndim);
  const size = Math.ceil(t.shape[d] / chunks);
  return split(t, size, d);
}

/** `contiguous()`: the tensor itself when already contiguous, else a copy. */
export function contiguous(t: Tensor): Tensor {
  return t.isContiguous() ? t : copyOf(t);
}

/** Indices of a row-major walk over `shape`, as arrays. */
function* indices(shape: readonly number[]): Generator<number[]> {
  const n = numelOf(shape);
  const idx = new Array<number>(shape.length).fill(0);
  for (let k = 0; k < n; k++) {
    yield idx;
    for (let d = shape.length - 1; d >= 0; d--) {
      idx[d]++;
      if (idx[d] < shape[d]) break;
      idx[d] = 0;
    }
  }
}

/** A new tensor whose element at each index is `t`'s element at `source(index)`. */
export function gatherBy(t: Tensor, shape: readonly number[], source: (idx: number[]) => number[]): Tensor {
  const values = [];
  for (const idx of indices(shape)) {
    const src = source(idx);
    let p = t.offset;
    for (let d = 0; d < src.length; d++) p += src[d] * t.strides[d];
    values.push(t.at(p));
  }
  return fromValues(t.dtype, shape, values);
}

export function flip(t: Tensor, dims: number[]): Tensor {
  return gatherBy(t, t.shape, (idx) => idx.map((i, d) => (dims.includes(d) ? t.shape[d] - 1 - i : i)));
}

export function roll(t: Tensor, shifts: number[], dims: number[]): Tensor {
  if (dims.length === 0) {
    const flat = reshape(contiguous(t), [-1]);
    const rolled = roll(flat, shifts, [0]);
    return reshape(rolled, t.shape);
  }
  return gatherBy(t, t.shape, (idx) =>
    idx.map((i, d) => {
      const k = dims.indexOf(d);
      if (k < 0) return i;
      const n = t.shape[d];
      return (((i - shifts[k]) % n) + n) % n;
    }),
  );
}

export function repeat(t: Tensor, reps: number[]): Tensor {
  if (reps.length < t.ndim) throw pyError(exc.RuntimeError, 'Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor');
  const lead = reps.length - t.ndim;
  const src = [...new Array(lead).fill(1), ...t.shape];
  const shape = src.map((s, i) => s * reps[i]);
  const negative = shape.find((s) => s < 0);
  if (negative !== undefined) throw pyError(exc.RuntimeError, `Trying to create tensor with negative dimension ${negative}: [${shape.join(', ')}]`);
  checkSize(numelOf(shape));
  return gatherBy(t, shape, (idx) => idx.slice(lead).map((i, d) => i % t.shape[d]));
}

/** `tril`/`triu`: zero above (or below) the `diagonal`-th diagonal of the last two dims. */
export function triangle(t: Tensor, upper: boolean, diagonal: number): Tensor {
  if (t.ndim < 2) throw pyError(exc.RuntimeError, `${upper ? 'triu' : 'tril'}: input tensor must have at least 2 dimensions`);
  const out = copyOf(t);
  const positions = out.positions();
  const zero = out.storage.data instanceof BigInt64Array ? 0n : 0;
  let k = 0;
  for (const idx of indices(t.shape)) {
    const i = idx[t.ndim - 2];
    const j = idx[t.ndim - 1];
    if (upper ? j - i < diagonal : j - i > diagonal) out.storage.data[positions[k]] = zero as never;
    k++;
  }
  return out;
}
