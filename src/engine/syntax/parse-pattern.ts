/**
 * The patterns of `case` clauses, read from tokens (see `match-source.ts`) by recursive descent
 * over CPython 3.11's pattern grammar (`patterns` in Grammar/python.gram), into the AST that
 * CPython's `ast` module gives: MatchValue, MatchSingleton, MatchSequence, MatchStar,
 * MatchMapping, MatchClass, MatchAs, MatchOr. Errors the grammar itself reports are thrown
 * here as CPython's parser words them; the compiler's checks (unreachable patterns, repeated
 * names) are `pattern-checks.ts`.
 */
import type { Expr, Pattern, Span } from './ast';
import { parseNumber } from './literals';
import { pythonKeywords, type Token } from './tokens';

/** What the pattern parser needs from the module's converter. */
export interface PatternHost {
  /** The span of `[from, to)`. */
  span(from: number, to: number): Span;
  /** A SyntaxError at `offset`; never returns. */
  syntaxError(offset: number, detail?: string): never;
  /** The value of adjacent string tokens (f-strings give an FString). */
  strings(tokens: readonly Token[]): Expr;
}

export class PatternParser {
  private i = 0;

  constructor(
    private readonly host: PatternHost,
    private readonly tokens: readonly Token[],
    /** Where the text after the last token starts (for an error at the end). */
    private readonly endOffset: number,
  ) {}

