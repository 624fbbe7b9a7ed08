/**
 * Torch's scalar types on CPU: names, categories, type promotion (`torch.promote_types` and
 * `torch.result_type`'s rule for 0-d tensors and Python scalars) and the casts between them,
 * with torch's rounding (float16 and bfloat16 round to nearest even) and its x86 behaviour
 * for float-to-int casts out of range.
 */

export type DType = 'bool' | 'uint8' | 'int8' | 'int16' | 'int32' | 'int64' | 'float16' | 'bfloat16' | 'float32' | 'float64';

/** One element as the kernels see it: bigint for integer and bool dtypes' arithmetic, number for floats. */
export type Elem = number | bigint;

export const allDtypes: readonly DType[] = ['bool', 'uint8', 'int8', 'int16', 'int32', 'int64', 'float16', 'bfloat16', 'float32', 'float64'];

export function isFloat(d: DType): boolean {
  return d === 'float16' || d === 'bfloat16' || d === 'float32' || d === 'float64';
}

export function isIntegral(d: DType, includeBool: boolean): boolean {
  return d === 'bool' ? includeBool : !isFloat(d);
}

/** `torch.LongTensor`, `'Long'` in kernel messages (`"bitwise_and_cpu" not implemented for 'Float'`). */
export const typeNames: Record<DType, string> = {
  bool: 'Bool',
  uint8: 'Byte',
  int8: 'Char',
  int16: 'Short',
  int32: 'Int',
  int64: 'Long',
  float16: 'Half',
  bfloat16: 'BFloat16',
  float32: 'Float',
  float64: 'Double',
};

/** The C type torch names in overflow messages (`value cannot be converted to type uint8_t without overflow`). */
export const cTypeNames: Record<DType, string> = {
  bool: 'bool',
  uint8: 'uint8_t',
  int8: 'int8_t',
  int16: 'int16_t',
  int32: 'int32_t',
  int64: 'int64_t',
  float16: 'c10::Half',
  bfloat16: 'c10::BFloat16',
  float32: 'float',
  float64: 'double',
};

export const itemSize: Record<DType, number> = {
  bool: 1,
  uint8: 1,
  int8: 1,
  int16: 2,
  int32: 4,
  int64: 8,
  float16: 2,
  bfloat16: 2,
  float32: 4,
  float64: 8,
};

const rank: Record<DType, number> = { bool: 0, uint8: 1, int8: 2, int16: 3, int32: 4, int64: 5, float16: 6, bfloat16: 7, float32: 8, float64: 9 };

/** `torch.promote_types(a, b)`. */
export function promoteTypes(a: DType, b: DType): DType {
  if (a === b) return a;
  if (a === 'bool') return b;
  if (b === 'bool') return a;
  if ((a === 'uint8' && b === 'int8') || (a === 'int8' && b === 'uint8')) return 'int16';
  if ((a === 'float16' && b === 'bfloat16') || (a === 'bfloat16' && b === 'float16')) return 'float32';
  return rank[a] > rank[b] ? a : b;
}

/** One operand of an operation, as `torch.result_type` classifies it. */
export type Operand = { kind: 'tensor'; dtype: DType; ndim: number } | { kind: 'scalar'; value: boolean | bigint | number };

/** torch's `combine_categories`: a lower-priority group decides only when it is of a higher category. */
function combine(higher: DType | undefined, lower: DType | undefined): DType | undefined {
  if (higher === undefined) return lower;
  if (lower === undefined) return higher;
  if (isFloat(higher)) return higher;
  if (higher === 'bool' || isFloat(lower)) return promoteTypes(higher, lower);
  return higher;
}

/**
 * The dtype an operation computes in (`torch.result_type`): dimensioned tensors decide, unless
 * a 0-d tensor or a Python scalar is of a higher category (bool < integer < floating), in which
 * case that one decides (a Python float as the default dtype, float32).
 */
