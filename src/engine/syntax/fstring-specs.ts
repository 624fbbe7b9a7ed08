/**
 * `f"{x:=5}"`: CPython ends a replacement field's expression at its first top-level `:`, so
 * this is `x` with the format spec `=5` (only `(x:=5)` is a walrus). Lezer reads a walrus and
 * then fails on specs that are no expression (`{n:=^9}`). This pre-pass puts `<` for that `=`
 * in the text Lezer parses (same length, so every position holds); the converter reads the
 * spec's characters from the original source, where the `=` still is.
 */
import { logicalLines } from './tokens';

/** The text for Lezer, with the `=` that starts a format spec after a field's top-level `:` replaced. */
export function prepareFormatSpecs(src: string): string {
  if (!src.includes(':=')) return src;
  let chars: string[] | null = null;
  for (const line of logicalLines(src)) {
    for (const t of line.tokens) {
      if (t.kind !== 'string' || !t.text.includes(':=')) continue;
      const prefix = (/^[a-zA-Z]*/.exec(t.text) as RegExpExecArray)[0];
      if (!/f/i.test(prefix)) continue;
      const q = t.text.startsWith('"""', prefix.length) || t.text.startsWith("'''", prefix.length) ? 3 : 1;
      for (const at of equalsSpecs(t.text, prefix.length + q, t.text.length - q)) {
        chars ??= src.split('');
        chars[t.from + at] = '<';
      }
    }
  }
  return chars ? chars.join('') : src;
}

/** Offsets in `s` (an f-string token, body from `start` to `end`) of each `=` right after a field's top-level `:`. */
function equalsSpecs(s: string, start: number, end: number): number[] {
  const found: number[] = [];
  /** Skips a format spec (nested fields included) from `j`; returns the offset after its closing `}`. */
  const skipSpec = (from: number): number => {
    let nested = 0;
    for (let j = from; j < end; j++) {
      if (s[j] === '{') nested++;
      else if (s[j] === '}') {
        if (nested === 0) return j + 1;
        nested--;
      }
    }
    return end;
  };
  /** Reads a field's expression from `from`; returns the offset after the field. */
  const field = (from: number): number => {
    let depth = 0;
    for (let j = from; j < end; j++) {
      const c = s[j];
      if (c === "'" || c === '"') {
        const k = s.indexOf(c, j + 1);
        if (k < 0) return end;
        j = k;
      } else if (c === '(' || c === '[' || c === '{') depth++;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) return j + 1;
        depth--;
      } else if (depth === 0 && c === ':') {
        if (s[j + 1] === '=') found.push(j + 1);
        return skipSpec(j + 1);
      }
    }
    return end;
  };
  let i = start;
  while (i < end) {
    if (s[i] === '{') {
      if (s[i + 1] === '{') i += 2;
      else i = field(i + 1);
    } else i++;
  }
  return found;
}
