/**
 * A CPU tensor: a strided view (shape, strides, offset) of a typed-array storage, as in torch.
 * Views (slices, `view`, `T`, `expand`, ...) are distinct tensor objects sharing one `Storage`,
 * so a write through any of them is seen by all — the aliasing PRs get wrong. The storage
 * knows the tensors that view it, so the trace re-reads each of them after an in-place write.
 */
import { declareReferences, exc, NativeObject, objectType, PyClass, pyError } from '../../engine/api';
import { type DType, type Elem, isFloat } from './dtype';

export type Buffer = BigInt64Array | Int32Array | Int16Array | Int8Array | Uint8Array | Float64Array | Float32Array;

function allocate(dtype: DType, n: number): Buffer {
  switch (dtype) {
    case 'int64':
      return new BigInt64Array(n);
    case 'int32':
      return new Int32Array(n);
    case 'int16':
      return new Int16Array(n);
    case 'int8':
      return new Int8Array(n);
    case 'uint8':
    case 'bool':
      return new Uint8Array(n);
    case 'float64':
      return new Float64Array(n);
    default:
      // float32, and float16/bfloat16 values already rounded to their grid (exact in float32).
      return new Float32Array(n);
  }
}

/** Elements one storage may hold: far beyond scenario code, well within a browser tab. */
export const MAX_ELEMENTS = 1 << 24;

/** The memory a tensor and its views share. */
export class Storage {
  readonly data: Buffer;
  /** The heap id of the tensor that allocated this storage: the storage's identity in the trace. */
  id = 0;
  private readonly viewers: WeakRef<Tensor>[] = [];

  constructor(
    readonly dtype: DType,
    readonly size: number,
  ) {
    checkSize(size);
    this.data = allocate(dtype, size);
  }

  register(t: Tensor): void {
    if (this.id === 0) this.id = t.id;
    this.viewers.push(new WeakRef(t));
  }

  /** Marks every live tensor on this storage as changed, after an in-place write. */
  changed(): void {
    let live = 0;
    for (const ref of this.viewers) {
      const t = ref.deref();
      if (!t) continue;
      t.touch();
      this.viewers[live++] = ref;
    }
    this.viewers.length = live;
  }
}

/** `torch.Tensor`; its slots and methods are filled in by the files that implement them. */
export const tensorType = new PyClass('Tensor', [objectType], {}, 'torch');

export function contiguousStrides(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    strides[i] = s;
    s *= Math.max(shape[i], 1);
  }
  return strides;
}

export function numelOf(shape: readonly number[]): number {
  let n = 1;
  for (const d of shape) n *= d;
  return n;
}

export class Tensor extends NativeObject {
  constructor(
    readonly storage: Storage,
    readonly shape: readonly number[],
    readonly strides: readonly number[],
    readonly offset: number,
    /** The tensor this one is a view of (torch's `._base`), or null for a tensor that owns its storage. */
    readonly base: Tensor | null,
  ) {
    super();
    storage.register(this);
  }

  get cls(): PyClass {
    return tensorType;
  }

  get dtype(): DType {
    return this.storage.dtype;
  }

  get ndim(): number {
    return this.shape.length;
  }

  get numel(): number {
    return numelOf(this.shape);
  }

  isContiguous(): boolean {
    let expected = 1;
    for (let i = this.shape.length - 1; i >= 0; i--) {
      if (this.shape[i] === 1) continue;
      if (this.strides[i] !== expected) return this.numel === 0;
      expected *= this.shape[i];
    }
    return true;
  }

  /** Storage positions of every element, in row-major order. */
  positions(): number[] {
    return stridedPositions(this.shape, this.strides, this.offset);
  }

  /** Elements in row-major order, in compute form: bigint for integer and bool dtypes, number for floats. */
  values(): Elem[] {
    const data = this.storage.data;
    const float = isFloat(this.dtype);
    return this.positions().map((p) => (float ? (data[p] as number) : BigInt(data[p])));
  }

  /** One element at a storage position, in compute form. */
  at(p: number): Elem {
    const x = this.storage.data[p];
    return isFloat(this.dtype) ? (x as number) : BigInt(x);
  }

  /** Writes compute-form values (already cast to this dtype) at storage positions. */
  write(positions: readonly number[], values: readonly Elem[] | Elem): void {
    const data = this.storage.data;
    const one = !Array.isArray(values);
    for (let k = 0; k < positions.length; k++) {
      const v = one ? (values as Elem) : (values as Elem[])[k];
      if (data instanceof BigInt64Array) data[positions[k]] = v as bigint;
      else data[positions[k]] = Number(v);
    }
    this.storage.changed();
  }

  /** A view of the same storage (torch's `as_strided`): its base is this tensor's base, or this tensor. */
  viewAs(shape: readonly number[], strides: readonly number[], offset: number): Tensor {
    return new Tensor(this.storage, shape, strides, offset, this.base ?? this);
  }
}

/** Storage positions of a strided layout's elements, in row-major order of `shape`. */
/** Refuses to walk or allocate more elements than the explainer simulates. */
export function checkSize(n: number): void {
  if (n > MAX_ELEMENTS) throw pyError(exc.MemoryError, `a tensor of ${n} elements is larger than this explainer simulates (at most ${MAX_ELEMENTS})`);
}

export function stridedPositions(shape: readonly number[], strides: readonly number[], offset: number): number[] {
  const n = numelOf(shape);
  checkSize(n);
  const out = new Array<number>(n);
  if (n === 0) return out;
  const nd = shape.length;
  const idx = new Array<number>(nd).fill(0);
  let p = offset;
  for (let k = 0; k < n; k++) {
    out[k] = p;
    for (let d = nd - 1; d >= 0; d--) {
      idx[d]++;
      p += strides[d];
      if (idx[d] < shape[d]) break;
      p -= strides[d] * shape[d];
      idx[d] = 0;
    }
  }
  return out;
}

/** A new tensor owning fresh storage, filled with compute-form values already cast to `dtype`. */
export function fromValues(dtype: DType, shape: readonly number[], values: readonly Elem[] | null): Tensor {
  const n = numelOf(shape);
  const t = new Tensor(new Storage(dtype, n), [...shape], contiguousStrides(shape), 0, null);
  if (values && n > 0) {
    const data = t.storage.data;
    if (data instanceof BigInt64Array) for (let i = 0; i < n; i++) data[i] = values[i] as bigint;
    else for (let i = 0; i < n; i++) data[i] = Number(values[i]);
  }
  return t;
}

/** Splits a flat row-major list into nested arrays of `shape` (the element itself for shape []). */
export function nest<T>(shape: readonly number[], flat: readonly T[]): unknown {
  if (shape.length === 0) return flat[0];
  const walk = (dim: number, start: number): unknown[] => {
    const size = numelOf(shape.slice(dim + 1));
    const out: unknown[] = [];
    for (let i = 0; i < shape[dim]; i++) out.push(dim + 1 === shape.length ? flat[start + i] : walk(dim + 1, start + i * size));
    return out;
  };
  return walk(0, 0);
}

// A tensor holds numbers and the tensor it views, no other Python value (what the walk for dropped generators needs to know).
declareReferences(Tensor, (t) => (t.base ? [t.base] : []));
