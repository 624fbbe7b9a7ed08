/**
 * Small torch conveniences that compose existing kernels: in-place `tril_`/`triu_`,
 * `clamp_min_`/`clamp_max_`, `diag`, `aminmax`, `is_same_size`, `atleast_1d/2d/3d`,
 * `hstack`/`vstack`/`column_stack`, `broadcast_tensors`, a scalar base for `pow`, and
 * `F.dropout` when it changes nothing (evaluation, or p=0; sampling dropout is refused),
 * `index_put_` (with `accumulate`), `take`, `take_along_dim` and `fill_diagonal_`.
 */
import { builtin, exc, isNumber, type Kwargs, type PyBuiltin, PyList, PyTuple, type PyValue, pyError } from '../../engine/api';
import { bind, sig } from './args';
import { broadcastShapes } from './broadcast';
import { cat, clampInplace, gather } from './combine';
import { cast, type Elem } from './dtype';
import { returnType } from './dtype-objects';
import { binary } from './elementwise';
import { indexPut } from './indexing';
import { copyInto } from './ops-shape';
import { amaxmin, normDim } from './reduce';
import { arg, bool, def, int, tensors } from './registry';
import { checkedElem } from './scalars';
import { copyOf, expand, flatten, gatherBy, reshape, triangle } from './shape';
import { fromValues, Tensor } from './tensor';

/** `torch.diag`: a vector onto the `diagonal`-th diagonal of a square matrix, or that diagonal out of a matrix. */
function diag(t: Tensor, diagonal: number): Tensor {
  if (t.ndim === 1) {
    const n = t.shape[0] + Math.abs(diagonal);
    const zero = cast('int64', 0n, t.dtype);
    const values: Elem[] = [];
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const k = diagonal >= 0 ? i : j;
        values.push(j - i === diagonal ? t.at(t.offset + k * t.strides[0]) : zero);
      }
    return fromValues(t.dtype, [n, n], values);
  }
  if (t.ndim !== 2) throw pyError(exc.RuntimeError, `diag(): Supports 1D or 2D tensors. Got ${t.ndim}D`);
  const [rows, cols] = t.shape;
  const len = Math.max(0, diagonal >= 0 ? Math.min(rows, cols - diagonal) : Math.min(rows + diagonal, cols));
  const start = diagonal >= 0 ? [0, diagonal] : [-diagonal, 0];
  return gatherBy(t, [len], ([i]) => [start[0] + i, start[1] + i]);
}

function atleast(t: Tensor, n: number): Tensor {
  if (t.ndim >= n) return t;
  if (n === 1 || t.ndim === 0) return reshape(t, Array(n).fill(1));
  if (n === 2) return reshape(t, [1, ...t.shape]);
  return reshape(t, t.ndim === 1 ? [1, t.shape[0], 1] : [...t.shape, 1]);
}

function fn(name: string, impl: (args: PyValue[], kw: Kwargs) => PyValue): PyValue {
  return builtin(name, impl);
}

