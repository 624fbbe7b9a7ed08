/**
 * The parser's AST as readable text, for the `source ==> AST` fixtures: one statement a line
 * (its line number first, blocks indented under it), expressions as `Kind(field: value, ...)`.
 * Spans are left out — the statements' lines and the error positions are what a reader checks.
 */
import type { Module, Stmt } from '../../../src/engine/syntax/ast';

/** Fields that only locate a node, shown by the statement's line number instead. */
const hidden = new Set(['span', 'line', 'attrLine', 'opLine']);
/** Statement fields that hold blocks, printed as indented lines. */
const blocks = ['body', 'orelse', 'finalbody'];

/** A literal's value as Python writes it (floats always with a point). */
function literal(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) ? `${v}.0` : String(v);
  return value(v);
}

function value(v: unknown): string {
  if (v === null) return 'None';
  if (v === undefined) return '-';
  if (typeof v === 'bigint' || typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (Array.isArray(v)) return `[${v.map(value).join(', ')}]`;
  const o = v as Record<string, unknown>;
  const fields = Object.entries(o).filter(([k, x]) => !hidden.has(k) && k !== 'k' && x !== undefined && !(Array.isArray(x) && x.length === 0 && k !== 'elts'));
  const inner = fields.map(([k, x]) => `${k}: ${o.k === 'Const' && k === 'value' ? literal(x) : value(x)}`).join(', ');
  return typeof o.k === 'string' ? `${o.k}(${inner})` : `{${inner}}`;
}

function statement(s: Stmt, indent: string, out: string[]): void {
  const o = s as unknown as Record<string, unknown>;
  const own = Object.fromEntries(Object.entries(o).filter(([k]) => !blocks.includes(k) && k !== 'handlers' && k !== 'cases'));
  out.push(`${indent}${s.line}: ${value(own)}`);
  const nested = (label: string, stmts: readonly Stmt[]) => {
    if (!stmts.length) return;
    out.push(`${indent}  ${label}:`);
    for (const x of stmts) statement(x, `${indent}    `, out);
  };
  nested('body', (o.body as Stmt[] | undefined) ?? []);
  for (const h of (o.handlers as { line: number; body: Stmt[] }[] | undefined) ?? []) {
    const { body, ...rest } = h;
    out.push(`${indent}  except ${h.line}: ${value(rest)}`);
    for (const x of body) statement(x, `${indent}    `, out);
  }
  for (const c of (o.cases as { line: number; body: Stmt[] }[] | undefined) ?? []) {
    const { body, ...rest } = c;
    out.push(`${indent}  case ${c.line}: ${value(rest)}`);
    for (const x of body) statement(x, `${indent}    `, out);
  }
  nested('else', (o.orelse as Stmt[] | undefined) ?? []);
  nested('finally', (o.finalbody as Stmt[] | undefined) ?? []);
}

export function astText(mod: Module): string {
  const out: string[] = [];
  for (const s of mod.body) statement(s, '', out);
  return out.join('\n');
}
