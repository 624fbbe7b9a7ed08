/**
 * Generators a function leaves suspended in its locals when it returns. CPython frees an object
 * when its last reference goes, and freeing a suspended generator closes it: GeneratorExit is
 * thrown in at its `yield`, so its `finally` blocks and `with` exits run right then, before the
 * caller goes on (`def first(): it = lines(); return next(it)`). The engine counts no
 * references; instead, when a function that made a generator returns, each suspended one its
 * locals hold is closed if nothing can reach it any more.
 *
 * "Nothing can reach it" is proved by a walk from the running frames (their locals, cells and
 * globals), the exceptions being handled and the returned value, over the object kinds whose
 * references are all known here. Meeting any other kind (a tensor, a pydantic model, a deque, a
 * builtin made since the generators that may hold what it was made from), the walk proves
 * nothing and the generator stays open, as it always did before: a doubt never closes one early.
 *
 * Why only at a return, and only generators made since the function started: values an
 * expression holds while it runs (an argument list being built, a `for` loop's iterator, a
 * `with` block's manager) are in JS variables the walk cannot see. At the return, the function's
 * own expressions and blocks are over, and what its callers hold in flight was made before the
 * function started, so it cannot be a generator made since. A generator dropped in other ways
 * (`g = None`) is left open. A function left by an exception is kept alive by the exception's
 * traceback, so its generators close when the `except` block that handled it ends (and nothing
 * holds the exception). A `for` loop's own temporary generator is closed by the loop
 * (`temporaryGenerator`).
 */

import { AttrsDict } from './attrs-dict';
import { exceptionState, isException } from './exceptions';
import type { Frame } from './frame';
import { finalize, PyCoroutine, PyGenerator, type Suspended } from './generators';
import type { Interpreter } from './interpreter';
import {
  PyBoundMethod,
  PyBuiltin,
  PyBytes,
  PyClass,
  PyDict,
  PyFunction,
  PyInstance,
  PyList,
  PyModule,
  PyObj,
  PyOpaque,
  PyRange,
  PySet,
  PyTuple,
  type PyValue,
} from './values';

/** Closes the suspended generators `frame` (just returned with `result`) holds in its locals that nothing reaches any more. */
export function closeAbandoned(rt: Interpreter, frame: Frame, result: PyValue): void {
  const candidates: PyGenerator[] = [];
  suspendedIn(frame, candidates);
  closeUnreached(rt, candidates, result);
}

/**
 * After an `except` block that handled `e` ends: `e` is dropped, and with it its traceback's
 * frames of functions that have returned, which it kept alive (unless something still holds
 * `e`); the suspended generators their locals hold are closed as `closeAbandoned` closes them.
 */
export function closeAbandonedWithTraceback(rt: Interpreter, e: PyInstance): void {
  const running = new Set<Frame>();
  for (let f = rt.current; f !== null; f = f.parent) running.add(f);
  const candidates: PyGenerator[] = [];
  for (const f of exceptionState(e).frames) if (f.kind === 'function' && f.gen === null && !running.has(f)) suspendedIn(f, candidates);
  closeUnreached(rt, candidates, null);
}

/** Notes the suspended generators `frame`'s locals hold. */
function suspendedIn(frame: Frame, into: PyGenerator[]): void {
  const note = (v: PyValue | undefined) => {
    if (v instanceof PyGenerator && v.core.state === 'suspended' && v.core.frame !== null && !into.includes(v)) into.push(v);
  };
  for (const v of frame.fast) note(v);
  for (let i = 0; i < frame.code.ownCells; i++) note(frame.cells[i].v);
}

/** Closes those of `candidates` nothing reaches (`extraRoot` aside), in order: CPython clears a frame's locals in slot order. */
function closeUnreached(rt: Interpreter, candidates: readonly PyGenerator[], extraRoot: PyValue): void {
  if (candidates.length === 0) return;
  const reached = reachedOf(rt, candidates, extraRoot);
  if (reached === null) return;
  for (const g of candidates) if (!reached.has(g.core)) finalize(g.core);
}

/**
 * Objects a walk visits at most: a program that leaves a generator suspended on every call of a
 * function over a large heap would otherwise walk the heap on every return. Past it the walk
 * proves nothing, and the generators stay open.
 */
const MAX_WALK = 20_000;

