/**
 * Parser fixtures, as Lezer keeps its grammar tests: text files of `# name`, Python source,
 * `==>`, and what the parser makes of it — the AST (`ast-text.ts`), or the error with its
 * position. Every error fixture is also held to CPython: its `compile()` must report the same
 * message at the same line and column (0-based, as the engine reports columns).
 *
 * FIXTURES_WRITE=1 rewrites the expectations from the current parser (review the diff).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileModule } from '../../../src/engine/compile';
import { PySyntaxError, UnsupportedSyntax } from '../../../src/engine/syntax/errors';
import { parseModule } from '../../../src/engine/syntax/parse';
import { root } from '../../helpers';
import { astText } from './ast-text';

const dir = join(import.meta.dirname, 'fixtures');
const python = join(root, '.venv', 'bin', 'python');

interface Fixture {
  readonly name: string;
  readonly source: string;
  readonly expected: string;
}

function read(file: string): Fixture[] {
  const text = readFileSync(join(dir, file), 'utf8');
  return text
    .split(/^# /m)
    .filter((chunk) => chunk.trim())
    .map((chunk) => {
      const nl = chunk.indexOf('\n');
      const [source, expected] = chunk.slice(nl + 1).split(/^==>\n?/m);
      return { name: chunk.slice(0, nl).trim(), source, expected: (expected ?? '').trim() };
    });
}

function write(file: string, fixtures: readonly Fixture[]): void {
  writeFileSync(join(dir, file), fixtures.map((f) => `# ${f.name}\n${f.source}==>\n${f.expected}\n`).join('\n'));
}

/** What the parser (and the compiler's scope checks) make of a source. */
function outcome(source: string): string {
  try {
    const mod = parseModule(source, 'script');
    compileModule(mod);
    return astText(mod);
  } catch (e) {
    if (e instanceof PySyntaxError) return `${e.kind} at ${e.line}:${e.col}: ${e.detail}`;
    if (e instanceof UnsupportedSyntax) return `Unsupported at ${e.line}:${e.col}: ${e.construct}`;
    throw e;
  }
}

const files = readdirSync(dir).filter((f) => f.endsWith('.txt'));

describe('parser fixtures', () => {
  it('covers every statement and expression kind in some fixture', () => {
    const all = files
      .flatMap(read)
      .map((f) => f.expected)
      .join('\n');
    const kinds = [
      'Expr',
      'Assign',
      'AugAssign',
      'AnnAssign',
      'If',
      'For',
      'While',
      'Break',
      'Continue',
      'Pass',
      'Return',
      'Raise',
      'Assert',
      'Try',
      'With',
      'FunctionDef',
      'ClassDef',
      'Import',
      'ImportFrom',
      'Global',
      'Nonlocal',
      'Delete',
      'Match',
    ];
    const exprs = [
      'Name',
      'Const',
      'FString',
      'Attribute',
      'Subscript',
      'Slice',
      'Call',
      'BinOp',
      'UnaryOp',
      'BoolOp',
      'Compare',
      'IfExp',
      'Lambda',
      'List',
      'Tuple',
      'Set',
      'Starred',
      'Dict',
      'ListComp',
      'SetComp',
      'GenExp',
      'DictComp',
      'Yield',
      'YieldFrom',
      'Await',
      'NamedExpr',
      'MatchValue',
      'MatchSingleton',
      'MatchSequence',
      'MatchStar',
      'MatchMapping',
      'MatchClass',
      'MatchAs',
      'MatchOr',
    ];
    for (const k of [...kinds, ...exprs]) expect(all, k).toMatch(new RegExp(`\\b${k}\\(`));
  });

  for (const file of files) {
    describe(file, () => {
      const fixtures = read(file);
      if (process.env.FIXTURES_WRITE)
        write(
          file,
          fixtures.map((f) => ({ ...f, expected: outcome(f.source) })),
        );
      for (const f of fixtures) it(f.name, () => expect(outcome(f.source)).toBe(f.expected));
    });
  }
});

describe('error fixtures agree with CPython', () => {
  const errors = files.flatMap(read).filter((f) => /^(SyntaxError|IndentationError) at /.test(f.expected));
  it('has error fixtures', () => expect(errors.length).toBeGreaterThan(10));
  const program = `
import json, sys
for source in json.load(sys.stdin):
    try:
        compile(source, "script", "exec")
        print(json.dumps(None))
    except SyntaxError as e:
        print(json.dumps(f"{type(e).__name__} at {e.lineno}:{(e.offset or 1) - 1}: {e.msg}"))
`;
  const cpython: string[] = errors.length
    ? execFileSync(python, ['-c', program], { input: JSON.stringify(errors.map((f) => f.source)), encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];
  errors.forEach((f, i) => {
    it(f.name, () => expect(cpython[i]).toBe(f.expected));
  });
});
