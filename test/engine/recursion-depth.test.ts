/**
 * Deep recursion against the JS stack. CPython lets a script's functions nest 993 deep under the
 * reference runner; the engine counts the same frames, and each Python call costs it a few JS
 * frames, so the JS stack can run out first — in a browser's Web Worker (about 500 KB of stack)
 * sooner than in Node. Where it does, the run must stop naming the engine's limit: never a
 * RecursionError CPython would not raise, never an internal error. These runs happen in a worker
 * thread whose stack is cut to a browser worker's size (Node keeps 192 KB of a worker's
 * `stackSizeMb` for itself).
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BROWSER_LIKE_STACK_MB = (500 + 192) / 1024;

let worker: Worker;

beforeAll(() => {
  const entry = new URL('./small-stack-worker.ts', import.meta.url).href;
  // The worker loads the engine's TypeScript through tsx, as the CLI does.
  worker = new Worker(`import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(entry)});`, {
    eval: true,
    resourceLimits: { stackSizeMb: BROWSER_LIKE_STACK_MB },
  });
});

afterAll(async () => {
  await worker.terminate();
});

function runInWorker(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const answered = (text: string) => {
      worker.off('error', reject);
      resolve(text);
    };
    worker.once('message', answered);
    worker.once('error', reject);
    worker.postMessage({ model: '', script });
  });
}

const recursions: Record<string, (n: number) => string> = {
  'a plain function': (n) => `def f(n):\n    return f(n - 1) + 1 if n else 0\nr = f(${n})\n`,
  'a method': (n) => `class A:\n    def m(self, n):\n        return self.m(n - 1) + 1 if n else 0\nr = A().m(${n})\n`,
  'keyword arguments': (n) => `def f(n, *, acc=0):\n    return f(n - 1, acc=acc + 1) if n else acc\nr = f(${n})\n`,
  'a generator': (n) => `def g(n):\n    if n:\n        yield from g(n - 1)\n    yield n\nr = list(g(${n}))[-1]\n`,
  __eq__: (n) =>
    `class E:\n    def __init__(self, n):\n        self.n = n\n    def __eq__(self, o):\n        return self.n == 0 or E(self.n - 1) == o\nr = E(${n}) == 0\n`,
};

const STACK_STOP = /^Stopped at a call depth of \d+: this explainer ran out of JavaScript stack, a limit of the explainer that CPython does not have/;

describe('recursion deeper than a browser worker’s JS stack holds', () => {
  for (const [path, script] of Object.entries(recursions)) {
    it(`through ${path}: finishes as CPython does, or stops naming the engine's stack`, async () => {
      for (const n of [200, 600, 990]) {
        const text = await runInWorker(script(n));
        expect(text, `depth ${n}`).not.toMatch(/^problem/);
        const { outcome, roots } = JSON.parse(text);
        if (outcome.status === 'ok') expect(roots.r, `depth ${n}`).toBe(path === '__eq__' ? true : n);
        else expect(outcome, `depth ${n}`).toMatchObject({ status: 'limit', message: expect.stringMatching(STACK_STOP) });
      }
    });
  }

  it('an endless recursion ends in RecursionError or the stack stop, not an internal error', async () => {
    const text = await runInWorker('def f(n):\n    return f(n + 1)\nf(0)\n');
    const { outcome } = JSON.parse(text);
    if (outcome.status === 'error') expect(outcome).toMatchObject({ type: 'RecursionError', message: 'maximum recursion depth exceeded in comparison' });
    else expect(outcome.message).toMatch(STACK_STOP);
  });
});
