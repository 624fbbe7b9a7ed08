/**
 * Binary elementwise operations with broadcasting and torch's type promotion: arithmetic
 * (`+ - * / // % **`), comparisons, bitwise and logical operators, `maximum`/`minimum`,
 * and their in-place forms (`add_`, `t += x`), which write through views into the shared
 * storage and refuse a result type the tensor cannot hold, as torch does.
 */
import { exc, pyError } from '../../engine/api';
import { broadcastPositions, broadcastShapes } from './broadcast';
import { cast, type DType, type Elem, isFloat, type Operand, resultType, roundFloat, scalarElem, typeNames } from './dtype';
import { checkWrite } from './overlap';
import { fma, fmaf } from './sleef';
import { fromValues, type Tensor } from './tensor';

/** An operand: a tensor or a Python number. */
export type Arg = Tensor | boolean | bigint | number;

export type BinaryOp =
  | 'add'
  | 'sub'
  | 'mul'
  | 'div'
  | 'floor_divide'
  | 'trunc_divide'
  | 'remainder'
  | 'fmod'
  | 'pow'
  | 'eq'
  | 'ne'
  | 'lt'
  | 'le'
  | 'gt'
  | 'ge'
  | 'bitwise_and'
  | 'bitwise_or'
  | 'bitwise_xor'
  | 'lshift'
  | 'rshift'
  | 'logical_and'
  | 'logical_or'
  | 'logical_xor'
  | 'maximum'
  | 'minimum';

