/**
 * The errors CPython's tokenizer raises, read as its tokenizer reads the source: malformed
 * number literals (`0777`, `1__0`, `0b2`, `1e`), which Lezer's grammar accepts as numbers;
 * brackets that close nothing or the wrong bracket, or are never closed; strings that never end;
 * characters that are no part of any token (`“`, a no-break space); a backslash with something
 * after it. (The parser's errors, and the hints of its second pass such as a missing comma or
 * `:`, are `explain-error.ts`'s.)
 *
 * Columns follow CPython's `SyntaxError.offset - 1` (the parser fixtures hold them to it): the
 * tokenizer reports most errors one character before its read position.
 */
import { PySyntaxError } from './errors';

/** An error and the offset it lies at (to order it against the parser's errors). */
export interface LocatedError {
  readonly offset: number;
  readonly error: PySyntaxError;
}

export interface TokenScan {
  /**
   * The tokenizer's first error. One it `raised` wins over any error of the parser (CPython
   * tokenizes the rest of the source when its parse fails, to look for one); the others (a
   * backslash with something after it) stop the tokenizer without raising, so they count only
   * where the parser meets them, in source order with its own errors.
   */
  readonly error: (LocatedError & { readonly raised: boolean }) | null;
  /** The innermost bracket still open at the end of the source. */
  readonly unclosed: LocatedError | null;
}

/** An open bracket: the character, its offset, line and column. */
interface Bracket {
  readonly c: number;
  readonly offset: number;
  readonly line: number;
  readonly col: number;
}

const EOF = -1;
const NL = 10;
const CR = 13;
const HASH = 35;
const BACKSLASH = 92;
const DOT = 46;
const UNDERSCORE = 95;

const stringPrefixes = new Set(['r', 'u', 'f', 'b', 'br', 'rb', 'fr', 'rf']);
const closerOf: Record<number, number> = { 40: 41, 91: 93, 123: 125 };

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** CPython's `is_potential_identifier_char`: any non-ASCII character may be part of a name until verified. */
const isPotentialIdentifierChar = (c: number) => isAsciiLetter(c) || isDigit(c) || c === UNDERSCORE || c >= 128;
const isBlank = (c: number) => c === 32 || c === 9 || c === 12;

const nameStart = /[\p{ID_Start}_]/u;
const nameContinue = /[\p{ID_Continue}]/u;
/** What Python's `str.isprintable()` rejects (other than the plain space). */
const nonPrintable = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/** Signals that the scan found its error (caught in `scanTokens`). */
class Found {
  constructor(
    readonly located: LocatedError,
    readonly raised = true,
  ) {}
}

class Scanner {
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  private readonly n: number;
  private readonly stack: Bracket[] = [];

  constructor(
    private readonly src: string,
    private readonly file: string,
  ) {
    this.n = src.length;
  }

  /** The line CPython names in "(detected at line N)" when a triple-quoted string runs into the end: the last one with text. */
  private lastLine(): number {
    const trimmed = this.src.endsWith('\n') ? this.src.slice(0, -1) : this.src;
    let line = 1;
    for (let i = trimmed.indexOf('\n'); i >= 0; i = trimmed.indexOf('\n', i + 1)) line++;
    return line;
  }

  private code(i: number): number {
    return i < this.n ? this.src.charCodeAt(i) : EOF;
  }

  private error(offset: number, col: number, message: string, line = this.line): Found {
    return new Found({ offset, error: new PySyntaxError('SyntaxError', message, this.file, line, col) });
  }

  /** An error CPython's tokenizer reports at its read position (one column before it). */
  private errorAtRead(message: string): Found {
    return this.error(this.pos, this.pos - this.lineStart - 1, message);
  }

  run(): TokenScan {
    try {
      while (this.pos < this.n) this.step();
    } catch (e) {
      if (e instanceof Found) return { error: { ...e.located, raised: e.raised }, unclosed: null };
      throw e;
    }
    const open = this.stack[this.stack.length - 1];
    const unclosed = open
      ? { offset: open.offset, error: new PySyntaxError('SyntaxError', `'${String.fromCharCode(open.c)}' was never closed`, this.file, open.line, open.col) }
      : null;
    return { error: null, unclosed };
  }

  private newline(at: number): void {
    this.line++;
    this.lineStart = at + 1;
  }

