/**
 * `torch.Tensor` as Python sees it: operators (with reflected and in-place forms), `len`,
 * iteration, indexing, truthiness, `int()`/`float()`/`bool()` of one element, attributes
 * (`shape`, `dtype`, `T`...) and the methods that read or convert; its trace view is in
 * value-kind.ts.
 */
import { builtin, exc, formatValue, isNumber, PyList, type PyValue, pyError } from '../../engine/api';
import { bind, noArgs, sig } from './args';
import { convert } from './creation';
import { type DType, isFloat, itemSize, typeNames } from './dtype';
import { cpuDevice, deviceFrom, dtypeObject, dtypeOf, isDtypeValue, sizeOf } from './dtype-objects';
import { type Arg, binary, binaryInplace, operatorOps } from './elementwise';
import { tensorRepr } from './format';
import { getIndex, setIndex } from './indexing';
import { matmul } from './linalg';
import { toPython } from './scalars';
import { reversed, transpose, unbind } from './shape';
import { nest, type Tensor, tensorType } from './tensor';
import { unary } from './unary';
import { tensorKind } from './value-kind';

function one(t: Tensor): PyValue {
  if (t.numel !== 1) throw pyError(exc.ValueError, 'only one element tensors can be converted to Python scalars');
  return toPython(t.dtype, t.values()[0]);
}

export function tolist(t: Tensor): PyValue {
  const flat = t.values().map((x) => toPython(t.dtype, x));
  const build = (v: unknown): PyValue => (Array.isArray(v) ? new PyList(v.map(build)) : (v as PyValue));
  return build(nest(t.shape, flat));
}

