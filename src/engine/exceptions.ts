/**
 * Python exceptions: the class hierarchy of CPython's builtins, and how a raised
 * exception travels through the engine (as a thrown `PyInstance`, never a JS Error).
 */
import { spendWork } from './context';
import type { Frame } from './frame';
import { objectType, PyClass, PyInstance, type PyValue } from './values';

/** One line of a Python traceback. */
export interface TracebackEntry {
  readonly file: string;
  readonly line: number;
  readonly func: string;
}

/** What the engine keeps on an exception instance beside its Python attributes. */
export interface ExceptionState {
  /** `e.args`. */
  args: readonly PyValue[];
  /** Outermost frame first, as Python prints it. */
  traceback: TracebackEntry[];
  /** The frames already in `traceback`, so each frame is added once as the exception unwinds. */
  frames: Frame[];
  /** `__cause__` (`raise ... from cause`; null for None). */
  cause: PyValue;
  /** `__context__`: the exception being handled when this one was raised (null for None). */
  context: PyValue;
  /** `__suppress_context__` (set by `raise ... from`). */
  suppressContext: boolean;
  /** `add_note()`'s notes (`__notes__`), when any. */
  notes: PyValue | undefined;
  /** Attributes some exception classes keep beside `args` (ImportError's `name` and `path`). */
  extra?: Map<string, PyValue>;
}

const baseException = new PyClass('BaseException', [objectType]);

function sub(name: string, base: PyClass): PyClass {
  return new PyClass(name, [base]);
}

const exception = sub('Exception', baseException);
const arithmetic = sub('ArithmeticError', exception);
const lookup = sub('LookupError', exception);
const nameError = sub('NameError', exception);
const valueError = sub('ValueError', exception);
const unicodeError = sub('UnicodeError', valueError);
const runtimeError = sub('RuntimeError', exception);
const importError = sub('ImportError', exception);
const osError = sub('OSError', exception);
const connectionError = sub('ConnectionError', osError);
const syntaxError = sub('SyntaxError', exception);
const indentationError = sub('IndentationError', syntaxError);
const warning = sub('Warning', exception);

/** The builtin exception classes, by name (CPython 3.11's hierarchy). */
export const exc = {
  BaseException: baseException,
  Exception: exception,
  GeneratorExit: sub('GeneratorExit', baseException),
  KeyboardInterrupt: sub('KeyboardInterrupt', baseException),
  SystemExit: sub('SystemExit', baseException),
  ArithmeticError: arithmetic,
  FloatingPointError: sub('FloatingPointError', arithmetic),
  OverflowError: sub('OverflowError', arithmetic),
  ZeroDivisionError: sub('ZeroDivisionError', arithmetic),
  AssertionError: sub('AssertionError', exception),
  AttributeError: sub('AttributeError', exception),
  BufferError: sub('BufferError', exception),
  EOFError: sub('EOFError', exception),
  ImportError: importError,
  ModuleNotFoundError: sub('ModuleNotFoundError', importError),
  LookupError: lookup,
  IndexError: sub('IndexError', lookup),
  KeyError: sub('KeyError', lookup),
  MemoryError: sub('MemoryError', exception),
  NameError: nameError,
  UnboundLocalError: sub('UnboundLocalError', nameError),
  OSError: osError,
  BlockingIOError: sub('BlockingIOError', osError),
  ChildProcessError: sub('ChildProcessError', osError),
  ConnectionError: connectionError,
  BrokenPipeError: sub('BrokenPipeError', connectionError),
  ConnectionAbortedError: sub('ConnectionAbortedError', connectionError),
  ConnectionRefusedError: sub('ConnectionRefusedError', connectionError),
  ConnectionResetError: sub('ConnectionResetError', connectionError),
  FileExistsError: sub('FileExistsError', osError),
  FileNotFoundError: sub('FileNotFoundError', osError),
  InterruptedError: sub('InterruptedError', osError),
  IsADirectoryError: sub('IsADirectoryError', osError),
  NotADirectoryError: sub('NotADirectoryError', osError),
  PermissionError: sub('PermissionError', osError),
  ProcessLookupError: sub('ProcessLookupError', osError),
  TimeoutError: sub('TimeoutError', osError),
  ReferenceError: sub('ReferenceError', exception),
  RuntimeError: runtimeError,
  NotImplementedError: sub('NotImplementedError', runtimeError),
  RecursionError: sub('RecursionError', runtimeError),
  StopAsyncIteration: sub('StopAsyncIteration', exception),
  StopIteration: sub('StopIteration', exception),
  SyntaxError: syntaxError,
  IndentationError: indentationError,
  TabError: sub('TabError', indentationError),
  SystemError: sub('SystemError', exception),
  TypeError: sub('TypeError', exception),
  ValueError: valueError,
  UnicodeError: unicodeError,
  UnicodeDecodeError: sub('UnicodeDecodeError', unicodeError),
  UnicodeEncodeError: sub('UnicodeEncodeError', unicodeError),
  UnicodeTranslateError: sub('UnicodeTranslateError', unicodeError),
  Warning: warning,
  BytesWarning: sub('BytesWarning', warning),
  DeprecationWarning: sub('DeprecationWarning', warning),
  EncodingWarning: sub('EncodingWarning', warning),
  FutureWarning: sub('FutureWarning', warning),
  ImportWarning: sub('ImportWarning', warning),
  PendingDeprecationWarning: sub('PendingDeprecationWarning', warning),
  ResourceWarning: sub('ResourceWarning', warning),
  RuntimeWarning: sub('RuntimeWarning', warning),
  SyntaxWarning: sub('SyntaxWarning', warning),
  UnicodeWarning: sub('UnicodeWarning', warning),
  UserWarning: sub('UserWarning', warning),
};

