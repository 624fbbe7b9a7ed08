/**
 * Making tensors: `torch.tensor` (dtype inference and torch's errors for ragged or
 * non-numeric data), `as_tensor`, `zeros`/`ones`/`empty`/`full` and their `_like` and
 * `new_` forms, `arange`, `linspace` and `eye`.
 */
import { asFloat, exc, isNumber, type Kwargs, PyList, PyTuple, type PyValue, pyError, toArray, typeName } from '../../engine/api';
import { bind, sig } from './args';
import { cast, type DType, type Elem, isFloat, promoteTypes, roundFloat } from './dtype';
import { deviceFrom, dtypeOf } from './dtype-objects';
import { checkedElem, plainNumber, toPython } from './scalars';
import { fma, fmaf } from './sleef';
import { checkSize, fromValues, numelOf, Tensor } from './tensor';

/** Refuses what the explainer does not model: other devices and autograd. */
export function checkOptions(b: { get: (n: string) => PyValue; has: (n: string) => boolean }, dtype: DType): void {
  if (b.has('requires_grad') && b.get('requires_grad') === true) {
    if (!isFloat(dtype)) throw pyError(exc.RuntimeError, 'Only Tensors of floating point and complex dtype can require gradients');
    throw pyError(exc.NotImplementedError, 'autograd (requires_grad=True) is not supported by this explainer');
  }
  const device = b.has('device') ? b.get('device') : null;
  if (typeof device === 'string' && !device.startsWith('cpu')) deviceFrom(device);
}

function isSequence(v: PyValue): v is PyList | PyTuple {
  return v instanceof PyList || v instanceof PyTuple;
}

/** The items of nested data's sequence (a list, tuple or range; a dict, a mapping, is none), else null. */
function itemsOf(v: PyValue): readonly PyValue[] | null {
  if (isSequence(v)) return v.items;
  return typeName(v) === 'range' ? toArray(v) : null;
}

/**
 * torch's `compute_sizes`: the shape read along the first element at each depth (a string there
 * has "too many dimensions"). Ragged data is found later, when the values are stored (`store`),
 * so that a dtype that cannot be inferred is reported first, as torch does.
 */
function computeSizes(v: PyValue): number[] {
  const sizes: number[] = [];
  let seq = v;
  for (;;) {
    if (typeof seq === 'string') throw pyError(exc.ValueError, `too many dimensions 'str'`);
    const items = itemsOf(seq);
    if (!items) return sizes;
    sizes.push(items.length);
    if (items.length === 0) return sizes;
    seq = items[0];
  }
}

/**
 * torch's `infer_scalar_type`: the promotion of every scalar's type (a Python float counts as
 * float32) over all of the nested data, failing on the first value that is no number.
 */
function inferDtype(data: PyValue): DType {
  let d: DType | null = null;
  const visit = (given: PyValue): void => {
    const v = plainNumber(given);
    const items = itemsOf(v);
    if (items) {
      for (const x of items) visit(x);
      return;
    }
    let own: DType;
    if (v instanceof Tensor) own = v.dtype;
    else if (typeof v === 'string' || typeName(v) === 'bytes') throw pyError(exc.TypeError, `new(): invalid data type '${typeName(v)}'`);
    else if (!isNumber(v)) throw pyError(exc.RuntimeError, `Could not infer dtype of ${typeName(v)}`);
    else own = typeof v === 'boolean' ? 'bool' : typeof v === 'bigint' ? 'int64' : 'float32';
    d = d === null ? own : promoteTypes(d, own);
  };
  visit(data);
  return d ?? 'float32';
}

/**
 * torch's `recursive_store`: the scalars of nested data in row-major order, each checked against
 * the shape (a sequence where a scalar belongs fails as the scalar's conversion does).
 */
function store(given: PyValue, sizes: readonly number[], dim: number, dtype: DType, out: Elem[]): void {
  const v = plainNumber(given);
  if (dim === sizes.length) {
    if (v instanceof Tensor) {
      if (v.numel !== 1) {
        if (isFloat(v.dtype)) throw pyError(exc.ValueError, 'only one element tensors can be converted to Python scalars');
        throw pyError(exc.TypeError, 'only integer tensors of a single element can be converted to an index');
      }
      out.push(cast(v.dtype, v.values()[0], dtype));
    } else out.push(convertLeaf(v, dtype));
    return;
  }
  const items = itemsOf(v);
  if (!items) throw pyError(exc.TypeError, 'not a sequence');
  if (items.length !== sizes[dim]) throw pyError(exc.ValueError, `expected sequence of length ${sizes[dim]} at dim ${dim} (got ${items.length})`);
  for (const x of items) store(x, sizes, dim + 1, dtype, out);
}

/** A Python scalar stored as `dtype`, with CPython's conversion errors for non-numbers. */
function convertLeaf(value: PyValue, dtype: DType): Elem {
  if (!isNumber(value)) {
    if (isFloat(dtype)) throw pyError(exc.TypeError, `must be real number, not ${typeName(value)}`);
    throw pyError(exc.TypeError, `'${typeName(value)}' object cannot be interpreted as an integer`);
  }
  return checkedElem(value as boolean | bigint | number, dtype, 'tensor');
}