/** Which of `targets` the running program can still reach; null when the walk met an object it cannot see into (or too many). */
function reachedOf(rt: Interpreter, targets: readonly PyGenerator[], extraRoot: PyValue): Set<Suspended> | null {
  const wanted = new Set(targets.map((t) => t.core));
  let oldest = Number.POSITIVE_INFINITY;
  for (const t of targets) oldest = Math.min(oldest, t.id);
  const reached = new Set<Suspended>();
  const seen = new Set<PyObj>();
  const seenMaps = new Set<Map<unknown, unknown>>();
  const seenFrames = new Set<Frame>();
  const values: PyValue[] = [extraRoot, ...rt.handling];
  const frames: Frame[] = [];
  const frame = (f: Frame | null) => {
    if (f !== null && !seenFrames.has(f)) {
      seenFrames.add(f);
      frames.push(f);
    }
  };
  const all = (vs: Iterable<PyValue>) => {
    for (const v of vs) values.push(v);
  };
  const map = (m: Map<unknown, PyValue> | null) => {
    if (m === null || seenMaps.has(m)) return;
    seenMaps.add(m);
    for (const v of m.values()) values.push(v);
  };
  for (let f = rt.current; f !== null; f = f.parent) frame(f);
  while (values.length > 0 || frames.length > 0) {
    const f = frames.pop();
    if (f !== undefined) {
      for (const v of f.fast) if (v !== undefined) values.push(v);
      for (const c of f.cells) if (c.v !== undefined) values.push(c.v);
      map(f.ns);
      map(f.globals);
      if (f.func) values.push(f.func);
      continue;
    }
    const o = values.pop();
    if (!(o instanceof PyObj) || o.id < 0 || seen.has(o)) continue;
    seen.add(o);
    if (seen.size > MAX_WALK) return null;
    switch (o.constructor) {
      case PyList:
      case PyTuple:
        all((o as PyList | PyTuple).items);
        values.push(o.cls);
        map((o as PyList).attrs ?? null);
        break;
      case PyDict:
      case AttrsDict:
        (o as PyDict).map.forEach((entry) => {
          values.push(entry[0], entry[1]);
        });
        if (o instanceof AttrsDict) values.push(o.owner);
        values.push(o.cls);
        map((o as PyDict).attrs ?? null);
        break;
      case PySet:
        all((o as PySet).map.values());
        values.push(o.cls);
        map((o as PySet).attrs ?? null);
        break;
      case PyInstance: {
        const inst = o as PyInstance;
        map(inst.attrs);
        values.push(inst.type);
        if (inst.native === undefined) break;
        // An exception's own state: its arguments, chained exceptions and the frames of its traceback (which keep their locals alive).
        if (!isException(inst)) return null;
        const st = exceptionState(inst);
        all(st.args);
        values.push(st.cause, st.context);
        for (const tf of st.frames) frame(tf);
        break;
      }
      case PyClass: {
        const cls = o as PyClass;
        // A class of the runtime holds only the runtime's objects.
        if (!cls.heap) break;
        map(cls.dict);
        all(cls.mro);
        map(cls.definingGlobals);
        break;
      }
      case PyFunction: {
        const fn = o as PyFunction;
        map(fn.globals);
        map(fn.kwDefaults);
        map(fn.dict);
        all(fn.defaults);
        values.push(fn.annotations, fn.ownerClass);
        for (const c of fn.closure ?? []) if (c.v !== undefined) values.push(c.v);
        break;
      }
      case PyBoundMethod:
        values.push((o as PyBoundMethod).self, (o as PyBoundMethod).func);
        break;
      case PyBuiltin:
      case PyOpaque:
        // A builtin or a runtime's object made before the generators (a dataclass's __init__ and its fields, a module's
        // function) holds none of them, unless through a container it captured: a container only such an object holds is
        // rare enough, and the program's own containers are walked. One made since may have been made from them.
        if (o.id < oldest) break;
        return null;
      case PyModule:
      case PyRange:
      case PyBytes:
        // A module of the runtime (the program's own modules are namespaces, not objects), and values holding no objects.
        break;
      case PyGenerator:
      case PyCoroutine: {
        const core = (o as PyGenerator).core;
        if (wanted.has(core)) reached.add(core);
        // A generator expression holds its source iterator in the JS closure of its body, out of the walk's sight.
        if (core.frame?.kind === 'comprehension') return null;
        frame(core.frame);
        values.push(core.delegate);
        break;
      }
      default:
        return null;
    }
  }
  return reached;
}
