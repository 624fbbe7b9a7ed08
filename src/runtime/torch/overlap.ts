/**
 * torch's memory-overlap checks for writes (`MemoryOverlap.cpp`): an in-place result may not
 * land on an expanded tensor whose elements share memory, nor partly overlap one of its inputs.
 */
import { exc, pyError } from '../../engine/api';
import type { Tensor } from './tensor';

/** Some element is reachable twice: a stride-0 dimension of size above 1. */
function hasInternalOverlap(t: Tensor): boolean {
  return t.shape.some((s, d) => s > 1 && t.strides[d] === 0);
}

/** The elements fill one block of memory exactly, in some order of the dimensions. */
function isNonOverlappingAndDense(t: Tensor): boolean {
  const dims = t.shape.map((_, d) => d).filter((d) => t.shape[d] !== 1);
  dims.sort((a, b) => t.strides[a] - t.strides[b]);
  let expected = 1;
  for (const d of dims) {
    if (t.strides[d] !== expected) return false;
    expected *= t.shape[d];
  }
  return true;
}

type Overlap = 'no' | 'full' | 'partial' | 'too-hard';

function overlapStatus(a: Tensor, b: Tensor): Overlap {
  if (a === b) return 'full';
  if (a.numel === 0 || b.numel === 0) return 'no';
  if (!isNonOverlappingAndDense(a) || !isNonOverlappingAndDense(b)) return 'too-hard';
  if (a.storage !== b.storage) return 'no';
  const [aBegin, aEnd] = [a.offset, a.offset + a.numel];
  const [bBegin, bEnd] = [b.offset, b.offset + b.numel];
  if (aBegin === bBegin && aEnd === bEnd) return a.strides.every((s, i) => s === b.strides[i]) && a.strides.length === b.strides.length ? 'full' : 'partial';
  return aBegin < bEnd && bBegin < aEnd ? 'partial' : 'no';
}

/** Refuses a write into `out` that torch refuses, given the tensors the result is computed from. */
export function checkWrite(out: Tensor, inputs: readonly Tensor[]): void {
  if (hasInternalOverlap(out))
    throw pyError(
      exc.RuntimeError,
      'unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.',
    );
  for (const input of inputs)
    if (overlapStatus(out, input) === 'partial')
      throw pyError(
        exc.RuntimeError,
        'unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory location. Please clone() the tensor before performing the operation.',
      );
}
