/**
 * `torch.einsum` without ellipsis, computed as torch does: one operand is a (diagonal) view,
 * summed over the letters the output drops (torch's `sum`, so the same rounding); two operands
 * first sum out letters only one of them has, then contract the shared letters with in-order
 * fused multiply-adds per output element (torch's bmm); more operands fold left to right.
 */
import { exc, pyError } from '../../engine/api';
import { type DType, type Elem, isFloat, roundFloat, typeNames, wrapInt } from './dtype';
import { bmmFused, dotValues } from './linalg';
import { sum } from './reduce';
import { permute } from './shape';
import { contiguousStrides, fromValues, numelOf, type Tensor } from './tensor';

/** A tensor whose dims are named by distinct letters. */
interface Labelled {
  readonly t: Tensor;
  readonly letters: string;
}

function parse(equation: string, operands: readonly Tensor[]): { terms: string[]; output: string } {
  const eq = equation.replace(/\s/g, '');
  if (eq.includes('.')) throw pyError(exc.NotImplementedError, "einsum with an ellipsis ('...') is not supported by this explainer");
  const arrow = eq.indexOf('->');
  const lhs = arrow < 0 ? eq : eq.slice(0, arrow);
  const terms = lhs.split(',');
  [...eq].forEach((c, i) => {
    if (!/[a-zA-Z,>-]/.test(c))
      throw pyError(exc.RuntimeError, `einsum(): invalid subscript given at index ${i} in the equation string, subscripts must be in [a-zA-Z]`);
  });
  if (terms.length > operands.length) throw pyError(exc.RuntimeError, 'einsum(): fewer operands were provided than specified in the equation');
  if (terms.length < operands.length) throw pyError(exc.RuntimeError, 'einsum(): more operands were provided than specified in the equation');
  terms.forEach((term, i) => {
    if (term.length !== operands[i].ndim)
      throw pyError(
        exc.RuntimeError,
        `einsum(): the number of subscripts in the equation (${term.length}) does not match the number of dimensions (${operands[i].ndim}) for operand ${i} and no ellipsis was given`,
      );
  });
  let output: string;
  if (arrow >= 0) {
    output = eq.slice(arrow + 2);
    [...output].forEach((c, i) => {
      if (!lhs.includes(c)) throw pyError(exc.RuntimeError, `einsum(): output subscript ${c} does not appear in the equation for any input operand`);
      if (output.indexOf(c) !== i) throw pyError(exc.RuntimeError, `einsum(): output subscript ${c} appears more than once in the output`);
    });
  } else {
    const letters = [...lhs.replace(/,/g, '')];
    output = [...new Set(letters)]
      .filter((c) => letters.filter((x) => x === c).length === 1)
      .sort()
      .join('');
  }
  return { terms, output };
}

/** Each letter's size; a size-1 dim broadcasts against a larger one, as in torch. */
function letterSizes(terms: readonly string[], operands: readonly Tensor[]): Map<string, number> {
  const sizes = new Map<string, number>();
  terms.forEach((term, i) => {
    [...term].forEach((c, d) => {
      const s = operands[i].shape[d];
      const seen = sizes.get(c);
      if (seen === undefined || seen === 1) sizes.set(c, s);
      else if (s !== seen && s !== 1)
        throw pyError(exc.RuntimeError, `einsum(): subscript ${c} has size ${s} for operand ${i} which does not broadcast with previously seen size ${seen}`);
    });
  });
  return sizes;
}

/** One operand as a view with one dim per distinct letter (a repeated letter is its diagonal), then summed over `drop`. */
function reduceOperand(t: Tensor, term: string, keep: (c: string) => boolean): Labelled {
  const letters: string[] = [];
  const shape: number[] = [];
  const strides: number[] = [];
  [...term].forEach((c, d) => {
    const at = letters.indexOf(c);
    if (at < 0) {
      letters.push(c);
      shape.push(t.shape[d]);
      strides.push(t.strides[d]);
    } else strides[at] += t.strides[d];
  });
  const view = letters.length === term.length ? t : t.viewAs(shape, strides, t.offset);
  const drop = letters.map((c, d) => (keep(c) ? -1 : d)).filter((d) => d >= 0);
  if (drop.length === 0) return { t: view, letters: letters.join('') };
  return { t: sum(view, drop, false, null), letters: letters.filter((c) => keep(c)).join('') };
}

