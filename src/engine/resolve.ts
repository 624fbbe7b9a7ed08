/**
 * Names resolved before running, as CPython's symtable does it: one pass over a module
 * builds a scope per module, class body, function, lambda and comprehension with the names
 * each binds, uses and declares; a second decides for every name whether it is a fast local,
 * a cell (a local an inner function closes over, or a free variable of this one), a global
 * or a namespace name (module and class bodies). Scoping errors CPython finds at compile time
 * are `SyntaxError`s here too; `UnboundLocalError` and `NameError` then follow from the slots.
 */
import { Builder } from './symtable';
import type { ClassDef, Expr, FunctionDef, Lambda, Module } from './syntax/ast';
import { PySyntaxError } from './syntax/errors';

export type ScopeKind = 'module' | 'class' | 'function' | 'comprehension';
export type CompExpr = Extract<Expr, { k: 'ListComp' | 'SetComp' | 'DictComp' | 'GenExp' }>;
export type ScopeNode = Module | ClassDef | FunctionDef | Lambda | CompExpr;

/** How code reaches a name. */
export type NameRef =
  /** A local in the frame's fast slots. */
  | { readonly k: 'fast'; readonly name: string; readonly slot: number }
  /** A cell of the frame: an own local captured by an inner scope, or a free variable (`free`). */
  | { readonly k: 'cell'; readonly name: string; readonly slot: number; readonly free: boolean }
  /** Globals, then builtins (a function's name it neither binds nor finds in an enclosing one, or a `global`). */
  | { readonly k: 'global'; readonly name: string }
  /** The frame's namespace, then globals, then builtins (module and class bodies). */
  | { readonly k: 'name'; readonly name: string }
  /** A class body's free variable: the class namespace first, then the enclosing function's cell. */
  | { readonly k: 'classcell'; readonly name: string; readonly slot: number };

export class Scope {
  readonly children: Scope[] = [];
  /** Parameter names in CPython's order: positional, keyword-only, `*args`, `**kwargs`. */
  readonly params: string[] = [];
  /** Names bound here, in order of first binding. */
  readonly bound = new Set<string>();
  readonly used = new Set<string>();
  readonly globals = new Set<string>();
  readonly nonlocals = new Set<string>();
  /** Where each `global`/`nonlocal` name was declared (CPython reports scoping errors there). */
  readonly declaredAt = new Map<string, { line: number; col: number }>();
  /** Own locals an inner scope closes over. */
  readonly cellvars = new Set<string>();
  /** Names this scope reaches in an enclosing function (its closure), in order. */
  readonly freevars = new Set<string>();
  hasYield = false;
  hasAwait = false;
  /** Where the first `await` in this scope is (CPython refuses one outside an `async def`). */
  firstAwait: { line: number; col: number } | null = null;
  hasReturnValue = false;
  /** Where the first `return` with a value is (an async generator may not have one). */
  firstReturnValue: { line: number; col: number } | null = null;
  private layout: { fast: string[]; cells: string[] } | null = null;
  private readonly refs = new Map<string, NameRef>();

  constructor(
    readonly kind: ScopeKind,
    readonly node: ScopeNode,
    readonly parent: Scope | null,
    /** The nearest enclosing class's name, for private-name mangling (`__x` → `_C__x`). */
    readonly privateClass: string | null,
  ) {
    parent?.children.push(this);
  }

  get isFunctionLike(): boolean {
    return this.kind === 'function' || this.kind === 'comprehension';
  }

  /** A `__name` written inside a class, as CPython stores it. */
  mangle(name: string): string {
    const cls = this.privateClass;
    if (!cls || !name.startsWith('__') || name.endsWith('__') || name.includes('.')) return name;
    const stripped = cls.replace(/^_+/, '');
    return stripped ? `_${stripped}${name}` : name;
  }