/** `torch.tensor(data, dtype=...)`: always a copy, in a fresh storage. */
export function tensorFromData(data: PyValue, dtypeValue: PyValue): Tensor {
  if (typeof data === 'string') throw pyError(exc.TypeError, "new(): invalid data type 'str'");
  if (data instanceof Tensor) return convert(data, dtypeOf(dtypeValue, data.dtype), true);
  const shape = computeSizes(data);
  const dtype = dtypeValue !== null ? dtypeOf(dtypeValue, 'float32') : inferDtype(data);
  const values: Elem[] = [];
  store(data, shape, 0, dtype, values);
  return fromValues(dtype, shape, values);
}

/** A copy of `t` in `dtype` (or `t` itself when nothing changes and `copy` is false). */
export function convert(t: Tensor, dtype: DType, copy: boolean): Tensor {
  if (dtype === t.dtype && !copy) return t;
  const from = t.dtype;
  return fromValues(
    dtype,
    t.shape,
    t.values().map((x) => cast(from, x, dtype)),
  );
}

/** A shape given as `*sizes` or as one sequence, with torch's errors. */
export function sizeArgs(fname: string, given: readonly PyValue[]): number[] {
  const args = given.map(sizeInt);
  const single = args.length === 1 && (isSequence(args[0]) || args[0] instanceof PyTuple);
  const dims = single ? toArray(args[0]).map(sizeInt) : [...args];
  if (!single && args.length === 1 && typeof args[0] !== 'bigint')
    throw pyError(exc.TypeError, `${fname}(): argument 'size' (position 1) must be tuple of ints, not ${typeName(args[0])}`);
  return dims.map((d, i) => {
    if (typeof d !== 'bigint') {
      if (single)
        throw pyError(exc.TypeError, `${fname}(): argument 'size' (position 1) must be tuple of ints, but found element of type ${typeName(d)} at pos ${i}`);
      throw pyError(
        exc.TypeError,
        `${fname}(): argument 'size' failed to unpack the object at pos ${i + 1} with error "type must be tuple of ints,but got ${typeName(d)}"`,
      );
    }
    if (d < 0n) throw pyError(exc.RuntimeError, `${fname}: Dimension size must be non-negative.`);
    return Number(d);
  });
}

/** A one-element integral tensor given as a size is its int, as torch's argument parser reads it. */
function sizeInt(v: PyValue): PyValue {
  return v instanceof Tensor && v.numel === 1 && !isFloat(v.dtype) && v.dtype !== 'bool' ? BigInt(v.values()[0]) : v;
}

/** A tensor of `shape` with every element `value` (a Python number, checked against the dtype). */
export function filled(shape: readonly number[], dtype: DType, value: boolean | bigint | number): Tensor {
  const e = checkedElem(value, dtype, 'fill');
  checkSize(numelOf(shape));
  return fromValues(dtype, shape, new Array<Elem>(numelOf(shape)).fill(e));
}

/** The dtype `torch.full` infers from its fill value. */
export function scalarDtype(v: boolean | bigint | number): DType {
  return typeof v === 'boolean' ? 'bool' : typeof v === 'bigint' ? 'int64' : 'float32';
}

const factoryKw = '*, dtype? dtype=None, any layout=None, any device=None, bool requires_grad=False, bool pin_memory=False, any out=None';
const likeSig = [sig(`Tensor input, ${factoryKw}, any memory_format=None`)];
const fullLikeSig = [sig(`Tensor input, Scalar fill_value, ${factoryKw}, any memory_format=None`)];

/** `torch.zeros`, `ones`, `empty`: sizes as varargs or one sequence. */
export function factory(fname: string, fill: number, args: PyValue[], kw: Kwargs): Tensor {
  const b = bind(fname, [sig(factoryKw)], [], kw);
  const dtype = dtypeOf(b.get('dtype'), 'float32');
  checkOptions(b, dtype);
  return filled(sizeArgs(fname, args), dtype, fill);
}

/** `torch.zeros_like`, `ones_like`, `empty_like`, `full_like`. */
export function likeFactory(fname: string, fill: number | null, args: PyValue[], kw: Kwargs): Tensor {
  const b = bind(fname, fill === null ? fullLikeSig : likeSig, args, kw);
  const t = b.get('input') as Tensor;
  const dtype = dtypeOf(b.get('dtype'), t.dtype);
  checkOptions(b, dtype);
  const given = fill === null ? b.get('fill_value') : fill;
  const value = given instanceof Tensor ? (toPython(given.dtype, given.values()[0]) as boolean | bigint | number) : (given as boolean | bigint | number);
  return filled(t.shape, dtype, value);
}

