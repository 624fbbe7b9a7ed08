/**
 * CPython's message for a source Lezer's grammar rejects: Lezer only says where it stopped.
 * CPython's second parser pass tries its `invalid_*` rules there, each a mistake people make
 * (`print "x"`, `if x = 1:`, `f(a b)`, `{1: 2, 3}`, `if x` without its `:`, `5 if x`,
 * `with a as f():`, an f-string's `{}`); these are read here from the tokens of the logical line
 * where Lezer stopped. A source no rule explains keeps the plain "invalid syntax" at Lezer's
 * position.
 */
import type { Expr } from './ast';
import { fstringBodyError } from './fstring-check';
import { splitStringToken } from './literals';
import { exprName, invalidTarget, isOperand } from './target-check';
import { logicalLines, pythonKeywords, type Token } from './tokens';

/** An explained error: the offset CPython reports and its message. */
export interface Explained {
  readonly at: number;
  readonly message: string;
}

/** CPython's error for a parse that failed. */
export interface ParseFailure extends Explained {
  /** Where the parse failed, to order it against errors found by other passes. */
  readonly failed: number;
  /** How far the parser read (a bracket never closed before it is the error instead: see `parse.ts`). */
  readonly reached: number;
}

/** Reads the expression written between two offsets (null if it is none); its spans are the source's. */
export type ExprAt = (from: number, to: number) => Expr | null;

const statementKeywords = new Set(['return', 'yield', 'assert', 'del', 'else', 'lambda', 'from', 'if', 'elif', 'while']);
const augmented = new Set(['+=', '-=', '*=', '/=', '//=', '%=', '@=', '&=', '|=', '^=', '>>=', '<<=', '**=']);
const continuations = new Set(['and', 'or', 'in', 'is', 'if', 'else', 'for', 'async', 'as', 'from']);
const closerOf: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** CPython's error for the Lezer error at `offset`: the message of the first rule of its second pass that applies, else "invalid syntax". */
export function explainParseError(src: string, offset: number, exprAt: ExprAt): ParseFailure {
  const lines = logicalLines(src);
  const line = lines.find((l, i) => l.tokens[0].from <= offset && (i + 1 === lines.length || lines[i + 1].tokens[0].from > offset));
  if (!line) return { at: offset, message: 'invalid syntax', failed: offset, reached: offset };
  const t = line.tokens;
  // Where Lezer's tokens and CPython's differ (`a.1`: CPython reads the number `.1`), CPython names its token's start.
  const plain = { at: t.find((x) => x.from < offset && offset < x.to)?.from ?? offset, message: 'invalid syntax', failed: offset, reached: offset };
  const pair = sideBySide(src, t, offset);
  if (pair) return pair;
  const header = missingColon(src, t);
  if (header && header.at <= offset) return { ...header, failed: header.at, reached: header.at };
  let k = t.findIndex((x) => x.to > offset);
  if (k < 0) k = t.length;
  const rule =
    fstringError(src, t, k) ??
    legacyPrint(t, k) ??
    equalsInExpression(t, k, exprAt) ??
    dictItems(t, k) ??
    missingElse(t, k) ??
    withTarget(t, k, exprAt) ??
    yieldTarget(t) ??
    starredDelete(t, k);
  return rule ? { ...plain, ...rule } : plain;
}

/**
 * Where CPython's tokenizer stands once a token ending at `end` is read (where it reports an
 * error found after the token, such as one inside a string): at the next token inside brackets;
 * outside them at the next character that is no blank (a comment or the line end, where its
 * NEWLINE token starts, count).
 */
export function tokenAfter(src: string, end: number): number {
  const tokens = logicalLines(src).flatMap((l) => l.tokens);
  const at = tokens.findIndex((t) => t.to === end);
  if (at >= 0 && tokens[at].depth > 0) return tokens[at + 1]?.from ?? src.length;
  let i = end;
  while (i < src.length && ' \t\f'.includes(src[i])) i++;
  return i;
}

