/**
 * The tensor trace view tells the UI which tensors share memory: a view carries its base's
 * storage id, its own offset and strides, and its base's object id; a copy gets a storage of
 * its own. And the view re-reads after an in-place write through an alias.
 */
import { describe, expect, it } from 'vitest';
import type { ObjView } from '../../src/engine';
import { runOk } from '../helpers';

type TensorView = Extract<ObjView, { kind: 'tensor' }>;

/** The tensor each global names at the end of the run. */
function tensorsAtEnd(script: string): Map<string, TensorView> {
  const trace = runOk(`import torch\n${script}`, '');
  const last = trace.steps.at(-1)!;
  const frame = last.frames[0];
  const out = new Map<string, TensorView>();
  for (const [name, v] of frame.locals) {
    if (v.kind !== 'ref') continue;
    const o = last.heap.get(v.id);
    if (o?.kind === 'tensor') out.set(name, o);
  }
  return out;
}

describe('tensor storage identity in the trace', () => {
  it('gives a view its base storage, offset and strides, and names its base', () => {
    const t = tensorsAtEnd('base = torch.arange(6).reshape(2, 3)\nrow = base[1]\ncol = base[:, 2]\ncopy = base.clone()\n');
    const base = t.get('base') as TensorView;
    const row = t.get('row') as TensorView;
    const col = t.get('col') as TensorView;
    const copy = t.get('copy') as TensorView;
    expect(row.storage.id).toBe(base.storage.id);
    expect(col.storage.id).toBe(base.storage.id);
    expect(copy.storage.id).not.toBe(base.storage.id);
    expect(row.storage.offset).toBe(3);
    expect(col.storage).toMatchObject({ offset: 2, strides: [3], size: 6 });
    // `base` is itself a view of the arange tensor; every view names the same root, as torch's `_base`.
    expect(row.base).toBe(base.base);
    expect(copy.base).toBeNull();
  });

  it('shows a write through a view in the base at the same step', () => {
    const trace = runOk('import torch\nbase = torch.zeros(2, 2)\nrow = base[0]\nrow.add_(1)\nx = 1\n', '');
    const step = [...trace.steps].find((s) => s.event === 'line' && s.line === 5);
    const frame = step?.frames[0];
    const ref = frame?.locals.find(([k]) => k === 'base')?.[1];
    const view = ref?.kind === 'ref' ? step?.heap.get(ref.id) : undefined;
    expect(view?.kind === 'tensor' ? view.repr : '').toBe('tensor([[1., 1.],\n        [0., 0.]])');
  });

  it('keeps large tensors light: the repr is summarised and the element list left out', () => {
    const t = tensorsAtEnd('big = torch.arange(2000)\n');
    const big = t.get('big') as TensorView;
    expect(big.repr).toBe('tensor([   0,    1,    2,  ..., 1997, 1998, 1999])');
    expect(big.tolist).toBe('');
  });
});
