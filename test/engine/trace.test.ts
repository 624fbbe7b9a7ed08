/** The trace itself: steps, sub-steps inside a statement, snapshots, and the step limit. */

import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type ObjView, run, type Step } from '../../src/engine';
import type { RunContext } from '../../src/engine/context';
import type { Frame } from '../../src/engine/frame';
import { runRecorded } from '../../src/engine/run';
import { Recorder } from '../../src/engine/trace/recorder';
import { ValueViews } from '../../src/engine/trace/views';
import { PyBuiltin, PyClass, PyFunction, PyGenericAlias, PyModule, PyObj, PyOpaque, type PyValue } from '../../src/engine/values';
import { after, before, prScenario, runOk } from '../helpers';

function modelOf(step: Step, name: string): Extract<ObjView, { kind: 'model' }> {
  const frame = step.frames[0];
  const ref = frame.locals.find(([k]) => k === name)?.[1];
  if (ref?.kind !== 'ref') throw new Error(`${name} is not an object at step ${step.index}`);
  const obj = step.heap.get(ref.id);
  if (obj?.kind !== 'model') throw new Error(`${name} is not a model`);
  return obj;
}

describe('trace of the PR scenario', () => {
  it('ends in KeyError at the old line before the fix, and returns after it', () => {
    const b = runOk(prScenario, before);
    expect(b.end).toMatchObject({ status: 'error', type: 'KeyError', message: "'extra_fields'" });
    if (b.end.status === 'error') expect(b.end.traceback.map((t) => `${t.file}:${t.line}`)).toEqual(['script:4', 'model:78']);
    expect(runOk(prScenario, after).end).toEqual({ status: 'ok' });
  });

  it('records the calls inside the fixed statement in evaluation order: copy, then setdefault', () => {
    const t = runOk(prScenario, after);
    const line = [...t.steps].find((s) => s.event === 'line' && s.file === 'model' && s.line === 79);
    expect(line).toBeDefined();
    const calls = [...t.steps].filter((s) => s.statement === line?.index && s.event === 'call').map((s) => s.detail);
    expect(calls).toEqual(['dict.copy', 'dict.setdefault']);
    const teacher = [...t.steps].find((s) => s.event === 'line' && s.line === 80);
    expect([...t.steps].filter((s) => s.statement === teacher?.index && s.event === 'call').map((s) => s.detail)).toEqual(['dict.pop', 'dict.pop']);
  });

  it('shows the hidden fields-set: extra_fields is never in it, even after being filled', () => {
    const t = runOk(prScenario, after);
    const last = t.steps.at(-1)!;
    const model = modelOf(last, 'output');
    expect(model.fieldsSet).toEqual(['metrics', 'prompt_ids', 'response_ids', 'response_mask']);
    const extra = model.fields.find(([k]) => k === 'extra_fields')?.[1];
    expect(extra?.kind).toBe('ref');
    const dict = extra?.kind === 'ref' ? last.heap.get(extra.id) : undefined;
    expect(dict?.kind === 'dict' && dict.entries.map(([k]) => k.kind === 'prim' && k.repr)).toEqual(["'raw_prompt'"]);
  });

  it('keeps earlier steps unchanged when later statements mutate objects (steps are values)', () => {
    const t = runOk(prScenario, after);
    const firstLine3 = [...t.steps].find((s) => s.event === 'line' && s.file === 'script' && s.line === 3) as Step;
    const model = modelOf(firstLine3, 'output');
    const extra = model.fields.find(([k]) => k === 'extra_fields')?.[1];
    const dict = extra?.kind === 'ref' ? firstLine3.heap.get(extra.id) : undefined;
    expect(dict?.kind === 'dict' && dict.entries.length).toBe(0);
  });

  it('snapshots incrementally yet equal a full re-encoding at every step', () => {
    for (const [model, script] of [
      [after, prScenario],
      [before, prScenario],
      ['', 'acc = []\nfor i in range(30):\n    d = {"k": i, "v": [i, i * 2]}\n    if i % 3 == 0:\n        acc.append(d)\n    d["v"].append(i)\n'],
      ['', 'def f(xs, n):\n    ys = xs\n    ys.append(n)\n    if n:\n        f(ys, n - 1)\n    return ys\nout = f([], 4)\nout[0] = out\n'],
      // Globals rebound, hidden and shown again, deleted; 0.0 and -0.0 (equal, shown differently).
      ['', 'x = 0.0\nx = -0.0\nx = 0.0\ndef g():\n    return 1\ny = g\ny = 2\ny = g\ndel x\nx = float("nan")\nx = float("nan")\nz = 1\n'],
      // Long containers (several chunks): items replaced, inserted, removed, sorted; a dict's values changed.
      [
        '',
        'xs = list(range(100))\nxs[40] = -1\nxs.insert(3, 7)\nxs.pop(0)\nxs.sort()\nxs[99] = [xs]\nd = {i: i for i in range(70)}\nd[35] = "x"\ndel d[0]\nd[0] = 0\nfor k in range(3):\n    xs[k * 40] = k\n',
      ],
      // A long list grown by append and extend (the recorder's hint: items before the new ones are unchanged), changed between.
      ['', 'xs = []\nfor i in range(80):\n    xs.append(i)\n    if i % 20 == 19:\n        xs[i // 2] = -i\nxs.extend(range(40))\nxs[0] = 5\nxs.append(1)\n'],
      // Function locals and cells: a closure rebinding its enclosing variable, -0.0 in a local.
      [
        '',
        'def outer():\n    n = 0\n    z = 0.0\n    def inc():\n        nonlocal n\n        n += 1\n    inc()\n    z = -0.0\n    inc()\n    return n, z\nr = outer()\n',
      ],
      // Frames whose bindings change more often than the log checkpoints them; a local deleted and bound again.
      [
        '',
        'def f(n):\n    t = 0\n    for k in range(n):\n        t += k\n        if k == 50:\n            del t\n            t = -1\n    return t\nr = f(90)\nfor j in range(80):\n    r += j\n',
      ],
      // Generators suspended and resumed from different lines, exceptions raised and caught, a class body.
      [
        '',
        'def gen(n):\n    for i in range(n):\n        got = yield i * 2\n        n += 0 if got is None else got\n\ng = gen(3)\na = next(g)\nb = g.send(1)\nrest = list(g)\nclass C:\n    x = 1\n    y = x + 1\n    def m(self):\n        return self\ntry:\n    [1][5]\nexcept IndexError as e:\n    msg = str(e)\ndef deep(k):\n    if k == 0:\n        raise ValueError("bottom")\n    return deep(k - 1)\ntry:\n    deep(4)\nexcept ValueError:\n    caught = True\n',
      ],
    ]) {
      const checked = new FullEncodingCheck();
      const r = runRecorded({ model, script }, (ctx) => checked.recorder(ctx));
      if (!r.ok) throw new Error(r.problem.message);
      expect(checked.steps).toBeGreaterThan(10);
      expect(checked.problems).toEqual([]);
    }
  });
});

