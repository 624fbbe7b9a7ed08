/** The `str` methods for case, character classes, padding, tabs, lines and translation. */
import { exc, pyError } from '../exceptions';
import { dictGet } from '../hashing';
import { descriptorTypes, type Kwargs, typeName } from '../objects';
import { index } from '../ops';
import { builtinTypes, PyBuiltin, PyDict, PyList, PyOpaque, type PyValue } from '../values';
import { arity, defineMethods, takes } from './args';
import { makeTrans, s0, strArg, WHITESPACE } from './str-type';

/** Unicode's case properties, as CPython's `Py_UNICODE_ISUPPER`/`ISLOWER`/`ISTITLE` read them. */
const isUpperCh = (ch: string) => /\p{Uppercase}/u.test(ch);
const isLowerCh = (ch: string) => /\p{Lowercase}/u.test(ch);
const isTitleCh = (ch: string) => /\p{Lt}/u.test(ch);
const cased = (ch: string) => isUpperCh(ch) || isLowerCh(ch) || isTitleCh(ch);

/** Titlecase of one character (`ǆ` → `ǅ`, unlike its uppercase). */
function titleChar(ch: string): string {
  const cp = ch.codePointAt(0) as number;
  // Georgian Mkhedruli letters are their own titlecase (their uppercase is Mtavruli).
  if ((cp >= 0x10d0 && cp <= 0x10fa) || (cp >= 0x10fd && cp <= 0x10ff)) return ch;
  // Greek letters with ypogegrammeni title-case to the prosgegrammeni forms (ᾀ → ᾈ).
  if (cp >= 0x1f80 && cp <= 0x1faf) return String.fromCodePoint((cp & 0xf) < 8 ? cp + 8 : cp);
  return titlecase[ch] ?? ch.toUpperCase();
}

/** `str.casefold` of one character: Unicode's full case folding, where it differs from lower(upper(ch)). */
function foldChar(ch: string): string {
  const cp = ch.codePointAt(0) as number;
  // Cherokee folds to its uppercase letters; dotless ı folds to itself; capital sharp s to 'ss'.
  if ((cp >= 0xab70 && cp <= 0xabbf) || (cp >= 0x13f8 && cp <= 0x13fd)) return ch.toUpperCase();
  if ((cp >= 0x13a0 && cp <= 0x13f5) || ch === 'ı') return ch;
  if (ch === 'ẞ') return 'ss';
  return ch.toUpperCase().toLowerCase();
}

/** Characters whose titlecase is not their uppercase (Unicode's UnicodeData and SpecialCasing). */
const titlecase: Record<string, string> = {
  ǆ: 'ǅ',
  Ǆ: 'ǅ',
  ǅ: 'ǅ',
  ǉ: 'ǈ',
  Ǉ: 'ǈ',
  ǈ: 'ǈ',
  ǌ: 'ǋ',
  Ǌ: 'ǋ',
  ǋ: 'ǋ',
  ǳ: 'ǲ',
  Ǳ: 'ǲ',
  ǲ: 'ǲ',
  ß: 'Ss',
  ﬀ: 'Ff',
  ﬁ: 'Fi',
  ﬂ: 'Fl',
  ﬃ: 'Ffi',
  ﬄ: 'Ffl',
  ﬅ: 'St',
  ﬆ: 'St',
  և: 'Եւ',
  ﬓ: 'Մն',
  ﬔ: 'Մե',
  ﬕ: 'Մի',
  ﬖ: 'Վն',
  ﬗ: 'Մխ',
  ᾲ: '\u1fba\u0345',
  ᾳ: '\u1fbc',
  ᾴ: '\u0386\u0345',
  ᾷ: '\u0391\u0342\u0345',
  ᾼ: '\u1fbc',
  ῂ: '\u1fca\u0345',
  ῃ: '\u1fcc',
  ῄ: '\u0389\u0345',
  ῇ: '\u0397\u0342\u0345',
  ῌ: '\u1fcc',
  ῲ: '\u1ffa\u0345',
  ῳ: '\u1ffc',
  ῴ: '\u038f\u0345',
  ῷ: '\u03a9\u0342\u0345',
  ῼ: '\u1ffc',
};

/**
 * Unicode's Final_Sigma: a capital sigma after a cased letter and not before one (case-ignorable
 * characters skipped) lowers to 'ς'. CPython's title, capitalize and swapcase lower each character
 * in the context of the whole string, as `lower` does.
 */
function finalSigma(chars: string[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && /\p{Case_Ignorable}/u.test(chars[j])) j--;
  if (j < 0 || !/\p{Cased}/u.test(chars[j])) return false;
  j = i + 1;
  while (j < chars.length && /\p{Case_Ignorable}/u.test(chars[j])) j++;
  return j === chars.length || !/\p{Cased}/u.test(chars[j]);
}

function lowerAt(chars: string[], i: number): string {
  return chars[i] === 'Σ' ? (finalSigma(chars, i) ? 'ς' : 'σ') : chars[i].toLowerCase();
}

