/**
 * Generators a program drops while they are suspended. CPython frees an object when its last
 * reference goes, and freeing a suspended generator closes it: GeneratorExit is thrown in at its
 * `yield`, so its `finally` blocks and `with` exits run right then (`first = next(lines())`,
 * `g = None`, a function returning while a local holds one). The engine counts no references;
 * instead each generator a function or the module makes is owned by that frame (then by its
 * caller once it returns), and a suspended one nothing can reach any more is closed at the
 * owner's next statement boundary, at its return, or as an exception leaves it.
 *
 * "Nothing can reach it" is proved by a walk from the running frames (their locals, cells and
 * globals, and what their compound statements hold: `hold`), the exceptions being handled and
 * the returned value, over the object kinds whose references are all known here. Meeting any
 * other kind (a tensor, a pydantic model, a deque, a builtin made since the generators that may
 * hold what it was made from), the walk proves nothing and the generator stays open, as it always
 * did before: a doubt never closes one early. So does a run that has walked too much.
 *
 * Why those moments, and only generators made since the owner started: values an expression
 * holds while it runs (an argument list being built) are in JS variables the walk cannot see. At
 * a statement boundary of the owner, or its return, its own expressions are over (what its
 * compound statements hold is noted with `hold`), and what the frames below hold in flight was
 * made before the owner started, so it cannot be a generator made since. Generators made in a
 * generator's or coroutine's body are not tracked (what a suspended body holds in flight is out
 * of sight), nor generator expressions (their source iterator lives in their body's closure).
 * A function left by an exception is kept alive by the exception's traceback, so the generators
 * its locals hold close when the `except` block that handled it ends (and nothing holds the
 * exception).
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
  PyGenericAlias,
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

/** What objects of a runtime's own kinds refer to, as each runtime declares it (`declareReferences`). */
const declared = new Map<unknown, (o: PyObj) => readonly PyValue[]>();

/**
 * A runtime declares every Python value an object of its kind `kind` (a JS class, matched
 * exactly) refers to, so that the walk sees into it (a tensor refers only to the tensor it views).
 */
export function declareReferences<T extends PyObj>(kind: abstract new (...args: never[]) => T, of: (o: T) => readonly PyValue[]): void {
  declared.set(kind, of as (o: PyObj) => readonly PyValue[]);
}

/** Total objects the walks of one run may visit: past it, dropped generators stay open (no run pays more than this for them). */
export const RUN_WALK_BUDGET = 2_000_000;

/** The frame that owns a generator made now: the innermost function or module frame, none inside a generator's or coroutine's body. */
function ownerOf(rt: Interpreter): Frame | null {
  let f = rt.current;
  while (f !== null && f.gen === null && (f.kind === 'comprehension' || f.kind === 'class')) f = f.parent;
  return f !== null && f.gen === null && (f.kind === 'function' || f.kind === 'module') ? f : null;
}

/** A generator a Python function call just made: owned by the frame making it. */
export function track(rt: Interpreter, g: PyGenerator): void {
  const owner = ownerOf(rt);
  if (owner !== null) (owner.owned ??= []).push(g);
}

/**
 * A compound statement of `f` holds `v` while its body runs (a loop's iterable, a `with` block's
 * manager, an exception being matched or unwound through a `finally`): alive though no name
 * holds it. Returns the mark `release` takes.
 */
export function hold(f: Frame, v: PyValue): number {
  const held = (f.held ??= []);
  held.push(v);
  return held.length - 1;
}

export function release(f: Frame, mark: number): void {
  if (f.held !== null) f.held.length = mark;
}

/** Whether closing `g` is up to its owner: made or suspended, neither closed nor on the stack. */
function closable(g: PyGenerator): boolean {
  return g.core.state === 'created' || g.core.state === 'suspended';
}

