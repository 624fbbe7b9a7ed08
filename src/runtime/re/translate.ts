/**
 * Python `re` patterns rewritten as JS RegExp sources (always with the `u` flag) that match the
 * same text: `.`, `^`, `$`, `\A`, `\Z` with Python's line rules, `\d`/`\w`/`\s`/`\b` with
 * Python's Unicode classes (or ASCII ones under re.ASCII), `(?P<name>...)` and `(?P=name)`,
 * `{,n}`, literal braces and brackets, Python's escapes. Constructs whose JS meaning differs or
 * that JS lacks (verbose mode, inline flags after the start, atomic groups, possessive
 * quantifiers, conditionals) are refused with a clear error rather than approximated.
 */
import { exc, PyClass, pyError } from '../../engine/api';

/** `re.error`: a pattern Python's compiler rejects. */
export const reError = new PyClass('error', [exc.Exception], {}, 're');

export const FLAGS = { I: 2, L: 4, M: 8, S: 16, U: 32, X: 64, A: 256 } as const;

const UNI_DIGIT = '\\p{Nd}';
const UNI_WORD = '\\p{L}\\p{N}_';
const UNI_SPACE = ' \\t\\n\\r\\f\\v\\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const ASCII = { d: '0-9', w: 'a-zA-Z0-9_', s: ' \\t\\n\\r\\f\\v' };

export interface Translated {
  readonly source: string;
  readonly flags: number;
  readonly groups: number;
  readonly names: Map<string, number>;
}

function unsupported(what: string): never {
  throw pyError(exc.NotImplementedError, `regular expressions with ${what} are not supported by this explainer`);
}

const SYNTAX = new Set('^$\\.*+?()[]{}|/');

/** A literal character as it must appear in a `u`-mode JS pattern (`-` may be escaped only in a class). */
function literal(ch: string, inClass: boolean): string {
  return SYNTAX.has(ch) || (inClass && ch === '-') ? `\\${ch}` : ch;
}

