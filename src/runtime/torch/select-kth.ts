/**
 * Order statistics along a dim: `kthvalue` and `median(dim)`. Which index is reported among
 * equal values is the one torch's CPU kernels reach, so each follows its kernel: `kthvalue`
 * runs ATen's `quick_select_template` (median-of-three quickselect moving values and indices
 * together, NaN above everything), `median(dim)` partitions by (value, index) and so reports the
 * ((n-1)/2)-th of a stable sort, or the first NaN when there is one.
 */
import { exc, pyError } from '../../engine/api';
import { type Elem, isFloat } from './dtype';
import { returnType } from './dtype-objects';
import { checkNonEmpty, groups, normDim } from './reduce';
import { bool, def, int } from './registry';
import { flatten } from './shape';
import { sort } from './sorting';
import { fromValues, type Tensor } from './tensor';

const isNan = (x: Elem): boolean => typeof x === 'number' && Number.isNaN(x);

/** ATen's `gt_or_nan`: x above y, NaN above every number. */
function gtOrNan(x: Elem, y: Elem): boolean {
  return (isNan(x) && !isNan(y)) || x > y;
}

/** ATen's quick_select_template over `values` (and `indices` alongside), leaving the k-th in place. */
function quickSelect(values: Elem[], indices: number[], k: number): void {
  const swap = (i: number, j: number): void => {
    [values[i], values[j]] = [values[j], values[i]];
    [indices[i], indices[j]] = [indices[j], indices[i]];
  };
  let left = 0;
  let right = values.length - 1;
  for (;;) {
    if (right <= left) return;
    if (right === left + 1) {
      if (gtOrNan(values[left], values[right])) swap(left, right);
      return;
    }
    const p = left + Math.floor((right - left) / 2);
    swap(p, left + 1);
    if (gtOrNan(values[left + 1], values[right])) swap(left + 1, right);
    if (gtOrNan(values[left], values[right])) swap(left, right);
    if (gtOrNan(values[left + 1], values[left])) swap(left + 1, left);
    let i = left + 1;
    let j = right;
    const pivot = values[left];
    for (;;) {
      do i++;
      while (gtOrNan(pivot, values[i]));
      do j--;
      while (gtOrNan(values[j], pivot));
      if (j < i) break;
      swap(i, j);
    }
    swap(left, j);
    if (j <= k) left = i;
    if (j >= k) right = j - 1;
  }
}

/** One (value, index) per line along `dim`, as a `torch.return_types.NAME`. */
function perLine(name: string, t: Tensor, dim: number, keepdim: boolean, pick: (xs: Elem[]) => [Elem, number]) {
  const g = groups(t, t.ndim === 0 ? [] : [dim], keepdim);
  const values: Elem[] = [];
  const indices: Elem[] = [];
  for (const ps of g.positions) {
    const [v, i] = pick(ps.map((p) => t.at(p)));
    values.push(v);
    indices.push(BigInt(i));
  }
  return returnType(name, ['values', 'indices'], [fromValues(t.dtype, g.outShape, values), fromValues('int64', g.outShape, indices)]);
}

/** The selection kernels are dispatched over the numeric types only. */
function refuseBool(kernel: string, t: Tensor): void {
  if (t.dtype === 'bool') throw pyError(exc.NotImplementedError, `"${kernel}" not implemented for 'Bool'`);
}

export function defineSelection(): void {
  def('kthvalue', ['int k, int dim=-1, bool keepdim=False'], (self, b) => {
    refuseBool('kthvalue_cpu', self);
    const dim = normDim(int(b, 'dim'), self.ndim);
    const k = int(b, 'k');
    const size = self.ndim === 0 ? 1 : self.shape[dim];
    if (k < 1 || k > size) throw pyError(exc.RuntimeError, `kthvalue(): selected number k out of range for dimension ${dim}`);
    return perLine('kthvalue', self, dim, bool(b, 'keepdim'), (xs) => {
      const indices = xs.map((_, i) => i);
      quickSelect(xs, indices, k - 1);
      return [xs[k - 1], indices[k - 1]];
    });
  });
  def('median', ['', 'int dim, bool keepdim=False'], (self, b) => {
    refuseBool(b.index === 0 ? 'median_cpu' : 'median_out', self);
    if (b.index === 0) {
      const xs = flatten(self, 0, -1).values();
      const n = xs.length;
      if (n === 0) return fromValues(self.dtype, [], [isFloat(self.dtype) ? Number.NaN : 0n]);
      const nan = xs.find(isNan);
      if (nan !== undefined) return fromValues(self.dtype, [], [nan]);
      return fromValues(self.dtype, [], [(sort(flatten(self, 0, -1), 0, false).items[0] as Tensor).values()[Math.floor((n - 1) / 2)]]);
    }
    const dim = normDim(int(b, 'dim'), self.ndim);
    checkNonEmpty('median', self, dim);
    return perLine('median', self, dim, bool(b, 'keepdim'), (xs) => {
      const nan = xs.findIndex(isNan);
      if (nan >= 0) return [xs[nan], nan];
      const order = xs.map((_, i) => i).sort((i, j) => (xs[i] < xs[j] ? -1 : xs[i] > xs[j] ? 1 : i - j));
      const at = order[Math.floor((xs.length - 1) / 2)];
      return [xs[at], at];
    });
  });
}
