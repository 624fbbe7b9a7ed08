/**
 * A fast-check generator of general Python programs, run after the empty model: typed
 * globals, then definitions (functions, closures, decorators, recursion, classes with
 * dunders, exception hierarchies) and statements over them, and sometimes a last
 * unguarded statement whose exception ends the run. What the engine gets wrong today is
 * left out (gaps.ts) until it is fixed.
 */
import fc from 'fast-check';
import { definition } from './definitions';
import { dictLit, floatLit, intLit, listLit, strLit } from './expressions';
import { finalStatement, statement } from './statements';

const prelude = fc
  .tuple(intLit, intLit, fc.oneof(floatLit, intLit), strLit, strLit, listLit, listLit, dictLit)
  .map(([i0, i1, f0, s0, s1, l0, l1, d0]) =>
    [
      'out = []',
      'errs = []',
      'def clamp(n):',
      '    return n if -10 ** 30 < n < 10 ** 30 else n % 997',
      `i0 = ${i0}`,
      `i1 = ${i1}`,
      `f0 = ${f0}`,
      `s0 = ${s0}`,
      `s1 = ${s1}`,
      `l0 = ${l0}`,
      `l1 = ${l1}`,
      `d0 = ${d0}`,
    ].join('\n'),
  );

/** One general program. */
export const programScript: fc.Arbitrary<string> = fc
  .tuple(
    prelude,
    fc.array(definition, { maxLength: 3 }),
    fc.array(statement, { minLength: 1, maxLength: 10 }),
    fc.option(finalStatement, { freq: 4, nil: undefined }),
  )
  .map(([head, defs, body, last]) => `${[head, ...defs, ...body, ...(last ? [last] : [])].join('\n')}\n`);
