/**
 * The errors CPython 3.11 raises while it splits an f-string into literal text and replacement
 * fields (Parser/string_parser.c: `fstring_find_literal`, `fstring_find_expr`), before any field
 * is parsed as an expression: a single `}`, an empty field, a bad conversion, a field not closed,
 * a backslash or `#` inside a field, fields nested more than one format spec deep. Lezer's
 * grammar accepts some of these and rejects others with no message; this scan gives CPython's.
 */

class FStringError extends Error {}

/** The first of CPython's f-string errors in the text between an f-string's quotes, or null. */
export function fstringBodyError(body: string, raw: boolean): string | null {
  try {
    scanParts(body, 0, raw, 0);
    return null;
  } catch (e) {
    if (e instanceof FStringError) return e.message;
    throw e;
  }
}

function fail(message: string): never {
  throw new FStringError(message);
}

/**
 * Literal text and fields from `i` to the end of the body (`level` 0) or, in a format spec
 * (`level` 1 and more), to the `}` that closes the spec; returns where it stopped.
 */
function scanParts(s: string, i: number, raw: boolean, level: number): number {
  for (;;) {
    i = scanLiteral(s, i, raw, level);
    if (i >= s.length || s[i] === '}') break;
    i = scanField(s, i, raw, level);
  }
  if (level > 0 && s[i] !== '}') fail("f-string: expecting '}'");
  return i;
}

/** Literal text up to a field's `{` (or, in a spec, its closing `}`); `{{` and `}}` stand for one brace at the top level. */
function scanLiteral(s: string, i: number, raw: boolean, level: number): number {
  while (i < s.length) {
    let c = s[i++];
    if (!raw && c === '\\' && i < s.length) {
      c = s[i++];
      if (c === 'N' && s[i] === '{') {
        const close = s.indexOf('}', i);
        i = close < 0 ? s.length : close + 1;
        continue;
      }
    }
    if (c !== '{' && c !== '}') continue;
    if (level === 0) {
      if (s[i] === c) {
        i++;
        continue;
      }
      if (c === '}') fail("f-string: single '}' is not allowed");
    }
    return i - 1;
  }
  return i;
}

/** One `{expr[=][!c][:spec]}` starting at its `{`; returns the offset after its `}`. */
function scanField(s: string, i: number, raw: boolean, level: number): number {
  if (level >= 2) fail('f-string: expressions nested too deeply');
  const start = ++i;
  const brackets: string[] = [];
  let quote = '';
  for (; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') fail('f-string expression part cannot include a backslash');
    if (quote) {
      if (s.startsWith(quote, i)) {
        i += quote.length - 1;
        quote = '';
      }
      continue;
    }
    if (c === "'" || c === '"') {
      quote = s.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      i += quote.length - 1;
    } else if (c === '[' || c === '{' || c === '(') {
      brackets.push(c);
    } else if (c === '#') {
      fail("f-string expression part cannot include '#'");
    } else if (brackets.length === 0 && '!:}=<>'.includes(c)) {
      if (s[i + 1] === '=' && c !== ':' && c !== '}') {
        i++;
        continue;
      }
      if (c === '<' || c === '>') continue;
      break;
    } else if (c === ']' || c === '}' || c === ')') {
      const open = brackets.pop();
      if (open === undefined) fail(`f-string: unmatched '${c}'`);
      if ({ '(': ')', '[': ']', '{': '}' }[open] !== c) fail(`f-string: closing parenthesis '${c}' does not match opening parenthesis '${open}'`);
    }
  }
  if (quote) fail('f-string: unterminated string');
  if (brackets.length) fail(`f-string: unmatched '${brackets[brackets.length - 1]}'`);
  if (i >= s.length) fail("f-string: expecting '}'");
  if (/^[ \t\n\f]*$/.test(s.slice(start, i))) {
    if (s[i] === '!' || s[i] === ':' || s[i] === '=') fail(`f-string: expression required before '${s[i]}'`);
    fail('f-string: empty expression not allowed');
  }
  if (s[i] === '=') {
    i++;
    while (i < s.length && /\s/.test(s[i])) i++;
    if (i >= s.length) fail("f-string: expecting '}'");
  }
  if (s[i] === '!') {
    i++;
    if (i >= s.length) fail("f-string: expecting '}'");
    const conversion = s[i++];
    if (conversion !== 's' && conversion !== 'r' && conversion !== 'a') fail("f-string: invalid conversion character: expected 's', 'r', or 'a'");
  }
  if (i >= s.length) fail("f-string: expecting '}'");
  if (s[i] === ':') {
    i++;
    if (i >= s.length) fail("f-string: expecting '}'");
    i = scanParts(s, i, raw, level + 1);
  }
  if (i >= s.length || s[i] !== '}') fail("f-string: expecting '}'");
  return i + 1;
}
