/**
 * Simulated `textwrap`: `wrap`, `fill`, `shorten`, `dedent` and `indent`, ported from CPython
 * 3.11's textwrap.py (the same chunking regex, line-filling loop, long-word and `max_lines`
 * handling), with every `TextWrapper` keyword but `fix_sentence_endings`, and the `TextWrapper`
 * class, whose options are plain instance attributes read at each `wrap`/`fill`.
 */
import {
  argAt,
  builtin,
  call,
  checkKwargs,
  defineMethods,
  exc,
  getAttr,
  index,
  type Kwargs,
  objectType,
  PyClass,
  PyList,
  type PyValue,
  pyError,
  registerModule,
  setAttr,
  truthy,
  typeName,
  unsupported,
} from '../../engine/api';

const WS = '\\t\\n\\x0b\\x0c\\r ';
const wordPunct = '[\\w!"\'&.,?]';
const letter = '(?:(?!\\d)\\w)';
const ws = `[${WS}]`;
const nws = `[^${WS}]`;
/** CPython's `TextWrapper.wordsep_re` (Unicode `\w`, as a `str` pattern has it). */
const wordsep = new RegExp(
  `(${ws}+|(?<=${wordPunct})-{2,}(?=\\w)|${nws}+?(?:-(?:(?<=${letter}{2}-)|(?<=${letter}-${letter}-))(?=${letter}-?${letter})|(?=${ws}|$)|(?<=${wordPunct})(?=-{2,}\\w)))`,
  'v',
);
const wordsepSimple = new RegExp(`(${ws}+)`);

/** Python's `len`: code points. */
const plen = (s: string) => [...s].length;
const pslice = (s: string, a: number, b?: number) => [...s].slice(a, b).join('');

interface Options {
  width: number;
  initialIndent: string;
  subsequentIndent: string;
  expandTabs: boolean;
  tabsize: number;
  replaceWhitespace: boolean;
  dropWhitespace: boolean;
  breakLongWords: boolean;
  breakOnHyphens: boolean;
  maxLines: number | null;
  placeholder: string;
}

const KEYWORDS = [
  'width',
  'initial_indent',
  'subsequent_indent',
  'expand_tabs',
  'tabsize',
  'replace_whitespace',
  'fix_sentence_endings',
  'drop_whitespace',
  'break_long_words',
  'break_on_hyphens',
  'max_lines',
  'placeholder',
];

function options(fname: string, kw: Kwargs, width: PyValue | undefined, maxLines: number | null = null, placeholder = ' [...]'): Options {
  checkKwargs(fname, kw, KEYWORDS);
  const s = (name: string, dflt: string): string => {
    const v = kw?.get(name);
    if (v === undefined) return dflt;
    if (typeof v !== 'string') throw pyError(exc.TypeError, `can only concatenate str (not "${typeName(v)}") to str`);
    return v;
  };
  const b = (name: string, dflt: boolean): boolean => {
    const v = kw?.get(name);
    return v === undefined ? dflt : truthy(v);
  };
  if (b('fix_sentence_endings', false)) unsupported("textwrap's fix_sentence_endings");
  const ml = kw?.get('max_lines');
  return {
    width: Number(index(width ?? 70n)),
    initialIndent: s('initial_indent', ''),
    subsequentIndent: s('subsequent_indent', ''),
    expandTabs: b('expand_tabs', true),
    tabsize: Number(index(kw?.get('tabsize') ?? 8n)),
    replaceWhitespace: b('replace_whitespace', true),
    dropWhitespace: b('drop_whitespace', true),
    breakLongWords: b('break_long_words', true),
    breakOnHyphens: b('break_on_hyphens', true),
    maxLines: ml === undefined || ml === null ? maxLines : Number(index(ml)),
    placeholder: s('placeholder', placeholder),
  };
}

function chunksOf(text: string, o: Options): string[] {
  let t = text;
  if (o.expandTabs) t = call(getAttr(t, 'expandtabs'), [BigInt(o.tabsize)], null) as string;
  if (o.replaceWhitespace) t = t.replace(new RegExp(`[${WS}]`, 'g'), ' ');
  return t.split(o.breakOnHyphens ? wordsep : wordsepSimple).filter((c) => c);
}

