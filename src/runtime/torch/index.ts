/**
 * Simulated `torch` (CPU, 2.13 behaviour) for what the walkthrough uses: `torch.tensor` with
 * dtype inference and torch's errors for ragged input, zeros/ones(_like), `new_zeros`,
 * indexing and slice writes (views share storage), `size()`, `shape`, `dtype`, `tolist()`.
 */
import {
  asFloat,
  asInt,
  builtin,
  builtinTypes,
  type Canon,
  checkKwargs,
  exc,
  floatRepr,
  isNumber,
  type Kwargs,
  objectType,
  PyClass,
  PyList,
  type PyObj,
  PyOpaque,
  PySlice,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  sliceIndices,
  toArray,
  truthy,
  typeName,
  type ValueKind,
} from '../../engine/api';
import { tensorRepr } from './format';
import { allocate, contiguousStrides, type DType, elementToPython, isFloatDtype, nest, Tensor, toElement } from './tensor';

const dtypeType = new PyClass('dtype', [objectType], {}, 'torch');
const dtypes = new Map<DType, PyOpaque>();
for (const d of ['int64', 'int32', 'int16', 'int8', 'uint8', 'float64', 'float32', 'float16', 'bool'] as DType[]) {
  dtypes.set(d, new PyOpaque(dtypeType, `torch.${d}`, d));
}
const dtypeObj = (d: DType) => dtypes.get(d) as PyOpaque;

function dtypeArg(v: PyValue | undefined, fallback: DType): DType {
  if (v === undefined || v === null) return fallback;
  if (v instanceof PyOpaque && v.type === dtypeType) return v.payload as DType;
  if (v === builtinTypes.float) return 'float64';
  if (v === builtinTypes.int) return 'int64';
  if (v === builtinTypes.bool) return 'bool';
  throw pyError(exc.TypeError, `dtype must be torch.dtype, not ${typeName(v)}`);
}

/** `torch.Size`: a tuple that prints as `torch.Size([2, 3])`. */
const sizeType = new PyClass('Size', [builtinTypes.tuple], { repr: (s: PyObj) => `torch.Size([${(s as PyTuple).items.join(', ')}])` }, 'torch');
class TorchSize extends PyTuple {
  get cls(): PyClass {
    return sizeType;
  }
}
const sizeOf = (dims: readonly number[]) => new TorchSize(dims.map((d) => BigInt(d)));

/** `tolist()` in the contract's canonical form: nested arrays of bigint (int dtypes), boolean, or `{ pyfloat }` (float32 widened). */
function canonicalData(t: Tensor): unknown {
  return nest(
    t.shape,
    t.values().map((x) => (t.dtype === 'bool' ? x !== 0 : isFloatDtype(t.dtype) ? { pyfloat: Number(x) } : BigInt(x))),
  );
}

/** `repr(tensor.tolist())` from the canonical data. */
function tolistText(data: unknown): string {
  if (Array.isArray(data)) return `[${data.map(tolistText).join(', ')}]`;
  if (typeof data === 'bigint') return data.toString();
  if (typeof data === 'boolean') return data ? 'True' : 'False';
  return floatRepr((data as { pyfloat: number }).pyfloat);
}

/** A tensor as a trace step shows it (dtype, shape, torch's repr, `tolist()`) and as the contract encodes it. */
const tensorKind: ValueKind = {
  view: (s) => {
    const t = s as Tensor;
    return { kind: 'tensor', id: t.id, type: 'Tensor', dtype: t.dtype, shape: [...t.shape], repr: reprOf(t), tolist: tolistText(canonicalData(t)) };
  },
  canon: (s) => {
    const t = s as Tensor;
    return { tensor: { dtype: t.dtype, shape: t.shape.map((n) => BigInt(n)), data: canonicalData(t) as Canon } };
  },
};

