/**
 * The run-time side of the evaluator: frames, calls of Python functions, and what the compiled
 * closures (`compile-*.ts`) share — statement starts, line changes and tracebacks, reported to
 * a `Tracer`. One interpreter per run; compiled code is shared by all runs.
 */
import { bindArguments } from './arguments';
import { type FunctionRunner, type RunContext, spendStep } from './context';
import { exc, exceptionState, isException, pyError, setContext } from './exceptions';
import type { Cell, Code, Exec, Frame as FrameT, Tracer } from './frame';
import { Frame, RETURN, type Signal } from './frame';
import './generator-methods';
import './async-generators';
import { checkOwned, closeAbandoned, closeAbandonedUnwinding, RUN_WALK_BUDGET } from './abandoned-generators';
import { makeGenerator } from './generators';
import type { ModuleRegistry } from './modules';
import type { Kwargs } from './objects';
import { isStackOverflow, RESERVED_FRAMES, RESERVED_FRAMES_UNTRACED } from './stack-limit';
import type { Span, Stmt } from './syntax/ast';
import { PyBoundMethod, PyFunction, type PyInstance, type PyValue } from './values';

export class Interpreter implements FunctionRunner {
  /** Exceptions being handled by enclosing `except` blocks (for a bare `raise` and `__context__`). */
  readonly handling: PyInstance[] = [];
  depth = 0;
  /** Whether a RecursionError has removed CPython's trace function (see `recursionError`). */
  private tracerRemoved = false;
  /** The deepest call depth at which the JS stack ran out (0: it never did); see `stack-limit.ts`. */
  stackOverflowDepth = 0;
  /** The innermost running frame. */
  current: FrameT | null = null;
  /** Generators made so far (a returning function that made one may leave it abandoned: `abandoned-generators.ts`). */
  generatorsMade = 0;
  /** Objects the walks for abandoned generators may still visit in this run. */
  walkBudget = RUN_WALK_BUDGET;

  constructor(
    private readonly ctx: RunContext,
    readonly tracer: Tracer,
    readonly modules: ModuleRegistry,
  ) {
    ctx.functions = this;
    ctx.frameKind = () => {
      const kind = this.current?.kind ?? 'none';
      return kind === 'comprehension' ? 'function' : kind;
    };
    ctx.frameGlobals = () => this.current?.globals ?? null;
    ctx.handledException = () => this.handling[this.handling.length - 1] ?? null;
    ctx.pythonDepth = () => this.depth;
    ctx.frameLocals = () => {
      const f = this.current;
      if (!f) return null;
      // At module level and in a class body the namespace itself; in a function a snapshot (as CPython's locals()).
      if (f.kind === 'module' || f.kind === 'class') return { vars: f.ns, live: true };
      return { vars: new Map(f.locals()), live: false };
    };
  }

  /** Runs a module's code in `globals`. Python exceptions propagate as thrown `PyInstance`s. */
  runModule(code: Code, globals: Map<string, PyValue>, traced: boolean): void {
    const frame = new Frame(code, this, globals, globals, this.current, traced, '<module>', null);
    this.push(frame);
    try {
      (code.body as Exec)(frame);
      if (frame.owned !== null) checkOwned(frame);
      if (traced) this.tracer.finished(frame);
    } catch (e) {
      this.unwinding(e, frame);
      throw e;
    } finally {
      this.pop(frame);
    }
  }

  /** Runs a class body in its namespace `ns` (untraced, as the contract says). */
  /** Runs a class body; a decorated class's body is traced, from its first decorator's line (see compile-class). */
  runClassBody(
    code: Code,
    outer: FrameT,
    ns: Map<string, PyValue>,
    qualname: string,
    closure: readonly Cell[] | null,
    decoratorLine: number | null = null,
  ): void {
    const frame = new Frame(code, this, outer.globals, ns, this.current, decoratorLine !== null, qualname, closure);
    frame.line = code.firstLine;
    this.push(frame);
    if (decoratorLine !== null) {
      frame.line = decoratorLine;
      frame.stmt = { k: 'Pass', line: decoratorLine, span: { from: 0, to: 0, line: decoratorLine, col: 0, endLine: decoratorLine, endCol: 0 } };
      this.tracer.lineEvent(frame, decoratorLine);
    }
    try {
      (code.body as Exec)(frame);
    } catch (e) {
      this.unwinding(e, frame);
      throw e;
    } finally {
      this.pop(frame);
    }
  }

  /**
   * A frame starts (or resumes) running. The tracer hears of it first and `current` changes after,
   * as `pop` does it the other way round, so that the JS stack running out inside either call
   * leaves the two in agreement (see `pop`).
   */
  push(frame: FrameT): void {
    this.tracer.enter(frame);
    this.current = frame;
  }

