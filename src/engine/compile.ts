/**
 * AST → closures, once per source text: every node becomes a JS closure that evaluates it
 * (no `eval`, so a strict CSP holds), and every name an index into its frame's slots.
 * This file builds code objects (module, class body, function, lambda, comprehension);
 * `compile-expr.ts` and `compile-stmt.ts` compile what is inside them.
 */

import { annotationText } from './annotation-text';
import { compileExpr } from './compile-expr';
import { resumableBlock } from './compile-resumable-stmt';
import { compileBlock } from './compile-stmt';
import { noteTailStarTries } from './compile-try-star';
import { noteDecoratorOwners } from './decorator-owners';
import { type Code, type Eval, type Exec, type Frame, NORMAL, RETURN } from './frame';
import { type CompExpr, type Resolution, resolveModule, type Scope } from './resolve';
import type { ClassDef, Expr, FunctionDef, Lambda, Module, Stmt } from './syntax/ast';
import { PySyntaxError, UnsupportedSyntax } from './syntax/errors';

/** What the compiler knows at a point of the code. */
export interface Ctx {
  readonly res: Resolution;
  readonly scope: Scope;
  readonly file: string;
  /** The statement being compiled: a lambda's or comprehension's line events count as it. */
  stmt: Stmt | null;
  /** Loops around this point in the current code block (for `break`/`continue`). */
  loops: number;
  /** The module's source when it says `from __future__ import annotations`: annotations are kept as their text. */
  readonly annotationSource?: string;
}

/** Whether a module starts with `from __future__ import annotations` (after its docstring and other future imports). */
function hasFutureAnnotations(mod: Module): boolean {
  for (const [i, s] of mod.body.entries()) {
    if (i === 0 && s.k === 'Expr' && s.value.k === 'Const' && typeof s.value.value === 'string') continue;
    if (s.k !== 'ImportFrom' || s.module !== '__future__') return false;
    if (s.names.some((n) => n.name === 'annotations')) return true;
  }
  return false;
}

/** An annotation: evaluated, or under `from __future__ import annotations` its text (PEP 563). */
export function compileAnnotation(ctx: Ctx, e: Expr): Eval {
  if (ctx.annotationSource === undefined) return compileExpr(ctx, e);
  const text = annotationText(e, ctx.annotationSource);
  return () => text;
}

/** Compiles a parsed module into the code object that runs its body. */
export function compileModule(mod: Module): Code {
  const res = resolveModule(mod);
  const ctx: Ctx = { res, scope: res.module, file: mod.file, stmt: null, loops: 0, ...(hasFutureAnnotations(mod) ? { annotationSource: mod.source } : {}) };
  awaitOutsideFunction(ctx, res.module);
  noteDecoratorOwners(mod.body);
  noteTailStarTries(mod.body);
  const body = compileBlock(ctx, mod.body);
  // A module docstring is its `__doc__` (stored as the module starts, as CPython's code does).
  const first = mod.body[0];
  const doc = first?.k === 'Expr' && first.value.k === 'Const' && typeof first.value.value === 'string' ? first.value.value : null;
  const run: Exec =
    doc === null
      ? body
      : (f) => {
          f.globals.set('__doc__', doc);
          return body(f);
        };
  return makeCode(ctx, 'module', '<module>', { body: run }, null, null, 1);
}

export function unsupported(ctx: Ctx, construct: string, at: { span: { line: number; col: number } }): never {
  throw new UnsupportedSyntax(construct, ctx.file, at.span.line, at.span.col);
}

/** How a code block runs: plainly, or resumably (a generator or coroutine body). */
type Runs = { readonly body: Exec } | { readonly resumable: NonNullable<Code['resumable']>; readonly flavor: 'generator' | 'coroutine' | 'async_generator' };

function makeCode(ctx: Ctx, kind: Code['kind'], name: string, runs: Runs, node: FunctionDef | Lambda | null, ownerStmt: Stmt | null, firstLine: number): Code {
  const scope = ctx.scope;
  const { fast, cells } = scope.slots();
  const ownCells = scope.cellvars.size;
  /** A local's place: fast slot `i`, or own cell `~i`; null for names that are not own locals. */
  const slotOf = (n: string): number | null => {
    const c = cells.indexOf(n);
    if (c >= 0 && c < ownCells) return ~c;
    const i = fast.indexOf(n);
    return i >= 0 ? i : null;
  };
  const paramSlots = scope.params.map((n) => slotOf(n) as number);
  const localOrder = [];
  for (const n of scope.bound) {
    const s = slotOf(n);
    if (s !== null) localOrder.push({ name: n, slot: s >= 0 ? s : ~s, cell: s < 0 });
  }
  return {
    kind,
    name,
    file: ctx.file,
    fast,
    cells,
    ownCells,
    localOrder: kind === 'module' || kind === 'class' ? [] : localOrder,
    paramSlots,
    params: node ? node.params : null,
    body: 'body' in runs ? runs.body : null,
    flavor: 'body' in runs ? 'plain' : runs.flavor,
    resumable: 'body' in runs ? null : runs.resumable,
    ownerStmt,
    docstring: node?.k === 'FunctionDef' ? node.docstring : null,
    firstLine,
  };
}

