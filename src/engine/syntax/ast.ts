/**
 * The small typed AST the interpreter runs. Every node keeps its span so that
 * errors, trace steps and the UI can point at the exact source it came from.
 * Lines are 1-based and columns 0-based, as in CPython's `ast` module.
 */

/** Where a node sits in its source file. */
export interface Span {
  readonly from: number;
  readonly to: number;
  readonly line: number;
  readonly col: number;
  readonly endLine: number;
  readonly endCol: number;
}

/** A literal's value before it becomes a runtime value (ints as bigint, floats as number). */
export type Literal = null | boolean | bigint | number | string | { readonly ellipsis: true } | { readonly complex: number } | { readonly bytes: Uint8Array };

export type Expr =
  | { readonly k: 'Name'; readonly id: string; readonly span: Span }
  | { readonly k: 'Const'; readonly value: Literal; readonly span: Span }
  | { readonly k: 'FString'; readonly parts: readonly FStringPart[]; readonly span: Span }
  | { readonly k: 'Attribute'; readonly value: Expr; readonly attr: string; readonly attrLine: number; readonly span: Span }
  | { readonly k: 'Subscript'; readonly value: Expr; readonly index: Expr; readonly span: Span }
  | { readonly k: 'Slice'; readonly lower?: Expr; readonly upper?: Expr; readonly step?: Expr; readonly span: Span }
  | { readonly k: 'Call'; readonly func: Expr; readonly args: readonly Arg[]; readonly opLine: number; readonly span: Span }
  | { readonly k: 'BinOp'; readonly op: string; readonly left: Expr; readonly right: Expr; readonly span: Span }
  | { readonly k: 'UnaryOp'; readonly op: '-' | '+' | '~' | 'not'; readonly operand: Expr; readonly span: Span }
  | { readonly k: 'BoolOp'; readonly op: 'and' | 'or'; readonly left: Expr; readonly right: Expr; readonly span: Span }
  | { readonly k: 'Compare'; readonly left: Expr; readonly ops: readonly string[]; readonly comparators: readonly Expr[]; readonly span: Span }
  | { readonly k: 'IfExp'; readonly test: Expr; readonly body: Expr; readonly orelse: Expr; readonly span: Span }
  | { readonly k: 'Lambda'; readonly params: Params; readonly body: Expr; readonly span: Span }
  | { readonly k: 'List' | 'Tuple' | 'Set'; readonly elts: readonly Expr[]; readonly span: Span }
  | { readonly k: 'Starred'; readonly value: Expr; readonly span: Span }
  | { readonly k: 'Dict'; readonly items: readonly DictItem[]; readonly span: Span }
  | { readonly k: 'ListComp' | 'SetComp' | 'GenExp'; readonly elt: Expr; readonly generators: readonly Comprehension[]; readonly span: Span }
  | { readonly k: 'DictComp'; readonly key: Expr; readonly value: Expr; readonly generators: readonly Comprehension[]; readonly span: Span }
  /** `yield` / `yield x` (a bare `yield` yields None). */
  | { readonly k: 'Yield'; readonly value?: Expr; readonly span: Span }
  | { readonly k: 'YieldFrom'; readonly value: Expr; readonly span: Span }
  | { readonly k: 'Await'; readonly value: Expr; readonly span: Span }
  /** `target := value` */
  | { readonly k: 'NamedExpr'; readonly target: Extract<Expr, { k: 'Name' }>; readonly value: Expr; readonly span: Span };

export type FStringPart = string | { readonly expr: Expr; readonly conversion: string | null; readonly spec: readonly FStringPart[] | null };

export type DictItem = { readonly key: Expr; readonly value: Expr } | { readonly spread: Expr };

/** One argument at a call site, in source order. */
export interface Arg {
  readonly kind: 'pos' | 'star' | 'kw' | 'dstar';
  readonly name?: string;
  readonly value: Expr;
}

export interface Comprehension {
  readonly target: Expr;
  readonly iter: Expr;
  readonly ifs: readonly Expr[];
  /** `async for` inside the comprehension. */
  readonly isAsync: boolean;
}

/** A parameter list of a `def` or `lambda`. */
export interface Params {
  readonly positional: readonly Param[];
  readonly vararg: string | null;
  readonly kwonly: readonly Param[];
  readonly kwarg: string | null;
  /** Count of leading positional-only parameters (before a `/`). */
  readonly posonlyCount: number;
  /** Annotations of `*args` and `**kwargs`, when written. */
  readonly varargAnnotation?: Expr;
  readonly kwargAnnotation?: Expr;
}

export interface Param {
  readonly name: string;
  /** Where the parameter's name is written. */
  readonly span?: Span;
  readonly default?: Expr;
  readonly annotation?: Expr;
}

export interface ExceptHandler {
  readonly type?: Expr;
  readonly name?: string;
  readonly body: readonly Stmt[];
  readonly line: number;
  readonly span: Span;
}

export interface WithItem {
  readonly context: Expr;
  readonly target?: Expr;
}

