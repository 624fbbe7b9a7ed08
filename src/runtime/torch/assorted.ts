/**
 * Small torch conveniences that compose existing kernels: in-place `tril_`/`triu_`,
 * `clamp_min_`/`clamp_max_`, `diag`, `aminmax`, `is_same_size`, `atleast_1d/2d/3d`,
 * `hstack`/`vstack`/`column_stack`, `broadcast_tensors`, a scalar base for `pow`, and
 * `F.dropout` when it changes nothing (evaluation, or p=0); sampling dropout is refused.
 */
import { builtin, exc, isNumber, type Kwargs, type PyBuiltin, PyList, PyTuple, type PyValue, pyError } from '../../engine/api';
import { bind, sig } from './args';
import { broadcastShapes } from './broadcast';
import { cat, clampInplace } from './combine';
import { cast, type Elem } from './dtype';
import { returnType } from './dtype-objects';
import { binary } from './elementwise';
import { copyInto } from './ops-shape';
import { amaxmin, normDim } from './reduce';
import { arg, bool, def, int, tensors } from './registry';
import { expand, gatherBy, reshape, triangle } from './shape';
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
