/** `repr(tensor)` as torch 2 prints it (its `_Formatter`: fixed, integer-valued or scientific). */
import { isFloatDtype, nest, type Tensor } from './tensor';

function fmtSci(x: number): string {
  const [m, e] = x.toExponential(4).split('e');
  return `${m}e${e[0] === '-' ? '-' : '+'}${e.replace(/^[+-]/, '').padStart(2, '0')}`;
}

function floatFormatter(values: number[]): (x: number) => string {
  const finite = values.filter((x) => Number.isFinite(x));
  const special = (x: number) => (Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf');
  if (finite.length === 0) return (x) => (Number.isFinite(x) ? String(x) : special(x));
  const intMode = finite.every((x) => Number.isInteger(x));
  const nonzero = finite.map(Math.abs).filter((x) => x !== 0);
  const max = nonzero.length ? Math.max(...nonzero) : 0;
  const min = nonzero.length ? Math.min(...nonzero) : 0;
  if (intMode) {
    if (max > 1e8) return (x) => (Number.isFinite(x) ? fmtSci(x) : special(x));
    return (x) => (Number.isFinite(x) ? `${x.toFixed(0)}.` : special(x));
  }
  const sci = max / min > 1000 || max > 1e8 || min < 1e-4;
  return (x) => (Number.isFinite(x) ? (sci ? fmtSci(x) : x.toFixed(4)) : special(x));
}

/** The text inside `tensor(...)` for the data, padded to a common width. */
export function tensorRepr(t: Tensor, dtypeName: string, defaultShown: boolean): string {
  const values = t.values();
  let cells: string[];
  if (t.dtype === 'bool') cells = values.map((x) => (x ? 'True' : 'False'));
  else if (isFloatDtype(t.dtype)) {
    const f = floatFormatter(values.map(Number));
    cells = values.map((x) => f(Number(x)));
  } else cells = values.map((x) => String(x));
  const width = Math.max(0, ...cells.map((c) => c.length));
  const padded = cells.map((c) => c.padStart(width));
  const suffix = defaultShown ? '' : `, dtype=${dtypeName}`;
  if (t.shape.length === 0) return `tensor(${padded[0]}${suffix})`;
  if (t.numel === 0) {
    const size = t.shape.length > 1 ? `, size=(${t.shape.join(', ')})` : '';
    return `tensor([]${size}${isFloatDtype(t.dtype) && t.dtype === 'float32' ? '' : `, dtype=${dtypeName}`})`;
  }
  const nested = nest(t.shape, padded);
  const render = (v: unknown, depth: number): string => {
    if (!Array.isArray(v)) return String(v);
    if (depth === t.shape.length - 1) return `[${v.join(', ')}]`;
    const sep = `,${'\n'.repeat(t.shape.length - depth - 1)}${' '.repeat(7 + depth + 1)}`;
    return `[${v.map((x) => render(x, depth + 1)).join(sep)}]`;
  };
  return `tensor(${render(nested, 0)}${suffix})`;
}
