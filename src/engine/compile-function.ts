/**
 * Making function objects: what a `def` or `lambda` evaluates when it runs — defaults,
 * annotations, the closure cells it captures from the defining frame, its qualified name.
 */

import type { Ctx } from './compile';
import { compileAnnotation, functionCode, lambdaCode } from './compile';
import { compileExpr } from './compile-expr';
import { decoratorOwner } from './decorator-owners';
import { type Cell, type Code, type Eval, type Exec, type Frame, NORMAL } from './frame';
import { begin } from './interpreter';
import { definingClass, storer } from './names';
import { call } from './objects';
import type { Scope } from './resolve';
import type { Expr, FunctionDef, Lambda, Stmt } from './syntax/ast';
import { PyDict, PyFunction, type PyValue } from './values';

/** Where the defining frame keeps each cell the new function closes over. */
export function closureSlots(outer: Scope, code: Code): number[] {
  const outerCells = outer.slots().cells;
  return code.cells.slice(code.ownCells).map((n) => outerCells.indexOf(n));
}

export function captureClosure(f: Frame, slots: readonly number[]): Cell[] | null {
  if (slots.length === 0) return null;
  const out: Cell[] = new Array(slots.length);
  for (let i = 0; i < slots.length; i++) out[i] = f.cells[slots[i]];
  return out;
}

/** The prefix of a qualified name defined in this frame (`f.<locals>.`, `C.`, nothing at module level). */
export function qualPrefix(f: Frame): string {
  const kind = f.code.kind;
  if (kind === 'module') return '';
  if (kind === 'function') return `${f.name}.<locals>.`;
  return `${f.name}.`;
}

/** Compiles the making of a function object for a `def` or a `lambda`. */
export function compileMakeFunction(ctx: Ctx, node: FunctionDef | Lambda): Eval {
  const params = node.params;
  const defaults = params.positional.filter((p) => p.default).map((p) => compileExpr(ctx, p.default as never));
  const kwDefaults = params.kwonly.filter((p) => p.default).map((p) => [p.name, compileExpr(ctx, p.default as never)] as const);
  const annotations: (readonly [string, Eval])[] = [];
  if (node.k === 'FunctionDef') {
    const note = (name: string, e: Parameters<typeof compileExpr>[1] | undefined) => {
      if (e) annotations.push([name, compileAnnotation(ctx, e)]);
    };
    for (const p of params.positional) note(p.name, p.annotation);
    if (params.vararg) note(params.vararg, params.varargAnnotation);
    for (const p of params.kwonly) note(p.name, p.annotation);
    if (params.kwarg) note(params.kwarg, params.kwargAnnotation);
    note('return', node.returns);
  }
  const code = node.k === 'FunctionDef' ? functionCode(ctx, node) : lambdaCode(ctx, node);
  const slots = closureSlots(ctx.scope, code);
  const name = node.k === 'FunctionDef' ? ctx.scope.mangle(node.name) : '<lambda>';
  return (f) => {
    const defs: PyValue[] = defaults.map((d) => d(f));
    const kw = new Map<string, PyValue>();
    for (const [k, d] of kwDefaults) kw.set(k, d(f));
    let anns: PyDict | null = null;
    if (annotations.length) {
      anns = new PyDict();
      for (const [k, a] of annotations) anns.map.set(k, [k, a(f)]);
    }
    const fn = new PyFunction(name, qualPrefix(f) + name, code, captureClosure(f, slots), f.globals, defs, kw);
    fn.annotations = anns;
    // Nested in a method, it shares the method's `__class__` (a method itself learns its class when the class is made).
    fn.ownerClass = definingClass(f);
    return fn;
  };
}

/**
 * A `def` or `class` with its decorators, in CPython's order of line events: each decorator
 * expression at its own line, the definition at the `def`/`class` line, each decorator call
 * (innermost first) at its line again, and the binding back at the `def`/`class` line.
 */
export function compileDefinition(ctx: Ctx, s: Extract<Stmt, { k: 'FunctionDef' | 'ClassDef' }>, define: Eval): Exec {
  const store = storer(ctx.scope.ref(ctx.scope.mangle(s.name)));
  if (s.decorators.length === 0)
    return (f) => {
      begin(f, s, false);
      store(f, define(f));
      return NORMAL;
    };
  const owner = decoratorOwner(s);
  const decorators = s.decorators.map((d) => ({ line: d.span.line, value: compileExpr(ctx, d as Expr) }));
  // A decorated definition starts at its first decorator, a line of its own in CPython's count.
  const head: Stmt = { ...s, line: owner ?? decorators[0].line };
  const at = (f: Frame, line: number, raw: boolean) => {
    if (f.line === line) return;
    f.line = line;
    f.rt.tracer.lineEvent(f, raw ? (owner ?? line) : undefined);
  };
  return (f) => {
    // Under an owning header, the first decorator's line differs from the header's raw line: always an event.
    begin(f, head, owner !== undefined);
    f.line = decorators[0].line;
    f.stmt = s;
    f.decoratorLine = owner ?? -1;
    let values: PyValue[];
    try {
      values = decorators.map((d) => {
        at(f, d.line, true);
        return d.value(f);
      });
    } finally {
      f.decoratorLine = null;
    }
    at(f, s.line, false);
    let value = define(f);
    for (let i = decorators.length - 1; i >= 0; i--) {
      at(f, decorators[i].line, true);
      value = call(values[i], [value], null);
      f.line = decorators[i].line;
    }
    at(f, s.line, false);
    store(f, value);
    return NORMAL;
  };
}