/** The first f-string error in the strings up to where Lezer stopped, reported after their string expression. */
function fstringError(src: string, t: readonly Token[], k: number): Explained | null {
  for (let i = 0; i <= Math.min(k, t.length - 1); i++) {
    if (t[i].kind !== 'string') continue;
    let last = i;
    while (t[last + 1]?.kind === 'string') last++;
    for (let j = i; j <= last; j++) {
      const tok = splitStringToken(t[j].text);
      if (!tok?.prefix.toLowerCase().includes('f')) continue;
      const message = fstringBodyError(tok.body, tok.prefix.toLowerCase().includes('r'));
      if (message) return { at: tokenAfter(src, t[last].to), message };
    }
    i = last;
  }
  return null;
}

/** `print x` / `exec "code"` (Python 2 statements): CPython's `invalid_legacy_expression`. */
function legacyPrint(t: readonly Token[], k: number): Explained | null {
  for (let i = 0; i + 1 < t.length && i <= k; i++) {
    const name = t[i].text;
    if (t[i].kind !== 'name' || (name !== 'print' && name !== 'exec') || t[i - 1]?.text === '.') continue;
    const next = t[i + 1];
    const startsOperand =
      next.kind === 'number' ||
      next.kind === 'string' ||
      (next.kind === 'name' && !continuations.has(next.text) && !(next.text === 'not' && t[i + 2]?.text === 'in')) ||
      next.text === '{' ||
      next.text === '~' ||
      next.text === '...';
    if (startsOperand) return { at: t[i].from, message: `Missing parentheses in call to '${name}'. Did you mean ${name}(...)?` };
  }
  return null;
}

/** Where the item holding token `e` starts: after the comma or bracket before it at its depth. */
function itemStart(t: readonly Token[], e: number): number {
  const d = t[e].depth;
  let j = e - 1;
  while (j >= 0 && t[j].depth >= d && !(t[j].depth === d && t[j].text === ',')) j--;
  return j + 1;
}

/** Whether the bracket at `open` opens a call's argument list. */
function isCall(t: readonly Token[], open: number): boolean {
  const before = t[open - 1];
  return (
    t[open].text === '(' &&
    before !== undefined &&
    (before.text === ')' || before.text === ']' || before.kind === 'string' || (before.kind === 'name' && !pythonKeywords.has(before.text)))
  );
}

/**
 * An `=` where an expression stands: a keyword argument whose name is an expression
 * (`f(a.b=1)`), or a comparison written with `=` in a condition or display (`if x = 1:`,
 * `[a = 1]`): CPython's `invalid_kwarg` and `invalid_named_expression`.
 */
function equalsInExpression(t: readonly Token[], k: number, exprAt: ExprAt): Explained | null {
  const e = t[k]?.text === '=' ? k : t[k - 1]?.text === '=' ? k - 1 : -1;
  if (e < 0) return null;
  const d = t[e].depth;
  const s = d === 0 ? 1 : itemStart(t, e);
  if (s >= e || t.slice(s, e).some((x) => x.depth === d && x.text === '=')) return null;
  if (d === 0 && (!['if', 'elif', 'while'].includes(t[0].text) || t.slice(1, e).some((x) => x.depth === 0 && x.text === ','))) return null;
  const single = e - s === 1 ? t[s] : null;
  if (d > 0 && isCall(t, s - 1)) {
    if (single?.kind === 'name' && !pythonKeywords.has(single.text)) return null;
    if (single && ['True', 'False', 'None'].includes(single.text)) return { at: single.from, message: `cannot assign to ${single.text}` };
    return { at: t[s].from, message: 'expression cannot contain assignment, perhaps you meant "=="?' };
  }
  if (single?.kind === 'name' && !pythonKeywords.has(single.text))
    return { at: single.from, message: "invalid syntax. Maybe you meant '==' or ':=' instead of '='?" };
  if (['True', 'False', 'None', '[', '('].includes(t[s].text)) return null;
  const target = exprAt(t[s].from, t[e - 1].to);
  if (!target || !isOperand(target)) return null;
  return { at: target.span.from, message: `cannot assign to ${exprName(target)} here. Maybe you meant '==' instead of '='?` };
}

