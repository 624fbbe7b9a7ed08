/**
 * CPython's pattern errors, before a pattern is translated for JS: a walk over the pattern
 * shaped like CPython 3.11's `re._parser`, raising `re.error` with its message and position
 * ("missing ), unterminated subpattern at position 0", "nothing to repeat", "multiple repeat",
 * "bad character range z-a", "look-behind requires fixed-width pattern", group-name and
 * group-reference errors...). A pattern that passes may still use a construct the translator
 * refuses by name; a pattern CPython rejects never reaches JS's own error messages.
 */
import { newException, type PyInstance } from '../../engine/api';
import { reError } from './translate';

/** `re.error(msg, pattern, pos)`: its str adds the position (and line/column on a multi-line pattern). */
export function patternError(msg: string, pattern: string, pos: number | null): PyInstance {
  let text = msg;
  let lineno: bigint | null = null;
  let colno: bigint | null = null;
  if (pos !== null) {
    const before = pattern.slice(0, pos);
    lineno = BigInt(before.split('\n').length);
    colno = BigInt(pos - (before.lastIndexOf('\n') + 1) + 1);
    text += ` at position ${pos}`;
    if (pattern.includes('\n')) text += ` (line ${lineno}, column ${colno})`;
  }
  const e = newException(reError, [text]);
  e.attrs.set('msg', msg);
  e.attrs.set('pattern', pos === null ? null : pattern);
  e.attrs.set('pos', pos === null ? null : BigInt(pos));
  e.attrs.set('lineno', lineno);
  e.attrs.set('colno', colno);
  return e;
}

type Width = [number, number];
/** What the last item of a sequence was, for a following quantifier. */
type Last = 'none' | 'anchor' | 'repeat' | 'item';

const FLAG_LETTERS = 'aiLmsux';
const CLASS_ESCAPES = 'dDsSwW';
const ANCHOR_ESCAPES = 'AZbB';
const LITERAL_ESCAPES = 'ntrfvax\\';

