/**
 * The tokenizer-level checks (syntax/token-errors.ts) must never reject valid Python, and the
 * parse-error rules that read a logical line without the parser's help (explain-error.ts: a
 * header's missing `:`, two expressions side by side) must find nothing in valid code: every
 * module of the reference interpreter's own standard library and of pydantic passes through
 * them with no error, no unclosed bracket, no missing colon and no comma hint. (Their error
 * messages and positions are held to CPython by the error fixtures.)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingColon, sideBySide } from '../../../src/engine/syntax/explain-error';
import { scanTokens } from '../../../src/engine/syntax/token-errors';
import { logicalLines } from '../../../src/engine/syntax/tokens';
import { root } from '../../helpers';

const python = join(root, '.venv', 'bin', 'python');

/** Python files directly in `dir` and one level below, leaving out test folders. */
function pythonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.endsWith('.py')) out.push(path);
    else if (!/test/.test(name) && statSync(path).isDirectory()) for (const inner of readdirSync(path)) if (inner.endsWith('.py')) out.push(join(path, inner));
  }
  return out;
}

describe('token-level syntax checks on real Python code', () => {
  const paths = execFileSync(
    python,
    ['-c', 'import sysconfig, pydantic, os; print(sysconfig.get_paths()["stdlib"]); print(os.path.dirname(pydantic.__file__))'],
    {
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\n');
  const files = paths.flatMap(pythonFiles);

  it('reads hundreds of modules of the standard library and pydantic without a complaint', () => {
    expect(files.length).toBeGreaterThan(300);
    const flagged: string[] = [];
    for (const file of files) {
      const src = readFileSync(file, 'utf8');
      const s = scanTokens(src, 'script');
      const problem = s.error?.error.message ?? s.unclosed?.error.message;
      if (problem) flagged.push(`${file}: ${problem}`);
      for (const { tokens } of logicalLines(src)) {
        const hint = missingColon(src, tokens) ?? sideBySide(src, tokens, src.length);
        if (hint) flagged.push(`${file} at ${hint.at}: ${hint.message}`);
      }
    }
    expect(flagged).toEqual([]);
  });
});
