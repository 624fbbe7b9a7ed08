/**
 * @lezer/python tree → the interpreter's AST. Dispatches on node names through
 * tables; anything without an entry is reported as unsupported with its position.
 */
import { type SyntaxNode, type Tree, TreeBuffer } from '@lezer/common';
import { parser } from '@lezer/python';
import type { Arg, Comprehension, DictItem, ExceptHandler, Expr, FStringPart, Module, Params, Span, Stmt, WithItem } from './ast';
import { convertArgs } from './convert-args';
import { exprHandlers } from './convert-expr';
import { convertMatch } from './convert-match';
import { convertParams } from './convert-params';
import { isParserRuleError, leadsStatement, statementStart } from './error-order';
import { PySyntaxError, UnsupportedSyntax } from './errors';
import { type ExprAt, explainParseError, tokenAfter } from './explain-error';
import { fstringBodyError } from './fstring-check';
import { prepareFormatSpecs } from './fstring-specs';
import { exprAloneText, type GrammarGaps, noGaps, prepareGaps, type Range } from './grammar-gaps';
import { checkIndentation } from './indentation';
import { decodeBytesEscapes, decodeEscapes, EscapeError, NamedEscapeUnsupported, splitStringToken } from './literals';
import { type MatchSource, prepareMatches } from './match-source';
import { preparePrint } from './print-name';
import { annAssignError, assignError, augAssignError, type TargetError, targetError, type Written } from './target-check';
import { type LocatedError, scanTokens } from './token-errors';
import { prepareTrailingDots } from './trailing-dots';

/** A parser's error, where the parse failed and how far it read. */
interface ParseError extends LocatedError {
  readonly reached: number;
}

/** Human names for constructs we recognise but do not run. */
const unsupportedNames: Record<string, string> = {
  TypeDefinition: 'type alias statement',
  async: 'async',
};

export class Converter {
  private readonly lineStarts: number[] = [0];
  /** Expressions written in parentheses, and tuples written as `(...)` displays (the target checks read both). */
  readonly parenthesized = new WeakSet<object>();
  readonly tupleDisplays = new WeakSet<object>();

