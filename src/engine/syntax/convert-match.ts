/**
 * A `match` statement from Lezer's tree and the match pre-pass (`match-source.ts`): Lezer gives
 * the statement's shape (its clauses, guards and bodies); the subject is read with Lezer on its
 * own (so `match x, y:` is the tuple it is in CPython) and each pattern by `parse-pattern.ts`.
 */
import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/python';
import type { Expr, MatchCase, Span, Stmt } from './ast';
import { PySyntaxError, UnsupportedSyntax } from './errors';
import { decodeEscapes, EscapeError, NamedEscapeUnsupported, splitStringToken } from './literals';
import { type Converter, firstErrorOf } from './parse';
import { type PatternHost, PatternParser } from './parse-pattern';
import type { Token } from './tokens';

export function convertMatch(conv: Converter, kids: SyntaxNode[], line: number, span: Span): Stmt {
  const keyword = kids[0];
  const subjectTokens = conv.matches.subjects.get(keyword.from);
  const body = kids.find((c) => c.name === 'MatchBody');
  if (!subjectTokens || !body) return conv.syntaxError(keyword.to);
  const subject = readAlone(conv, subjectTokens, true);
  const host = patternHost(conv);
  const cases: MatchCase[] = [];
  for (const clause of conv.children(body)) {
    if (clause.name !== 'MatchClause') continue;
    const ck = conv.children(clause);
    const tokens = conv.matches.patterns.get(ck[0].from);
    if (!tokens) return conv.syntaxError(ck[0].to);
    const pattern = new PatternParser(host, tokens, tokens[tokens.length - 1].to).parse();
    const guardTokens = conv.matches.guards.get(ck[0].from);
    const guard = guardTokens ? readAlone(conv, guardTokens, false) : undefined;
    const caseBody = conv.body(ck.find((c) => c.name === 'Body'));
    cases.push({ pattern, guard, body: caseBody, line: conv.pos(ck[0].from).line, span: conv.span(clause) });
  }
  if (!cases.length) return conv.syntaxError(body.from);
  return { k: 'Match', subject, cases, line, span };
}

/**
 * A subject or guard, parsed by Lezer alone: the source with everything but it blanked
 * (offsets kept) and it in parentheses, so a bare `a, *b` subject reads as the tuple it is
 * and a guard may be an unparenthesized `y := f(x)`. A guard is one expression, never a tuple.
 */
function readAlone(conv: Converter, tokens: readonly Token[], tupleAllowed: boolean): Expr {
  const src = conv.src;
  const from = tokens[0].from;
  const to = tokens[tokens.length - 1].to;
  const chars = src.split('').map((c, i) => ((i >= from && i < to) || c === '\n' || c === '\r' ? c : ' '));
  chars[src.lastIndexOf('\n', from - 1) + 1] = '(';
  if (chars[to] !== ' ') return conv.syntaxError(to);
  chars[to] = ')';
  const text = chars.join('');
  const tree = parser.parse(text);
  const error = firstErrorOf(tree, text);
  if (error !== null) return conv.syntaxError(error);
  const stmt = tree.topNode.firstChild;
  const node = stmt?.name === 'ExpressionStatement' ? stmt.firstChild : null;
  if (!node || stmt?.nextSibling) return conv.syntaxError(from);
  const e = conv.expr(node);
  if (node.name !== 'TupleExpression' || e.k !== 'Tuple') return e;
  if (!tupleAllowed) return conv.syntaxError(tokens.find((t) => t.depth === 0 && t.text === ',')?.from ?? from);
  // A tuple's span is its items', not the parentheses added here.
  return { ...e, span: spanOf(conv, from, to) };
}

function spanOf(conv: Converter, from: number, to: number): Span {
  const a = conv.pos(from);
  const b = conv.pos(to);
  return { from, to, line: a.line, col: a.col, endLine: b.line, endCol: b.col };
}

function unsupportedAt(conv: Converter, offset: number, construct: string): never {
  const p = conv.pos(offset);
  throw new UnsupportedSyntax(construct, conv.file, p.line, p.col);
}

function patternHost(conv: Converter): PatternHost {
  return {
    span: (from, to) => spanOf(conv, from, to),
    syntaxError: (offset, detail) => conv.syntaxError(offset, detail),
    strings: (tokens) => {
      const first = tokens[0];
      const last = tokens[tokens.length - 1];
      let value = '';
      for (const t of tokens) {
        const tok = splitStringToken(t.text);
        if (!tok) return conv.syntaxError(t.from, `unterminated string literal (detected at line ${conv.pos(t.from).line})`);
        if (tok.prefix.includes('f')) {
          const p = conv.pos(first.from);
          throw new PySyntaxError('SyntaxError', 'patterns may only match literals and attribute lookups', conv.file, p.line, p.col);
        }
        if (tok.prefix.includes('b')) return unsupportedAt(conv, t.from, 'bytes literal');
        try {
          value += tok.prefix.includes('r') ? tok.body : decodeEscapes(tok.body);
        } catch (e) {
          if (e instanceof EscapeError) return conv.syntaxError(t.from, e.message);
          if (e instanceof NamedEscapeUnsupported) return unsupportedAt(conv, t.from, e.message);
          throw e;
        }
      }
      return { k: 'Const', value, span: spanOf(conv, first.from, last.to) };
    },
  };
}