const tensorType: PyClass = new PyClass(
  'Tensor',
  [objectType],
  {
    repr: (s) => reprOf(s as Tensor),
    len: (s) => {
      const t = s as Tensor;
      if (t.shape.length === 0) throw pyError(exc.TypeError, 'len() of a 0-d tensor');
      return t.shape[0];
    },
    iter: (s) => {
      const t = s as Tensor;
      if (t.shape.length === 0) throw pyError(exc.TypeError, 'iteration over a 0-d tensor');
      return Array.from({ length: t.shape[0] }, (_, i) => index(t, BigInt(i)));
    },
    getitem: (s, key) => index(s as Tensor, key),
    setitem: (s, key, value) => assign(s as Tensor, key, value),
    bool: (s) => {
      const t = s as Tensor;
      if (t.numel !== 1) throw pyError(exc.RuntimeError, 'Boolean value of Tensor with more than one value is ambiguous');
      return truthy(elementToPython(t.dtype, t.values()[0]));
    },
    getattr: (s, name) => {
      const t = s as Tensor;
      if (name === 'shape') return sizeOf(t.shape);
      if (name === 'dtype') return dtypeObj(t.dtype);
      if (name === 'ndim') return BigInt(t.shape.length);
      return undefined;
    },
    binop: (op, s, other, reflected) => elementwise(op, s as Tensor, other, reflected),
    valueKind: tensorKind,
  },
  'torch',
);

function reprOf(t: Tensor): string {
  const shownByDefault = t.dtype === 'float32' || t.dtype === 'int64' || t.dtype === 'bool';
  return tensorRepr(t, `torch.${t.dtype}`, shownByDefault);
}

function make(dtype: DType, shape: readonly number[], fill: (number | bigint)[] | null): Tensor {
  const n = shape.reduce((a, b) => a * b, 1);
  const storage = allocate(dtype, n);
  if (fill) storage.set(fill as never);
  return new Tensor(tensorType, dtype, storage, shape, contiguousStrides(shape), 0);
}

// ---- torch.tensor -----------------------------------------------------------

function isSequence(v: PyValue): v is PyList | PyTuple {
  return v instanceof PyList || v instanceof PyTuple;
}

/**
 * Shape of nested data, with torch's errors for ragged or non-numeric input. With an explicit
 * dtype a non-numeric scalar is not an inference error: its conversion fails later instead.
 */
function inferShape(v: PyValue, explicitDtype: boolean): number[] {
  if (v instanceof Tensor) return [...v.shape];
  if (!isSequence(v)) {
    if (typeof v === 'string') throw pyError(exc.ValueError, `too many dimensions 'str'`);
    if (!isNumber(v) && !explicitDtype) throw pyError(exc.RuntimeError, `Could not infer dtype of ${typeName(v)}`);
    return [];
  }
  const items = v.items;
  if (items.length === 0) return [0];
  const inner = inferShape(items[0], explicitDtype);
  const shape = [items.length, ...inner];
  const check = (x: PyValue, dim: number, expect: number[]) => {
    if (expect.length === 0) return;
    if (!isSequence(x) && !(x instanceof Tensor)) throw pyError(exc.TypeError, 'not a sequence');
    const len = x instanceof Tensor ? x.shape[0] : x.items.length;
    if (len !== expect[0]) throw pyError(exc.ValueError, `expected sequence of length ${expect[0]} at dim ${dim} (got ${len})`);
    if (isSequence(x)) for (const y of x.items) check(y, dim + 1, expect.slice(1));
  };
  for (const x of items) check(x, 1, inner);
  return shape;
}

function flatten(v: PyValue, out: PyValue[]): void {
  if (v instanceof Tensor) {
    for (const x of v.values()) out.push(elementToPython(v.dtype, x));
  } else if (isSequence(v)) for (const x of v.items) flatten(x, out);
  else out.push(v);
}

function inferDtype(flat: PyValue[]): DType {
  if (flat.length === 0) return 'float32';
  if (flat.some((x) => typeof x === 'number')) return 'float32';
  if (flat.every((x) => typeof x === 'boolean')) return 'bool';
  return 'int64';
}

function element(dtype: DType, v: PyValue): number | bigint {
  if (typeof v === 'bigint' && dtype === 'int64' && (v < -(2n ** 63n) || v >= 2n ** 63n)) throw pyError(exc.ValueError, 'Overflow when unpacking long long');
  if (!isNumber(v)) {
    if (isFloatDtype(dtype)) throw pyError(exc.TypeError, `must be real number, not ${typeName(v)}`);
    throw pyError(exc.TypeError, `'${typeName(v)}' object cannot be interpreted as an integer`);
  }
  return toElement(dtype, v as number | bigint | boolean);
}

