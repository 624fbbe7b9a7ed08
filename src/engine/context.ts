/**
 * The state of one run: heap numbering and change tracking, the hook that runs Python
 * functions, what `print` wrote, and the work budget. Nothing of a run lives in a module
 * global, so two runs (before and after, the fix lab's checks) can never leak into each other.
 *
 * The engine is synchronous: `run` makes a context active for its whole duration with
 * `withRun` and restores the previous one after, so the object model reaches the active run
 * through `currentRun()` without every allocation carrying it. Outside any run the idle
 * context is active: objects made then (builtin types and functions, runtime modules' constants)
 * are static and get negative ids.
 */
import type { Kwargs } from './objects';
import { DEFAULT_RECURSION_LIMIT } from './stack-limit';
import type { PyClass, PyFunction, PyInstance, PyObj, PyValue } from './values';

/** Allocation and change tracking for the objects of one run. */
export interface HeapState {
  /** The id the next object gets; static objects count down from -1. */
  nextId: number;
  /**
   * Objects created or mutated since the recorder last looked, each once: the first `dirtyCount`
   * entries (the array is reused, never shrunk, so marking an object allocates nothing).
   */
  readonly dirty: (PyObj | undefined)[];
  dirtyCount: number;
}

/**
 * Thrown (instead of a Python exception) when the run exceeds its step budget.
 * Python code cannot catch it.
 */
export class StepLimitExceeded {
  constructor(
    readonly limit: number,
    /** Why the run stopped, when it is not the step budget (an event loop left with nothing to do). */
    readonly reason?: string,
  ) {}
}

/**
 * How much a run may do. Statements count against `steps`; work inside builtins (items iterated,
 * elements allocated) against `work`, so a loop that never reaches a statement
 * (`sum(range(10**12))`) still stops with the limit event instead of hanging the page.
 */
export interface Budget {
  /** Steps the run may take (the step limit): recorded steps plus statements executed untraced. */
  readonly limit: number;
  steps: number;
  spent: number;
  readonly workLimit: number;
  events: number;
  readonly eventLimit: number;
}

function budget(limit: number): Budget {
  return { limit, steps: 0, spent: 0, workLimit: Math.max(1_000_000, limit * 1_000), events: 0, eventLimit: limit * 100 };
}

export class RunContext {
  readonly heap: HeapState;
  /** What `print` wrote during the run, in order. */
  readonly stdout: string[] = [];
  /**
   * What `print()` without `file=` writes to once the program replaced `sys.stdout` (`sys.stdout =
   * buf`, `contextlib.redirect_stdout`): the run's `sys` module installs it to read its `stdout`;
   * undefined while that is still the run's own stream.
   */
  stdoutTarget: (() => PyValue | undefined) | null = null;
  readonly budget: Budget;
  /** Classes defined in the run, by base: `type.__subclasses__()` (the run's own, so runs never see each other's). */
  readonly subclasses = new Map<PyClass, PyClass[]>();
  /** While above zero, new frames are not traced (code CPython runs on another thread: `run_in_executor`). */
  untraced = 0;
  /**
   * `sys.set_asyncgen_hooks` as asyncio sets them while its loop runs: `firstiter` when an async
   * generator is first iterated, `finalizer` kept by it and called when it is freed unfinished.
   */
  asyncGenHooks: { readonly firstiter: (agen: PyValue) => void; readonly finalizer: (agen: PyValue) => void } | null = null;
  /**
   * Runs Python-defined functions: the run's interpreter installs itself here. The object
   * protocol calls its method directly (`currentRun().functions.callFunction`), with no wrapper
   * frame between a call and the callee, since every JS frame a Python call takes costs
   * recursion depth (see `Interpreter.callFunction`).
   */
  functions: FunctionRunner = noInterpreter;
  /** What kind of code the innermost Python frame runs (pydantic asks whether it is called at module level). */
  frameKind: () => 'module' | 'class' | 'function' | 'none' = () => 'none';
  /** The running code's module namespace (`globals()`); the run's interpreter installs it. */
  frameGlobals: () => Map<string, PyValue> | null = () => null;
  /** CPython's recursion limit as `sys.setrecursionlimit` last set it (the interpreter's calls are held to it). */
  recursionLimit = DEFAULT_RECURSION_LIMIT;
  /** How many Python function frames are running (generators' included); the run's interpreter installs it. */
  pythonDepth: () => number = () => 0;
  /** The exception an `except` block is handling now (`sys.exception()`), or null; the run's interpreter installs it. */
  handledException: () => PyInstance | null = () => null;
  /** The running code's local names (`locals()`); `live` at module level, where they are the globals. */
  frameLocals: () => { vars: Map<string, PyValue>; live: boolean } | null = () => null;