  pop(frame: FrameT): void {
    if (this.current !== frame) this.abandonAbove(frame);
    this.tracer.leave(frame);
    this.current = frame.parent;
  }

  /**
   * Leaves the frames still running above `frame`: frames whose own leaving ran out of JS stack
   * (the overflow thrown from there on). Only the JS stack running out does that, so the run is
   * stopping with the stack's limit: it is noted here too, in case noting it where it was thrown
   * ran out of stack as well.
   */
  private abandonAbove(frame: FrameT): void {
    for (let f = this.current; f !== null && f !== frame; f = f.parent) {
      this.tracer.leave(f);
      this.current = f.parent;
    }
    // At least one deeper than the frame being left (how many of those above had counted themselves out is not known).
    this.stackOverflowDepth = Math.max(this.stackOverflowDepth, this.depth + 1);
  }

  /** A Python exception gets this frame in its traceback; a JS stack overflow notes how deep the calls went. */
  unwinding(e: unknown, frame: FrameT): void {
    if (isException(e)) this.noteTraceback(e, frame, frame.stmt?.span ?? null);
    else if (this.depth > this.stackOverflowDepth && isStackOverflow(e)) this.stackOverflowDepth = this.depth;
  }

  /** Adds `frame` to the exception's traceback the first time the exception passes through it. */
  noteTraceback(e: PyInstance, frame: FrameT, span: Span | null): void {
    const st = exceptionState(e);
    if (st.frames.includes(frame)) return;
    const first = st.frames.length === 0;
    st.frames.push(frame);
    st.traceback.unshift({ file: frame.file, line: frame.line, func: frame.name });
    // Raised while another is handled: that one is its context (CPython sets it at the raise).
    if (first) setContext(e, this.handling[this.handling.length - 1]);
    if (first && span) this.tracer.raised(frame, e, span);
  }