function handleLongWord(chunks: string[], line: string[], curLen: number, width: number, o: Options): void {
  const spaceLeft = width < 1 ? 1 : width - curLen;
  if (o.breakLongWords) {
    let end = spaceLeft;
    const chunk = chunks[chunks.length - 1];
    if (o.breakOnHyphens && plen(chunk) > spaceLeft) {
      const hyphen = pslice(chunk, 0, spaceLeft).lastIndexOf('-');
      if (hyphen > 0 && [...pslice(chunk, 0, hyphen)].some((c) => c !== '-')) end = hyphen + 1;
    }
    line.push(pslice(chunk, 0, end));
    chunks[chunks.length - 1] = pslice(chunk, end);
  } else if (line.length === 0) line.push(chunks.pop() as string);
}

const total = (line: string[]) => line.reduce((n, c) => n + plen(c), 0);

/** CPython's `TextWrapper._wrap_chunks`. */
function wrapChunks(input: string[], o: Options): string[] {
  const lines: string[] = [];
  if (o.width <= 0) throw pyError(exc.ValueError, `invalid width ${o.width} (must be > 0)`);
  if (o.maxLines !== null) {
    const indent = o.maxLines > 1 ? o.subsequentIndent : o.initialIndent;
    if (plen(indent) + plen(o.placeholder.trimStart()) > o.width) throw pyError(exc.ValueError, 'placeholder too large for max width');
  }
  const chunks = [...input].reverse();
  while (chunks.length) {
    const line: string[] = [];
    let curLen = 0;
    const indent = lines.length ? o.subsequentIndent : o.initialIndent;
    const width = o.width - plen(indent);
    if (o.dropWhitespace && chunks[chunks.length - 1].trim() === '' && lines.length) chunks.pop();
    while (chunks.length) {
      const l = plen(chunks[chunks.length - 1]);
      if (curLen + l > width) break;
      line.push(chunks.pop() as string);
      curLen += l;
    }
    if (chunks.length && plen(chunks[chunks.length - 1]) > width) {
      handleLongWord(chunks, line, curLen, width, o);
      curLen = total(line);
    }
    if (o.dropWhitespace && line.length && line[line.length - 1].trim() === '') {
      curLen -= plen(line[line.length - 1]);
      line.pop();
    }
    if (!line.length) continue;
    if (
      o.maxLines === null ||
      lines.length + 1 < o.maxLines ||
      ((!chunks.length || (o.dropWhitespace && chunks.length === 1 && !chunks[0].trim())) && curLen <= width)
    ) {
      lines.push(indent + line.join(''));
      continue;
    }
    let placed = false;
    while (line.length) {
      if (line[line.length - 1].trim() && curLen + plen(o.placeholder) <= width) {
        line.push(o.placeholder);
        lines.push(indent + line.join(''));
        placed = true;
        break;
      }
      curLen -= plen(line[line.length - 1]);
      line.pop();
    }
    if (!placed) {
      if (lines.length) {
        const prev = lines[lines.length - 1].trimEnd();
        if (plen(prev) + plen(o.placeholder) <= o.width) {
          lines[lines.length - 1] = prev + o.placeholder;
          break;
        }
      }
      lines.push(indent + o.placeholder.trimStart());
    }
    break;
  }
  return lines;
}

function text(v: PyValue | undefined, fname: string): string {
  if (v === undefined) throw pyError(exc.TypeError, `${fname}() missing 1 required positional argument: 'text'`);
  if (typeof v !== 'string') throw pyError(exc.AttributeError, `'${typeName(v)}' object has no attribute 'expandtabs'`);
  return v;
}

function wrapText(args: PyValue[], kw: Kwargs, fname: string): string[] {
  const t = text(argAt(args, 0, kw, 'text'), fname);
  const rest = new Map(kw ?? []);
  rest.delete('text');
  rest.delete('width');
  const o = options(fname, rest, argAt(args, 1, kw, 'width'));
  return wrapChunks(chunksOf(t, o), o);
}

/** `TextWrapper.__init__`'s parameters in order (`max_lines` and `placeholder` keyword-only), with their defaults. */
const WRAPPER_PARAMS: [string, PyValue][] = [
  ['width', 70n],
  ['initial_indent', ''],
  ['subsequent_indent', ''],
  ['expand_tabs', true],
  ['replace_whitespace', true],
  ['fix_sentence_endings', false],
  ['break_long_words', true],
  ['drop_whitespace', true],
  ['break_on_hyphens', true],
  ['tabsize', 8n],
  ['max_lines', null],
  ['placeholder', ' [...]'],
];
const POSITIONAL = 10;

const textWrapperType = new PyClass('TextWrapper', [objectType], {}, 'textwrap');