function tensorFromData(data: PyValue, dtypeValue: PyValue | undefined): Tensor {
  const explicit = dtypeValue !== undefined && dtypeValue !== null;
  if (explicit && typeof data === 'string') throw pyError(exc.TypeError, "new(): invalid data type 'str'");
  const shape = inferShape(data, explicit);
  const flat: PyValue[] = [];
  flatten(data, flat);
  const dtype = dtypeArg(dtypeValue, data instanceof Tensor ? data.dtype : inferDtype(flat));
  return make(
    dtype,
    shape,
    flat.map((x) => element(dtype, x)),
  );
}

// ---- indexing -----------------------------------------------------------------

interface ViewSpec {
  shape: number[];
  strides: number[];
  offset: number;
}

/** The view a key selects: ints drop a dimension, slices keep it. */
function select(t: Tensor, key: PyValue): ViewSpec {
  const keys = key instanceof PyTuple ? key.items : [key];
  if (keys.length > t.shape.length) throw pyError(exc.IndexError, `too many indices for tensor of dimension ${t.shape.length}`);
  const shape: number[] = [];
  const strides: number[] = [];
  let offset = t.offset;
  keys.forEach((k, dim) => {
    const size = t.shape[dim];
    if (k instanceof PySlice) {
      const { start, stop, step } = sliceIndices(k, size);
      if (step <= 0) throw pyError(exc.ValueError, 'step must be greater than zero');
      const len = Math.max(0, Math.ceil((stop - start) / step));
      shape.push(len);
      strides.push(t.strides[dim] * step);
      offset += (len > 0 ? start : 0) * t.strides[dim];
      return;
    }
    const i = asInt(k);
    if (i === undefined)
      throw pyError(
        exc.IndexError,
        'only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices (got ' + typeName(k) + ')',
      );
    let n = Number(i);
    if (n < -size || n >= size) throw pyError(exc.IndexError, `index ${n} is out of bounds for dimension ${dim} with size ${size}`);
    if (n < 0) n += size;
    offset += n * t.strides[dim];
  });
  for (let d = keys.length; d < t.shape.length; d++) {
    shape.push(t.shape[d]);
    strides.push(t.strides[d]);
  }
  return { shape, strides, offset };
}

function index(t: Tensor, key: PyValue): Tensor {
  const v = select(t, key);
  return new Tensor(tensorType, t.dtype, t.storage, v.shape, v.strides, v.offset);
}

/** `t[key] = value` with torch's broadcasting rules for the value. */
function assign(t: Tensor, key: PyValue, value: PyValue): void {
  // torch checks the value's type before the index.
  if (!(value instanceof Tensor) && !isNumber(value)) throw pyError(exc.TypeError, `can't assign a ${typeName(value)} to a torch.${capital(t.dtype)}Tensor`);
  const target = index(t, key);
  const positions = target.positions();
  if (value instanceof Tensor) {
    // Leading dimensions of size 1 in the source are dropped, then it must broadcast.
    let src = value.shape.slice();
    while (src.length > target.shape.length && src[0] === 1) src = src.slice(1);
    const srcVals = value.values();
    const aligned = target.shape.slice(target.shape.length - src.length);
    for (let i = 0; i < src.length; i++) {
      if (src[i] !== aligned[i] && src[i] !== 1) {
        const dim = target.shape.length - src.length + i;
        throw pyError(
          exc.RuntimeError,
          `The expanded size of the tensor (${target.shape[dim]}) must match the existing size (${src[i]}) at non-singleton dimension ${dim}.  Target sizes: [${target.shape.join(', ')}].  Tensor sizes: [${src.join(', ')}]`,
        );
      }
    }
    const srcStrides = contiguousStrides(src);
    positions.forEach((p, flatIndex) => {
      // Map the target's multi-index onto the broadcast source.
      let rem = flatIndex;
      let srcIndex = 0;
      for (let d = target.shape.length - 1; d >= 0; d--) {
        const size = target.shape[d];
        const coord = rem % size;
        rem = Math.floor(rem / size);
        const sd = d - (target.shape.length - src.length);
        if (sd >= 0 && src[sd] !== 1) srcIndex += coord * srcStrides[sd];
      }
      t.storage[p] = toElement(t.dtype, convert(value.dtype, srcVals[srcIndex])) as never;
    });
    return;
  }
  if (!isNumber(value)) throw pyError(exc.TypeError, `can't assign a ${typeName(value)} to a torch.${capital(t.dtype)}Tensor`);
  const e = toElement(t.dtype, value as number | bigint | boolean);
  for (const p of positions) t.storage[p] = e as never;
}

