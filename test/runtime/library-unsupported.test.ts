/**
 * What the simulated torch (or pydantic) does not model ends in a refusal that names it — never a silent wrong
 * value, never an AttributeError claiming torch lacks it. A name torch has and the runtime lacks
 * (a function, a submodule, a Tensor method) is refused by the library-names table
 * (src/engine/stdlib-names.ts); an argument the runtime does not model, by a NotImplementedError.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';
import { runOk } from '../helpers';

function errorOf(script: string): string {
  const trace = runOk(`import torch\n${script}`, '');
  expect(trace.end.status).toBe('error');
  return trace.end.status === 'error' ? `${trace.end.type}: ${trace.end.message}` : '';
}

function refusalOf(script: string): string {
  const r = run({ model: '', script: `import torch\nimport torch.nn.functional as F\nimport pydantic\n${script}` });
  return r.ok ? `ran: ${r.trace.end.status}` : `${r.problem.kind}: ${r.problem.detail}`;
}

describe('unsupported torch and pydantic features are refused by name', () => {
  it.each([
    ['torch.fft.fft(torch.zeros(4))', 'torch.fft'],
    ['import torch.optim', "the module 'torch.optim'"],
    ['from torch.utils.data import DataLoader', "the module 'torch.utils.data'"],
    ['torch.randn(3)', 'torch.randn'],
    ['from torch import randn', 'torch.randn'],
    ['torch.nn.Linear(2, 3)', 'torch.nn.Linear'],
    ['F.gumbel_softmax(torch.zeros(2))', 'torch.nn.functional.gumbel_softmax'],
    ['torch.linalg.svd(torch.eye(2))', 'torch.linalg.svd'],
    ['torch.zeros(2, 2).cholesky()', 'torch.Tensor.cholesky'],
    ['import pydantic.plugin', "the module 'pydantic.plugin'"],
    ['import pydantic_core\npydantic_core.to_json(1)', 'pydantic_core.to_json'],
    ['class M(pydantic.BaseModel):\n    x: int = 0\nM.parse_raw("{}")', 'pydantic.main.BaseModel.parse_raw'],
  ])('%s', (script, name) => {
    expect(refusalOf(script)).toBe(`Unsupported: ${name} is not supported by this interpreter`);
  });

  it.each([
    ['torch.tensor([1.0], requires_grad=True)', 'NotImplementedError: autograd (requires_grad=True) is not supported by this explainer'],
    ['torch.zeros(2).numpy()', 'NotImplementedError: Tensor.numpy() is not supported by this explainer (numpy is not simulated)'],
    ['torch.zeros(2).view(torch.int32)', 'NotImplementedError: Tensor.view(dtype) (reinterpreting the bytes) is not supported by this explainer'],
  ])('%s', (script, message) => {
    expect(errorOf(script)).toBe(message);
  });

  it('keeps a name torch lacks too an AttributeError, as torch reports it', () => {
    expect(errorOf('torch.zeros(2).no_such_method()')).toBe("AttributeError: 'Tensor' object has no attribute 'no_such_method'");
    expect(errorOf('torch.no_such_function')).toBe("AttributeError: module 'torch' has no attribute 'no_such_function'");
    expect(errorOf('torch.nn.NoSuchLayer')).toBe("AttributeError: module 'torch.nn' has no attribute 'NoSuchLayer'");
    expect(errorOf('import torch.no_such_module')).toBe("ModuleNotFoundError: No module named 'torch.no_such_module'");
  });

  it('fails backward() as torch does for a tensor that does not require grad (none can here)', () => {
    expect(errorOf('torch.ones(2).sum().backward()')).toBe('RuntimeError: element 0 of tensors does not require grad and does not have a grad_fn');
  });

  it('runs on the CPU only: cuda is reported as torch reports it on a CPU build', () => {
    expect(errorOf('torch.zeros(2).cuda()')).toBe('AssertionError: Torch not compiled with CUDA enabled');
    expect(errorOf('x = torch.cuda.is_available()\nassert x')).toBe('AssertionError: ');
  });
});
