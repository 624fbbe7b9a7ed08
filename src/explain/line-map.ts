/**
 * Maps the lines of one source onto another (before.py onto after.py) by a longest common
 * subsequence of their lines, so that steps of the two runs can be compared by position; and
 * the lines of a (possibly edited) excerpt onto the real files' line numbers.
 */
import { type RealLine, realLines, type SideMap } from '../walkthroughs/source-map';

/** For each 1-based line of `from`, the matching 1-based line of `to`, or null when it has none. */
export function mapLines(from: string, to: string): (number | null)[] {
  const a = from.split('\n');
  const b = to.split('\n');
  const n = a.length;
  const m = b.length;
  // LCS table over lines; sources here are a few hundred lines.
  const dp: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) dp[i][j] = a[i] === b[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  const out: (number | null)[] = [null];
  let i = 0;
  let j = 0;
  const map = new Array<number | null>(n).fill(null);
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      map[i] = j + 1;
      i++;
      j++;
    } else if (dp[i + 1][j] >= dp[i][j + 1]) i++;
    else j++;
  }
  out.push(...map);
  return out;
}

/**
 * The line numbers a code pane shows for `source`: the real file's number of each line the
 * walkthrough's excerpt took from the project (index n - 1 for line n), found through the
 * excerpt `source` was edited from, if it was; null for lines of ours and for new lines.
 */
export function shownLines(source: string, excerpt: string, side: SideMap): (RealLine | null)[] {
  const real = realLines(side, excerpt.split('\n').length);
  if (source === excerpt) return [...real];
  const map = mapLines(source, excerpt);
  return source.split('\n').map((_, i) => {
    const at = map[i + 1];
    return at === null || at === undefined ? null : (real[at - 1] ?? null);
  });
}
