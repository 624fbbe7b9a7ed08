/**
 * `quantile`/`nanquantile`, computed as torch's CPU implementation: each line sorted (NaN
 * last), the rank `q * (n - 1)` computed in the input's dtype, and the two neighbouring values
 * blended with torch's `lerp` (fused multiply-add, from the nearer end); `quantile` of a line
 * holding NaN is NaN, `nanquantile` ranks among the numbers only. Also `nansum`/`nanmean`.
 */
import { exc, pyError } from '../../engine/api';
import { type DType, type Elem, isFloat, roundFloat, typeNames } from './dtype';
import { binary } from './elementwise';
import { groups, normDim, sum } from './reduce';
import { bool, def, dims, dtype, int } from './registry';
import { fma, fmaf } from './sleef';
import { fromValues, Tensor } from './tensor';
import { unary } from './unary';

const modes = ['linear', 'lower', 'higher', 'midpoint', 'nearest'];

/** Round half to even, as `torch.round` (and so `nearest`) does. */
function roundEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

function quantile(t: Tensor, qs: number[], qScalar: boolean, dim: number | null, keepdim: boolean, mode: string, ignoreNan: boolean): Tensor {
  const name = ignoreNan ? 'nanquantile' : 'quantile';
  if (t.dtype !== 'float32' && t.dtype !== 'float64') throw pyError(exc.RuntimeError, `${name}() input tensor must be either float or double dtype`);
  if (t.numel === 0) throw pyError(exc.RuntimeError, `${name}() input tensor must be non-empty`);
  if (!modes.includes(mode))
    throw pyError(exc.RuntimeError, `${name}() interpolation must be one of linear, lower, higher, midpoint or nearest, but got ${mode}`);
  for (const q of qs) if (!(q >= 0 && q <= 1)) throw pyError(exc.RuntimeError, `${name}() q must be in the range [0, 1] but got ${q}`);
  const r = (x: number) => roundFloat(t.dtype, x);
  const fused = t.dtype === 'float32' ? fmaf : fma;
  const lerp = (a: number, b: number, w: number) => (Math.abs(w) < 0.5 ? fused(w, r(b - a), a) : fused(-r(b - a), r(1 - w), b));
  const d = dim === null ? null : normDim(dim, t.ndim);
  const g = groups(t, d === null ? null : [d], keepdim && d !== null);
  const lines = g.positions.map((ps) => {
    const xs = ps.map((p) => t.at(p) as number);
    return xs.sort((a, b) => (Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : a - b));
  });
  const out: Elem[] = [];
  for (const q of qs)
    for (const xs of lines) {
      const count = ignoreNan ? xs.filter((x) => !Number.isNaN(x)).length : xs.length;
      if (count === 0 || (!ignoreNan && Number.isNaN(xs[xs.length - 1]))) {
        out.push(Number.NaN);
        continue;
      }
      let rank = r(r(q) * (count - 1));
      if (mode === 'lower') rank = Math.floor(rank);
      else if (mode === 'higher') rank = Math.ceil(rank);
      else if (mode === 'nearest') rank = roundEven(rank);
      const below = Math.trunc(rank);
      const above = Math.ceil(rank);
      const weight = mode === 'midpoint' ? (above === below ? 0 : 0.5) : r(rank - below);
      out.push(mode === 'linear' || mode === 'midpoint' ? lerp(xs[below], xs[above], weight) : xs[below]);
    }
  // With keepdim and no dim, every input dim is kept as 1.
  const lineShape = dim === null && keepdim ? t.shape.map(() => 1) : g.outShape;
  return fromValues(t.dtype, qScalar ? lineShape : [qs.length, ...lineShape], out);
}

/** `nansum`: NaN counts as zero; otherwise the same sum (and the same rounding) as `sum`. */
function nansum(t: Tensor, dimList: number[] | null, keepdim: boolean, dt: DType | null): Tensor {
  const clean = fromValues(
    t.dtype,
    t.shape,
    t.values().map((x) => (typeof x === 'number' && Number.isNaN(x) ? 0 : x)),
  );
  return sum(clean, dimList, keepdim, dt);
}

/** `nanmean`: `nansum` divided by the count of numbers, as torch composes it. */
function nanmean(t: Tensor, dimList: number[] | null, keepdim: boolean, dt: DType | null): Tensor {
  if (!isFloat(t.dtype)) throw pyError(exc.RuntimeError, `nanmean(): expected input to have floating point or complex dtype but got ${typeNames[t.dtype]}`);
  const counts = sum(unary('logical_not', unary('isnan', t)), dimList, keepdim, null);
  return binary('div', nansum(t, dimList, keepdim, dt), counts);
}

export function defineQuantiles(): void {
  for (const ignoreNan of [false, true])
    def(
      ignoreNan ? 'nanquantile' : 'quantile',
      [
        "Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear'",
        "float q, int? dim=None, bool keepdim=False, *, str interpolation='linear'",
      ],
      (self, b) => {
        const q = b.get('q');
        const name = ignoreNan ? 'nanquantile' : 'quantile';
        if (q instanceof Tensor) {
          if (q.ndim > 1) throw pyError(exc.RuntimeError, `${name}() q must be a scalar or 1D tensor`);
          if (q.dtype !== self.dtype) throw pyError(exc.RuntimeError, `${name}() q tensor must be same dtype as the input tensor`);
        }
        const qs = q instanceof Tensor ? q.values().map(Number) : [Number(q)];
        const scalar = !(q instanceof Tensor) || q.ndim === 0;
        return quantile(self, qs, scalar, b.has('dim') ? int(b, 'dim') : null, bool(b, 'keepdim'), String(b.get('interpolation')), ignoreNan);
      },
    );
  const dimSigs = ['*, dtype? dtype=None', 'int[]? dim, bool keepdim=False, *, dtype? dtype=None'];
  def('nansum', dimSigs, (self, b) => nansum(self, b.index === 0 ? null : dims(b, self.ndim), bool(b, 'keepdim'), dtype(b)));
  def('nanmean', dimSigs, (self, b) => nanmean(self, b.index === 0 ? null : dims(b, self.ndim), bool(b, 'keepdim'), dtype(b)));
}