/** The items of the bracket pair opened at `open`, as token index ranges; `end` is its closing bracket (or the line end). */
function bracketItems(t: readonly Token[], open: number): { items: [number, number][]; end: number } {
  const d = t[open].depth + 1;
  const items: [number, number][] = [];
  let from = open + 1;
  let i = open + 1;
  for (; i < t.length && !(t[i].depth < d); i++) {
    if (t[i].depth === d && t[i].text === ',') {
      items.push([from, i]);
      from = i + 1;
    }
  }
  if (from < i) items.push([from, i]);
  return { items, end: i };
}

/** The bracket still open at token `k`, or -1. */
function openBracket(t: readonly Token[], k: number): number {
  const stack: number[] = [];
  for (let i = 0; i < k && i < t.length; i++) {
    if (t[i].text in closerOf) stack.push(i);
    else if (t[i].text === ')' || t[i].text === ']' || t[i].text === '}') stack.pop();
  }
  return stack.length ? stack[stack.length - 1] : -1;
}

/** Where an operand that starts at token `s` ends: before two operands stand side by side (`3 4`). */
function operandEnd(t: readonly Token[], s: number, end: number): number {
  const d = t[s].depth;
  for (let i = s; i + 1 < end; i++) {
    if (t[i].depth !== d || t[i + 1].depth !== d) continue;
    const ends = t[i].kind !== 'op' || t[i].text === ')' || t[i].text === ']' || t[i].text === '}';
    const starts = (t[i + 1].kind !== 'op' && !continuations.has(t[i + 1].text) && t[i + 1].text !== 'not') || t[i + 1].text in closerOf;
    if (ends && starts && !(t[i].kind === 'name' && pythonKeywords.has(t[i].text))) return i + 1;
  }
  return end;
}

/** A dict display with an item that lacks its `:` or its value: CPython's `invalid_kvpair`. */
function dictItems(t: readonly Token[], k: number): Explained | null {
  const open = openBracket(t, k);
  if (open < 0 || t[open].text !== '{') return null;
  const d = t[open].depth + 1;
  const { items } = bracketItems(t, open);
  const colonAt = (a: number, b: number) => t.slice(a, b).findIndex((x) => x.depth === d && x.text === ':');
  if (!items.length || (colonAt(...items[0]) < 0 && t[items[0][0]].text !== '**') || t.slice(open, k).some((x) => x.depth === d && x.text === 'for'))
    return null;
  for (const [a, b] of items) {
    if (a >= b || t[a].text === '**') continue;
    const colon = colonAt(a, b);
    if (colon < 0) return { at: t[operandEnd(t, a, b) - 1].to - 1, message: "':' expected after dictionary key" };
    if (a + colon + 1 === b) return { at: t[a + colon].from, message: "expression expected after dictionary key and ':'" };
  }
  return null;
}

/** `a if b` with no `else`: CPython's `invalid_expression`, reported at `a`. */
function missingElse(t: readonly Token[], k: number): Explained | null {
  for (let i = 1; i < t.length && i <= k; i++) {
    if (t[i].text !== 'if') continue;
    const d = t[i].depth;
    let s = i - 1;
    while (s >= 0 && t[s].depth >= d && !(t[s].depth === d && (isBoundary(t[s]) || t[s].text === 'for'))) s--;
    if (t[s]?.depth === d && t[s].text === 'for') continue;
    if (s + 1 >= i) continue;
    let j = i + 1;
    while (j < t.length && t[j].depth >= d && !(t[j].depth === d && (isBoundary(t[j]) || t[j].text === 'if' || t[j].text === 'for'))) j++;
    if (j === i + 1 || (t[j]?.depth === d && (t[j].text === 'else' || t[j].text === ':'))) continue;
    return { at: t[s + 1].from, message: "expected 'else' after 'if' expression" };
  }
  return null;
}

