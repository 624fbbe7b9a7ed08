/**
 * `torch.nn.functional` as scenario code uses it (`softmax`, `log_softmax`, `relu`,
 * `one_hot`, `pad`, `cross_entropy`...) and a `torch.nn` whose layers are refused by name.
 */
import { builtin, exc, type Kwargs, type PyModule, type PyValue, pyError } from '../../engine/api';
import { bind, sig } from './args';
import { dropout } from './assorted';
import { cat, clamp, gather, indexSelect, stack, where } from './combine';
import { convert, filled } from './creation';
import { isFloat, promoteTypes, typeNames } from './dtype';
import { dtypeOf } from './dtype-objects';
import { binary } from './elementwise';
import { vectorNorm } from './norm';
import { mean, normDim, sum } from './reduce';
import { intList, tensors } from './registry';
import { copyOf, flatten, gatherBy, narrow, squeeze, unsqueeze } from './shape';
import { softmax } from './softmax';
import { checkSize, fromValues, type Tensor } from './tensor';
import { unary } from './unary';

function fn(name: string, signature: string, impl: (b: { get: (n: string) => PyValue; has: (n: string) => boolean }) => PyValue): PyValue {
  const sigs = [sig(signature)];
  return builtin(name, (args: PyValue[], kw: Kwargs) => impl(bind(name, sigs, args, kw)));
}

/** The implicit softmax dim torch picks (with a warning) when none is given. */
function implicitDim(t: Tensor): number {
  return t.ndim === 0 || t.ndim === 1 || t.ndim === 3 ? 0 : 1;
}

function oneHot(t: Tensor, classes: number): Tensor {
  if (t.dtype !== 'int64') throw pyError(exc.RuntimeError, 'one_hot is only applicable to index tensor of type LongTensor.');
  const xs = t.values().map(Number);
  const n = classes === -1 ? (xs.length ? Math.max(...xs) + 1 : 0) : classes;
  if (xs.some((x) => x < 0)) throw pyError(exc.RuntimeError, 'Class values must be non-negative.');
  if (xs.some((x) => x >= n)) throw pyError(exc.RuntimeError, 'Class values must be smaller than num_classes.');
  checkSize(xs.length * n);
  const values = xs.flatMap((x) => Array.from({ length: n }, (_, i) => (i === x ? 1n : 0n)));
  return fromValues('int64', [...t.shape, n], values);
}

/**
 * Constant padding of the last dimensions, as `constant_pad_nd`: `pad` lists (left, right) pairs
 * from the last dim backwards; negative amounts crop (narrow, with its errors) that side first.
 * Only crops: a copy of the narrowed input.
 */
function pad(t: Tensor, amounts: number[], value: number | bigint | boolean): Tensor {
  const pairs: { dim: number; left: number; right: number }[] = [];
  for (let k = 0; k * 2 < amounts.length; k++) pairs.push({ dim: t.ndim - 1 - k, left: amounts[2 * k], right: amounts[2 * k + 1] ?? 0 });
  const cropsOnly = amounts.every((a) => a <= 0);
  let out = t;
  for (const { dim, left, right } of [...pairs].reverse()) {
    if (left < 0) out = narrow(out, dim, -left, out.shape[dim] + left);
    if (right < 0) out = narrow(out, dim, 0, out.shape[dim] + right);
  }
  if (cropsOnly) return copyOf(out);
  for (const { dim, left, right } of pairs) {
    const side = (n: number) =>
      filled(
        out.shape.map((s, d) => (d === dim ? Math.max(n, 0) : s)),
        out.dtype,
        value,
      );
    out = cat([side(left), out, side(right)], dim);
  }
  return out;
}

/**
 * `reflect`/`replicate`/`circular` padding: each padded dim's output index maps back to an
 * input index (mirrored without the edge, clamped, or wrapped). As in torch, 1, 2 or 3 dims,
 * on an input with one or two dims more (unbatched or batched).
 */