  constructor(
    readonly file: string,
    readonly src: string,
    /** Subjects and patterns of match statements, read by the match pre-pass. */
    readonly matches: MatchSource,
    /** Valid Python that Lezer's grammar refuses, read by the gaps pre-pass. */
    readonly gaps: GrammarGaps = noGaps,
  ) {
    for (let i = src.indexOf('\n'); i >= 0; i = src.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  /** The line found last: the converter reads the source forwards, so most offsets are on it. */
  private lastLine = 0;

  /** The 0-based index of the line that holds `offset`. */
  private lineIndex(offset: number): number {
    const starts = this.lineStarts;
    const last = this.lastLine;
    if (starts[last] <= offset && (last + 1 === starts.length || starts[last + 1] > offset)) return last;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    this.lastLine = lo;
    return lo;
  }

  /** 1-based line and 0-based column of an offset. */
  pos(offset: number): { line: number; col: number } {
    const i = this.lineIndex(offset);
    return { line: i + 1, col: offset - this.lineStarts[i] };
  }

  span(n: SyntaxNode): Span {
    return this.spanOf(n.from, n.to);
  }

  /** The span between two offsets. */
  spanOf(from: number, to: number): Span {
    const a = this.lineIndex(from);
    const b = this.lineIndex(to);
    return { from, to, line: a + 1, col: from - this.lineStarts[a], endLine: b + 1, endCol: to - this.lineStarts[b] };
  }

  text(n: SyntaxNode): string {
    return this.src.slice(n.from, n.to);
  }

  unsupported(n: SyntaxNode, construct?: string): never {
    const p = this.pos(n.from);
    throw new UnsupportedSyntax(construct ?? unsupportedNames[n.name] ?? n.name, this.file, p.line, p.col);
  }

  /** How target expressions were written, for the target checks. */
  readonly written: Written = {
    group: (e) => this.parenthesized.has(e),
    tupleDisplay: (e) => this.tupleDisplays.has(e),
    trailingComma: (e) => e.k === 'Tuple' && e.elts.length > 0 && this.src.slice(e.elts[e.elts.length - 1].span.to, e.span.to).includes(','),
  };

  /**
   * `e` unless `check` refuses it, which is CPython's SyntaxError at the part it names. CPython's
   * rule fires once it has read the target and what must follow it up to `readTo` (an augmented
   * assignment's value, an annotation), by default the target alone.
   */
  checked<E extends Expr>(e: E, check: (e: E) => TargetError | null, readTo = e.span.to): E {
    const error = check(e);
    if (error) return this.targetError(error, e.span.from, readTo);
    return e;
  }

  /** For each target error, where its target starts and how far CPython read before its rule fired. */
  private readonly targets = new WeakMap<PySyntaxError, Range>();

  targetError(error: TargetError, from: number, readTo: number): never {
    const e = this.errorAt(error.at.span.from, error.message);
    this.targets.set(e, { from, to: readTo });
    throw e;
  }

  syntaxError(offset: number, detail = 'invalid syntax', kind: 'SyntaxError' | 'IndentationError' = 'SyntaxError'): never {
    throw this.errorAt(offset, detail, kind);
  }

  /** The error where Lezer's parse stopped, with CPython's message when one of its rules explains it; ordered at where the parse failed. */
  parseErrorAt(offset: number): ParseError {
    const failure = explainParseError(this.src, offset, this.exprAt);
    return { offset: failure.failed, reached: failure.reached, error: this.errorAt(failure.at, failure.message) };
  }

  /** The expression written between two offsets, parsed on its own (its spans are the source's), or null. */
  readonly exprAt: ExprAt = (from, to) => {
    try {
      return this.exprAlone({ from, to });
    } catch {
      return null;
    }
  };

  /** The expression written in `range`, read on its own (its spans and errors are the source's), or null if it is none. */
  exprAlone({ from, to }: Range): Expr | null {
    if (from < 1) return null;
    const text = exprAloneText(this.src, from, to);
    const tree = parser.parse(preparePrint(text));
    const stmt = tree.topNode.firstChild;
    if (firstErrorOf(tree, text) !== null || stmt?.name !== 'ExpressionStatement' || !stmt.firstChild) return null;
    return new Converter(this.file, text, prepareMatches(text)).expr(stmt.firstChild);
  }

  /**
   * The first error of CPython's parser that the conversion of a tree that failed to parse at
   * `failed` finds before it: in a statement before the one that failed (which starts at
   * `statement`), or the invalid target of that statement, read whole before the failure
   * (`1 = x y`).
   */
  errorBefore(top: SyntaxNode, failed: number, statement: number): PySyntaxError | null {
    try {
      this.module(top);
    } catch (e) {
      if (!(e instanceof PySyntaxError) || !isParserRuleError(e)) return null;
      if (this.offsetOf(e.line, e.col) < statement) return e;
      const target = this.targets.get(e);
      if (target && target.from >= statement && target.to < failed && leadsStatement(this.src, statement, target.from)) return e;
    }
    return null;
  }

  errorAt(offset: number, detail = 'invalid syntax', kind: 'SyntaxError' | 'IndentationError' = 'SyntaxError'): PySyntaxError {
    const p = this.pos(offset);
    return new PySyntaxError(kind, detail, this.file, p.line, p.col);
  }

  /** The offset of a 1-based line and 0-based column. */
  offsetOf(line: number, col: number): number {
    return (this.lineStarts[line - 1] ?? this.src.length) + col;
  }

  children(n: SyntaxNode): SyntaxNode[] {
    const out: SyntaxNode[] = [];
    for (let c = n.firstChild; c; c = c.nextSibling) if (c.name !== 'Comment') out.push(c);
    return out;
  }

  // ---- statements -------------------------------------------------------

  module(top: SyntaxNode): Module {
    return { file: this.file, source: this.src, body: this.block(this.children(top)) };
  }

  block(nodes: SyntaxNode[]): Stmt[] {
    const out: Stmt[] = [];
    for (const n of nodes) {
      if (n.name === 'StatementGroup') {
        for (const c of this.children(n)) if (c.name !== ';') out.push(this.stmt(c));
      } else if (n.name !== ':' && n.name !== ';') {
        out.push(this.stmt(n));
      }
    }
    return out;
  }

  body(n: SyntaxNode | null | undefined): Stmt[] {
    if (n?.name !== 'Body') return this.syntaxError(n ? n.from : this.src.length, 'expected an indented block', 'IndentationError');
    return this.block(this.children(n));
  }

  stmt(n: SyntaxNode): Stmt {
    const span = this.span(n);
    const line = span.line;
    const kids = this.children(n);
    switch (n.name) {
      case 'ExpressionStatement':
        return { k: 'Expr', value: this.exprList(kids), line, span };
      case 'YieldStatement':
        return { k: 'Expr', value: this.yieldExpr(kids, span), line, span };
      case 'AssignStatement':
        return this.assign(kids, line, span);
      case 'UpdateStatement': {
        const opAt = kids.findIndex((c) => c.name === 'UpdateOp');
        const target = this.checked(this.exprList(kids.slice(0, opAt)), augAssignError, kids[kids.length - 1].to);
        return { k: 'AugAssign', target, op: this.text(kids[opAt]).slice(0, -1), value: this.exprList(kids.slice(opAt + 1)), line, span };
      }
      case 'PassStatement':
        return { k: 'Pass', line, span };
      case 'BreakStatement':
        return { k: 'Break', line, span };
      case 'ContinueStatement':
        return { k: 'Continue', line, span };
      case 'ReturnStatement':
        return { k: 'Return', value: kids.length > 1 ? this.exprList(kids.slice(1)) : undefined, line, span };
      case 'RaiseStatement': {
        const from = kids.findIndex((c) => c.name === 'from');
        const exc = kids.length > 1 ? this.expr(kids[1]) : undefined;
        return { k: 'Raise', exc, cause: from > 0 ? this.expr(kids[from + 1]) : undefined, line, span };
      }
      case 'AssertStatement': {
        const parts = this.splitCommas(kids.slice(1));
        return { k: 'Assert', test: this.expr(parts[0][0]), msg: parts[1] ? this.expr(parts[1][0]) : undefined, line, span };
      }
      case 'DeleteStatement':
        return {
          k: 'Delete',
          targets: this.splitCommas(kids.slice(1)).map((g) => this.checked(this.starredOrExpr(g), (t) => targetError(t, 'del'))),
          line,
          span,
        };
      case 'ScopeStatement': {
        const names = kids.filter((c) => c.name === 'VariableName').map((c) => this.text(c));
        return { k: this.text(kids[0]) === 'global' ? 'Global' : 'Nonlocal', names, line, span };
      }
      case 'ImportStatement':
        return this.importStmt(kids, line, span);
      case 'IfStatement':
        return this.ifStmt(kids, 0, line, span);
      case 'WhileStatement': {
        const elseAt = kids.findIndex((c) => c.name === 'else');
        return {
          k: 'While',
          test: this.expr(kids[1]),
          body: this.body(kids[2]),
          orelse: elseAt > 0 ? this.body(kids[elseAt + 1]) : [],
          line,
          span,
        };
      }
      case 'ForStatement': {
        const isAsync = kids[0].name === 'async';
        if (isAsync) kids.shift();
        const inAt = kids.findIndex((c) => c.name === 'in');
        const bodyAt = kids.findIndex((c) => c.name === 'Body');
        const elseAt = kids.findIndex((c) => c.name === 'else');
        return {
          k: 'For',
          target: this.checked(this.exprList(kids.slice(1, inAt)), (t) => targetError(t, 'for')),
          iter: this.exprList(kids.slice(inAt + 1, bodyAt)),
          body: this.body(kids[bodyAt]),
          orelse: elseAt > 0 ? this.body(kids[elseAt + 1]) : [],
          isAsync,
          line,
          span,
        };
      }
      case 'TryStatement':
        return this.tryStmt(kids, line, span);
      case 'WithStatement':
        return this.withStmt(kids, line, span);
      case 'FunctionDefinition':
        return this.functionDef(n, kids, []);
      case 'ClassDefinition':
        return this.classDef(n, kids, []);
      case 'MatchStatement':
        return convertMatch(this, kids, line, span);
      case 'DecoratedStatement': {
        const decorators = kids.filter((c) => c.name === 'Decorator').map((d) => this.decorator(d));
        const def = kids[kids.length - 1];
        const defKids = this.children(def);
        if (def.name === 'FunctionDefinition') return this.functionDef(def, defKids, decorators);
        if (def.name === 'ClassDefinition') return this.classDef(def, defKids, decorators);
        return this.unsupported(def);
      }
      default:
        if (n.type.isError) return this.syntaxError(n.from);
        return this.unsupported(n);
    }
  }

  decorator(d: SyntaxNode): Expr {
    const kids = this.children(d).filter((c) => c.name !== 'At');
    // `@a.b(args)` arrives as flat parts: names, dots and an optional ArgList.
    let e: Expr | null = null;
    for (const c of kids) {
      if (c.name === 'VariableName' && !e) e = this.expr(c);
      else if (c.name === '.') continue;
      else if ((c.name === 'VariableName' || c.name === 'PropertyName') && e)
        e = { k: 'Attribute', value: e, attr: this.text(c), attrLine: this.pos(c.from).line, span: this.spanFrom(kids[0], c) };
      else if (c.name === 'ArgList' && e) e = { k: 'Call', func: e, args: this.args(c), opLine: this.pos(kids[0].from).line, span: this.spanFrom(kids[0], c) };
      else e = this.expr(c);
    }
    if (!e) return this.syntaxError(d.from);
    return e;
  }

  spanFrom(a: SyntaxNode, b: SyntaxNode): Span {
    return this.spanOf(a.from, b.to);
  }

  assign(kids: SyntaxNode[], line: number, span: Span): Stmt {
    const groups: SyntaxNode[][] = [[]];
    let annotation: SyntaxNode | null = null;
    for (const c of kids) {
      if (c.name === 'AssignOp') groups.push([]);
      else if (c.name === 'TypeDef') annotation = c;
      else groups[groups.length - 1].push(c);
    }
    if (groups.some((g) => g.length === 0)) return this.syntaxError(kids[0].from);
    if (annotation) {
      const ann = this.children(annotation).filter((c) => c.name !== ':');
      if (ann.length !== 1 || groups.length > 2) return this.syntaxError(annotation.from);
      return {
        k: 'AnnAssign',
        target: this.checked(this.exprList(groups[0]), annAssignError, ann[0].to),
        annotation: this.expr(ann[0]),
        value: groups.length === 2 ? this.exprList(groups[1]) : undefined,
        line,
        span,
      };
    }
    if (groups.length < 2) return { k: 'Expr', value: this.exprList(groups[0]), line, span };
    const exprs = groups.map((g) => this.exprList(g));
    const targets = exprs.slice(0, -1);
    const value = exprs[exprs.length - 1];
    const error = assignError(targets, value, this.written);
    if (error) return this.targetError(error, targets[0].span.from, targets[targets.length - 1].span.to);
    return { k: 'Assign', targets, value, line, span };
  }

  importStmt(kids: SyntaxNode[], line: number, span: Span): Stmt {
    const names: { name: string; asname?: string }[] = [];
    const importAt = kids.findIndex((c) => c.name === 'import');
    const readNames = (from: number) => {
      for (let i = from; i < kids.length; i++) {
        const c = kids[i];
        if (c.name === 'VariableName') {
          let name = this.text(c);
          while (kids[i + 1]?.name === '.') {
            name += `.${this.text(kids[i + 2])}`;
            i += 2;
          }
          if (kids[i + 1]?.name === 'as') {
            names.push({ name, asname: this.text(kids[i + 2]) });
            i += 2;
          } else names.push({ name });
        } else if (c.name === '*') this.unsupported(c, 'import *');
      }
    };
    if (kids[0].name === 'from') {
      const mod = kids
        .slice(1, importAt)
        .map((c) => this.text(c))
        .join('');
      const last = kids[kids.length - 1];
      if (last.name === ',') this.syntaxError(tokenAfter(this.src, last.to), 'trailing comma not allowed without surrounding parentheses');
      if (mod.startsWith('.')) this.unsupported(kids[1], 'relative import');
      readNames(importAt + 1);
      return { k: 'ImportFrom', module: mod, names, line, span };
    }
    readNames(1);
    return { k: 'Import', names, line, span };
  }

  ifStmt(kids: SyntaxNode[], at: number, line: number, span: Span): Stmt {
    // kids[at] is `if` or `elif`, then the test, then the Body.
    const test = this.expr(kids[at + 1]);
    const body = this.body(kids[at + 2]);
    const next = kids[at + 3];
    let orelse: Stmt[] = [];
    if (next?.name === 'elif') {
      const s = this.spanOf(next.from, kids[kids.length - 1].to);
      orelse = [this.ifStmt(kids, at + 3, s.line, s)];
    } else if (next?.name === 'else') {
      orelse = this.body(kids[at + 4]);
    }
    return { k: 'If', test, body, orelse, line, span };
  }

  tryStmt(kids: SyntaxNode[], line: number, span: Span): Stmt {
    const body = this.body(kids[1]);
    if (!kids.some((c) => c.name === 'except' || c.name === 'finally'))
      this.syntaxError(this.nextTokenAfter(kids[1].to), "expected 'except' or 'finally' block");
    const handlers: ExceptHandler[] = [];
    let orelse: Stmt[] = [];
    let finalbody: Stmt[] = [];
    let star: boolean | undefined;
    for (let i = 2; i < kids.length; i++) {
      const c = kids[i];
      if (c.name === 'except') {
        let j = i + 1;
        let type: Expr | undefined;
        let name: string | undefined;
        const isStar = kids[j]?.name === '*';
        if (isStar) j++;
        if (star !== undefined && star !== isStar) this.syntaxError(c.from, "cannot have both 'except' and 'except*' on the same 'try'");
        star = isStar;
        if (isStar && kids[j]?.name === 'Body') this.syntaxError(kids[j].from, 'expected one or more exception types');
        if (kids[j] && kids[j].name !== 'Body') type = this.expr(kids[j++]);
        if (kids[j]?.name === 'as') {
          name = this.text(kids[j + 1]);
          j += 2;
        }
        const s = this.span(c);
        const previous = handlers[handlers.length - 1];
        if (previous && !previous.type) this.syntaxError(previous.span.from, "default 'except:' must be last");
        const body = this.body(kids[j]);
        if (isStar) checkStarBody(body, false, (offset) => this.syntaxError(offset, "'break', 'continue' and 'return' cannot appear in an except* block"));
        handlers.push({ type, name, body, line: s.line, span: { ...s, to: kids[j].from } });
        i = j;
      } else if (c.name === 'else') {
        orelse = this.body(kids[++i]);
      } else if (c.name === 'finally') {
        finalbody = this.body(kids[++i]);
      } else if (c.type.isError) {
        this.syntaxError(c.from);
      }
    }
    return star ? { k: 'Try', star, body, handlers, orelse, finalbody, line, span } : { k: 'Try', body, handlers, orelse, finalbody, line, span };
  }

  /**
   * Where CPython's parser meets the token after `offset`: the next one that is no blank or
   * comment, or at the end of the source, the end of its last line.
   */
  nextTokenAfter(offset: number): number {
    let i = offset;
    while (i < this.src.length) {
      const c = this.src[i];
      if (c === '#') while (i < this.src.length && this.src[i] !== '\n') i++;
      else if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') i++;
      else return i;
    }
    // At the end, CPython's tokenizer stands at the end of the last line it read.
    return this.src.endsWith('\n') ? this.src.length - 1 : this.src.length;
  }

  withStmt(all: SyntaxNode[], line: number, span: Span): Stmt {
    const isAsync = all[0].name === 'async';
    const kids = isAsync ? all.slice(1) : all;
    const bodyAt = kids.findIndex((c) => c.name === 'Body');
    if (bodyAt < 0) return this.syntaxError(kids[kids.length - 1].from);
    // A header Lezer's grammar refuses was blanked for it: its items are read on their own.
    const pieces = this.gaps.withItems.get(kids[0].from);
    const read = (r: Range) => this.exprAlone(r) ?? this.syntaxError(r.from);
    const items: WithItem[] = pieces
      ? pieces.map(({ context, target }) =>
          target ? { context: read(context), target: this.checked(read(target), (t) => targetError(t, 'assign')) } : { context: read(context) },
        )
      : this.withItems(kids.slice(1, bodyAt));
    return { k: 'With', items, body: this.body(kids[bodyAt]), isAsync, line, span };
  }

  /** The items of a `with` header as Lezer read it. `with (a, b):` is two items (Python 3.9's grammar), though Lezer reads one tuple. */
  withItems(header: SyntaxNode[]): WithItem[] {
    const inner = header.length === 1 && header[0].name === 'TupleExpression' ? this.children(header[0]).slice(1, -1) : [];
    if (inner.length && !inner.some((c) => c.name === '*')) return this.splitCommas(inner).map((g) => ({ context: this.starredOrExpr(g) }));
    return this.splitCommas(header).map((g) => {
      const asAt = g.findIndex((c) => c.name === 'as');
      if (asAt < 0) return { context: this.expr(g[0]) };
      return { context: this.expr(g[0]), target: this.checked(this.exprList(g.slice(asAt + 1)), (t) => targetError(t, 'assign')) };
    });
  }

  functionDef(n: SyntaxNode, all: SyntaxNode[], decorators: Expr[]): Stmt {
    const isAsync = all[0].name === 'async';
    const kids = isAsync ? all.slice(1) : all;
    const span = this.span(n);
    const name = this.text(kids[1]);
    const params = this.params(kids[2]);
    const returnType = kids.find((c, i) => i > 2 && c.name === 'TypeDef');
    const returns = returnType ? this.annotation(returnType) : undefined;
    let body = this.body(kids.find((c) => c.name === 'Body'));
    let docstring: string | null = null;
    const first = body[0];
    if (first?.k === 'Expr' && first.value.k === 'Const' && typeof first.value.value === 'string') {
      docstring = first.value.value;
      body = body.slice(1);
    }
    return { k: 'FunctionDef', name, params, body, decorators, docstring, returns, isAsync, line: span.line, span };
  }

  /** The expression of a `TypeDef` node (`: T` after a parameter, `-> T` after the parameter list). */
  annotation(n: SyntaxNode): Expr {
    const inner = this.children(n).filter((c) => c.name !== ':' && c.name !== '->');
    if (inner.length !== 1) return this.syntaxError(n.from);
    return this.expr(inner[0]);
  }

  classDef(n: SyntaxNode, kids: SyntaxNode[], decorators: Expr[]): Stmt {
    const span = this.span(n);
    const argList = kids.find((c) => c.name === 'ArgList');
    return {
      k: 'ClassDef',
      name: this.text(kids[1]),
      bases: argList ? this.args(argList) : [],
      body: this.body(kids.find((c) => c.name === 'Body')),
      decorators,
      line: span.line,
      span,
    };
  }

  params(n: SyntaxNode): Params {
    return convertParams(this, n);
  }

  // ---- expressions ------------------------------------------------------

  /** Comma-separated parts of a flat node list, each part's nodes in order. */
  splitCommas(nodes: SyntaxNode[]): SyntaxNode[][] {
    const out: SyntaxNode[][] = [[]];
    for (const c of nodes) {
      if (c.name === ',') out.push([]);
      else out[out.length - 1].push(c);
    }
    if (out[out.length - 1].length === 0 && out.length > 1) out.pop();
    return out;
  }

  /** A flat list like `a, *b` (an unparenthesized tuple) or a single expression. */
  exprList(nodes: SyntaxNode[]): Expr {
    if (nodes.length === 0) return this.syntaxError(this.src.length);
    if (nodes.length === 1 && nodes[0].name !== ',') return this.starredOrExpr(nodes);
    const hasComma = nodes.some((c) => c.name === ',');
    const items = this.splitCommas(nodes).map((g) => this.starredOrExpr(g));
    if (!hasComma) return items[0];
    return { k: 'Tuple', elts: items, span: this.spanFrom(nodes[0], nodes[nodes.length - 1]) };
  }

  starredOrExpr(g: SyntaxNode[]): Expr {
    if (g.length === 0) return this.syntaxError(this.src.length);
    const star = g.length === 1 ? this.gaps.stars.get(g[0].from) : undefined;
    if (star !== undefined) {
      const value = this.expr(g[0]);
      return { k: 'Starred', value, span: { ...value.span, from: star, ...this.pos(star) } };
    }
    if (g[0].name === '*' && g.length === 2) return { k: 'Starred', value: this.expr(g[1]), span: this.spanFrom(g[0], g[1]) };
    if (g.length !== 1) return this.syntaxError(g[1].from);
    return this.expr(g[0]);
  }

  private depth = 0;

  expr(n: SyntaxNode): Expr {
    if (n.type.isError) return this.syntaxError(n.from);
    const handler = exprHandlers[n.name];
    if (!handler) return this.unsupported(n);
    // CPython's parser gives up at 200 nested brackets; so do we, before the JS stack does.
    if (++this.depth > 200) return this.syntaxError(n.from, 'too many nested parentheses');
    try {
      return handler(this, n, this.span(n));
    } finally {
      this.depth--;
    }
  }

  /** `yield`, `yield x`, `yield a, b` or `yield from x` (a bare `yield` arrives with an empty error node). */
  yieldExpr(all: SyntaxNode[], span: Span): Expr {
    const kids = all.filter((c) => !(c.type.isError && c.from === c.to));
    if (kids[1]?.name === 'from') {
      if (kids.length !== 3) return this.syntaxError(kids[0].to);
      return { k: 'YieldFrom', value: this.expr(kids[2]), span };
    }
    return { k: 'Yield', value: kids.length > 1 ? this.exprList(kids.slice(1)) : undefined, span };
  }

  /** `not` binds tighter than `and`/`or`; Lezer nests them the other way, so rotate. */
  notOf(operand: Expr, span: Span): Expr {
    if (operand.k === 'BoolOp' && !this.parenthesized.has(operand)) {
      const left = this.notOf(operand.left, { ...span, to: operand.left.span.to, endLine: operand.left.span.endLine, endCol: operand.left.span.endCol });
      return { ...operand, left, span };
    }
    return { k: 'UnaryOp', op: 'not', operand, span };
  }

  binary(kids: SyntaxNode[], span: Span): Expr {
    const left = this.expr(kids[0]);
    const right = this.expr(kids[kids.length - 1]);
    // The operator is one token, or two (`not in`, `is not`).
    const op =
      kids.length === 3
        ? this.text(kids[1])
        : kids
            .slice(1, -1)
            .map((c) => this.text(c))
            .join(' ');
    if (op === 'and' || op === 'or') return { k: 'BoolOp', op, left, right, span };
    const first = kids[1].name;
    if (first === 'CompareOp' || op === 'in' || op === 'not in' || op === 'is' || op === 'is not') {
      if (left.k === 'Compare' && !this.parenthesized.has(left))
        return { k: 'Compare', left: left.left, ops: [...left.ops, op], comparators: [...left.comparators, right], span };
      return { k: 'Compare', left, ops: [op], comparators: [right], span };
    }
    return { k: 'BinOp', op, left, right, span };
  }

  displayItems(kids: SyntaxNode[]): Expr[] {
    const inner = kids.slice(1, -1);
    if (inner.length === 0) return [];
    return this.splitCommas(inner).map((g) => this.starredOrExpr(g));
  }

  dictItems(kids: SyntaxNode[]): DictItem[] {
    const inner = kids.slice(1, -1);
    if (inner.length === 0) return [];
    return this.splitCommas(inner).map((g) => {
      if (g[0].name === '**' && g.length === 2) return { spread: this.expr(g[1]) };
      if (g.length !== 3 || g[1].name !== ':') return this.syntaxError(g[0].from);
      return { key: this.expr(g[0]), value: this.expr(g[2]) };
    });
  }

  comprehension(k: 'ListComp' | 'SetComp' | 'GenExp', inner: SyntaxNode[], span: Span): Expr {
    const forAt = inner.findIndex((c) => c.name === 'for' || c.name === 'async');
    if (inner[0]?.name === '*') return this.syntaxError(inner[0].from, 'iterable unpacking cannot be used in comprehension');
    if (forAt !== 1) return this.syntaxError(inner[0]?.from ?? span.from);
    return { k, elt: this.expr(inner[0]), generators: this.generators(inner.slice(forAt)), span };
  }

  /** `for t in it if c ...` clauses, flat in Lezer's tree. */
  generators(nodes: SyntaxNode[]): Comprehension[] {
    const out: { target: Expr; iter: Expr; ifs: Expr[]; isAsync: boolean }[] = [];
    let i = 0;
    while (i < nodes.length) {
      const c = nodes[i];
      const isAsync = c.name === 'async' && nodes[i + 1]?.name === 'for';
      if (isAsync) i++;
      if (nodes[i].name === 'for') {
        const inAt = nodes.findIndex((x, j) => j > i && x.name === 'in');
        // A starred target's `*` comes wrapped in an error node (see isStarredForTarget).
        const nodesOfTarget = nodes.slice(i + 1, inAt).map((x) => (x.type.isError && isStarredForTarget(x) ? (x.firstChild as SyntaxNode) : x));
        const target = this.checked(this.exprList(nodesOfTarget), (t) => targetError(t, 'for'));
        out.push({ target, iter: this.expr(nodes[inAt + 1]), ifs: [], isAsync });
        i = inAt + 2;
      } else if (c.name === 'if' && out.length > 0) {
        out[out.length - 1].ifs.push(this.expr(nodes[i + 1]));
        i += 2;
      } else {
        return this.syntaxError(c.from);
      }
    }
    return out;
  }

  args(n: SyntaxNode): Arg[] {
    return convertArgs(this, n);
  }

  subscriptIndex(nodes: SyntaxNode[], open: SyntaxNode): Expr {
    if (nodes.length === 0) return this.syntaxError(open.to);
    const groups = this.splitCommas(nodes);
    const items = groups.map((g) => {
      if (!g.some((c) => c.name === ':')) return this.starredOrExpr(g);
      const parts: (Expr | undefined)[] = [undefined];
      for (const c of g) {
        if (c.name === ':') parts.push(undefined);
        else parts[parts.length - 1] = this.expr(c);
      }
      return { k: 'Slice' as const, lower: parts[0], upper: parts[1], step: parts[2], span: this.spanFrom(g[0], g[g.length - 1]) };
    });
    if (groups.length === 1 && !nodes.some((c) => c.name === ',') && items[0].k !== 'Starred') return items[0];
    const span = this.spanFrom(nodes[0], nodes[nodes.length - 1]);
    return { k: 'Tuple', elts: items, span: { ...span, from: items[0].span.from, line: items[0].span.line, col: items[0].span.col } };
  }

  /** A string body with its escapes applied; a malformed escape is CPython's SyntaxError at the literal. */
  decode(n: SyntaxNode, body: string): string {
    try {
      return decodeEscapes(body);
    } catch (e) {
      // CPython points past the whole string expression (all its implicitly concatenated parts).
      if (e instanceof EscapeError) return this.syntaxError(this.stringEnd, e.message);
      if (e instanceof NamedEscapeUnsupported) return this.unsupported(n, e.message);
      throw e;
    }
  }

  /** Where the string expression being decoded ends. */
  private stringEnd = 0;

  /**
   * CPython 3.11's error in an f-string, reported where its tokenizer stands once the whole string
   * expression is read: at the next token, or outside brackets where the line's NEWLINE starts (a
   * comment or the line end).
   */
  fstringError(message: string): never {
    return this.syntaxError(tokenAfter(this.src, this.stringEnd), message);
  }

  /** One or more adjacent string literals (implicit concatenation), f-strings included. */
  strings(nodes: SyntaxNode[], span: Span): Expr {
    const outer = this.stringEnd;
    this.stringEnd = span.to;
    try {
      return this.stringParts(nodes, span);
    } finally {
      this.stringEnd = outer;
    }
  }

  /** The value of adjacent string literals (`strings` keeps the state of an f-string around it). */
  stringParts(nodes: SyntaxNode[], span: Span): Expr {
    const parts: FStringPart[] = [];
    let isF = false;
    const tokens = nodes.map((n) => splitStringToken(this.text(n)));
    const bytes = tokens.map((t) => (t?.prefix ?? '').includes('b'));
    if (bytes.some((b) => b) && !bytes.every((b) => b)) return this.syntaxError(tokenAfter(this.src, this.stringEnd), 'cannot mix bytes and nonbytes literals');
    if (bytes[0]) return { k: 'Const', value: { bytes: this.bytesLiteral(nodes) }, span };
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i];
      const tok = tokens[i];
      if (!tok) return this.syntaxError(n.from, `unterminated string literal (detected at line ${this.pos(n.from).line})`);
      const raw = tok.prefix.includes('r');
      if (tok.prefix.includes('f')) {
        isF = true;
        const error = fstringBodyError(tok.body, raw);
        if (error) this.fstringError(error);
        parts.push(...this.fstringParts(n, tok.prefix.length + tok.quote.length, n.to - tok.quote.length, raw));
      } else {
        parts.push(raw ? tok.body : this.decode(n, tok.body));
      }
    }
    if (!isF) return { k: 'Const', value: parts.join(''), span };
    return { k: 'FString', parts: mergeText(parts), span };
  }