/** `await` where CPython's compiler refuses it: outside any function, or in a function that is not `async`. */
function awaitOutsideFunction(ctx: Ctx, scope: Scope): void {
  const at = scope.firstAwait;
  if (!at) return;
  const inFunction = scope.kind === 'function' || scope.kind === 'comprehension';
  throw new PySyntaxError('SyntaxError', inFunction ? "'await' outside async function" : "'await' outside function", ctx.file, at.line, at.col);
}

/** The code of a `def`: plain, or a generator (`yield` inside) or coroutine (`async def`) body. */
export function functionCode(outer: Ctx, node: FunctionDef): Code {
  const ctx: Ctx = {
    res: outer.res,
    scope: outer.res.scopeOf(node),
    file: outer.file,
    stmt: null,
    loops: 0,
    ...(outer.annotationSource !== undefined ? { annotationSource: outer.annotationSource } : {}),
  };
  const scope = ctx.scope;
  if (!node.isAsync) awaitOutsideFunction(ctx, scope);
  noteTailStarTries(node.body);
  if (!node.isAsync && !scope.hasYield) return makeCode(ctx, 'function', node.name, { body: compileBlock(ctx, node.body) }, node, null, node.line);
  const block = resumableBlock(ctx, node.body);
  const resumable = function* (f: Frame) {
    return (yield* block(f)) === RETURN ? f.ret : null;
  };
  const flavor = node.isAsync ? (scope.hasYield ? 'async_generator' : 'coroutine') : 'generator';
  return makeCode(ctx, 'function', node.name, { resumable, flavor }, node, null, node.line);
}

/** The code of a `lambda`: its body's value is returned; its line events count as the statement it is in. */
export function lambdaCode(outer: Ctx, node: Lambda): Code {
  const ctx: Ctx = {
    res: outer.res,
    scope: outer.res.scopeOf(node),
    file: outer.file,
    stmt: outer.stmt,
    loops: 0,
    ...(outer.annotationSource !== undefined ? { annotationSource: outer.annotationSource } : {}),
  };
  awaitOutsideFunction(ctx, ctx.scope);
  const line = node.span.line;
  if (ctx.scope.hasYield) {
    // `lambda: (yield x)` is a generator function whose body returns its expression's value.
    const ret: Stmt = { k: 'Return', value: node.body, line: outer.stmt?.line ?? line, span: node.span };
    const block = resumableBlock(ctx, [ret]);
    const resumable = function* (f: Frame) {
      return (yield* block(f)) === RETURN ? f.ret : null;
    };
    return makeCode(ctx, 'function', '<lambda>', { resumable, flavor: 'generator' }, node, ret, line);
  }
  const value = compileExpr(ctx, node.body);
  const owner: Stmt = { k: 'Expr', value: node.body, line: outer.stmt?.line ?? line, span: node.span };
  const body: Exec = (f: Frame) => {
    f.stmt = owner;
    f.line = line;
    f.rt.tracer.lineEvent(f);
    f.ret = value(f);
    return RETURN;
  };
  return makeCode(ctx, 'function', '<lambda>', { body }, node, owner, line);
}

/** The code of a class body. */
export function classCode(outer: Ctx, node: ClassDef): Code {
  const ctx: Ctx = {
    res: outer.res,
    scope: outer.res.scopeOf(node),
    file: outer.file,
    stmt: null,
    loops: 0,
    ...(outer.annotationSource !== undefined ? { annotationSource: outer.annotationSource } : {}),
  };
  awaitOutsideFunction(ctx, ctx.scope);
  return makeCode(ctx, 'class', node.name, { body: compileBlock(ctx, node.body) }, null, null, node.line);
}

/** A comprehension's scope, for the comprehension compiler. */
export function comprehensionCtx(outer: Ctx, node: CompExpr): Ctx {
  return { res: outer.res, scope: outer.res.scopeOf(node), file: outer.file, stmt: outer.stmt, loops: 0 };
}

/** The code object of a comprehension whose loop `run` compiles separately. */
export function comprehensionCode(ctx: Ctx, node: CompExpr): Code {
  const name = `<${node.k === 'GenExp' ? 'genexpr' : node.k.toLowerCase()}>`;
  return makeCode(ctx, 'comprehension', name, { body: () => NORMAL }, null, ctx.stmt, node.span.line);
}