  private step(): void {
    const c = this.code(this.pos);
    if (c === NL || c === CR) {
      this.pos += c === CR && this.code(this.pos + 1) === NL ? 2 : 1;
      this.newline(this.pos - 1);
      return;
    }
    if (isBlank(c)) {
      this.pos++;
      return;
    }
    if (c === HASH) {
      while (this.pos < this.n && this.code(this.pos) !== NL && this.code(this.pos) !== CR) this.pos++;
      return;
    }
    if (c === BACKSLASH) {
      const next = this.code(this.pos + 1);
      if (next === NL || next === CR) {
        this.pos += next === CR && this.code(this.pos + 2) === NL ? 3 : 2;
        this.newline(this.pos - 1);
        return;
      }
      // Ordered where the parser meets it: at the backslash.
      const at = this.pos;
      this.pos += 2;
      const { error } = (
        next === EOF
          ? this.error(this.n, this.n - this.lineStart, 'unexpected EOF while parsing')
          : this.errorAtRead('unexpected character after line continuation character')
      ).located;
      throw new Found({ offset: at, error }, false);
    }
    const start = this.pos;
    if (isDigit(c) || (c === DOT && isDigit(this.code(this.pos + 1)))) {
      this.number();
      return;
    }
    if (c === 34 || c === 39) {
      this.string(start);
      return;
    }
    if (isAsciiLetter(c) || c === UNDERSCORE || c >= 128) {
      this.name();
      const q = this.code(this.pos);
      if ((q === 34 || q === 39) && this.pos - start <= 2 && stringPrefixes.has(this.src.slice(start, this.pos).toLowerCase())) this.string(start);
      return;
    }
    this.pos++;
    if (closerOf[c] !== undefined) {
      this.stack.push({ c, offset: start, line: this.line, col: start - this.lineStart });
      return;
    }
    if (c === 41 || c === 93 || c === 125) {
      const open = this.stack.pop();
      const ch = String.fromCharCode(c);
      if (!open) throw this.errorAtRead(`unmatched '${ch}'`);
      if (closerOf[open.c] !== c) {
        const where = open.line !== this.line ? ` on line ${open.line}` : '';
        throw this.errorAtRead(`closing parenthesis '${ch}' does not match opening parenthesis '${String.fromCharCode(open.c)}'${where}`);
      }
      return;
    }
    if (c < 32 || c === 127) throw this.error(start, start - this.lineStart, `invalid non-printable character U+${hex4(c)}`);
  }

  /** A name; a character that cannot be part of one is CPython's "invalid character". */
  private name(): void {
    const start = this.pos;
    let wide = false;
    for (let c = this.code(this.pos); this.pos < this.n && isPotentialIdentifierChar(c); c = this.code(++this.pos)) if (c >= 128) wide = true;
    if (wide) this.verifyName(start);
  }

  /** CPython's `verify_identifier`, for names with non-ASCII characters. */
  private verifyName(start: number): void {
    let i = start;
    for (const ch of this.src.slice(start, this.pos)) {
      if (!(i === start ? nameStart : nameContinue).test(ch)) {
        const cp = ch.codePointAt(0) as number;
        const message = nonPrintable.test(ch) ? `invalid non-printable character U+${hex4(cp)}` : `invalid character '${ch}' (U+${hex4(cp)})`;
        throw this.error(i, i - this.lineStart, message);
      }
      i += ch.length;
    }
  }

  /** Reads the next character as the tokenizer does (past the end: EOF, without moving). */
  private next(): number {
    if (this.pos >= this.n) return EOF;
    return this.src.charCodeAt(this.pos++);
  }

  private back(c: number): void {
    if (c !== EOF) this.pos--;
  }

  /** The digits after a digit, with single underscores between them (`tok_decimal_tail`). */
  private decimalTail(): number {
    for (;;) {
      let c: number;
      do c = this.next();
      while (isDigit(c));
      if (c !== UNDERSCORE) return c;
      c = this.next();
      if (!isDigit(c)) {
        this.back(c);
        throw this.errorAtRead('invalid decimal literal');
      }
    }
  }

