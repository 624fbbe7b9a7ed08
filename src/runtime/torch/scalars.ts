/** Python numbers in and out of tensors: `item()`, `tolist()`, fill values and `torch.tensor` data. */
import { exc, NativeObject, PyInstance, type PyValue, pyError } from '../../engine/api';
import { cast, cTypeNames, type DType, type Elem, isFloat } from './dtype';

/** An element (compute form) as the Python number torch gives back: bool, int or float. */
export function toPython(dtype: DType, x: Elem): PyValue {
  if (dtype === 'bool') return x !== 0n && x !== 0;
  if (isFloat(dtype)) return Number(x);
  return typeof x === 'bigint' ? x : BigInt(x);
}

const ranges: Partial<Record<DType, [bigint, bigint]>> = {
  uint8: [0n, 255n],
  int8: [-128n, 127n],
  int16: [-(2n ** 15n), 2n ** 15n - 1n],
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
};

/**
 * A Python bool, int or float stored into `dtype`, checked as torch checks values it is given
 * (`torch.full`, `fill_`, `torch.tensor`, item assignment; c10's `overflows`): an int out of the
 * dtype's range is an error (an unsigned type takes a negative int down to minus its maximum,
 * wrapping it), and so is a float outside the range or not finite (it is truncated otherwise);
 * bool and floating dtypes take anything. `style` picks the message: `torch.tensor` names the
 * dtype, the others name the C type.
 */
export function checkedElem(v: boolean | bigint | number, dtype: DType, style: 'tensor' | 'fill'): Elem {
  const overflow = () => pyError(exc.RuntimeError, `value cannot be converted to type ${style === 'tensor' ? dtype : cTypeNames[dtype]} without overflow`);
  if (typeof v === 'bigint') {
    if (v < -(2n ** 63n) || v >= 2n ** 63n) throw pyError(exc.ValueError, 'Overflow when unpacking long long');
    const range = ranges[dtype];
    if (range && (v < (dtype === 'uint8' ? -range[1] : range[0]) || v > range[1])) throw overflow();
    return cast('int64', v, dtype);
  }
  if (typeof v === 'boolean') return cast('bool', v ? 1n : 0n, dtype);
  const range = ranges[dtype];
  if (range && (Number.isNaN(v) || v < Number(range[0]) || v > Number(range[1]))) throw overflow();
  return cast('float64', v, dtype);
}

/**
 * The number an object stands for, when it is an int or float subclass instance the engine
 * keeps as an object (an `IntEnum` member): torch reads those as the number itself
 * (`torch.tensor([Role.USER])`, `t == Role.USER`, `t[Role.USER]`); anything else unchanged.
 */
export function plainNumber(v: PyValue): PyValue {
  if (!(v instanceof PyInstance || v instanceof NativeObject)) return v;
  const scalar = v.cls.slot('valueKind')?.scalar;
  if (!scalar) return v;
  const x = scalar(v);
  return typeof x === 'bigint' || typeof x === 'number' || typeof x === 'boolean' ? x : v;
}
