/**
 * The targets CPython's parser refuses: what may stand left of `=`, after `del`, between `for`
 * and `in`, after `as`, before `:=` or an augmented operator. Each check returns the offending
 * expression with CPython's message (or null), so the converter reports it at that expression,
 * as CPython's `invalid_*` grammar rules do; the names are `_PyPegen_get_expr_name`'s.
 */
import type { Expr } from './ast';

/** A refused target: where CPython points, and its message. */
export interface TargetError {
  readonly at: Expr;
  readonly message: string;
}

/** CPython's name of an expression kind in its syntax errors. */
export function exprName(e: Expr): string {
  switch (e.k) {
    case 'Const': {
      const v = e.value;
      if (v === null) return 'None';
      if (v === true) return 'True';
      if (v === false) return 'False';
      if (typeof v === 'object' && 'ellipsis' in v) return 'ellipsis';
      return 'literal';
    }
    case 'Name':
      return 'name';
    case 'Attribute':
      return 'attribute';
    case 'Subscript':
      return 'subscript';
    case 'Starred':
      return 'starred';
    case 'List':
      return 'list';
    case 'Tuple':
      return 'tuple';
    case 'Lambda':
      return 'lambda';
    case 'Call':
      return 'function call';
    case 'BoolOp':
    case 'BinOp':
    case 'UnaryOp':
      return 'expression';
    case 'GenExp':
      return 'generator expression';
    case 'Yield':
    case 'YieldFrom':
      return 'yield expression';
    case 'Await':
      return 'await expression';
    case 'ListComp':
      return 'list comprehension';
    case 'SetComp':
      return 'set comprehension';
    case 'DictComp':
      return 'dict comprehension';
    case 'Dict':
      return 'dict literal';
    case 'Set':
      return 'set display';
    case 'FString':
      return 'f-string expression';
    case 'Compare':
      return 'comparison';
    case 'IfExp':
      return 'conditional expression';
    case 'NamedExpr':
      return 'named expression';
    case 'Slice':
      return 'slice';
  }
}

/** Where a target stands: CPython's STAR_TARGETS (assignment, `with ... as`), FOR_TARGETS or DEL_TARGETS. */
export type TargetKind = 'assign' | 'for' | 'del';

/** The first part of `e` that cannot be a target (`_PyPegen_get_invalid_target`), or null. */
export function invalidTarget(e: Expr, kind: TargetKind): Expr | null {
  switch (e.k) {
    case 'Name':
    case 'Attribute':
    case 'Subscript':
      return null;
    case 'List':
    case 'Tuple':
      for (const x of e.elts) {
        const bad = invalidTarget(x, kind);
        if (bad) return bad;
      }
      return null;
    case 'Starred':
      return kind === 'del' ? e : invalidTarget(e.value, kind);
    default:
      return e;
  }
}

/** `cannot assign to X` / `cannot delete X` at the first part of `e` that cannot be a target. */
export function targetError(e: Expr, kind: TargetKind): TargetError | null {
  const bad = invalidTarget(e, kind);
  if (!bad) return null;
  return { at: bad, message: `${kind === 'del' ? 'cannot delete' : 'cannot assign to'} ${exprName(bad)}` };
}

/** What the AST alone does not tell about how an expression was written, as the converter records it. */
export interface Written {
  /** In its own grouping parentheses: `(x)`. */
  group(e: Expr): boolean;
  /** A tuple display in parentheses: `(a, b)`, `()`. */
  tupleDisplay(e: Expr): boolean;
  /** A tuple whose last item a comma follows: `a, b,`. */
  trailingComma(e: Expr): boolean;
}

/**
 * The error of an assignment `t1 = t2 = ... = value`, in CPython's order: first its
 * `invalid_named_expression` rule on the first target's last element (a bitwise-or operand
 * followed by `=` and one more bitwise-or operand that no other `=` follows reads as a mistyped
 * comparison: "... here. Maybe you meant '=='"), then the first target that is a yield
 * expression or holds a part that cannot be assigned.
 */