export function defineAssorted(): void {
  for (const upper of [false, true]) {
    const name = upper ? 'triu_' : 'tril_';
    def(name, ['int diagonal=0'], (self, b) => copyInto(self, triangle(self, upper, int(b, 'diagonal'))), 'method');
  }
  def('clamp_min_', ['Arg min'], (self, b) => clampInplace(self, arg(b, 'min'), null), 'method');
  def('clamp_max_', ['Arg max'], (self, b) => clampInplace(self, null, arg(b, 'max')), 'method');
  def('diag', ['int diagonal=0'], (self, b) => diag(self, int(b, 'diagonal')));
  def('aminmax', ['*, int? dim=None, bool keepdim=False'], (self, b) => {
    const dims = b.has('dim') ? [normDim(int(b, 'dim'), self.ndim)] : null;
    const keep = bool(b, 'keepdim');
    return returnType('aminmax', ['min', 'max'], [amaxmin('min', self, dims, keep), amaxmin('max', self, dims, keep)]);
  });
  const putSig = ['any indices, Tensor values, bool accumulate=False'];
  const indicesOf = (b: { get: (n: string) => PyValue }) => tensors(b.get('indices'), 'index_put_');
  def('index_put_', putSig, (self, b) => indexPut(self, indicesOf(b), b.get('values') as Tensor, bool(b, 'accumulate')), 'method');
  def('index_put', putSig, (self, b) => indexPut(copyOf(self), indicesOf(b), b.get('values') as Tensor, bool(b, 'accumulate')));
  def('take', ['Tensor index'], (self, b) => {
    const index = b.get('index') as Tensor;
    const flat = self.values();
    const n = flat.length;
    const picked = index.values().map((v) => {
      const k = Number(v);
      if (k < -n || k >= n) throw pyError(exc.IndexError, `out of range: tried to access index ${k} on a tensor of ${n} elements.`);
      return flat[k < 0 ? k + n : k];
    });
    return fromValues(self.dtype, index.shape, picked);
  });
  def('take_along_dim', ['Tensor indices, int? dim=None'], (self, b) => {
    const indices = b.get('indices') as Tensor;
    if (!b.has('dim')) return gather(flatten(self, 0, -1), 0, flatten(indices, 0, -1));
    const d = normDim(int(b, 'dim'), self.ndim);
    if (indices.ndim !== self.ndim)
      throw pyError(
        exc.RuntimeError,
        `torch.take_along_dim(): input and indices should have the same number of dimensions, but got ${self.ndim} dimensions for input, and ${indices.ndim} dimensions for indices`,
      );
    const shape = broadcastShapes(
      self.shape.map((s, k) => (k === d ? 1 : s)),
      indices.shape.map((s, k) => (k === d ? 1 : s)),
    );
    const src = expand(
      self,
      shape.map((s, k) => (k === d ? self.shape[d] : s)),
    );
    const idx = expand(
      indices,
      shape.map((s, k) => (k === d ? indices.shape[d] : s)),
    );
    return gather(src, d, idx);
  });
  def(
    'fill_diagonal_',
    ['Scalar fill_value, bool wrap=False'],
    (self, b) => {
      if (self.ndim < 2) throw pyError(exc.RuntimeError, 'dimensions must larger than 1');
      if (self.ndim > 2 && self.shape.some((s) => s !== self.shape[0])) throw pyError(exc.RuntimeError, 'all dimensions of input must be of equal length');
      const n = Math.min(...self.shape);
      const step = self.strides.reduce((a, c) => a + c, 0);
      const positions = Array.from({ length: n }, (_, k) => self.offset + k * step);
      // A tall matrix with wrap=True starts the diagonal again every (cols + 1) rows.
      if (b.get('wrap') === true && self.ndim === 2)
        for (let r = self.shape[1] + 1; r < self.shape[0]; r += self.shape[1] + 1)
          for (let k = 0; k < self.shape[1] && r + k < self.shape[0]; k++) positions.push(self.offset + (r + k) * self.strides[0] + k * self.strides[1]);
      self.write(positions, checkedElem(b.get('fill_value') as number | bigint | boolean, self.dtype, 'fill'));
      return self;
    },
    'method',
  );
  def(
    'is_same_size',
    ['Tensor other'],
    (self, b) => {
      const o = b.get('other') as Tensor;
      return o.ndim === self.ndim && o.shape.every((s, i) => s === self.shape[i]);
    },
    'method',
  );
}

export function assortedNamespace(): Record<string, PyValue> {
  const ns: Record<string, PyValue> = {};
  for (const n of [1, 2, 3])
    ns[`atleast_${n}d`] = fn(`atleast_${n}d`, (args) => {
      if (args.length === 1 && args[0] instanceof Tensor) return atleast(args[0], n);
      const given = args.length === 1 && (args[0] instanceof PyList || args[0] instanceof PyTuple) ? args[0].items : args;
      return new PyTuple(tensors(new PyTuple([...given]), `atleast_${n}d`).map((t) => atleast(t, n)));
    });
  const joined = (name: string, join: (ts: Tensor[]) => Tensor) =>
    fn(name, (args, kw) => {
      const b = bind(name, [sig('any tensors')], args, kw);
      return join(tensors(b.get('tensors'), name));
    });
  ns.hstack = joined('hstack', (ts) => {
    const all = ts.map((t) => atleast(t, 1));
    return cat(all, all[0].ndim === 1 ? 0 : 1);
  });
  ns.vstack = joined('vstack', (ts) =>
    cat(
      ts.map((t) => atleast(t, 2)),
      0,
    ),
  );
  ns.row_stack = ns.vstack;
  ns.column_stack = joined('column_stack', (ts) =>
    cat(
      ts.map((t) => (t.ndim <= 1 ? reshape(t, [t.numel, 1]) : t)),
      1,
    ),
  );
  ns.dstack = joined('dstack', (ts) =>
    cat(
      ts.map((t) => atleast(t, 3)),
      2,
    ),
  );
  ns.broadcast_tensors = fn('broadcast_tensors', (args) => {
    const ts = tensors(new PyTuple(args), 'broadcast_tensors');
    const shape = broadcastShapes(...ts.map((t) => t.shape));
    return new PyTuple(ts.map((t) => expand(t, shape)));
  });
  return ns;
}

/** `torch.pow`, whose base may also be a number (`torch.pow(2, t)`) when the exponent is a tensor. */
export function withScalarBase(pow: PyValue): PyValue {
  return builtin('pow', (args, kw) => {
    if (args.length === 2 && isNumber(args[0]) && args[1] instanceof Tensor && !kw?.size) return binary('pow', args[0] as number, args[1]);
    return (pow as PyBuiltin).fn(args, kw);
  });
}

/** `F.dropout`: the input itself when nothing is dropped; random masks are not simulated. */
export function dropout(b: { get: (n: string) => PyValue }): PyValue {
  const p = Number(b.get('p'));
  if (p < 0 || p > 1) throw pyError(exc.ValueError, `dropout probability has to be between 0 and 1, but got ${p}`);
  if (b.get('training') === false || p === 0) return b.get('input');
  throw pyError(exc.NotImplementedError, 'dropout in training mode (random masks) is not supported by this explainer');
}
