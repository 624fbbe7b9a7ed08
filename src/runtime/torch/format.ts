/**
 * `repr(tensor)` exactly as torch 2's `_tensor_str.py` prints it under its print options
 * (default precision 4, threshold 1000, edgeitems 3, linewidth 80, `sci_mode` automatic;
 * `torch.set_printoptions` changes them for the rest of the run): a shared formatter (fixed,
 * integer-valued or scientific, padded to a common width), line wrapping, summarisation with
 * `...`, and the `dtype=`/`size=` suffixes.
 */
import { fixed, scientific } from './decimal';
import { type DType, isFloat } from './dtype';
import { toPython } from './scalars';
import type { Tensor } from './tensor';

export interface PrintOptions {
  precision: number;
  threshold: number;
  edgeitems: number;
  linewidth: number;
  /** null: scientific notation when the values call for it; true/false: always/never. */
  sciMode: boolean | null;
}

const defaults: PrintOptions = { precision: 4, threshold: 1000, edgeitems: 3, linewidth: 80, sciMode: null };

/** The run's print options (the torch module resets them when a run imports it). */
export const printOptions: PrintOptions = { ...defaults };

export function resetPrintOptions(): void {
  Object.assign(printOptions, defaults);
}

interface Formatter {
  readonly width: number;
  readonly format: (x: number | bigint | boolean) => string;
}

/**
 * The elements a print shows, row-major, and the shape of that block: everything, or with
 * summarisation only the first and last `printOptions.edgeitems` along each longer dimension (read through views,
 * so a huge expanded tensor costs no more than its corners).
 */
function visibleBlock(t: Tensor, summarize: boolean): { values: (number | bigint | boolean)[]; shape: number[] } {
  const shape = t.shape.map((n) => (summarize && n > 2 * printOptions.edgeitems ? 2 * printOptions.edgeitems : n));
  const values: (number | bigint | boolean)[] = [];
  const walk = (dim: number, offset: number) => {
    if (dim === t.ndim) {
      values.push(toPython(t.dtype, t.at(offset)) as number | bigint | boolean);
      return;
    }
    const n = t.shape[dim];
    const rows =
      n > 2 * printOptions.edgeitems
        ? [...Array(printOptions.edgeitems).keys(), ...Array.from({ length: printOptions.edgeitems }, (_, i) => n - printOptions.edgeitems + i)]
        : [...Array(n).keys()];
    for (const r of rows) walk(dim + 1, offset + r * t.strides[dim]);
  };
  if (!summarize) for (const x of t.values()) values.push(toPython(t.dtype, x) as number | bigint | boolean);
  else walk(0, t.offset);
  return { values, shape };
}

/**
 * torch's `_Formatter` for floats: the width comes from the automatic choice (scientific when
 * the nonzero finite values span more than 1000x, pass 1e8, or go below 1e-4 — the last not for
 * integer values); a `sci_mode` print option then only changes how each value is written.
 */
function floatFormatter(values: number[]): Formatter {
  const finite = values.filter((x) => Number.isFinite(x) && x !== 0);
  const precision = printOptions.precision;
  const sciText = (x: number) => scientific(x, precision);
  if (finite.length === 0) {
    const text = printOptions.sciMode ? (x: number) => (Number.isFinite(x) ? sciText(x) : intModeText(x)) : intModeText;
    return { width: 1, format: (x) => pad(text(x as number), 1) };
  }
  const abs = finite.map(Math.abs);
  const max = Math.max(...abs);
  const min = Math.min(...abs);
  const intMode = finite.every((x) => x === Math.ceil(x));
  const autoSci = max / min > 1000 || max > 1e8 || (!intMode && min < 1e-4);
  let width = 1;
  if (autoSci) for (const x of finite) width = Math.max(width, sciText(x).length);
  else if (intMode) for (const x of finite) width = Math.max(width, fixed(x, 0).length + 1);
  else for (const x of finite) width = Math.max(width, fixed(x, precision).length);
  const sci = printOptions.sciMode ?? autoSci;
  const text = (x: number) => {
    if (sci) return Number.isFinite(x) ? sciText(x) : fixed(x, precision);
    return intMode ? intModeText(x) : fixed(x, precision);
  };
  return { width, format: (x) => pad(text(x as number), width) };
}

function intModeText(x: number): string {
  const text = fixed(x, 0);
  return Number.isFinite(x) ? `${text}.` : text;
}

function pad(s: string, width: number): string {
  return s.length >= width ? s : ' '.repeat(width - s.length) + s;
}

function plainText(x: number | bigint | boolean): string {
  return typeof x === 'boolean' ? (x ? 'True' : 'False') : String(x);
}

function plainFormatter(values: (number | bigint | boolean)[]): Formatter {
  let width = 1;
  for (const x of values) width = Math.max(width, plainText(x).length);
  return { width, format: (x) => pad(plainText(x), width) };
}

/** The nested text of a block of `values` (of `shape`, cut from a tensor of `full` sizes). */
function render(values: (number | bigint | boolean)[], shape: readonly number[], full: readonly number[], indent: number, f: Formatter): string {
  if (shape.length === 0) return f.format(values[0]);
  const inner = shape.slice(1).reduce((a, b) => a * b, 1);
  const n = shape[0];
  const cut = full[0] > n;
  const rows = cut
    ? [...Array(printOptions.edgeitems).keys(), -1, ...Array.from({ length: printOptions.edgeitems }, (_, i) => printOptions.edgeitems + i)]
    : [...Array(n).keys()];
  if (shape.length === 1) {
    const perLine = Math.max(1, Math.floor((printOptions.linewidth - indent) / (f.width + 2)));
    const data = rows.map((r) => (r < 0 ? ' ...' : f.format(values[r])));
    const lines: string[] = [];
    for (let i = 0; i < data.length; i += perLine) lines.push(data.slice(i, i + perLine).join(', '));
    return `[${lines.join(`,\n${' '.repeat(indent + 1)}`)}]`;
  }
  const slices = rows.map((r) => (r < 0 ? '...' : render(values.slice(r * inner, (r + 1) * inner), shape.slice(1), full.slice(1), indent + 1, f)));
  return `[${slices.join(`,${'\n'.repeat(shape.length - 1)}${' '.repeat(indent + 1)}`)}]`;
}

const defaultDtypes: readonly DType[] = ['float32', 'int64', 'bool'];

/** `repr(t)`. */
export function tensorRepr(t: Tensor): string {
  const prefix = 'tensor(';
  const indent = prefix.length;
  const suffixes: string[] = [];
  let body: string;
  if (t.numel === 0) {
    if (t.ndim !== 1) suffixes.push(`size=(${t.shape.join(', ')}${t.ndim === 1 ? ',' : ''})`);
    if (t.dtype !== 'float32') suffixes.push(`dtype=torch.${t.dtype}`);
    body = '[]';
  } else {
    if (!defaultDtypes.includes(t.dtype)) suffixes.push(`dtype=torch.${t.dtype}`);
    const block = visibleBlock(t, t.numel > printOptions.threshold);
    const f = isFloat(t.dtype) ? floatFormatter(block.values as number[]) : plainFormatter(block.values);
    body = render(block.values, block.shape, t.shape, indent, f);
  }
  let out = prefix + body;
  let lastLine = out.length - out.lastIndexOf('\n') + 1;
  for (const s of suffixes) {
    if (lastLine + s.length + 2 > printOptions.linewidth) {
      out += `,\n${' '.repeat(indent)}${s}`;
      lastLine = indent + s.length;
    } else {
      out += `, ${s}`;
      lastLine += s.length + 2;
    }
  }
  return `${out})`;
}
