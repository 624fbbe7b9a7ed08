/** Reductions, sorting and selection as torch functions and Tensor methods. */
import { exc, PyTuple, type PyValue, pyError } from '../../engine/api';
import type { Bound } from './args';
import { gather, indexSelect, maskedFill, maskedFillInplace, maskedSelect, scatterInplace } from './combine';
import { filled } from './creation';
import { binary } from './elementwise';
import { ordValue, vectorNorm } from './norm';
import { amaxmin, anyAll, argExtreme, countNonzero, extremeAll, extremeDim, logsumexp, mean, normDim, prod, sum, variance } from './reduce';
import { arg, bool, def, dims, dtype, int, optInt } from './registry';
import { maskedScatter, maskedScatterInplace, scatterReduce } from './scatter-reduce';
import { copyOf, unbind } from './shape';
import { softmax } from './softmax';
import { bincount, cumulative, cumulativeExtreme, logcumsumexp, nonzero, sort, topk, unique, uniqueDim } from './sorting';
import { Tensor } from './tensor';

const dimSigs = ['*, dtype? dtype=None', 'int[]? dim, bool keepdim=False, *, dtype? dtype=None'];

function maxMin(kind: 'max' | 'min', self: Tensor, b: { index: number; get: (n: string) => PyValue; has: (n: string) => boolean }): PyValue {
  if (b.index === 0) return extremeAll(kind, self);
  if (b.index === 1) return binary(kind === 'max' ? 'maximum' : 'minimum', self, b.get('other') as Tensor);
  return extremeDim(kind, self, normDim(Number(b.get('dim')), self.ndim), b.get('keepdim') === true);
}

