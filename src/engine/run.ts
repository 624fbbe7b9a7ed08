/**
 * The engine's public entry point: run a model module and a scenario script in one
 * namespace and return the trace. Nothing thrown by Python code, and no unsupported
 * or malformed source, escapes as a JS exception: each comes back as data.
 */

import { fixedNamespaceDict } from './attrs-dict';
import './builtins/builtins-module';
import { builtinScope } from './builtins/scope';
import { compileModule } from './compile';
import { asStatic, RunContext, StepLimitExceeded, withRun } from './context';
import { exceptionState, isException, UnsupportedFeature } from './exceptions';
import type { Code } from './frame';
import { Interpreter } from './interpreter';
import { ModuleRegistry } from './modules';
import { Namespace } from './namespace';
import { str } from './repr';
import { isStackOverflow, stackLimitMessage } from './stack-limit';
import { PySyntaxError, UnsupportedSyntax } from './syntax/errors';
import { parseModule } from './syntax/parse';
import { Recorder } from './trace/recorder';
import type { RunEnd, Trace } from './trace/types';
import { exceptionChain, qualifiedTypeName } from './traceback';
import type { PyDict, PyInstance } from './values';

export const DEFAULT_STEP_LIMIT = 10_000;

export interface RunInput {
  /** Source of the module that defines the models (imports typing, torch, pydantic). */
  readonly model: string;
  /** Statements run afterwards in the same global namespace. */
  readonly script: string;
  /** Maximum number of trace steps before the run is stopped (default 10,000). */
  readonly stepLimit?: number;
}

/** Source the engine could not run: a syntax error, or a construct it does not support. */
export interface SourceProblem {
  readonly kind: 'SyntaxError' | 'IndentationError' | 'Unsupported' | 'InternalError';
  /** The whole message, with its kind and place: `SyntaxError: '(' was never closed (script, line 3, column 5)`. */
  readonly message: string;
  /** The message alone, for a reader who sees the kind and the place beside it (`'(' was never closed`). */
  readonly detail: string;
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

export type RunResult = { readonly ok: true; readonly trace: Trace; readonly stdout: string } | { readonly ok: false; readonly problem: SourceProblem };

/**
 * Compiled modules by file name and source text. The app runs the same model source again on
 * every scenario edit and fix-lab check; parsing and compiling it is most of such a run. A
 * compiled module is immutable and holds no run state (each run's frames, namespaces, objects,
 * budget and output live in its `RunContext` and `Frame`s), so reusing it is safe
 * (test/engine/compile-cache.test.ts runs mutating programs back to back, cached and fresh).
 */
const parseCache = new Map<string, Code>();

/** Forgets compiled sources (benchmarks use it to time parsing too). */
export function clearParseCache(): void {
  parseCache.clear();
}

/** Parses and compiles once per distinct source text (both are pure functions of the text); at most 65 kept. */
export function compiledSource(source: string, file: string): Code {
  const key = `${file}\u0000${source}`;
  let code = parseCache.get(key);
  if (!code) {
    code = compileModule(parseModule(source, file));
    if (parseCache.size > 64) parseCache.clear();
    parseCache.set(key, code);
  }
  return code;
}

function problemOf(e: unknown): SourceProblem | null {
  if (e instanceof PySyntaxError) return { kind: e.kind, message: e.message, detail: e.detail, file: e.file, line: e.line, col: e.col };
  if (e instanceof UnsupportedSyntax)
    return { kind: 'Unsupported', message: e.message, detail: `${e.construct} is not supported by this interpreter`, file: e.file, line: e.line, col: e.col };
  return null;
}

/** Runs `model` then `script` and records every step. */
export function run(input: RunInput): RunResult {
  return runRecorded(input, (ctx) => new Recorder(ctx));
}

/** `run` with the recorder a caller makes (tests check every step as it is recorded). */
export function runRecorded(input: RunInput, makeRecorder: (ctx: RunContext) => Recorder): RunResult {
  let model: Code;
  let script: Code;
  try {
    model = compiledSource(input.model, 'model');
    script = compiledSource(input.script, 'script');
  } catch (e) {
    const p = problemOf(e);
    if (p) return { ok: false, problem: p };
    const message = `internal error while parsing: ${String(e)}`;
    return { ok: false, problem: { kind: 'InternalError', message, detail: message, file: 'model', line: 1, col: 0 } };
  }
  const ctx = new RunContext(input.stepLimit ?? DEFAULT_STEP_LIMIT);
  try {
    return withRun(ctx, () => execute(ctx, makeRecorder(ctx), model, script));
  } finally {
    ctx.end();
  }
}

let sharedBuiltinsDict: PyDict | undefined;

/** `__builtins__`: one read-only dict for every run, static (made outside any run's numbering). */
function builtinsDict(): PyDict {
  sharedBuiltinsDict ??= asStatic(() => fixedNamespaceDict(builtinScope, 'changing the builtins namespace (__builtins__)'));
  return sharedBuiltinsDict;
}

/** Runs both modules inside the active run context `ctx`. */
function execute(ctx: RunContext, recorder: Recorder, model: Code, script: Code): RunResult {
  const interp = new Interpreter(ctx, recorder, new ModuleRegistry());
  const globals = new Namespace();
  // As the reference runner's exec leaves them: its `__name__`, then exec's `__builtins__`.
  globals.set('__name__', '__walkthrough__');
  globals.set('__builtins__', builtinsDict());
  let end: RunEnd = { status: 'ok' };
  try {
    interp.runModule(model, globals, false);
    interp.runModule(script, globals, true);
  } catch (e) {
    if (isException(e)) end = errorEnd(e);
    else if (e instanceof UnsupportedFeature) {
      const where = interp.current;
      return {
        ok: false,
        problem: {
          kind: 'Unsupported',
          message: `unsupported: ${e.message}`,
          detail: e.message,
          file: where?.file ?? 'script',
          line: where?.line ?? 1,
          col: 0,
        },
      };
    } else if (e instanceof StepLimitExceeded) {
      recorder.limitReached();
      end = { status: 'limit', limit: e.limit, message: e.reason ?? `Stopped after ${e.limit} steps: the program may be in an endless loop.` };
    } else if (isStackOverflow(e) || interp.stackOverflowDepth > 0) {
      // Once the JS stack ran out, what reaches here may be a consequence (a frame whose unwinding
      // itself ran out of stack leaves the recorder's frame stack unbalanced): the stack is the cause.
      const depth = interp.stackOverflowDepth;
      recorder.limitReached(`stopped at call depth ${depth}: out of JavaScript stack`);
      end = { status: 'limit', limit: depth, message: stackLimitMessage(depth, ctx.recursionLimit) };
    } else {
      const where = interp.current;
      const message = `internal error in the engine: ${e instanceof Error ? e.message : String(e)}`;
      return {
        ok: false,
        problem: {
          kind: 'InternalError',
          message,
          detail: message,
          file: where?.file ?? 'script',
          line: where?.line ?? 1,
          col: 0,
        },
      };
    }
  }
  const trace: Trace = { steps: recorder.finish(), end, statements: recorder.statements, finalGlobals: globals };
  return { ok: true, trace, stdout: ctx.stdout.join('') };
}

function errorEnd(e: PyInstance): RunEnd {
  const full = str(e);
  return {
    status: 'error',
    type: e.type.name,
    message: full.split('\n')[0],
    fullMessage: full,
    traceback: exceptionState(e).traceback.map((t) => ({ ...t })),
    qualifiedType: qualifiedTypeName(e),
    chain: exceptionChain(e),
  };
}