/** At a statement boundary of `f`: closes the generators it owns that are suspended and that nothing reaches any more. */
export function checkOwned(f: Frame): void {
  const owned = f.owned as PyGenerator[];
  let kept = 0;
  let pending = false;
  for (const g of owned) {
    const state = g.core.state;
    if (state === 'closed') continue;
    owned[kept++] = g;
    if (state !== 'running') pending = true;
  }
  owned.length = kept;
  if (kept === 0) {
    f.owned = null;
    return;
  }
  if (!pending || f.rt.walkBudget <= 0) return;
  // Most often each one is bound to a name of the frame: nothing to walk.
  const bound = new Set<PyValue>();
  for (const v of f.fast) if (v instanceof PyGenerator) bound.add(v);
  for (const c of f.cells) if (c.v instanceof PyGenerator) bound.add(c.v);
  if (f.kind === 'module') for (const v of f.ns.values()) if (v instanceof PyGenerator) bound.add(v);
  const candidates = owned.filter((g) => closable(g) && !bound.has(g));
  if (closeUnreached(f.rt, candidates, null, f.generatorsAtStart)) f.owned = owned.filter((g) => g.core.state !== 'closed');
}

/**
 * `frame` returned `result`: closes the suspended generators its locals hold, and those it owns,
 * that nothing reaches any more; the caller owns the rest.
 */
export function closeAbandoned(rt: Interpreter, frame: Frame, result: PyValue): void {
  const candidates: PyGenerator[] = [];
  suspendedIn(frame, candidates);
  for (const g of frame.owned ?? []) if (closable(g) && !candidates.includes(g)) candidates.push(g);
  closeUnreached(rt, candidates, result, frame.generatorsAtStart);
  passOn(rt, frame);
}

/**
 * `frame` is left by `e`: the generators it owns that only its expressions held are freed as the
 * exception unwinds it (its locals live on in the traceback); the caller owns the rest.
 */
export function closeAbandonedUnwinding(rt: Interpreter, frame: Frame, e: PyValue): void {
  const candidates = (frame.owned ?? []).filter(closable);
  closeUnreached(rt, candidates, e, frame.generatorsAtStart);
  passOn(rt, frame);
}

/** The generators `frame` still owns go to the frame its caller's statements run in. */
function passOn(rt: Interpreter, frame: Frame): void {
  const owned = frame.owned;
  frame.owned = null;
  if (owned === null) return;
  const owner = ownerOf(rt);
  if (owner === null) return;
  for (const g of owned) if (g.core.state !== 'closed') (owner.owned ??= []).push(g);
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
  for (const f of exceptionState(e).frames)
    if (f.kind === 'function' && (f.gen === null || f.gen.state === 'closed') && !running.has(f)) suspendedIn(f, candidates);
  closeUnreached(rt, candidates, null, cascadeSince(rt.current));
}

/**
 * A generator freed while suspended was closed (`finalize`): CPython clears its frame then, so the
 * suspended generators only its locals held go too (a pipeline stage dropped closes the stage it
 * was reading). Only those made since `since`: values the body yielded before may still sit in
 * the expressions of frames that started earlier, where the walk cannot see them. A body that
 * ends otherwise (returns, raises) is not followed: what it yielded may be in flight (`list(g)`).
 */
export function closeAbandonedByBody(rt: Interpreter, frame: Frame, since: number): void {
  const candidates: PyGenerator[] = [];
  suspendedIn(frame, candidates);
  closeUnreached(
    rt,
    candidates.filter((g) => g.core.ordinal > since),
    null,
    since,
  );
}

/**
 * The `since` of `finalize` for generators freed while `f` runs: its `generatorsAtStart` when it
 * is a function's or the module's frame (what the frames below hold in flight was made before it
 * started); none in a generator's body, whose resumers may hold what it yielded.
 */
export function cascadeSince(f: Frame | null): number | undefined {
  return f !== null && f.gen === null && (f.kind === 'function' || f.kind === 'module') ? f.generatorsAtStart : undefined;
}

/** Notes the suspended generators `frame`'s locals hold. */
function suspendedIn(frame: Frame, into: PyGenerator[]): void {
  const note = (v: PyValue | undefined) => {
    if (v instanceof PyGenerator && v.core.state === 'suspended' && v.core.frame !== null && !into.includes(v)) into.push(v);
  };
  for (const v of frame.fast) note(v);
  for (let i = 0; i < frame.code.ownCells; i++) note(frame.cells[i].v);
}

