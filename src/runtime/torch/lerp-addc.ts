/**
 * Three-operand pointwise ops optimiser code uses: `lerp` (torch's two-sided formula, from the
 * nearer end, fused), `addcmul` (`value * t1` rounded, then fused with `* t2 + self`) and
 * `addcdiv` (`self + (value * t1) / t2`, each step rounded), matching torch's CPU kernels
 * element for element; float16/bfloat16 compute in float32 and round once at the end.
 */
import { exc, pyError } from '../../engine/api';
import { broadcastPositions, broadcastShapes } from './broadcast';
import { cast, type DType, type Elem, isFloat, type Operand, resultType, roundFloat, typeNames, wrapInt } from './dtype';
import { type Arg, canCast, isTensorArg } from './elementwise';
import { checkWrite } from './overlap';
import { arg, def } from './registry';
import { fma, fmaf } from './sleef';
import { fromValues, type Tensor } from './tensor';

/** The C type names torch's dtype-mismatch messages use. */
const cNames: Partial<Record<DType, string>> = { float32: 'float', float64: 'double', float16: 'c10::Half', bfloat16: 'c10::BFloat16', int64: 'long int' };

type Kernel = (dtype: DType, x: Elem, y: Elem, z: Elem) => Elem;

/** The float arithmetic of `dtype`'s kernels: float64 in double, the rest in float32. */
function ops(dtype: DType) {
  const wide = dtype === 'float64';
  return { r: wide ? (x: number) => x : Math.fround, fused: wide ? fma : fmaf };
}

const lerpKernel: Kernel = (dtype, self, end, weight) => {
  const { r, fused } = ops(dtype);
  const [a, b, w] = [self as number, end as number, r(weight as number)];
  const diff = r(b - a);
  return Math.abs(w) < 0.5 ? fused(w, diff, a) : fused(-diff, r(1 - w), b);
};

function addcmulKernel(value: number | bigint): Kernel {
  return (dtype, self, t1, t2) => {
    // An integral op takes the value truncated to an integer, as torch converts it.
    if (!isFloat(dtype)) return wrapInt(dtype, BigInt(self) + BigInt(Math.trunc(Number(value))) * BigInt(t1) * BigInt(t2));
    const { r, fused } = ops(dtype);
    return fused(r(r(Number(value)) * (t1 as number)), t2 as number, self as number);
  };
}

function addcdivKernel(value: number | bigint): Kernel {
  return (dtype, self, t1, t2) => {
    const { r } = ops(dtype);
    return r((self as number) + r(r(r(Number(value)) * (t1 as number)) / (t2 as number)));
  };
}

/** Applies `kernel` over three broadcast operands (the third may be a number), giving dtype and values. */
function apply(name: string, a: Tensor, b: Tensor, c: Arg, kernel: Kernel, floatsOnly: boolean) {
  const operands: Operand[] = [a, b, c].map((x) => (isTensorArg(x) ? { kind: 'tensor', dtype: x.dtype, ndim: x.ndim } : { kind: 'scalar', value: x }));
  // lerp computes in its input's dtype (`end` must match it); the addc ops promote.
  const dtype = floatsOnly ? a.dtype : resultType(operands);
  if (floatsOnly) {
    if (b.dtype !== a.dtype)
      throw pyError(exc.RuntimeError, `expected dtype ${cNames[a.dtype] ?? a.dtype} for \`end\` but got dtype ${cNames[b.dtype] ?? b.dtype}`);
    if (!isFloat(dtype)) throw pyError(exc.NotImplementedError, `"${name}_kernel_scalar" not implemented for '${typeNames[dtype]}'`);
  }
  const shape = isTensorArg(c) ? broadcastShapes(a.shape, b.shape, c.shape) : broadcastShapes(a.shape, b.shape);
  if (name === 'addcmul' && dtype === 'bool') throw pyError(exc.NotImplementedError, `"addcmul_cpu_out" not implemented for 'Bool'`);
  const pa = broadcastPositions(a, shape);
  const pb = broadcastPositions(b, shape);
  const pc = isTensorArg(c) ? broadcastPositions(c, shape) : null;
  const compute: DType = dtype === 'float16' || dtype === 'bfloat16' ? 'float32' : dtype;
  const values = pa.map((p, i) => {
    const x = cast(a.dtype, a.at(p), compute);
    const y = cast(b.dtype, b.at(pb[i]), compute);
    const z = pc && isTensorArg(c) ? cast(c.dtype, c.at(pc[i]), compute) : (c as Elem);
    const v = kernel(compute, x, y, z);
    return compute === dtype ? v : roundFloat(dtype, v as number);
  });
  return { dtype, shape, values };
}