interface StmtBase {
  /** First line of the statement, as CPython's `ast` gives `lineno` (the `def`/`class` line for decorated ones). */
  readonly line: number;
  readonly span: Span;
}

export type Stmt = StmtBase &
  (
    | { readonly k: 'Expr'; readonly value: Expr }
    | { readonly k: 'Assign'; readonly targets: readonly Expr[]; readonly value: Expr }
    | { readonly k: 'AugAssign'; readonly target: Expr; readonly op: string; readonly value: Expr }
    | { readonly k: 'AnnAssign'; readonly target: Expr; readonly annotation: Expr; readonly value?: Expr }
    | { readonly k: 'If'; readonly test: Expr; readonly body: readonly Stmt[]; readonly orelse: readonly Stmt[] }
    | {
        readonly k: 'For';
        readonly target: Expr;
        readonly iter: Expr;
        readonly body: readonly Stmt[];
        readonly orelse: readonly Stmt[];
        readonly isAsync: boolean;
      }
    | { readonly k: 'While'; readonly test: Expr; readonly body: readonly Stmt[]; readonly orelse: readonly Stmt[] }
    | { readonly k: 'Break' | 'Continue' | 'Pass' }
    | { readonly k: 'Return'; readonly value?: Expr }
    | { readonly k: 'Raise'; readonly exc?: Expr; readonly cause?: Expr }
    | { readonly k: 'Assert'; readonly test: Expr; readonly msg?: Expr }
    | {
        readonly k: 'Try';
        /** `except*` clauses (PEP 654): every handler is one. */
        readonly star?: boolean;
        readonly body: readonly Stmt[];
        readonly handlers: readonly ExceptHandler[];
        readonly orelse: readonly Stmt[];
        readonly finalbody: readonly Stmt[];
      }
    | { readonly k: 'With'; readonly items: readonly WithItem[]; readonly body: readonly Stmt[]; readonly isAsync: boolean }
    | {
        readonly k: 'FunctionDef';
        readonly name: string;
        readonly params: Params;
        readonly body: readonly Stmt[];
        readonly decorators: readonly Expr[];
        readonly docstring: string | null;
        /** The annotation after `->`, when written. */
        readonly returns?: Expr;
        readonly isAsync: boolean;
      }
    | { readonly k: 'ClassDef'; readonly name: string; readonly bases: readonly Arg[]; readonly body: readonly Stmt[]; readonly decorators: readonly Expr[] }
    | { readonly k: 'Import'; readonly names: readonly { name: string; asname?: string }[] }
    | { readonly k: 'ImportFrom'; readonly module: string; readonly names: readonly { name: string; asname?: string }[] }
    | { readonly k: 'Global' | 'Nonlocal'; readonly names: readonly string[] }
    | { readonly k: 'Delete'; readonly targets: readonly Expr[] }
    | { readonly k: 'Match'; readonly subject: Expr; readonly cases: readonly MatchCase[] }
  );

/** A parsed source file. */
export interface Module {
  readonly file: string;
  readonly source: string;
  readonly body: readonly Stmt[];
}

export type FunctionDef = Extract<Stmt, { k: 'FunctionDef' }>;
export type Lambda = Extract<Expr, { k: 'Lambda' }>;
export type ClassDef = Extract<Stmt, { k: 'ClassDef' }>;

/** One `case` of a `match` statement: its pattern, optional guard and body. */
export interface MatchCase {
  readonly pattern: Pattern;
  readonly guard?: Expr;
  readonly body: readonly Stmt[];
  /** The `case` keyword's line. */
  readonly line: number;
  readonly span: Span;
}

/**
 * A structural pattern, as CPython's `ast` has them. `MatchAs` without a pattern is a capture
 * (`x`) or, without a name too, the wildcard `_`; `MatchStar` appears only in a sequence.
 */
export type Pattern =
  /** A literal (numbers, strings, negative and complex numbers) or a dotted name, compared with `==`. */
  | { readonly k: 'MatchValue'; readonly value: Expr; readonly span: Span }
  /** `None`, `True` or `False`, compared by identity. */
  | { readonly k: 'MatchSingleton'; readonly value: null | boolean; readonly span: Span }
  | { readonly k: 'MatchSequence'; readonly patterns: readonly Pattern[]; readonly span: Span }
  | { readonly k: 'MatchStar'; readonly name: string | null; readonly span: Span }
  | { readonly k: 'MatchMapping'; readonly keys: readonly Expr[]; readonly patterns: readonly Pattern[]; readonly rest: string | null; readonly span: Span }
  | {
      readonly k: 'MatchClass';
      readonly cls: Expr;
      readonly patterns: readonly Pattern[];
      readonly kwdAttrs: readonly string[];
      readonly kwdPatterns: readonly Pattern[];
      readonly span: Span;
    }
  | { readonly k: 'MatchAs'; readonly pattern: Pattern | null; readonly name: string | null; readonly span: Span }
  | { readonly k: 'MatchOr'; readonly patterns: readonly Pattern[]; readonly span: Span };
