/**
 * The small Python-visible types around tensors: `torch.dtype` objects, `torch.Size`,
 * `torch.device` and the named tuples of `torch.return_types` (`max`, `sort`, `topk`...).
 */
import {
  builtin,
  builtinTypes,
  exc,
  index,
  NativeObject,
  objectType,
  PyClass,
  type PyObj,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  toArray,
  typeName,
} from '../../engine/api';
import { allDtypes, type DType, isFloat, itemSize } from './dtype';

/**
 * A small immutable torch object (a dtype, a device): equal only to itself, hashable by
 * identity, printed by its class.
 */
export class TorchValue<T> extends NativeObject {
  constructor(
    readonly type: PyClass,
    readonly payload: T,
    readonly text: string,
  ) {
    super();
  }

  get cls(): PyClass {
    return this.type;
  }
}

/** `==`/`!=` by identity, as torch's dtype and device objects compare here. */
function identityCompare(op: string, self: PyObj, other: PyValue): PyValue | undefined {
  if (op === '==') return self === other;
  if (op === '!=') return self !== other;
  return undefined;
}

export const dtypeType = new PyClass(
  'dtype',
  [objectType],
  {
    repr: (self) => (self as TorchValue<DType>).text,
    binop: identityCompare,
    getattr: (self, name) => {
      const d = (self as TorchValue<DType>).payload;
      if (name === 'is_floating_point') return isFloat(d);
      if (name === 'is_signed') return d !== 'bool' && d !== 'uint8';
      if (name === 'itemsize') return BigInt(itemSize[d]);
      if (name === 'is_complex') return false;
      return undefined;
    },
  },
  'torch',
);

const dtypeObjects = new Map<DType, TorchValue<DType>>(allDtypes.map((d) => [d, new TorchValue(dtypeType, d, `torch.${d}`)]));

export function dtypeObject(d: DType): TorchValue<DType> {
  return dtypeObjects.get(d) as TorchValue<DType>;
}

/** Whether a value names a dtype: a `torch.dtype`, or Python's `float`, `int` or `bool` (as torch accepts). */
export function isDtypeValue(v: PyValue): boolean {
  return (v instanceof TorchValue && v.type === dtypeType) || v === builtinTypes.float || v === builtinTypes.int || v === builtinTypes.bool;
}

/** The dtype a `dtype=` argument names, or `fallback` for None. */
export function dtypeOf(v: PyValue, fallback: DType): DType {
  if (v === null || v === undefined) return fallback;
  if (v instanceof TorchValue && v.type === dtypeType) return v.payload as DType;
  if (v === builtinTypes.float) return 'float64';
  if (v === builtinTypes.int) return 'int64';
  if (v === builtinTypes.bool) return 'bool';
  throw pyError(exc.TypeError, `dtype must be torch.dtype, not ${typeName(v)}`);
}

const tupleSlots = builtinTypes.tuple.slots;

/** The dims of `torch.Size(iterable)`: ints (or one-element integer tensors), as torch checks them. */
function sizeDims(items: readonly PyValue[]): bigint[] {
  return items.map((x, i) => {
    if (typeof x === 'bigint') return x;
    if (typeName(x) === 'Tensor') return index(x);
    throw pyError(exc.TypeError, `torch.Size() takes an iterable of 'int' (item ${i} is '${typeName(x)}')`);
  });
}

/**
 * `torch.Size`: a tuple that prints as `torch.Size([2, 3])`; slicing it, adding a tuple to it
 * (either side) or repeating it gives a Size again, as in torch.
 */
