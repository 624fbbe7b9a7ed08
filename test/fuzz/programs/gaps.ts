/**
 * What the general-program grammar leaves out because the engine gets it wrong today.
 *
 * CI must stay green, so the grammar only generates what the engine agrees on with
 * CPython. Each gap names the conformance case that shows it (listed in
 * test/conformance/python/known-failures.txt until fixed). When an engine fix lands,
 * delete its line here and the grammar widens to cover it again. To see whether a gap
 * still holds, generate with it: FUZZ_TRY_GAPS=name[,name...] (or `all`), e.g.
 *   FUZZ_TRY_GAPS=pow-mod npx tsx scripts/fuzz-diff.ts programs 1 300
 */
const GAPS = {
  'kwargs-duplicate-message': 'f(x=1, **{"x": 2}): CPython names the function with its module (fuzz_kwargs_duplicate_message)',
  generators: 'yield and yield from are refused (issue10_generator_yield)',
  'trace-two-calls-one-line': 'a line with two calls is recorded again after the first returns (issue10_trace_two_calls_one_line)',
  walrus: 'assignment expressions (:=) are refused (flow_walrus)',
} as const;

/**
 * Gaps the engine has closed (engine-sem's object protocol, numbers and exceptions work): the
 * grammar generates them again; the names stay until the call sites drop their conditions.
 */
const CLOSED = [
  'super-calls-repr',
  'exception-super-init',
  'explicit-base-init',
  'round-ndigits',
  'float-format-rounding',
  'property-setter',
  'unicode-title',
  'float-floordiv',
  'float-overflow',
  'class-without-init',
  'cross-type-eq',
  'pow-mod',
  'str-find-start',
  'splitlines-keepends',
  'user-hash',
  'not-implemented',
  'str-methods',
  'set-methods',
  'dict-view-set-ops',
  'raise-from',
  'percent-format',
  'mixed-sort-message',
  'int-hash',
  'int-methods',
  'int-float-compare',
  'zip-strict',
  'dunder-protocols',
  'exception-context',
  'huge-index',
] as const;

export type Gap = keyof typeof GAPS | (typeof CLOSED)[number];

const trying = new Set((process.env.FUZZ_TRY_GAPS ?? '').split(',').filter(Boolean));

/** Whether the grammar may generate what the named gap would break. */
export function allowed(gap: Gap): boolean {
  return !(gap in GAPS) || trying.has(gap) || trying.has('all');
}

/** Alternatives that only exist once a gap is closed (or tried): `[...when('gap', a, b)]`. */
export function when<T>(gap: Gap, ...items: T[]): T[] {
  return allowed(gap) ? items : [];
}
