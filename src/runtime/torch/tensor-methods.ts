/**
 * The plain methods of `torch.Tensor`: readers and conversions without arguments (`item`,
 * `tolist`, `numel`, `long`...), `to`/`type`, and the dunders Python calls (`__int__`,
 * `__float__`, `__index__`, `__format__`, `__getitem__`, `__copy__`...). Each checks it is
 * called on a tensor, as a method descriptor does.
 */
import { arity, binop, builtin, exc, formatValue, isNumber, type Kwargs, PyIterator, PyList, type PyValue, pyError, typeName, typeOf } from '../../engine/api';
import { bind, noArgs, sig } from './args';
import { convert } from './creation';
import { type DType, isFloat, itemSize, typeNames } from './dtype';
import { deviceFrom, dtypeOf, isDtypeValue } from './dtype-objects';
import { tensorRepr } from './format';
import { getIndex, setIndex } from './indexing';
import { toPython } from './scalars';
import { copyOf, unbind } from './shape';
import { nest, Tensor, tensorType } from './tensor';

function one(t: Tensor): PyValue {
  if (t.numel !== 1) throw pyError(exc.ValueError, 'only one element tensors can be converted to Python scalars');
  return toPython(t.dtype, t.values()[0]);
}

/** `tolist()`: nested Python lists of Python numbers. */
export function tolist(t: Tensor): PyValue {
  const flat = t.values().map((x) => toPython(t.dtype, x));
  const build = (v: unknown): PyValue => (Array.isArray(v) ? new PyList(v.map(build)) : (v as PyValue));
  return build(nest(t.shape, flat));
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
  // No tensor here requires grad (asking for it is refused), so backward fails as torch's does for one.
  backward() {
    throw pyError(exc.RuntimeError, 'element 0 of tensors does not require grad and does not have a grad_fn');
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

function to(t: Tensor, args: PyValue[], kw: Kwargs): PyValue {
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

function typeMethod(t: Tensor, args: PyValue[], kw: Kwargs): PyValue {
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

type Method = (self: Tensor, args: PyValue[], kw: Kwargs) => PyValue;

/** Methods taking arguments, and the dunders. */
const methods: Record<string, Method> = {
  to,
  type: typeMethod,
  requires_grad_(t, args) {
    if (args[0] === false) return t;
    if (!isFloat(t.dtype)) throw pyError(exc.RuntimeError, 'only Tensors of floating point dtype can require gradients');
    throw pyError(exc.NotImplementedError, 'autograd (requires_grad=True) is not supported by this explainer');
  },
  __int__(t, args, kw) {
    arity('__int__', args, kw, 0, 0);
    const v = one(t);
    if (typeof v === 'number') {
      if (Number.isNaN(v)) throw pyError(exc.ValueError, 'cannot convert float NaN to integer');
      if (!Number.isFinite(v)) throw pyError(exc.OverflowError, 'cannot convert float infinity to integer');
      return BigInt(Math.trunc(v));
    }
    return typeof v === 'boolean' ? (v ? 1n : 0n) : v;
  },
  __float__(t, args, kw) {
    arity('__float__', args, kw, 0, 0);
    const v = one(t);
    return typeof v === 'boolean' ? (v ? 1 : 0) : Number(v);
  },
  __index__(t, args, kw) {
    arity('__index__', args, kw, 0, 0);
    if (t.numel !== 1 || isFloat(t.dtype) || t.dtype === 'bool')
      throw pyError(exc.TypeError, 'only integer tensors of a single element can be converted to an index');
    return toPython(t.dtype, t.values()[0]);
  },
  __format__(t, args, kw) {
    arity('__format__', args, kw, 1, 1);
    const spec = args[0];
    if (typeof spec !== 'string') throw pyError(exc.TypeError, `argument to __format__ must be str, not ${typeName(spec)}`);
    if (t.ndim === 0) return formatValue(toPython(t.dtype, t.values()[0]), spec);
    if (spec !== '') throw pyError(exc.TypeError, 'unsupported format string passed to Tensor.__format__');
    return tensorRepr(t);
  },
  // copy.copy makes a new tensor on the same storage (torch's __reduce_ex__); deepcopy a new storage.
  __copy__(t, args, kw) {
    arity('__copy__', args, kw, 0, 0);
    return t.viewAs(t.shape, t.strides, t.offset);
  },
  __deepcopy__(t, args, kw) {
    arity('__deepcopy__', args, kw, 1, 1);
    return copyOf(t);
  },
  __getitem__(t, args, kw) {
    arity('__getitem__', args, kw, 1, 1);
    return getIndex(t, args[0]);
  },
  __setitem__(t, args, kw) {
    arity('__setitem__', args, kw, 2, 2);
    setIndex(t, args[0], args[1]);
    return null;
  },
  __len__(t, args, kw) {
    arity('__len__', args, kw, 0, 0);
    if (t.ndim === 0) throw pyError(exc.TypeError, 'len() of a 0-d tensor');
    return BigInt(t.shape[0]);
  },
  // torch's Tensor.__iter__: iter(self.unbind(0)).
  __iter__(t, args, kw) {
    arity('__iter__', args, kw, 0, 0);
    if (t.ndim === 0) throw pyError(exc.TypeError, 'iteration over a 0-d tensor');
    return new PyIterator(unbind(t, 0)[Symbol.iterator](), 'tuple_iterator');
  },
  // torch's Tensor.__contains__: `(element == self).any()` over every element, for tensors and numbers only.
  __contains__(t, args, kw) {
    arity('__contains__', args, kw, 1, 1);
    const element = args[0];
    if (!(element instanceof Tensor) && !isNumber(element)) {
      const shown = typeOf(element).module === 'builtins' ? typeOf(element).name : `${typeOf(element).module}.${typeOf(element).name}`;
      throw pyError(exc.RuntimeError, `Tensor.__contains__ only supports Tensor or scalar, but you passed in a <class '${shown}'>.`);
    }
    const equal = binop('==', element, t) as Tensor;
    return equal.values().some((v) => Number(v) !== 0);
  },
  __hash__(t, args, kw) {
    arity('__hash__', args, kw, 0, 0);
    return BigInt(t.id);
  },
};

/** A method that refuses a receiver that is not a tensor, as a method descriptor does. */
function install(name: string, fn: Method): void {
  tensorType.dict.set(
    name,
    builtin(name, (args, kw) => {
      const self = args[0];
      if (!(self instanceof Tensor))
        throw pyError(exc.TypeError, `descriptor '${name}' for 'torch._C.TensorBase' objects doesn't apply to a '${typeName(self ?? null)}' object`);
      return fn(self, args.slice(1), kw);
    }),
  );
}

/** Installs the methods of this file on `torch.Tensor`. */
export function installTensorMethods(): void {
  for (const [name, fn] of Object.entries(noArgMethods))
    install(name, (t, args, kw) => {
      noArgs(name, args, kw);
      return fn(t);
    });
  for (const [name, d] of Object.entries(conversions))
    install(name, (t, args, kw) => {
      bind(name, [sig('*, any memory_format=None')], args, kw);
      return convert(t, d, false);
    });
  for (const [name, fn] of Object.entries(methods)) install(name, fn);
}
