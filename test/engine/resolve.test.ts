/**
 * Scoping decided before running: CPython's compile-time errors come back as SyntaxError
 * problems at the statement CPython names (messages and positions checked against CPython 3.11).
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';

function problem(script: string) {
  const r = run({ model: '', script });
  if (r.ok) throw new Error('expected a compile-time error');
  return r.problem;
}

describe('compile-time scoping errors', () => {
  it.each([
    ['def f():\n    x = 1\n    global x\n', "name 'x' is assigned to before global declaration", 3, 4],
    ['def f():\n    print(x)\n    global x\n', "name 'x' is used prior to global declaration", 3, 4],
    ['def f(x):\n    global x\n', "name 'x' is parameter and global", 2, 4],
    ['def f():\n    nonlocal y\n', "no binding for nonlocal 'y' found", 2, 4],
    ['nonlocal z\n', 'nonlocal declaration not allowed at module level', 1, 0],
    ['x = 1\nreturn x\n', "'return' outside function", 2, 0],
    ['class C:\n    return 1\n', "'return' outside function", 2, 4],
    ['for i in range(2):\n    pass\nbreak\n', "'break' outside loop", 3, 0],
    ['def f():\n    continue\n', "'continue' not properly in loop", 2, 4],
    ['def f(a, a):\n    pass\n', "duplicate argument 'a' in function definition", 1, 9],
  ])('%j', (script, message, line, col) => {
    expect(problem(script)).toMatchObject({ kind: 'SyntaxError', message: expect.stringContaining(message), line, col });
  });

  it('lets a loop inside a function nest break and continue, and a def inside a loop reset them', () => {
    expect(problem('for i in range(1):\n    def f():\n        break\n')).toMatchObject({
      line: 3,
      col: 8,
      message: expect.stringContaining("'break' outside loop"),
    });
    expect(run({ model: '', script: 'for i in range(3):\n    while True:\n        break\n    continue\n' }).ok).toBe(true);
  });
});
