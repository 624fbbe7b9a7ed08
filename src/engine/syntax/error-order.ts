/**
 * Which error CPython reports when the engine's passes find several (`parseModule` applies it).
 * An error CPython's tokenizer raises comes first wherever it is: when its parse fails, it
 * tokenizes the rest of the source to look for one (unless the tokenizer stopped earlier at an
 * unindent to no outer level, or at a backslash with something after it, which do not raise).
 * All others come in source order, as its parser meets them: the indentation errors, those two
 * tokenizer errors, the parser's first error, and the checks the engine makes while converting
 * Lezer's tree (invalid targets, argument order, literals, f-strings), which are rules of
 * CPython's grammar. Such a check counts when it lies in a statement before the one where the
 * parse failed (`1 = x` then `foo bar` fails at line 1), or is the failing statement's own
 * target, read whole before the failure (`1 = x y`). The compiler's checks come after all.
 */
import type { PySyntaxError } from './errors';
import { logicalLines } from './tokens';

/** Words that open a compound statement: its header's `:` ends a part the parser reads before the body on the same line. */
const compound = new Set(['if', 'elif', 'else', 'while', 'for', 'try', 'except', 'finally', 'with', 'def', 'class', 'async']);

/**
 * Where the simple statement (or compound statement header) that holds `offset` starts: after
 * the last `;` before it on its logical line, or after its header's `:`, or at the line's start.
 */
export function statementStart(src: string, offset: number): number {
  const lines = logicalLines(src);
  let line = lines[0];
  // An offset in a line's indentation (an indentation error's) belongs to that line.
  for (const l of lines) {
    if (src.lastIndexOf('\n', l.tokens[0].from - 1) + 1 > offset) break;
    line = l;
  }
  if (!line) return offset;
  const t = line.tokens;
  let start = t[0].from;
  let headerOpen = compound.has(t[0].text);
  for (const x of t) {
    if (x.from >= offset) break;
    if (x.depth !== 0) continue;
    if (x.text === ';' || (headerOpen && x.text === ':')) {
      headerOpen = false;
      start = x.to;
    }
  }
  return start;
}

/** Checks the converter makes for convenience that CPython's compiler makes, after its parser: they never come before a parse error. */
const compilerMessages = /^(?:keyword argument repeated|default 'except:' must be last)/;

/**
 * Whether a rule of CPython's parser raises this error, with its own message, as it reads (so in
 * source order with its other errors). Not the compiler's checks, nor a plain "invalid syntax" or
 * an indentation error: the converter reports those where the tree Lezer recovered is not whole.
 */
export function isParserRuleError(e: PySyntaxError): boolean {
  return e.kind === 'SyntaxError' && e.detail !== 'invalid syntax' && !compilerMessages.test(e.detail);
}

/** Keywords that may stand before a statement's target: `for 1 in x`, `del f()`. */
const targetKeywords = new Set(['for', 'async', 'del']);

/**
 * Whether the expression at `offset` is the first of the statement that starts at `statement`
 * (only `for`, `del` or opening brackets before it): a target the statement itself assigns,
 * not one Lezer's recovery made up inside a broken expression.
 */
export function leadsStatement(src: string, statement: number, offset: number): boolean {
  for (const { tokens } of logicalLines(src)) {
    if (tokens[tokens.length - 1].to <= statement) continue;
    for (const x of tokens) {
      if (x.from < statement) continue;
      if (x.from >= offset) return true;
      if (!targetKeywords.has(x.text) && x.text !== '(' && x.text !== '[') return false;
    }
    return true;
  }
  return false;
}