/** Installs the reduction, sorting and selection definitions. */
export function defineReductions(): void {
  def('sum', dimSigs, (self, b) => sum(self, b.index === 0 ? null : dims(b, self.ndim), bool(b, 'keepdim'), dtype(b)));
  def('mean', dimSigs, (self, b) => mean(self, b.index === 0 ? null : dims(b, self.ndim), bool(b, 'keepdim'), dtype(b)));
  def('prod', ['*, dtype? dtype=None', 'int dim, bool keepdim=False, *, dtype? dtype=None'], (self, b) =>
    prod(self, b.index === 0 ? null : [normDim(int(b, 'dim'), self.ndim)], bool(b, 'keepdim'), dtype(b)),
  );
  const extremeSigs = ['', 'Tensor other', 'int dim, bool keepdim=False'];
  def('max', extremeSigs, (self, b) => maxMin('max', self, b));
  def('min', extremeSigs, (self, b) => maxMin('min', self, b));
  for (const kind of ['max', 'min'] as const) {
    def(`arg${kind}`, ['int? dim=None, bool keepdim=False'], (self, b) => {
      const d = optInt(b, 'dim');
      return argExtreme(kind, self, d === null ? null : normDim(d, self.ndim), bool(b, 'keepdim'));
    });
    def(`a${kind}`, ['int[] dim=(), bool keepdim=False'], (self, b) => amaxmin(kind, self, dims(b, self.ndim), bool(b, 'keepdim')));
  }
  for (const kind of ['any', 'all'] as const)
    def(kind, ['', 'int[]? dim=None, bool keepdim=False'], (self, b) => anyAll(kind, self, b.index === 0 ? null : dims(b, self.ndim), bool(b, 'keepdim')));
  def('count_nonzero', ['int[]? dim=None'], (self, b) => countNonzero(self, dims(b, self.ndim)));
  for (const kind of ['var', 'std'] as const)
    def(kind, ['int[]? dim=None, bool unbiased=True, bool keepdim=False', 'int[]? dim=None, *, Scalar? correction=None, bool keepdim=False'], (self, b) => {
      const correction = b.index === 0 ? (b.get('unbiased') === false ? 0 : 1) : b.has('correction') ? Number(b.get('correction')) : 1;
      return variance(kind, self, dims(b, self.ndim), correction, bool(b, 'keepdim'));
    });
  def('logsumexp', ['int[] dim, bool keepdim=False'], (self, b) => logsumexp(self, dims(b, self.ndim), bool(b, 'keepdim')));
  def('norm', ['any p=2, int[]? dim=None, bool keepdim=False, *, dtype? dtype=None'], (self, b) => {
    if (b.has('dtype')) throw pyError(exc.NotImplementedError, 'norm(dtype=...) is not supported by this explainer');
    return vectorNorm(self, ordValue(b.get('p'), 'norm p'), dims(b, self.ndim), bool(b, 'keepdim'));
  });

  for (const kind of ['softmax', 'log_softmax'] as const) def(kind, ['int dim, dtype? dtype=None'], (self, b) => softmax(kind, self, int(b, 'dim'), dtype(b)));
  def('sort', ['int dim=-1, bool descending=False', '*, bool? stable, int dim=-1, bool descending=False'], (self, b) =>
    sort(self, int(b, 'dim'), bool(b, 'descending'), bool(b, 'stable')),
  );
  def(
    'argsort',
    ['int dim=-1, bool descending=False, *, bool stable=False'],
    (self, b) => sort(self, int(b, 'dim'), bool(b, 'descending'), bool(b, 'stable')).items[1],
  );
  def('topk', ['int k, int dim=-1, bool largest=True, bool sorted=True'], (self, b) =>
    topk(self, int(b, 'k'), int(b, 'dim'), b.get('largest') !== false, b.get('sorted') !== false),
  );
  def('msort', [''], (self) => sort(self, 0, false).items[0]);
  for (const kind of ['sum', 'prod'] as const)
    def(`cum${kind}`, ['int dim, *, dtype? dtype=None'], (self, b) => cumulative(kind, self, int(b, 'dim'), dtype(b)));
  for (const kind of ['max', 'min'] as const) def(`cum${kind}`, ['int dim'], (self, b) => cumulativeExtreme(kind, self, int(b, 'dim')));
  def('logcumsumexp', ['int dim'], (self, b) => logcumsumexp(self, int(b, 'dim')));
  def('unique', ['bool sorted=True, bool return_inverse=False, bool return_counts=False, int? dim=None'], (self, b) => {
    const out = b.has('dim')
      ? uniqueDim(self, normDim(int(b, 'dim'), self.ndim), bool(b, 'return_inverse'), bool(b, 'return_counts'))
      : unique(self, bool(b, 'return_inverse'), bool(b, 'return_counts'));
    return out.length === 1 ? out[0] : new PyTuple(out);
  });
  def('nonzero', ['', '*, bool as_tuple'], (self, b) => {
    const nz = nonzero(self);
    if (!bool(b, 'as_tuple')) return nz;
    if (self.ndim === 0) return new PyTuple([nz.viewAs([nz.shape[0]], [1], 0)]);
    return new PyTuple(unbind(nz, 1));
  });
  def('argwhere', [''], (self) => nonzero(self));
  def('bincount', ['Tensor? weights=None, int minlength=0'], (self, b) => bincount(self, b.get('weights') as Tensor | null, int(b, 'minlength')));

  def('gather', ['int dim, Tensor index, *, bool sparse_grad=False'], (self, b) => gather(self, int(b, 'dim'), b.get('index') as Tensor));
  def('index_select', ['int dim, Tensor index'], (self, b) => indexSelect(self, int(b, 'dim'), b.get('index') as Tensor));
  def('masked_select', ['Tensor mask'], (self, b) => maskedSelect(self, b.get('mask') as Tensor));
  def('masked_fill', ['Tensor mask, Tensor value', 'Tensor mask, Scalar value'], (self, b) => maskedFill(self, b.get('mask') as Tensor, arg(b, 'value')));
  def(
    'masked_fill_',
    ['Tensor mask, Tensor value', 'Tensor mask, Scalar value'],
    (self, b) => maskedFillInplace(self, b.get('mask') as Tensor, arg(b, 'value')),
    'method',
  );
  const scatterSigs = ['int dim, Tensor index, Tensor src, *, str? reduce=None', 'int dim, Tensor index, Scalar value, *, str? reduce=None'];
  const source = (b: { has: (n: string) => boolean }) => (b.has('src') ? 'src' : 'value');
  /** `scatter_(..., reduce='add'|'multiply')`: the older spelling of scatter_reduce with the tensor's own values. */
  const scatterInto = (t: Tensor, b: Bound) => {
    if (!b.has('reduce')) return scatterInplace(t, int(b, 'dim'), b.get('index') as Tensor, arg(b, source(b)), false);
    const reduce = b.get('reduce');
    if (reduce !== 'add' && reduce !== 'multiply') throw pyError(exc.RuntimeError, 'reduce argument must be either add or multiply.');
    const v = arg(b, source(b));
    const src = v instanceof Tensor ? v : filled((b.get('index') as Tensor).shape, t.dtype, v);
    return scatterReduce(t, int(b, 'dim'), b.get('index') as Tensor, src, reduce === 'add' ? 'sum' : 'prod', true);
  };
  def('scatter', scatterSigs, (self, b) => scatterInto(copyOf(self), b));
  def('scatter_', scatterSigs, (self, b) => scatterInto(self, b), 'method');
  const reduceSig = ['int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True'];
  const reduceInto = (t: Tensor, b: Bound) =>
    scatterReduce(t, int(b, 'dim'), b.get('index') as Tensor, b.get('src') as Tensor, b.get('reduce') as string, b.get('include_self') !== false);
  def('scatter_reduce', reduceSig, (self, b) => reduceInto(copyOf(self), b));
  def('scatter_reduce_', reduceSig, (self, b) => reduceInto(self, b), 'method');
  def('masked_scatter', ['Tensor mask, Tensor source'], (self, b) => maskedScatter(self, b.get('mask') as Tensor, b.get('source') as Tensor));
  def(
    'masked_scatter_',
    ['Tensor mask, Tensor source'],
    (self, b) => maskedScatterInplace(self, b.get('mask') as Tensor, b.get('source') as Tensor, 'masked_scatter_'),
    'method',
  );
  def('scatter_add', ['int dim, Tensor index, Tensor src'], (self, b) =>
    scatterInplace(copyOf(self), int(b, 'dim'), b.get('index') as Tensor, arg(b, 'src'), true),
  );
  def(
    'scatter_add_',
    ['int dim, Tensor index, Tensor src'],
    (self, b) => scatterInplace(self, int(b, 'dim'), b.get('index') as Tensor, arg(b, 'src'), true),
    'method',
  );
}