/** A Python operator applied to a tensor (`t + 1`, `1 - t`, `t += 1`, `-t`, `t @ u`...). */
function operator(op: string, self: Tensor, other: PyValue, reflected: boolean): PyValue | undefined {
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

const noArgMethods: Record<string, (t: Tensor) => PyValue> = {
  item(t) {
    if (t.numel !== 1) throw pyError(exc.RuntimeError, `a Tensor with ${t.numel} elements cannot be converted to Scalar`);
    return toPython(t.dtype, t.values()[0]);
  },
  tolist,
  dim: (t) => BigInt(t.ndim),
  ndimension: (t) => BigInt(t.ndim),
  numel: (t) => BigInt(t.numel),
  nelement: (t) => BigInt(t.numel),
  element_size: (t) => BigInt(itemSize[t.dtype]),
  storage_offset: (t) => BigInt(t.offset),
  is_contiguous: (t) => t.isContiguous(),
  is_floating_point: (t) => isFloat(t.dtype),
  is_complex: () => false,
  data_ptr: (t) => BigInt(t.storage.id * 4096 + t.offset * itemSize[t.dtype]),
  cpu: (t) => t,
  cuda() {
    throw pyError(exc.AssertionError, 'Torch not compiled with CUDA enabled');
  },
  numpy() {
    throw pyError(exc.NotImplementedError, 'Tensor.numpy() is not supported by this explainer (numpy is not simulated)');
  },
  backward() {
    throw pyError(exc.NotImplementedError, 'autograd (backward) is not supported by this explainer');
  },
};

const conversions: Record<string, DType> = {
  long: 'int64',
  int: 'int32',
  short: 'int16',
  char: 'int8',
  byte: 'uint8',
  float: 'float32',
  double: 'float64',
  half: 'float16',
  bfloat16: 'bfloat16',
  bool: 'bool',
};

const toSigs = [
  sig('dtype dtype, bool non_blocking=False, bool copy=False, *, any memory_format=None'),
  sig('Tensor tensor, bool non_blocking=False, bool copy=False, *, any memory_format=None'),
  sig('any device=None, dtype? dtype=None, bool non_blocking=False, bool copy=False, *, any memory_format=None'),
];

function to(t: Tensor, args: PyValue[], kw: Map<string, PyValue> | null): PyValue {
  const b = bind('to', toSigs, args, kw);
  const copy = b.get('copy') === true;
  if (b.index === 1) return convert(t, (b.get('tensor') as Tensor).dtype, copy);
  if (b.index === 2 && b.has('device')) {
    const device = b.get('device');
    if (typeof device === 'string' && device.startsWith('cuda')) throw pyError(exc.AssertionError, 'Torch not compiled with CUDA enabled');
    if (!isDtypeValue(device)) deviceFrom(device);
    else return convert(t, dtypeOf(device, t.dtype), copy);
  }
  return convert(t, dtypeOf(b.get('dtype'), t.dtype), copy);
}

function typeMethod(t: Tensor, args: PyValue[], kw: Map<string, PyValue> | null): PyValue {
  const b = bind('type', [sig('any dtype=None, bool non_blocking=False')], args, kw);
  const d = b.get('dtype');
  if (d === null) return `torch.${typeNames[t.dtype]}Tensor`;
  if (typeof d === 'string') {
    const entry = Object.entries(typeNames).find(([, n]) => `torch.${n}Tensor` === d);
    if (!entry) throw pyError(exc.ValueError, `invalid type: '${d}'`);
    return convert(t, entry[0] as DType, false);
  }
  return convert(t, dtypeOf(d, t.dtype), false);
}

/** Installs the slots and the argument-free methods on `torch.Tensor`. */
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
  slots.setattr = (_s, name) => {
    if (name === 'requires_grad') throw pyError(exc.NotImplementedError, 'autograd (requires_grad=True) is not supported by this explainer');
    throw pyError(exc.AttributeError, `attribute '${name}' of 'torch._C.TensorBase' objects is not writable`);
  };
  slots.binop = (op, s, other, reflected) => operator(op, s as Tensor, other, reflected);
  slots.valueKind = tensorKind;
  const dict = tensorType.dict;
  for (const [name, fn] of Object.entries(noArgMethods))
    dict.set(
      name,
      builtin(name, (args, kw) => {
        noArgs(name, args.slice(1), kw);
        return fn(args[0] as Tensor);
      }),
    );
  for (const [name, d] of Object.entries(conversions))
    dict.set(
      name,
      builtin(name, (args, kw) => {
        bind(name, [sig('*, any memory_format=None')], args.slice(1), kw);
        return convert(args[0] as Tensor, d, false);
      }),
    );
  dict.set(
    'to',
    builtin('to', (args, kw) => to(args[0] as Tensor, args.slice(1), kw)),
  );
  dict.set(
    'type',
    builtin('type', (args, kw) => typeMethod(args[0] as Tensor, args.slice(1), kw)),
  );
  dict.set(
    'requires_grad_',
    builtin('requires_grad_', (args) => {
      const t = args[0] as Tensor;
      if (args[1] === false) return t;
      if (!isFloat(t.dtype)) throw pyError(exc.RuntimeError, 'only Tensors of floating point dtype can require gradients');
      throw pyError(exc.NotImplementedError, 'autograd (requires_grad=True) is not supported by this explainer');
    }),
  );
  dict.set(
    '__int__',
    builtin('__int__', (args) => {
      const v = one(args[0] as Tensor);
      if (typeof v === 'number') {
        if (Number.isNaN(v)) throw pyError(exc.ValueError, 'cannot convert float NaN to integer');
        if (!Number.isFinite(v)) throw pyError(exc.OverflowError, 'cannot convert float infinity to integer');
        return BigInt(Math.trunc(v));
      }
      return typeof v === 'boolean' ? (v ? 1n : 0n) : v;
    }),
  );
  dict.set(
    '__float__',
    builtin('__float__', (args) => {
      const v = one(args[0] as Tensor);
      return typeof v === 'boolean' ? (v ? 1 : 0) : Number(v);
    }),
  );
  dict.set(
    '__index__',
    builtin('__index__', (args) => {
      const t = args[0] as Tensor;
      if (t.numel !== 1 || isFloat(t.dtype) || t.dtype === 'bool')
        throw pyError(exc.TypeError, 'only integer tensors of a single element can be converted to an index');
      return toPython(t.dtype, t.values()[0]);
    }),
  );
  dict.set(
    '__format__',
    builtin('__format__', (args) => {
      const t = args[0] as Tensor;
      const spec = args[1] as string;
      if (t.ndim === 0) return formatValue(toPython(t.dtype, t.values()[0]), spec);
      if (spec !== '') throw pyError(exc.TypeError, 'unsupported format string passed to Tensor.__format__');
      return tensorRepr(t);
    }),
  );
  dict.set(
    '__getitem__',
    builtin('__getitem__', (args) => getIndex(args[0] as Tensor, args[1])),
  );
  dict.set(
    '__setitem__',
    builtin('__setitem__', (args) => {
      setIndex(args[0] as Tensor, args[1], args[2]);
      return null;
    }),
  );
  dict.set(
    '__len__',
    builtin('__len__', (args) => BigInt(slots.len?.(args[0] as Tensor) ?? 0)),
  );
  dict.set(
    '__hash__',
    builtin('__hash__', (args) => BigInt((args[0] as Tensor).id)),
  );
}
