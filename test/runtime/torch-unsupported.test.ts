/**
 * What the simulated torch does not model ends in a NotImplementedError that names it —
 * never a silent wrong value, never an AttributeError claiming torch lacks it.
 */
import { describe, expect, it } from 'vitest';
import { runOk } from '../helpers';

function errorOf(script: string): string {
  const trace = runOk(`import torch\n${script}`, '');
  expect(trace.end.status).toBe('error');
  return trace.end.status === 'error' ? `${trace.end.type}: ${trace.end.message}` : '';
}

describe('unsupported torch features are refused by name', () => {
  it.each([
    ['torch.fft.fft(torch.zeros(4))', 'NotImplementedError: torch.fft is not supported by this explainer'],
    ['import torch.optim', 'NotImplementedError: torch.optim is not supported by this explainer'],
    ['torch.randn(3)', 'NotImplementedError: torch.randn is not supported by this explainer'],
    ['torch.nn.Linear(2, 3)', 'NotImplementedError: torch.nn.Linear is not supported by this explainer (no nn modules or autograd)'],
    ['torch.tensor([1.0], requires_grad=True)', 'NotImplementedError: autograd (requires_grad=True) is not supported by this explainer'],
    ['torch.zeros(2).numpy()', 'NotImplementedError: Tensor.numpy() is not supported by this explainer (numpy is not simulated)'],
    ['torch.zeros(2, 2).cholesky()', 'NotImplementedError: Tensor.cholesky is not supported by this explainer'],
    ['torch.zeros(2).view(torch.int32)', 'NotImplementedError: Tensor.view(dtype) (reinterpreting the bytes) is not supported by this explainer'],
  ])('%s', (script, message) => {
    expect(errorOf(script)).toBe(message);
  });

  it('keeps a genuinely missing attribute an AttributeError, as torch reports it', () => {
    expect(errorOf('torch.zeros(2).no_such_method()')).toBe("AttributeError: 'Tensor' object has no attribute 'no_such_method'");
  });

  it('fails backward() as torch does for a tensor that does not require grad (none can here)', () => {
    expect(errorOf('torch.ones(2).sum().backward()')).toBe('RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn');
  });

  it('runs on the CPU only: cuda is reported as torch reports it on a CPU build', () => {
    expect(errorOf('torch.zeros(2).cuda()')).toBe('AssertionError: Torch not compiled with CUDA enabled');
    expect(errorOf('x = torch.cuda.is_available()\nassert x')).toBe('AssertionError: ');
  });
});
