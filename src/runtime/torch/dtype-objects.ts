/**
 * The small Python-visible types around tensors: `torch.dtype` objects, `torch.Size`,
 * `torch.device` and the named tuples of `torch.return_types` (`max`, `sort`, `topk`...).
 */
import { builtinTypes, exc, objectType, PyClass, type PyObj, PyOpaque, PyTuple, type PyValue, pyError, repr, typeName } from '../../engine/api';
import { allDtypes, type DType, isFloat, itemSize } from './dtype';

export const dtypeType = new PyClass(
  'dtype',
  [objectType],
  {
    getattr: (self, name) => {
      const d = (self as PyOpaque).payload as DType;
      if (name === 'is_floating_point') return isFloat(d);
      if (name === 'is_signed') return d !== 'bool' && d !== 'uint8';
      if (name === 'itemsize') return BigInt(itemSize[d]);
      if (name === 'is_complex') return false;
      return undefined;
    },
  },
  'torch',
);

const dtypeObjects = new Map<DType, PyOpaque>(allDtypes.map((d) => [d, new PyOpaque(dtypeType, `torch.${d}`, d)]));

export function dtypeObject(d: DType): PyOpaque {
  return dtypeObjects.get(d) as PyOpaque;
}

/** Whether a value names a dtype: a `torch.dtype`, or Python's `float`, `int` or `bool` (as torch accepts). */
export function isDtypeValue(v: PyValue): boolean {
  return (v instanceof PyOpaque && v.type === dtypeType) || v === builtinTypes.float || v === builtinTypes.int || v === builtinTypes.bool;
}

/** The dtype a `dtype=` argument names, or `fallback` for None. */
export function dtypeOf(v: PyValue, fallback: DType): DType {
  if (v === null || v === undefined) return fallback;
  if (v instanceof PyOpaque && v.type === dtypeType) return v.payload as DType;
  if (v === builtinTypes.float) return 'float64';
  if (v === builtinTypes.int) return 'int64';
  if (v === builtinTypes.bool) return 'bool';
  throw pyError(exc.TypeError, `dtype must be torch.dtype, not ${typeName(v)}`);
}

/** `torch.Size`: a tuple that prints as `torch.Size([2, 3])`. */
export const sizeType = new PyClass('Size', [builtinTypes.tuple], { repr: (s: PyObj) => `torch.Size([${(s as PyTuple).items.join(', ')}])` }, 'torch');

class TorchSize extends PyTuple {
  get cls(): PyClass {
    return sizeType;
  }
}

export function sizeOf(dims: readonly number[]): PyTuple {
  return new TorchSize(dims.map((d) => BigInt(d)));
}

export const deviceType = new PyClass(
  'device',
  [objectType],
  {
    repr: () => "device(type='cpu')",
    str: () => 'cpu',
    getattr: (_s, name) => (name === 'type' ? 'cpu' : name === 'index' ? null : undefined),
    eq: (_s, other) => other instanceof PyOpaque && other.type === deviceType,
  },
  'torch',
);

/** The one device this explainer has: the CPU. */
export const cpuDevice = new PyOpaque(deviceType, "device(type='cpu')");

/** `torch.device(...)`: only the CPU; anything else is refused by name. */
export function deviceFrom(v: PyValue): PyOpaque {
  if (v instanceof PyOpaque && v.type === deviceType) return v;
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
