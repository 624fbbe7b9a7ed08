/**
 * One definition per torch operation, installed as a `Tensor` method (`t.sum(dim=1)`), as a
 * `torch` function (`torch.sum(t, dim=1)`) or both, with the same signatures and errors; and
 * the helpers that read bound arguments into the kernels' types.
 */
import { builtin, exc, isNumber, type Kwargs, PyList, PyTuple, type PyValue, pyError, typeName } from '../../engine/api';
import { type Bound, bind, type Signature, sig } from './args';
import { type DType, isFloat } from './dtype';
import { dtypeOf } from './dtype-objects';
import type { Arg } from './elementwise';
import { dimList } from './reduce';
import { Tensor, tensorType } from './tensor';

type Impl = (self: Tensor, b: Bound) => PyValue;

interface Op {
  readonly method: readonly Signature[] | null;
  readonly fn: readonly Signature[] | null;
  readonly impl: Impl;
}

const ops = new Map<string, Op>();

/**
 * Defines `name` with torch's signatures (as the method form writes them, without `self`).
 * `kinds` says where it appears: a Tensor method, a torch function (which takes
 * `Tensor input` first), or both.
 */
export function def(name: string, signatures: readonly string[], impl: Impl, kinds: 'both' | 'method' | 'function' = 'both'): void {
  const method = kinds === 'function' ? null : signatures.map(sig);
  const fn = kinds === 'method' ? null : signatures.map((s) => sig(s ? `Tensor input, ${s}` : 'Tensor input'));
  ops.set(name, { method, fn, impl });
}

/** Installs every definition as a method on `torch.Tensor`. */
export function installMethods(): void {
  for (const [name, op] of ops) {
    if (!op.method) continue;
    const sigs = op.method;
    tensorType.dict.set(
      name,
      builtin(name, (args, kw) => {
        const self = args[0];
        if (!(self instanceof Tensor))
          throw pyError(exc.TypeError, `descriptor '${name}' for 'torch._C.TensorBase' objects doesn't apply to a '${typeName(self)}' object`);
        return op.impl(self, bind(name, sigs, args.slice(1), kw));
      }),
    );
  }
}

/** The torch-module functions among the definitions. */
export function functionNamespace(): Record<string, PyValue> {
  const out: Record<string, PyValue> = {};
  for (const [name, op] of ops) {
    if (!op.fn) continue;
    const sigs = op.fn;
    out[name] = builtin(name, (args: PyValue[], kw: Kwargs) => {
      const b = bind(name, sigs, args, kw);
      return op.impl(b.get('input') as Tensor, b);
    });
  }
  return out;
}

// ---- reading bound arguments ----------------------------------------------------------

export function int(b: Bound, name: string): number {
  const v = b.get(name);
  if (v instanceof Tensor) return Number(v.values()[0]);
  return Number(v as bigint);
}

export function optInt(b: Bound, name: string): number | null {
  return b.has(name) ? int(b, name) : null;
}

export function bool(b: Bound, name: string): boolean {
  return b.get(name) === true;
}

export function dtype(b: Bound, name = 'dtype'): DType | null {
  return b.has(name) ? dtypeOf(b.get(name), 'float32') : null;
}

/** A tensor-or-number operand; a 0-d tensor stays a tensor. */
export function arg(b: Bound, name: string): Arg {
  const v = b.get(name);
  if (v instanceof Tensor || isNumber(v)) return v as Arg;
  throw pyError(exc.TypeError, `argument '${name}' must be Tensor, not ${typeName(v)}`);
}

export function optArg(b: Bound, name: string): Arg | null {
  return b.has(name) ? arg(b, name) : null;
}

/** `dim=` as a list of normalised dims, or null for all of them. */
export function dims(b: Bound, ndim: number, name = 'dim'): number[] | null {
  return dimList(b.get(name), ndim);
}

/** An int list given as one sequence or as several ints. */
/**
 * An int list argument: an int, or a list or tuple of ints (a one-element integral tensor counts
 * as its int, as torch's parser reads it). `what` names the argument in the TypeError
 * (`pad(): argument 'pad' (position 2)`).
 */
export function intList(v: PyValue, what?: string): number[] {
  if (typeof v === 'bigint') return [Number(v)];
  const must = what ? `${what} must be tuple of ints` : 'expected a tuple of ints';
  if (!(v instanceof PyList || v instanceof PyTuple)) throw pyError(exc.TypeError, `${must}, not ${typeName(v)}`);
  return v.items.map((x, i) => {
    if (typeof x === 'bigint') return Number(x);
    if (x instanceof Tensor && x.numel === 1 && !isFloat(x.dtype) && x.dtype !== 'bool') return Number(x.values()[0]);
    throw pyError(exc.TypeError, `${must}, but found element of type ${typeName(x)} at pos ${i}`);
  });
}

export function tensors(v: PyValue, name: string): Tensor[] {
  if (!(v instanceof PyList || v instanceof PyTuple))
    throw pyError(exc.TypeError, `${name}(): argument 'tensors' (position 1) must be tuple of Tensors, not ${typeName(v)}`);
  return v.items.map((x, i) => {
    if (!(x instanceof Tensor)) throw pyError(exc.TypeError, `expected Tensor as element ${i} in argument 0, but got ${typeName(x)}`);
    return x;
  });
}
