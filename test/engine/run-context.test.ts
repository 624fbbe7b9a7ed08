/** Each run owns its state: numbering, printed output and budget never leak between runs. */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';
import { currentRun } from '../../src/engine/context';
import { after, runOk } from '../helpers';

const empty = '';

describe('per-run state', () => {
  it('numbers objects from 1 in every run, whatever ran before', () => {
    const script = 'a = [1]\nb = {"k": a}\n';
    const first = runOk(script, empty);
    runOk('xs = [[i] for i in range(50)]\n', empty);
    const again = runOk(script, empty);
    const ids = (t: typeof first) => t.steps.at(-1)!.frames[0].locals.map(([, v]) => (v.kind === 'ref' ? v.id : null));
    expect(ids(first)).toEqual([1, 2]);
    expect(ids(again)).toEqual(ids(first));
  });

  it("keeps each run's printed output to itself", () => {
    const one = run({ model: empty, script: 'print("one")\n' });
    const two = run({ model: empty, script: 'print("two")\n' });
    expect(one.ok && one.stdout).toBe('one\n');
    expect(two.ok && two.stdout).toBe('two\n');
  });

  it('gives the budget of one run nothing of the last one', () => {
    const loop = 'n = 0\nwhile n < 300:\n    n += 1\n';
    runOk(loop, empty);
    const r = run({ model: empty, script: loop, stepLimit: 700 });
    expect(r.ok && r.trace.end).toEqual({ status: 'ok' });
  });

  it("shows a run only its own classes in __subclasses__, never an earlier run's", () => {
    const script =
      'from pydantic import BaseModel\nclass M(BaseModel):\n    x: int = 1\nclass N:\n    pass\nnames = ",".join(c.__name__ for c in BaseModel.__subclasses__())\n';
    const names = (t: ReturnType<typeof runOk>) => t.steps.at(-1)!.frames[0].locals.find(([k]) => k === 'names')?.[1];
    const first = runOk(script, empty);
    const again = runOk(script, empty);
    expect(names(first)).toEqual({ kind: 'prim', type: 'str', repr: "'M'" });
    expect(names(again)).toEqual(names(first));
  });

  it("keeps a run's rebinding of a shared module's names (typing, pydantic, torch) to that run", () => {
    const names = 'import typing, typing_extensions, pydantic, pydantic.types, torch\n';
    const rebind = `${names}typing.List = 1\ntyping_extensions.Any = 2\npydantic.StrictInt = 3\npydantic.types.conint = 4\ntorch.tensor = 5\ndel pydantic.BaseModel\n`;
    const read = `${names}v = "|".join([repr(typing.List), repr(typing_extensions.Any), repr(pydantic.StrictInt), pydantic.types.conint.__name__, torch.tensor.__name__, pydantic.BaseModel.__name__])\n`;
    const v = (t: ReturnType<typeof runOk>) => t.steps.at(-1)!.frames[0].locals.find(([k]) => k === 'v')?.[1];
    const expected = { kind: 'prim', type: 'str', repr: "'typing.List|typing.Any|typing.Annotated[int, Strict(strict=True)]|conint|tensor|BaseModel'" };
    expect(v(runOk(read, empty))).toEqual(expected);
    expect(runOk(rebind, empty).end).toEqual({ status: 'ok' });
    expect(v(runOk(read, empty))).toEqual(expected);
  });

  it("keeps attributes a run sets on the runtime's shared classes (BaseModel, torch.Tensor) to that run", () => {
    const change =
      'from pydantic import BaseModel\nimport torch\nBaseModel.tag = 1\nBaseModel.__repr__ = lambda self: "X"\ntorch.Tensor.tag = 2\nBaseModel.model_dump = None\nclass M(BaseModel):\n    a: int = 1\nv = f"{M()!r} {BaseModel.tag} {torch.Tensor.tag} {M.model_dump}"\n';
    const read =
      "from pydantic import BaseModel\nimport torch\nclass M(BaseModel):\n    a: int = 1\nv = f\"{M()!r} {hasattr(BaseModel, 'tag')} {hasattr(torch.Tensor, 'tag')} {M().model_dump()}\"\n";
    const v = (t: ReturnType<typeof runOk>) => t.steps.at(-1)!.frames[0].locals.find(([k]) => k === 'v')?.[1];
    expect(v(runOk(change, empty))).toEqual({ kind: 'prim', type: 'str', repr: "'X 1 2 None'" });
    expect(v(runOk(read, empty))).toEqual({ kind: 'prim', type: 'str', repr: '"M(a=1) False False {\'a\': 1}"' });
  });

  it("keeps torch's grad mode and its shared grad-mode and legacy tensor classes to each run", () => {
    const change =
      'import torch\ntorch.no_grad().__enter__()\ntorch.inference_mode().__enter__()\ntorch.no_grad.tag = 1\ntorch.LongTensor.tag = 2\nv = str((torch.is_grad_enabled(), torch.is_inference_mode_enabled(), torch.no_grad.tag))\n';
    const read =
      "import torch\nv = str((torch.is_grad_enabled(), torch.is_inference_mode_enabled(), hasattr(torch.no_grad, 'tag'), hasattr(torch.LongTensor, 'tag')))\n";
    const v = (t: ReturnType<typeof runOk>) => t.steps.at(-1)!.frames[0].locals.find(([k]) => k === 'v')?.[1];
    expect(v(runOk(change, empty))).toEqual({ kind: 'prim', type: 'str', repr: "'(False, True, 1)'" });
    expect(v(runOk(read, empty))).toEqual({ kind: 'prim', type: 'str', repr: "'(True, False, False, False)'" });
  });

  it('leaves no run active after a run, even one that failed', () => {
    const idle = currentRun();
    run({ model: empty, script: 'raise ValueError("x")\n' });
    run({ model: empty, script: 'while True:\n    pass\n', stepLimit: 50 });
    expect(currentRun()).toBe(idle);
  });

  it('makes types created on first use inside a run static (negative ids), not objects of that run', () => {
    const t = runOk('it = iter({1: 2}.items())\nt = type(it)\n', empty);
    const last = t.steps.at(-1)!;
    const ref = last.frames[0].locals.find(([k]) => k === 'it')?.[1];
    expect(ref?.kind).toBe('ref');
    const second = runOk('x = [5]\n', empty);
    const x = second.steps.at(-1)!.frames[0].locals[0][1];
    expect(x).toEqual({ kind: 'ref', id: 1 });
  });
});

describe('the step budget counts every statement, traced or not', () => {
  const endless = 'while 1: pass\n';
  it.each([
    ['at the module level of the model', endless, 'x = 1\n'],
    ['in a class body of the model', 'class A:\n    while 1: pass\n', 'x = 1\n'],
    ['in a class body of the script', '', 'class A:\n    while True:\n        pass\n'],
  ])('stops an endless loop %s', (_name, model, script) => {
    const r = run({ model, script, stepLimit: 1000 });
    expect(r.ok && r.trace.end).toMatchObject({ status: 'limit', limit: 1000 });
  });

  it('still runs the walkthrough model and scenario within the default budget', () => {
    const r = run({ model: after, script: 'x = 1\n' });
    expect(r.ok && r.trace.end).toEqual({ status: 'ok' });
  });
});
