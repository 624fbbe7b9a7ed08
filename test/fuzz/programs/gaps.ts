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
  'late-operand-line':
    "an operand on a later line than its expression starts, after a call returns, in a match guard whose case body shares that line: the reference tracer reads the line as the body statement's, the engine as the match's",
} as const;

/**
 * Gaps the engine has closed: the grammar generates them again; the names stay until the call
 * sites drop their conditions.
 */
const CLOSED = [
  'kwargs-duplicate-message',
  'augassign-message',
  'float-trailing-dot',
  'int-real',
  'str-start-end',
  'int-parse-base',
  'percent-unused-args',
  'iterator-type-names',
  'rsplit-whitespace',
  'super-calls-repr',
  'exception-super-init',
  'explicit-base-init',
  'huge-index',
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
  'percent-format',
  'mixed-sort-message',
  'int-hash',
  'int-methods',
  'int-float-compare',
  'zip-strict',
  'dunder-protocols',
  'str-index-message',
  'int-true-division',
  'cause-default-none',
  'sequence-repeat-message',
  'async-generators',
  'async-comprehensions',
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
