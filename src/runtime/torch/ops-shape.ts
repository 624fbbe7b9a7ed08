/** Shape, view and conversion operations as torch functions and Tensor methods. */
import { exc, PyTuple, pyError } from '../../engine/api';
import type { Bound } from './args';
import { broadcastPositions, broadcastShapes } from './broadcast';
import { where } from './combine';
import { checkOptions, convert, filled, sizeArgs, tensorFromData } from './creation';
import { cast, isFloat, typeNames } from './dtype';
import { dtypeObject, dtypeOf, sizeOf } from './dtype-objects';
import { type Arg, binary, isTensorArg } from './elementwise';
import { matmul } from './linalg';
import { checkWrite } from './overlap';
import { normDim } from './reduce';
import { arg, bool, def, int, intList, optInt } from './registry';
import { checkedElem } from './scalars';
import * as shape from './shape';
import { fromValues, Tensor } from './tensor';

/** `copy_`/`fill_` source values written into `t`, broadcast to its shape. */
export function copyInto(t: Tensor, src: Arg): Tensor {
  if (!isTensorArg(src)) {
    t.write(t.positions(), checkedElem(src, t.dtype, 'fill'));
    return t;
  }
  checkWrite(t, [src]);
  const s = broadcastShapes(t.shape, src.shape);
  if (s.length !== t.ndim || s.some((d, i) => d !== t.shape[i]))
    throw pyError(exc.RuntimeError, `output with shape [${t.shape.join(', ')}] doesn't match the broadcast shape [${s.join(', ')}]`);
  const from = src.dtype;
  const values = broadcastPositions(src, t.shape).map((p) => cast(from, src.at(p), t.dtype));
  t.write(t.positions(), values);
  return t;
}

/** `torch.equal`: same shape and equal elements (any dtypes). */
export function equal(a: Tensor, b: Tensor): boolean {
  if (a.shape.length !== b.shape.length || a.shape.some((s, i) => s !== b.shape[i])) return false;
  const r = binary('eq', a, b);
  return r.values().every((v) => v === 1n);
}

/** `isclose`: |a - b| <= atol + rtol * |b|, same dtypes required. */
export function isclose(a: Tensor, b: Tensor, rtol: number, atol: number, equalNan: boolean): Tensor {
  if (a.dtype !== b.dtype) throw pyError(exc.RuntimeError, `${typeNames[a.dtype]} did not match ${typeNames[b.dtype]}`);
  const s = broadcastShapes(a.shape, b.shape);
  const pa = broadcastPositions(a, s);
  const pb = broadcastPositions(b, s);
  const values = pa.map((p, i) => {
    const x = Number(a.at(p));
    const y = Number(b.at(pb[i]));
    if (Number.isNaN(x) || Number.isNaN(y)) return equalNan && Number.isNaN(x) && Number.isNaN(y) ? 1n : 0n;
    if (x === y) return 1n;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return 0n;
    return Math.abs(x - y) <= atol + rtol * Math.abs(y) ? 1n : 0n;
  });
  return fromValues('bool', s, values);
}

function newFilled(self: Tensor, b: Bound, size: number[], fill: boolean | bigint | number): Tensor {
  const d = b.has('dtype') ? dtypeOf(b.get('dtype'), self.dtype) : self.dtype;
  checkOptions(b, d);
  return filled(size, d, fill);
}