/**
 * Closes those of `candidates` nothing reaches (`extraRoot` aside), in order: CPython clears a
 * frame's locals in slot order. Returns whether the walk could tell (false: all stay open).
 */
function closeUnreached(rt: Interpreter, candidates: readonly PyGenerator[], extraRoot: PyValue, since?: number): boolean {
  if (candidates.length === 0 || rt.walkBudget <= 0) return false;
  const reached = reachedOf(rt, candidates, extraRoot);
  if (reached === null) return false;
  for (const g of candidates) if (!reached.has(g.core)) finalize(g.core, since);
  return true;
}

/**
 * Objects a walk visits at most: a program that leaves a generator suspended on every call of a
 * function over a large heap would otherwise walk the heap on every return. Past it the walk
 * proves nothing, and the generators stay open.
 */
const MAX_WALK = 20_000;

/**
 * Which of `targets` are garbage CPython's reference counting frees: not reached from the running
 * program, nor from their own frames (a generator in a reference cycle waits for the cyclic
 * collector, at a moment no trace can predict: it is left open). Null when the walk met an object
 * it cannot see into, or too many.
 */
function reachedOf(rt: Interpreter, targets: readonly PyGenerator[], extraRoot: PyValue): Set<Suspended> | null {
  const walk = new Walk(rt, targets);
  walk.values.push(extraRoot, ...rt.handling);
  for (let f = rt.current; f !== null; f = f.parent) walk.frame(f);
  if (!walk.run()) return null;
  const reached = new Set(walk.reached);
  for (const t of targets) {
    if (reached.has(t.core)) continue;
    const cycle = walk.from(t);
    if (cycle === null) return null;
    if (cycle) reached.add(t.core);
  }
  return reached;
}

/** One walk over the object graph, from what `values` and `frames` hold, noting which of the wanted generators it meets. */
class Walk {
  readonly values: PyValue[] = [];
  private readonly frames: Frame[] = [];
  private wanted: Set<Suspended>;
  reached = new Set<Suspended>();
  private seen = new Set<PyObj>();
  private seenMaps = new Set<Map<unknown, unknown>>();
  private seenFrames = new Set<Frame>();
  /** The id of the oldest wanted generator: an object made before it cannot have been made from it. */
  private readonly oldest: number;

  constructor(
    private readonly rt: Interpreter,
    targets: readonly PyGenerator[],
  ) {
    this.wanted = new Set(targets.map((t) => t.core));
    let oldest = Number.POSITIVE_INFINITY;
    for (const t of targets) oldest = Math.min(oldest, t.id);
    this.oldest = oldest;
  }

  frame(f: Frame | null): void {
    if (f !== null && !this.seenFrames.has(f)) {
      this.seenFrames.add(f);
      this.frames.push(f);
    }
  }

  /**
   * Whether `t`'s own frame reaches `t` again through objects this walk has not met (those it met
   * are reachable from the program, and do not reach `t`); null when it cannot tell.
   */
  from(t: PyGenerator): boolean | null {
    const saved = [this.wanted, this.reached, this.seen, this.seenMaps, this.seenFrames] as const;
    this.wanted = new Set([t.core]);
    this.reached = new Set();
    this.seen = new Set(saved[2]);
    this.seenMaps = new Set(saved[3]);
    this.seenFrames = new Set(saved[4]);
    this.frame(t.core.frame);
    this.values.push(t.core.delegate);
    const told = this.run();
    const cycle = this.reached.has(t.core);
    [this.wanted, this.reached, this.seen, this.seenMaps, this.seenFrames] = saved;
    return told ? cycle : null;
  }

  private all(vs: Iterable<PyValue>): void {
    for (const v of vs) this.values.push(v);
  }

  private map(m: Map<unknown, PyValue> | null): void {
    if (m === null || this.seenMaps.has(m)) return;
    this.seenMaps.add(m);
    for (const v of m.values()) this.values.push(v);
  }