/** A labelled tensor's dims put in `order` (a view). */
function arrange(x: Labelled, order: string): Tensor {
  if (x.letters === order) return x.t;
  return permute(
    x.t,
    [...order].map((c) => x.letters.indexOf(c)),
  );
}

/** Two labelled operands contracted over their shared letters not in `keep`, giving `keep`'s letters in order. */
function contract(a: Labelled, b: Labelled, keep: string, sizes: Map<string, number>): Labelled {
  const shared = [...a.letters].filter((c) => b.letters.includes(c) && !keep.includes(c));
  const out = [...keep].filter((c) => a.letters.includes(c) || b.letters.includes(c));
  const outShape = out.map((c) => sizes.get(c) as number);
  const sumShape = shared.map((c) => sizes.get(c) as number);
  const index = (x: Labelled, assign: Map<string, number>) => {
    let p = x.t.offset;
    [...x.letters].forEach((c, d) => {
      if (x.t.shape[d] !== 1) p += (assign.get(c) as number) * x.t.strides[d];
    });
    return p;
  };
  const size = (cs: string[]) => cs.reduce((n, c) => n * (sizes.get(c) as number), 1);
  const fused = bmmFused(size(out.filter((c) => !b.letters.includes(c))), size(shared), size(out.filter((c) => !a.letters.includes(c))));
  const outStrides = contiguousStrides(outShape);
  const sumStrides = contiguousStrides(sumShape);
  const values: Elem[] = [];
  const assign = new Map<string, number>();
  for (let o = 0; o < numelOf(outShape); o++) {
    for (const [k, c] of out.entries()) assign.set(c, Math.floor(o / outStrides[k]) % outShape[k]);
    const xs: Elem[] = [];
    const ys: Elem[] = [];
    for (let s = 0; s < numelOf(sumShape); s++) {
      for (const [k, c] of shared.entries()) assign.set(c, Math.floor(s / sumStrides[k]) % sumShape[k]);
      xs.push(a.t.at(index(a, assign)));
      ys.push(b.t.at(index(b, assign)));
    }
    values.push(shared.length ? dotValues(a.t.dtype, xs, ys, fused) : product(a.t.dtype, xs[0], ys[0]));
  }
  return { t: fromValues(a.t.dtype, outShape, values), letters: out.join('') };
}

/** One product with nothing to sum (torch multiplies elementwise). */
function product(dtype: DType, x: Elem, y: Elem): Elem {
  if (isFloat(dtype)) return roundFloat(dtype, (x as number) * (y as number));
  if (dtype === 'bool') return BigInt(x) !== 0n && BigInt(y) !== 0n ? 1n : 0n;
  return wrapInt(dtype, BigInt(x) * BigInt(y));
}

export function einsum(equation: string, operands: readonly Tensor[]): Tensor {
  const { terms, output } = parse(equation, operands);
  const sizes = letterSizes(terms, operands);
  const dtype = operands[0].dtype;
  for (const t of operands) if (t.dtype !== dtype) throw pyError(exc.RuntimeError, `expected scalar type ${typeNames[dtype]} but found ${typeNames[t.dtype]}`);
  // A letter stays while the output or a later operand needs it.
  const neededAfter = (i: number) => output + terms.slice(i + 1).join('');
  let acc = reduceOperand(operands[0], terms[0], (c) => neededAfter(0).includes(c));
  for (let i = 1; i < operands.length; i++) {
    const next = reduceOperand(operands[i], terms[i], (c) => neededAfter(i).includes(c) || acc.letters.includes(c));
    const later = neededAfter(i);
    // The last contraction gives the output's order directly (a contiguous result, as bmm's).
    const keep = i === operands.length - 1 ? output : [...new Set([...acc.letters, ...next.letters])].filter((c) => later.includes(c)).join('');
    acc = contract(acc, next, keep, sizes);
  }
  return arrange(acc, output);
}
