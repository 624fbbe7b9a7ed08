/** Frames and scopes of a running program, and the interface the interpreter reports to. */
import type { Expr, Span, Stmt } from './syntax/ast';
import type { PyFunction, PyInstance, PyValue } from './values';

/** A running code block: the script or model module, a class body, or a function call. */
export interface Frame {
  /** `model` or `script`. */
  readonly file: string;
  /** `<module>`, a class name, or the function's qualified name. */
  readonly name: string;
  readonly kind: 'module' | 'class' | 'function';
  readonly globals: Map<string, PyValue>;
  readonly parent: Frame | null;
  /** Whether the contract traces this frame's statements (the script's top level and any function). */
  readonly traced: boolean;
  /** The statement being executed. */
  stmt: Stmt | null;
  /** Line of the instruction being executed; a change of line is a CPython `line` event. */
  line: number;
  /** The function this frame runs (for zero-argument `super()`). */
  readonly func?: PyFunction;
}

/** Name bindings: a function's locals, a class namespace, a comprehension's variables, or module globals. */
export interface Env {
  readonly frame: Frame;
  readonly vars: Map<string, PyValue>;
  readonly kind: 'module' | 'class' | 'function' | 'comprehension';
  /** For functions: the names the compiler made local. */
  readonly localNames: ReadonlySet<string> | null;
  /** For functions: names declared `global` (the rest of `declared` are `nonlocal`). */
  readonly globalNames: ReadonlySet<string> | null;
  readonly declared: ReadonlySet<string> | null;
  /** The lexically enclosing env (a function's defining scope, a comprehension's surrounding one). */
  readonly parent: Env | null;
}

/** What the interpreter reports while it runs; the trace recorder implements it. */
export interface Tracer {
  /** A statement in `frame` is about to run. */
  statement(frame: Frame, stmt: Stmt): void;
  /**
   * The instruction line changed inside the current statement (or a loop jumped back).
   * `rawLine` is for lines outside any statement's range (a decorator's), reported as they are.
   */
  lineEvent(frame: Frame, rawLine?: number): void;
  /** A call at `node` is about to run `callee` (arguments already evaluated). */
  call(frame: Frame, node: Expr, calleeName: string): void;
  /** A Python function's frame is returning `value`. */
  returned(frame: Frame, value: PyValue): void;
  /** `exc` was raised in `frame` at `span`. */
  raised(frame: Frame, exc: PyInstance, span: Span): void;
  /** The script's top level ran to its end without an exception. */
  finished(frame: Frame): void;
  /** A new frame was pushed / popped. */
  enter(frame: Frame, env: Env): void;
  leave(frame: Frame): void;
}