  /** A new frame for a call of `fn` with its parameters bound. */
  frameFor(fn: PyFunction, args: readonly PyValue[], kwargs: Kwargs): FrameT {
    const code = fn.code;
    const frame = new Frame(code, this, fn.globals, NO_NAMESPACE, this.current, this.ctx.untraced === 0, fn.qualname, fn.closure, fn);
    frame.generatorsAtStart = this.generatorsMade;
    const slots = code.paramSlots;
    const p = code.params;
    // Exactly the positional parameters given, nothing else: bindArguments would copy them as they are.
    const values =
      kwargs === null && p !== null && p.vararg === null && p.kwarg === null && p.kwonly.length === 0 && args.length === p.positional.length
        ? args
        : bindArguments(fn, args, kwargs);
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      if (s >= 0) frame.fast[s] = values[i];
      else frame.cells[~s].v = values[i];
    }
    return frame;
  }

  /**
   * Calls a Python function: binds its arguments, then runs its body to its end and returns what
   * it returned (a generator or coroutine function returns its generator instead).
   *
   * Every JS frame live while the body runs costs stack on each level of a Python recursion, and
   * the JS stack (about 500 KB in a browser's worker) is what limits how deep a script can recurse
   * before CPython's own limit. So this is the one frame a call adds between the caller's
   * compiled call expression and the callee's body: binding, entering and leaving are helpers
   * that return before the body runs, and there is no `finally` (its bookkeeping would live in
   * this frame through the whole body).
   */
  callFunction(fn: PyFunction, args: readonly PyValue[], kwargs: Kwargs): PyValue {
    const frame = this.frameFor(fn, args, kwargs);
    if (fn.code.flavor !== 'plain') return makeGenerator(frame);
    this.enter(frame);
    let signal: Signal;
    try {
      signal = (fn.code.body as Exec)(frame);
    } catch (e) {
      throw this.unwound(e, frame);
    }
    return this.returnFrom(frame, signal);
  }

  /**
   * A call's frame entered, for a compiled call that runs the body itself (see `invoke` in
   * compile-call): of a plain Python function, or of one bound to its first argument (a
   * classmethod, a method fetched before the call); null for anything else, which `call` runs.
   */
  enterCall(callee: PyValue, args: readonly PyValue[], kwargs: Kwargs): FrameT | null {
    let fn = callee;
    let values = args;
    if (callee instanceof PyBoundMethod) {
      fn = callee.func;
      values = [callee.self, ...args];
    }
    if (!(fn instanceof PyFunction) || fn.code.flavor !== 'plain') return null;
    const frame = this.frameFor(fn, values, kwargs);
    this.enter(frame);
    return frame;
  }

  /** A function frame starts running: one level deeper, or CPython's RecursionError past its limit. */
  enter(frame: FrameT): void {
    this.deeper(frame);
    frame.parent = this.current;
    this.push(frame);
  }

  /**
   * A list, set or dict comprehension's frame starts running: in CPython it is a function's frame
   * and counts toward the recursion limit (it leaves with `depth--`). The trace does not show it
   * as a frame of its own (its lines are its statement's), so it is not pushed.
   */
  enterComprehension(frame: FrameT): void {
    this.deeper(frame);
  }

  /**
   * One frame deeper, or CPython's RecursionError past its limit. As CPython 3.11 starts a frame
   * under the reference runner's tracer: past the limit itself the frame does not start (a plain
   * RecursionError at the call); one or two short of it, the trace function the new frame calls
   * cannot start its own frame (plain) or run its comparison ("in comparison"), and raises in the
   * new frame (see `recursionError`). C calls between frames (`enterC`) can skip the tracer's margin.
   */
  private deeper(frame: FrameT): void {
    const depth = ++this.depth;
    const limit = this.ctx.recursionLimit;
    if (depth <= limit - RESERVED_FRAMES) return;
    if (depth > limit - RESERVED_FRAMES_UNTRACED) {
      this.depth--;
      throw pyError(exc.RecursionError, 'maximum recursion depth exceeded');
    }
    if (this.tracerRemoved) return;
    this.depth--;
    throw this.recursionError(frame, depth > limit - RESERVED_FRAMES_UNTRACED - 1 ? '' : ' in comparison');
  }

  enterC(where: string): void {
    if (++this.depth > this.ctx.recursionLimit - RESERVED_FRAMES_UNTRACED) {
      this.depth--;
      throw pyError(exc.RecursionError, `maximum recursion depth exceeded${where}`);
    }
  }

  /** A function frame's body ended with `signal`: it returns what its `return` left, or None. */
  returnFrom(frame: FrameT, signal: Signal): PyValue {
    const result = signal === RETURN ? frame.ret : null;
    try {
      this.tracer.returned(frame, result);
    } finally {
      this.leave(frame);
    }
    if (frame.owned !== null || this.generatorsMade !== frame.generatorsAtStart) closeAbandoned(this, frame, result);
    return result;
  }

  /** A function frame is left by `e` (a Python exception, or the engine stopping); returns `e` to throw on. */
  unwound(e: unknown, frame: FrameT): unknown {
    try {
      this.unwinding(e, frame);
    } finally {
      this.leave(frame);
    }
    if (frame.owned !== null && isException(e)) closeAbandonedUnwinding(this, frame, e);
    return e;
  }

  /** A function frame (or a resumed generator's) stops running. */
  leave(frame: FrameT): void {
    this.depth--;
    this.pop(frame);
  }

  /**
   * The recursion limit met by the reference runner's trace function at the `call` event of a
   * new frame: the error (`where`: "" when the tracer's own frame could not start, " in
   * comparison" when its comparison could not run) is raised in the new frame at its first line,
   * and the raising trace function is removed (no more line events; CPython's own limit, two
   * frames further, is met at later calls).
   */
  private recursionError(frame: FrameT, where: string): PyInstance {
    this.tracerRemoved = true;
    const e = pyError(exc.RecursionError, `maximum recursion depth exceeded${where}`);
    frame.line = frame.code.firstLine;
    this.noteTraceback(e, frame, null);
    this.tracer.haltStatements();
    return e;
  }
}

const NO_NAMESPACE: Map<string, PyValue> = new Map();

/**
 * A statement starts. CPython reports a `line` event when the frame's line changes or a loop
 * jumps back to it (`back`, or `Frame.jump` set by the loop); a second statement on the same
 * line is not one. Untraced statements
 * (the model's module body, class bodies) still count against the step budget.
 */
export function begin(f: FrameT, s: Stmt, back: boolean): void {
  if (f.owned !== null) checkOwned(f);
  const event = back || f.jump || f.line !== s.line;
  f.jump = false;
  f.stmt = s;
  f.line = s.line;
  if (f.traced) f.rt.tracer.statement(f, s, event);
  else spendStep();
}

/**
 * Moves the frame's current instruction to `line`. A change of line is a CPython `line`
 * event; it matters when a traced callee ran in between (the statement shows up again).
 * The compiled closures test `f.line !== line` before calling it: nearly every node is on its
 * frame's current line, and the test inline spares the unoptimized code a call per node.
 */
export function at(f: FrameT, line: number): void {
  if (f.line !== line) {
    f.line = line;
    const d = f.decoratorLine;
    f.rt.tracer.lineEvent(f, d === null ? undefined : d < 0 ? line : d);
  }
}