function outOfPlace(r: ReturnType<typeof apply>): Tensor {
  return fromValues(r.dtype, r.shape, r.values);
}

function inPlace(self: Tensor, others: Tensor[], r: ReturnType<typeof apply>): Tensor {
  checkWrite(self, others);
  if (!canCast(r.dtype, self.dtype))
    throw pyError(exc.RuntimeError, `result type ${typeNames[r.dtype]} can't be cast to the desired output type ${typeNames[self.dtype]}`);
  if (r.shape.length !== self.ndim || r.shape.some((s, i) => s !== self.shape[i]))
    throw pyError(exc.RuntimeError, `output with shape [${self.shape.join(', ')}] doesn't match the broadcast shape [${r.shape.join(', ')}]`);
  self.write(
    self.positions(),
    r.values.map((v) => cast(r.dtype, v, self.dtype)),
  );
  return self;
}

function checkIntegerDivision(dtypes: DType[]): void {
  if (dtypes.every((d) => !isFloat(d)))
    throw pyError(
      exc.RuntimeError,
      'Integer division with addcdiv is no longer supported, and in a future  release addcdiv will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), for all dtypes.',
    );
}

export function defineLerpAddc(): void {
  const lerpSigs = ['Tensor end, Tensor weight', 'Tensor end, Scalar weight'];
  def('lerp', lerpSigs, (self, b) => outOfPlace(apply('lerp', self, b.get('end') as Tensor, arg(b, 'weight'), lerpKernel, true)));
  def(
    'lerp_',
    lerpSigs,
    (self, b) => inPlace(self, [b.get('end') as Tensor], apply('lerp', self, b.get('end') as Tensor, arg(b, 'weight'), lerpKernel, true)),
    'method',
  );
  const addcSigs = ['Tensor tensor1, Tensor tensor2, *, Scalar value=1'];
  const value = (b: { get: (n: string) => unknown }) => b.get('value') as number | bigint;
  def('addcmul', addcSigs, (self, b) =>
    outOfPlace(apply('addcmul', self, b.get('tensor1') as Tensor, b.get('tensor2') as Tensor, addcmulKernel(value(b)), false)),
  );
  def(
    'addcmul_',
    addcSigs,
    (self, b) => {
      const [t1, t2] = [b.get('tensor1') as Tensor, b.get('tensor2') as Tensor];
      return inPlace(self, [t1, t2], apply('addcmul', self, t1, t2, addcmulKernel(value(b)), false));
    },
    'method',
  );
  def('addcdiv', addcSigs, (self, b) => {
    const [t1, t2] = [b.get('tensor1') as Tensor, b.get('tensor2') as Tensor];
    checkIntegerDivision([t1.dtype, t2.dtype]);
    return outOfPlace(apply('addcdiv', self, t1, t2, addcdivKernel(value(b)), false));
  });
  def(
    'addcdiv_',
    addcSigs,
    (self, b) => {
      const [t1, t2] = [b.get('tensor1') as Tensor, b.get('tensor2') as Tensor];
      checkIntegerDivision([t1.dtype, t2.dtype]);
      return inPlace(self, [t1, t2], apply('addcdiv', self, t1, t2, addcdivKernel(value(b)), false));
    },
    'method',
  );
}
