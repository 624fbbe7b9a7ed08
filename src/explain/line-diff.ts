/**
 * A line diff of two texts for reading side by side: rows pairing each line with its
 * counterpart (equal lines, changed lines, lines only one side has), and long runs of equal
 * lines folded so the changes stay on screen.
 */
import { commonPairs } from './myers';

/** One line of one side: its 1-based number and text. */
export interface DiffLine {
  readonly n: number;
  readonly text: string;
}

export type DiffRow =
  /** The same line on both sides. */
  | { readonly kind: 'same'; readonly before: DiffLine; readonly after: DiffLine }
  /** A line that differs: removed from the before side, added on the after side, or both (a change). */
  | { readonly kind: 'change'; readonly before: DiffLine | null; readonly after: DiffLine | null }
  /** Equal lines folded away: `rows` are what unfolding shows. */
  | { readonly kind: 'fold'; readonly rows: readonly DiffRow[] };

/** Beyond this many line pairs, Myers' frontier trace would cost too much memory: only the common ends are matched. */
const MAX_CELLS = 4_000_000;

/** Equal lines matched at the start and end, and Myers' matching in between (when small enough). */
function matches(a: readonly string[], b: readonly string[]): [number, number][] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const pairs: [number, number][] = [];
  for (let i = 0; i < head; i++) pairs.push([i, i]);
  if ((midA.length + midB.length) ** 2 <= MAX_CELLS) for (const [x, y] of commonPairs(midA, midB)) pairs.push([head + x, head + y]);
  for (let i = tail; i > 0; i--) pairs.push([a.length - i, b.length - i]);
  return pairs;
}

/**
 * The rows of a side-by-side diff. Runs of more than `2 * context + 2` equal lines keep
 * `context` lines next to each change and fold the rest.
 */
export function lineDiff(before: string, after: string, context = 3): DiffRow[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const rows: DiffRow[] = [];
  let i = 0;
  let j = 0;
  const changes = (toA: number, toB: number) => {
    // Removed and added lines share rows, so a changed line sits beside its replacement.
    while (i < toA || j < toB) {
      rows.push({
        kind: 'change',
        before: i < toA ? { n: i + 1, text: a[i] } : null,
        after: j < toB ? { n: j + 1, text: b[j] } : null,
      });
      if (i < toA) i++;
      if (j < toB) j++;
    }
  };
  for (const [x, y] of matches(a, b)) {
    changes(x, y);
    rows.push({ kind: 'same', before: { n: x + 1, text: a[x] }, after: { n: y + 1, text: b[y] } });
    i = x + 1;
    j = y + 1;
  }
  changes(a.length, b.length);
  return fold(rows, context);
}

function fold(rows: readonly DiffRow[], context: number): DiffRow[] {
  const out: DiffRow[] = [];
  let k = 0;
  while (k < rows.length) {
    if (rows[k].kind !== 'same') {
      out.push(rows[k++]);
      continue;
    }
    let end = k;
    while (end < rows.length && rows[end].kind === 'same') end++;
    const keepBefore = k === 0 ? 0 : context;
    const keepAfter = end === rows.length ? 0 : context;
    if (end - k > keepBefore + keepAfter + 1) {
      out.push(...rows.slice(k, k + keepBefore));
      out.push({ kind: 'fold', rows: rows.slice(k + keepBefore, end - keepAfter) });
      out.push(...rows.slice(end - keepAfter, end));
    } else out.push(...rows.slice(k, end));
    k = end;
  }
  return out;
}

/** Whether the two texts differ at all. */
export function hasChanges(rows: readonly DiffRow[]): boolean {
  return rows.some((r) => r.kind === 'change');
}
