/**
 * A small Python tokenizer: names, numbers, strings, operators, grouped into logical lines
 * (brackets and backslashes join physical lines; comments and blank lines vanish). Lezer's
 * grammar reads most of Python well but not `match` patterns, so the match pre-pass
 * (`match-source.ts`) and the pattern parser (`parse-pattern.ts`) read these tokens instead.
 * It never throws: text it cannot read becomes an `error` token for the parsers to report.
 */

/** Python's hard keywords (`keyword.kwlist`): never a name. */
export const pythonKeywords: ReadonlySet<string> = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

export type TokenKind = 'name' | 'number' | 'string' | 'op' | 'error';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly from: number;
  readonly to: number;
  /** Open brackets before this token. */
  readonly depth: number;
}

export interface LogicalLine {
  readonly tokens: readonly Token[];
  /** Column of the first token (its indentation). */
  readonly indent: number;
}

const namePattern = /[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*/uy;
const numberPattern =
  /(?:0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+|(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?[jJ]?)/y;
const prefixPattern = /(?:[rR][bBfF]?|[bBfF][rR]?|[uU])?(?:'''|"""|'|")/y;
const operators = [
  '**=',
  '//=',
  '>>=',
  '<<=',
  '...',
  '**',
  '//',
  '<<',
  '>>',
  '<=',
  '>=',
  '==',
  '!=',
  ':=',
  '->',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '@=',
];

/** Where the string whose opening quote is at `quoteAt` ends; -1 when unterminated. */
function stringEnd(src: string, quoteAt: number): number {
  const quote = src.startsWith('"""', quoteAt) || src.startsWith("'''", quoteAt) ? src.slice(quoteAt, quoteAt + 3) : src[quoteAt];
  for (let i = quoteAt + quote.length; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (src.startsWith(quote, i)) return i + quote.length;
    else if (c === '\n' && quote.length === 1) return -1;
  }
  return -1;
}

/** The logical lines of a source. */
export function logicalLines(src: string): LogicalLine[] {
  const lines: LogicalLine[] = [];
  let tokens: Token[] = [];
  let depth = 0;
  let lineStart = 0;
  let indent = 0;
  const end = () => {
    if (tokens.length) lines.push({ tokens, indent });
    tokens = [];
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '\n') {
      if (depth === 0) end();
      i++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\f' || c === '\r') {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '\\' && (src[i + 1] === '\n' || (src[i + 1] === '\r' && src[i + 2] === '\n'))) {
      i += src[i + 1] === '\n' ? 2 : 3;
      continue;
    }
    if (tokens.length === 0) indent = i - lineStart;
    const push = (kind: TokenKind, to: number) => {
      tokens.push({ kind, text: src.slice(i, to), from: i, to, depth });
      i = to;
    };
    prefixPattern.lastIndex = i;
    const str = prefixPattern.exec(src);
    if (str) {
      const to = stringEnd(src, i + str[0].length - (str[0].endsWith('"""') || str[0].endsWith("'''") ? 3 : 1));
      push(to < 0 ? 'error' : 'string', to < 0 ? src.length : to);
      continue;
    }
    numberPattern.lastIndex = i;
    const num = numberPattern.exec(src);
    if (num && num[0].length > 0) {
      push('number', i + num[0].length);
      continue;
    }
    namePattern.lastIndex = i;
    const name = namePattern.exec(src);
    if (name) {
      push('name', i + name[0].length);
      continue;
    }
    const op = operators.find((o) => src.startsWith(o, i));
    if (op) {
      push('op', i + op.length);
      continue;
    }
    if ('([{'.includes(c)) {
      push('op', i + 1);
      depth++;
      continue;
    }
    if (')]}'.includes(c)) {
      depth = Math.max(0, depth - 1);
      push('op', i + 1);
      continue;
    }
    push('+-*/%@&|^~<>=.,:;!'.includes(c) ? 'op' : 'error', i + 1);
  }
  end();
  return lines;
}
