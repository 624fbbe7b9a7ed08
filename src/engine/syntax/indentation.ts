/**
 * The indentation errors CPython reports and Lezer's grammar accepts silently: an unexpected
 * indent, an unindent to no outer level, a block header without its indented block. One pass
 * over the character codes of the source (it runs on every parse, so it allocates nothing per
 * character and only the error's text when there is one).
 */
import { PySyntaxError } from './errors';

const HASH = 35;
const BACKSLASH = 92;
const COLON = 58;
const DQUOTE = 34;
const SQUOTE = 39;

/** Whether `c` is whitespace as `String.prototype.trim` sees it. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return (
    c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** How CPython names the statement a block belongs to in "expected an indented block after ...". */
function blockOpener(header: string): string {
  const words = header.split(/[\s:(]/).filter(Boolean);
  const word = words[0] === 'async' ? words[1] : words[0];
  if (word === 'def') return 'function definition';
  if (word === 'class') return 'class definition';
  return `'${word}' statement`;
}

/** The text of the line that starts at offset `start`. */
function lineAt(source: string, start: number): string {
  const end = source.indexOf('\n', start);
  return source.slice(start, end < 0 ? source.length : end);
}

/** Throws the IndentationError CPython raises for `source`, if any. */
export function checkIndentation(source: string, file: string): void {
  const stack = [0];
  let depth = 0; // bracket nesting: continuation lines are free-form
  let inTriple = 0; // the quote character of the open triple-quoted string, 0 when none
  let expectIndent = false;
  let continuation = false; // the previous line ended with a backslash
  // The logical line that opened the block expected next: its first line's start offset and number.
  let headerStart = 0;
  let headerLine = 0;
  let logicalStart = 0;
  let logicalLine = 0;
  const n = source.length;
  let lineNo = 0;
  for (let start = 0; start <= n; ) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = n;
    lineNo++;
    let first = start; // the first non-blank character
    while (first < end && isSpace(source.charCodeAt(first))) first++;
    const atStart = depth === 0 && inTriple === 0 && !continuation;
    if (atStart && first < end && source.charCodeAt(first) !== HASH) {
      const indent = first - start;
      const top = stack[stack.length - 1];
      if (expectIndent) {
        if (indent <= top)
          throw new PySyntaxError(
            'IndentationError',
            `expected an indented block after ${blockOpener(lineAt(source, headerStart).trim())} on line ${headerLine}`,
            file,
            lineNo,
            indent,
          );
        stack.push(indent);
      } else if (indent > top) {
        // CPython's column here is one before the first character of the line.
        throw new PySyntaxError('IndentationError', 'unexpected indent', file, lineNo, indent - 1);
      } else if (indent < top) {
        while (stack[stack.length - 1] > indent) stack.pop();
        if (stack[stack.length - 1] !== indent)
          throw new PySyntaxError('IndentationError', 'unindent does not match any outer indentation level', file, lineNo, end - start);
      }
      expectIndent = false;
      logicalStart = start;
      logicalLine = lineNo;
    }
    // Scan the line for brackets, strings and a trailing block colon.
    let lastSignificant = 0;
    for (let j = start; j < end; j++) {
      const c = source.charCodeAt(j);
      if (inTriple !== 0) {
        if (c === inTriple && source.charCodeAt(j + 1) === c && source.charCodeAt(j + 2) === c && j + 2 < end) {
          j += 2;
          inTriple = 0;
        } else if (c === BACKSLASH) j++;
        continue;
      }
      if (c === HASH) break;
      if (c === DQUOTE || c === SQUOTE) {
        if (j + 2 < end && source.charCodeAt(j + 1) === c && source.charCodeAt(j + 2) === c) {
          inTriple = c;
          j += 2;
          continue;
        }
        j++;
        while (j < end && source.charCodeAt(j) !== c) j += source.charCodeAt(j) === BACKSLASH ? 2 : 1;
        lastSignificant = c;
        continue;
      }
      if (c === 40 || c === 91 || c === 123) depth++;
      else if (c === 41 || c === 93 || c === 125) depth = Math.max(0, depth - 1);
      if (!isSpace(c)) lastSignificant = c;
    }
    let last = end - 1; // the last non-blank character of the line
    while (last >= start && isSpace(source.charCodeAt(last))) last--;
    const continued = last >= start && source.charCodeAt(last) === BACKSLASH && inTriple === 0;
    continuation = continued;
    if (depth === 0 && inTriple === 0 && !continued && lastSignificant === COLON) {
      expectIndent = true;
      headerStart = logicalStart;
      headerLine = logicalLine;
    }
    start = end + 1;
  }
}