  /** Adjacent bytes literals (`b'...'`, `rb'...'`) as their bytes. */
  bytesLiteral(nodes: SyntaxNode[]): Uint8Array {
    const out: number[] = [];
    for (const n of nodes) {
      const tok = splitStringToken(this.text(n));
      if (!tok) return this.syntaxError(n.from, `unterminated string literal (detected at line ${this.pos(n.from).line})`);
      if ([...tok.body].some((c) => (c.codePointAt(0) as number) > 0x7f)) return this.syntaxError(n.from, 'bytes can only contain ASCII literal characters');
      let text: string;
      try {
        text = tok.prefix.includes('r') ? tok.body : decodeBytesEscapes(tok.body);
      } catch (e) {
        if (e instanceof EscapeError) return this.syntaxError(n.from, e.message);
        throw e;
      }
      for (let i = 0; i < text.length; i++) out.push(text.charCodeAt(i));
    }
    return Uint8Array.from(out);
  }

  fstringParts(n: SyntaxNode, startOffset: number, end: number, raw: boolean): FStringPart[] {
    const out: FStringPart[] = [];
    let pos = n.from + startOffset;
    const text = (a: number, b: number) => {
      if (b <= a) return;
      const t = this.src.slice(a, b).replace(/\{\{/g, '{').replace(/\}\}/g, '}');
      out.push(raw ? t : this.decode(n, t));
    };
    for (const c of this.children(n)) {
      if (c.name !== 'FormatReplacement') continue;
      text(pos, c.from);
      out.push(...this.replacement(c, raw));
      pos = c.to;
    }
    text(pos, end);
    return out;
  }

