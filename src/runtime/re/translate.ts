/**
 * Python `re` patterns rewritten as JS RegExp sources (always with the `u` flag) that match the
 * same text: `.`, `^`, `$`, `\A`, `\Z` with Python's line rules, `\d`/`\w`/`\s`/`\b` with
 * Python's Unicode classes (or ASCII ones under re.ASCII), `(?P<name>...)` and `(?P=name)`,
 * `{,n}`, literal braces and brackets, Python's escapes. Constructs whose JS meaning differs or
 * that JS lacks (scoped inline flags, atomic groups, possessive quantifiers, conditionals) are
 * refused with a clear error rather than approximated. Verbose mode drops its spacing first;
 * `check.ts` raises CPython's errors for a pattern CPython rejects.
 */
import { exc, PyClass, pyError } from '../../engine/api';
import { checkPattern, patternError } from './check';

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

/**
 * A verbose-mode pattern (re.VERBOSE) without its spacing: whitespace and `#` comments outside
 * character classes go, as CPython's parser skips them between items; an escaped space or `#`
 * stays a literal, and `(?#...)` stays a comment group.
 */
export function withoutVerboseSpacing(pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === '\\') {
      out += pattern.slice(i, i + 2);
      i += 2;
    } else if (ch === '[') {
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
      out += pattern.slice(i, j + 1);
      i = j + 1;
    } else if (ch === '#' && !out.endsWith('(?')) {
      const nl = pattern.indexOf('\n', i);
      i = nl < 0 ? pattern.length : nl + 1;
    } else {
      if (!' \t\n\r\v\f'.includes(ch)) out += ch;
      i++;
    }
  }
  return out;
}

/** The flags a pattern's leading `(?aiLmsux)` groups set (comment groups may come between). */
function leadingFlags(pattern: string): number {
  let flags = 0;
  let rest = pattern;
  for (let m = LEADING.exec(rest); m; m = LEADING.exec(rest)) {
    for (const c of m[1]) flags |= FLAG_OF[c] ?? 0;
    rest = rest.slice(m[0].length);
  }
  return flags;
}

