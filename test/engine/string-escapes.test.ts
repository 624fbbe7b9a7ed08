/** Malformed escapes in string literals end as CPython's compile-time SyntaxError, never a JS error. */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';

function problem(model: string) {
  const r = run({ model, script: 'pass\n' });
  if (r.ok) throw new Error('expected the source to be refused');
  return r.problem;
}

describe('string escapes', () => {
  it.each([
    ['x = "\\x4"\n', "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape"],
    ['x = "ab\\xzz"\n', "(unicode error) 'unicodeescape' codec can't decode bytes in position 2-3: truncated \\xXX escape"],
    ['x = "\\u12"\n', "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-3: truncated \\uXXXX escape"],
    ['x = "\\U00110000"\n', "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-9: illegal Unicode character"],
    // CPython counts every non-ASCII character before the escape as ten bytes.
    ['x = "é\\x1"\n', "(unicode error) 'unicodeescape' codec can't decode bytes in position 10-12: truncated \\xXX escape"],
  ])("%s is a SyntaxError with CPython's message, placed where CPython places it (past the string)", (model, message) => {
    const column = model.trimEnd().length + 1;
    expect(problem(model)).toMatchObject({ kind: 'SyntaxError', message: `SyntaxError: ${message} (model, line 1, column ${column})`, line: 1 });
  });

  it('decodes \\N{...} names it knows and refuses others by name', () => {
    const r = run({ model: 'x = "\\N{EM DASH}\\N{greek small letter alpha}"\n', script: 'y = x\n' });
    if (!r.ok) throw new Error(r.problem.message);
    const last = r.trace.steps.at(-1)!;
    expect(last.frames[0].locals.find(([k]) => k === 'y')?.[1]).toEqual({ kind: 'prim', type: 'str', repr: "'\u2014\u03b1'" });
    expect(problem('x = "\\N{NO SUCH CHARACTER}"\n')).toMatchObject({ kind: 'Unsupported' });
    expect(problem('x = "\\N{NO SUCH CHARACTER}"\n').message).toContain("'NO SUCH CHARACTER' is not one of them");
  });

  it('decodes well-formed escapes', () => {
    const r = run({ model: 'x = "\\x41\\u00e9\\U0001F600\\101"\n', script: 'y = x\n' });
    if (!r.ok) throw new Error(r.problem.message);
    const last = r.trace.steps.at(-1)!;
    expect(last.frames[0].locals.find(([k]) => k === 'y')?.[1]).toEqual({ kind: 'prim', type: 'str', repr: "'A\u00e9\u{1F600}A'" });
  });
});
