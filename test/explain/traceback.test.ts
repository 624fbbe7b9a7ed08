/**
 * The banner's traceback reads as CPython prints it: a run of identical frames (an endless
 * recursion) shows three and folds the rest into "[Previous line repeated N more times]" —
 * issue 13, defect 4: a 1436-line traceback broke the output diff.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';
import { bannerOf } from '../../src/explain';

function traceback(script: string): string {
  const r = run({ model: '', script });
  if (!r.ok) throw new Error(r.problem.message);
  const b = bannerOf(r, { model: '', script }, []);
  if (b.kind !== 'error') throw new Error(`expected an exception, got ${b.kind}`);
  return b.traceback;
}

describe('the traceback in the banner', () => {
  it('folds a recursion as CPython does', () => {
    const lines = traceback('def f(n):\n    return f(n + 1)\n\nf(0)\n').split('\n');
    const repeated = lines.filter((l) => l === '  File "script", line 2, in f');
    expect(repeated).toHaveLength(3);
    const fold = lines.find((l) => l.startsWith('  [Previous line repeated'));
    expect(fold).toMatch(/^ {2}\[Previous line repeated \d+ more times\]$/);
    // How many: the engine's recursion depth at the error (CPython folds 996 here; the engine's limit is its own).
    expect(Number(/\d+/.exec(fold ?? '')?.[0])).toBeGreaterThan(100);
    // As under the reference tracer, where the limit is hit in the trace function's comparison.
    expect(lines[lines.length - 1]).toBe('RecursionError: maximum recursion depth exceeded in comparison');
    // The innermost frame is the call that could not start, at its `def` line (the tracer's call event).
    expect(lines.slice(-3, -1)).toEqual(['  File "script", line 1, in f', '    def f(n):']);
    expect(lines.length).toBeLessThan(14);
  });

  it('keeps runs of up to three identical frames, and says "time" for one more', () => {
    const script = 'def f(n):\n    if n == 0:\n        raise ValueError("bottom")\n    return f(n - 1)\n\n';
    const three = traceback(`${script}f(2)\n`).split('\n');
    expect(three.filter((l) => l === '  File "script", line 4, in f')).toHaveLength(2);
    expect(three.some((l) => l.includes('Previous line repeated'))).toBe(false);
    const four = traceback(`${script}f(4)\n`).split('\n');
    expect(four.filter((l) => l === '  File "script", line 4, in f')).toHaveLength(3);
    expect(four).toContain('  [Previous line repeated 1 more time]');
  });
});