/** `torch.full(size, fill_value, dtype=...)`. */
export function full(args: PyValue[], kw: Kwargs): Tensor {
  const b = bind('full', [sig(`int[] size, Scalar fill_value, ${factoryKw}`)], args, kw);
  const value = b.get('fill_value') as boolean | bigint | number;
  const dtype = dtypeOf(b.get('dtype'), scalarDtype(value));
  checkOptions(b, dtype);
  const size = b.get('size');
  if (typeof size === 'bigint') throw pyError(exc.TypeError, `full(): argument 'size' (position 1) must be tuple of ints, not int`);
  return filled(sizeArgs('full', [size]), dtype, value);
}

/** `torch.arange(end)` / `arange(start, end, step=1)`: float32 when any bound is a float. */
export function arange(args: PyValue[], kw: Kwargs): Tensor {
  const b = bind('arange', [sig(`Scalar end, ${factoryKw}`), sig(`Scalar start, Scalar end, Scalar step=1, ${factoryKw}`)], args, kw);
  const [start, end, step] = b.index === 0 ? [0n, b.get('end'), 1n] : [b.get('start'), b.get('end'), b.get('step')];
  const anyFloat = [start, end, step].some((v) => typeof v === 'number');
  const dtype = dtypeOf(b.get('dtype'), anyFloat ? 'float32' : 'int64');
  checkOptions(b, dtype);
  const [s, e, st] = [start, end, step].map((v) => asFloat(v as PyValue) as number);
  if (st === 0) throw pyError(exc.RuntimeError, 'step must be nonzero');
  if (!Number.isFinite(s) || !Number.isFinite(e)) throw pyError(exc.RuntimeError, `unsupported range: ${s} -> ${e}`);
  if ((st > 0 && e < s) || (st < 0 && e > s)) throw pyError(exc.RuntimeError, 'upper bound and lower bound inconsistent with step sign');
  const n =
    isFloat(dtype) || anyFloat
      ? Math.ceil((e - s) / st)
      : Number((BigInt(end as bigint) - BigInt(start as bigint) + BigInt(step as bigint) - (st > 0 ? 1n : -1n)) / BigInt(step as bigint));
  checkSize(n);
  const values: Elem[] = [];
  for (let i = 0; i < n; i++) {
    if (isFloat(dtype)) values.push(roundFloat(dtype, s + i * st));
    else if (anyFloat) values.push(cast('float64', s + i * st, dtype));
    else values.push(cast('int64', (start as bigint) + BigInt(i) * (step as bigint), dtype));
  }
  return fromValues(dtype, [Math.max(n, 0)], values);
}

/** `torch.linspace(start, end, steps)`, computed as torch's CPU kernel does (from both ends). */
export function linspace(args: PyValue[], kw: Kwargs): Tensor {
  const b = bind('linspace', [sig(`Scalar start, Scalar end, int steps, ${factoryKw}`)], args, kw);
  const dtype = dtypeOf(b.get('dtype'), 'float32');
  checkOptions(b, dtype);
  const steps = Number(b.get('steps'));
  if (steps < 0) throw pyError(exc.RuntimeError, 'linspace(): number of steps must be non-negative');
  const r = (x: number) => (isFloat(dtype) ? roundFloat(dtype, x) : x);
  const start = r(asFloat(b.get('start')) as number);
  const end = r(asFloat(b.get('end')) as number);
  checkSize(steps);
  const values: Elem[] = [];
  if (steps === 1) values.push(cast('float64', start, dtype));
  else if (steps > 1) {
    const step = r(r(end - start) / (steps - 1));
    if (dtype === 'float32' || dtype === 'float64') return fromValues(dtype, [steps], fusedLinspace(dtype === 'float32' ? fmaf : fma, start, end, step, steps));
    const half = Math.floor(steps / 2);
    for (let i = 0; i < steps; i++) values.push(cast('float64', i < half ? r(start + r(step * i)) : r(end - r(step * (steps - i - 1))), dtype));
  }
  return fromValues(dtype, [steps], values);
}

/**
 * float32/float64 `linspace` as torch's CPU kernel computes it: the first half counts up from `start`,
 * the second half down from `end`, each element one fused multiply-add (the kernel is compiled
 * with FMA contraction), so it rounds once.
 */
function fusedLinspace(fused: typeof fma, start: number, end: number, step: number, steps: number): number[] {
  const half = Math.floor(steps / 2);
  const out: number[] = [];
  for (let i = 0; i < steps; i++) out.push(i < half ? fused(step, i, start) : fused(-step, steps - i - 1, end));
  return out;
}

/** `torch.eye(n, m=n)`. */
export function eye(args: PyValue[], kw: Kwargs): Tensor {
  const b = bind('eye', [sig(`int n, ${factoryKw}`), sig(`int n, int m, ${factoryKw}`)], args, kw);
  const dtype = dtypeOf(b.get('dtype'), 'float32');
  checkOptions(b, dtype);
  const n = Number(b.get('n'));
  const m = b.index === 1 ? Number(b.get('m')) : n;
  if (n < 0) throw pyError(exc.RuntimeError, `n must be greater or equal to 0, got ${n}`);
  checkSize(n * m);
  const values: Elem[] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) values.push(cast('int64', i === j ? 1n : 0n, dtype));
  return fromValues(dtype, [n, m], values);
}