  /** `patterns`: an open sequence (`a, *b`) or one pattern. */
  parse(): Pattern {
    const first = this.maybeStar();
    let p: Pattern;
    if (this.isOp(',')) {
      const items = [first];
      while (this.eatOp(',')) {
        if (this.atEnd()) break;
        items.push(this.maybeStar());
      }
      p = { k: 'MatchSequence', patterns: items, span: this.spanOf(items[0].span.from, this.last().to) };
    } else {
      if (first.k === 'MatchStar') this.fail();
      p = first;
    }
    if (!this.atEnd()) this.fail();
    return p;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private last(): Token {
    return this.tokens[this.i - 1];
  }

  private atEnd(): boolean {
    return this.i >= this.tokens.length;
  }

  private isOp(text: string, at = this.i): boolean {
    const t = this.tokens[at];
    return t !== undefined && t.kind === 'op' && t.text === text;
  }

  private isName(text?: string, at = this.i): boolean {
    const t = this.tokens[at];
    return t !== undefined && t.kind === 'name' && (text === undefined || t.text === text);
  }

  private eatOp(text: string): boolean {
    if (!this.isOp(text)) return false;
    this.i++;
    return true;
  }

  private expectOp(text: string): Token {
    if (!this.isOp(text)) this.fail();
    return this.tokens[this.i++];
  }

  /** "invalid syntax" at the current token (or the end). */
  private fail(detail?: string): never {
    const t = this.peek();
    return this.host.syntaxError(t ? t.from : this.endOffset, detail);
  }

  private spanOf(from: number, to: number): Span {
    return this.host.span(from, to);
  }

  private maybeStar(): Pattern {
    const star = this.peek();
    if (!this.isOp('*')) return this.pattern();
    this.i++;
    const name = this.captureTarget(true);
    return { k: 'MatchStar', name, span: this.spanOf((star as Token).from, this.last().to) };
  }

  /** A capture target (`NAME` not followed by `.`, `(` or `=`); `_` only where a wildcard may stand. */
  private captureTarget(wildcardOk: boolean): string | null {
    const t = this.peek();
    if (t?.kind !== 'name' || pythonKeywords.has(t.text) || this.isOp('.', this.i + 1) || this.isOp('(', this.i + 1) || this.isOp('=', this.i + 1)) this.fail();
    if (t.text === '_' && !wildcardOk) this.fail();
    this.i++;
    return t.text === '_' ? null : t.text;
  }

  /** `pattern`: an or-pattern, optionally `as NAME`. */
  private pattern(): Pattern {
    const start = this.peek();
    const p = this.orPattern();
    if (!this.isName('as')) return p;
    this.i++;
    const t = this.peek();
    if (t?.kind === 'name' && t.text === '_') this.host.syntaxError(t.from, "cannot use '_' as a target");
    // A target that is no name is "invalid pattern target"; a dotted or called name fails after the name.
    if (t && t.kind !== 'name' && !this.isOp(':')) this.host.syntaxError(t.from, 'invalid pattern target');
    if (t?.kind !== 'name' || pythonKeywords.has(t.text)) this.fail();
    if (this.isOp('.', this.i + 1) || this.isOp('(', this.i + 1) || this.isOp('[', this.i + 1)) {
      this.i++;
      this.fail();
    }
    this.i++;
    return { k: 'MatchAs', pattern: p, name: t.text, span: this.spanOf((start as Token).from, t.to) };
  }

  private orPattern(): Pattern {
    const first = this.closedPattern();
    if (!this.isOp('|')) return first;
    const alts = [first];
    while (this.eatOp('|')) alts.push(this.closedPattern());
    return { k: 'MatchOr', patterns: alts, span: this.spanOf(first.span.from, alts[alts.length - 1].span.to) };
  }

  private closedPattern(): Pattern {
    const t = this.peek();
    if (!t) return this.fail();
    if (t.kind === 'number' || (t.kind === 'op' && t.text === '-')) return this.numberPattern();
    if (t.kind === 'string') {
      const value = this.stringsExpr();
      return { k: 'MatchValue', value, span: value.span };
    }
    if (t.kind === 'op') {
      if (t.text === '(') return this.parenthesized();
      if (t.text === '[') return this.bracketed();
      if (t.text === '{') return this.mapping();
      return this.fail();
    }
    if (t.kind !== 'name') return this.fail();
    if (t.text === 'None' || t.text === 'True' || t.text === 'False') {
      this.i++;
      return { k: 'MatchSingleton', value: t.text === 'None' ? null : t.text === 'True', span: this.spanOf(t.from, t.to) };
    }
    if (pythonKeywords.has(t.text)) return this.fail();
    if (this.isOp('.', this.i + 1) || this.isOp('(', this.i + 1)) {
      const target = this.nameOrAttr();
      if (this.isOp('(')) return this.classPattern(target);
      if (target.k === 'Name') this.fail();
      if (this.isOp('=')) this.fail();
      return { k: 'MatchValue', value: target, span: target.span };
    }
    const name = this.captureTarget(true);
    return { k: 'MatchAs', pattern: null, name, span: this.spanOf(t.from, t.to) };
  }

  /** `name_or_attr`: `a` or `a.b.c`. */
  private nameOrAttr(): Expr {
    const t = this.tokens[this.i++];
    let e: Expr = { k: 'Name', id: t.text, span: this.spanOf(t.from, t.to) };
    while (this.isOp('.')) {
      this.i++;
      const a = this.peek();
      if (a?.kind !== 'name' || pythonKeywords.has(a.text)) return this.fail();
      this.i++;
      const span = this.spanOf(t.from, a.to);
      e = { k: 'Attribute', value: e, attr: a.text, attrLine: span.endLine, span };
    }
    return e;
  }

  /** A signed number, or a complex literal `real ± imag`. */
  private numberPattern(): Pattern {
    const value = this.numberExpr();
    return { k: 'MatchValue', value, span: value.span };
  }

  private numberExpr(): Expr {
    const start = this.peek() as Token;
    const signed = this.signedNumber();
    if (!this.isOp('+') && !this.isOp('-')) return signed;
    const op = this.tokens[this.i++];
    const imag = this.peek();
    if (imag?.kind !== 'number') return this.fail();
    this.i++;
    if (isImaginary(signed)) this.host.syntaxError(start.from, 'real number required in complex literal');
    if (!/[jJ]$/.test(imag.text)) this.host.syntaxError(imag.from, 'imaginary number required in complex literal');
    const right: Expr = { k: 'Const', value: { complex: (parseNumber(imag.text) as { complex: number }).complex }, span: this.spanOf(imag.from, imag.to) };
    return { k: 'BinOp', op: op.text, left: signed, right, span: this.spanOf(start.from, imag.to) };
  }

  private signedNumber(): Expr {
    const t = this.peek() as Token;
    if (t.kind === 'op') {
      this.i++;
      const n = this.peek();
      if (n?.kind !== 'number') return this.fail();
      this.i++;
      const operand = this.numberConst(n);
      return { k: 'UnaryOp', op: '-', operand, span: this.spanOf(t.from, n.to) };
    }
    this.i++;
    return this.numberConst(t);
  }

  private numberConst(t: Token): Expr {
    return { k: 'Const', value: parseNumber(t.text), span: this.spanOf(t.from, t.to) };
  }

  private stringsExpr(): Expr {
    const start = this.i;
    while (this.peek()?.kind === 'string') this.i++;
    return this.host.strings(this.tokens.slice(start, this.i));
  }

  /** `(p)` is a group; `()`, `(p,)` and `(p, q)` are sequences. */
  private parenthesized(): Pattern {
    const open = this.tokens[this.i++];
    if (this.isOp(')')) {
      const close = this.tokens[this.i++];
      return { k: 'MatchSequence', patterns: [], span: this.spanOf(open.from, close.to) };
    }
    const first = this.maybeStar();
    if (this.isOp(')') && first.k !== 'MatchStar') {
      this.i++;
      return first;
    }
    const items = [first];
    this.expectOp(',');
    while (!this.isOp(')')) {
      items.push(this.maybeStar());
      if (!this.eatOp(',')) break;
    }
    const close = this.expectOp(')');
    return { k: 'MatchSequence', patterns: items, span: this.spanOf(open.from, close.to) };
  }

  private bracketed(): Pattern {
    const open = this.tokens[this.i++];
    const items: Pattern[] = [];
    while (!this.isOp(']')) {
      items.push(this.maybeStar());
      if (!this.eatOp(',')) break;
    }
    const close = this.expectOp(']');
    return { k: 'MatchSequence', patterns: items, span: this.spanOf(open.from, close.to) };
  }

  private mapping(): Pattern {
    const open = this.tokens[this.i++];
    const keys: Expr[] = [];
    const patterns: Pattern[] = [];
    let rest: string | null = null;
    while (!this.isOp('}')) {
      if (this.eatOp('**')) {
        rest = this.captureTarget(false);
        this.eatOp(',');
        break;
      }
      keys.push(this.mappingKey());
      this.expectOp(':');
      patterns.push(this.pattern());
      if (!this.eatOp(',')) break;
    }
    const close = this.expectOp('}');
    return { k: 'MatchMapping', keys, patterns, rest, span: this.spanOf(open.from, close.to) };
  }

  /** A mapping key: a literal or a dotted name. */
  private mappingKey(): Expr {
    const t = this.peek();
    if (!t) return this.fail();
    if (t.kind === 'number' || (t.kind === 'op' && t.text === '-')) return this.numberExpr();
    if (t.kind === 'string') return this.stringsExpr();
    if (t.kind === 'name' && (t.text === 'None' || t.text === 'True' || t.text === 'False')) {
      this.i++;
      return { k: 'Const', value: t.text === 'None' ? null : t.text === 'True', span: this.spanOf(t.from, t.to) };
    }
    if (t.kind === 'name' && !pythonKeywords.has(t.text) && this.isOp('.', this.i + 1)) return this.nameOrAttr();
    // CPython's parser reads past a bare name before it gives up.
    if (t.kind === 'name') this.i++;
    return this.fail();
  }

  private classPattern(cls: Expr): Pattern {
    this.i++;
    const patterns: Pattern[] = [];
    const kwdAttrs: string[] = [];
    const kwdPatterns: Pattern[] = [];
    let firstKeyword: Token | null = null;
    while (!this.isOp(')')) {
      const t = this.peek();
      if (t?.kind === 'name' && this.isOp('=', this.i + 1)) {
        firstKeyword ??= t;
        this.i += 2;
        kwdAttrs.push(t.text);
        kwdPatterns.push(this.pattern());
      } else {
        const p = this.pattern();
        if (firstKeyword) this.host.syntaxError(p.span.from, 'positional patterns follow keyword patterns');
        patterns.push(p);
      }
      if (!this.eatOp(',')) break;
    }
    const close = this.expectOp(')');
    return { k: 'MatchClass', cls, patterns, kwdAttrs, kwdPatterns, span: this.spanOf(cls.span.from, close.to) };
  }
}

function isImaginary(e: Expr): boolean {
  const c = e.k === 'UnaryOp' ? e.operand : e;
  return c.k === 'Const' && typeof c.value === 'object' && c.value !== null && 'complex' in c.value;
}
