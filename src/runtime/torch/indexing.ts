/**
 * `t[key]` and `t[key] = value` as torch does them. Ints, slices, `None` and `...` give a
 * view of the same storage; tensors and lists (integer or boolean masks) are advanced indices
 * that gather a copy — or, on assignment, write through into the indexed tensor's storage.
 */
import { Ellipsis, exc, isNumber, PyList, PySlice, PyTuple, type PyValue, pyError, sliceIndices, typeName } from '../../engine/api';
import { broadcastPositions, broadcastShapes } from './broadcast';
import { tensorFromData } from './creation';
import { cast, type Elem, isFloat, roundFloat, typeNames } from './dtype';
import { dtypeObject } from './dtype-objects';
import { checkWrite } from './overlap';
import { checkedElem, plainNumber } from './scalars';
import { contiguousStrides, fromValues, numelOf, stridedPositions, Tensor } from './tensor';

interface Advanced {
  /** The dimension of the basic-indexed view this index applies to. */
  readonly dim: number;
  /** Long index tensor (a boolean mask is turned into one per masked dimension). */
  readonly index: Tensor;
}

interface Sliced {
  readonly view: Tensor;
  readonly advanced: Advanced[];
}

function invalidIndex(k: PyValue): never {
  throw pyError(exc.IndexError, `only integers, slices (\`:\`), ellipsis (\`...\`), None and long or byte Variables are valid indices (got ${typeName(k)})`);
}

function asIndexTensor(k: PyValue): Tensor {
  if (!(k instanceof Tensor)) {
    // torch's `indexing_tensor_from_data`: a list of bools is a mask, any other list (floats
    // truncated, an empty one too) a long index.
    const inferred = tensorFromData(k, null);
    return inferred.dtype === 'bool' ? inferred : tensorFromData(k, dtypeObject('int64'));
  }
  if (isFloat(k.dtype)) throw pyError(exc.IndexError, 'tensors used as indices must be long, int, byte or bool tensors');
  return k;
}

/** How many dimensions of the tensor a key item consumes. */
function consumed(k: PyValue): number {
  if (k === null || k === Ellipsis || typeof k === 'boolean') return 0;
  if (k instanceof Tensor && (k.dtype === 'bool' || k.dtype === 'uint8')) return k.ndim;
  if (k instanceof PyList || k instanceof PyTuple) {
    const t = asIndexTensor(k);
    return t.dtype === 'bool' ? t.ndim : 1;
  }
  return 1;
}

/** The nonzero positions of a mask over `shape` (the dims it covers), as one long tensor per dim. */
function maskIndices(mask: Tensor, shape: readonly number[], dim: number): Tensor[] {
  for (let i = 0; i < mask.ndim; i++) {
    if (mask.shape[i] !== shape[dim + i])
      throw pyError(
        exc.IndexError,
        `The shape of the mask [${mask.shape.join(', ')}] at index ${i} does not match the shape of the indexed tensor [${shape.join(', ')}] at index ${dim + i}`,
      );
  }
  const values = mask.values();
  const hits: number[][] = mask.shape.map(() => []);
  const strides = contiguousStrides(mask.shape);
  values.forEach((v, flat) => {
    if (v === 0n) return;
    let rem = flat;
    strides.forEach((s, d) => {
      hits[d].push(Math.floor(rem / s));
      rem %= s;
    });
  });
  return hits.map((h) =>
    fromValues(
      'int64',
      [h.length],
      h.map((x) => BigInt(x)),
    ),
  );
}

/**
 * torch's `treatSequenceAsTuple`: a list key (under 32 items) holding a tensor, a sequence, a
 * slice, None or Ellipsis indexes as the tuple of its items (`x[[[0, 1], [1, 2]]]` is
 * `x[[0, 1], [1, 2]]`, `x[[None]]` is `x[None]`); a list of plain ints stays one index.
 */
function keyItems(key: PyValue): PyValue[] {
  if (key instanceof PyTuple) return [...key.items];
  if (
    key instanceof PyList &&
    key.items.length < 32 &&
    key.items.some((k) => k instanceof Tensor || k instanceof PyList || k instanceof PyTuple || k instanceof PySlice || k === null || k === Ellipsis)
  )
    return [...key.items];
  return [key];
}

