/**
 * `torch.testing.assert_close` as PR tests use it: attribute checks (shape, dtype), then
 * values within the dtype's default tolerances, failing with torch's AssertionError text
 * (`Tensor-likes are not close!` and the mismatch summary) or the caller's `msg`.
 */
import { builtin, exc, isNumber, PyList, PyTuple, type PyValue, pyError, repr } from '../../engine/api';
import { bind, sig } from './args';
import { cast, type DType, isFloat } from './dtype';
import { dtypeObject, sizeOf } from './dtype-objects';
import { Tensor } from './tensor';

const defaultTolerances: Partial<Record<DType, [number, number]>> = {
  float16: [1e-3, 1e-5],
  bfloat16: [1.6e-2, 1e-5],
  float32: [1.3e-6, 1e-5],
  float64: [1e-7, 1e-7],
};

/** A tolerance as the caller wrote it (`0` stays an int), or torch's default as a float. */
function shown(value: number, given: PyValue): string {
  return given === null ? repr(value) : repr(given);
}

function fail(message: string, custom: PyValue): never {
  throw pyError(exc.AssertionError, typeof custom === 'string' ? custom : message);
}

/** Python's `f"{x:.1%}"`. */
function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function unravel(flat: number, shape: readonly number[]): string {
  const idx: number[] = [];
  for (let d = shape.length - 1; d >= 0; d--) {
    idx.unshift(flat % shape[d]);
    flat = Math.floor(flat / shape[d]);
  }
  return idx.length === 1 ? `(${idx[0]},)` : `(${idx.join(', ')})`;
}

/** The largest value of a list and its first index (a NaN wins, as torch.max does). */
function greatest(xs: number[]): [number, number] {
  let best = 0;
  for (let i = 0; i < xs.length; i++) {
    if (Number.isNaN(xs[i])) return [xs[i], i];
    if (xs[i] > xs[best]) best = i;
  }
  return [xs[best], best];
}

function compareTensors(actual: Tensor, expected: Tensor, rtolGiven: PyValue, atolGiven: PyValue, equalNan: boolean, checkDtype: boolean, msg: PyValue): void {
  const rtol = rtolGiven === null ? null : Number(rtolGiven);
  const atol = atolGiven === null ? null : Number(atolGiven);
  const same = actual.shape.length === expected.shape.length && actual.shape.every((s, i) => s === expected.shape[i]);
  if (!same) fail(`The values for attribute 'shape' do not match: ${repr(sizeOf(actual.shape))} != ${repr(sizeOf(expected.shape))}.`, msg);
  if (checkDtype && actual.dtype !== expected.dtype)
    fail(`The values for attribute 'dtype' do not match: ${repr(dtypeObject(actual.dtype))} != ${repr(dtypeObject(expected.dtype))}.`, msg);
  const [r, a] = rtol !== null && atol !== null ? [rtol, atol] : (defaultTolerances[actual.dtype] ?? [0, 0]);
  const xs = actual.values();
  const ys = expected.values();
  const float = isFloat(actual.dtype);
  const d: DType = float ? actual.dtype : 'int64';
  const matches = xs.map((x, i) => {
    const p = Number(x);
    const q = Number(ys[i]);
    if (Number.isNaN(p) || Number.isNaN(q)) return equalNan && Number.isNaN(p) && Number.isNaN(q);
    if (p === q) return true;
    if (!Number.isFinite(p) || !Number.isFinite(q)) return false;
    return Math.abs(p - q) <= a + r * Math.abs(q);
  });
  const mismatches = matches.filter((m) => !m).length;
  if (mismatches === 0) return;
  const round = (v: number) => (float ? Number(cast('float64', v, d)) : v);
  const absDiff = xs.map((x, i) => (matches[i] ? 0 : round(Math.abs(Number(x) - Number(ys[i])))));
  const relDiff = absDiff.map((v, i) => (matches[i] ? 0 : Number(cast('float64', v / Math.abs(Number(ys[i])), float ? d : 'float32'))));
  const [maxAbs, absAt] = greatest(absDiff);
  const [maxRel, relAt] = greatest(relDiff);
  const equality = r === 0 && a === 0;
  const absText = float ? repr(maxAbs) : String(maxAbs);
  const lines = [
    `Tensor-likes are not ${equality ? 'equal' : 'close'}!`,
    '',
    `Mismatched elements: ${mismatches} / ${xs.length} (${percent(mismatches / xs.length)})`,
    `Greatest absolute difference: ${absText} at index ${unravel(absAt, actual.shape)}${equality ? '' : ` (up to ${shown(a, atolGiven)} allowed)`}`,
    `Greatest relative difference: ${repr(maxRel)} at index ${unravel(relAt, actual.shape)}${equality ? '' : ` (up to ${shown(r, rtolGiven)} allowed)`}`,
  ];
  fail(lines.join('\n'), msg);
}