function convert(from: DType, x: number | bigint): number | bigint | boolean {
  if (from === 'bool') return x !== 0;
  return x;
}

function capital(d: DType): string {
  return { int64: 'Long', int32: 'Int', int16: 'Short', int8: 'Char', uint8: 'Byte', float64: 'Double', float32: 'Float', float16: 'Half', bool: 'Bool' }[d];
}

// ---- arithmetic -----------------------------------------------------------------

const promotionOrder: DType[] = ['bool', 'uint8', 'int8', 'int16', 'int32', 'int64', 'float16', 'float32', 'float64'];

function elementwise(op: string, t: Tensor, other: PyValue, reflected: boolean): PyValue | undefined {
  const compare = ['==', '!=', '<', '<=', '>', '>='].includes(op);
  const arith = ['+', '-', '*', '/'].includes(op);
  if (op === 'unary-') return map(t, t.dtype, (x) => (typeof x === 'bigint' ? -x : -x));
  if (!compare && !arith) return undefined;
  let otherVals: (number | bigint)[];
  let otherDtype: DType;
  if (other instanceof Tensor) {
    if (other.numel !== t.numel && other.numel !== 1) return undefined;
    otherVals = other.values();
    otherDtype = other.dtype;
  } else if (isNumber(other)) {
    otherDtype =
      typeof other === 'number' ? (isFloatDtype(t.dtype) ? t.dtype : 'float32') : typeof other === 'boolean' ? 'bool' : t.dtype === 'bool' ? 'int64' : t.dtype;
    otherVals = [typeof other === 'number' ? other : (asInt(other) as bigint)];
  } else return undefined;
  const resultType =
    op === '/'
      ? isFloatDtype(t.dtype)
        ? t.dtype
        : 'float32'
      : promotionOrder[
          Math.max(promotionOrder.indexOf(t.dtype), other instanceof Tensor ? promotionOrder.indexOf(otherDtype) : promotionOrder.indexOf(otherDtype))
        ];
  // Operands meet in the promoted dtype: a Python float compared with a float32 tensor is rounded to float32 first.
  const inType = (v: number | bigint): number | bigint => (resultType === 'float32' ? Math.fround(Number(v)) : v);
  const vals = t.values();
  const out = vals.map((x, i) => {
    const y = inType(otherVals.length === 1 ? otherVals[0] : otherVals[i]);
    const [a, b] = reflected ? [y, inType(x)] : [inType(x), y];
    if (compare) {
      const fa = asFloat(typeof a === 'bigint' ? a : a) as number;
      const fb = asFloat(typeof b === 'bigint' ? b : b) as number;
      const r = op === '==' ? fa === fb : op === '!=' ? fa !== fb : op === '<' ? fa < fb : op === '<=' ? fa <= fb : op === '>' ? fa > fb : fa >= fb;
      return r ? 1 : 0;
    }
    if (isFloatDtype(resultType) || op === '/') {
      const fa = Number(a);
      const fb = Number(b);
      return op === '+' ? fa + fb : op === '-' ? fa - fb : op === '*' ? fa * fb : fa / fb;
    }
    const ia = BigInt(a);
    const ib = BigInt(b);
    return op === '+' ? ia + ib : op === '-' ? ia - ib : ia * ib;
  });
  const dtype: DType = compare ? 'bool' : resultType;
  return make(
    dtype,
    t.shape,
    out.map((x) => (dtype === 'int64' ? BigInt.asIntN(64, BigInt(x)) : typeof x === 'bigint' ? Number(BigInt.asIntN(64, x)) : x)),
  );
}

function map(t: Tensor, dtype: DType, f: (x: number | bigint) => number | bigint): Tensor {
  return make(dtype, t.shape, t.values().map(f));
}

// ---- functions and methods ----------------------------------------------------------