/** The wrapper's options as its attributes stand now (a script may set `w.width = 8` between calls). */
function wrapperLines(self: PyValue, t: PyValue | undefined, fname: string): string[] {
  const kw = new Map<string, PyValue>();
  for (const [name] of WRAPPER_PARAMS) if (name !== 'width') kw.set(name, getAttr(self, name));
  const o = options(fname, kw, getAttr(self, 'width'));
  return wrapChunks(chunksOf(text(t, fname), o), o);
}

defineMethods(textWrapperType, {
  __init__: ([self, ...args], kw) => {
    if (args.length > POSITIONAL)
      throw pyError(exc.TypeError, `TextWrapper.__init__() takes from 1 to ${POSITIONAL + 1} positional arguments but ${args.length + 1} were given`);
    checkKwargs(
      'TextWrapper.__init__',
      kw,
      WRAPPER_PARAMS.map(([n]) => n),
    );
    WRAPPER_PARAMS.forEach(([name, dflt], i) => {
      if (i < args.length && kw?.has(name)) throw pyError(exc.TypeError, `TextWrapper.__init__() got multiple values for argument '${name}'`);
      setAttr(self, name, i < args.length ? args[i] : (kw?.get(name) ?? dflt));
    });
    return null;
  },
  wrap: ([self, t]) => new PyList(wrapperLines(self, t, 'wrap')),
  fill: ([self, t]) => wrapperLines(self, t, 'fill').join('\n'),
});

/** CPython's `dedent`: whitespace-only lines become empty, then the common leading margin goes. */
function dedent(t: string): string {
  const normalized = t.replace(/^[ \t]+$/gm, '');
  let margin: string | null = null;
  for (const m of normalized.matchAll(/^([ \t]*)[^ \t\n]/gm)) {
    const indent = m[1];
    if (margin === null) margin = indent;
    else if (indent.startsWith(margin)) {
      /* the margin stays */
    } else if (margin.startsWith(indent)) margin = indent;
    else {
      let i = 0;
      while (i < margin.length && i < indent.length && margin[i] === indent[i]) i++;
      margin = margin.slice(0, i);
    }
  }
  if (!margin) return normalized;
  const m = margin;
  return normalized.replace(/^.*/gm, (line) => (line.startsWith(m) ? line.slice(m.length) : line));
}

/** `str.splitlines(keepends=True)`, as CPython's `indent` iterates. */
function linesWithEnds(t: string): string[] {
  return (call(getAttr(t, 'splitlines'), [true], null) as PyList).items as string[];
}

registerModule('textwrap', () => ({
  TextWrapper: textWrapperType,
  wrap: builtin('wrap', (args, kw) => new PyList(wrapText(args, kw, 'wrap'))),
  fill: builtin('fill', (args, kw) => wrapText(args, kw, 'fill').join('\n')),
  shorten: builtin('shorten', (args, kw) => {
    const t = text(argAt(args, 0, kw, 'text'), 'shorten');
    const width = argAt(args, 1, kw, 'width');
    if (width === undefined) throw pyError(exc.TypeError, "shorten() missing 1 required positional argument: 'width'");
    const rest = new Map(kw ?? []);
    rest.delete('text');
    rest.delete('width');
    const o = options('shorten', rest, width, 1);
    const lines = wrapChunks(chunksOf(t.trim().split(/\s+/).filter(Boolean).join(' '), o), o);
    return lines[0] ?? '';
  }),
  dedent: builtin('dedent', (args, kw) => {
    const t = argAt(args, 0, kw, 'text');
    if (typeof t !== 'string') throw pyError(exc.TypeError, `expected string or bytes-like object, got '${typeName(t ?? null)}'`);
    return dedent(t);
  }),
  indent: builtin('indent', (args, kw) => {
    checkKwargs('indent', kw, ['text', 'prefix', 'predicate']);
    const t = argAt(args, 0, kw, 'text');
    const prefix = argAt(args, 1, kw, 'prefix');
    const predicate = argAt(args, 2, kw, 'predicate') ?? null;
    if (typeof t !== 'string') throw pyError(exc.AttributeError, `'${typeName(t ?? null)}' object has no attribute 'splitlines'`);
    if (typeof prefix !== 'string') throw pyError(exc.TypeError, `can only concatenate str (not "${typeName(prefix ?? null)}") to str`);
    const wanted = (line: string) => (predicate === null ? line.trim() !== '' : truthy(call(predicate, [line], null)));
    return linesWithEnds(t)
      .map((line) => (wanted(line) ? prefix + line : line))
      .join('');
  }),
}));