function edgePad(t: Tensor, amounts: number[], mode: 'reflect' | 'replicate' | 'circular'): Tensor {
  const padded = amounts.length / 2;
  if (t.ndim !== padded + 1 && t.ndim !== padded + 2)
    throw pyError(exc.RuntimeError, 'Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now');
  const spec = new Map<number, { left: number; right: number }>();
  for (let k = 0; k < padded; k++) spec.set(t.ndim - 1 - k, { left: amounts[2 * k], right: amounts[2 * k + 1] });
  for (const [dim, { left, right }] of spec) {
    const n = t.shape[dim];
    if (mode === 'reflect' && (left >= n || right >= n))
      throw pyError(
        exc.RuntimeError,
        `Argument #4: Padding size should be less than the corresponding input dimension, but got: padding (${left}, ${right}) at dimension ${dim} of input [${t.shape.join(', ')}]`,
      );
    if (mode === 'circular' && (left > n || right > n)) throw pyError(exc.RuntimeError, 'Padding value causes wrapping around more than once.');
    if (n === 0 && left + right > 0) throw pyError(exc.RuntimeError, `input tensor must not be empty along the padded dimension ${dim}`);
  }
  const shape = t.shape.map((s, d) => s + (spec.get(d)?.left ?? 0) + (spec.get(d)?.right ?? 0));
  const source = (idx: number[]) =>
    idx.map((j, d) => {
      const p = spec.get(d);
      if (!p) return j;
      const n = t.shape[d];
      const i = j - p.left;
      if (mode === 'replicate') return Math.min(Math.max(i, 0), n - 1);
      if (mode === 'circular') return ((i % n) + n) % n;
      return i < 0 ? -i : i >= n ? 2 * (n - 1) - i : i;
    });
  return gatherBy(t, shape, source);
}

/** `cross_entropy` against class probabilities (a float target shaped like the input), as torch reduces it. */
function crossEntropyProbabilities(input: Tensor, target: Tensor, reduction: string): Tensor {
  if (target.shape.some((s, d) => s !== input.shape[d]))
    throw pyError(exc.RuntimeError, `Expected target size [${input.shape.join(', ')}], got [${target.shape.join(', ')}]`);
  const products = binary('mul', softmax('log_softmax', input, 1, null), target);
  if (reduction === 'none') return unary('neg', sum(products, [1], false, null));
  const total = unary('neg', sum(products, null, false, null));
  if (reduction === 'sum') return total;
  return binary('div', total, BigInt(input.numel / input.shape[1]));
}

function crossEntropy(input: Tensor, target: Tensor, reduction: string, ignoreIndex: number): Tensor {
  if (target.ndim === input.ndim && isFloat(target.dtype)) return crossEntropyProbabilities(input, target, reduction);
  if (input.ndim === 2 && target.ndim !== 1) throw pyError(exc.RuntimeError, '0D or 1D target tensor expected, multi-target not supported');
  if (input.ndim > 2) {
    const expected = [input.shape[0], ...input.shape.slice(2)];
    if (target.ndim !== expected.length || target.shape.some((s, d) => s !== expected[d]))
      throw pyError(exc.RuntimeError, `Expected target size [${expected.join(', ')}], got [${target.shape.join(', ')}]`);
  }
  if (target.dtype !== 'int64' && target.dtype !== 'uint8')
    throw pyError(exc.RuntimeError, `expected target dtype to be Long or Byte, but got ${typeNames[target.dtype]}`);
  return nllLoss(softmax('log_softmax', input, 1, null), target, reduction, ignoreIndex);
}

/** `nll_loss` with class-index targets: the picked log-probabilities, negated, ignoring `ignore_index`. */
function nllLoss(logp: Tensor, given: Tensor, reduction: string, ignoreIndex: number): Tensor {
  if (given.dtype !== 'int64' && given.dtype !== 'uint8') throw pyError(exc.RuntimeError, `expected scalar type Long but found ${typeNames[given.dtype]}`);
  const target = given.dtype === 'uint8' ? convert(given, 'int64', false) : given;
  const valid = binary('ne', target, BigInt(ignoreIndex));
  const safe = binary('mul', target, valid);
  const picked = squeeze(gather(logp, 1, unsqueeze(safe, 1)), [1]);
  const losses = binary('mul', unary('neg', picked), valid);
  if (reduction === 'none') return losses;
  if (reduction === 'sum') return sum(losses, null, false, null);
  return binary('div', sum(losses, null, false, null), sum(valid, null, false, null));
}