function sizeArgs(args: PyValue[], fname: string): number[] {
  const dims = args.length === 1 && (args[0] instanceof PyTuple || args[0] instanceof PyList) ? toArray(args[0]) : args;
  return dims.map((d) => {
    const i = asInt(d);
    if (i === undefined) throw pyError(exc.TypeError, `${fname}(): argument 'size' must be tuple of ints, but found element of type ${typeName(d)}`);
    if (i < 0n) throw pyError(exc.RuntimeError, `Trying to create tensor with negative dimension ${i}: [${dims.map(String).join(', ')}]`);
    return Number(i);
  });
}

function filled(shape: number[], dtype: DType, value: number): Tensor {
  const n = shape.reduce((a, b) => a * b, 1);
  const e = toElement(dtype, value);
  return make(dtype, shape, new Array(n).fill(e));
}

function self(args: PyValue[], name: string): Tensor {
  const t = args[0];
  if (!(t instanceof Tensor)) throw pyError(exc.TypeError, `descriptor '${name}' for 'torch._C.TensorBase' objects doesn't apply to a '${typeName(t)}' object`);
  return t;
}

function toPyList(t: Tensor): PyValue {
  const flat = t.values().map((x) => elementToPython(t.dtype, x));
  const build = (v: unknown): PyValue => (Array.isArray(v) ? new PyList(v.map(build)) : (v as PyValue));
  return build(nest(t.shape, flat));
}

const methods: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  size(args) {
    const t = self(args, 'size');
    if (args.length > 1) {
      const d = Number(asInt(args[1]));
      const n = t.shape.length;
      if (d < -n || d >= n) throw pyError(exc.IndexError, `Dimension out of range (expected to be in range of [${-n}, ${n - 1}], but got ${d})`);
      return BigInt(t.shape[d < 0 ? d + n : d]);
    }
    return sizeOf(t.shape);
  },
  dim: (args) => BigInt(self(args, 'dim').shape.length),
  numel: (args) => BigInt(self(args, 'numel').numel),
  tolist: (args) => toPyList(self(args, 'tolist')),
  item(args) {
    const t = self(args, 'item');
    if (t.numel !== 1) throw pyError(exc.RuntimeError, `a Tensor with ${t.numel} elements cannot be converted to Scalar`);
    return elementToPython(t.dtype, t.values()[0]);
  },
  clone(args) {
    const t = self(args, 'clone');
    return make(t.dtype, t.shape, t.values());
  },
  new_zeros(args, kw) {
    const t = self(args, 'new_zeros');
    checkKwargs('new_zeros', kw, ['dtype']);
    return filled(sizeArgs(args.slice(1), 'new_zeros'), dtypeArg(kw?.get('dtype'), t.dtype), 0);
  },
  new_ones(args, kw) {
    const t = self(args, 'new_ones');
    return filled(sizeArgs(args.slice(1), 'new_ones'), dtypeArg(kw?.get('dtype'), t.dtype), 1);
  },
  to(args, kw) {
    const t = self(args, 'to');
    const d = dtypeArg(args[1] ?? kw?.get('dtype'), t.dtype);
    return d === t.dtype
      ? t
      : make(
          d,
          t.shape,
          t.values().map((x) => toElement(d, convert(t.dtype, x) as number | bigint | boolean)),
        );
  },
  long: (args) => methods.to([args[0], dtypeObj('int64')], null),
  int: (args) => methods.to([args[0], dtypeObj('int32')], null),
  float: (args) => methods.to([args[0], dtypeObj('float32')], null),
  double: (args) => methods.to([args[0], dtypeObj('float64')], null),
  bool: (args) => methods.to([args[0], dtypeObj('bool')], null),
  all: (args) =>
    make(
      'bool',
      [],
      [
        self(args, 'all')
          .values()
          .every((x) => Number(x) !== 0)
          ? 1
          : 0,
      ],
    ),
  any: (args) =>
    make(
      'bool',
      [],
      [
        self(args, 'any')
          .values()
          .some((x) => Number(x) !== 0)
          ? 1
          : 0,
      ],
    ),
  sum(args) {
    const t = self(args, 'sum');
    const vals = t.values();
    if (isFloatDtype(t.dtype)) return make(t.dtype, [], [vals.reduce<number>((a, b) => a + Number(b), 0)]);
    return make('int64', [], [vals.reduce<bigint>((a, b) => a + BigInt(b), 0n)]);
  },
};
for (const [name, fn] of Object.entries(methods)) tensorType.dict.set(name, builtin(name, fn));
tensorType.dict.set(
  '__hash__',
  builtin('__hash__', (args) => BigInt((args[0] as Tensor).id)),
);

