/**
 * The `match` pre-pass. Lezer's Python grammar recognises `match` statements but reads many
 * patterns wrongly (`()`, `{}`, `Cls()`, `{**rest}`, dotted keys, adjacent strings) and no
 * unparenthesized tuple subject (`match x, y:`). So before Lezer runs, this finds every match
 * statement from the tokens — `match` and `case` are soft keywords: a logical line starting with
 * the name `match` and ending in its first top-level `:` is a match statement (no other valid
 * line has that shape), and the lines at its block's first indentation are its `case` clauses —
 * and hands Lezer a copy of the source in which every subject, pattern and guard is blanked to
 * `_` (same length, same line breaks, so every offset stays valid). The converter then reads
 * each subject and guard with Lezer on its own and each pattern with `parse-pattern.ts`, from
 * the tokens kept here.
 */
import { type LogicalLine, logicalLines, type Token } from './tokens';

export interface MatchSource {
  /** The source with subjects and patterns blanked, for Lezer. */
  readonly text: string;
  /** The subject's tokens of each match statement, by the offset of its `match` keyword. */
  readonly subjects: ReadonlyMap<number, readonly Token[]>;
  /** The pattern's tokens of each case clause, by the offset of its `case` keyword. */
  readonly patterns: ReadonlyMap<number, readonly Token[]>;
  /** The guard's tokens (after `if`) of each guarded case clause, by the offset of its `case` keyword. */
  readonly guards: ReadonlyMap<number, readonly Token[]>;
}

/** Whether a logical line is a `match` statement's header. */
function isMatchHeader(line: LogicalLine): boolean {
  const t = line.tokens;
  if (t.length < 3 || t[0].kind !== 'name' || t[0].text !== 'match') return false;
  const colon = firstColon(t, 1);
  return colon === t.length - 1 && colon > 1;
}

/** The first `:` at bracket depth 0 from `start` (a `:=` is a separate token), or -1. */
function firstColon(tokens: readonly Token[], start: number): number {
  for (let i = start; i < tokens.length; i++) if (tokens[i].depth === 0 && tokens[i].text === ':' && tokens[i].kind === 'op') return i;
  return -1;
}

/** Replaces `[from, to)` by `_` and blanks, keeping line breaks (parenthesized when it spans lines). */
export function blank(chars: string[], from: number, to: number): void {
  const multiline = chars.slice(from, to).includes('\n');
  let start = from;
  // `[\n]` has no room for `(_` before its line break: take the blank before it too.
  if (multiline && (chars[from + 1] === '\n' || chars[from + 1] === '\r') && chars[from - 1] === ' ') start = from - 1;
  for (let i = start; i < to; i++) if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
  if (!multiline) {
    chars[start] = '_';
    return;
  }
  chars[start] = '(';
  const name = chars.findIndex((c, i) => i > start && i < to - 1 && c === ' ');
  if (name > 0) chars[name] = '_';
  chars[to - 1] = ')';
}

export function prepareMatches(src: string): MatchSource {
  const subjects = new Map<number, readonly Token[]>();
  const patterns = new Map<number, readonly Token[]>();
  const guards = new Map<number, readonly Token[]>();
  if (!src.includes('match')) return { text: src, subjects, patterns, guards };
  const lines = logicalLines(src);
  // One entry per UTF-16 unit, so offsets stay Lezer's.
  const units = src.split('');
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i];
    if (!isMatchHeader(header)) continue;
    const t = header.tokens;
    const subject = t.slice(1, t.length - 1);
    subjects.set(t[0].from, subject);
    blank(units, subject[0].from, subject[subject.length - 1].to);
    let caseIndent = -1;
    for (let j = i + 1; j < lines.length && lines[j].indent > header.indent; j++) {
      const line = lines[j];
      if (caseIndent < 0) caseIndent = line.indent;
      if (line.indent !== caseIndent) continue;
      const c = line.tokens;
      if (c[0].kind !== 'name' || c[0].text !== 'case') continue;
      const colon = firstColon(c, 1);
      if (colon < 0) continue;
      let end = c.findIndex((x, k) => k > 0 && k < colon && x.depth === 0 && x.kind === 'name' && x.text === 'if');
      if (end < 0) end = colon;
      if (end <= 1) continue;
      patterns.set(c[0].from, c.slice(1, end));
      blank(units, c[1].from, c[end - 1].to);
      // A guard is a named expression (`case x if y := f(x):`), which Lezer's grammar refuses unparenthesized.
      if (end < colon - 1) {
        guards.set(c[0].from, c.slice(end + 1, colon));
        blank(units, c[end + 1].from, c[colon - 1].to);
      }
    }
  }
  return { text: units.join(''), subjects, patterns, guards };
}
