/**
 * `match` statements, plain and resumable (a generator or coroutine body whose subject, guard
 * or case body can suspend). As CPython 3.11 runs them: the subject is evaluated once; each
 * case in order tries its pattern (a `line` event on the pattern's line, which the contract
 * maps to the `match` statement: only a traced callee in between makes it show again), stores
 * its captures once the whole pattern matched, then tests its guard; the first case that gets
 * through runs its body. No case matching is no error.
 */
import type { Ctx } from './compile';
import { compileExpr } from './compile-expr';
import { compilePattern, type Matcher, type PatternCtx } from './compile-pattern';
import { resumableExpr } from './compile-resumable-expr';
import { type ResumableExec, resumableBlock } from './compile-resumable-stmt';
import { compileBlock } from './compile-stmt';
import { type Exec, type Frame, NORMAL } from './frame';
import { begin } from './interpreter';
import { type Store, storer } from './names';
import { truthy } from './ops';
import type { MatchCase, Stmt } from './syntax/ast';
import type { PyValue } from './values';

type MatchStmt = Extract<Stmt, { k: 'Match' }>;

interface CompiledCase {
  readonly match: Matcher;
  readonly slotCount: number;
  readonly stores: readonly { readonly slot: number; readonly store: Store }[];
  /** The guard's line when it differs from the pattern's (a line event before it is tested); else -1. */
  readonly guardLine: number;
  readonly at: (f: Frame, line: number) => void;
}

/**
 * A case header's line changes are `line` events. The contract maps a header line to the
 * `match` statement — unless the case's body starts on that line (`case 1: x = 1`), whose
 * statement then owns it, even while the pattern is tried.
 */
function headerLines(s: MatchStmt, c: MatchCase): (f: Frame, line: number) => void {
  const bodyLine = c.body[0]?.line;
  return (f, line) => {
    if (f.line === line) return;
    f.line = line;
    f.rt.tracer.lineEvent(f, line === bodyLine ? line : s.line);
  };
}

function compileCase(ctx: Ctx, s: MatchStmt, c: MatchCase, last: boolean): CompiledCase {
  const at = headerLines(s, c);
  const pc: PatternCtx = { stores: [], slots: new Map(), allowIrrefutable: c.guard !== undefined || last, loc: c.pattern, at };
  const match = compilePattern(ctx, c.pattern, pc, -1);
  const stores = pc.stores.map((name) => ({ slot: pc.slots.get(name) as number, store: storer(ctx.scope.ref(ctx.scope.mangle(name))) }));
  const guardLine = c.guard && c.guard.span.line !== c.pattern.span.endLine ? c.guard.span.line : -1;
  return { match, slotCount: pc.slots.size, stores, guardLine, at };
}

/** Tries a case's pattern; on a match its captures are stored (before the guard, as CPython does). */
function tryPattern(f: Frame, c: CompiledCase, subject: PyValue): boolean {
  const slots: PyValue[] = new Array(c.slotCount);
  if (!c.match(f, subject, slots)) return false;
  for (const s of c.stores) s.store(f, slots[s.slot]);
  if (c.guardLine >= 0) c.at(f, c.guardLine);
  return true;
}

export function compileMatch(ctx: Ctx, s: MatchStmt): Exec {
  const subject = compileExpr(ctx, s.subject);
  const n = s.cases.length;
  const cases = s.cases.map((c, i) => ({
    ...compileCase(ctx, s, c, i === n - 1),
    guard: c.guard ? compileExpr(ctx, c.guard) : null,
    body: compileBlock(ctx, c.body),
  }));
  return (f) => {
    begin(f, s, false);
    const v = subject(f);
    for (const c of cases) {
      if (!tryPattern(f, c, v)) continue;
      if (c.guard && !truthy(c.guard(f))) continue;
      return c.body(f);
    }
    return NORMAL;
  };
}

export function resumableMatch(ctx: Ctx, s: MatchStmt): ResumableExec {
  const subject = resumableExpr(ctx, s.subject);
  const n = s.cases.length;
  const cases = s.cases.map((c, i) => ({
    ...compileCase(ctx, s, c, i === n - 1),
    guard: c.guard ? resumableExpr(ctx, c.guard) : null,
    body: resumableBlock(ctx, c.body),
  }));
  return function* (f) {
    begin(f, s, false);
    const v = yield* subject(f);
    for (const c of cases) {
      if (!tryPattern(f, c, v)) continue;
      if (c.guard && !truthy(yield* c.guard(f))) continue;
      return yield* c.body(f);
    }
    return NORMAL;
  };
}