export function functionalNamespace(): Record<string, PyValue> {
  const ns: Record<string, PyValue> = {};
  for (const kind of ['softmax', 'log_softmax'] as const)
    ns[kind] = fn(kind, 'Tensor input, int? dim=None, any _stacklevel=3, dtype? dtype=None', (b) => {
      const t = b.get('input') as Tensor;
      const dim = b.has('dim') ? Number(b.get('dim')) : implicitDim(t);
      return softmax(kind, t, dim, b.has('dtype') ? dtypeOf(b.get('dtype'), t.dtype) : null);
    });
  for (const name of ['relu', 'sigmoid', 'tanh', 'silu', 'logsigmoid'])
    ns[name] = fn(name, 'Tensor input, bool inplace=False', (b) => unary(name, b.get('input') as Tensor));
  ns.one_hot = fn('one_hot', 'Tensor tensor, int num_classes=-1', (b) => oneHot(b.get('tensor') as Tensor, Number(b.get('num_classes'))));
  ns.pad = fn('pad', "Tensor input, any pad, str mode='constant', Scalar? value=None", (b) => {
    const t = b.get('input') as Tensor;
    const amounts = intList(b.get('pad'), "pad(): argument 'pad' (position 2)");
    const mode = String(b.get('mode'));
    if (amounts.length % 2 !== 0) throw pyError(exc.RuntimeError, 'Padding length must be divisible by 2');
    if (amounts.length > t.ndim * 2)
      throw pyError(
        exc.RuntimeError,
        `Padding length should be less than or equal to two times the input dimension but got padding length ${amounts.length} and input of dimension ${t.ndim}`,
      );
    if (mode === 'constant') return pad(t, amounts, (b.get('value') ?? 0n) as number | bigint | boolean);
    if (mode !== 'reflect' && mode !== 'replicate' && mode !== 'circular') throw pyError(exc.NotImplementedError, `Unrecognised padding mode ${mode}`);
    const value = b.get('value');
    if (value !== null && value !== 0n && value !== 0 && value !== false)
      throw pyError(exc.RuntimeError, `Padding mode "${mode}" doesn't take in value argument`);
    return edgePad(t, amounts, mode);
  });
  ns.cross_entropy = fn(
    'cross_entropy',
    "Tensor input, Tensor target, any weight=None, any size_average=None, int ignore_index=-100, any reduce=None, str reduction='mean', float label_smoothing=0.0",
    (b) => {
      if (b.has('weight') || Number(b.get('label_smoothing')) !== 0)
        throw pyError(exc.NotImplementedError, 'cross_entropy weight/label_smoothing is not supported by this explainer');
      return crossEntropy(b.get('input') as Tensor, b.get('target') as Tensor, b.get('reduction') as string, Number(b.get('ignore_index')));
    },
  );
  ns.nll_loss = fn(
    'nll_loss',
    "Tensor input, Tensor target, any weight=None, any size_average=None, int ignore_index=-100, any reduce=None, str reduction='mean'",
    (b) => {
      if (b.has('weight')) throw pyError(exc.NotImplementedError, 'nll_loss weight is not supported by this explainer');
      return nllLoss(b.get('input') as Tensor, b.get('target') as Tensor, b.get('reduction') as string, Number(b.get('ignore_index')));
    },
  );
  ns.l1_loss = fn('l1_loss', "Tensor input, Tensor target, any size_average=None, any reduce=None, str reduction='mean'", (b) => {
    const d = unary('abs', binary('sub', b.get('input') as Tensor, b.get('target') as Tensor));
    const r = b.get('reduction');
    return r === 'none' ? d : r === 'sum' ? sum(d, null, false, null) : mean(d, null, false, null);
  });
  ns.leaky_relu = fn('leaky_relu', 'Tensor input, float negative_slope=0.01, bool inplace=False', (b) => {
    const t = b.get('input') as Tensor;
    if (b.get('inplace') === true) throw pyError(exc.NotImplementedError, 'leaky_relu(inplace=True) is not supported by this explainer');
    return where(binary('gt', t, 0n), t, binary('mul', t, Number(b.get('negative_slope'))));
  });
  ns.normalize = fn('normalize', 'Tensor input, float p=2.0, int dim=1, float eps=1e-12, any out=None', (b) => {
    const t = b.get('input') as Tensor;
    const norm = vectorNorm(t, Number(b.get('p')), [normDim(Number(b.get('dim')), t.ndim)], true);
    return binary('div', t, clamp(norm, Number(b.get('eps')), null));
  });
  ns.embedding = fn(
    'embedding',
    'Tensor input, Tensor weight, int? padding_idx=None, float? max_norm=None, float norm_type=2.0, bool scale_grad_by_freq=False, bool sparse=False',
    (b) => {
      if (b.has('max_norm')) throw pyError(exc.NotImplementedError, 'embedding(max_norm=...) is not supported by this explainer');
      const index = b.get('input') as Tensor;
      const weight = b.get('weight') as Tensor;
      if (index.dtype !== 'int64' && index.dtype !== 'int32')
        throw pyError(
          exc.RuntimeError,
          `Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int; but got torch.${typeNames[index.dtype]}Tensor instead (while checking arguments for embedding)`,
        );
      const rows = indexSelect(weight, 0, flatten(index, 0, -1));
      return fromValues(weight.dtype, [...index.shape, ...weight.shape.slice(1)], rows.values());
    },
  );
  ns.dropout = fn('dropout', 'Tensor input, float p=0.5, bool training=True, bool inplace=False', dropout);
  ns.mse_loss = fn('mse_loss', "Tensor input, Tensor target, any size_average=None, any reduce=None, str reduction='mean'", (b) => {
    const d = binary('sub', b.get('input') as Tensor, b.get('target') as Tensor);
    const sq = binary('mul', d, d);
    const r = b.get('reduction');
    return r === 'none' ? sq : r === 'sum' ? sum(sq, null, false, null) : mean(sq, null, false, null);
  });
  return ns;
}

