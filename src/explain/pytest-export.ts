/**
 * The current scenario as a pytest file against the project's real import path, asserting what
 * ran after the fix: the exception it raised (`pytest.raises` with the message), or the values
 * it left behind — the returned dict key by key (tensors by dtype and `tolist()`), the model's
 * fields-set and fields, plain globals, and which objects the output shares with the model.
 * `npm run walkthrough -- check <id>` runs the exported files under real pytest.
 */
import type { ObjView, Step, ValueView } from '../engine';
import { exceptionLine } from './outcome';
import type { Heap } from './render';
import type { RunData } from './run-data';

/** What a walkthrough's export needs to know. */
export interface ExportSpec {
  /** The scenario's title (the preset's, or `custom scenario`). */
  readonly title: string;
  /** What it is from, for the file's docstring: `verl PR #7491`. */
  readonly from: string;
  /** Import lines reaching the code under test in the project. */
  readonly imports: readonly string[];
  /** Code of ours the test needs and the project lacks, written after the imports. */
  readonly preamble?: string;
}

/** Python's builtin exceptions a scenario can raise, importable without an import line. */
const BUILTIN_EXCEPTIONS = new Set([
  'AssertionError',
  'AttributeError',
  'IndexError',
  'KeyError',
  'NameError',
  'RuntimeError',
  'TypeError',
  'ValueError',
  'ZeroDivisionError',
  'OverflowError',
  'RecursionError',
  'MemoryError',
  'UnboundLocalError',
  'StopIteration',
  'LookupError',
  'ArithmeticError',
  'Exception',
]);

export interface PytestExport {
  /** The file's text. */
  readonly text: string;
  /** A file name for it (`test_<scenario>.py`). */
  readonly fileName: string;
  /** The test function's name. */
  readonly testName: string;
}