export const sizeType: PyClass = new PyClass(
  'Size',
  [builtinTypes.tuple],
  {
    repr: (s: PyObj) => `torch.Size([${(s as PyTuple).items.join(', ')}])`,
    // Comparisons stay tuple's (a binop of its own would otherwise stand in for them).
    richcompare: builtinTypes.tuple.slot('richcompare'),
    call: (_c, args) => sizeOfInts(args.length ? sizeDims(toArray(args[0])) : []),
    getitem: (s, key) => {
      const got = tupleSlots.getitem?.(s, key) as PyValue;
      return got instanceof PyTuple ? sizeOfInts(got.items as bigint[]) : got;
    },
    binop: (op, s, other, reflected) => {
      const own = (s as PyTuple).items;
      if (op === '+') {
        if (!(other instanceof PyTuple)) {
          if (reflected) return undefined;
          throw pyError(exc.TypeError, `can only concatenate tuple (not ${typeName(other)}) to torch.Size`);
        }
        return sizeOfInts((reflected ? [...other.items, ...own] : [...own, ...other.items]) as bigint[]);
      }
      if (op === '*') {
        const got = tupleSlots.binop?.(op, s, other, reflected);
        return got instanceof PyTuple ? sizeOfInts(got.items as bigint[]) : got;
      }
      return tupleSlots.binop?.(op, s, other, reflected);
    },
  },
  'torch',
);
sizeType.dict.set(
  'numel',
  builtin('numel', (args) => (args[0] as PyTuple).items.reduce<bigint>((n, d) => n * (d as bigint), 1n)),
);

function sizeOfInts(dims: readonly bigint[]): PyTuple {
  return new PyTuple(dims, sizeType);
}

/** A `torch.Size` of `dims`: a tuple of the subclass, so `tuple(size)` makes a plain copy. */
export function sizeOf(dims: readonly number[]): PyTuple {
  return new PyTuple(
    dims.map((d) => BigInt(d)),
    sizeType,
  );
}

export const deviceType = new PyClass(
  'device',
  [objectType],
  {
    repr: () => "device(type='cpu')",
    str: () => 'cpu',
    getattr: (_s, name) => (name === 'type' ? 'cpu' : name === 'index' ? null : undefined),
    binop: (op, _s, other) => (op === '==' || op === '!=' ? (other instanceof TorchValue && other.type === deviceType) === (op === '==') : undefined),
    // `torch.device` is the class itself (so `isinstance(t.device, torch.device)` holds); calling it parses a device.
    call: (_cls, args, kw) => deviceFrom(args[0] ?? kw?.get('type') ?? null),
  },
  'torch',
);

/** The one device this explainer has: the CPU. */
export const cpuDevice = new TorchValue(deviceType, 'cpu', "device(type='cpu')");

/** `torch.device(...)`: only the CPU; anything else is refused by name. */
export function deviceFrom(v: PyValue): TorchValue<string> {
  if (v instanceof TorchValue && v.type === deviceType) return v as TorchValue<string>;
  if (typeof v === 'string') {
    if (v === 'cpu' || v === 'cpu:0') return cpuDevice;
    if (/^(cuda|mps|xpu|meta)(:\d+)?$/.test(v))
      throw pyError(exc.NotImplementedError, `the ${v} device is not supported by this explainer (it runs torch on the CPU)`);
    throw pyError(
      exc.RuntimeError,
      `Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, xla, lazy, vulkan, mps, meta, hpu, mtia, privateuseone device type at start of device string: ${v}`,
    );
  }
  throw pyError(exc.TypeError, `device() received an invalid combination of arguments - got (${typeName(v)}), but expected one of:`);
}

const returnTypes = new Map<string, PyClass>();

/** A `torch.return_types.NAME` named tuple (`values`, `indices`), printed as torch prints it. */
export function returnType(name: string, fields: readonly string[], items: readonly PyValue[]): PyTuple {
  let cls = returnTypes.get(name);
  if (!cls) {
    cls = new PyClass(
      name,
      [builtinTypes.tuple],
      {
        repr: (s) => `torch.return_types.${name}(\n${fields.map((f, i) => `${f}=${repr((s as PyTuple).items[i])}`).join(',\n')})`,
        getattr: (s, attr) => {
          const i = fields.indexOf(attr);
          return i >= 0 ? (s as PyTuple).items[i] : undefined;
        },
      },
      'torch.return_types',
    );
    returnTypes.set(name, cls);
  }
  const type = cls;
  class Named extends PyTuple {
    get cls(): PyClass {
      return type;
    }
  }
  return new Named(items);
}
