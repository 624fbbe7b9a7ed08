/**
 * Python exceptions: the class hierarchy of CPython's builtins, and how a raised
 * exception travels through the engine (as a thrown `PyInstance`, never a JS Error).
 */
import { spendWork } from './context';
import type { Frame } from './frame';
import { objectType, PyClass, PyInstance, PyTuple, type PyValue } from './values';

/** One line of a Python traceback. */
export interface TracebackEntry {
  readonly file: string;
  readonly line: number;
  readonly func: string;
}

/** What the engine keeps on a raised exception beside its Python attributes. */
export interface ExceptionState {
  /** Outermost frame first, as Python prints it. */
  traceback: TracebackEntry[];
  /** The frames already in `traceback`, so each frame is added once as the exception unwinds. */
  frames: Frame[];
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
const runtimeError = sub('RuntimeError', exception);
const importError = sub('ImportError', exception);

/** The builtin exception classes, by name. */
export const exc = {
  BaseException: baseException,
  Exception: exception,
  KeyboardInterrupt: sub('KeyboardInterrupt', baseException),
  SystemExit: sub('SystemExit', baseException),
  GeneratorExit: sub('GeneratorExit', baseException),
  ArithmeticError: arithmetic,
  ZeroDivisionError: sub('ZeroDivisionError', arithmetic),
  OverflowError: sub('OverflowError', arithmetic),
  LookupError: lookup,
  KeyError: sub('KeyError', lookup),
  IndexError: sub('IndexError', lookup),
  AttributeError: sub('AttributeError', exception),
  NameError: nameError,
  UnboundLocalError: sub('UnboundLocalError', nameError),
  TypeError: sub('TypeError', exception),
  ValueError: valueError,
  UnicodeError: sub('UnicodeError', valueError),
  AssertionError: sub('AssertionError', exception),
  RuntimeError: runtimeError,
  RecursionError: sub('RecursionError', runtimeError),
  NotImplementedError: sub('NotImplementedError', runtimeError),
  StopIteration: sub('StopIteration', exception),
  StopAsyncIteration: sub('StopAsyncIteration', exception),
  MemoryError: sub('MemoryError', exception),
  ImportError: importError,
  ModuleNotFoundError: sub('ModuleNotFoundError', importError),
};

/** Makes an exception instance of `cls` with these args (not yet raised). */
export function newException(cls: PyClass, args: PyValue[]): PyInstance {
  const e = new PyInstance(cls);
  e.attrs.set('args', new PyTuple(args));
  e.native = { traceback: [], frames: [] } satisfies ExceptionState;
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
  if (!e.native) e.native = { traceback: [], frames: [] } satisfies ExceptionState;
  return e.native as ExceptionState;
}

export function exceptionArgs(e: PyInstance): readonly PyValue[] {
  const a = e.attrs.get('args');
  return a instanceof PyTuple ? a.items : [];
}

export { StepLimitExceeded, spendWork } from './context';

/** Largest container a program may build here; CPython would run out of memory long before it mattered for this walkthrough. */
export const MAX_ITEMS = 10_000_000;

export function checkSize(n: number | bigint): void {
  if (n > MAX_ITEMS) throw newException(exc.MemoryError, []);
  spendWork(Number(n));
}