const comparisons = new Set<BinaryOp>(['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'logical_and', 'logical_or', 'logical_xor']);
const bitwise = new Set<BinaryOp>(['bitwise_and', 'bitwise_or', 'bitwise_xor', 'lshift', 'rshift']);

/** The kernel names in torch's "not implemented for 'Float'" messages. */
const kernelNames: Partial<Record<BinaryOp, string>> = {
  bitwise_and: 'bitwise_and_cpu',
  bitwise_or: 'bitwise_or_cpu',
  bitwise_xor: 'bitwise_xor_cpu',
  lshift: 'lshift_cpu',
  rshift: 'rshift_cpu',
  floor_divide: 'div_floor_cpu',
  trunc_divide: 'div_trunc_cpu',
  remainder: 'remainder_cpu',
  fmod: 'fmod_cpu',
};

export function isTensorArg(a: Arg): a is Tensor {
  return typeof a === 'object';
}

export function operand(a: Arg): Operand {
  return isTensorArg(a) ? { kind: 'tensor', dtype: a.dtype, ndim: a.ndim } : { kind: 'scalar', value: a };
}

/** The dtype `op` computes in for these operands (true division of integers computes in float32). */
export function computeDtype(op: BinaryOp, args: readonly Arg[]): DType {
  const common = resultType(args.map(operand));
  if (op === 'div' && !isFloat(common)) return 'float32';
  return common;
}

function checkSupported(op: BinaryOp, dtype: DType, a: Arg, b: Arg): void {
  if (bitwise.has(op) && isFloat(dtype)) throw pyError(exc.NotImplementedError, `"${kernelNames[op]}" not implemented for '${typeNames[dtype]}'`);
  if (dtype === 'bool' && (op === 'floor_divide' || op === 'trunc_divide' || op === 'remainder' || op === 'fmod'))
    throw pyError(exc.NotImplementedError, `"${kernelNames[op]}" not implemented for '${typeNames[dtype]}'`);
  if (op === 'sub') {
    const isBool = (x: Arg) => (isTensorArg(x) ? x.dtype === 'bool' : typeof x === 'boolean');
    if (isBool(a) && isBool(b))
      throw pyError(
        exc.RuntimeError,
        'Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.',
      );
    if (isBool(a) || isBool(b))
      throw pyError(
        exc.RuntimeError,
        'Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.',
      );
  }
  if (op === 'pow' && !isFloat(dtype) && !isTensorArg(b) && typeof b === 'bigint' && b < 0n)
    throw pyError(exc.RuntimeError, 'Integers to negative integer powers are not allowed.');
}

function powInt(base: bigint, exp: bigint): bigint {
  if (exp < 0n) return base === 1n ? 1n : base === -1n ? (exp % 2n === 0n ? 1n : -1n) : 0n;
  let result = 1n;
  let b = BigInt.asIntN(64, base);
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = BigInt.asIntN(64, result * b);
    b = BigInt.asIntN(64, b * b);
    e >>= 1n;
  }
  return result;
}

/** `x ** e` for a float tensor and a scalar exponent, with torch's special cases (x*x, sqrt, 1/x...). */
function powScalar(d: DType, x: number, e: number): number {
  // float16 takes the generic kernel (`std::pow`, so `(-0.0) ** 0.5` is +0); bfloat16 the special
  // cases with each step rounded to bfloat16.
  if (d === 'float16') return roundFloat('float32', cPow(x, e));
  const r = (v: number) => roundFloat(d, v);
  if (e === 2) return r(x * x);
  if (e === 3) return r(r(x * x) * x);
  if (e === 0.5) return r(Math.sqrt(x));
  if (e === -0.5) return r(1 / r(Math.sqrt(x)));
  if (e === -1) return r(1 / x);
  if (e === -2) return r(1 / r(x * x));
  return r(cPow(x, e));
}

/** C's `pow`: 1 for a base of 1 (even to NaN) and for a base of -1 to an infinite power, where JS's `**` gives NaN. */
function cPow(x: number, e: number): number {
  if (x === 1 || (x === -1 && !Number.isFinite(e) && !Number.isNaN(e))) return 1;
  return x ** e;
}

type FloatFn = (a: number, b: number, d: DType) => number | boolean;
type IntFn = (a: bigint, b: bigint) => bigint | boolean;

const zeroDivision = () => pyError(exc.RuntimeError, 'ZeroDivisionError');

const floatOps: Record<BinaryOp, FloatFn> = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  floor_divide: (a, b, d) => {
    const r = (v: number) => roundFloat(d, v);
    if (b === 0) return a / b;
    const mod = a % b;
    let div = r(r(a - mod) / b);
    if (mod !== 0 && b < 0 !== mod < 0) div = r(div - 1);
    if (div === 0) return Object.is(Math.sign(a / b), -0) || a / b < 0 ? -0 : 0;
    let floor = Math.floor(div);
    if (r(div - floor) > 0.5) floor += 1;
    return floor;
  },
  trunc_divide: (a, b) => Math.trunc(a / b),
  remainder: (a, b, d) => {
    let mod = a % b;
    if (mod !== 0 && b < 0 !== mod < 0) mod = roundFloat(d, mod + b);
    return mod;
  },
  fmod: (a, b) => a % b,
  pow: (a, b) => cPow(a, b),
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  lt: (a, b) => a < b,
  le: (a, b) => a <= b,
  gt: (a, b) => a > b,
  ge: (a, b) => a >= b,
  bitwise_and: () => 0,
  bitwise_or: () => 0,
  bitwise_xor: () => 0,
  lshift: () => 0,
  rshift: () => 0,
  logical_and: (a, b) => a !== 0 && b !== 0,
  logical_or: (a, b) => a !== 0 || b !== 0,
  logical_xor: (a, b) => (a !== 0) !== (b !== 0),
  // `std::max`/`std::min`: equal values (signed zeros) give the first operand.
  maximum: (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? Number.NaN : a < b ? b : a),
  minimum: (a, b) => (Number.isNaN(a) || Number.isNaN(b) ? Number.NaN : b < a ? b : a),
};