const LEADING = /^(?:\(\?#[^)]*\))*\(\?([aiLmsux]+)\)/;
const FLAG_OF: Record<string, number> = { a: FLAGS.A, i: FLAGS.I, L: FLAGS.L, m: FLAGS.M, s: FLAGS.S, u: FLAGS.U, x: FLAGS.X };

export function translate(original: string, flagBits: number): Translated {
  const pattern = (flagBits | leadingFlags(original)) & FLAGS.X ? withoutVerboseSpacing(original) : original;
  checkPattern(pattern);
  // Global inline flags (?aiLmsux), which check.ts allows only before the first item, apply throughout.
  const flags = flagBits | leadingFlags(pattern);
  let i = 0;
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
    if (c === undefined) throw patternError('bad escape (end of pattern)', pattern, i);
    if (c === 'd' || c === 'w' || c === 's') return [inClass ? cls[c] : `[${cls[c]}]`, 2];
    // Inside a class the caller takes a negated escape out of the class body (see below).
    if (c === 'D' || c === 'W' || c === 'S') return [`[^${cls[c.toLowerCase() as 'd' | 'w' | 's']}]`, 2];
    if (!inClass && c === 'b') return [`(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`, 2];
    if (!inClass && c === 'B') return [`(?:(?<=${word})(?=${word})|(?<!${word})(?!${word}))`, 2];
    if (inClass && c === 'b') return ['\\x08', 2];
    if (!inClass && c === 'A') return ['(?<![\\s\\S])', 2];
    if (!inClass && c === 'Z') return ['(?![\\s\\S])', 2];
    const simple: Record<string, string> = { n: '\\n', t: '\\t', r: '\\r', f: '\\f', v: '\\v', a: '\\x07' };
    if (c in simple) return [simple[c], 2];
    if (c === 'x') {
      const h = pattern.slice(i + 2, i + 4);
      if (!/^[0-9a-fA-F]{2}$/.test(h)) throw patternError(`incomplete escape \\x${h}`, pattern, i);
      return [`\\x${h}`, 4];
    }
    if (c === 'u' || c === 'U') {
      const len = c === 'u' ? 4 : 8;
      const h = pattern.slice(i + 2, i + 2 + len);
      if (!new RegExp(`^[0-9a-fA-F]{${len}}$`).test(h)) throw patternError(`incomplete escape \\${c}${h}`, pattern, i);
      return [`\\u{${h}}`, 2 + len];
    }
    if (c === '0') {
      const m = /^[0-7]{0,2}/.exec(pattern.slice(i + 2)) as RegExpExecArray;
      return [`\\u{${Number.parseInt(`0${m[0]}`, 8).toString(16)}}`, 2 + m[0].length];
    }
    const octal = /^[0-7]{3}/.exec(pattern.slice(i + 1))?.[0] ?? (inClass ? /^[0-7]{1,3}/.exec(pattern.slice(i + 1))?.[0] : undefined);
    if (octal !== undefined) return [`\\u{${Number.parseInt(octal, 8).toString(16)}}`, 1 + octal.length];
    if (/[1-9]/.test(c)) {
      const m = /^[0-9]{1,2}/.exec(pattern.slice(i + 1)) as RegExpExecArray;
      return [`\\${m[0]}(?:)`, 1 + m[0].length];
    }
    if (/[a-zA-Z]/.test(c)) throw patternError(`bad escape \\${c}`, pattern, i);
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
      // \D, \W, \S in a class: JS has no complement of our Unicode classes to put inside one,
      // so the class becomes an alternation of its other items and those complements.
      const complements: string[] = [];
      const negated = pattern[j] === '^';
      if (negated) j++;
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
          if ('DWS'.includes(pattern[j + 1])) complements.push(text);
          else body += text;
          j += used;
          continue;
        }
        if (pattern[j] === '[' && /^\[[:=.]/.test(pattern.slice(j))) unsupported('POSIX classes');
        body += pattern[j] === '[' ? '\\[' : pattern[j] === '/' ? '\\/' : pattern[j];
        j++;
      }
      if (j >= n) throw patternError('unterminated character set', pattern, i);
      if (complements.length === 0) out += `[${negated ? '^' : ''}${body}]`;
      else {
        const union = (body ? [`[${body}]`, ...complements] : complements).join('|');
        out += negated ? `(?:(?!${union})[\\s\\S])` : `(?:${union})`;
      }
      i = j + 1;
      continue;
    }
    if (ch === '(') {
      if (pattern[i + 1] === '?') {
        const rest = pattern.slice(i + 2);
        if (rest.startsWith('P<')) {
          const m = /^P<([A-Za-z_]\w*)>/.exec(rest);
          if (!m) throw patternError(`bad character in group name '${rest.slice(2, rest.indexOf('>'))}'`, pattern, i + 4);
          groups++;
          names.set(m[1], groups);
          out += `(?<${m[1]}>`;
          i += 2 + m[0].length;
          continue;
        }
        if (rest.startsWith('P=')) {
          const m = /^P=([A-Za-z_]\w*)\)/.exec(rest);
          if (!m || !names.has(m[1])) throw patternError(`unknown group name '${rest.slice(2, rest.indexOf(')'))}'`, pattern, i + 4);
          out += `\\k<${m[1]}>`;
          i += 2 + m[0].length;
          continue;
        }
        const global = /^[aiLmsux]+\)/.exec(rest);
        if (global) {
          i += 2 + global[0].length;
          continue;
        }
        if (rest.startsWith('#')) {
          const end = pattern.indexOf(')', i);
          if (end < 0) throw patternError('missing ), unterminated comment', pattern, i);
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
        unsupported('scoped inline flags (?flags:...)');
      }
      groups++;
      out += '(';
      i++;
      continue;
    }
    if (ch === '{') {
      const m = /^\{(\d*)(,?)(\d*)\}/.exec(pattern.slice(i));
      // As sre_parse reads a brace: `{m}`, `{m,}`, `{,n}`, `{m,n}` and `{,}` (`*`) repeat; `{}` is literal.
      if (m && (m[1] !== '' || m[2] === ',')) {
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