export function resultType(operands: readonly Operand[]): DType {
  let dim: DType | undefined;
  let zero: DType | undefined;
  let wrapped: DType | undefined;
  const merge = (acc: DType | undefined, d: DType) => (acc === undefined ? d : promoteTypes(acc, d));
  for (const op of operands) {
    if (op.kind === 'tensor') {
      if (op.ndim > 0) dim = merge(dim, op.dtype);
      else zero = merge(zero, op.dtype);
    } else {
      const d: DType = typeof op.value === 'boolean' ? 'bool' : typeof op.value === 'bigint' ? 'int64' : 'float32';
      wrapped = merge(wrapped, d);
    }
  }
  return combine(dim, combine(zero, wrapped)) as DType;
}

// ---- rounding to the narrow float types ---------------------------------------------

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** Rounds to bfloat16 (nearest even), kept as a JS number. */
export function roundBf16(x: number): number {
  if (Number.isNaN(x)) return x;
  f32[0] = x;
  const bits = u32[0];
  const rounded = (bits + 0x7fff + ((bits >>> 16) & 1)) >>> 0;
  u32[0] = rounded & 0xffff0000;
  return f32[0];
}

/** Rounds to IEEE half precision (nearest even, overflow to infinity), kept as a JS number. */
export function roundHalf(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const ax = Math.abs(x);
  if (ax >= 65520) return x > 0 ? Infinity : -Infinity;
  // The spacing of the half-precision grid at this magnitude (subnormals share 2^-24).
  let e = Math.floor(Math.log2(ax));
  if (2 ** e > ax) e -= 1;
  else if (2 ** (e + 1) <= ax) e += 1;
  const q = 2 ** (Math.max(e, -14) - 10);
  const n = ax / q;
  const floor = Math.floor(n);
  const rest = n - floor;
  const r = rest > 0.5 || (rest === 0.5 && floor % 2 === 1) ? floor + 1 : floor;
  return Math.sign(x) * r * q;
}

/** A double rounded to the storage precision of a float dtype. */
export function roundFloat(d: DType, x: number): number {
  switch (d) {
    case 'float32':
      return Math.fround(x);
    case 'float16':
      return roundHalf(x);
    case 'bfloat16':
      return roundBf16(x);
    default:
      return x;
  }
}

// ---- casts -----------------------------------------------------------------------

const INT64_MIN = -(2n ** 63n);

/** Float to int the way x86 truncating conversions do: out of range or NaN gives the minimum. */
function floatToInt(x: number, bits: 32 | 64): bigint {
  if (Number.isNaN(x)) return bits === 64 ? INT64_MIN : -(2n ** 31n);
  const t = Math.trunc(x);
  const limit = 2 ** (bits - 1);
  if (t >= limit || t < -limit) return bits === 64 ? INT64_MIN : -(2n ** 31n);
  return BigInt(t);
}

/** Wraps an integer to a dtype's width (two's complement), as C casts between integer types do. */
export function wrapInt(d: DType, i: bigint): bigint {
  switch (d) {
    case 'bool':
      return i !== 0n ? 1n : 0n;
    case 'uint8':
      return BigInt.asUintN(8, i);
    case 'int8':
      return BigInt.asIntN(8, i);
    case 'int16':
      return BigInt.asIntN(16, i);
    case 'int32':
      return BigInt.asIntN(32, i);
    default:
      return BigInt.asIntN(64, i);
  }
}

/**
 * An element of dtype `from` converted to dtype `to`, in `to`'s compute form (number for
 * floats, bigint for integers and bool), with C++ cast semantics (wrapping, truncation).
 */
export function cast(from: DType, x: Elem, to: DType): Elem {
  if (to === 'bool') return (typeof x === 'bigint' ? x !== 0n : x !== 0) ? 1n : 0n;
  if (isFloat(to)) return roundFloat(to, Number(x));
  if (typeof x === 'bigint') return wrapInt(to, x);
  if (isFloat(from) || typeof x === 'number') {
    const i = floatToInt(x as number, to === 'int64' ? 64 : 32);
    return wrapInt(to, i);
  }
  return wrapInt(to, BigInt(x));
}

/** A Python scalar in a dtype's compute form (casting as torch does for operands: wrapping). */
export function scalarElem(v: boolean | bigint | number, to: DType): Elem {
  if (typeof v === 'boolean') return cast('bool', v ? 1n : 0n, to);
  if (typeof v === 'bigint') return cast('int64', v, to);
  return cast('float64', v, to);
}
