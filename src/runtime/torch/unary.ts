/**
 * Unary elementwise operations. Floating functions (`exp`, `log`, `sqrt`, `sigmoid`...)
 * compute integer input in float32, as torch does; `neg`, `abs`, `floor`... keep the dtype;
 * tests (`isnan`, `logical_not`) give bool. Float32 results are the correctly rounded ones
 * (torch's MKL kernels agree almost always); `sigmoid` uses SLEEF's exp, as torch's kernel does.
 */
import { exc, pyError } from '../../engine/api';
import { cast, type DType, type Elem, isFloat, roundFloat, typeNames } from './dtype';
import { checkWrite } from './overlap';
import { expf } from './sleef';
import { fromValues, type Tensor } from './tensor';

/** `vector`: whether torch computes this element in its vector loop (see `vectorChunk`). */
type FloatFn = (x: number, d: DType, vector: boolean) => number;

/**
 * torch's contiguous elementwise loop runs whole chunks of two 16-float vectors and finishes
 * the remaining elements with the scalar function: for functions whose vector form differs
 * (sigmoid's SLEEF exp), the element's position decides how it rounds.
 */
const vectorChunk = 32;

const roundHalfEven = (x: number) => {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
};

const expOf = (x: number, d: DType, vector: boolean) => (d === 'float32' && vector ? expf(x) : roundFloat(d, Math.exp(x)));

/** Functions computed in floating point (integer inputs become float32). */
export const floatFunctions: Record<string, FloatFn> = {
  exp: (x) => Math.exp(x),
  exp2: (x) => 2 ** x,
  expm1: (x) => Math.expm1(x),
  log: (x) => Math.log(x),
  log2: (x) => Math.log2(x),
  log10: (x) => Math.log10(x),
  log1p: (x) => Math.log1p(x),
  sqrt: (x) => Math.sqrt(x),
  rsqrt: (x, d) => 1 / roundFloat(d, Math.sqrt(x)),
  sin: (x) => Math.sin(x),
  cos: (x) => Math.cos(x),
  tan: (x) => Math.tan(x),
  asin: (x) => Math.asin(x),
  acos: (x) => Math.acos(x),
  atan: (x) => Math.atan(x),
  sinh: (x) => Math.sinh(x),
  cosh: (x) => Math.cosh(x),
  tanh: (x) => Math.tanh(x),
  sigmoid: (x, d, vector) => 1 / roundFloat(d, 1 + expOf(-x, d, vector)),
  reciprocal: (x) => 1 / x,
  silu: (x, d, vector) => x / roundFloat(d, 1 + expOf(-x, d, vector)),
  // torch's kernel is vectorised to the last element: SLEEF's exp throughout.
  logsigmoid: (x, d) => Math.min(x, 0) - roundFloat(d, Math.log1p(expOf(-Math.abs(x), d, true))),
};

/** Functions that keep an integer dtype (and work on floats too). */
const sameFunctions: Record<string, { float: (x: number) => number; int: (x: bigint) => bigint }> = {
  neg: { float: (x) => -x, int: (x) => -x },
  abs: { float: Math.abs, int: (x) => (x < 0n ? -x : x) },
  sign: { float: (x) => (Number.isNaN(x) ? x : x > 0 ? 1 : x < 0 ? -1 : 0), int: (x) => (x > 0n ? 1n : x < 0n ? -1n : 0n) },
  floor: { float: Math.floor, int: (x) => x },
  ceil: { float: Math.ceil, int: (x) => x },
  round: { float: roundHalfEven, int: (x) => x },
  trunc: { float: Math.trunc, int: (x) => x },
  square: { float: (x) => x * x, int: (x) => x * x },
  // `clamp_min(x, 0)`: -0.0 stays -0.0.
  relu: { float: (x) => (Number.isNaN(x) ? x : x < 0 ? 0 : x), int: (x) => (x > 0n ? x : 0n) },
  positive: { float: (x) => x, int: (x) => x },
};