  /** Walks to the end; false when it met an object it cannot see into, or too many. */
  run(): boolean {
    const { values, frames, rt } = this;
    while (values.length > 0 || frames.length > 0) {
      const f = frames.pop();
      if (f !== undefined) {
        for (const v of f.fast) if (v !== undefined) values.push(v);
        for (const c of f.cells) if (c.v !== undefined) values.push(c.v);
        this.map(f.ns);
        this.map(f.globals);
        if (f.func) values.push(f.func);
        if (f.held !== null) this.all(f.held);
        continue;
      }
      const o = values.pop();
      if (!(o instanceof PyObj) || o.id < 0 || this.seen.has(o)) continue;
      this.seen.add(o);
      rt.walkBudget--;
      if (this.seen.size > MAX_WALK) return false;
      if (!this.into(o)) return false;
    }
    return true;
  }

  /** Notes what `o` refers to; false when the walk cannot see into it. */
  private into(o: PyObj): boolean {
    const values = this.values;
    switch (o.constructor) {
      case PyList:
      case PyTuple:
        this.all((o as PyList | PyTuple).items);
        values.push(o.cls);
        this.map((o as PyList).attrs ?? null);
        break;
      case PyDict:
      case AttrsDict:
        (o as PyDict).map.forEach((entry) => {
          values.push(entry[0], entry[1]);
        });
        if (o instanceof AttrsDict) values.push(o.owner);
        values.push(o.cls);
        this.map((o as PyDict).attrs ?? null);
        break;
      case PySet:
        this.all((o as PySet).map.values());
        values.push(o.cls);
        this.map((o as PySet).attrs ?? null);
        break;
      case PyInstance: {
        const inst = o as PyInstance;
        this.map(inst.attrs);
        values.push(inst.type);
        if (inst.native === undefined) break;
        // An exception's own state: its arguments, chained exceptions and the frames of its traceback (which keep their locals alive).
        if (!isException(inst)) return false;
        const st = exceptionState(inst);
        this.all(st.args);
        values.push(st.cause, st.context);
        for (const tf of st.frames) this.frame(tf);
        break;
      }
      case PyClass: {
        const cls = o as PyClass;
        // A class of the runtime holds only the runtime's objects.
        if (!cls.heap) break;
        this.map(cls.dict);
        this.all(cls.mro);
        this.map(cls.definingGlobals);
        break;
      }
      case PyFunction: {
        const fn = o as PyFunction;
        this.map(fn.globals);
        this.map(fn.kwDefaults);
        this.map(fn.dict);
        this.all(fn.defaults);
        values.push(fn.annotations, fn.ownerClass);
        for (const c of fn.closure ?? []) if (c.v !== undefined) values.push(c.v);
        break;
      }
      case PyBoundMethod:
        values.push((o as PyBoundMethod).self, (o as PyBoundMethod).func);
        break;
      case PyOpaque: {
        // A runtime's object whose one Python value is its payload (a contextmanager's generator) is seen into.
        const payload = (o as PyOpaque).payload;
        if (payload === undefined || payload === null || payload instanceof PyObj || ['string', 'number', 'bigint', 'boolean'].includes(typeof payload)) {
          values.push(payload as PyValue);
          break;
        }
        if (o.id < this.oldest) break;
        return false;
      }
      case PyBuiltin:
        // A builtin made before the generators (a dataclass's __init__, a module's function) holds none of them, unless
        // through a container it captured: a container only a builtin holds is rare enough, and the program's own
        // containers are walked. One made since may have been made from them. (The same for a runtime's object.)
        if (o.id < this.oldest) break;
        return false;
      case PyModule:
      case PyRange:
      case PyBytes:
        // A module of the runtime (the program's own modules are namespaces, not objects), and values holding no objects.
        break;
      case PyGenerator:
      case PyCoroutine: {
        const core = (o as PyGenerator).core;
        if (this.wanted.has(core)) this.reached.add(core);
        // A finished body's frame is cleared: it holds nothing any more.
        if (core.state === 'closed') break;
        // A generator expression holds its source iterator in the JS closure of its body, out of the walk's sight.
        if (core.frame?.kind === 'comprehension') return false;
        this.frame(core.frame);
        values.push(core.delegate);
        break;
      }
      case PyGenericAlias:
        values.push((o as PyGenericAlias).origin);
        this.all((o as PyGenericAlias).args);
        break;
      default: {
        const of = declared.get(o.constructor);
        if (of === undefined) return false;
        this.all(of(o));
      }
    }
    return true;
  }
}