  /** A number literal, as CPython's tokenizer reads it (tokenizer.c, `tok_get`). */
  private number(): void {
    const start = this.pos;
    let c = this.next();
    let part: 'int' | 'fraction' | 'exponent' | 'imaginary' = 'int';
    if (c === DOT) {
      c = this.next();
      part = 'fraction';
    } else if (c === 48) {
      c = this.next();
      const base = c | 32;
      if (base === 120 || base === 111 || base === 98) {
        if (base === 120) this.radix(isHex, 'hexadecimal');
        else if (base === 111) this.radix((d) => d >= 48 && d <= 55, 'octal');
        else this.radix((d) => d === 48 || d === 49, 'binary');
        return;
      }
      let nonzero = false;
      for (;;) {
        if (c === UNDERSCORE) {
          c = this.next();
          if (!isDigit(c)) {
            this.back(c);
            throw this.errorAtRead('invalid decimal literal');
          }
        }
        if (c !== 48) break;
        c = this.next();
      }
      if (isDigit(c)) {
        nonzero = true;
        c = this.decimalTail();
      }
      if (c === DOT) {
        c = this.next();
        part = 'fraction';
      } else if ((c | 32) === 101) part = 'exponent';
      else if ((c | 32) === 106) part = 'imaginary';
      else if (nonzero) {
        this.back(c);
        throw this.error(start, start - this.lineStart, 'leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers');
      }
      if (part === 'int') {
        this.end(c, 'decimal');
        return;
      }
    } else {
      c = this.decimalTail();
      if (c === DOT) {
        c = this.next();
        part = 'fraction';
      } else if ((c | 32) === 101) part = 'exponent';
      else if ((c | 32) === 106) part = 'imaginary';
    }
    if (part === 'fraction') {
      if (isDigit(c)) c = this.decimalTail();
      if ((c | 32) === 101) part = 'exponent';
      else if ((c | 32) === 106) part = 'imaginary';
    }
    if (part === 'exponent') {
      const e = c;
      c = this.next();
      if (c === 43 || c === 45) {
        c = this.next();
        if (!isDigit(c)) {
          this.back(c);
          throw this.errorAtRead('invalid decimal literal');
        }
      } else if (!isDigit(c)) {
        // `1e` followed by no digit: the number ends before the `e` (if `e` is not a name's start, that is the error).
        this.back(c);
        this.verifyEnd(e, 'decimal');
        this.back(e);
        return;
      }
      c = this.decimalTail();
      if ((c | 32) === 106) part = 'imaginary';
    }
    if (part === 'imaginary') {
      this.end(this.next(), 'imaginary');
      return;
    }
    this.end(c, 'decimal');
  }

  /** Hexadecimal, octal and binary digits after the prefix, underscores between groups. */
  private radix(isDigitOf: (c: number) => boolean, kind: string): void {
    let c = this.next();
    do {
      if (c === UNDERSCORE) c = this.next();
      if (!isDigitOf(c)) {
        if (kind !== 'hexadecimal' && isDigit(c)) throw this.errorAtRead(`invalid digit '${String.fromCharCode(c)}' in ${kind} literal`);
        this.back(c);
        throw this.errorAtRead(`invalid ${kind} literal`);
      }
      do c = this.next();
      while (isDigitOf(c));
    } while (c === UNDERSCORE);
    if (kind !== 'hexadecimal' && isDigit(c)) throw this.errorAtRead(`invalid digit '${String.fromCharCode(c)}' in ${kind} literal`);
    this.end(c, kind);
  }

  /** The character after a number (already read): a name glued to it is an error, except the keywords valid code puts there. */
  private end(c: number, kind: string): void {
    this.verifyEnd(c, kind);
    this.back(c);
  }

  /** CPython's `verify_end_of_number`: `1if`, `0x1for`, `1or` only warn; any other name character is an error. */
  private verifyEnd(c: number, kind: string): void {
    const rest = this.src.slice(this.pos, this.pos + 3);
    const keyword =
      (c === 97 && rest.startsWith('nd')) ||
      (c === 101 && rest.startsWith('lse')) ||
      (c === 102 && rest.startsWith('or')) ||
      (c === 105 && /^[fns]/.test(rest)) ||
      (c === 111 && rest.startsWith('r')) ||
      (c === 110 && rest.startsWith('ot'));
    if (keyword || !isPotentialIdentifierChar(c)) return;
    this.back(c);
    throw this.errorAtRead(`invalid ${kind} literal`);
  }

  /** A string literal from its prefix at `start`; one that never ends is reported at its start. */
  private string(start: number): void {
    const quote = this.code(this.pos);
    let size = 1;
    if (this.code(this.pos + 1) === quote && this.code(this.pos + 2) === quote) size = 3;
    else if (this.code(this.pos + 1) === quote) {
      this.pos += 2;
      return;
    }
    const startLine = this.line;
    const startCol = start - this.lineStart;
    this.pos += size;
    let closing = 0;
    while (closing !== size) {
      const c = this.next();
      if (c === EOF || (size === 1 && (c === NL || c === CR))) {
        const detected = size === 1 ? this.line : this.lastLine();
        const what = size === 3 ? 'unterminated triple-quoted string literal' : 'unterminated string literal';
        throw this.error(start, startCol, `${what} (detected at line ${detected})`, startLine);
      }
      if (c === quote) closing++;
      else {
        closing = 0;
        if (c === BACKSLASH) {
          const escaped = this.next();
          if (escaped === CR && this.code(this.pos) === NL) this.pos++;
          if (escaped === NL || escaped === CR) this.newline(this.pos - 1);
        } else if (c === NL || (c === CR && this.code(this.pos) !== NL)) this.newline(this.pos - 1);
      }
    }
  }
}

function hex4(cp: number): string {
  return cp.toString(16).toUpperCase().padStart(4, '0');
}

/** Reads `source` as CPython's tokenizer would, up to its first error. */
export function scanTokens(source: string, file: string): TokenScan {
  return new Scanner(source, file).run();
}