/** `pad_sequence`: a list of 1-D (or N-D) tensors padded to the longest, stacked on dim 0 or 1. */
function padSequence(sequences: Tensor[], batchFirst: boolean, value: number | bigint | boolean, left: boolean): Tensor {
  if (sequences.length === 0) throw pyError(exc.RuntimeError, 'received an empty list of sequences');
  const longest = Math.max(...sequences.map((t) => t.shape[0]));
  const dtype = sequences.map((t) => t.dtype).reduce((a, b) => promoteTypes(a, b));
  const padded = sequences.map((t) => {
    const missing = longest - t.shape[0];
    const fill = filled([missing, ...t.shape.slice(1)], dtype, value);
    const body = t.dtype === dtype ? t : binary('add', t, filled([], dtype, 0));
    return cat(left ? [fill, body] : [body, fill], 0);
  });
  return stack(padded, batchFirst ? 0 : 1);
}

export function rnnNamespace(): Record<string, PyValue> {
  return {
    pad_sequence: fn('pad_sequence', "any sequences, bool batch_first=False, Scalar padding_value=0.0, str padding_side='right'", (b) => {
      const seqs = tensors(b.get('sequences'), 'pad_sequence');
      return padSequence(seqs, b.get('batch_first') === true, b.get('padding_value') as number, b.get('padding_side') === 'left');
    }),
  };
}

/** `torch.nn`: the functional module and utils; layers (`nn.Linear`...) are refused by name. */
export function nnNamespace(functional: PyModule, utils: PyModule): Record<string, PyValue> {
  return {
    functional,
    utils,
  };
}
