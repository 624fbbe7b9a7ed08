/** Elementwise operations as torch functions and Tensor methods: arithmetic, comparisons, math. */
import { exc, type PyValue, pyError } from '../../engine/api';
import { clamp, clampInplace } from './combine';
import { type Arg, type BinaryOp, binary, binaryInplace } from './elementwise';
import { arg, def, optArg } from './registry';
import type { Tensor } from './tensor';
import { floatFunctions, unary, unaryInplace } from './unary';

const binaryOps: [string, BinaryOp, string[]][] = [
  ['mul', 'mul', ['Arg other']],
  ['multiply', 'mul', ['Arg other']],
  ['true_divide', 'div', ['Arg other']],
  ['floor_divide', 'floor_divide', ['Arg other']],
  ['remainder', 'remainder', ['Arg other']],
  ['fmod', 'fmod', ['Arg other']],
  ['pow', 'pow', ['Arg exponent']],
  ['eq', 'eq', ['Tensor other', 'Scalar other']],
  ['ne', 'ne', ['Tensor other', 'Scalar other']],
  ['lt', 'lt', ['Tensor other', 'Scalar other']],
  ['le', 'le', ['Tensor other', 'Scalar other']],
  ['gt', 'gt', ['Tensor other', 'Scalar other']],
  ['ge', 'ge', ['Tensor other', 'Scalar other']],
  ['greater', 'gt', ['Arg other']],
  ['less', 'lt', ['Arg other']],
  ['not_equal', 'ne', ['Arg other']],
  ['bitwise_and', 'bitwise_and', ['Arg other']],
  ['bitwise_or', 'bitwise_or', ['Arg other']],
  ['bitwise_xor', 'bitwise_xor', ['Arg other']],
  ['logical_and', 'logical_and', ['Tensor other']],
  ['logical_or', 'logical_or', ['Tensor other']],
  ['logical_xor', 'logical_xor', ['Tensor other']],
  ['maximum', 'maximum', ['Tensor other']],
  ['minimum', 'minimum', ['Tensor other']],
  ['fmax', 'maximum', ['Tensor other']],
  ['fmin', 'minimum', ['Tensor other']],
];

const inplaceBinary: [string, BinaryOp][] = [
  ['mul_', 'mul'],
  ['floor_divide_', 'floor_divide'],
  ['remainder_', 'remainder'],
  ['fmod_', 'fmod'],
  ['pow_', 'pow'],
  ['eq_', 'eq'],
  ['ne_', 'ne'],
  ['lt_', 'lt'],
  ['le_', 'le'],
  ['gt_', 'gt'],
  ['ge_', 'ge'],
  ['bitwise_and_', 'bitwise_and'],
  ['bitwise_or_', 'bitwise_or'],
  ['bitwise_xor_', 'bitwise_xor'],
  ['logical_and_', 'logical_and'],
  ['logical_or_', 'logical_or'],
];

/** `div`/`divide` with torch's optional `rounding_mode` ('trunc' or 'floor'). */
function divide(self: Tensor, other: Arg, mode: PyValue, inplace: boolean): Tensor {
  let op: BinaryOp = 'div';
  if (mode === 'trunc') op = 'trunc_divide';
  else if (mode === 'floor') op = 'floor_divide';
  else if (mode !== null) throw pyError(exc.RuntimeError, `div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '${String(mode)}'`);
  return inplace ? binaryInplace(op, self, other) : binary(op, self, other);
}

/** Installs the elementwise definitions. */
export function defineMath(): void {
  for (const [name, op, sigs] of binaryOps) def(name, sigs, (self, b) => binary(op, self, arg(b, b.has('other') ? 'other' : 'exponent')));
  for (const [name, op] of inplaceBinary)
    def(name, [op === 'pow' ? 'Arg exponent' : 'Arg other'], (self, b) => binaryInplace(op, self, arg(b, op === 'pow' ? 'exponent' : 'other')), 'method');
  for (const name of ['add', 'sub', 'subtract']) {
    const op: BinaryOp = name === 'add' ? 'add' : 'sub';
    def(name, ['Arg other, *, Scalar alpha=1', 'Scalar alpha, Arg other'], (self, b) =>
      binary(op, self, arg(b, 'other'), b.has('alpha') ? arg(b, 'alpha') : undefined),
    );
    def(
      `${name}_`,
      ['Arg other, *, Scalar alpha=1', 'Scalar alpha, Arg other'],
      (self, b) => binaryInplace(op, self, arg(b, 'other'), arg(b, 'alpha')),
      'method',
    );
  }
  for (const name of ['div', 'divide']) {
    def(name, ['Arg other', 'Arg other, *, str? rounding_mode'], (self, b) => divide(self, arg(b, 'other'), b.get('rounding_mode'), false));
    def(`${name}_`, ['Arg other', 'Arg other, *, str? rounding_mode'], (self, b) => divide(self, arg(b, 'other'), b.get('rounding_mode'), true), 'method');
  }
  def('true_divide_', ['Arg other'], (self, b) => binaryInplace('div', self, arg(b, 'other')), 'method');
  def('rsub', ['Arg other, *, Scalar alpha=1'], (self, b) => binary('sub', arg(b, 'other'), self, undefined), 'function');

  const unaries = [
    ...Object.keys(floatFunctions),
    'neg',
    'negative',
    'abs',
    'absolute',
    'sign',
    'floor',
    'ceil',
    'trunc',
    'square',
    'relu',
    'positive',
    'frac',
  ];
  for (const name of unaries) {
    const kernel = name === 'negative' ? 'neg' : name === 'absolute' ? 'abs' : name;
    def(name, [''], (self) => (kernel === 'positive' ? self : unary(kernel, self)));
    if (name !== 'positive') def(`${name}_`, [''], (self) => unaryInplace(kernel, self), 'method');
  }
  def('round', ['', '*, int decimals'], (self, b) => (b.has('decimals') ? roundDecimals(self, Number(b.get('decimals'))) : unary('round', self)));
  def('round_', [''], (self) => unaryInplace('round', self), 'method');
  for (const name of ['isnan', 'isinf', 'isfinite', 'isposinf', 'isneginf', 'logical_not', 'signbit', 'bitwise_not'])
    def(name, [''], (self) => unary(name, self));
  def('logical_not_', [''], (self) => unaryInplace('logical_not', self), 'method');
  def('bitwise_not_', [''], (self) => unaryInplace('bitwise_not', self), 'method');

  const clampSigs = ['Arg? min=None, Arg? max=None'];
  for (const name of ['clamp', 'clip']) {
    def(name, clampSigs, (self, b) => clamp(self, optArg(b, 'min'), optArg(b, 'max')));
    def(`${name}_`, clampSigs, (self, b) => clampInplace(self, optArg(b, 'min'), optArg(b, 'max')), 'method');
  }
  def('clamp_min', ['Arg min'], (self, b) => clamp(self, arg(b, 'min'), null));
  def('clamp_max', ['Arg max'], (self, b) => clamp(self, null, arg(b, 'max')));
}

function roundDecimals(t: Tensor, decimals: number): Tensor {
  const scale = 10 ** decimals;
  const scaled = binary('mul', t, scale);
  const rounded = unary('round', scaled);
  return binary('div', rounded, scale);
}
