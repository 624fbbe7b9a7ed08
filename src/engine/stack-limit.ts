/**
 * How deep Python calls may nest: CPython's recursion limit, and the JS stack's, which is this
 * engine's own. Each Python call runs as a few nested JS calls (the call expression's closure,
 * `Interpreter.callFunction`, the callee's statement and expression closures), so a deep enough
 * recursion can exhaust the JS stack before CPython's limit — sooner in a browser's Web Worker
 * (about 500 KB of stack) than in Node (about 1 MB). Where that happens CPython would have gone
 * on, so the run stops with a message that names this engine's limit: neither a RecursionError
 * CPython would not raise nor an internal error.
 */

/**
 * Python function frames (generators included) that may run at once: a call deeper than this
 * raises RecursionError. CPython's limit is 1000 frames, of which a script run by the reference
 * runner (`reference/runner.py`) gets 993 for its functions: the rest are its module frame, the
 * runner's, and the trace function's with the comparison it runs (`def f(n): return f(n - 1) if
 * n else 0` returns from `f(992)` and raises from `f(993)`).
 */
export const MAX_DEPTH = 993;

/** The same once the first RecursionError has removed the trace function (two frames fewer in use). */
export const MAX_DEPTH_UNTRACED = 995;

/**
 * Whether a JS exception is the JS engine's stack overflow (V8's and JavaScriptCore's RangeError,
 * SpiderMonkey's InternalError). No regular expression: compiling one needs stack, which is
 * what has run out when this is asked.
 */
export function isStackOverflow(e: unknown): boolean {
  if (e instanceof RangeError) return e.message.includes('call stack');
  return e instanceof Error && e.name === 'InternalError' && e.message.includes('recursion');
}

/** The message a run stopped by the JS stack ends with: the depth it reached, and that the limit is this explainer's. */
export function stackLimitMessage(depth: number): string {
  const where = depth > 0 ? ` at a call depth of ${depth}` : '';
  return `Stopped${where}: this explainer ran out of JavaScript stack, a limit of the explainer that CPython does not have (its recursion limit is 1000 nested calls).`;
}