/** Applies the basic part of a key (ints, slices, None, ...) and collects the advanced indices. */
function slice(t: Tensor, key: PyValue): Sliced {
  const items = keyItems(key).map(plainNumber);
  const specified = items.reduce<number>((n, k) => n + consumed(k), 0);
  if (specified > t.ndim) throw pyError(exc.IndexError, `too many indices for tensor of dimension ${t.ndim}`);
  const shape = [...t.shape];
  const strides = [...t.strides];
  let offset = t.offset;
  const advanced: Advanced[] = [];
  let dim = 0;
  for (const [position, k] of items.entries()) {
    // Each Ellipsis skips the unspecified dims (torch does not reject a second one).
    if (k === Ellipsis) {
      dim += t.ndim - specified;
      continue;
    }
    // Past the last dim (after a second Ellipsis) torch sees size 0: an integer is out of bounds there.
    if (dim >= shape.length && typeof k === 'bigint')
      throw pyError(exc.IndexError, `index ${Number(k)} is out of bounds for dimension ${position} with size 0`);
    if (dim > shape.length) throw pyError(exc.NotImplementedError, 'indexing with more than one Ellipsis is not supported by this explainer');
    if (k === null || typeof k === 'boolean') {
      shape.splice(dim, 0, 1);
      strides.splice(dim, 0, dim < strides.length ? strides[dim] * shape[dim + 1] : 1);
      if (k === false) advanced.push({ dim, index: fromValues('int64', [0], []) });
      dim++;
      continue;
    }
    if (typeof k === 'bigint') {
      const size = shape[dim];
      const i = Number(k);
      // torch names the integer's position in the key, not the dimension left after earlier ones.
      if (i < -size || i >= size) throw pyError(exc.IndexError, `index ${i} is out of bounds for dimension ${position} with size ${size}`);
      offset += (i < 0 ? i + size : i) * strides[dim];
      shape.splice(dim, 1);
      strides.splice(dim, 1);
      continue;
    }
    if (k instanceof PySlice) {
      const { start, stop, step } = sliceIndices(k, shape[dim]);
      if (step <= 0) throw pyError(exc.ValueError, 'step must be greater than zero');
      const len = Math.max(0, Math.ceil((stop - start) / step));
      if (len > 0) offset += start * strides[dim];
      shape[dim] = len;
      strides[dim] *= step;
      dim++;
      continue;
    }
    if (k instanceof Tensor || k instanceof PyList || k instanceof PyTuple) {
      const index = asIndexTensor(k);
      if (index.dtype === 'bool' || index.dtype === 'uint8') {
        const covered = Math.max(index.ndim, 1);
        const perDim = index.ndim === 0 ? [fromValues('int64', [index.values()[0] !== 0n ? 1 : 0], [0n])] : maskIndices(index, shape, dim);
        if (index.ndim === 0) {
          shape.splice(dim, 0, 1);
          strides.splice(dim, 0, 1);
        }
        perDim.forEach((ix, i) => {
          advanced.push({ dim: dim + i, index: ix });
        });
        dim += covered;
      } else {
        advanced.push({ dim, index });
        dim++;
      }
      continue;
    }
    if (typeof k === 'string') throw pyError(exc.TypeError, "new(): invalid data type 'str'");
    invalidIndex(k);
  }
  return { view: t.viewAs(shape, strides, offset), advanced };
}

interface Gathered {
  readonly shape: number[];
  /** Storage positions (in the indexed tensor's storage) of each result element, row-major. */
  readonly positions: number[];
  /**
   * An index out of range: the error, and how many result elements (row-major) come before
   * the first one that uses it — torch's kernel checks each index as it reaches it, so an
   * assignment writes those elements before it raises.
   */
  readonly failure: { readonly error: unknown; readonly before: number } | null;
}

/** Resolves advanced indices: the result shape and where each element comes from. */
function gather(s: Sliced): Gathered {
  const { view, advanced } = s;
  const bshape = broadcastShapes(...advanced.map((a) => a.index.shape));
  let firstBad: { k: number; error: unknown } | null = null;
  const idx = advanced.map((a) =>
    broadcastPositions(a.index, bshape).map((p, k) => {
      const size = view.shape[a.dim];
      const i = Number(a.index.at(p));
      if (i < -size || i >= size) {
        if (firstBad === null || k < firstBad.k)
          firstBad = { k, error: pyError(exc.IndexError, `index ${i} is out of bounds for dimension ${advancedOrder(advanced, a)} with size ${size}`) };
        return 0;
      }
      return i < 0 ? i + size : i;
    }),
  );
  const dims = advanced.map((a) => a.dim);
  const adjacent = dims.every((d, i) => i === 0 || d === dims[i - 1] + 1);
  const rest = view.shape.map((_, d) => d).filter((d) => !dims.includes(d));
  const first = Math.min(...dims);
  const before = adjacent ? rest.filter((d) => d < first) : [];
  const after = adjacent ? rest.filter((d) => d > first) : rest;
  const shape = [...before.map((d) => view.shape[d]), ...bshape, ...after.map((d) => view.shape[d])];
  const nb = numelOf(bshape);
  const beforePos = stridedPositions(
    before.map((d) => view.shape[d]),
    before.map((d) => view.strides[d]),
    view.offset,
  );
  const afterPos = stridedPositions(
    after.map((d) => view.shape[d]),
    after.map((d) => view.strides[d]),
    0,
  );
  const positions: number[] = [];
  for (const b of beforePos)
    for (let k = 0; k < nb; k++) {
      let base = b;
      advanced.forEach((a, j) => {
        base += idx[j][k] * view.strides[a.dim];
      });
      for (const o of afterPos) positions.push(base + o);
    }
  const bad = firstBad as { k: number; error: unknown } | null;
  return { shape, positions, failure: bad === null ? null : { error: bad.error, before: bad.k * afterPos.length } };
}