function title(s: string): string {
  let out = '';
  let prevCased = false;
  const chars = [...s];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (cased(ch)) {
      out += prevCased ? lowerAt(chars, i) : titleChar(ch);
      prevCased = true;
    } else {
      out += ch;
      prevCased = false;
    }
  }
  return out;
}

/** `self` of a `str` method that takes no arguments, after CPython's checks. */
function s0n(args: PyValue[], kw: Kwargs, name: string): string {
  const s = s0(args, name);
  arity(`str.${name}`, args.slice(1), kw, 0, 0);
  return s;
}

function every(s: string, test: (ch: string) => boolean): boolean {
  if (s === '') return false;
  for (const ch of s) if (!test(ch)) return false;
  return true;
}

const isDecimal = (ch: string) => /\p{Nd}/u.test(ch);
const isDigit = (ch: string) =>
  isDecimal(ch) ||
  /[\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u2474-\u247c\u2488-\u2490\u24ea\u24f5-\u24fd\u24ff\u2776-\u277e\u2780-\u2788\u278a-\u2792]/u.test(
    ch,
  );
const isNumeric = (ch: string) =>
  /\p{N}/u.test(ch) ||
  /[\u3405\u3483\u382a\u3b4d\u4e00\u4e03\u4e07\u4e09\u4e5d\u4e8c\u4e94\u4e96\u4ebf\u4ec0\u4edf\u4ee8\u4f0d\u4f70\u5104\u5146\u5169\u516b\u516d\u5341\u5343-\u5345\u534c\u53c1-\u53c4\u56db\u58f1\u58f9\u5e7a\u5efe\u5eff\u5f0c-\u5f0e\u5f10\u62fe\u634c\u67d2\u6f06\u7396\u767e\u8086\u842c\u8cae\u8cb3\u8d30\u9621\u9646\u964c\u9678\u96f6]/u.test(
    ch,
  );
const isAlpha = (ch: string) => /\p{L}/u.test(ch);
const isPrintable = (ch: string) => ch === ' ' || !/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u.test(ch);

function fillArg(v: PyValue | undefined): string {
  if (v === undefined) return ' ';
  if (typeof v !== 'string') throw pyError(exc.TypeError, `The fill character must be a unicode character, not ${typeName(v)}`);
  if ([...v].length !== 1) throw pyError(exc.TypeError, 'The fill character must be exactly one character long');
  return v;
}

function width(v: PyValue): number {
  return Number(index(v));
}

function lenOf(s: string): number {
  return [...s].length;
}

/** Line boundaries as `str.splitlines` knows them (and `\r\n` as one). */
const LINE_BREAKS = '\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029';

function splitlines(s: string, keepends: boolean): string[] {
  const out: string[] = [];
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    if (!LINE_BREAKS.includes(s[i])) continue;
    const end = s[i] === '\r' && s[i + 1] === '\n' ? i + 2 : i + 1;
    out.push(s.slice(last, keepends ? end : i));
    last = end;
    i = end - 1;
  }
  if (last < s.length) out.push(s.slice(last));
  return out;
}

function expandtabs(s: string, size: number): string {
  let out = '';
  let col = 0;
  for (const ch of s) {
    if (ch === '\t') {
      if (size > 0) {
        const n = size - (col % size);
        out += ' '.repeat(n);
        col += n;
      }
    } else {
      out += ch;
      col = ch === '\n' || ch === '\r' ? 0 : col + 1;
    }
  }
  return out;
}

function translate(s: string, table: PyValue): string {
  let out = '';
  for (const ch of s) {
    const key = BigInt(ch.codePointAt(0) as number);
    const v = table instanceof PyDict ? dictGet(table, key) : undefined;
    if (v === undefined) out += ch;
    else if (v === null) continue;
    else if (typeof v === 'string') out += v;
    else if (typeof v === 'bigint') out += String.fromCodePoint(Number(v));
    else throw pyError(exc.TypeError, 'character mapping must return integer, None or str');
  }
  return out;
}

