/**
 * The first pass of name resolution (CPython's symtable builder): one walk over a module that
 * opens a scope for every class body, function, lambda and comprehension and records, per scope,
 * the names it binds, uses and declares `global` or `nonlocal`, in source order, so the
 * declaration errors CPython reports at compile time are found here too.
 */
import { type CompExpr, Scope } from './resolve';
import type { Arg, ClassDef, Comprehension, Expr, FunctionDef, Lambda, Params, Pattern, Stmt } from './syntax/ast';
import { PySyntaxError } from './syntax/errors';

/** Where the scoping error sits: CPython reports the statement that declares the name. */
interface Where {
  readonly line: number;
  readonly col: number;
}

export class Builder {
  constructor(
    private readonly file: string,
    private readonly scopes: WeakMap<object, Scope>,
  ) {}

  private error(where: Where, message: string): never {
    throw new PySyntaxError('SyntaxError', message, this.file, where.line, where.col);
  }

  private bind(s: Scope, name: string): void {
    s.bound.add(s.mangle(name));
  }

  block(stmts: readonly Stmt[], s: Scope): void {
    for (const st of stmts) this.stmt(st, s);
  }

  private stmt(st: Stmt, s: Scope): void {
    const where = { line: st.span.line, col: st.span.col };
    switch (st.k) {
      case 'Expr':
        this.expr(st.value, s);
        return;
      case 'Assign':
        this.expr(st.value, s);
        for (const t of st.targets) this.target(t, s);
        return;
      case 'AugAssign':
        this.expr(st.value, s);
        if (st.target.k === 'Name') this.use(s, st.target.id);
        this.target(st.target, s);
        return;
      case 'AnnAssign':
        if (s.kind !== 'function') this.expr(st.annotation, s);
        if (st.value) this.expr(st.value, s);
        if (st.target.k === 'Name' && !st.value && s.kind !== 'function') return;
        this.target(st.target, s);
        return;
      case 'If':
      case 'While':
        this.expr(st.test, s);
        this.block(st.body, s);
        this.block(st.orelse, s);
        return;
      case 'For':
        this.expr(st.iter, s);
        this.target(st.target, s);
        this.block(st.body, s);
        this.block(st.orelse, s);
        return;
      case 'Return':
        if (st.value) {
          this.expr(st.value, s);
          s.hasReturnValue = true;
          s.firstReturnValue ??= { line: st.line, col: (st as { span?: Where }).span?.col ?? 0 };
        }
        return;
      case 'Raise':
        if (st.exc) this.expr(st.exc, s);
        if (st.cause) this.expr(st.cause, s);
        return;
      case 'Assert':
        this.expr(st.test, s);
        if (st.msg) this.expr(st.msg, s);
        return;
      case 'Try':
        this.block(st.body, s);
        for (const h of st.handlers) {
          if (h.type) this.expr(h.type, s);
          if (h.name) this.bind(s, h.name);
          this.block(h.body, s);
        }
        this.block(st.orelse, s);
        this.block(st.finalbody, s);
        return;
      case 'With':
        for (const item of st.items) {
          this.expr(item.context, s);
          if (item.target) this.target(item.target, s);
        }
        this.block(st.body, s);
        return;
      case 'FunctionDef':
        for (const d of st.decorators) this.expr(d, s);
        this.function(st, st.params, s);
        if (st.returns) this.expr(st.returns, s);
        this.bind(s, st.name);
        return;
      case 'ClassDef':
        this.classDef(st, s);
        return;
      case 'Import':
        for (const n of st.names) this.bind(s, n.asname ?? n.name.split('.')[0]);
        return;
      case 'ImportFrom':
        for (const n of st.names) this.bind(s, n.asname ?? n.name);
        return;
      case 'Global':
      case 'Nonlocal':
        this.declare(st.k, st.names, s, where);
        return;
      case 'Delete':
        for (const t of st.targets) this.target(t, s);
        return;
      case 'Match':
        this.expr(st.subject, s);
        for (const c of st.cases) {
          this.pattern(c.pattern, s);
          if (c.guard) this.expr(c.guard, s);
          this.block(c.body, s);
        }
        return;
      case 'Break':
      case 'Continue':
      case 'Pass':
        return;
    }
  }

  /** A `case` pattern: the names it captures, the values and classes it evaluates. */
  private pattern(p: Pattern, s: Scope): void {
    switch (p.k) {
      case 'MatchValue':
        this.expr(p.value, s);
        return;
      case 'MatchSingleton':
        return;
      case 'MatchSequence':
      case 'MatchOr':
        for (const x of p.patterns) this.pattern(x, s);
        return;
      case 'MatchStar':
        if (p.name) this.bind(s, p.name);
        return;
      case 'MatchMapping':
        for (const k of p.keys) this.expr(k, s);
        for (const x of p.patterns) this.pattern(x, s);
        if (p.rest) this.bind(s, p.rest);
        return;
      case 'MatchClass':
        this.expr(p.cls, s);
        for (const x of [...p.patterns, ...p.kwdPatterns]) this.pattern(x, s);
        return;
      case 'MatchAs':
        if (p.pattern) this.pattern(p.pattern, s);
        if (p.name) this.bind(s, p.name);
        return;
    }
  }

