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
  'super-calls-repr': "super() calls the instance's __repr__, which may read attributes not set yet (fuzz_super_calls_repr)",
  'exception-super-init': 'super().__init__(...) in an Exception subclass (issue10_exception_super_init)',
  'explicit-base-init': 'Exception.__init__(self, ...) is not found on the class (fuzz_exception_init_explicit)',
  'huge-index': 'indexing with an int beyond 64 bits: IndexError "cannot fit \'int\' into an index-sized integer" (fuzz_huge_index)',
  'kwargs-duplicate-message': 'f(x=1, **{"x": 2}): CPython names the function with its module (fuzz_kwargs_duplicate_message)',
  'round-ndigits': 'round(x, n) rounds the decimal text, CPython the exact binary value (issue10_round_float)',
  'float-format-rounding': 'format specs with a precision round half away from zero (issue10_format_half_even)',
  'property-setter': 'property.setter is missing (cls_property_getter_setter)',
  'unicode-title': 'str.title treats non-ASCII letters as word breaks (fuzz_str_unicode_title_words)',
  'float-floordiv': 'float // and % computed as floor(a / b) (fuzz_float_floordiv_exact)',
  'float-overflow': 'float overflow gives inf where CPython raises OverflowError (fuzz_float_pow_overflow, fuzz_int_float_overflow)',
  'class-without-init': 'a class without its own __init__ constructs a bare object (issue10_class_without_init)',
  'cross-type-eq': '== between a list and a tuple, two objects or two types overflows the JS stack (issue10_list_eq_tuple)',
  'pow-mod': 'three-argument pow ignores the modulus (issue10_pow3)',
  'str-find-start': 'str.find ignores its start argument (str_methods_search)',
  'splitlines-keepends': 'str.splitlines(True) drops the line ends (str_methods_split_join)',
  'user-hash': "dict and set ignore a class's __hash__/__eq__ (issue10_set_user_hash)",
  generators: 'yield and yield from are refused (issue10_generator_yield)',
  'not-implemented': 'NotImplemented and reflected operators (issue10_notimplemented)',
  'str-methods': 'str.casefold/swapcase/rindex/rpartition/isdecimal are missing (issue10_str_swapcase)',
  'set-methods': 'set.isdisjoint/symmetric_difference are missing (issue10_set_isdisjoint)',
  'dict-view-set-ops': 'set operations on dict views (issue10_dict_view_set_ops)',
  'raise-from': 'raise ... from sets no __cause__ (issue10_raise_from_cause)',
  'percent-format': '%-formatting with %r, %e, %o, %(name)s (num_percent_formatting)',
  'mixed-sort-message': 'sorted([1, "a"]) names the two types in the other order (issue10_sorted_mixed_types)',
  'int-hash': 'hash(-1) is -2 in CPython (num_hash_ints)',
  'int-methods': 'oct() and int.bit_length are missing (issue10_oct, num_int_bit_methods)',
  'int-float-compare': 'an int above 2**53 compared with a float as a double (num_compare_int_float_big)',
  'zip-strict': 'zip(strict=True) does not raise (issue10_zip_strict)',
  'trace-two-calls-one-line': 'a line with two calls is recorded again after the first returns (issue10_trace_two_calls_one_line)',
  walrus: 'assignment expressions (:=) are refused (flow_walrus)',
  'dunder-protocols': '__iadd__, __abs__, iteration through __getitem__, user iterators (cls_operator_inplace, cls_iterator_class)',
  'exception-context': '__context__ of an exception raised while handling another (err_exception_chaining_context)',
} as const;

export type Gap = keyof typeof GAPS;

const trying = new Set((process.env.FUZZ_TRY_GAPS ?? '').split(',').filter(Boolean));

/** Whether the grammar may generate what the named gap would break. */
export function allowed(gap: Gap): boolean {
  return !(gap in GAPS) || trying.has(gap) || trying.has('all');
}

/** Alternatives that only exist once a gap is closed (or tried): `[...when('gap', a, b)]`. */
export function when<T>(gap: Gap, ...items: T[]): T[] {
  return allowed(gap) ? items : [];
}