/**
 * A recorder that, as each step is recorded, encodes every frame and every object reachable
 * from them afresh (no shared views, no earlier snapshot) and compares with what the step holds.
 */
class FullEncodingCheck {
  steps = 0;
  readonly problems: string[] = [];

  recorder(ctx: RunContext): Recorder {
    const check = this;
    return new (class extends Recorder {
      protected recorded(index: number): void {
        super.recorded(index);
        check.compare(this.steps.at(index)!, this.stack);
      }
    })(ctx);
  }

  compare(step: Step, stack: readonly Frame[]): void {
    this.steps++;
    const fresh = new ValueViews();
    const frames = stack.filter((f) => f.traced);
    const encoded = new Map<PyObj, ObjView>();
    const visit = (v: PyValue) => {
      if (!(v instanceof PyObj) || encoded.has(v)) return;
      const refs: PyObj[] = [];
      encoded.set(v, fresh.object(v, undefined, refs));
      for (const r of refs) visit(r);
    };
    if (step.frames.length !== frames.length) this.problems.push(`step ${step.index}: ${step.frames.length} frames shown, not ${frames.length}`);
    frames.forEach((f, i) => {
      const view = step.frames[i];
      const where = { name: f.name, file: f.file, line: f.stmt?.line ?? 0 };
      if (view && !isDeepStrictEqual({ name: view.name, file: view.file, line: view.line }, where))
        this.problems.push(`step ${step.index}: frame ${i} shown as ${view.name} ${view.file}:${view.line}, not ${where.name} ${where.file}:${where.line}`);
      const shown = new Map(view?.locals ?? []);
      // Every binding is shown but dunders and, among a module's globals, definitions.
      const expected = [...f.locals()].filter(([name, v]) => !name.startsWith('__') && !(f.kind === 'module' && isDefinition(v))).map(([name]) => name);
      if (!isDeepStrictEqual([...shown.keys()], expected)) this.problems.push(`step ${step.index}: ${f.name} shows ${[...shown.keys()]}, not ${expected}`);
      for (const [name, v] of f.locals()) {
        if (!shown.has(name)) continue;
        if (!isDeepStrictEqual(shown.get(name), fresh.of(v))) this.problems.push(`step ${step.index}: ${f.name}.${name} shows a stale value`);
        visit(v);
      }
    });
    for (const [o, view] of encoded) {
      if (!isDeepStrictEqual(step.heap.get(o.id), view))
        this.problems.push(`step ${step.index}: object ${o.id} (${o.cls.name}) differs from its full re-encoding`);
    }
  }
}

