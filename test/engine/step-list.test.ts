/**
 * The step list (`StepList`): steps built on demand from columns, stack nodes and binding logs
 * are the same whichever order they are read in, cross the worker boundary unchanged, and stay
 * cheap to build (a bounded replay; stack nodes shared by the steps of a loop). That each step
 * equals a full re-encoding of the live frames and heap is checked as it is recorded, in
 * trace.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Step, Trace } from '../../src/engine';
import { CHECKPOINT_EVERY } from '../../src/engine/trace/step-data';
import { StepList } from '../../src/engine/trace/step-list';
import { decodeRun, encodeRun } from '../../src/runner/wire';
import { runOk } from '../helpers';

const scripts: Record<string, string> = {
  'a module-level loop that rebinds names':
    'total = 0\nacc = []\nfor i in range(60):\n    d = {"k": i, "v": [i, i * 2]}\n    total += d["v"][1] % 7\n    if i % 3 == 0:\n        acc.append(d)\n',
  recursion: 'def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n\nresult = fib(7)\n',
  'generators resumed from different lines':
    'def gen(n):\n    for i in range(n):\n        got = yield i\n        n += 0 if got is None else got\n\ng = gen(2)\na = next(g)\nb = g.send(2)\nrest = list(g)\n',
  'exceptions raised through frames and caught':
    'def deep(k):\n    x = k\n    if k == 0:\n        raise KeyError("bottom")\n    return deep(k - 1)\ntry:\n    deep(3)\nexcept KeyError as e:\n    msg = str(e)\n',
  'a class body': 'class C:\n    a = 1\n    b = a + 1\n    def m(self):\n        return self.b\nc = C()\nv = c.m()\n',
  'a function that deletes a local and binds it again': 'def f():\n    t = 1\n    u = [t]\n    del t\n    u.append(2)\n    t = u\n    return t\nr = f()\n',
  'more changes in one frame than a checkpoint covers': 'def f(n):\n    t = 0\n    for k in range(n):\n        t += k\n    return t\nr = f(100)\n',
  'an uncaught exception': 'def g(x):\n    return x["missing"]\ny = 1\nz = g({})\n',
};

/** A step as plain data: its heap as entries, its frames read. */
function plain(step: Step) {
  return { ...step, frames: step.frames.map((f) => ({ ...f, locals: f.locals.map(([k, v]) => [k, v]) })), heap: [...step.heap] };
}

function traceOf(script: string): Trace {
  return runOk(script, '');
}

describe('the step list', () => {
  for (const [name, script] of Object.entries(scripts)) {
    it(`builds the same steps in any order: ${name}`, () => {
      const steps = traceOf(script).steps as StepList;
      expect(steps.length).toBeGreaterThan(5);
      const inOrder = [...steps].map(plain);
      expect(inOrder.map((s) => s.index)).toEqual(inOrder.map((_, i) => i));
      // A fresh list over the same data, read backwards, then in a scattered order.
      const fresh = new StepList(steps.data, steps.heap);
      for (let i = steps.length - 1; i >= 0; i--) expect(plain(fresh.at(i) as Step)).toEqual(inOrder[i]);
      const scattered = new StepList(steps.data, steps.heap);
      for (let k = 0; k < steps.length; k++) {
        const i = (k * 7919) % steps.length;
        expect(plain(scattered.at(i) as Step)).toEqual(inOrder[i]);
      }
      expect(plain(scattered.at(-1) as Step)).toEqual(inOrder[inOrder.length - 1]);
      expect(scattered.at(steps.length)).toBeUndefined();
    });

    it(`crosses the worker boundary unchanged: ${name}`, () => {
      const trace = traceOf(script);
      const back = decodeRun(structuredClone(encodeRun({ ok: true, trace, stdout: '' })));
      if (!back.ok) throw new Error('expected a run');
      expect(back.trace.steps.length).toBe(trace.steps.length);
      expect([...back.trace.steps].map(plain)).toEqual([...trace.steps].map(plain));
    });
  }

  it('gives the same step object while it is cached, and frames read once', () => {
    const steps = traceOf(scripts.recursion).steps;
    const s = steps.at(20) as Step;
    expect(steps.at(20)).toBe(s);
    expect(s.frames).toBe(s.frames);
  });

  it('replays at most a checkpoint interval of changes for any step', () => {
    for (const script of Object.values(scripts)) {
      const { data } = traceOf(script).steps as StepList;
      for (const frame of data.frames) {
        expect(frame.log[1]).toBe(-1);
        let run = 0;
        for (let e = 0; e < frame.log.length; e += 3) {
          run = frame.log[e + 1] === -1 ? 0 : run + 1;
          expect(run).toBeLessThanOrEqual(CHECKPOINT_EVERY);
          if (e > 0) expect(frame.log[e]).toBeGreaterThanOrEqual(frame.log[e - 3] as number);
        }
      }
    }
  });

  it('shares stack nodes between the steps of a loop, and logs only the bindings that change', () => {
    const { data } = traceOf(scripts['a module-level loop that rebinds names']).steps as StepList;
    // One frame; one node a line of it: 60 iterations do not make nodes of their own.
    expect(data.frames).toHaveLength(1);
    expect(data.nodeCount).toBeLessThanOrEqual(7);
    // Each iteration rebinds i and d, and total unless it adds 0: up to three changes (or a checkpoint in their place).
    const entries = data.frames[0].log.length / 3;
    expect(entries).toBeGreaterThanOrEqual(2 * 60);
    expect(entries).toBeLessThanOrEqual(3 * 60 + 10);
  });
});