export function translate(pattern: string, flagBits: number): Translated {
  let flags = flagBits;
  let i = 0;
  // Leading global inline flags: (?aiLmsux)
  while (pattern.startsWith('(?', i) && /^\(\?[aiLmsux]+\)/.test(pattern.slice(i))) {
    const m = /^\(\?([aiLmsux]+)\)/.exec(pattern.slice(i)) as RegExpExecArray;
    for (const c of m[1]) flags |= { a: FLAGS.A, i: FLAGS.I, L: FLAGS.L, m: FLAGS.M, s: FLAGS.S, u: FLAGS.U, x: FLAGS.X }[c] ?? 0;
    i += m[0].length;
  }
  if (flags & FLAGS.X) unsupported('verbose mode (re.VERBOSE)');
  const ascii = (flags & FLAGS.A) !== 0;
  const cls = {
    d: ascii ? ASCII.d : UNI_DIGIT,
    w: ascii ? ASCII.w : UNI_WORD,
    s: ascii ? ASCII.s : UNI_SPACE,
  };
  const word = `[${cls.w}]`;
  let out = '';
  let groups = 0;
  const names = new Map<string, number>();
  const n = pattern.length;

  /** An escape at pattern[i] === '\\'; returns [text, consumed]. */
  const readEscape = (inClass: boolean): [string, number] => {
    const c = pattern[i + 1];
    if (c === undefined) throw pyError(reError, 'bad escape (end of pattern)');
    if (c === 'd' || c === 'w' || c === 's') return [inClass ? cls[c] : `[${cls[c]}]`, 2];
    if (c === 'D' || c === 'W' || c === 'S') {
      if (inClass) unsupported('negated class escapes (\\D, \\W, \\S) inside a character class');
      return [`[^${cls[c.toLowerCase() as 'd' | 'w' | 's']}]`, 2];
    }
    if (!inClass && c === 'b') return [`(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`, 2];
    if (!inClass && c === 'B') return [`(?:(?<=${word})(?=${word})|(?<!${word})(?!${word}))`, 2];
    if (inClass && c === 'b') return ['\\x08', 2];
    if (!inClass && c === 'A') return ['(?<![\\s\\S])', 2];
    if (!inClass && c === 'Z') return ['(?![\\s\\S])', 2];
    const simple: Record<string, string> = { n: '\\n', t: '\\t', r: '\\r', f: '\\f', v: '\\v', a: '\\x07' };
    if (c in simple) return [simple[c], 2];
    if (c === 'x') {
      const h = pattern.slice(i + 2, i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(h)) throw pyError(reError, `incomplete escape \\x${h}`);
      return [`\\x${h}`, 4];
    }
    if (c === 'u' || c === 'U') {
      const len = c === 'u' ? 4 : 8;
      const h = pattern.slice(i + 2, i + 2 + len);
      if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(h)) throw pyError(reError, `incomplete escape \\${c}${h}`);
      return [`\\u{${h}}`, 2 + len];
    }
    if (c === '0') {
      const m = /^[0-7]{0,2}/.exec(pattern.slice(i + 2)) as RegExpExecArray;
      return [`\\u{${Number.parseInt(`0${m[0]}`, 8).toString(16)}}`, 2 + m[0].length];
    }
    if (/[1-9]/.test(c)) {
      if (inClass) unsupported('octal escapes in a character class');
      const m = /^[0-9]{1,2}/.exec(pattern.slice(i + 1)) as RegExpExecArray;
      return [`\\${m[0]}(?:)`, 1 + m[0].length];
    }
    if (/[a-zA-Z]/.test(c)) throw pyError(reError, `bad escape \\${c} at position ${i}`);
    return [literal(c, inClass), 2];
  };

  while (i < n) {
    const ch = pattern[i];
    if (ch === '\\') {
      const [text, used] = readEscape(false);
      out += text;
      i += used;
      continue;
    }
    if (ch === '[') {
      let j = i + 1;
      let body = '';
      if (pattern[j] === '^') {
        body += '^';
        j++;
      }
      if (pattern[j] === ']') {
        body += '\\]';
        j++;
      }
      while (j < n && pattern[j] !== ']') {
        if (pattern[j] === '\\') {
          const saved = i;
          i = j;
          const [text, used] = readEscape(true);
          i = saved;
          body += text;
          j += used;
          continue;
        }
        if (pattern[j] === '[' && /^\[[:=.]/.test(pattern.slice(j))) unsupported('POSIX classes');
        body += pattern[j] === '[' ? '\\[' : pattern[j] === '/' ? '\\/' : pattern[j];
        j++;
      }
      if (j >= n) throw pyError(reError, `unterminated character set at position ${i}`);
      out += `[${body}]`;
      i = j + 1;
      continue;
    }
    if (ch === '(') {
      if (pattern[i + 1] === '?') {
        const rest = pattern.slice(i + 2);
        if (rest.startsWith('P<')) {
          const m = /^P<([A-Za-z_]\w*)>/.exec(rest);
          if (!m) throw pyError(reError, `bad character in group name at position ${i + 4}`);
          groups++;
          names.set(m[1], groups);
          out += `(?<${m[1]}>`;
          i += 2 + m[0].length;
          continue;
        }
        if (rest.startsWith('P=')) {
          const m = /^P=([A-Za-z_]\w*)\)/.exec(rest);
          if (!m || !names.has(m[1])) throw pyError(reError, `unknown group name at position ${i + 4}`);
          out += `\\k<${m[1]}>`;
          i += 2 + m[0].length;
          continue;
        }
        if (rest.startsWith('#')) {
          const end = pattern.indexOf(')', i);
          if (end < 0) throw pyError(reError, `missing ), unterminated comment at position ${i}`);
          i = end + 1;
          continue;
        }
        if (rest.startsWith(':') || rest.startsWith('=') || rest.startsWith('!') || rest.startsWith('<=') || rest.startsWith('<!')) {
          const take = rest.startsWith('<') ? 4 : 3;
          out += pattern.slice(i, i + take);
          i += take;
          continue;
        }
        if (rest.startsWith('<')) {
          const m = /^<([A-Za-z_]\w*)>/.exec(rest);
          if (m) unsupported('(?<name>...) groups (Python spells them (?P<name>...))');
        }
        if (rest.startsWith('>')) unsupported('atomic groups');
        if (rest.startsWith('(')) unsupported('conditional groups');
        unsupported('inline flags after the start of the pattern');
      }
      groups++;
      out += '(';
      i++;
      continue;
    }
    if (ch === '{') {
      const m = /^\{(\d*)(,?)(\d*)\}/.exec(pattern.slice(i));
      if (m && (m[1] !== '' || (m[2] === ',' && m[3] !== '')) && !(m[1] === '' && m[2] === '')) {
        out += `{${m[1] === '' ? '0' : m[1]}${m[2]}${m[3]}}`;
        i += m[0].length;
        if (pattern[i] === '+') unsupported('possessive quantifiers');
        continue;
      }
      out += '\\{';
      i++;
      continue;
    }
    if ((ch === '*' || ch === '+' || ch === '?') && pattern[i + 1] === '+') unsupported('possessive quantifiers');
    if (ch === '}' || ch === ']' || ch === '/') {
      out += `\\${ch}`;
      i++;
      continue;
    }
    if (ch === '.') {
      out += flags & FLAGS.S ? '[\\s\\S]' : '[^\\n]';
      i++;
      continue;
    }
    if (ch === '^') {
      out += flags & FLAGS.M ? '(?<![^\\n])' : '(?<![\\s\\S])';
      i++;
      continue;
    }
    if (ch === '$') {
      out += flags & FLAGS.M ? '(?=\\n|(?![\\s\\S]))' : '(?=\\n?(?![\\s\\S]))';
      i++;
      continue;
    }
    out += ch;
    i++;
  }
  return { source: out, flags, groups, names };
}