function isDefinition(v: PyValue): boolean {
  return (
    v instanceof PyModule || v instanceof PyClass || v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyGenericAlias || v instanceof PyOpaque
  );
}

describe('values a step shows', () => {
  it('shows an int too long for Python to print by its size, and the run goes on', () => {
    const t = runOk('x = 10**5000\ny = -x\n', '');
    const last = t.steps.at(-1)!;
    const locals = new Map(last.frames[0].locals);
    expect(locals.get('x')).toEqual({ kind: 'prim', type: 'int', repr: '<int of 5001 digits>' });
    expect(locals.get('y')).toEqual({ kind: 'prim', type: 'int', repr: '<int of 5001 digits>' });
    expect(t.end).toEqual({ status: 'ok' });
  });
});

describe('bad input comes back as data', () => {
  it('names a syntax error with file, line and column', () => {
    const r = run({ model: after, script: 'x = (1,\ny = 2\n' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ kind: 'SyntaxError', file: 'script' });
  });

  it('names an unsupported construct and its position', () => {
    const r = run({ model: after, script: 'x = 1\ntry:\n    pass\nexcept ValueError:\n    pass\nfrom . import y\n' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ kind: 'Unsupported', file: 'script', line: 6 });
    if (!r.ok) expect(r.problem.message).toContain('relative import');
  });

  it('reports an unterminated string and an unexpected indent as CPython would', () => {
    const a = run({ model: after, script: 'x = "abc\n' });
    expect(!a.ok && a.problem.message).toContain('unterminated string literal');
    const b = run({ model: after, script: 'x = 1\n    y = 2\n' });
    expect(!b.ok && b.problem).toMatchObject({ kind: 'IndentationError', line: 2 });
  });

  it('stops a runaway program at the step limit with a limit event', () => {
    // An empty model: the model's untraced statements would count against the budget too.
    const r = run({ model: '', script: 'n = 0\nwhile True:\n    n += 1\n', stepLimit: 500 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.trace.end).toMatchObject({ status: 'limit', limit: 500 });
    expect(r.trace.steps.at(-1)!.event).toBe('limit');
    expect(r.trace.steps.length).toBe(501);
  });

  it('turns deep recursion into RecursionError, not a JS stack overflow', () => {
    const r = run({ model: after, script: 'def f(n):\n    return f(n + 1)\nf(0)\n', stepLimit: 100_000 });
    expect(r.ok && r.trace.end).toMatchObject({ status: 'error', type: 'RecursionError' });
  });
});
