/**
 * The parameter list of a `def` or lambda: Lezer's flat list of names, stars, annotations and
 * defaults read into `Params`, after CPython's order rules (`order-check.ts`).
 */
import type { SyntaxNode } from '@lezer/common';
import type { Expr, Param, Params, Span } from './ast';
import { type ParamItem, parameterOrderError } from './order-check';
import type { Converter } from './parse';

/**
 * CPython's parameter-order errors for a `def`'s or lambda's parameter list, with the `/`
 * that Lezer keeps no node for in a `def` (it stands in the text between two nodes) and marks
 * as an error node in a lambda.
 */
function checkParamOrder(conv: Converter, n: SyntaxNode): void {
  const items: ParamItem[] = [];
  let gapFrom = n.from;
  for (let c = n.firstChild; c; c = c.nextSibling) {
    const slash = conv.src.slice(gapFrom, c.from).indexOf('/');
    if (slash >= 0) items.push({ kind: 'slash', from: gapFrom + slash, filled: false });
    gapFrom = c.to;
    const prev = c.prevSibling?.name;
    let next = c.nextSibling;
    if (next?.name === 'TypeDef') next = next.nextSibling;
    if (c.type.isError && conv.text(c) === '/') items.push({ kind: 'slash', from: c.from, filled: false });
    else if (c.name === '*') items.push({ kind: 'star', from: c.from, filled: c.nextSibling?.name === 'VariableName' });
    else if (c.name === '**') items.push({ kind: 'dstar', from: c.from, filled: true });
    else if (c.name === 'VariableName' && prev !== '*' && prev !== '**' && prev !== 'AssignOp')
      items.push({ kind: 'param', from: c.from, filled: next?.name === 'AssignOp' });
  }
  const isLambda = n.parent?.name === 'LambdaExpression';
  const order = parameterOrderError(items, isLambda, n.nextSibling?.from ?? n.to);
  if (order) conv.syntaxError(order.at, order.message);
}

/** A `def`'s or lambda's parameter list, once its order is CPython's. */
export function convertParams(conv: Converter, n: SyntaxNode): Params {
  checkParamOrder(conv, n);
  const positional: Param[] = [];
  const kwonly: Param[] = [];
  let vararg: string | null = null;
  let kwarg: string | null = null;
  let posonlyCount = 0;
  let star = false;
  let varargAnnotation: Expr | undefined;
  let kwargAnnotation: Expr | undefined;
  const kids = conv.children(n).filter((c) => c.name !== '(' && c.name !== ')' && c.name !== ',');
  for (let i = 0; i < kids.length; i++) {
    const c = kids[i];
    // Lezer keeps no node for the `/` that ends the positional-only parameters: find it in the text before.
    if (i > 0 && /^[\s,]*\/[\s,]*$/.test(conv.src.slice(kids[i - 1].to, c.from))) posonlyCount = positional.length;
    if (c.type.isError && conv.text(c) === '/') {
      posonlyCount = positional.length;
      continue;
    }
    if (c.name === '*') {
      star = true;
      // `*args` names the rest; a bare `*` (a comma follows) only starts the keyword-only ones.
      if (c.nextSibling?.name === 'VariableName') {
        vararg = conv.text(kids[++i]);
        if (kids[i + 1]?.name === 'TypeDef') varargAnnotation = conv.annotation(kids[++i]);
      }
    } else if (c.name === '**') {
      kwarg = conv.text(kids[++i]);
      if (kids[i + 1]?.name === 'TypeDef') kwargAnnotation = conv.annotation(kids[++i]);
    } else if (c.name === '/') {
      posonlyCount = positional.length;
    } else if (c.name === 'VariableName') {
      const p: { name: string; span: Span; default?: Expr; annotation?: Expr } = { name: conv.text(c), span: conv.span(c) };
      if (kids[i + 1]?.name === 'TypeDef') p.annotation = conv.annotation(kids[++i]);
      if (kids[i + 1]?.name === 'AssignOp') {
        p.default = conv.expr(kids[i + 2]);
        i += 2;
      }
      (star ? kwonly : positional).push(p);
    } else if (c.type.isError) {
      conv.syntaxError(c.from);
    } else {
      conv.unsupported(c, `parameter syntax '${conv.text(c)}'`);
    }
  }
  const last = kids[kids.length - 1];
  if (last && /^[\s,]*\/[\s,]*\)?$/.test(conv.src.slice(last.to, n.to))) posonlyCount = positional.length;
  return { positional, vararg, kwonly, kwarg, posonlyCount, varargAnnotation, kwargAnnotation };
}
