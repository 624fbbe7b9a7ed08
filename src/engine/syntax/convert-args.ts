/**
 * The argument list of a call, a class statement or a decorator: Lezer's flat list of
 * expressions, commas, stars and `name=` read into `Arg`s after CPython's order rules
 * (`order-check.ts`). A generator expression without its own parentheses is the only argument.
 */
import type { SyntaxNode } from '@lezer/common';
import type { Arg } from './ast';
import { type ArgItem, argumentOrderError } from './order-check';
import type { Converter } from './parse';

export function convertArgs(conv: Converter, n: SyntaxNode): Arg[] {
  const inner = conv.children(n).filter((c) => c.name !== '(' && c.name !== ')');
  if (inner.length === 0) return [];
  const forAt = inner.findIndex((c) => c.name === 'for' || c.name === 'async');
  if (forAt >= 0) {
    checkBareGenerator(conv, inner, forAt);
    return [{ kind: 'pos', value: conv.comprehension('GenExp', inner, conv.spanFrom(inner[0], inner[inner.length - 1])) }];
  }
  const items: ArgItem[] = [];
  const args = conv.splitCommas(inner).map((g): Arg => {
    const a = arg(conv, g);
    items.push({ kind: a.kind, from: g[0].from, name: a.name });
    return a;
  });
  const order = argumentOrderError(items, n.lastChild?.name === ')' ? n.lastChild.from : n.to);
  if (order) return conv.syntaxError(order.at, order.message);
  return args;
}

/**
 * A generator expression without its own parentheses must be a call's only argument. Lezer
 * gives the argument list flat, so a comma is another argument unless it stands between a
 * `for` and its `in` (a target tuple).
 */
function checkBareGenerator(conv: Converter, inner: SyntaxNode[], forAt: number): void {
  let start = forAt;
  while (start > 0 && inner[start - 1].name !== ',') start--;
  let inTarget = false;
  let more = start > 0;
  for (let i = forAt; i < inner.length; i++) {
    const name = inner[i].name;
    if (name === 'for') inTarget = true;
    else if (name === 'in') inTarget = false;
    else if (name === ',' && !inTarget) more = true;
  }
  if (!more) return;
  const g = inner[start];
  if (inner[start + 1]?.name === 'AssignOp') conv.syntaxError(g.from, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
  conv.syntaxError(g.from, 'Generator expression must be parenthesized');
}

/** One comma-separated part of an argument list. */
function arg(conv: Converter, g: SyntaxNode[]): Arg {
  const first = g[0].name;
  if (first === '*') return { kind: 'star', value: conv.expr(g[1]) };
  if (first === '**') return { kind: 'dstar', value: conv.expr(g[1]) };
  if (g.length === 3 && g[1].name === 'AssignOp') return { kind: 'kw', name: conv.text(g[0]), value: conv.expr(g[2]) };
  if (g.length !== 1) return conv.syntaxError(g[1].from);
  return { kind: 'pos', value: conv.expr(g[0]) };
}