/** Makes an exception instance of `cls` with these args (not yet raised). */
export function newException(cls: PyClass, args: readonly PyValue[]): PyInstance {
  const e = new PyInstance(cls);
  e.native = { args, traceback: [], frames: [], cause: null, context: null, suppressContext: false, notes: undefined } satisfies ExceptionState;
  return e;
}

/** An ImportError or ModuleNotFoundError naming the module (`e.name`), as CPython raises them. */
export function importErrorFor(cls: PyClass, message: string, name: string): PyInstance {
  const e = pyError(cls, message);
  exceptionState(e).extra = new Map([['name', name]]);
  return e;
}

/** The exception to `throw` for a Python error with a plain message. */
export function pyError(cls: PyClass, message?: string): PyInstance {
  return newException(cls, message === undefined ? [] : [message]);
}

export function isException(v: unknown): v is PyInstance {
  return v instanceof PyInstance && v.type.isSubclassOf(baseException);
}

export function exceptionState(e: PyInstance): ExceptionState {
  if (!e.native)
    e.native = { args: [], traceback: [], frames: [], cause: null, context: null, suppressContext: false, notes: undefined } satisfies ExceptionState;
  return e.native as ExceptionState;
}

export function exceptionArgs(e: PyInstance): readonly PyValue[] {
  return exceptionState(e).args;
}

/**
 * `raise exc from cause`: sets `__cause__` (None allowed) and `__suppress_context__`.
 * Raises TypeError when `cause` is neither an exception nor None (a class is instantiated
 * by the caller first).
 */
export function setCause(e: PyInstance, cause: PyValue): void {
  if (cause !== null && !isException(cause)) throw pyError(exc.TypeError, 'exception causes must derive from BaseException');
  const st = exceptionState(e);
  st.cause = cause;
  st.suppressContext = true;
}

/**
 * Records the exception being handled when `e` was raised as its `__context__`, as CPython
 * does on every raise inside an `except` or `finally` block (never making a cycle).
 */
export function setContext(e: PyInstance, handling: PyInstance | undefined): void {
  if (!handling || handling === e) return;
  // Break a cycle the way CPython does: cut `e` out of the handled exception's context chain.
  let o: PyInstance = handling;
  for (let st = exceptionState(o); st.context instanceof PyInstance; st = exceptionState(o)) {
    if (st.context === e) {
      st.context = null;
      break;
    }
    o = st.context;
  }
  exceptionState(e).context = handling;
}

/**
 * A feature this interpreter does not implement, met while running. Not a Python exception:
 * Python code cannot catch it; the run ends with a problem that names the feature.
 */
export class UnsupportedFeature {
  /** `feature` is a singular noun phrase ("complex number arithmetic"). */
  constructor(readonly feature: string) {}
  get message(): string {
    return `${this.feature} is not supported by this interpreter`;
  }
}

/** Stops the run: `feature` is not supported here (never a silent wrong answer). */
export function unsupported(feature: string): never {
  throw new UnsupportedFeature(feature);
}

export { StepLimitExceeded, spendWork } from './context';

/** Largest container a program may build here; CPython would run out of memory long before it mattered for this walkthrough. */
export const MAX_ITEMS = 10_000_000;

export function checkSize(n: number | bigint): void {
  if (n > MAX_ITEMS) throw newException(exc.MemoryError, []);
  spendWork(Number(n));
}
