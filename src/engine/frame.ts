/** Compiled code blocks, the frames that run them, and the interface the interpreter reports to. */
import type { PyGenerator, Suspended } from './generators';
import type { Interpreter } from './interpreter';
import type { Expr, Params, Span, Stmt } from './syntax/ast';
import type { PyFunction, PyInstance, PyValue } from './values';

/** A variable an inner function closes over (CPython's cell): shared by the frames that see it. */
export interface Cell {
  v: PyValue | undefined;
}

/** How a block left: normally, or by `break`, `continue` or `return` (the value in `Frame.ret`). */
export const NORMAL = 0;
export const BREAK = 1;
export const CONTINUE = 2;
export const RETURN = 3;
export type Signal = typeof NORMAL | typeof BREAK | typeof CONTINUE | typeof RETURN;

/** A compiled statement. */
export type Exec = (f: Frame) => Signal;
/** A compiled expression. */
export type Eval = (f: Frame) => PyValue;

/**
 * A compiled code block, made once per source text (like CPython's code object) and shared by
 * every run: it holds no run state. Local slots are decided by the resolver (`resolve.ts`).
 */
export interface Code {
  readonly kind: 'module' | 'class' | 'function' | 'comprehension';
  /** `<module>`, the class or function name, `<lambda>`, `<listcomp>`... */
  readonly name: string;
  readonly file: string;
  /** Names of the fast local slots. */
  readonly fast: readonly string[];
  /** Names of the cell slots: own cells first, then free variables. */
  readonly cells: readonly string[];
  /** How many of `cells` this code's frames create (the rest come from the function's closure). */
  readonly ownCells: number;
  /** Own locals in the order a reader expects them (parameters first): slot, and whether it is a cell. */
  readonly localOrder: readonly { readonly name: string; readonly slot: number; readonly cell: boolean }[];
  /** Where each parameter goes, in `Params` order (positional, keyword-only, *args, **kwargs): fast slot `i`, or cell `~i`. */
  readonly paramSlots: readonly number[];
  readonly params: Params | null;
  /** The body, for code that cannot suspend (null for generator and coroutine bodies). */
  readonly body: Exec | null;
  /** Generator, coroutine or neither (a `def` with `yield`, an `async def`). */
  readonly flavor: 'plain' | 'generator' | 'coroutine' | 'async_generator';
  /** The body as a resumable JS generator, for generators and coroutines. */
  readonly resumable: ((f: Frame) => Generator<PyValue, PyValue, PyValue>) | null;
  /**
   * For a lambda: the statement it is written in, whose line its line events count as
   * (the contract maps every line to its innermost statement).
   */
  readonly ownerStmt: Stmt | null;
  readonly docstring: string | null;
  readonly firstLine: number;
}

/** A running code block: a module, a class body, a function call or a comprehension. */
export class Frame {
  /** Fast locals by slot (`undefined` while unbound). */
  readonly fast: (PyValue | undefined)[];
  /** Own cells, then the closure's cells. */
  readonly cells: Cell[];
  /** The statement being executed. */
  stmt: Stmt | null = null;
  /** Line of the instruction being executed; a change of line is a CPython `line` event. */
  line = 0;
  /** Set by a loop that jumps back to the start of its body: the next statement is a `line` event. */
  jump = false;
  /**
   * While a definition's decorators are evaluated (they belong to no statement): the line their
   * events read as, the owning header's line, or -1 for each event's own line.
   */
  decoratorLine: number | null = null;
  /** The value a `return` left. */
  ret: PyValue = null;
  /** The generator or coroutine whose body this frame runs. */
  gen: Suspended | null = null;
  /** What the tracer keeps of this frame between steps (the recorder: its last view of it). */
  traceState: unknown = null;
  /** The step the tracer recorded for the statement running now (-1: none while the frame is not running). */
  openStep = -1;
  /** The interpreter's `generatorsMade` when this function frame started (see `abandoned-generators.ts`). */
  generatorsAtStart = 0;
  /** The generators this function or module frame owns (made since it started, not closed yet): `abandoned-generators.ts`. */
  owned: PyGenerator[] | null = null;
  /** What its compound statements hold while their bodies run (a loop's iterable, a manager): `abandoned-generators.ts`'s `hold`. */
  held: PyValue[] | null = null;

  constructor(
    readonly code: Code,
    readonly rt: Interpreter,
    readonly globals: Map<string, PyValue>,
    /** Module globals or a class namespace; empty for function frames. */
    readonly ns: Map<string, PyValue>,
    /** The frame that called this one (for a generator: the one that resumed it). */
    public parent: Frame | null,
    /** Whether the contract traces this frame's lines (the script's top level and any function). */
    readonly traced: boolean,
    /** `<module>`, a class's qualified name, or the function's qualified name. */
    readonly name: string,
    closure: readonly Cell[] | null,
    /** The function this frame runs (zero-argument `super()` reads its class). */
    readonly func?: PyFunction,
  ) {
    this.fast = code.fast.length ? new Array(code.fast.length).fill(undefined) : [];
    const own = code.ownCells;
    if (code.cells.length === 0) this.cells = [];
    else {
      this.cells = new Array(code.cells.length);
      for (let i = 0; i < own; i++) this.cells[i] = { v: undefined };
      for (let i = own; i < code.cells.length; i++) this.cells[i] = closure?.[i - own] ?? { v: undefined };
    }
  }

  get file(): string {
    return this.code.file;
  }

  get kind(): Code['kind'] {
    return this.code.kind;
  }

  /** The frame's own bound variables in reading order: a function's locals, a module's or class's namespace. */
  *locals(): Generator<[string, PyValue]> {
    if (this.code.kind === 'module' || this.code.kind === 'class') {
      yield* this.ns;
      return;
    }
    for (const l of this.code.localOrder) {
      const v = l.cell ? this.cells[l.slot].v : this.fast[l.slot];
      if (v !== undefined) yield [l.name, v];
    }
  }
}

/** What the interpreter reports while it runs; the trace recorder implements it. */
export interface Tracer {
  /**
   * A statement in `frame` is about to run. `lineEvent`: whether CPython reports a `line`
   * event here (the line changed in this frame, or a loop jumped back), which is what the
   * contract's statement list records; a second statement on the same line is not one.
   */
  statement(frame: Frame, stmt: Stmt, lineEvent: boolean): void;
  /**
   * The instruction line changed inside the current statement (or a comprehension looped).
   * `rawLine` is for lines outside any statement's range (a decorator's), reported as they are.
   */
  lineEvent(frame: Frame, rawLine?: number): void;
  /** A call at `node` is about to run `callee` (arguments already evaluated). */
  call(frame: Frame, node: Expr, callee: PyValue): void;
  /** A Python function's frame is returning `value`. */
  returned(frame: Frame, value: PyValue): void;
  /** `exc` was raised in `frame` at `span`. */
  raised(frame: Frame, exc: PyInstance, span: Span): void;
  /**
   * The reference tracer died: CPython removes a trace function that raises (a RecursionError
   * hits the tracer's own code first), so the contract's statement list records no more lines.
   */
  haltStatements(): void;
  /** The script's top level ran to its end without an exception. */
  finished(frame: Frame): void;
  /** A frame starts (or resumes) running / stops (returns, raises or suspends). */
  enter(frame: Frame): void;
  leave(frame: Frame): void;
}