const intOps: Record<BinaryOp, IntFn> = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: () => 0n,
  floor_divide: (a, b) => {
    if (b === 0n) throw zeroDivision();
    const q = a / b;
    return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
  },
  trunc_divide: (a, b) => {
    if (b === 0n) throw zeroDivision();
    return a / b;
  },
  remainder: (a, b) => {
    if (b === 0n) throw zeroDivision();
    const r = a % b;
    return r !== 0n && r < 0n !== b < 0n ? r + b : r;
  },
  fmod: (a, b) => {
    if (b === 0n) throw zeroDivision();
    return a % b;
  },
  pow: powInt,
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  lt: (a, b) => a < b,
  le: (a, b) => a <= b,
  gt: (a, b) => a > b,
  ge: (a, b) => a >= b,
  bitwise_and: (a, b) => a & b,
  bitwise_or: (a, b) => a | b,
  bitwise_xor: (a, b) => a ^ b,
  lshift: (a, b) => (b >= 64n || b < 0n ? 0n : a << b),
  rshift: (a, b) => (b >= 64n || b < 0n ? (a < 0n ? -1n : 0n) : a >> b),
  logical_and: (a, b) => a !== 0n && b !== 0n,
  logical_or: (a, b) => a !== 0n || b !== 0n,
  logical_xor: (a, b) => (a !== 0n) !== (b !== 0n),
  // biome-ignore lint/complexity/useMathMinMax: bigint operands (Math.max does not take them)
  maximum: (a, b) => (b > a ? b : a),
  // biome-ignore lint/complexity/useMathMinMax: bigint operands (Math.min does not take them)
  minimum: (a, b) => (b < a ? b : a),
};

/** Each operand's elements in the compute dtype, broadcast to `shape`. */
/**
 * An operand's values in the compute dtype `dtype`. A tensor of another dtype goes through the
 * common dtype `via` first (TensorIterator casts its inputs to it), unless `via` is null.
 */
function operandValues(a: Arg, shape: readonly number[], dtype: DType, scalarDtype: DType = dtype, via: DType | null = null): Elem[] | Elem {
  if (!isTensorArg(a)) return cast(scalarDtype, scalarElem(a, scalarDtype), dtype);
  const from = a.dtype;
  if (via !== null && via !== from && via !== dtype) return broadcastPositions(a, shape).map((p) => cast(via, cast(from, a.at(p), via), dtype));
  return broadcastPositions(a, shape).map((p) => cast(from, a.at(p), dtype));
}

/**
 * Computes `op(a, b)` elementwise: the result's shape, dtype and values (in compute form,
 * already rounded to the result dtype). `alpha` scales `b` for add/sub.
 */
export function compute(op: BinaryOp, a: Arg, b: Arg, alpha?: Arg): { shape: number[]; dtype: DType; values: Elem[] } {
  // `sub_check` runs before anything else; the other checks after broadcasting.
  if (op === 'sub') checkSupported(op, 'float32', a, b);
  const shape = broadcastShapes(isTensorArg(a) ? a.shape : [], isTensorArg(b) ? b.shape : []);
  const dtype = computeDtype(op, [a, b]);
  checkSupported(op, dtype, a, b);
  const outDtype: DType = comparisons.has(op) ? 'bool' : dtype;
  // float16 and bfloat16 compute in float32 ("opmath"), Python scalars included, and round at the end.
  const opmath: DType = dtype === 'float16' || dtype === 'bfloat16' ? 'float32' : dtype;
  // Only mul/div read a scalar operand at opmath precision (`original_scalar_value<opmath_t>`); add and
  // sub (ufunc kernels) and the others see it in the tensor's dtype.
  const scalarDtype = opmath !== dtype && !['mul', 'div'].includes(op) ? dtype : opmath;
  // The inputs are cast to the common dtype, except a 0-d second operand of mul/div, read as its own value.
  const common = comparisons.has(op) ? null : dtype;
  const x = operandValues(a, shape, opmath, scalarDtype, common);
  const keepsOwn = ['mul', 'div'].includes(op) && isTensorArg(b) && b.ndim === 0;
  let y = operandValues(b, shape, opmath, scalarDtype, keepsOwn ? null : common);
  const n = shape.reduce((p, s) => p * s, 1);
  let fusedAlpha: number | null = null;
  // A scalar `other` is scaled by alpha once, rounded, then added.
  const scalarOther = !isTensorArg(b) || b.ndim === 0;
  if (alpha !== undefined && !isTensorArg(alpha)) {
    // torch's `alpha_check` against the result dtype.
    if (typeof alpha === 'boolean' && dtype !== 'bool') throw pyError(exc.RuntimeError, 'Boolean alpha only supported for Boolean results.');
    if (typeof alpha === 'number' && !isFloat(dtype))
      throw pyError(exc.RuntimeError, 'For integral input tensors, argument alpha must not be a floating point number.');
    const k = scalarElem(alpha, opmath);
    // Float kernels fuse `self + alpha * other` (`vec::fmadd`); integers scale exactly.
    if (isFloat(opmath)) fusedAlpha = (k as number) * (op === 'sub' ? -1 : 1);
    else {
      const scale = (v: Elem) => (v as bigint) * (k as bigint);
      y = Array.isArray(y) ? y.map(scale) : scale(y);
    }
  }
  const values = new Array<Elem>(n);
  const float = isFloat(dtype);
  const powSpecial = op === 'pow' && float && !isTensorArg(b) && isTensorArg(a);
  const ff = floatOps[op];
  const fi = intOps[op];
  for (let i = 0; i < n; i++) {
    const xa = Array.isArray(x) ? x[i] : x;
    const yb = Array.isArray(y) ? y[i] : y;
    let r: number | bigint | boolean;
    if (powSpecial) r = powScalar(dtype === 'float16' || dtype === 'bfloat16' ? dtype : opmath, xa as number, yb as number);
    else if (fusedAlpha !== null) r = addScaled(dtype, xa as number, yb as number, fusedAlpha, scalarOther);
    else if (float) r = ff(xa as number, yb as number, opmath);
    else r = fi(xa as bigint, yb as bigint);
    values[i] = typeof r === 'boolean' ? (r ? 1n : 0n) : float ? roundFloat(outDtype, roundFloat(opmath, r as number)) : cast('int64', r, outDtype);
  }
  return { shape, dtype: outDtype, values };
}