function shapeOf(args: PyValue[], kw: Kwargs, fname: string): { shape: number[]; dtype: DType } {
  checkKwargs(fname, kw, ['dtype', 'device', 'requires_grad']);
  return { shape: sizeArgs(args, fname), dtype: dtypeArg(kw?.get('dtype'), 'float32') };
}

function like(args: PyValue[], kw: Kwargs, fname: string, value: number): Tensor {
  checkKwargs(fname, kw, ['dtype', 'device', 'requires_grad']);
  const t = args[0];
  if (!(t instanceof Tensor)) throw pyError(exc.TypeError, `${fname}(): argument 'input' (position 1) must be Tensor, not ${typeName(t)}`);
  return filled([...t.shape], dtypeArg(kw?.get('dtype'), t.dtype), value);
}

registerModule('torch', () => {
  const ns: Record<string, PyValue> = {
    Tensor: tensorType,
    Size: sizeType,
    dtype: dtypeType,
    tensor: builtin('tensor', (args, kw) => {
      checkKwargs('tensor', kw, ['dtype', 'device', 'requires_grad']);
      if (args.length !== 1) throw pyError(exc.TypeError, `tensor() takes 1 positional argument but ${args.length} were given`);
      return tensorFromData(args[0], kw?.get('dtype'));
    }),
    zeros: builtin('zeros', (args, kw) => {
      const { shape, dtype } = shapeOf(args, kw, 'zeros');
      return filled(shape, dtype, 0);
    }),
    ones: builtin('ones', (args, kw) => {
      const { shape, dtype } = shapeOf(args, kw, 'ones');
      return filled(shape, dtype, 1);
    }),
    zeros_like: builtin('zeros_like', (args, kw) => like(args, kw, 'zeros_like', 0)),
    ones_like: builtin('ones_like', (args, kw) => like(args, kw, 'ones_like', 1)),
    is_tensor: builtin('is_tensor', (args) => args[0] instanceof Tensor),
    equal: builtin('equal', (args) => {
      const [a, b] = args;
      if (!(a instanceof Tensor) || !(b instanceof Tensor))
        throw pyError(exc.TypeError, `equal(): argument 'input' (position 1) must be Tensor, not ${typeName(a)}`);
      if (a.shape.join() !== b.shape.join()) return false;
      const x = a.values();
      const y = b.values();
      return x.every((v, i) => Number(v) === Number(y[i]));
    }),
    allclose: builtin('allclose', (args, kw) => {
      const [a, b] = args;
      if (!(a instanceof Tensor) || !(b instanceof Tensor))
        throw pyError(exc.TypeError, `allclose(): argument 'input' (position 1) must be Tensor, not ${typeName(a)}`);
      const rtol = asFloat(kw?.get('rtol') ?? args[2] ?? 1e-5) as number;
      const atol = asFloat(kw?.get('atol') ?? args[3] ?? 1e-8) as number;
      const x = a.values().map(Number);
      const y = b.values().map(Number);
      const n = Math.max(x.length, y.length);
      if (x.length !== y.length && x.length !== 1 && y.length !== 1)
        throw pyError(exc.RuntimeError, `The size of tensor a (${x.length}) must match the size of tensor b (${y.length}) at non-singleton dimension 0`);
      for (let i = 0; i < n; i++) {
        const p = x.length === 1 ? x[0] : x[i];
        const q = y.length === 1 ? y[0] : y[i];
        if (!(Math.abs(p - q) <= atol + rtol * Math.abs(q))) return false;
      }
      return true;
    }),
  };
  for (const [d, obj] of dtypes) ns[d] = obj;
  Object.assign(ns, {
    long: dtypeObj('int64'),
    int: dtypeObj('int32'),
    short: dtypeObj('int16'),
    float: dtypeObj('float32'),
    double: dtypeObj('float64'),
    half: dtypeObj('float16'),
  });
  return ns;
});

export { tensorType };