function compareScalars(actual: PyValue, expected: PyValue, rtolGiven: PyValue, atolGiven: PyValue, equalNan: boolean, msg: PyValue, where: string): void {
  const float = typeof actual === 'number' || typeof expected === 'number';
  const rtol = rtolGiven === null ? null : Number(rtolGiven);
  const atol = atolGiven === null ? null : Number(atolGiven);
  const [r, a] = rtol !== null && atol !== null ? [rtol, atol] : float ? [1e-7, 1e-7] : [0, 0];
  const p = Number(actual);
  const q = Number(expected);
  const close =
    (Number.isNaN(p) && Number.isNaN(q) && equalNan) || p === q || (Number.isFinite(p) && Number.isFinite(q) && Math.abs(p - q) <= a + r * Math.abs(q));
  if (close) return;
  const diff = Math.abs(p - q);
  const lines = [
    `Scalars are not ${r === 0 && a === 0 ? 'equal' : 'close'}!`,
    '',
    `Expected ${repr(expected)} but got ${repr(actual)}.`,
    `Absolute difference: ${float ? repr(diff) : String(BigInt(Math.round(diff)))}${r === 0 && a === 0 ? '' : ` (up to ${repr(a)} allowed)`}`,
    `Relative difference: ${repr(diff / Math.abs(q))}${r === 0 && a === 0 ? '' : ` (up to ${repr(r)} allowed)`}`,
  ];
  fail(lines.join('\n') + where, msg);
}

function compare(actual: PyValue, expected: PyValue, rtol: PyValue, atol: PyValue, equalNan: boolean, checkDtype: boolean, msg: PyValue, path: number[]): void {
  if (actual instanceof Tensor && expected instanceof Tensor) {
    compareTensors(actual, expected, rtol, atol, equalNan, checkDtype, msg);
    return;
  }
  if (isNumber(actual) && isNumber(expected)) {
    const where = path.length ? `\n\nThe failure occurred for item ${path.map((i) => `[${i}]`).join('')}` : '';
    compareScalars(actual, expected, rtol, atol, equalNan, msg, where);
    return;
  }
  const seq = (v: PyValue) => v instanceof PyList || v instanceof PyTuple;
  if (seq(actual) && seq(expected)) {
    const xs = (actual as PyList).items;
    const ys = (expected as PyList).items;
    if (xs.length !== ys.length) fail(`The length of the sequences mismatch: ${xs.length} != ${ys.length}`, msg);
    xs.forEach((x, i) => {
      compare(x, ys[i], rtol, atol, equalNan, checkDtype, msg, [...path, i]);
    });
    return;
  }
  throw pyError(exc.NotImplementedError, 'torch.testing.assert_close of these input types is not supported by this explainer');
}

/** The `torch.testing` module. */
export function testingNamespace(): Record<string, PyValue> {
  const sigs = [
    sig(
      'any actual, any expected, *, any allow_subclasses=True, float? rtol=None, float? atol=None, bool equal_nan=False, bool check_device=True, bool check_dtype=True, bool check_layout=True, bool check_stride=False, any msg=None',
    ),
  ];
  return {
    assert_close: builtin('assert_close', (args, kw) => {
      const b = bind('assert_close', sigs, args, kw);
      const tol = (n: string) => (b.has(n) ? b.get(n) : null);
      if ((tol('rtol') === null) !== (tol('atol') === null))
        throw pyError(exc.ValueError, `Both 'rtol' and 'atol' must be either specified or omitted, but got no ${tol('rtol') === null ? 'rtol' : 'atol'}.`);
      compare(b.get('actual'), b.get('expected'), tol('rtol'), tol('atol'), b.get('equal_nan') === true, b.get('check_dtype') !== false, b.get('msg'), []);
      return null;
    }),
  };
}