/** A token that ends an expression at its depth: a separator, an assignment or a statement keyword. */
function isBoundary(x: Token): boolean {
  return (
    x.text === ',' ||
    x.text === '=' ||
    x.text === ':' ||
    x.text === ':=' ||
    x.text === ';' ||
    augmented.has(x.text) ||
    (x.kind === 'name' && statementKeywords.has(x.text))
  );
}

/** `with a as 1:`: a with-item's target that cannot be assigned (CPython's `invalid_with_item`). */
function withTarget(t: readonly Token[], k: number, exprAt: ExprAt): Explained | null {
  const first = t[0]?.text === 'async' ? 1 : 0;
  if (t[first]?.text !== 'with') return null;
  for (let i = first + 1; i < t.length && i <= k + 1; i++) {
    if (t[i].text !== 'as') continue;
    const d = t[i].depth;
    let j = i + 1;
    while (j < t.length && !((t[j].depth === d && (t[j].text === ',' || t[j].text === ':')) || t[j].depth < d)) j++;
    if (j === i + 1 || j >= t.length) continue;
    const target = exprAt(t[i + 1].from, t[j - 1].to);
    const bad = target && invalidTarget(target, 'assign');
    if (bad) return { at: bad.span.from, message: `cannot assign to ${exprName(bad)}` };
  }
  return null;
}

/** `yield = 3`: a yield expression as an assignment target. */
function yieldTarget(t: readonly Token[]): Explained | null {
  for (let i = 0; i < t.length; i++) {
    if (t[i].text !== 'yield' || t[i].depth !== 0 || (i > 0 && t[i - 1].text !== '=')) continue;
    if (t.slice(i + 1).some((x) => x.depth === 0 && x.text === '=')) return { at: t[i].from, message: 'assignment to yield expression not possible' };
  }
  return null;
}

/** `del *a`: CPython's `invalid_del_stmt` finds the starred target. */
function starredDelete(t: readonly Token[], k: number): Explained | null {
  if (t[0].text !== 'del') return null;
  for (let i = 1; i < t.length && i <= k; i++) {
    const before = t[i - 1].text;
    if (t[i].text === '*' && (before === 'del' || before === ',' || before in closerOf)) return { at: t[i].from, message: 'cannot delete starred' };
  }
  return null;
}

/** Words that open a compound statement when they start a logical line (after `async`: `def`, `for`, `with`). */
const blockOpeners = new Set(['if', 'elif', 'else', 'while', 'for', 'try', 'except', 'finally', 'with', 'def', 'class']);

/** Whether a token can end an operand: a literal, a closing bracket, a name (`True`, `False` and `None` are operands too). */
function endsOperand(x: Token): boolean {
  return (
    x.kind === 'number' ||
    x.kind === 'string' ||
    x.text === ')' ||
    x.text === ']' ||
    x.text === '}' ||
    (x.kind === 'name' && (!pythonKeywords.has(x.text) || x.text === 'True' || x.text === 'False' || x.text === 'None'))
  );
}

/**
 * A block header with no `:` at its end (CPython's "expected ':'", at the NEWLINE token: the
 * first character after the last token that is no blank), or a `def` with no `(` after its name.
 * A header that is not all its statement needs before the colon (`if`, `for x`) is left to the
 * parser's error.
 */
export function missingColon(src: string, t: readonly Token[]): Explained | null {
  const h = t[0].text === 'async' ? 1 : 0;
  const word = t[h]?.kind === 'name' ? t[h].text : '';
  if (!blockOpeners.has(word) || (h === 1 && word !== 'def' && word !== 'for' && word !== 'with')) return null;
  const last = t[t.length - 1];
  if (t.some((x) => x.depth === 0 && x.text === ':') || last.depth > 0 || last.text in closerOf) return null;
  let newline = last.to;
  while (' \t\f'.includes(src[newline] ?? '\n')) newline++;
  const after = t.length - h - 1;
  if (word === 'def' && (after === 1 || (after > 1 && t[h + 2].text !== '('))) return { at: after === 1 ? newline : t[h + 2].from, message: "expected '('" };
  const complete =
    word === 'else' || word === 'try' || word === 'finally'
      ? after === 0
      : word === 'except'
        ? after === 0 || endsOperand(last)
        : after > 0 && endsOperand(last) && (word !== 'for' || t.slice(h + 1).some((x) => x.depth === 0 && x.text === 'in'));
  return complete ? { at: newline, message: "expected ':'" } : null;
}