  private declare(kind: 'Global' | 'Nonlocal', names: readonly string[], s: Scope, where: Where): void {
    const word = kind === 'Global' ? 'global' : 'nonlocal';
    if (kind === 'Nonlocal' && s.kind === 'module') this.error(where, 'nonlocal declaration not allowed at module level');
    for (const raw of names) {
      const name = s.mangle(raw);
      if (s.params.includes(name)) this.error(where, `name '${raw}' is parameter and ${word}`);
      if (kind === 'Global' ? s.nonlocals.has(name) : s.globals.has(name)) this.error(where, `name '${raw}' is nonlocal and global`);
      if (s.bound.has(name)) this.error(where, `name '${raw}' is assigned to before ${word} declaration`);
      if (s.used.has(name)) this.error(where, `name '${raw}' is used prior to ${word} declaration`);
      (kind === 'Global' ? s.globals : s.nonlocals).add(name);
      s.declaredAt.set(name, where);
    }
  }

  private use(s: Scope, name: string): void {
    s.used.add(s.mangle(name));
  }

  private classDef(st: ClassDef, s: Scope): void {
    for (const d of st.decorators) this.expr(d, s);
    this.args(st.bases, s);
    const inner = new Scope('class', st, s, st.name);
    this.scopes.set(st, inner);
    this.block(st.body, inner);
    this.bind(s, st.name);
  }

  /** A `def` or `lambda`: defaults and annotations belong to the enclosing scope. */
  private function(node: FunctionDef | Lambda, params: Params, s: Scope): void {
    for (const p of [...params.positional, ...params.kwonly]) if (p.default) this.expr(p.default, s);
    if (node.k === 'FunctionDef') {
      for (const p of [...params.positional, ...params.kwonly]) if (p.annotation) this.expr(p.annotation, s);
      if (params.varargAnnotation) this.expr(params.varargAnnotation, s);
      if (params.kwargAnnotation) this.expr(params.kwargAnnotation, s);
    }
    const inner = new Scope('function', node, s, s.privateClass);
    this.scopes.set(node, inner);
    const names: { name: string; where: Where }[] = [...params.positional, ...params.kwonly].map((p) => ({ name: p.name, where: p.span ?? node.span }));
    if (params.vararg) names.push({ name: params.vararg, where: node.span });
    if (params.kwarg) names.push({ name: params.kwarg, where: node.span });
    for (const { name: n, where } of names) {
      const m = inner.mangle(n);
      if (inner.params.includes(m)) this.error(where, `duplicate argument '${n}' in function definition`);
      inner.params.push(m);
      inner.bound.add(m);
    }
    if (node.k === 'FunctionDef') this.block(node.body, inner);
    else this.expr(node.body, inner);
    // CPython's compiler: an async generator returns no value (PEP 525).
    if (node.k === 'FunctionDef' && node.isAsync && inner.hasYield && inner.firstReturnValue)
      this.error(inner.firstReturnValue, "'return' with value in async generator");
  }

  private comprehension(e: CompExpr, s: Scope): void {
    const gens = e.generators;
    // A list, set or dict comprehension with `async for` is awaited: only an `async def` (or a
    // comprehension inside one) can hold it. A generator expression with one is an async generator.
    if (e.k !== 'GenExp' && gens.some((g) => g.isAsync) && !inAsyncFunction(s))
      this.error(e.span, 'asynchronous comprehension outside of an asynchronous function');
    this.iterable(gens[0].iter, s);
    const inner = new Scope('comprehension', e, s, s.privateClass);
    this.scopes.set(e, inner);
    gens.forEach((g: Comprehension, i) => {
      if (i > 0) this.iterable(g.iter, inner);
      this.target(g.target, inner);
      for (const c of g.ifs) this.expr(c, inner);
    });
    if (e.k === 'DictComp') {
      this.expr(e.key, inner);
      this.expr(e.value, inner);
    } else this.expr(e.elt, inner);
  }

  /**
   * How many comprehension iterables are being read: CPython refuses an assignment expression
   * anywhere inside one, in the lambdas and comprehensions nested in it too.
   */
  private inIterable = 0;

  private iterable(e: Expr, s: Scope): void {
    this.inIterable++;
    try {
      this.expr(e, s);
    } finally {
      this.inIterable--;
    }
  }

  private args(args: readonly Arg[], s: Scope): void {
    for (const a of args) this.expr(a.value, s);
  }

