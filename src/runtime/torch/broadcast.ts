/** Broadcasting as torch does it: shapes aligned at the right, size-1 dimensions stretched. */
import { exc, pyError } from '../../engine/api';
import { stridedPositions, type Tensor } from './tensor';

/** The broadcast shape of several shapes, with torch's error naming the mismatch it meets first (from the right). */
export function broadcastShapes(...shapes: (readonly number[])[]): number[] {
  let out: number[] = [];
  for (const shape of shapes) {
    const n = Math.max(out.length, shape.length);
    const next: number[] = new Array(n);
    // From the last dimension back, as torch's infer_size checks them: the error names the last mismatch.
    for (let i = n - 1; i >= 0; i--) {
      const a = out[out.length - n + i] ?? 1;
      const b = shape[shape.length - n + i] ?? 1;
      if (a !== b && a !== 1 && b !== 1)
        throw pyError(exc.RuntimeError, `The size of tensor a (${a}) must match the size of tensor b (${b}) at non-singleton dimension ${i}`);
      next[i] = a === 1 ? b : a;
    }
    out = next;
  }
  return out;
}

/** Storage positions of `t`'s elements as seen through the broadcast `shape`, in row-major order. */
export function broadcastPositions(t: Tensor, shape: readonly number[]): number[] {
  const lead = shape.length - t.shape.length;
  const strides = shape.map((size, i) => {
    const d = i - lead;
    if (d < 0 || (t.shape[d] === 1 && size !== 1)) return 0;
    return t.strides[d];
  });
  return stridedPositions(shape, strides, t.offset);
}

/** The strides that expand `t` to the shape `to` (0 along stretched dimensions), or torch's error. */
export function expandStrides(t: Tensor, to: readonly number[]): number[] {
  const lead = to.length - t.shape.length;
  const out = new Array<number>(to.length);
  // torch's `inferExpandGeometry` walks from the last dimension, so the last mismatch is reported.
  for (let i = to.length - 1; i >= 0; i--) {
    const d = i - lead;
    const size = to[i];
    if (d < 0) out[i] = 0;
    else if (t.shape[d] === size) out[i] = t.strides[d];
    else if (t.shape[d] === 1) out[i] = 0;
    else
      throw pyError(
        exc.RuntimeError,
        `The expanded size of the tensor (${size}) must match the existing size (${t.shape[d]}) at non-singleton dimension ${i}.  Target sizes: [${to.join(', ')}].  Tensor sizes: [${t.shape.join(', ')}]`,
      );
  }
  return out;
}