export function assignError(targets: readonly Expr[], value: Expr, w: Written): TargetError | null {
  const isYield = (t: Expr) => (t.k === 'Yield' || t.k === 'YieldFrom') && !w.group(t);
  const firstBad = targets.findIndex((t) => isYield(t) || invalidTarget(t, 'assign') !== null);
  if (firstBad < 0) return null;
  const first = targets[0];
  const bare = first.k === 'Tuple' && !w.group(first) && !w.tupleDisplay(first);
  // The rule reads the item standing right before the `=`: none when a comma ends the target.
  const last = bare ? (w.trailingComma(first) ? undefined : first.elts[first.elts.length - 1]) : first;
  const after = leadingOperand(targets[1] ?? value, w);
  if (last && mistypedComparison(last, w) && (after === 'prefix' || (after === 'whole' && targets.length === 1))) {
    if (last.k === 'Name') return { at: last, message: "invalid syntax. Maybe you meant '==' or ':=' instead of '='?" };
    return { at: last, message: `cannot assign to ${exprName(last)} here. Maybe you meant '==' instead of '='?` };
  }
  const t = targets[firstBad];
  if (isYield(t)) return { at: t, message: 'assignment to yield expression not possible' };
  return targetError(t, 'assign');
}

/** Augmented assignment (`t += v`) takes one name, attribute or subscript. */
export function augAssignError(t: Expr): TargetError | null {
  if (t.k === 'Name' || t.k === 'Attribute' || t.k === 'Subscript') return null;
  return { at: t, message: `'${exprName(t)}' is an illegal expression for augmented assignment` };
}

/** An annotated assignment (`t: T = v`) takes one name, attribute or subscript. */
export function annAssignError(t: Expr): TargetError | null {
  if (t.k === 'Name' || t.k === 'Attribute' || t.k === 'Subscript') return null;
  if (t.k === 'Tuple' || t.k === 'List') return { at: t, message: `only single target (not ${exprName(t)}) can be annotated` };
  return { at: t, message: 'illegal target for annotation' };
}

/** `x := v` takes a plain name. */
export function namedExprError(t: Expr): TargetError | null {
  if (t.k === 'Name') return null;
  return { at: t, message: `cannot use assignment expressions with ${exprName(t)}` };
}

/** Whether an expression (parentheses aside) is a bitwise-or operand: no comparison, `not`, `and`/`or`, `if`-`else`, lambda or star at its top. */
export function isOperand(e: Expr): boolean {
  return leadingOperand(e, { group: () => false, tupleDisplay: () => false, trailingComma: () => false }) === 'whole';
}

/**
 * Whether CPython's `invalid_named_expression` reads `e =` as a mistyped comparison: `e` is a
 * bitwise-or operand (no comparison, `not`, `and`/`or`, `if`-`else`, lambda or star at its top)
 * that does not start with a list or tuple display, a generator expression, True, None or False.
 */
function mistypedComparison(e: Expr, w: Written): boolean {
  if (!isBitwiseOr(e, w)) return false;
  let head = e;
  while (!w.group(head)) {
    if (head.k === 'BinOp') head = head.left;
    else if (head.k === 'Attribute' || head.k === 'Subscript') head = head.value;
    else if (head.k === 'Call') head = head.func;
    else break;
  }
  if (w.group(head)) return true;
  if (head.k === 'List' || head.k === 'Tuple' || head.k === 'GenExp') return false;
  return !(head.k === 'Const' && (head.value === null || head.value === true || head.value === false));
}

/** Whether an expression is a whole bitwise-or operand (CPython's `bitwise_or` rule). */
function isBitwiseOr(e: Expr, w: Written): boolean {
  return leadingOperand(e, w) === 'whole';
}

/**
 * How CPython's `bitwise_or` rule reads the start of an expression: the whole of it, only a
 * prefix (the left operand of a comparison, `and`/`or`, `if`-`else`, or a bare tuple's first
 * item), or nothing (it starts with `not`, `lambda`, `yield` or a star).
 */
function leadingOperand(e: Expr, w: Written): 'whole' | 'prefix' | 'none' {
  if (w.group(e) || w.tupleDisplay(e)) return 'whole';
  const prefixOf = (x: Expr | undefined) => (x === undefined || leadingOperand(x, w) === 'none' ? 'none' : 'prefix');
  switch (e.k) {
    case 'Compare':
    case 'BoolOp':
      return prefixOf(e.left);
    case 'IfExp':
      return prefixOf(e.body);
    case 'Tuple':
      return prefixOf(e.elts[0]);
    case 'Lambda':
    case 'Starred':
    case 'NamedExpr':
    case 'Yield':
    case 'YieldFrom':
      return 'none';
    case 'UnaryOp':
      return e.op === 'not' ? 'none' : 'whole';
    default:
      return 'whole';
  }
}