function advancedOrder(all: readonly Advanced[], a: Advanced): number {
  return all.indexOf(a);
}

/** `t[key]`. */
export function getIndex(t: Tensor, key: PyValue): Tensor {
  const s = slice(t, key);
  if (s.advanced.length === 0) return s.view;
  const g = gather(s);
  if (g.failure) throw g.failure.error;
  return fromValues(
    t.dtype,
    g.shape,
    g.positions.map((p) => t.at(p)),
  );
}

/** Values to write into `n` positions of shape `shape`: a number, or a tensor broadcast to the shape. */
function sourceValues(t: Tensor, value: PyValue, shape: readonly number[], advanced: boolean): Elem[] | Elem {
  if (value instanceof Tensor) {
    // Leading size-1 dimensions of the value are dropped first (numpy's rule for assignment).
    let src = [...value.shape];
    while (src.length > shape.length && src[0] === 1) src = src.slice(1);
    const lead = shape.length - src.length;
    if (lead < 0 || src.some((s, i) => s !== 1 && s !== shape[lead + i])) {
      if (advanced)
        throw pyError(
          exc.RuntimeError,
          `shape mismatch: value tensor of shape [${value.shape.join(', ')}] cannot be broadcast to indexing result of shape [${shape.join(', ')}]`,
        );
      const i = src.findIndex((s, k) => s !== 1 && s !== shape[lead + k]);
      throw pyError(
        exc.RuntimeError,
        `The expanded size of the tensor (${shape[lead + i]}) must match the existing size (${src[i]}) at non-singleton dimension ${lead + i}.  Target sizes: [${shape.join(', ')}].  Tensor sizes: [${src.join(', ')}]`,
      );
    }
    const squeezed = value.viewAs(src, value.strides.slice(value.ndim - src.length), value.offset);
    const from = value.dtype;
    return broadcastPositions(squeezed, shape).map((p) => cast(from, value.at(p), t.dtype));
  }
  return checkedElem(value as boolean | bigint | number, t.dtype, 'fill');
}

/** `t[key] = value`: writes into `t`'s storage (through the view for basic keys). */
export function setIndex(t: Tensor, key: PyValue, given: PyValue): void {
  const value = plainNumber(given);
  if (!(value instanceof Tensor) && !isNumber(value)) throw pyError(exc.TypeError, `can't assign a ${typeName(value)} to a torch.${typeNames[t.dtype]}Tensor`);
  const s = slice(t, key);
  if (s.advanced.length === 0) {
    if (value instanceof Tensor) checkWrite(s.view, [value]);
    else if (s.view.numel > 1) checkWrite(s.view, []);
    const vals = sourceValues(t, value, s.view.shape, false);
    t.write(s.view.positions(), vals);
    return;
  }
  const g = gather(s);
  const values = sourceValues(t, value, g.shape, true);
  if (!g.failure) {
    t.write(g.positions, values);
    return;
  }
  const n = g.failure.before;
  t.write(g.positions.slice(0, n), Array.isArray(values) ? values.slice(0, n) : values);
  throw g.failure.error;
}

/**
 * `index_put_(indices, values, accumulate)`: an indexed write; with `accumulate` each indexed
 * element adds its value (repeated indices add up, in order), as torch's CPU kernel does.
 */
export function indexPut(t: Tensor, indices: readonly Tensor[], values: Tensor, accumulate: boolean): Tensor {
  if (values.dtype !== t.dtype)
    throw pyError(
      exc.RuntimeError,
      `Index put requires the source and destination dtypes match, got ${typeNames[t.dtype]} for the destination and ${typeNames[values.dtype]} for the source.`,
    );
  const key = new PyTuple([...indices]);
  if (!accumulate) {
    setIndex(t, key, values);
    return t;
  }
  const s = slice(t, key);
  const g = s.advanced.length === 0 ? { positions: s.view.positions(), shape: s.view.shape, failure: undefined } : gather(s);
  if (g.failure) throw g.failure.error;
  const vals = sourceValues(t, values, g.shape, true);
  const sums = new Map<number, Elem>();
  g.positions.forEach((p, k) => {
    const v = Array.isArray(vals) ? vals[k] : vals;
    const cur = sums.get(p) ?? t.at(p);
    sums.set(p, isFloat(t.dtype) ? roundFloat(t.dtype, (cur as number) + (v as number)) : cast('int64', BigInt(cur) + BigInt(v), t.dtype));
  });
  t.write([...sums.keys()], [...sums.values()]);
  return t;
}
