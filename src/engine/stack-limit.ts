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
 * CPython's recursion limit (`sys.getrecursionlimit()`) until a script sets another: it counts
 * frames, and a script run by the reference runner (`reference/runner.py`) starts with some in
 * use (see `RESERVED_FRAMES`).
 */
export const DEFAULT_RECURSION_LIMIT = 1000;

/**
 * CPython's recursion depth at the script's module level under the reference runner (the
 * runner's frames and the script's module frame): the engine's `depth` counts from there, Python
 * frames and the C calls CPython checks alike (`sys.setrecursionlimit` itself is one: it reports
 * 6 at module level). A new frame past `limit - RESERVED_FRAMES_UNTRACED` does not start; one
 * past `limit - RESERVED_FRAMES` starts, but the trace function it calls cannot (its frame and its
 * comparison need two more): `def f(n): return f(n - 1) if n else 0` returns from `f(992)` and
 * raises from `f(993)` under the limit of 1000.
 */
export const DEPTH_AT_MODULE_LEVEL = 5;
export const RESERVED_FRAMES = 7;

/** The limit of a frame's start, and of a C call's check: what is left once the trace function needs no room (it is removed by the first RecursionError it raises). */
export const RESERVED_FRAMES_UNTRACED = 5;

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
export function stackLimitMessage(depth: number, recursionLimit: number): string {
  const where = depth > 0 ? ` at a call depth of ${depth}` : '';
  return `Stopped${where}: this explainer ran out of JavaScript stack, a limit of the explainer that CPython does not have (its recursion limit is ${recursionLimit} nested calls).`;
}