/** Tests that give bool. */
const tests: Record<string, (x: Elem) => boolean> = {
  isnan: (x) => typeof x === 'number' && Number.isNaN(x),
  isinf: (x) => typeof x === 'number' && !Number.isFinite(x) && !Number.isNaN(x),
  isfinite: (x) => typeof x !== 'number' || Number.isFinite(x),
  isposinf: (x) => x === Infinity,
  isneginf: (x) => x === -Infinity,
  logical_not: (x) => x === 0 || x === 0n,
  signbit: (x) => (typeof x === 'number' ? x < 0 || Object.is(x, -0) : x < 0n),
};

export const unaryNames = [...Object.keys(floatFunctions), ...Object.keys(sameFunctions), ...Object.keys(tests), 'bitwise_not', 'frac'];

/** Computes a unary function's result values and dtype. */
/** Kernels torch does not build for bool input, by the name its error gives them. */
const boolKernels: Record<string, string> = { abs: 'abs_cpu', floor: 'floor_vml_cpu', ceil: 'ceil_vml_cpu', trunc: 'trunc_vml_cpu', round: 'round_vml_cpu' };

function notImplemented(kernel: string, d: DType): never {
  throw pyError(exc.NotImplementedError, `"${kernel}" not implemented for '${typeNames[d]}'`);
}

/** Computes a unary function's result values and dtype; `operator` when it comes from `~t` (another message). */
export function unaryValues(name: string, t: Tensor, operator = false): { dtype: DType; values: Elem[] } {
  const from = t.dtype;
  if (name in tests) return { dtype: 'bool', values: t.values().map((x) => (tests[name](x) ? 1n : 0n)) };
  if (name === 'bitwise_not') {
    if (isFloat(from)) {
      if (operator) throw pyError(exc.TypeError, '~ (operator.invert) is only implemented on integer and Boolean-type tensors');
      notImplemented('bitwise_not_cpu', from);
    }
    return { dtype: from, values: t.values().map((x) => (from === 'bool' ? (x === 0n ? 1n : 0n) : cast('int64', ~(x as bigint), from))) };
  }
  if (from === 'bool') {
    if (name === 'neg')
      throw pyError(
        exc.RuntimeError,
        'Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.',
      );
    if (name === 'relu') throw pyError(exc.RuntimeError, 'Boolean inputs not supported for relu');
    if (name in boolKernels) notImplemented(boolKernels[name], from);
    if (name === 'square') return { dtype: 'int64', values: t.values() };
  }
  if (name === 'frac') {
    if (!isFloat(from)) notImplemented('frac_cpu', from);
    return { dtype: from, values: t.values().map((x) => roundFloat(from, (x as number) - Math.trunc(x as number))) };
  }
  const same = sameFunctions[name];
  if (same) {
    if (isFloat(from)) return { dtype: from, values: t.values().map((x) => roundFloat(from, same.float(x as number))) };
    if (from === 'bool') return { dtype: from, values: t.values() };
    return { dtype: from, values: t.values().map((x) => cast('int64', same.int(x as bigint), from)) };
  }
  const fn = floatFunctions[name];
  const d: DType = isFloat(from) ? from : 'float32';
  // float16/bfloat16 compute in float32 and round once.
  const opmath: DType = d === 'float16' || d === 'bfloat16' ? 'float32' : d;
  const values = t.values();
  const cut = values.length - (values.length % vectorChunk);
  // rsqrt on a narrow float takes the square root in that type first (c10's sqrt overload).
  const inner = name === 'rsqrt' ? d : opmath;
  return { dtype: d, values: values.map((x, i) => roundFloat(d, roundFloat(opmath, fn(Number(cast(from, x, opmath)), inner, i < cut)))) };
}

/** `name(t)` as a new tensor. */
export function unary(name: string, t: Tensor, operator = false): Tensor {
  const r = unaryValues(name, t, operator);
  return fromValues(r.dtype, t.shape, r.values);
}

/** `t.name_()`: in place, refusing a float result in an integer tensor. */
export function unaryInplace(name: string, t: Tensor): Tensor {
  checkWrite(t, []);
  const r = unaryValues(name, t);
  if (r.dtype !== t.dtype) {
    throw pyError(exc.RuntimeError, `result type ${typeNames[r.dtype]} can't be cast to the desired output type ${typeNames[t.dtype]}`);
  }
  t.write(t.positions(), r.values);
  return t;
}