/** A Python string literal for any text (double-quoted, escapes as Python reads them). */
export function pyString(s: string): string {
  const body = s.replace(/[\\"\n\r\t]/g, (c) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] ?? c);
  return `"${body}"`;
}

/** `re.escape` for the characters a message can hold. */
function reEscape(s: string): string {
  return s.replace(/[.^$*+?{}[\]|()\\#&~-]/g, '\\$&');
}

/** A Python expression equal to a value, when the value is plain data (no tensors, models or other objects). */
function literal(heap: Heap, v: ValueView, seen = new Set<number>()): string | null {
  if (v.kind === 'prim') return v.type === 'float' && /nan|inf/.test(v.repr) ? null : v.repr;
  const o = heap.get(v.id);
  if (!o || seen.has(o.id)) return null;
  seen.add(o.id);
  try {
    if (o.kind === 'list' || o.kind === 'tuple') {
      if (o.more) return null;
      const items = o.items.map((x) => literal(heap, x, seen));
      if (items.some((x) => x === null)) return null;
      return o.kind === 'list' ? `[${items.join(', ')}]` : items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`;
    }
    if (o.kind === 'dict') {
      if (o.more) return null;
      const entries = o.entries.map(([k, x]) => [literal(heap, k, seen), literal(heap, x, seen)]);
      if (entries.some(([k, x]) => k === null || x === null)) return null;
      return `{${entries.map(([k, x]) => `${k}: ${x}`).join(', ')}}`;
    }
    return null;
  } finally {
    seen.delete(o.id);
  }
}

/** Assertions that `expr` holds the value `v` (several lines for dicts of tensors and for models). */
function assertionsFor(expr: string, heap: Heap, v: ValueView, out: string[], depth = 0): void {
  const lit = literal(heap, v);
  if (lit !== null) {
    out.push(v.kind === 'prim' && (lit === 'None' || lit === 'True' || lit === 'False') ? `assert ${expr} is ${lit}` : `assert ${expr} == ${lit}`);
    return;
  }
  if (v.kind !== 'ref' || depth > 3) return;
  const o = heap.get(v.id) as ObjView;
  if (o.kind === 'tensor') {
    out.push(`assert ${expr}.dtype == torch.${o.dtype}`);
    if (o.tolist) out.push(`assert ${expr}.tolist() == ${o.tolist}`);
    else out.push(`assert tuple(${expr}.shape) == (${o.shape.join(', ')}${o.shape.length === 1 ? ',' : ''})`);
  } else if (o.kind === 'dict' && !o.more && o.entries.every(([k]) => k.kind === 'prim')) {
    out.push(`assert list(${expr}) == [${o.entries.map(([k]) => (k as { repr: string }).repr).join(', ')}]`);
    for (const [k, x] of o.entries) assertionsFor(`${expr}[${(k as { repr: string }).repr}]`, heap, x, out, depth + 1);
  } else if (o.kind === 'model') {
    // The fields-set, and the fields someone set or filled (a default container filled in place): the rest are untouched defaults.
    out.push(`assert sorted(${expr}.model_fields_set) == [${o.fieldsSet.map(pyString).join(', ')}]`);
    if (depth === 0)
      for (const [name, x] of o.fields) if (o.fieldsSet.includes(name) || isFilled(heap, x)) assertionsFor(`${expr}.${name}`, heap, x, out, depth + 1);
  }
}

/** A list or dict with something in it. */
function isFilled(heap: Heap, v: ValueView): boolean {
  const o = v.kind === 'ref' ? heap.get(v.id) : undefined;
  return (o?.kind === 'list' && o.items.length > 0) || (o?.kind === 'dict' && o.entries.length > 0);
}

/** Every path from the globals to the lists and dicts they reach (first path first), for identity assertions. */
function pathsTo(heap: Heap, roots: readonly (readonly [string, ValueView])[]): Map<number, string[]> {
  const paths = new Map<number, string[]>();
  const walk = (expr: string, v: ValueView, depth: number) => {
    if (v.kind !== 'ref' || depth > 4) return;
    const o = heap.get(v.id);
    if (!o || (o.kind !== 'list' && o.kind !== 'dict' && o.kind !== 'model')) return;
    const known = paths.get(o.id);
    if (known) {
      known.push(expr);
      return;
    }
    paths.set(o.id, [expr]);
    if (o.kind === 'list') {
      o.items.forEach((x, i) => {
        walk(`${expr}[${i}]`, x, depth + 1);
      });
    } else if (o.kind === 'dict') {
      for (const [k, x] of o.entries) if (k.kind === 'prim') walk(`${expr}[${k.repr}]`, x, depth + 1);
    } else if (o.kind === 'model') {
      for (const [name, x] of o.fields) walk(`${expr}.${name}`, x, depth + 1);
    }
  };
  for (const [name, v] of roots) walk(name, v, 0);
  return paths;
}

function indent(text: string, by: number): string {
  const pad = ' '.repeat(by);
  return text
    .split('\n')
    .map((l) => (l.trim() ? pad + l : ''))
    .join('\n');
}

/** The imports a test body needs (a module the verl file does not re-export): only those it uses. */
function importsFor(body: string): string[] {
  const imports: string[] = [];
  if (/\bpytest\./.test(body)) imports.push('import pytest');
  if (/\btorch\./.test(body)) imports.push('import torch');
  if (/\bValidationError\b/.test(body)) imports.push('from pydantic import ValidationError');
  return imports;
}

function testNameFor(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60);
  return `test_${slug || 'scenario'}`;
}

/**
 * The pytest file for a scenario, asserting what the after-fix run did; null when that run
 * could not run at all or stopped at the step limit.
 */
export function exportPytest(script: string, after: RunData, spec: ExportSpec): PytestExport | null {
  if (!after.ok || after.trace.end.status === 'limit') return null;
  const { title } = spec;
  const testName = testNameFor(title);
  const end = after.trace.end;
  const head = [
    `"""Exported from the PR explainer for ${spec.from}: ${title.replace(/"""/g, "'''")}.`,
    '',
    'Asserts what the scenario did with the fix applied (it fails on the code before the',
    'fix whenever the fix changes the outcome).',
    '"""',
  ];
  const body: string[] = [];
  const code = script.replace(/\s+$/, '');
  if (end.status === 'error') {
    const known = BUILTIN_EXCEPTIONS.has(end.type) || end.type === 'ValidationError';
    const match = end.message ? `, match=${pyString(`^${reEscape(end.message)}`)}` : '';
    body.push(`    # What ran: ${exceptionLine(end)}`);
    body.push(`    with pytest.raises(${known ? end.type : 'Exception'}${match}):`);
    body.push(indent(code, 8));
  } else {
    body.push(indent(code, 4));
    const last: Step | undefined = after.trace.steps.at(-1);
    const globals = last?.frames[0]?.locals ?? [];
    const lines: string[] = [];
    const heap = last?.heap ?? new Map();
    for (const [name, v] of globals) if (!name.startsWith('_')) assertionsFor(name, heap, v, lines);
    // What is shared between the globals (the output and the model, say): `is`, not just `==`.
    for (const paths of pathsTo(heap, globals).values()) for (const p of paths.slice(1)) lines.push(`assert ${p} is ${paths[0]}`);
    if (lines.length) {
      body.push('');
      body.push('    # What ran after the fix:');
      for (const l of lines) body.push(`    ${l}`);
    }
  }
  const imports = importsFor(body.join('\n'));
  const preamble = spec.preamble ? ['', '', spec.preamble.replace(/\s+$/, '')] : [];
  const text = [...head, ...imports, ...(imports.length ? [''] : []), ...spec.imports, ...preamble, '', '', `def ${testName}():`, ...body, ''].join('\n');
  return { text, fileName: `${testName}.py`, testName };
}

/**
 * The script that runs an exported file's test in the engine: the file after the excerpt, its
 * project imports left out (the excerpt defines what they import), then the test called.
 */
export function engineScript(exported: PytestExport, projectImports: readonly string[]): string {
  const lines = exported.text.split('\n').filter((l) => !projectImports.includes(l));
  return `${lines.join('\n')}\n${exported.testName}()\n`;
}
