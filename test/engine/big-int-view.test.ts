/**
 * Showing a variable never fails the run (issue 13, defect 13): an int past the 4300 digits
 * CPython will print is computed as CPython computes it, and shown by its size.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';

describe('a huge int in a variable', () => {
  it('runs as in CPython and shows the int by its size', () => {
    const r = run({ model: '', script: 'def f():\n    s = 2 ** (10 ** 7)\n    return s % 10\n\nlast = f()\n' });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.trace.end.status).toBe('ok');
    const shown = r.trace.steps.flatMap((step) => step.frames.flatMap((f) => f.locals.map(([, v]) => v)));
    const big = shown.find((v) => v.kind === 'prim' && v.type === 'int' && v.repr.startsWith('<int'));
    expect(big?.kind === 'prim' && big.repr).toBe('<int of about 3,010,300 digits>');
  });

  it('shows an int of up to 4300 digits in full', () => {
    const r = run({ model: '', script: 'x = 10 ** 4299\ny = -(10 ** 4299)\n' });
    if (!r.ok) throw new Error(r.problem.message);
    const last = r.trace.steps[r.trace.steps.length - 1];
    const reprs = last.frames[0].locals.map(([, v]) => (v.kind === 'prim' ? v.repr : ''));
    expect(reprs).toContain(`1${'0'.repeat(4299)}`);
    expect(reprs).toContain(`-1${'0'.repeat(4299)}`);
  });
});