/**
 * `x + alpha * y` as torch's add kernel computes it: fused (`vec::fmadd`), except a float32
 * scalar `y`, scaled and rounded first; in float16/bfloat16 arithmetic (alpha, the product and
 * the sum each rounded to the narrow type).
 */
function addScaled(dtype: DType, x: number, y: number, alpha: number, scalarOther: boolean): number {
  if (dtype === 'float64') return fma(y, alpha, x);
  if (dtype === 'float32') return scalarOther ? Math.fround(x + Math.fround(y * alpha)) : fmaf(y, alpha, x);
  const r = (v: number) => roundFloat(dtype, v);
  return r(x + r(r(alpha) * y));
}

/** `op(a, b)` as a new tensor. */
export function binary(op: BinaryOp, a: Arg, b: Arg, alpha?: Arg): Tensor {
  const r = compute(op, a, b, alpha);
  return fromValues(r.dtype, r.shape, r.values);
}

/** Whether a result of dtype `from` may be written into a tensor of dtype `to` (torch's `canCast`). */
export function canCast(from: DType, to: DType): boolean {
  if (isFloat(from) && !isFloat(to)) return false;
  if (from !== 'bool' && to === 'bool') return false;
  return true;
}

/** `self.op_(other)`: computes, checks the result fits `self`, and writes it into `self`'s storage. */
export function binaryInplace(op: BinaryOp, self: Tensor, other: Arg, alpha?: Arg): Tensor {
  checkWrite(self, isTensorArg(other) ? [other] : []);
  const r = compute(op, self, other, alpha);
  if (!canCast(r.dtype, self.dtype))
    throw pyError(exc.RuntimeError, `result type ${typeNames[r.dtype]} can't be cast to the desired output type ${typeNames[self.dtype]}`);
  if (r.shape.length !== self.shape.length || r.shape.some((s, i) => s !== self.shape[i]))
    throw pyError(exc.RuntimeError, `output with shape [${self.shape.join(', ')}] doesn't match the broadcast shape [${r.shape.join(', ')}]`);
  const to = self.dtype;
  self.write(
    self.positions(),
    r.values.map((v) => cast(r.dtype, v, to)),
  );
  return self;
}

/** Python operators on tensors, as the engine names them. */
export const operatorOps: Record<string, BinaryOp> = {
  '+': 'add',
  '-': 'sub',
  '*': 'mul',
  '/': 'div',
  '//': 'floor_divide',
  '%': 'remainder',
  '**': 'pow',
  '&': 'bitwise_and',
  '|': 'bitwise_or',
  '^': 'bitwise_xor',
  '<<': 'lshift',
  '>>': 'rshift',
  '==': 'eq',
  '!=': 'ne',
  '<': 'lt',
  '<=': 'le',
  '>': 'gt',
  '>=': 'ge',
};
