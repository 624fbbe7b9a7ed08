/**
 * Lezer's grammar misreads a float written with a trailing dot when space and an operator or
 * keyword follow (`2. + 1`, `(2. if c else 1)`): valid Python it reports as a syntax error.
 * This pre-pass writes such a literal's first following blank as `0` (`2.0+ 1`), which keeps
 * every offset, line and column of the source, and leaves strings and comments alone.
 */
import { logicalLines } from './tokens';

export function prepareTrailingDots(src: string): string {
  if (!/\d\.[ \t]/.test(src)) return src;
  let units: string[] | null = null;
  for (const line of logicalLines(src)) {
    const t = line.tokens;
    for (let k = 0; k + 1 < t.length; k++) {
      const tok = t[k];
      if (tok.kind !== 'number' || !tok.text.endsWith('.')) continue;
      const after = src[tok.to];
      if (after !== ' ' && after !== '\t') continue;
      units ??= src.split('');
      units[tok.to] = '0';
    }
  }
  return units ? units.join('') : src;
}
