/**
 * PEP 563 (`from __future__ import annotations`): an annotation is kept as the text
 * `ast.unparse` gives it (`Optional['Node']`, `dict[str, Any]`, `int | None`), not evaluated.
 * The common annotation forms are unparsed here; any other expression keeps its source text
 * with runs of whitespace collapsed.
 */

import { floatRepr, repr } from './repr';
import type { Expr } from './syntax/ast';

const binopText: Record<string, string> = { '|': '|', '+': '+', '-': '-', '*': '*', '/': '/', '@': '@', '&': '&', '^': '^', '%': '%', '//': '//', '**': '**' };

export function annotationText(e: Expr, source: string): string {
  const text = (x: Expr): string => annotationText(x, source);
  switch (e.k) {
    case 'Name':
      return e.id;
    case 'Attribute':
      return `${text(e.value)}.${e.attr}`;
    case 'Subscript': {
      const idx = e.index;
      const inner = idx.k === 'Tuple' && idx.elts.length ? idx.elts.map(text).join(', ') : text(idx);
      return `${text(e.value)}[${inner}]`;
    }
    case 'Const': {
      const v = e.value;
      if (v === null) return 'None';
      if (typeof v === 'boolean') return v ? 'True' : 'False';
      if (typeof v === 'bigint') return `${v}`;
      if (typeof v === 'number') return floatRepr(v);
      if (typeof v === 'string') return repr(v);
      if ('ellipsis' in v) return '...';
      break;
    }
    case 'Tuple':
      return e.elts.length === 1 ? `(${text(e.elts[0])},)` : `(${e.elts.map(text).join(', ')})`;
    case 'List':
      return `[${e.elts.map(text).join(', ')}]`;
    case 'BinOp':
      if (binopText[e.op]) return `${text(e.left)} ${binopText[e.op]} ${text(e.right)}`;
      break;
  }
  return source.slice(e.span.from, e.span.to).replace(/\s+/g, ' ');
}