  /** How to take back this run's changes to static objects, newest last (see `undoAtEnd`). */
  private readonly undo: (() => void)[] = [];

  constructor(stepLimit: number, firstId = 1) {
    this.heap = { nextId: firstId, dirty: [], dirtyCount: 0 };
    this.budget = budget(stepLimit);
  }

  /**
   * Registers how to take back a change this run makes to a static object (an attribute set on a
   * runtime class every run shares, such as `BaseModel` or `torch.Tensor`): the change holds for
   * the rest of this run, as in Python, and `end` takes it back, so no later run sees it.
   */
  undoAtEnd(undo: () => void): void {
    if (!this.isStatic) this.undo.push(undo);
  }

  /** Takes back this run's changes to static objects, newest first. Called once the run is over. */
  end(): void {
    for (let i = this.undo.length - 1; i >= 0; i--) this.undo[i]();
    this.undo.length = 0;
  }

  /** Whether objects made now are static (made outside any run: negative ids, never dirty). */
  get isStatic(): boolean {
    return this === idle;
  }
}

/** What runs a Python-defined function with its arguments: the run's interpreter. */
export interface FunctionRunner {
  callFunction(fn: PyFunction, args: readonly PyValue[], kwargs: Kwargs): PyValue;
  /** Recursion depth as CPython counts it: Python frames and the C calls that check it (`enterC`). */
  depth: number;
  /**
   * A C-level step CPython counts toward the recursion limit while it runs (a builtin function's
   * call, `repr()` reaching a `__repr__`, a comparison reaching `__eq__`...): one deeper, or its
   * RecursionError, "maximum recursion depth exceeded" + `where`. The caller leaves with `depth--`.
   */
  enterC(where: string): void;
}

const noInterpreter: FunctionRunner = {
  callFunction() {
    throw new Error('no interpreter in this run');
  },
  // Outside a run nothing counts toward a recursion limit.
  get depth() {
    return 0;
  },
  set depth(_: number) {},
  enterC() {},
};

const idle = new RunContext(Number.MAX_SAFE_INTEGER, -1);
let active: RunContext = idle;

/** The run executing now (the idle context outside any run). */
export function currentRun(): RunContext {
  return active;
}

/** Runs `body` with `ctx` active, then restores whatever was active before. */
export function withRun<T>(ctx: RunContext, body: () => T): T {
  const saved = active;
  active = ctx;
  try {
    return body();
  } finally {
    active = saved;
  }
}

/** Makes objects that outlive every run (lazily created builtin types): static, as if made at load time. */
export function asStatic<T>(make: () => T): T {
  return withRun(idle, make);
}

/** The active run's interpreter, as the object protocol reaches it (`frameKind`: pydantic asks whether it is called at module level). */
export const hooks = {
  frameKind(): 'module' | 'class' | 'function' | 'none' {
    return active.frameKind();
  },
  frameGlobals(): Map<string, PyValue> | null {
    return active.frameGlobals();
  },
  frameLocals(): { vars: Map<string, PyValue>; live: boolean } | null {
    return active.frameLocals();
  },
};

/**
 * Runs `body` with every frame it starts untraced, as CPython's tracer (`sys.settrace`, which
 * covers one thread) never sees code that an executor runs on a worker thread.
 */
export function runUntraced<T>(body: () => T): T {
  const run = active;
  run.untraced++;
  try {
    return body();
  } finally {
    run.untraced--;
  }
}

/** One step: a recorded step, or a statement that runs untraced (the model's module body, a class body). */
export function spendStep(): void {
  const b = active.budget;
  if (++b.steps > b.limit) throw new StepLimitExceeded(b.limit);
}

/** A line event that is not a statement (a comprehension's iteration, a line change). */
export function spendEvent(): void {
  const b = active.budget;
  if (++b.events > b.eventLimit) throw new StepLimitExceeded(b.limit);
}

/** `n` units of work inside a builtin. */
export function spendWork(n: number): void {
  const b = active.budget;
  b.spent += n;
  if (b.spent > b.workLimit) throw new StepLimitExceeded(b.limit);
}