  /** Fast-slot names, then cell names (own cells first, then free variables). */
  slots(): { fast: readonly string[]; cells: readonly string[] } {
    if (!this.layout) {
      const fast = this.isFunctionLike ? [...this.bound].filter((n) => !this.cellvars.has(n) && !this.globals.has(n) && !this.nonlocals.has(n)) : [];
      this.layout = { fast, cells: [...this.cellvars, ...this.freevars] };
    }
    return this.layout;
  }

  /** How code in this scope reaches `name` (already mangled). */
  ref(name: string): NameRef {
    let r = this.refs.get(name);
    if (!r) {
      r = this.compute(name);
      this.refs.set(name, r);
    }
    return r;
  }

  private compute(name: string): NameRef {
    const { fast, cells } = this.slots();
    if (this.globals.has(name)) return { k: 'global', name };
    const cell = cells.indexOf(name);
    if (this.kind === 'module') return { k: 'name', name };
    if (this.kind === 'class') {
      if (this.bound.has(name) && !this.nonlocals.has(name)) return { k: 'name', name };
      if (cell >= 0) return this.nonlocals.has(name) ? { k: 'cell', name, slot: cell, free: true } : { k: 'classcell', name, slot: cell };
      return { k: 'name', name };
    }
    if (cell >= 0) return { k: 'cell', name, slot: cell, free: cell >= this.cellvars.size };
    const slot = fast.indexOf(name);
    if (slot >= 0) return { k: 'fast', name, slot };
    return { k: 'global', name };
  }
}

/** The scopes of a module, by the node that opens each. */
export interface Resolution {
  readonly module: Scope;
  scopeOf(node: ScopeNode): Scope;
}

/** Builds and resolves the scopes of `mod`; throws `PySyntaxError` for CPython's compile-time scoping errors. */
export function resolveModule(mod: Module): Resolution {
  const scopes = new WeakMap<object, Scope>();
  const b = new Builder(mod.file, scopes);
  const top = new Scope('module', mod, null, null);
  scopes.set(mod, top);
  b.block(mod.body, top);
  analyze(top, mod.file);
  return {
    module: top,
    scopeOf(node) {
      const s = scopes.get(node);
      if (!s) throw new Error('resolve: no scope for this node');
      return s;
    },
  };
}

/** The nearest enclosing function-like scope that binds `name`, skipping class bodies; null for a global. */
function binderOf(from: Scope | null, name: string): Scope | null {
  for (let p = from; p; p = p.parent) {
    if (p.kind === 'class') continue;
    if (p.kind === 'module' || p.globals.has(name)) return null;
    if (p.bound.has(name) || p.nonlocals.has(name)) return p;
  }
  return null;
}

/** Decides cells and free variables for every scope under `top`, outermost first. */
function analyze(top: Scope, file: string): void {
  const visit = (s: Scope) => {
    for (const name of s.nonlocals) {
      const binder = binderOf(s.parent, name);
      if (!binder) {
        const at = s.declaredAt.get(name) ?? { line: 1, col: 0 };
        throw new PySyntaxError('SyntaxError', `no binding for nonlocal '${name}' found`, file, at.line, at.col);
      }
      link(s, binder, name);
    }
    if (s.kind !== 'module') {
      for (const name of s.used) {
        if (s.globals.has(name) || s.nonlocals.has(name)) continue;
        if (s.bound.has(name) && (s.isFunctionLike || s.kind === 'class')) continue;
        const binder = binderOf(s.parent, name);
        if (binder) link(s, binder, name);
      }
    }
    for (const c of s.children) visit(c);
  };
  visit(top);
}

/** `user` reaches `name` bound in `binder`: a cell there, a free variable in every scope between. */
function link(user: Scope, binder: Scope, name: string): void {
  if (binder.bound.has(name) && !binder.nonlocals.has(name)) binder.cellvars.add(name);
  for (let p: Scope | null = user; p && p !== binder; p = p.parent) p.freevars.add(name);
}
