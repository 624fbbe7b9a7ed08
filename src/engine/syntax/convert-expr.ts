/**
 * Expressions by Lezer node name: each handler converts one node (`span` is its span) into the
 * interpreter's AST through the converter. One table for the process, not one per parse.
 */
import type { SyntaxNode } from '@lezer/common';
import type { Expr, Span } from './ast';
import { parseNumber } from './literals';
import type { Converter } from './parse';
import { namedExprError } from './target-check';

export const exprHandlers: Readonly<Record<string, (conv: Converter, n: SyntaxNode, span: Span) => Expr>> = {
  VariableName: (conv, n, span) => ({ k: 'Name', id: conv.text(n), span }),
  Number: (conv, n, span) => ({ k: 'Const', value: parseNumber(conv.text(n)), span }),
  Boolean: (conv, n, span) => ({ k: 'Const', value: conv.text(n) === 'True', span }),
  None: (_conv, _n, span) => ({ k: 'Const', value: null, span }),
  Ellipsis: (_conv, _n, span) => ({ k: 'Const', value: { ellipsis: true }, span }),
  String: (conv, n, span) => conv.strings([n], span),
  FormatString: (conv, n, span) => conv.strings([n], span),
  ContinuedString: (conv, n, span) => conv.strings(conv.children(n), span),
  ParenthesizedExpression: (conv, n) => {
    const kids = conv.children(n);
    const inner = kids.filter((c) => c.name !== '(' && c.name !== ')');
    if (inner[0]?.name === '*') return conv.syntaxError(inner[0].from, 'cannot use starred expression here');
    if (inner.length !== 1) return conv.syntaxError(n.from);
    const e = conv.expr(inner[0]);
    conv.parenthesized.add(e);
    return e;
  },
  TupleExpression: (conv, n, span) => {
    const kids = conv.children(n);
    const inner = kids.filter((c) => c.name !== '(' && c.name !== ')');
    const e = inner.length ? conv.exprList(inner) : null;
    const elts = e === null ? [] : e.k === 'Tuple' ? e.elts : [e];
    const tuple: Expr = { k: 'Tuple', elts, span };
    conv.tupleDisplays.add(tuple);
    return tuple;
  },
  ArrayExpression: (conv, n, span) => ({ k: 'List', elts: conv.displayItems(conv.children(n)), span }),
  SetExpression: (conv, n, span) => ({ k: 'Set', elts: conv.displayItems(conv.children(n)), span }),
  DictionaryExpression: (conv, n, span) => ({ k: 'Dict', items: conv.dictItems(conv.children(n)), span }),
  ArrayComprehensionExpression: (conv, n, span) => conv.comprehension('ListComp', conv.children(n).slice(1, -1), span),
  SetComprehensionExpression: (conv, n, span) => conv.comprehension('SetComp', conv.children(n).slice(1, -1), span),
  ComprehensionExpression: (conv, n, span) => conv.comprehension('GenExp', conv.children(n).slice(1, -1), span),
  DictionaryComprehensionExpression: (conv, n, span) => {
    const kids = conv.children(n);
    const inner = kids.slice(1, -1);
    const forAt = inner.findIndex((c) => c.name === 'for' || c.name === 'async');
    if (inner[0]?.name === '**') return conv.syntaxError(inner[0].from, 'dict unpacking cannot be used in dict comprehension');
    if (inner[1]?.name !== ':' || forAt !== 3) return conv.syntaxError(inner[0].from);
    return { k: 'DictComp', key: conv.expr(inner[0]), value: conv.expr(inner[2]), generators: conv.generators(inner.slice(forAt)), span };
  },
  MemberExpression: (conv, n, span) => {
    const kids = conv.children(n);
    // Lezer reads the float `1.` as the member access `1 .` with a missing name.
    if (kids[0].name === 'Number' && kids[1].name === '.' && (kids.length === 2 || kids[2].type.isError))
      return { k: 'Const', value: parseNumber(`${conv.text(kids[0])}.`), span };
    // ... and `1.e3` as `1 .e3`.
    if (
      kids[0].name === 'Number' &&
      kids[1].name === '.' &&
      kids[0].to === kids[1].from &&
      kids[1].to === kids[2].from &&
      /^\d+$/.test(conv.text(kids[0])) &&
      /^[eE]\d+$/.test(conv.text(kids[2]))
    )
      return { k: 'Const', value: parseNumber(conv.text(kids[0]) + '.' + conv.text(kids[2])), span };
    // ... and the imaginary `1.j` as `1 .j`.
    if (kids[0].name === 'Number' && kids[1].name === '.' && kids[0].to === kids[1].from && kids[1].to === kids[2]?.from && /^[jJ]$/.test(conv.text(kids[2])))
      return { k: 'Const', value: parseNumber(`${conv.text(kids[0])}.j`), span };
    const value = conv.expr(kids[0]);
    if (kids[1].name === '.') return { k: 'Attribute', value, attr: conv.text(kids[2]), attrLine: conv.pos(kids[2].from).line, span };
    return { k: 'Subscript', value, index: conv.subscriptIndex(kids.slice(2, -1), kids[1]), span };
  },
  CallExpression: (conv, n, span) => {
    const kids = conv.children(n);
    const func = conv.expr(kids[0]);
    // CPython reports a method call spread over lines at the line of its attribute name.
    const opLine = func.k === 'Attribute' && func.value.span.endLine !== func.attrLine ? func.attrLine : span.line;
    return { k: 'Call', func, args: conv.args(kids[1]), opLine, span };
  },
  UnaryExpression: (conv, n, span) => {
    const kids = conv.children(n);
    const op = conv.text(kids[0]) as '-' | '+' | '~' | 'not';
    const operand = conv.expr(kids[1]);
    if (op === 'not') return conv.notOf(operand, span);
    return { k: 'UnaryOp', op, operand, span };
  },
  BinaryExpression: (conv, n, span) => conv.binary(conv.children(n), span),
  YieldExpression: (conv, n, span) => conv.yieldExpr(conv.children(n), span),
  AwaitExpression: (conv, n, span) => {
    const kids = conv.children(n);
    if (kids.length !== 2) return conv.syntaxError(n.from);
    return { k: 'Await', value: conv.expr(kids[1]), span };
  },
  NamedExpression: (conv, n, span) => {
    const kids = conv.children(n);
    if (kids.length !== 3) return conv.syntaxError(n.from);
    const target = conv.checked(conv.expr(kids[0]), namedExprError, kids[2].to);
    if (target.k !== 'Name') return conv.syntaxError(n.from);
    return { k: 'NamedExpr', target, value: conv.expr(kids[2]), span };
  },
  ConditionalExpression: (conv, n, span) => {
    const kids = conv.children(n);
    return { k: 'IfExp', body: conv.expr(kids[0]), test: conv.expr(kids[2]), orelse: conv.expr(kids[4]), span };
  },
  LambdaExpression: (conv, n, span) => {
    const kids = conv.children(n);
    const paramList = kids.find((c) => c.name === 'ParamList');
    return {
      k: 'Lambda',
      params: paramList ? conv.params(paramList) : { positional: [], vararg: null, kwonly: [], kwarg: null, posonlyCount: 0 },
      body: conv.expr(kids[kids.length - 1]),
      span,
    };
  },
};
