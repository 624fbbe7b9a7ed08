/**
 * A tensor larger than the explainer simulates is refused with a MemoryError naming the limit,
 * before any element is computed: never a JavaScript crash (an invalid array length, a heap
 * out of memory) or a page that freezes. Each call here once built its values first.
 */
import { describe, expect, it } from 'vitest';
import { runOutcomeJson } from '../../src/engine';
import '../helpers';

const calls = [
  'torch.arange(10**20)',
  'torch.arange(0.0, 1e12)',
  'torch.zeros(10**10)',
  'torch.full((10**9,), 1)',
  'torch.linspace(0, 1, 10**9)',
  'torch.eye(10**5)',
  'torch.tensor([1, 2]).repeat(10**6, 10**6)',
  'torch.tensor([1, 2]).repeat_interleave(10**9)',
  'torch.nn.functional.one_hot(torch.tensor([10**9]))',
  'torch.tensor([10**9]).bincount()',
  'torch.nn.functional.pad(torch.tensor([1]), (0, 10**9))',
];

describe('tensors beyond the simulated size', () => {
  for (const call of calls) {
    it(`refuses ${call} with a MemoryError`, () => {
      const r = runOutcomeJson({ model: '', script: `import torch\nx = ${call}\n` });
      expect(r.ok).toBe(true);
      const outcome = JSON.parse(r.ok ? r.json : '{}').outcome;
      expect(outcome.type).toBe('MemoryError');
      expect(outcome.message).toMatch(/larger than this explainer simulates/);
    });
  }
});
