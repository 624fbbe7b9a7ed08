/**
 * Errors found before a program runs. Both carry the file, line and column, and the
 * engine's public API turns them into data (never a JS exception escaping it).
 */

/** A source that CPython itself would reject: `kind` is `SyntaxError` or `IndentationError`. */
export class PySyntaxError extends Error {
  constructor(
    readonly kind: 'SyntaxError' | 'IndentationError',
    readonly detail: string,
    readonly file: string,
    readonly line: number,
    readonly col: number,
  ) {
    super(`${kind}: ${detail} (${file}, line ${line}, column ${col + 1})`);
  }
}

/** Valid Python that this interpreter does not implement; `construct` names it for the reader. */
export class UnsupportedSyntax extends Error {
  constructor(
    readonly construct: string,
    readonly file: string,
    readonly line: number,
    readonly col: number,
  ) {
    super(`unsupported: ${construct} is not supported by this interpreter (${file}, line ${line}, column ${col + 1})`);
  }
}
