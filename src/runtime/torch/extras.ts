/**
 * Smaller torch functions ML and agent code reaches for: `repeat_interleave`, `isin`,
 * `nan_to_num`, `diff`, `outer`, `index_fill_`/`index_add_`/`index_copy_`, `unique_consecutive`,
 * `std_mean`/`var_mean`, `median`, `diagonal`, `trace`, and `torch.finfo`/`torch.iinfo`.
 */
import { builtin, exc, objectType, PyClass, PyOpaque, PyTuple, type PyValue, pyError } from '../../engine/api';
import { bind, sig } from './args';
import { cat } from './combine';
import { cast, type DType, type Elem, isFloat, roundFloat } from './dtype';
import { dtypeOf } from './dtype-objects';
import { binary } from './elementwise';
import { mean, normDim, variance } from './reduce';
import { bool, def, dims, int, optInt } from './registry';
import { copyOf, flatten, narrow, select, unsqueeze } from './shape';
import { checkSize, fromValues, stridedPositions, Tensor } from './tensor';

/** `repeat_interleave(repeats, dim)`: each element (or slice along dim) repeated in place. */
function repeatInterleave(t: Tensor, repeats: PyValue, dim: number | null): Tensor {
  const src = dim === null ? flatten(t, 0, -1) : t;
  const d = dim === null ? 0 : normDim(dim, t.ndim);
  const size = src.shape[d] ?? 1;
  const counts = repeats instanceof Tensor ? repeats.values().map(Number) : new Array<number>(size).fill(Number(repeats));
  if (counts.length !== size)
    throw pyError(
      exc.RuntimeError,
      `repeats must have the same size as input along dim, but got repeats.size(0) = ${counts.length} and input.size(${d}) = ${size}`,
    );
  if (counts.some((c) => c < 0)) throw pyError(exc.RuntimeError, 'repeats can not be negative');
  checkSize((counts.reduce((a, c) => a + c, 0) * src.numel) / Math.max(size, 1));
  const parts: Tensor[] = [];
  counts.forEach((c, i) => {
    for (let k = 0; k < c; k++) parts.push(narrow(src, d, i, 1));
  });
  if (parts.length === 0)
    return fromValues(
      t.dtype,
      src.shape.map((s, k) => (k === d ? 0 : s)),
      [],
    );
  return cat(parts, d);
}

function isin(elements: Tensor, test: PyValue, invert: boolean): Tensor {
  const pool = test instanceof Tensor ? test.values().map(Number) : [Number(test)];
  const set = new Set(pool);
  return fromValues(
    'bool',
    elements.shape,
    elements.values().map((x) => (set.has(Number(x)) !== invert ? 1n : 0n)),
  );
}

const finfoData: Partial<Record<DType, { bits: number; eps: number; max: number; tiny: number; resolution: number }>> = {
  float32: { bits: 32, eps: 2 ** -23, max: (2 - 2 ** -23) * 2 ** 127, tiny: 2 ** -126, resolution: 1e-6 },
  float64: { bits: 64, eps: 2 ** -52, max: Number.MAX_VALUE, tiny: 2 ** -1022, resolution: 1e-15 },
  float16: { bits: 16, eps: 2 ** -10, max: 65504, tiny: 2 ** -14, resolution: 0.001 },
  bfloat16: { bits: 16, eps: 2 ** -7, max: (2 - 2 ** -7) * 2 ** 127, tiny: 2 ** -126, resolution: 0.01 },
};

const finfoType = new PyClass(
  'finfo',
  [objectType],
  {
    getattr: (self, name) => {
      const d = (self as PyOpaque).payload as DType;
      const info = finfoData[d] as NonNullable<(typeof finfoData)['float32']>;
      const attrs: Record<string, PyValue> = {
        bits: BigInt(info.bits),
        eps: info.eps,
        max: info.max,
        min: -info.max,
        tiny: info.tiny,
        smallest_normal: info.tiny,
        resolution: info.resolution,
        dtype: d,
      };
      return attrs[name];
    },
  },
  'torch',
);

const iinfoType = new PyClass(
  'iinfo',
  [objectType],
  {
    getattr: (self, name) => {
      const d = (self as PyOpaque).payload as DType;
      const bitsOf: Record<string, number> = { uint8: 8, int8: 8, int16: 16, int32: 32, int64: 64 };
      const b = bitsOf[d];
      const min = d === 'uint8' ? 0n : -(2n ** BigInt(b - 1));
      const max = d === 'uint8' ? 255n : 2n ** BigInt(b - 1) - 1n;
      const attrs: Record<string, PyValue> = { bits: BigInt(b), min, max, dtype: d };
      return attrs[name];
    },
  },
  'torch',
);