/** Throws CPython's `re.error` when `re.compile(pattern)` would; `pattern` is already free of verbose-mode spacing. */
export function checkPattern(pattern: string): void {
  let i = 0;
  let groups = 0;
  const names = new Map<string, number>();
  const open = new Set<number>();
  const widths = new Map<number, Width>();
  const fail = (msg: string, pos: number | null): never => {
    throw patternError(msg, pattern, pos);
  };
  const isName = (s: string) => /^[^\d\W]\w*$/u.test(s);

  /** An escape at pattern[i] (a backslash); returns its width, or null for an anchor. */
  const readEscape = (inClass: boolean): Width | null | 'class' => {
    const at = i;
    const c = pattern[i + 1];
    if (c === undefined) fail('bad escape (end of pattern)', at);
    i += 2;
    if (CLASS_ESCAPES.includes(c)) return inClass ? 'class' : [1, 1];
    if (!inClass && ANCHOR_ESCAPES.includes(c)) return null;
    if (c === 'x' || c === 'u' || c === 'U') {
      const len = c === 'x' ? 2 : c === 'u' ? 4 : 8;
      const hex = /^[0-9a-fA-F]*/.exec(pattern.slice(i, i + len))?.[0] ?? '';
      if (hex.length < len) fail(`incomplete escape \\${c}${hex}`, at);
      i += len;
      return [1, 1];
    }
    if (inClass && c >= '0' && c <= '7') {
      i += /^[0-7]{0,2}/.exec(pattern.slice(i))?.[0].length ?? 0;
      return [1, 1];
    }
    if (c >= '0' && c <= '9') {
      const octal = /^[0-7]{0,2}/.exec(pattern.slice(i))?.[0] ?? '';
      if (c === '0' || (c <= '7' && octal.length === 2)) {
        i += c === '0' ? Math.min(octal.length, 2) : 2;
        return [1, 1];
      }
      if (inClass) fail(`bad escape \\${c}`, at);
      const digits = c + (/^[0-9]/.exec(pattern.slice(i))?.[0] ?? '');
      i = at + 1 + digits.length;
      const n = Number(digits);
      if (n > groups) fail(`invalid group reference ${n}`, at + 1);
      if (open.has(n)) fail('cannot refer to an open group', at);
      return widths.get(n) ?? [0, Number.POSITIVE_INFINITY];
    }
    if (/[a-zA-Z]/.test(c) && !LITERAL_ESCAPES.includes(c) && !(inClass && c === 'b') && c !== 'N') fail(`bad escape \\${c}`, at);
    return [1, 1];
  };

  /** A character class from pattern[i] === '['. */
  const charClass = (): void => {
    const start = i;
    i++;
    if (pattern[i] === '^') i++;
    let first = true;
    for (;;) {
      if (i >= pattern.length) fail('unterminated character set', start);
      if (pattern[i] === ']' && !first) break;
      first = false;
      const lo = i;
      let loClass = false;
      if (pattern[i] === '\\') loClass = readEscape(true) === 'class';
      else i++;
      if (pattern[i] === '-' && i + 1 < pattern.length && pattern[i + 1] !== ']') {
        i++;
        const hiStart = i;
        let hiClass = false;
        if (pattern[i] === '\\') hiClass = readEscape(true) === 'class';
        else i++;
        const loText = pattern.slice(lo, hiStart - 1);
        const hiText = pattern.slice(hiStart, i);
        if (loClass || hiClass || codeOf(loText) > codeOf(hiText)) fail(`bad character range ${loText}-${hiText}`, lo);
      }
    }
    i++;
  };

  /** Reads a group name ending in `end`; `i` is at its first character. */
  const groupName = (end: string, unterminated: string): string => {
    const start = i;
    const close = pattern.indexOf(end, i);
    if (close < 0) fail(unterminated, start);
    const name = pattern.slice(start, close);
    if (name === '') fail('missing group name', start);
    if (!isName(name)) fail(`bad character in group name '${name}'`, start);
    i = close + 1;
    return name;
  };

  /** A group from pattern[i] === '('; returns its width, or undefined for a comment or global flags. */
  const group = (canSetFlags: boolean): Width | undefined => {
    const start = i;
    i++;
    let capture: number | null = null;
    let lookbehind = false;
    let zeroWidth = false;
    if (pattern[i] === '?') {
      i++;
      const c = pattern[i];
      if (c === undefined) fail('unexpected end of pattern', i);
      if (c === 'P') {
        i++;
        if (pattern[i] === undefined) fail('unexpected end of pattern', i);
        if (pattern[i] === '<') {
          i++;
          const nameAt = i;
          const name = groupName('>', 'missing >, unterminated name');
          capture = ++groups;
          const was = names.get(name);
          if (was !== undefined) fail(`redefinition of group name '${name}' as group ${capture}; was group ${was}`, nameAt);
          names.set(name, capture);
        } else if (pattern[i] === '=') {
          i++;
          const nameAt = i;
          const name = groupName(')', 'missing ), unterminated name');
          const n = names.get(name);
          if (n === undefined) fail(`unknown group name '${name}'`, nameAt);
          if (open.has(n as number)) fail('cannot refer to an open group', nameAt);
          return widths.get(n as number) ?? [0, Number.POSITIVE_INFINITY];
        } else fail(`unknown extension ?P${pattern[i]}`, start + 1);
      } else if (c === '#') {
        const close = pattern.indexOf(')', i);
        if (close < 0) fail('missing ), unterminated comment', start);
        i = close + 1;
        return undefined;
      } else if (c === ':' || c === '>') i++;
      else if (c === '=' || c === '!') {
        i++;
        zeroWidth = true;
      } else if (c === '<') {
        const d = pattern[i + 1];
        if (d !== '=' && d !== '!') fail(`unknown extension ?<${d ?? ''}`, start + 1);
        i += 2;
        zeroWidth = lookbehind = true;
      } else if (c === '(') {
        // A conditional group: the translator refuses it by name.
        return [0, Number.POSITIVE_INFINITY];
      } else if (FLAG_LETTERS.includes(c) || c === '-') {
        while (i < pattern.length && (FLAG_LETTERS.includes(pattern[i]) || pattern[i] === '-')) i++;
        if (pattern[i] === ')') {
          if (!canSetFlags) fail('global flags not at the start of the expression', start);
          i++;
          return undefined;
        }
        if (i < pattern.length && /[a-zA-Z]/.test(pattern[i])) fail('unknown flag', i);
        if (pattern[i] !== ':') fail('missing -, : or )', i);
        i++;
      } else fail(`unknown extension ?${c}`, start + 1);
    } else {
      capture = ++groups;
    }
    if (capture !== null) open.add(capture);
    const w = alternation(true);
    if (pattern[i] !== ')') fail('missing ), unterminated subpattern', start);
    i++;
    if (capture !== null) {
      open.delete(capture);
      widths.set(capture, w);
    }
    if (lookbehind && w[0] !== w[1]) fail('look-behind requires fixed-width pattern', null);
    return zeroWidth ? [0, 0] : w;
  };

  /** A quantifier at pattern[i], or null when there is none (a `{` that is a literal). */
  const quantifier = (): [number, number] | null => {
    const c = pattern[i];
    if (c === '*') return [0, Number.POSITIVE_INFINITY];
    if (c === '+') return [1, Number.POSITIVE_INFINITY];
    if (c === '?') return [0, 1];
    if (c !== '{') return null;
    const m = /^\{(\d*)(?:(,)(\d*))?\}/.exec(pattern.slice(i));
    if (!m || pattern[i + 1] === '}') return null;
    const lo = m[1] === '' ? 0 : Number(m[1]);
    const hi = m[2] === undefined ? lo : m[3] === '' ? Number.POSITIVE_INFINITY : Number(m[3]);
    if (hi < lo) fail('min repeat greater than max repeat', i + 1);
    return [lo, hi];
  };

  /** One branch: items up to `|`, `)` or the end. */
  const sequence = (nested: boolean, first: boolean): Width => {
    let total: Width = [0, 0];
    /** The width of the items before the last one, and the last one's, for a quantifier to scale. */
    let before: Width = [0, 0];
    let last: Last = 'none';
    let lastWidth: Width = [0, 0];
    while (i < pattern.length) {
      const c = pattern[i];
      if (c === '|') break;
      if (c === ')') {
        if (nested) break;
        fail('unbalanced parenthesis', i);
      }
      const q = quantifier();
      if (q) {
        const at = i;
        if (last === 'none' || last === 'anchor') fail('nothing to repeat', at);
        if (last === 'repeat') fail('multiple repeat', at);
        i += pattern[i] === '{' ? pattern.indexOf('}', i) + 1 - i : 1;
        if (pattern[i] === '?') i++;
        total = [before[0] + lastWidth[0] * q[0], before[1] + times(lastWidth[1], q[1])];
        last = 'repeat';
        continue;
      }
      let w: Width | null | undefined;
      if (c === '\\') {
        const e = readEscape(false);
        w = e === 'class' ? [1, 1] : e;
      } else if (c === '[') {
        charClass();
        w = [1, 1];
      } else if (c === '(') w = group(!nested && first && last === 'none');
      else if (c === '^' || c === '$') {
        i++;
        w = null;
      } else {
        i++;
        w = [1, 1];
      }
      if (w === undefined) continue;
      last = w === null ? 'anchor' : 'item';
      lastWidth = w ?? [0, 0];
      before = total;
      total = [total[0] + lastWidth[0], total[1] + lastWidth[1]];
    }
    return total;
  };

  /** Branches separated by `|`. */
  const alternation = (nested: boolean): Width => {
    const w = sequence(nested, true);
    while (pattern[i] === '|') {
      i++;
      const b = sequence(nested, false);
      w[0] = Math.min(w[0], b[0]);
      w[1] = Math.max(w[1], b[1]);
    }
    return w;
  };

  alternation(false);
}

/** A width times a repeat count, where zero times anything (even unbounded) is zero. */
function times(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : a * b;
}

/** The code point a class item stands for (a one-character literal or a simple escape). */
function codeOf(text: string): number {
  if (text.length === 1 || !text.startsWith('\\')) return text.codePointAt(0) ?? 0;
  const c = text[1];
  const simple: Record<string, number> = { n: 10, t: 9, r: 13, f: 12, v: 11, a: 7, b: 8 };
  if (c in simple) return simple[c];
  if (c === 'x' || c === 'u' || c === 'U') return Number.parseInt(text.slice(2), 16);
  if (c >= '0' && c <= '7') return Number.parseInt(text.slice(1), 8);
  return c.codePointAt(0) ?? 0;
}
