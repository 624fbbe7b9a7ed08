/**
 * The order rules of argument lists (calls and class bases) and parameter lists (`def` and
 * `lambda`) that CPython's grammar enforces, with its messages and positions. The converter
 * lists the items with their offsets; a check returns the first violation, read left to right
 * as CPython's parser meets it, or null.
 */

/** A refused item: the source offset CPython points at, and its message. */
export interface OrderError {
  readonly at: number;
  readonly message: string;
}

/** One argument at a call site: `x`, `*xs`, `name=x` or `**kw`, where it starts, and its keyword. */
export interface ArgItem {
  readonly kind: 'pos' | 'star' | 'kw' | 'dstar';
  readonly from: number;
  readonly name?: string;
}

/**
 * Positional arguments go before keywords and `**`, `*` before `**`, and a keyword once.
 * `close` is the offset of the closing parenthesis, where CPython reports a misplaced
 * positional argument (the last token its parser read).
 */
export function argumentOrderError(items: readonly ArgItem[], close: number): OrderError | null {
  let keyword = false;
  let unpacking = false;
  const names = new Set<string>();
  for (const a of items) {
    if (a.kind === 'pos' && (keyword || unpacking))
      return { at: close, message: unpacking ? 'positional argument follows keyword argument unpacking' : 'positional argument follows keyword argument' };
    if (a.kind === 'star' && unpacking) return { at: a.from, message: 'iterable argument unpacking follows keyword argument unpacking' };
    if (a.kind === 'kw' && a.name !== undefined) {
      if (names.has(a.name)) return { at: a.from, message: `keyword argument repeated: ${a.name}` };
      names.add(a.name);
      keyword = true;
    }
    if (a.kind === 'dstar') unpacking = true;
  }
  return null;
}

/** One item of a parameter list: a parameter (with or without a default), `*`, `*args`, `**kw` or `/`. */
export interface ParamItem {
  readonly kind: 'param' | 'star' | 'dstar' | 'slash';
  readonly from: number;
  /** A parameter's default, or a star's name (`*args` rather than a bare `*`). */
  readonly filled: boolean;
}

/**
 * CPython's parameter-order errors. A `def`'s bare `*` with nothing named after it is reported
 * at the star, a lambda's at the token after it (the next item, or `end`: the lambda's `:`).
 */
export function parameterOrderError(items: readonly ParamItem[], isLambda: boolean, end: number): OrderError | null {
  let slash = false;
  let star = false;
  let dstar = false;
  let defaulted = false;
  for (let i = 0; i < items.length; i++) {
    const p = items[i];
    if (dstar) return { at: p.from, message: 'arguments cannot follow var-keyword argument' };
    switch (p.kind) {
      case 'slash':
        if (i === 0) return { at: p.from, message: 'at least one argument must precede /' };
        if (slash) return { at: p.from, message: '/ may appear only once' };
        if (star) return { at: p.from, message: '/ must be ahead of *' };
        slash = true;
        break;
      case 'star': {
        if (star) return { at: p.from, message: '* argument may appear only once' };
        const next = items[i + 1];
        if (!p.filled && (!next || next.kind === 'dstar'))
          return { at: isLambda ? (next?.from ?? end) : p.from, message: 'named arguments must follow bare *' };
        star = true;
        break;
      }
      case 'dstar':
        dstar = true;
        break;
      case 'param':
        if (!star && defaulted && !p.filled) return { at: p.from, message: 'non-default argument follows default argument' };
        if (!star && p.filled) defaulted = true;
        break;
    }
  }
  return null;
}
