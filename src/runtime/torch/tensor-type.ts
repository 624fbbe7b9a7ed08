/**
 * `torch.Tensor` as Python sees it: operators (with reflected and in-place forms), `len`,
 * iteration, indexing, truthiness, `int()`/`float()`/`bool()` of one element, attributes
 * (`shape`, `dtype`, `T`...) and the methods that read or convert; its trace view is in
 * value-kind.ts.
 */
import { exc, isNumber, type PyValue, pyError } from '../../engine/api';
import { isFloat, itemSize } from './dtype';
import { cpuDevice, dtypeObject, sizeOf } from './dtype-objects';
import { type Arg, binary, binaryInplace, operatorOps } from './elementwise';
import { tensorRepr } from './format';
import { getIndex, setIndex } from './indexing';
import { matmul } from './linalg';
import { plainNumber } from './scalars';
import { reversed, transpose, unbind } from './shape';
import { type Tensor, tensorType } from './tensor';
import { installTensorMethods } from './tensor-methods';
import { unary } from './unary';
import { tensorKind } from './value-kind';

/** A Python operator applied to a tensor (`t + 1`, `1 - t`, `t += 1`, `-t`, `t @ u`...). */
function operator(op: string, self: Tensor, given: PyValue, reflected: boolean): PyValue | undefined {
  const other = plainNumber(given);
  if (op === 'unary-') return unary('neg', self);
  if (op === 'unary+') return self;
  if (op === 'unary~') return unary('bitwise_not', self, true);
  if (op === 'abs') return unary('abs', self);
  const inplace = op.endsWith('=') && !['==', '!=', '<=', '>='].includes(op);
  const base = inplace ? op.slice(0, -1) : op;
  if (base === '@') {
    if (!(other instanceof (self.constructor as typeof Tensor))) return undefined;
    return reflected ? matmul(other, self) : matmul(self, other);
  }
  const kernel = operatorOps[base];
  if (!kernel) return undefined;
  const isTensor = other instanceof (self.constructor as typeof Tensor);
  if (!isTensor && !isNumber(other)) {
    if (base === '==') return false;
    if (base === '!=') return true;
    return undefined;
  }
  const o = other as Arg;
  if (inplace) return binaryInplace(kernel, self, o);
  // `Tensor.__rtruediv__` is `self.reciprocal() * other`.
  if (reflected && base === '/' && !isTensor) return binary('mul', unary('reciprocal', self), o);
  return reflected ? binary(kernel, o, self) : binary(kernel, self, o);
}

function attribute(t: Tensor, name: string): PyValue | undefined {
  switch (name) {
    case 'shape':
      return sizeOf(t.shape);
    case 'dtype':
      return dtypeObject(t.dtype);
    case 'ndim':
      return BigInt(t.ndim);
    case 'T':
      return reversed(t);
    case 'mT':
      if (t.ndim < 2) throw pyError(exc.RuntimeError, `tensor.mT is only supported on matrices or batches of matrices. Got ${t.ndim}-D tensor.`);
      return transpose(t, -2, -1);
    case '_base':
      return t.base;
    case 'data':
      return t.viewAs(t.shape, t.strides, t.offset);
    case 'device':
      return cpuDevice;
    case 'requires_grad':
    case 'is_cuda':
    case 'is_sparse':
    case 'is_quantized':
    case 'is_meta':
      return false;
    case 'is_leaf':
    case 'is_cpu':
      return true;
    case 'grad':
    case 'grad_fn':
    case 'names':
      return null;
    case 'itemsize':
      return BigInt(itemSize[t.dtype]);
    case 'nbytes':
      return BigInt(itemSize[t.dtype] * t.numel);
  }
  return undefined;
}

/** Installs the slots and the plain methods on `torch.Tensor`. */
export function installTensorType(): void {
  const slots = tensorType.slots;
  slots.repr = (s) => tensorRepr(s as Tensor);
  slots.len = (s) => {
    const t = s as Tensor;
    if (t.ndim === 0) throw pyError(exc.TypeError, 'len() of a 0-d tensor');
    return t.shape[0];
  };
  slots.iter = (s) => {
    const t = s as Tensor;
    if (t.ndim === 0) throw pyError(exc.TypeError, 'iteration over a 0-d tensor');
    return unbind(t, 0);
  };
  slots.getitem = (s, key) => getIndex(s as Tensor, key);
  slots.setitem = (s, key, value) => setIndex(s as Tensor, key, value);
  slots.bool = (s) => {
    const t = s as Tensor;
    if (t.numel === 0) throw pyError(exc.RuntimeError, 'Boolean value of Tensor with no values is ambiguous');
    if (t.numel > 1) throw pyError(exc.RuntimeError, 'Boolean value of Tensor with more than one value is ambiguous');
    const v = t.values()[0];
    return v !== 0n && v !== 0;
  };
  slots.getattr = (s, name) => attribute(s as Tensor, name);
  slots.setattr = (s, name, value) => {
    if (name === 'requires_grad') {
      if (value === false) return;
      if (!isFloat((s as Tensor).dtype)) throw pyError(exc.RuntimeError, 'only Tensors of floating point and complex dtype can require gradients');
      throw pyError(exc.NotImplementedError, 'autograd (requires_grad=True) is not supported by this explainer');
    }
    throw pyError(exc.AttributeError, `attribute '${name}' of 'torch._C.TensorBase' objects is not writable`);
  };
  slots.binop = (op, s, other, reflected) => operator(op, s as Tensor, other, reflected);
  slots.valueKind = tensorKind;
  installTensorMethods();
}