/** The expression being read inside an open bracket, as pegen's `invalid_expression` sees it. */
interface OpenBracket {
  /** Parameters or imported names, not expressions: no comma hint there. */
  readonly names: boolean;
  readonly brace: boolean;
  /** The current expression's first token (-1 after a separator), its tokens so far, and whether pegen's hint skips it. */
  start: number;
  tokens: number;
  noHint: boolean;
  /** A `{` that holds `key: value` pairs, and whether the current expression is in a key's place. */
  dict: boolean;
  atKey: boolean;
}

/** Soft keywords: pegen does not offer the comma hint for an expression that starts with one. */
const softKeywords = new Set(['match', 'case', '_']);
/** What ends the expression before it (the next one starts after it). */
const separators = new Set([',', ':', ';', '=', ':=', ...augmented]);
const expressionBreaks = new Set(['for', 'if', 'else', 'in', 'lambda', 'yield', 'async', 'from', 'as']);

/**
 * Two expressions side by side inside brackets (`[1 2]`, `f(a b)`), the second at or before
 * `offset`: pegen's "invalid syntax. Perhaps you forgot a comma?" at the first one (not for an
 * expression that starts with a soft keyword or with a name and a string, like `f "x"`, nor
 * for two strings, which concatenate, nor after a Python 2 `print`). In a dictionary, a key with
 * no `:` after it: "':' expected after dictionary key", at the key's last character.
 */
export function sideBySide(src: string, t: readonly Token[], offset: number): ParseFailure | null {
  const h = t[0].text === 'async' ? 1 : 0;
  const namesLine = t[0].text === 'import' || t[0].text === 'from';
  const stack: OpenBracket[] = [];
  for (let i = 0; i < t.length && t[i].from <= offset; i++) {
    const x = t[i];
    if (x.text === ')' || x.text === ']' || x.text === '}') stack.pop();
    const top = stack[stack.length - 1];
    const prev = t[i - 1];
    if (top) {
      const startsOperand =
        x.kind === 'number' ||
        x.kind === 'string' ||
        (x.kind === 'name' && endsOperand(x)) ||
        (x.text === 'not' && t[i + 1]?.text !== 'in') ||
        x.text === 'lambda' ||
        x.text === 'await';
      if (
        startsOperand &&
        !top.names &&
        !top.noHint &&
        top.start >= 0 &&
        prev.depth === x.depth &&
        endsOperand(prev) &&
        !(prev.kind === 'string' && x.kind === 'string') &&
        !/^(?:print|exec)$/.test(src.slice(t[top.start].from, prev.to))
      ) {
        const key = top.dict && top.atKey;
        const at = key ? prev.to - 1 : t[top.start].from;
        return { at, message: key ? "':' expected after dictionary key" : 'invalid syntax. Perhaps you forgot a comma?', failed: at, reached: x.from };
      }
      if ((x.kind === 'op' && separators.has(x.text)) || (x.kind === 'name' && expressionBreaks.has(x.text))) {
        top.start = -1;
        if (top.brace && (x.text === ':' || x.text === ':=')) {
          top.dict = true;
          top.atKey = false;
        } else if (x.text === ',') top.atKey = true;
      } else if (top.start < 0) {
        top.start = i;
        top.tokens = 1;
        top.noHint = x.kind === 'name' && softKeywords.has(x.text);
      } else if (++top.tokens === 2 && t[top.start].kind === 'name' && x.kind === 'string') top.noHint = true;
    }
    if (x.text in closerOf)
      stack.push({
        names: namesLine || (t[h].text === 'def' && i === h + 2),
        brace: x.text === '{',
        start: -1,
        tokens: 0,
        noHint: false,
        dict: false,
        atKey: x.text === '{',
      });
  }
  return null;
}
