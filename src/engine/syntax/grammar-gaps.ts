/**
 * Valid Python that Lezer's grammar refuses (it follows an older Python), made readable to it:
 * - a starred item in a subscript (`a[*b]`, `a[i, *rest]`, Python 3.11) or in a `for`
 *   statement's iterable (`for x in *a, b:`): the `*` is a blank in the text Lezer parses, and
 *   noted at the expression after it (`stars`), which the converter wraps in `Starred`;
 * - a `with` item whose target is no plain name (`with a as b.c:`, `as (x, y)`, `as b[0]`), and
 *   parenthesized with items (`with (open(a) as f, open(b) as g):`, Python 3.10): the header
 *   is blanked to `_` (as the match pre-pass blanks a subject) and its items noted
 *   (`withItems`), each of which the converter reads on its own.
 * A `with` header is rewritten only when each of its items parses on its own, so a mistake in
 * it is still Lezer's to find and CPython's rules to explain. Every rewrite keeps the source's
 * length and line breaks, so all offsets, lines and columns hold.
 */
import { parser } from '@lezer/python';
import { blank } from './match-source';
import { firstErrorOf } from './parse';
import { logicalLines, pythonKeywords, type Token } from './tokens';

export interface Range {
  readonly from: number;
  readonly to: number;
}

/** One item of a `with` statement: its context expression and its target, if any. */
export interface WithPiece {
  readonly context: Range;
  readonly target: Range | null;
}

export interface GrammarGaps {
  /** The source as Lezer is to read it. */
  readonly text: string;
  /** The offset of each `*` blanked, by the offset of the expression it stars. */
  readonly stars: ReadonlyMap<number, number>;
  /** The items of each `with` statement whose header was blanked, by the offset of its `with` keyword. */
  readonly withItems: ReadonlyMap<number, readonly WithPiece[]>;
}

/** No gaps: the source Lezer reads as it is. */
export const noGaps: GrammarGaps = { text: '', stars: new Map(), withItems: new Map() };

/**
 * The text in which the expression written between `from` and `to` stands alone, in
 * parentheses, at its own offsets, lines and columns: everything else is blank but line breaks.
 */
export function exprAloneText(src: string, from: number, to: number): string {
  return `(${src.slice(1, from).replace(/[^\n\r]/g, ' ')}${src.slice(from, to)})`;
}

function parsesAlone(src: string, { from, to }: Range): boolean {
  if (from < 1 || from >= to) return false;
  const text = exprAloneText(src, from, to);
  const tree = parser.parse(text);
  return firstErrorOf(tree, text) === null && tree.topNode.firstChild?.name === 'ExpressionStatement' && !tree.topNode.firstChild.nextSibling;
}

const comparisons = new Set(['<', '>', '==', '>=', '<=', '!=', ':=']);

/** Whether a token ends an operand (so a `[` after it opens a subscript). */
function endsOperand(x: Token): boolean {
  if (x.kind === 'name') return !pythonKeywords.has(x.text) || x.text === 'True' || x.text === 'False' || x.text === 'None';
  return x.kind === 'number' || x.kind === 'string' || x.text === ')' || x.text === ']' || x.text === '}';
}

/** The index of the first token from `start` at depth `depth` with text `text` (before `end`), or -1. */
function find(t: readonly Token[], start: number, end: number, depth: number, text: string): number {
  for (let i = start; i < end; i++) if (t[i].depth === depth && t[i].text === text) return i;
  return -1;
}

/** Where the item holding the token at `i` ends: the next `,` at its depth, or the bracket that closes it. */
function itemEnd(t: readonly Token[], i: number, end: number): number {
  const d = t[i].depth;
  let j = i;
  while (j < end && t[j].depth >= d && !(t[j].depth === d && t[j].text === ',')) j++;
  return j;
}

