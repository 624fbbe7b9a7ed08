/**
 * The handlers of `try ... except* T` (PEP 654) as CPython 3.11 runs them: each clause in turn
 * evaluates its type (a line event even once nothing is left) and takes the part of the exception
 * that matches (`CHECK_EG_MATCH`: a whole match, a naked exception wrapped in
 * `ExceptionGroup('', [e])`, or `split`); what the handlers raise and what no clause matched are
 * combined as `PREP_RERAISE_STAR` does: re-raised parts keep the original group's shape, new
 * exceptions join them in a new `ExceptionGroup('', [...])`, and a naked exception nothing matched
 * leaves as itself.
 */
import { closeAbandonedWithTraceback } from './abandoned-generators';
import { baseExceptionGroup, groupLeaves, projectGroup } from './builtins/exception-group';
import { exc, exceptionState, isException, pyError, setContext } from './exceptions';
import { type Frame, NORMAL, type Signal } from './frame';
import { begin } from './interpreter';
import { call, getAttr, isInstance } from './objects';
import type { Stmt } from './syntax/ast';
import { PyClass, type PyInstance, PyList, PyTuple, type PyValue } from './values';

/**
 * The `try ... except*` statements that end a function or module body (the end of an `if` branch
 * or of a `try` without `finally` that ends one included): CPython's code after their handlers carries the last `except*` clause's line, and the
 * implicit `return None` that follows inherits it, so leaving the handlers there is a line event
 * of that clause again.
 */
const tailTries = new WeakSet<Stmt>();

/** Notes the `except*` statements in tail position of a function's or module's `body`. */
export function noteTailStarTries(body: readonly Stmt[]): void {
  const last = body[body.length - 1];
  if (!last) return;
  if (last.k === 'Try' && last.star) tailTries.add(last);
  else if (last.k === 'If') {
    noteTailStarTries(last.body);
    noteTailStarTries(last.orelse);
  } else if (last.k === 'Try' && last.finalbody.length === 0) {
    // The try body's end goes on to its `else`, or past the handlers as a handler's end does.
    noteTailStarTries(last.orelse.length ? last.orelse : last.body);
    for (const h of last.handlers) noteTailStarTries(h.body);
  }
}

export function isTailStarTry(s: Stmt): boolean {
  return tailTries.has(s);
}

export interface StarHandler<B> {
  readonly node: Stmt;
  readonly type: (f: Frame) => PyValue;
  readonly store: ((f: Frame, v: PyValue) => void) | null;
  readonly clear: ((f: Frame) => void) | null;
  readonly body: B;
}

/** `check_except_star_type_valid`: an exception class (or tuple of them) that is no exception group. */
function checkType(spec: PyValue): void {
  const items = spec instanceof PyTuple ? spec.items : [spec];
  for (const t of items) {
    if (!(t instanceof PyClass && t.isSubclassOf(exc.BaseException)))
      throw pyError(exc.TypeError, 'catching classes that do not inherit from BaseException is not allowed');
    if (t.isSubclassOf(baseExceptionGroup)) throw pyError(exc.TypeError, 'catching ExceptionGroup with except* is not allowed. Use except instead.');
  }
}

function isGroup(e: PyValue): e is PyInstance {
  return isException(e) && isInstance(e, baseExceptionGroup);
}

function matchesType(e: PyInstance, spec: PyValue): boolean {
  const items = spec instanceof PyTuple ? spec.items : [spec];
  return items.some((t) => e.type.isSubclassOf(t as PyClass));
}

/** `exception_group_match`: [match, rest], either null for none. */
function groupMatch(e: PyValue, spec: PyValue): [PyValue, PyValue] {
  if (e === null) return [null, null];
  const inst = e as PyInstance;
  if (matchesType(inst, spec)) {
    if (isGroup(inst)) return [inst, null];
    const wrapped = call(baseExceptionGroup, ['', new PyTuple([inst])], null) as PyInstance;
    const from = exceptionState(inst);
    const to = exceptionState(wrapped);
    to.traceback = [...from.traceback];
    to.frames = [...from.frames];
    return [wrapped, null];
  }
  if (isGroup(inst)) {
    const pair = call(getAttr(inst, 'split'), [spec], null) as PyTuple;
    return [pair.items[0], pair.items[1]];
  }
  return [null, inst];
}

/** `_PyExc_PrepReraiseStar`: what leaves the statement (null: nothing). */
function prepReraise(orig: PyInstance, excs: PyValue[], f: Frame): PyValue {
  if (!isGroup(orig)) return excs.length ? excs[0] : null;
  const leaves = new Set(groupLeaves(orig));
  const raised: PyValue[] = [];
  const reraised: PyValue[] = [];
  for (const e of excs) {
    if (e === null) continue;
    const again = isGroup(e) && groupLeaves(e).every((l) => leaves.has(l));
    (again ? reraised : raised).push(e);
  }
  const keep = new Set(reraised.flatMap((e) => groupLeaves(e)));
  const reraisedGroup = keep.size ? projectGroup(orig, keep) : null;
  if (raised.length === 0) return reraisedGroup;
  if (reraisedGroup !== null) raised.push(reraisedGroup);
  if (raised.length === 1) return raised[0];
  const made = call(baseExceptionGroup, ['', new PyList(raised)], null) as PyInstance;
  // Raised by RERAISE: the frame adds no line of its own to the new group's traceback.
  exceptionState(made).frames.push(f);
  return made;
}

/**
 * Runs the `except*` clauses for `e`, raised by the try body; `run` runs a handler's body (a
 * generator so a resumable frame's handler can suspend). Returns when everything was handled.
 */
export function* handleStar<B>(
  f: Frame,
  e: PyInstance,
  handlers: readonly StarHandler<B>[],
  run: (body: B, f: Frame) => Generator<PyValue, Signal, PyValue>,
): Generator<PyValue, Signal, PyValue> {
  let rest: PyValue = e;
  const results: PyValue[] = [];
  for (const h of handlers) {
    begin(f, h.node, false);
    const spec = h.type(f);
    checkType(spec);
    const [match, left] = groupMatch(rest, spec);
    rest = left;
    if (match === null) continue;
    h.store?.(f, match);
    f.rt.handling.push(match as PyInstance);
    try {
      yield* run(h.body, f);
    } catch (err) {
      if (!isException(err)) throw err;
      if (exceptionState(err).context === null && err !== match) setContext(err, match as PyInstance);
      results.push(err);
    } finally {
      f.rt.handling.pop();
      h.clear?.(f);
    }
  }
  results.push(rest);
  const out = prepReraise(e, results, f);
  if (out === null) {
    if (f.rt.generatorsMade > 0) closeAbandonedWithTraceback(f.rt, e);
    return NORMAL;
  }
  throw out;
}

/** Drives `handleStar` for a frame that cannot suspend. */
export function handleStarNow<B>(f: Frame, e: PyInstance, handlers: readonly StarHandler<B>[], run: (body: B, f: Frame) => Signal): Signal {
  // biome-ignore lint/correctness/useYield: a handler of a frame that cannot suspend runs to its end
  const g = handleStar(f, e, handlers, function* (body, fr) {
    return run(body, fr);
  });
  const r = g.next();
  if (!r.done) throw new Error('except*: a handler suspended in a frame that cannot');
  return r.value;
}
