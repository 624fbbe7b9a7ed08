/**
 * formatTraceback prints what CPython 3.11 prints for the same program: each expected text
 * below is `traceback.format_exc()` of the script exec'd as file "script" in a namespace named
 * `__walkthrough__` (with the source registered in linecache, and CPython's `^^^` marker lines,
 * which the engine does not draw, removed).
 */
import { describe, expect, it } from 'vitest';
import { formatTraceback, run } from '../../src/engine';
import { installRuntime } from '../../src/runtime';

installRuntime();

function tracebackOf(script: string): string {
  const r = run({ model: '', script });
  if (!r.ok) throw new Error(r.problem.message);
  const lines = script.split('\n');
  return formatTraceback(r.trace.end, (file, line) => (file === 'script' ? lines[line - 1] : undefined));
}

describe('formatTraceback', () => {
  it('folds a run of identical frames into "[Previous line repeated N more times]"', () => {
    const script = 'def f(n):\n    if n == 0:\n        raise ValueError("deep")\n    return f(n - 1)\nf(50)\n';
    expect(tracebackOf(script)).toBe(
      'Traceback (most recent call last):\n  File "script", line 5, in <module>\n    f(50)\n  File "script", line 4, in f\n    return f(n - 1)\n  File "script", line 4, in f\n    return f(n - 1)\n  File "script", line 4, in f\n    return f(n - 1)\n  [Previous line repeated 47 more times]\n  File "script", line 3, in f\n    raise ValueError("deep")\nValueError: deep',
    );
  });

  it('prints the cause first, linked by "direct cause"', () => {
    const script =
      'class AppError(Exception):\n    pass\ndef load(d):\n    try:\n        return d["key"]\n    except KeyError as e:\n        raise AppError("no key") from e\ndef main():\n    load({})\nmain()\n';
    expect(tracebackOf(script)).toBe(
      'Traceback (most recent call last):\n  File "script", line 5, in load\n    return d["key"]\nKeyError: \'key\'\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File "script", line 10, in <module>\n    main()\n  File "script", line 9, in main\n    load({})\n  File "script", line 7, in load\n    raise AppError("no key") from e\n__walkthrough__.AppError: no key',
    );
  });

  it('prints the exception being handled first, linked by "During handling"', () => {
    const script = 'def parse(s):\n    return int(s)\ntry:\n    parse("x")\nexcept ValueError:\n    data = {}\n    data["missing"]\n';
    expect(tracebackOf(script)).toBe(
      'Traceback (most recent call last):\n  File "script", line 4, in <module>\n    parse("x")\n  File "script", line 2, in parse\n    return int(s)\nValueError: invalid literal for int() with base 10: \'x\'\n\nDuring handling of the above exception, another exception occurred:\n\nTraceback (most recent call last):\n  File "script", line 7, in <module>\n    data["missing"]\nKeyError: \'missing\'',
    );
  });

  it('does not fold alternating frames', () => {
    const script = 'def a(n):\n    if n == 0:\n        raise RuntimeError("bottom")\n    b(n)\ndef b(n):\n    a(n - 1)\na(5)\n';
    expect(tracebackOf(script)).toBe(
      'Traceback (most recent call last):\n  File "script", line 7, in <module>\n    a(5)\n  File "script", line 4, in a\n    b(n)\n  File "script", line 6, in b\n    a(n - 1)\n  File "script", line 4, in a\n    b(n)\n  File "script", line 6, in b\n    a(n - 1)\n  File "script", line 4, in a\n    b(n)\n  File "script", line 6, in b\n    a(n - 1)\n  File "script", line 4, in a\n    b(n)\n  File "script", line 6, in b\n    a(n - 1)\n  File "script", line 4, in a\n    b(n)\n  File "script", line 6, in b\n    a(n - 1)\n  File "script", line 3, in a\n    raise RuntimeError("bottom")\nRuntimeError: bottom',
    );
  });

  it('names a user exception class with its module and prints its __str__', () => {
    const script = 'class Weird(Exception):\n    def __str__(self):\n        return "weird!"\ndef g():\n    raise Weird()\ng()\n';
    expect(tracebackOf(script)).toBe(
      'Traceback (most recent call last):\n  File "script", line 6, in <module>\n    g()\n  File "script", line 5, in g\n    raise Weird()\n__walkthrough__.Weird: weird!',
    );
  });

  it('is empty for a run that did not raise', () => {
    const r = run({ model: '', script: 'x = 1\n' });
    expect(r.ok && formatTraceback(r.trace.end)).toBe('');
  });
});
