/**
 * In Python 3 `print` is a plain name (`print`, `print.__doc__`, `print -1` are valid), but
 * Lezer's grammar still knows Python 2's `print` statement and reads `print x` as one, or fails
 * on a lone `print`. This pre-pass hides the keyword from Lezer: each `print` word becomes
 * another name of the same length in the text Lezer parses, so every position holds and the
 * converter, which reads names from the original source, still sees `print`. A Python 2 print
 * statement then fails to parse as CPython's does, and is explained as CPython explains it.
 */

const printWord = /(?<![\p{L}\p{N}_])print(?![\p{L}\p{N}_])/gu;

/** The text for Lezer, with every `print` word replaced by a same-length name. */
export function preparePrint(src: string): string {
  if (!src.includes('print')) return src;
  return src.replace(printWord, 'pr1nt');
}
