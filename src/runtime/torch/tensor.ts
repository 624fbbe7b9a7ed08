/**
 * A CPU tensor: typed-array storage (so float32 rounding and integer wrap-around are
 * exactly torch's), a shape, strides and an offset. Slicing returns views that share
 * storage, as in torch.
 */
import { exc, NativeObject, type PyClass, type PyValue, pyError } from '../../engine/api';

export type DType = 'int64' | 'int32' | 'int16' | 'int8' | 'uint8' | 'float64' | 'float32' | 'float16' | 'bool';

export type Storage = BigInt64Array | Int32Array | Int16Array | Int8Array | Uint8Array | Float64Array | Float32Array;

export function isFloatDtype(d: DType): boolean {
  return d === 'float64' || d === 'float32' || d === 'float16';
}

export function allocate(dtype: DType, n: number): Storage {
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
      return new Float32Array(n);
  }
}

const intRanges: Partial<Record<DType, [bigint, bigint]>> = {
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  int16: [-(2n ** 15n), 2n ** 15n - 1n],
  int8: [-128n, 127n],
  uint8: [0n, 255n],
};

/** A scalar as the element type stores it; Python ints out of range raise as torch does. */
export function toElement(dtype: DType, v: number | bigint | boolean): number | bigint {
  if (dtype === 'bool') return (typeof v === 'bigint' ? v !== 0n : Boolean(v)) ? 1 : 0;
  if (isFloatDtype(dtype)) return typeof v === 'bigint' ? Number(v) : Number(v);
  let i: bigint;
  if (typeof v === 'bigint') {
    i = v;
    const range = intRanges[dtype] as [bigint, bigint];
    if (i < range[0] || i > range[1])
      throw pyError(exc.RuntimeError, `value cannot be converted to type ${dtype === 'int64' ? 'int64_t' : dtype} without overflow`);
  } else if (typeof v === 'boolean') i = v ? 1n : 0n;
  else {
    if (!Number.isFinite(v)) throw pyError(exc.RuntimeError, `value cannot be converted to type ${dtype} without overflow`);
    i = BigInt(Math.trunc(v));
  }
  return dtype === 'int64' ? i : Number(BigInt.asIntN(64, i));
}

export class Tensor extends NativeObject {
  constructor(
    readonly type: PyClass,
    readonly dtype: DType,
    public storage: Storage,
    readonly shape: readonly number[],
    readonly strides: readonly number[],
    readonly offset: number,
  ) {
    super();
  }

  get cls(): PyClass {
    return this.type;
  }

  get numel(): number {
    return this.shape.reduce((a, b) => a * b, 1);
  }

  /** Storage positions of every element, in row-major order. */
  positions(): number[] {
    const out: number[] = [];
    const walk = (dim: number, base: number) => {
      if (dim === this.shape.length) {
        out.push(base);
        return;
      }
      for (let i = 0; i < this.shape[dim]; i++) walk(dim + 1, base + i * this.strides[dim]);
    };
    walk(0, this.offset);
    return out;
  }

  /** Elements in row-major order, as JS numbers/bigints. */
  values(): (number | bigint)[] {
    return this.positions().map((p) => this.storage[p]);
  }
}

export function elementToPython(dtype: DType, x: number | bigint): PyValue {
  if (dtype === 'bool') return x !== 0;
  if (isFloatDtype(dtype)) return Number(x);
  return typeof x === 'bigint' ? x : BigInt(x);
}

/** Splits a flat row-major list into nested lists of `shape` (a scalar for shape []). */
export function nest<T>(shape: readonly number[], flat: T[]): T | T[] | unknown {
  if (shape.length === 0) return flat[0];
  const walk = (dim: number, start: number): unknown => {
    const size = shape.slice(dim + 1).reduce((a, b) => a * b, 1);
    const out: unknown[] = [];
    for (let i = 0; i < shape[dim]; i++) out.push(dim + 1 === shape.length ? flat[start + i] : walk(dim + 1, start + i * size));
    return out;
  };
  return walk(0, 0);
}

export function contiguousStrides(shape: readonly number[]): number[] {
  const strides = new Array<number>(shape.length);
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    strides[i] = s;
    s *= shape[i];
  }
  return strides;
}