/** `torch.finfo`, `torch.iinfo`, constants and the functions defined here that take no tensor first. */
export function extraNamespace(): Record<string, PyValue> {
  return {
    finfo: builtin('finfo', (args, kw) => {
      const b = bind('finfo', [sig('dtype? type=None')], args, kw);
      const d = dtypeOf(b.get('type'), 'float32');
      if (!isFloat(d)) throw pyError(exc.TypeError, "torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'");
      return new PyOpaque(finfoType, `finfo(dtype=${d})`, d);
    }),
    iinfo: builtin('iinfo', (args, kw) => {
      const b = bind('iinfo', [sig('dtype type')], args, kw);
      const d = dtypeOf(b.get('type'), 'int64');
      if (isFloat(d) || d === 'bool') throw pyError(exc.TypeError, "torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'");
      return new PyOpaque(iinfoType, `iinfo(dtype=${d})`, d);
    }),
    inf: Infinity,
    nan: Number.NaN,
    pi: Math.PI,
    e: Math.E,
  };
}

/**
 * The positions `index` names along `dim` as each writer checks them: `index_fill_` wraps a
 * negative index and raises IndexError past the end; `index_add_` (RuntimeError) and
 * `index_copy_` (IndexError) take no negative index.
 */
function indexAlong(kind: 'fill' | 'add' | 'copy', t: Tensor, dim: number, index: Tensor): { d: number; idx: number[] } {
  const d = normDim(dim, t.ndim);
  const size = t.shape[d] ?? 1;
  const idx = index.values().map((v) => {
    const i = Number(v);
    const bad = `index ${i} is out of bounds for dimension ${d} with size ${size}`;
    if (kind === 'fill') {
      if (i < -size || i >= size) throw pyError(exc.IndexError, bad);
      return i < 0 ? i + size : i;
    }
    if (i < 0 || i >= size) throw kind === 'add' ? pyError(exc.RuntimeError, bad) : pyError(exc.IndexError, `index_copy_(): ${bad}`);
    return i;
  });
  return { d, idx };
}

/** `index_fill_`/`index_add_`/`index_copy_` along `dim` at `index`, in place. */
function indexWrite(kind: 'fill' | 'add' | 'copy', t: Tensor, dim: number, index: Tensor, source: PyValue): Tensor {
  const { d, idx } = indexAlong(kind, t, dim, index);
  idx.forEach((i, k) => {
    const target = t.ndim === 0 ? t : select(t, d, i);
    const positions = target.positions();
    let values: Elem[];
    if (kind === 'fill') values = positions.map(() => cast('float64', Number(source), t.dtype));
    else {
      const src = source as Tensor;
      const slice = src.ndim === 0 ? src : select(src, d, k);
      const from = src.dtype;
      const incoming = slice.values().map((x) => cast(from, x, t.dtype));
      values =
        kind === 'copy'
          ? incoming
          : positions.map((p, j) =>
              isFloat(t.dtype)
                ? roundFloat(t.dtype, (t.at(p) as number) + (incoming[j] as number))
                : cast('int64', (t.at(p) as bigint) + (incoming[j] as bigint), t.dtype),
            );
    }
    target.write(positions, values);
  });
  return t;
}

/** Index where each value would be inserted into the sorted last dimension of `seq` (left or right of equals). */
function searchsorted(seq: Tensor, values: Tensor | number | bigint | boolean, right: boolean, int32: boolean): Tensor {
  if (seq.ndim > 1) throw pyError(exc.NotImplementedError, 'searchsorted with a multi-dimensional sorted_sequence is not supported by this explainer');
  const sorted = seq.values().map(Number);
  const find = (v: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      // torch's `cus_lower_bound`/`cus_upper_bound` test `!(mid >= v)` / `!(mid > v)`, so a NaN goes last.
      if (right ? !(sorted[mid] > v) : !(sorted[mid] >= v)) lo = mid + 1;
      else hi = mid;
    }
    return BigInt(lo);
  };
  const out: DType = int32 ? 'int32' : 'int64';
  if (!(values instanceof Tensor)) return fromValues(out, [], [find(Number(values))]);
  return fromValues(
    out,
    values.shape,
    values.values().map((v) => find(Number(v))),
  );
}