/** Python's source prepared for Lezer where it refuses valid Python (see the module's comment). */
export function prepareGaps(src: string): GrammarGaps {
  const stars = new Map<number, number>();
  const withItems = new Map<number, WithPiece[]>();
  const units = src.split('');
  const star = (t: readonly Token[], i: number) => {
    stars.set(t[i + 1].from, t[i].from);
    units[t[i].from] = ' ';
  };
  for (const { tokens: t } of logicalLines(src)) {
    const h = t[0].text === 'async' ? 1 : 0;
    const colon = find(t, h + 1, t.length, 0, ':');
    if (t[h].text === 'for') {
      // The iterable is `star_expressions`: a `*` stars a `bitwise_or`, so no comparison or keyword operator stands in its item.
      const end = colon > 0 ? colon : t.length;
      const inAt = find(t, h + 1, end, 0, 'in');
      for (let i = inAt + 1; inAt > 0 && i + 1 < end; i++) {
        if (t[i].depth !== 0 || t[i].text !== '*' || (i !== inAt + 1 && t[i - 1].text !== ',')) continue;
        const itemTo = itemEnd(t, i, end);
        if (
          itemTo > i + 1 &&
          !t.slice(i + 1, itemTo).some((x) => x.depth === 0 && (comparisons.has(x.text) || (x.kind === 'name' && pythonKeywords.has(x.text))))
        )
          star(t, i);
      }
    }
    if (t[h].text === 'with' && colon > h + 1) {
      const items = withPieces(t, h + 1, colon);
      if (items?.every((p) => parsesAlone(src, p.context) && (!p.target || parsesAlone(src, p.target)))) {
        withItems.set(t[h].from, items);
        blank(units, t[h + 1].from, t[colon - 1].to);
      }
    }
    const subscripts: boolean[] = [];
    for (let i = 0; i < t.length; i++) {
      const x = t[i];
      if (x.text === '(' || x.text === '[' || x.text === '{') subscripts.push(x.text === '[' && i > 0 && endsOperand(t[i - 1]));
      else if (x.text === ')' || x.text === ']' || x.text === '}') subscripts.pop();
      else if (x.text === '*' && subscripts[subscripts.length - 1] && (t[i - 1].text === '[' || t[i - 1].text === ',')) {
        // A subscript's `*` stars an `expression`: no slice, named expression or comprehension in its item.
        const end = itemEnd(t, i, t.length);
        if (
          end > i + 1 &&
          !t.slice(i + 1, end).some((y) => y.depth === x.depth && (y.text === ':' || y.text === ':=' || y.text === 'for' || y.text === 'async'))
        )
          star(t, i);
      }
    }
  }
  return { text: stars.size || withItems.size ? units.join('') : src, stars, withItems };
}

/**
 * The items of a `with` header (tokens `[start, end)`) when Lezer cannot read them: a target
 * that is no plain name, or items in parentheses (several, or one with a target). Null when
 * Lezer reads the header as it is.
 */
function withPieces(t: readonly Token[], start: number, end: number): WithPiece[] | null {
  let depth = 0;
  let from = start;
  let to = end;
  if (t[start].text === '(' && t[end - 1].text === ')' && t.slice(start + 1, end - 1).every((x) => x.depth > 0)) {
    // `(...)` around the whole header: items when a `,` or an `as` stands directly inside.
    const inner = t.slice(start + 1, end - 1);
    if (inner.some((x) => x.depth === 1 && (x.text === ',' || x.text === 'as'))) {
      depth = 1;
      from = start + 1;
      to = end - 1;
    }
  }
  // A trailing comma is allowed only inside the parentheses.
  if (depth === 0 && t[to - 1].text === ',') return null;
  const items: WithPiece[] = [];
  let needed = depth === 1;
  for (let i = from; i < to; ) {
    const comma = find(t, i, to, depth, ',');
    const stop = comma < 0 ? to : comma;
    if (stop === i) return null;
    const asAt = find(t, i, stop, depth, 'as');
    const ctxEnd = asAt < 0 ? stop : asAt;
    if (ctxEnd === i || asAt + 1 === stop) return null;
    const target = asAt < 0 ? null : { from: t[asAt + 1].from, to: t[stop - 1].to };
    if (asAt >= 0 && !(stop === asAt + 2 && t[asAt + 1].kind === 'name')) needed = true;
    items.push({ context: { from: t[i].from, to: t[ctxEnd - 1].to }, target });
    i = stop + 1;
  }
  return needed && items.length ? items : null;
}