/** Installs the shape and conversion definitions. */
export function defineShapes(): void {
  def(
    'view',
    ['dtype dtype', 'int[] size'],
    (self, b) => {
      if (b.index === 0) throw pyError(exc.NotImplementedError, 'Tensor.view(dtype) (reinterpreting the bytes) is not supported by this explainer');
      return shape.view(self, intList(b.get('size')));
    },
    'method',
  );
  def('view_as', ['Tensor other'], (self, b) => shape.view(self, (b.get('other') as Tensor).shape), 'method');
  def('reshape', ['int[] shape'], (self, b) => shape.reshape(self, intList(b.get('shape'))));
  def('reshape_as', ['Tensor other'], (self, b) => shape.reshape(self, (b.get('other') as Tensor).shape), 'method');
  def('flatten', ['int start_dim=0, int end_dim=-1'], (self, b) => shape.flatten(self, int(b, 'start_dim'), int(b, 'end_dim')));
  def('ravel', [''], (self) => shape.reshape(self, [-1]));
  def('unflatten', ['int dim, int[] sizes'], (self, b) => {
    const d = normDim(int(b, 'dim'), self.ndim);
    return shape.view(self, [...self.shape.slice(0, d), ...intList(b.get('sizes')), ...self.shape.slice(d + 1)]);
  });
  def('squeeze', ['', 'int dim', 'int[] dim'], (self, b) =>
    b.index === 0
      ? shape.squeeze(self, null)
      : shape.squeeze(
          self,
          intList(b.get('dim')).map((d) => normDim(d, self.ndim)),
        ),
  );
  def('unsqueeze', ['int dim'], (self, b) => shape.unsqueeze(self, int(b, 'dim')));
  for (const name of ['transpose', 'swapaxes', 'swapdims'])
    def(name, ['int dim0, int dim1'], (self, b) => shape.transpose(self, int(b, 'dim0'), int(b, 'dim1')));
  def('permute', ['int[] dims'], (self, b) => shape.permute(self, intList(b.get('dims'))));
  def('movedim', ['int source, int destination'], (self, b) => {
    const src = normDim(int(b, 'source'), self.ndim);
    const dst = normDim(int(b, 'destination'), self.ndim);
    const order = self.shape.map((_, i) => i).filter((i) => i !== src);
    order.splice(dst, 0, src);
    return shape.permute(self, order);
  });
  def('t', [''], (self) => shape.matrixT(self));
  def('expand', ['int[] size, *, bool implicit=False'], (self, b) => shape.expand(self, intList(b.get('size'))), 'method');
  def('expand_as', ['Tensor other'], (self, b) => shape.expand(self, (b.get('other') as Tensor).shape), 'method');
  def('broadcast_to', ['int[] size'], (self, b) => shape.expand(self, intList(b.get('size'))));
  def('contiguous', ['*, any memory_format=None'], (self) => shape.contiguous(self), 'method');
  def('narrow', ['int dim, int start, int length'], (self, b) => shape.narrow(self, int(b, 'dim'), int(b, 'start'), int(b, 'length')));
  def('select', ['int dim, int index'], (self, b) => shape.select(self, int(b, 'dim'), int(b, 'index')));
  def('unbind', ['int dim=0'], (self, b) => new PyTuple(shape.unbind(self, int(b, 'dim'))));
  def('split', ['int split_size, int dim=0', 'int[] split_size, int dim=0'], (self, b) => {
    const size = b.get('split_size');
    return new PyTuple(shape.split(self, typeof size === 'bigint' ? Number(size) : intList(size), int(b, 'dim')));
  });
  def('chunk', ['int chunks, int dim=0'], (self, b) => new PyTuple(shape.chunk(self, int(b, 'chunks'), int(b, 'dim'))));
  def('tensor_split', ['int sections, int dim=0', 'int[] indices, int dim=0', 'Tensor tensor_indices_or_sections, int dim=0'], (self, b) => {
    const t = b.get('tensor_indices_or_sections');
    if (t instanceof Tensor) {
      if (t.ndim > 1 || isFloat(t.dtype) || t.dtype === 'bool')
        throw pyError(
          exc.RuntimeError,
          `tensor_split expected tensor_indices_or_sections to be a zero-dimensional or one-dimensional tensor, but got a tensor with ${t.ndim} dims`,
        );
      const vals = t.values().map(Number);
      return new PyTuple(t.ndim === 0 ? tensorSplit(self, vals[0], null, int(b, 'dim')) : tensorSplit(self, 0, vals, int(b, 'dim')));
    }
    if (b.index === 0) return new PyTuple(tensorSplit(self, int(b, 'sections'), null, int(b, 'dim')));
    return new PyTuple(tensorSplit(self, 0, intList(b.get('indices')), int(b, 'dim')));
  });
  def('flip', ['int[] dims'], (self, b) =>
    shape.flip(
      self,
      intList(b.get('dims')).map((d) => normDim(d, self.ndim)),
    ),
  );
  def('roll', ['int[] shifts, int[] dims=()'], (self, b) =>
    shape.roll(
      self,
      intList(b.get('shifts')),
      intList(b.get('dims')).map((d) => normDim(d, self.ndim)),
    ),
  );
  def('repeat', ['int[] repeats'], (self, b) => shape.repeat(self, intList(b.get('repeats'))), 'method');
  def('tile', ['int[] dims'], (self, b) => {
    const reps = intList(b.get('dims'));
    const full = reps.length < self.ndim ? [...new Array(self.ndim - reps.length).fill(1), ...reps] : reps;
    return shape.repeat(self, full);
  });
  def('tril', ['int diagonal=0'], (self, b) => shape.triangle(self, false, int(b, 'diagonal')));
  def('triu', ['int diagonal=0'], (self, b) => shape.triangle(self, true, int(b, 'diagonal')));
  def('clone', ['*, any memory_format=None'], (self, b) => (b.has('memory_format') ? shape.copyOf(self) : shape.clonePreserving(self)));
  def('detach', [''], (self) => new Tensor(self.storage, self.shape, self.strides, self.offset, null));
  def('detach_', [''], (self) => self, 'method');
  def('where', ['Tensor condition, Arg other'], (self, b) => where(b.get('condition') as Tensor, self, arg(b, 'other')), 'method');
  def('matmul', ['Tensor other'], (self, b) => matmul(self, b.get('other') as Tensor));
  def('mm', ['Tensor mat2'], (self, b) => {
    const m = b.get('mat2') as Tensor;
    if (self.ndim !== 2) throw pyError(exc.RuntimeError, 'self must be a matrix');
    if (m.ndim !== 2) throw pyError(exc.RuntimeError, 'mat2 must be a matrix');
    return matmul(self, m);
  });
  def('bmm', ['Tensor mat2'], (self, b) => {
    const m = b.get('mat2') as Tensor;
    if (self.ndim !== 3) throw pyError(exc.RuntimeError, 'batch1 must be a 3D tensor');
    if (m.ndim !== 3) throw pyError(exc.RuntimeError, 'batch2 must be a 3D tensor');
    if (m.shape[0] !== self.shape[0] || m.shape[1] !== self.shape[2])
      throw pyError(
        exc.RuntimeError,
        `Expected size for first two dimensions of batch2 tensor to be: [${self.shape[0]}, ${self.shape[2]}] but got: [${m.shape[0]}, ${m.shape[1]}].`,
      );
    return matmul(self, m);
  });
  def('mv', ['Tensor vec'], (self, b) => {
    const v = b.get('vec') as Tensor;
    if (self.ndim !== 2 || v.ndim !== 1) throw pyError(exc.RuntimeError, `vector + matrix @ vector expected, got 1, ${self.ndim}, ${v.ndim}`);
    return matmul(self, v);
  });
  def('dot', ['Tensor tensor'], (self, b) => {
    const v = b.get('tensor') as Tensor;
    if (self.ndim !== 1 || v.ndim !== 1) throw pyError(exc.RuntimeError, `1D tensors expected, but got ${self.ndim}D and ${v.ndim}D tensors`);
    return matmul(self, v);
  });
  def('equal', ['Tensor other'], (self, b) => equal(self, b.get('other') as Tensor));
  def('allclose', ['Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False'], (self, b) =>
    isclose(self, b.get('other') as Tensor, Number(b.get('rtol')), Number(b.get('atol')), bool(b, 'equal_nan'))
      .values()
      .every((v) => v === 1n),
  );
  def('isclose', ['Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False'], (self, b) =>
    isclose(self, b.get('other') as Tensor, Number(b.get('rtol')), Number(b.get('atol')), bool(b, 'equal_nan')),
  );
  def(
    'fill_',
    ['Tensor value', 'Scalar value'],
    (self, b) => {
      const v = arg(b, 'value');
      if (isTensorArg(v) && v.ndim !== 0)
        throw pyError(exc.RuntimeError, `fill_ only supports 0-dimension value tensor but got tensor with ${v.ndim} dimensions.`);
      return copyInto(self, isTensorArg(v) ? v : v);
    },
    'method',
  );
  def('zero_', [''], (self) => copyInto(self, 0n), 'method');
  def('copy_', ['Tensor src, bool non_blocking=False'], (self, b) => copyInto(self, b.get('src') as Tensor), 'method');
  const newKw = '*, dtype? dtype=None, any device=None, bool requires_grad=False, any layout=None, bool pin_memory=False';
  for (const [name, fill] of [
    ['new_zeros', 0],
    ['new_ones', 1],
    ['new_empty', 0],
  ] as const)
    def(name, [`int[] size, ${newKw}`], (self, b) => newFilled(self, b, sizeArgs(name, [b.get('size')]), fill), 'method');
  def(
    'new_full',
    [`int[] size, Scalar fill_value, ${newKw}`],
    (self, b) => newFilled(self, b, sizeArgs('new_full', [b.get('size')]), b.get('fill_value') as number),
    'method',
  );
  def('new_tensor', [`any data, ${newKw}`], (self, b) => tensorFromData(b.get('data'), b.has('dtype') ? b.get('dtype') : dtypeObject(self.dtype)), 'method');
  def('type_as', ['Tensor other'], (self, b) => convert(self, (b.get('other') as Tensor).dtype, false), 'method');
  def(
    'size',
    ['int? dim=None'],
    (self, b) => {
      const d = optInt(b, 'dim');
      return d === null ? sizeOf(self.shape) : BigInt(self.shape[normDim(d, self.ndim)] ?? 1);
    },
    'method',
  );
  def(
    'stride',
    ['int? dim=None'],
    (self, b) => {
      const d = optInt(b, 'dim');
      return d === null ? new PyTuple(self.strides.map((s) => BigInt(s))) : BigInt(self.strides[normDim(d, self.ndim)] ?? 1);
    },
    'method',
  );
}

/** `tensor_split`: `sections` near-equal views (the first ones one longer), or views cut at `indices`. */
function tensorSplit(t: Tensor, sections: number, indices: number[] | null, dim: number): Tensor[] {
  if (t.ndim === 0) throw pyError(exc.RuntimeError, 'tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims');
  const d = normDim(dim, t.ndim);
  const size = t.shape[d];
  let cuts: number[];
  if (indices === null) {
    if (sections <= 0) throw pyError(exc.RuntimeError, `number of sections must be larger than 0, got ${sections}`);
    const base = Math.floor(size / sections);
    const extra = size % sections;
    cuts = [];
    let at = 0;
    for (let i = 0; i < sections - 1; i++) {
      at += base + (i < extra ? 1 : 0);
      cuts.push(at);
    }
  } else cuts = indices;
  const out: Tensor[] = [];
  let start = 0;
  for (const c of [...cuts, size]) {
    const from = Math.min(Math.max(start < 0 ? start + size : start, 0), size);
    const to = Math.min(Math.max(c < 0 ? c + size : c, from), size);
    out.push(shape.narrow(t, d, from, to - from));
    start = c;
  }
  return out;
}