  /** An assignment (or `del`) target: names it binds, expressions it evaluates. */
  private target(t: Expr, s: Scope): void {
    switch (t.k) {
      case 'Name':
        this.bind(s, t.id);
        return;
      case 'Tuple':
      case 'List':
        for (const x of t.elts) this.target(x, s);
        return;
      case 'Starred':
        this.target(t.value, s);
        return;
      default:
        this.expr(t, s);
        return;
    }
  }

  private expr(e: Expr, s: Scope): void {
    switch (e.k) {
      case 'Name':
        this.use(s, e.id);
        return;
      case 'Const':
        return;
      case 'FString':
        for (const p of e.parts) this.fstringPart(p, s);
        return;
      case 'Attribute':
        this.expr(e.value, s);
        return;
      case 'Subscript':
        this.expr(e.value, s);
        this.expr(e.index, s);
        return;
      case 'Slice':
        for (const x of [e.lower, e.upper, e.step]) if (x) this.expr(x, s);
        return;
      case 'Call':
        this.expr(e.func, s);
        this.args(e.args, s);
        return;
      case 'BinOp':
      case 'BoolOp':
        this.expr(e.left, s);
        this.expr(e.right, s);
        return;
      case 'UnaryOp':
        this.expr(e.operand, s);
        return;
      case 'Compare':
        this.expr(e.left, s);
        for (const c of e.comparators) this.expr(c, s);
        return;
      case 'IfExp':
        this.expr(e.test, s);
        this.expr(e.body, s);
        this.expr(e.orelse, s);
        return;
      case 'Lambda':
        this.function(e, e.params, s);
        return;
      case 'List':
      case 'Tuple':
      case 'Set':
        for (const x of e.elts) this.expr(x, s);
        return;
      case 'Starred':
        this.expr(e.value, s);
        return;
      case 'Dict':
        for (const item of e.items) {
          if ('spread' in item) this.expr(item.spread, s);
          else {
            this.expr(item.key, s);
            this.expr(item.value, s);
          }
        }
        return;
      case 'ListComp':
      case 'SetComp':
      case 'DictComp':
      case 'GenExp':
        this.comprehension(e, s);
        return;
      case 'Yield':
      case 'YieldFrom':
        this.yieldIn(e, s);
        if (e.value) this.expr(e.value, s);
        return;
      case 'Await':
        s.hasAwait = true;
        s.firstAwait ??= { line: e.span.line, col: e.span.col };
        this.expr(e.value, s);
        return;
      case 'NamedExpr':
        if (this.inIterable > 0) this.error(e.span, 'assignment expression cannot be used in a comprehension iterable expression');
        this.expr(e.value, s);
        this.walrus(e, s);
        return;
    }
  }

  private fstringPart(p: Extract<Expr, { k: 'FString' }>['parts'][number], s: Scope): void {
    if (typeof p === 'string') return;
    this.expr(p.expr, s);
    for (const q of p.spec ?? []) this.fstringPart(q, s);
  }

  private yieldIn(e: Expr, s: Scope): void {
    if (s.kind === 'comprehension') {
      const what = (s.node as CompExpr).k;
      const name = { ListComp: 'list comprehension', SetComp: 'set comprehension', DictComp: 'dict comprehension', GenExp: 'generator expression' }[what];
      this.error(e.span, `'yield' inside ${name}`);
    }
    if (s.kind !== 'function') this.error(e.span, "'yield' outside function");
    if (e.k === 'YieldFrom' && (s.node as { isAsync?: boolean }).isAsync) this.error(e.span, "'yield from' inside async function");
    s.hasYield = true;
  }

  /** `x := v` binds `x` in the nearest scope that is not a comprehension. */
  private walrus(e: Extract<Expr, { k: 'NamedExpr' }>, s: Scope): void {
    const name = s.mangle(e.target.id);
    let owner = s;
    const comps: Scope[] = [];
    while (owner.kind === 'comprehension' && owner.parent) {
      comps.push(owner);
      owner = owner.parent;
    }
    if (comps.length && owner.kind === 'class') this.error(e.span, 'assignment expression within a comprehension cannot be used in a class body');
    for (const c of comps) {
      if (c.bound.has(name)) this.error(e.span, `assignment expression cannot rebind comprehension iteration variable '${e.target.id}'`);
      if (owner.kind === 'module' || owner.globals.has(name)) c.globals.add(name);
      else c.nonlocals.add(name);
    }
    owner.bound.add(name);
  }
}

/** Whether `s` is an `async def`'s scope, or a comprehension's nested in one. */
function inAsyncFunction(s: Scope): boolean {
  let c: Scope | null = s;
  while (c && c.kind === 'comprehension') c = c.parent;
  return c !== null && c.kind === 'function' && (c.node as { isAsync?: boolean }).isAsync === true;
}