defineMethods(builtinTypes.str, {
  upper: (args, kw) => s0n(args, kw, 'upper').toUpperCase(),
  lower: (args, kw) => s0n(args, kw, 'lower').toLowerCase(),
  // Folding is per character, without the final-sigma context that `lower` has.
  casefold: (args, kw) => [...s0n(args, kw, 'casefold')].map(foldChar).join(''),
  swapcase: (args, kw) => {
    const chars = [...s0n(args, kw, 'swapcase')];
    return chars.map((ch, i) => (isUpperCh(ch) ? lowerAt(chars, i) : isLowerCh(ch) ? ch.toUpperCase() : ch)).join('');
  },
  title: (args, kw) => title(s0n(args, kw, 'title')),
  capitalize: (args, kw) => {
    const chars = [...s0n(args, kw, 'capitalize')];
    return chars.map((ch, i) => (i === 0 ? titleChar(ch) : lowerAt(chars, i))).join('');
  },
  isdigit: (args, kw) => every(s0n(args, kw, 'isdigit'), isDigit),
  isdecimal: (args, kw) => every(s0n(args, kw, 'isdecimal'), isDecimal),
  isnumeric: (args, kw) => every(s0n(args, kw, 'isnumeric'), isNumeric),
  isalpha: (args, kw) => every(s0n(args, kw, 'isalpha'), isAlpha),
  isalnum: (args, kw) => every(s0n(args, kw, 'isalnum'), (ch) => isAlpha(ch) || isNumeric(ch)),
  isspace: (args, kw) => every(s0n(args, kw, 'isspace'), (ch) => WHITESPACE.includes(ch)),
  isascii: (args, kw) => [...s0n(args, kw, 'isascii')].every((ch) => (ch.codePointAt(0) as number) < 128),
  isprintable: (args, kw) => [...s0n(args, kw, 'isprintable')].every(isPrintable),
  isidentifier: (args, kw) => /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u.test(s0n(args, kw, 'isidentifier')),
  isupper: (args, kw) => {
    const s = [...s0n(args, kw, 'isupper')];
    return s.some(isUpperCh) && !s.some((ch) => isLowerCh(ch) || isTitleCh(ch));
  },
  islower: (args, kw) => {
    const s = [...s0n(args, kw, 'islower')];
    return s.some(isLowerCh) && !s.some((ch) => isUpperCh(ch) || isTitleCh(ch));
  },
  istitle: (args, kw) => {
    const s = s0n(args, kw, 'istitle');
    let prevCased = false;
    let any = false;
    for (const ch of s) {
      if (isUpperCh(ch) || isTitleCh(ch)) {
        if (prevCased) return false;
        prevCased = true;
        any = true;
      } else if (isLowerCh(ch)) {
        if (!prevCased) return false;
        prevCased = true;
        any = true;
      } else prevCased = false;
    }
    return any;
  },
  zfill(args, kw) {
    arity('str.zfill', args.slice(1), kw, 1, 1);
    const s = s0(args, 'zfill');
    const w = width(args[1]);
    const sign = s[0] === '-' || s[0] === '+' ? s[0] : '';
    const n = w - lenOf(s);
    return n <= 0 ? s : sign + '0'.repeat(n) + s.slice(sign.length);
  },
  ljust(args, kw) {
    arity('ljust', args.slice(1), kw, 1, 2);
    const s = s0(args, 'ljust');
    const n = width(args[1]) - lenOf(s);
    return n > 0 ? s + fillArg(args[2]).repeat(n) : s;
  },
  rjust(args, kw) {
    arity('rjust', args.slice(1), kw, 1, 2);
    const s = s0(args, 'rjust');
    const n = width(args[1]) - lenOf(s);
    return n > 0 ? fillArg(args[2]).repeat(n) + s : s;
  },
  center(args, kw) {
    arity('center', args.slice(1), kw, 1, 2);
    const s = s0(args, 'center');
    const w = width(args[1]);
    const fill = fillArg(args[2]);
    const marg = w - lenOf(s);
    if (marg <= 0) return s;
    const left = Math.floor(marg / 2) + (marg & w & 1);
    return fill.repeat(left) + s + fill.repeat(marg - left);
  },
  expandtabs(args, kw) {
    takes('expandtabs', args.slice(1), null, 0, 1);
    return expandtabs(s0(args, 'expandtabs'), Number(index(args[1] ?? kw?.get('tabsize') ?? 8n)));
  },
  splitlines(args, kw) {
    takes('splitlines', args.slice(1), null, 0, 1);
    const keep = args[1] ?? kw?.get('keepends') ?? false;
    return new PyList(splitlines(s0(args, 'splitlines'), keep === true || (typeof keep === 'bigint' && keep !== 0n)));
  },
  removeprefix(args, kw) {
    arity('str.removeprefix', args.slice(1), kw, 1, 1);
    const s = s0(args, 'removeprefix');
    const p = strArg(args[1]);
    return s.startsWith(p) ? s.slice(p.length) : s;
  },
  removesuffix(args, kw) {
    arity('str.removesuffix', args.slice(1), kw, 1, 1);
    const s = s0(args, 'removesuffix');
    const p = strArg(args[1]);
    return p && s.endsWith(p) ? s.slice(0, -p.length) : s;
  },
  translate(args, kw) {
    arity('str.translate', args.slice(1), kw, 1, 1);
    return translate(s0(args, 'translate'), args[1]);
  },
});

builtinTypes.str.dict.set(
  'maketrans',
  new PyOpaque(
    descriptorTypes.staticmethod,
    '<staticmethod object>',
    new PyBuiltin(
      'maketrans',
      (args, kw) => {
        arity('maketrans', args, kw, 1, 3);
        return makeTrans(args);
      },
      'str.maketrans',
    ),
  ),
);
