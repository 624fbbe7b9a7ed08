/**
 * `match` statements for the general-program fuzzer: a subject of one of the program's
 * types against a few cases drawn from every pattern kind (literals, captures, wildcards,
 * sequences with stars, mappings with `**rest`, class patterns of builtins, or- and
 * as-patterns, guards — some calling the traced `clamp`, some spread over lines), each case
 * recording which case ran and what it captured. Bodies sometimes share the `case` line,
 * which changes what the trace records.
 */
import fc from 'fast-check';
import type { Exprs } from './expressions';
import { allowed, when } from './gaps';

interface Case {
  readonly pattern: string;
  /** What the body records besides the case number (the captured names). */
  readonly captures: string;
  /** Whether the pattern always matches (only allowed last, or with a guard). */
  readonly irrefutable?: boolean;
}

/** Patterns whose test compares the subject with `==`. */
const valuePatterns: Case[] = [
  { pattern: '0', captures: '' },
  { pattern: '-1 | 1', captures: '' },
  { pattern: '2 | 3 | 4', captures: '' },
  { pattern: '"a" | "hello"', captures: '' },
  { pattern: '""', captures: '' },
  { pattern: '0.5', captures: '' },
];

const structuralPatterns: Case[] = [
  { pattern: 'None', captures: '' },
  { pattern: 'True | False', captures: '' },
  { pattern: 'int(n) if n > 3', captures: 'n' },
  { pattern: 'int(n) if clamp(n) % 2 == 0', captures: 'n' },
  { pattern: '[\n        a,\n        *_,\n    ] if 1 < clamp(\n        len(s0)\n    )', captures: 'a' },
  ...when('late-operand-line', { pattern: '[\n        a,\n        *_,\n    ] if clamp(\n        len(s0)\n    ) > 1', captures: 'a' }),
  { pattern: '(\n        str()\n        | bool()\n    ) as t', captures: 't' },
  { pattern: 'int() | float() as num', captures: 'num' },
  { pattern: 'str(s) if len(s) > 2', captures: 's' },
  { pattern: 'str() as s', captures: 's' },
  { pattern: '[]', captures: '' },
  { pattern: '[a]', captures: 'a' },
  { pattern: '[a, b]', captures: 'a, b' },
  { pattern: '[first, *rest]', captures: 'first, rest' },
  { pattern: '[*init, last]', captures: 'init, last' },
  { pattern: '[_, *_, 0]', captures: '' },
  { pattern: '(x, y, *_)', captures: 'x, y' },
  { pattern: '[int(a), *_] as whole', captures: 'a, whole' },
  { pattern: '[a, b] | [a, b, _]', captures: 'a, b' },
  { pattern: '{}', captures: '' },
  { pattern: '{"a": v}', captures: 'v' },
  { pattern: '{"a": int(v), **rest}', captures: 'v, sorted(rest)' },
  { pattern: '{"k": _} | {"zz": _}', captures: '' },
  { pattern: 'list(items) if len(items) > 2', captures: 'items' },
  { pattern: 'dict(d)', captures: 'sorted(d)' },
  { pattern: 'int(real=r)', captures: 'r' },
  { pattern: 'other if other', captures: 'other', irrefutable: true },
];

const lastCases: Case[] = [
  { pattern: '_', captures: '', irrefutable: true },
  { pattern: 'other', captures: 'other', irrefutable: true },
  { pattern: '[*everything]', captures: 'everything' },
];

/** A match statement over the program's globals. */
export function matchStatement(e: Exprs): fc.Arbitrary<string> {
  const scalar = fc.oneof(
    e.int,
    e.num,
    e.str,
    e.bool,
    fc.constant('None'),
    e.int.map((x) => `clamp(${x})`),
  );
  const container = fc.oneof(
    e.list,
    e.dict,
    e.list.map((x) => `tuple(${x})`),
  );
  const structural = structuralPatterns.filter((c) => allowed('int-real') || !c.pattern.includes('real='));
  const pool = [...valuePatterns, ...structural];
  const withCases = (subj: string, poolHere: Case[]) =>
    fc
      .tuple(
        fc.uniqueArray(fc.constantFrom(...poolHere), { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom(...lastCases), { nil: undefined }),
        fc.boolean(),
      )
      .map(([cases, last, sameLine]) => {
        const all = [...cases.filter((c) => !c.irrefutable || c.pattern.includes(' if ')), ...(last ? [last] : [])];
        const lines = [`match ${subj}:`];
        all.forEach((c, i) => {
          const body = `out.append((${i}${c.captures ? `, ${c.captures}` : ''}))`;
          if (sameLine) lines.push(`    case ${c.pattern}: ${body}`);
          else lines.push(`    case ${c.pattern}:`, `        ${body}`);
        });
        return lines.join('\n');
      });
  const scalarMatch = scalar.chain((s) => withCases(s, pool));
  const containerMatch = container.chain((s) => withCases(s, pool));
  const tupleSubject = fc.tuple(e.int, e.str).chain(([a, b]) => withCases(`${a}, ${b}`, structural));
  return fc.oneof(scalarMatch, containerMatch, tupleSubject);
}