  /**
   * One `{...}` of an f-string. With `=` (`f"{x=}"`), the expression's text up to and after the
   * `=` comes first, and the value is shown by `repr` unless a conversion or a spec says otherwise.
   */
  replacement(r: SyntaxNode, raw: boolean): FStringPart[] {
    const all = this.children(r);
    const kids = all.filter((c) => c.name !== '{' && c.name !== '}');
    let conversion: string | null = null;
    let spec: FStringPart[] | null = null;
    let selfDoc: string | null = null;
    const exprNodes: SyntaxNode[] = [];
    for (const c of kids) {
      if (c.name === 'FormatConversion') conversion = this.text(c).slice(1);
      else if (c.name === 'FormatSpec') spec = this.fstringParts(c, 1, c.to, raw);
      else if (c.name === 'FormatSelfDoc') {
        const next = all[all.indexOf(c) + 1];
        selfDoc = this.src.slice(r.from + 1, next ? next.from : c.to);
      } else exprNodes.push(c);
    }
    if (selfDoc !== null && conversion === null && spec === null) conversion = 'r';
    const field: FStringPart = { expr: this.exprList(exprNodes), conversion, spec: spec ? mergeText(spec) : null };
    return selfDoc === null ? [field] : [selfDoc, field];
  }
}

function mergeText(parts: FStringPart[]): FStringPart[] {
  const out: FStringPart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (typeof p === 'string' && typeof last === 'string') out[out.length - 1] = last + p;
    else out.push(p);
  }
  return out;
}