/** Installs the definitions that take a tensor first (methods and torch functions). */
export function defineExtras(): void {
  def('repeat_interleave', ['Arg repeats, int? dim=None, *, int? output_size=None'], (self, b) => repeatInterleave(self, b.get('repeats'), optInt(b, 'dim')));
  def(
    'isin',
    ['Arg test_elements, *, bool assume_unique=False, bool invert=False'],
    (self, b) => isin(self, b.get('test_elements'), bool(b, 'invert')),
    'function',
  );
  def('nan_to_num', ['float? nan=0.0, float? posinf=None, float? neginf=None'], (self, b) => {
    const info = finfoData[self.dtype];
    const big = info ? info.max : 0;
    return fromValues(
      self.dtype,
      self.shape,
      self.values().map((x) => {
        if (typeof x !== 'number') return x;
        if (Number.isNaN(x)) return roundFloat(self.dtype, b.has('nan') ? Number(b.get('nan')) : 0);
        if (x === Infinity) return roundFloat(self.dtype, b.has('posinf') ? Number(b.get('posinf')) : big);
        if (x === -Infinity) return roundFloat(self.dtype, b.has('neginf') ? Number(b.get('neginf')) : -big);
        return x;
      }),
    );
  });
  def('diff', ['int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None'], (self, b) => {
    if (self.ndim === 0) throw pyError(exc.RuntimeError, 'diff expects input to be at least one-dimensional');
    const d = normDim(int(b, 'dim'), self.ndim);
    const parts = [b.get('prepend'), self, b.get('append')].filter((p): p is Tensor => p instanceof Tensor);
    let out = parts.length > 1 ? cat(parts, d) : self;
    for (let k = 0; k < int(b, 'n'); k++) {
      const len = out.shape[d];
      out = binary('sub', narrow(out, d, 1, Math.max(len - 1, 0)), narrow(out, d, 0, Math.max(len - 1, 0)));
    }
    return out;
  });
  def('outer', ['Tensor vec2'], (self, b) => {
    const vec2 = b.get('vec2') as Tensor;
    for (const [name, t] of [
      ['self', self],
      ['vec2', vec2],
    ] as const)
      if (t.ndim !== 1) throw pyError(exc.RuntimeError, `outer: Expected 1-D argument ${name}, but got ${t.ndim}-D`);
    return binary('mul', unsqueeze(self, 1), vec2);
  });
  for (const kind of ['fill', 'add', 'copy'] as const) {
    const sigs = kind === 'fill' ? ['int dim, Tensor index, Scalar value'] : ['int dim, Tensor index, Tensor source'];
    const valueName = kind === 'fill' ? 'value' : 'source';
    def(`index_${kind}_`, sigs, (self, b) => indexWrite(kind, self, int(b, 'dim'), b.get('index') as Tensor, b.get(valueName)), 'method');
    def(`index_${kind}`, sigs, (self, b) => indexWrite(kind, copyOf(self), int(b, 'dim'), b.get('index') as Tensor, b.get(valueName)));
  }
  def('unique_consecutive', ['bool return_inverse=False, bool return_counts=False, int? dim=None'], (self, b) => {
    const xs = self.values();
    const values: Elem[] = [];
    const counts: Elem[] = [];
    const inverse: Elem[] = [];
    xs.forEach((x) => {
      if (values.length === 0 || values[values.length - 1] !== x) {
        values.push(x);
        counts.push(0n);
      }
      counts[counts.length - 1] = (counts[counts.length - 1] as bigint) + 1n;
      inverse.push(BigInt(values.length - 1));
    });
    const out: Tensor[] = [fromValues(self.dtype, [values.length], values)];
    if (bool(b, 'return_inverse')) out.push(fromValues('int64', self.shape, inverse));
    if (bool(b, 'return_counts')) out.push(fromValues('int64', [counts.length], counts));
    return out.length === 1 ? out[0] : new PyTuple(out);
  });
  for (const kind of ['std', 'var'] as const)
    def(
      `${kind}_mean`,
      ['int[]? dim=None, bool unbiased=True, bool keepdim=False'],
      (self, b) => {
        const ds = dims(b, self.ndim);
        const keep = bool(b, 'keepdim');
        return new PyTuple([variance(kind, self, ds, b.get('unbiased') === false ? 0 : 1, keep, true), mean(self, ds, keep, null)]);
      },
      'function',
    );
  def('diagonal', ['int offset=0, int dim1=0, int dim2=1'], (self, b) => {
    if (self.ndim !== 2) throw pyError(exc.NotImplementedError, 'diagonal of tensors other than matrices is not supported by this explainer');
    const off = int(b, 'offset');
    const [rows, cols] = self.shape;
    const n = Math.max(0, off >= 0 ? Math.min(rows, cols - off) : Math.min(rows + off, cols));
    const start = self.offset + (off >= 0 ? off * self.strides[1] : -off * self.strides[0]);
    return self.viewAs([n], [self.strides[0] + self.strides[1]], start);
  });
  def('trace', [''], (self) => {
    if (self.dtype === 'bool') throw pyError(exc.NotImplementedError, `"trace" not implemented for 'Bool'`);
    if (self.ndim !== 2) throw pyError(exc.RuntimeError, `trace: expected a matrix, but got tensor with dim ${self.ndim}`);
    const n = Math.min(self.shape[0], self.shape[1]);
    const ps = stridedPositions([n], [self.strides[0] + self.strides[1]], self.offset);
    const out: DType = isFloat(self.dtype) ? self.dtype : 'int64';
    const total = ps.reduce<Elem>(
      (acc, p) =>
        isFloat(out) ? roundFloat(out, (acc as number) + (self.at(p) as number)) : (acc as bigint) + (cast(self.dtype, self.at(p), 'int64') as bigint),
      isFloat(out) ? 0 : 0n,
    );
    return fromValues(out, [], [total]);
  });
  const sideOf = (b: { get: (n: string) => PyValue }) => b.get('right') === true || b.get('side') === 'right';
  def(
    'searchsorted',
    [
      'Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None',
      'Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None',
    ],
    (seq, b) => searchsorted(seq, b.get('self') as Tensor | number, sideOf(b), bool(b, 'out_int32')),
    'function',
  );
  def('bucketize', ['Tensor boundaries, *, bool out_int32=False, bool right=False'], (self, b) =>
    searchsorted(b.get('boundaries') as Tensor, self, bool(b, 'right'), bool(b, 'out_int32')),
  );
}
