/**
 * How a tensor appears in a trace step and in the contract's outcome. The step's view carries
 * where the elements live — the storage's identity, the tensor's offset and strides in it, and
 * the tensor it is a view of — so the objects panel can draw a view sharing its base's memory.
 */
import { type Canon, floatRepr, type PyObj, type ValueKind } from '../../engine/api';
import { isFloat } from './dtype';
import { tensorRepr } from './format';
import { MAX_ELEMENTS, nest, type Tensor } from './tensor';

/** Elements a step's `tolist` text spells out (the repr, summarised as torch prints it, always remains). */
const MAX_LISTED = 500;

/** `tolist()` in the contract's canonical form: bigint for integers, boolean, `{ pyfloat }` for floats (float32 widened). */
function canonicalData(t: Tensor): unknown {
  // Past what a storage may hold (an absurdly expanded view) the elements are left out.
  if (t.numel > MAX_ELEMENTS) return [];
  const float = isFloat(t.dtype);
  return nest(
    t.shape,
    t.values().map((x) => (t.dtype === 'bool' ? x !== 0n : float ? { pyfloat: Number(x) } : x)),
  );
}

/** `repr(tensor.tolist())` from the canonical data. */
function tolistText(data: unknown): string {
  if (Array.isArray(data)) return `[${data.map(tolistText).join(', ')}]`;
  if (typeof data === 'bigint') return data.toString();
  if (typeof data === 'boolean') return data ? 'True' : 'False';
  return floatRepr((data as { pyfloat: number }).pyfloat);
}

export const tensorKind: ValueKind = {
  view: (self: PyObj) => {
    const t = self as Tensor;
    return {
      kind: 'tensor',
      id: t.id,
      type: 'Tensor',
      dtype: t.dtype,
      shape: [...t.shape],
      repr: tensorRepr(t),
      tolist: t.numel <= MAX_LISTED ? tolistText(canonicalData(t)) : '',
      storage: { id: t.storage.id, offset: t.offset, strides: [...t.strides], size: t.storage.size },
      base: t.base ? t.base.id : null,
    };
  },
  canon: (self: PyObj) => {
    const t = self as Tensor;
    return { tensor: { dtype: t.dtype, shape: t.shape.map((n) => BigInt(n)), data: canonicalData(t) as Canon } };
  },
};