/**
 * Parses a Python source into the interpreter's AST.
 * @throws PySyntaxError for code CPython rejects, UnsupportedSyntax for code we do not run.
 */
export function parseModule(source: string, file: string): Module {
  const text = prepareTrailingDots(source);
  const matches = prepareMatches(text);
  const lezerText = preparePrint(prepareFormatSpecs(matches.text));
  let tree = parser.parse(lezerText);
  let lezer = firstErrorOf(tree, source);
  let gaps = noGaps;
  if (lezer !== null) {
    // Lezer's grammar refuses some valid Python: read again with those spots prepared.
    gaps = prepareGaps(lezerText);
    if (gaps.text !== lezerText) {
      tree = parser.parse(gaps.text);
      lezer = firstErrorOf(tree, source);
    }
  }
  const conv = new Converter(file, text, matches, gaps);
  let indentation: LocatedError | null = null;
  try {
    checkIndentation(source, file);
  } catch (e) {
    if (!(e instanceof PySyntaxError)) throw e;
    indentation = { offset: conv.offsetOf(e.line, e.detail.startsWith('unindent') ? 0 : e.col), error: e };
  }
  const scan = scanTokens(source, file);
  // The errors CPython's tokenizer raises come first wherever they are (it tokenizes the rest of the
  // source when its parse fails), unless an unindent to no outer level stops it before. The others come
  // in source order: the indentation errors (the unindent met at the start of its line), the
  // tokenizer's that do not raise, the parser's.
  const unindent = indentation?.error.detail.startsWith('unindent') ? indentation : null;
  if (scan.error?.raised && !(unindent && unindent.offset < scan.error.offset)) throw scan.error.error;
  const parse = lezer === null ? null : conv.parseErrorAt(lezer);
  let first: ParseError | null = null;
  for (const e of [indentation, scan.error, parse]) if (e && (!first || e.offset < first.offset)) first = { reached: e.offset, ...e };
  // The conversion's checks are rules of CPython's parser: one met in a statement before the failure comes first.
  const early = first && conv.errorBefore(tree.topNode, first.offset, statementStart(source, first.offset));
  if (early) throw early;
  const readFrom = first?.reached ?? source.length;
  // A bracket never closed is the error when the parser failed inside it and read on to the end or
  // to a later line than the bracket's (pegen's check after a failed parse).
  const open = scan.unclosed;
  if (open && (!first || (first.offset >= open.offset && (conv.pos(readFrom).line > open.error.line || atLastToken(source, readFrom))))) throw open.error;
  if (first) throw first.error;
  return conv.module(tree.topNode);
}

/** Whether at most one token follows `offset` (the parser that failed there read on to the end). */
function atLastToken(source: string, offset: number): boolean {
  const rest = source
    .slice(offset)
    .replace(/#[^\n]*/g, '')
    .trim();
  return !/\s/.test(rest);
}

/** Lezer's grammar has no `/` in a lambda's parameters (`lambda a, /, b: a`); it is valid Python. */
function isLambdaSlash(n: SyntaxNode, source: string): boolean {
  return n.parent?.name === 'ParamList' && n.parent.parent?.name === 'LambdaExpression' && source.slice(n.from, n.to) === '/';
}

/** The type id of Lezer's error node (`⚠`) in the Python grammar's node set. */
const errorTypeId = parser.nodeSet.types.findIndex((t) => t.isError);

/**
 * Whether the tree holds an error node at all: a scan of its node types, far cheaper than
 * walking it node by node, so that the walk below runs only for a source with errors (or one
 * of Lezer's gaps in valid code).
 */
function hasErrorNode(tree: Tree): boolean {
  if (tree.type.id === errorTypeId) return true;
  for (const c of tree.children) if (c instanceof TreeBuffer ? bufferHasErrorNode(c.buffer) : hasErrorNode(c)) return true;
  return false;
}

/** The same for a buffer, which stores each node as four numbers, its type id first. */
function bufferHasErrorNode(buffer: Uint16Array): boolean {
  for (let i = 0; i < buffer.length; i += 4) if (buffer[i] === errorTypeId) return true;
  return false;
}

/** Where the first error node of a tree is (where CPython's parser would also stop), ignoring Lezer's gaps in valid code. */
export function firstErrorOf(tree: Tree, source: string): number | null {
  if (!hasErrorNode(tree)) return null;
  let firstError: number | null = null;
  tree.iterate({
    enter: (ref) => {
      if (firstError !== null) return false;
      if (
        ref.type.isError &&
        !isBareYieldGap(ref.node) &&
        !isTrailingDotGap(ref.node, source) &&
        !isLambdaSlash(ref.node, source) &&
        !isStarredForTarget(ref.node)
      )
        firstError = ref.from;
      return undefined;
    },
  });
  return firstError;
}

/**
 * Lezer wraps the `*` of a starred target in a comprehension's `for` clause (`[v for *_, v in rows]`)
 * in an error node; it is valid Python (`generators` reads the `*` inside).
 */
function isStarredForTarget(n: SyntaxNode): boolean {
  if (n.firstChild?.name !== '*' || n.to - n.from !== 1) return false;
  for (let p = n.prevSibling; p; p = p.prevSibling) {
    if (p.name === 'for') return true;
    if (p.name === 'in' || p.type.isError) return false;
  }
  return false;
}

/** Lezer marks a bare `yield` (nothing after the keyword) with an empty error node; it is valid Python. */
function isBareYieldGap(n: SyntaxNode): boolean {
  const p = n.parent;
  return n.from === n.to && !n.nextSibling && n.prevSibling?.name === 'yield' && (p?.name === 'YieldExpression' || p?.name === 'YieldStatement');
}

/** Source ending in a float literal with nothing after its dot (`1.`), which Lezer leaves as an error. */
const trailingDotFloat = /(?<![\w.])\d[\d_]*\.$/;

/** The empty error node Lezer leaves after the float `1.` (read as member access with no name). */
function isTrailingDotGap(n: SyntaxNode, source: string): boolean {
  return n.from === n.to && trailingDotFloat.test(source.slice(Math.max(0, n.from - 40), n.from));
}

/**
 * CPython's compiler check on an `except*` block: no `return` anywhere in it, and no `break` or
 * `continue` outside a loop of its own (a nested function or class is a scope of its own).
 */
function checkStarBody(body: readonly Stmt[], inLoop: boolean, fail: (offset: number) => never): void {
  for (const st of body) {
    if (st.k === 'Return' || ((st.k === 'Break' || st.k === 'Continue') && !inLoop)) fail(st.span.from);
    if (st.k === 'For' || st.k === 'While') {
      checkStarBody(st.body, true, fail);
      checkStarBody(st.orelse, inLoop, fail);
    } else if (st.k === 'If') {
      checkStarBody(st.body, inLoop, fail);
      checkStarBody(st.orelse, inLoop, fail);
    } else if (st.k === 'Try') {
      for (const part of [st.body, st.orelse, st.finalbody, ...st.handlers.map((h) => h.body)]) checkStarBody(part, inLoop, fail);
    } else if (st.k === 'With') checkStarBody(st.body, inLoop, fail);
    else if (st.k === 'Match') for (const c of st.cases) checkStarBody(c.body, inLoop, fail);
  }
}
