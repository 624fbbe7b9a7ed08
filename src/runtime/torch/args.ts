/**
 * Argument binding for torch functions and methods, modelled on torch's `python_arg_parser`:
 * each function has one or more signatures written as torch prints them
 * (`(int dim, bool keepdim=False, *, ScalarType? dtype=None)`); the first that binds wins, and
 * the errors read as torch's do (the first line is what the contract compares).
 */
import { asStatic, exc, isNumber, type Kwargs, PyList, PyTuple, type PyValue, pyError, typeName } from '../../engine/api';
import { isFloat as isFloatDtype } from './dtype';
import { isDtypeValue } from './dtype-objects';
import { plainNumber, toPython } from './scalars';
import { Tensor } from './tensor';

type BaseType = 'Arg' | 'Tensor' | 'int' | 'int[]' | 'float' | 'Scalar' | 'bool' | 'dtype' | 'str' | 'Tensor[]' | 'any';
/** A parameter type as torch's signatures write it; a trailing `?` also accepts None. */
type ParamType = BaseType | `${BaseType}?`;

interface Param {
  readonly name: string;
  readonly type: ParamType;
  readonly optional: boolean;
  readonly dflt: PyValue;
  readonly kwOnly: boolean;
}

export type Signature = readonly Param[];

const signatures = new Map<string, Signature>();

/**
 * Parses `int dim, bool keepdim=False, *, dtype? dtype=None` into parameters, once per text (a
 * function may name its signature where it binds, at every call): the parameters and their
 * defaults are immutable, made outside any run and shared by all.
 */
export function sig(text: string): Signature {
  let made = signatures.get(text);
  if (!made) {
    made = asStatic(() => parseSignature(text));
    signatures.set(text, made);
  }
  return made;
}

function parseSignature(text: string): Signature {
  const params: Param[] = [];
  let kwOnly = false;
  for (const part of text.split(',').map((s) => s.trim())) {
    if (!part) continue;
    if (part === '*') {
      kwOnly = true;
      continue;
    }
    const [decl, dfltText] = part.split('=').map((s) => s.trim());
    const [type, name] = decl.split(/\s+/);
    params.push({ name, type: type as ParamType, optional: dfltText !== undefined, dflt: parseDefault(dfltText), kwOnly });
  }
  return params;
}

function parseDefault(text: string | undefined): PyValue {
  if (text === undefined || text === 'None') return null;
  if (text === 'False') return false;
  if (text === 'True') return true;
  if (text === '()') return new PyTuple([]);
  if (/^-?\d+$/.test(text)) return BigInt(text);
  if (/^-?[\d.e-]+$/.test(text)) return Number(text);
  return text.replace(/^'|'$/g, '');
}

const typeText: Record<BaseType, string> = {
  Arg: 'Tensor',
  Tensor: 'Tensor',
  int: 'int',
  'int[]': 'tuple of ints',
  float: 'float',
  Scalar: 'Number',
  bool: 'bool',
  dtype: 'torch.dtype',
  str: 'str',
  'Tensor[]': 'tuple of Tensors',
  any: 'object',
};

function base(type: ParamType): BaseType {
  return type.replace('?', '') as BaseType;
}

/**
 * A tensor torch's argument parser reads as an int: integral (not bool), and 0-dimensional for an
 * `int` parameter, one element (of any shape) inside or as an int list.
 */
function intTensor(v: PyValue, inList: boolean): v is Tensor {
  return v instanceof Tensor && !isFloatDtype(v.dtype) && v.dtype !== 'bool' && (inList ? v.numel === 1 : v.ndim === 0);
}

const isInt = (v: PyValue) => typeof v === 'bigint' || intTensor(v, false);
const isListInt = (v: PyValue) => typeof v === 'bigint' || intTensor(v, true);

/** The Python number a one-element tensor holds (what `item()` gives). */
function itemOf(t: Tensor): PyValue {
  return toPython(t.dtype, t.values()[0]);
}

/**
 * An accepted argument as the implementation reads it: a tensor given for an `int`, an int list
 * or a `Scalar` becomes the Python number it holds (`torch.full((2,), torch.tensor(5))` fills 5).
 */
function coerce(type: ParamType, v: PyValue): PyValue {
  const b = base(type);
  if (b === 'int' || b === 'Scalar') return v instanceof Tensor ? itemOf(v) : v;
  if (b === 'int[]') {
    if (v instanceof Tensor) return itemOf(v);
    if ((v instanceof PyList || v instanceof PyTuple) && v.items.some((x) => x instanceof Tensor))
      return new PyTuple(v.items.map((x) => (x instanceof Tensor ? itemOf(x) : x)));
  }
  return v;
}

function accepts(type: ParamType, v: PyValue): boolean {
  if (v === null && (type.endsWith('?') || type === 'any')) return true;
  switch (base(type)) {
    case 'Arg':
      return v instanceof Tensor || isNumber(v);
    case 'Tensor':
      return v instanceof Tensor;
    case 'int':
      return isInt(v);
    case 'int[]':
      return isListInt(v) || ((v instanceof PyList || v instanceof PyTuple) && v.items.every(isListInt));
    case 'float':
      return typeof v === 'number' || typeof v === 'bigint';
    case 'Scalar':
      return isNumber(v) || (v instanceof Tensor && v.ndim === 0);
    case 'bool':
      return typeof v === 'boolean';
    case 'dtype':
      return isDtypeValue(v);
    case 'str':
      return typeof v === 'string';
    case 'Tensor[]':
      return (v instanceof PyList || v instanceof PyTuple) && v.items.every((x) => x instanceof Tensor);
    default:
      return true;
  }
}

/** The bound arguments by parameter name (defaults filled in), and which signature bound. */
export interface Bound {
  readonly index: number;
  readonly get: (name: string) => PyValue;
  readonly has: (name: string) => boolean;
}

type Failure =
  | { kind: 'too-many'; given: number }
  | { kind: 'unexpected'; name: string }
  | { kind: 'missing'; names: string[] }
  | { kind: 'type'; param: Param; position: number | null; value: PyValue };

/** NumPy spellings torch accepts for keyword arguments (`t.sum(axis=0)`, `keepdims=True`). */
const numpyAliases: Record<string, string> = { axis: 'dim', keepdims: 'keepdim', x: 'input', x1: 'input', x2: 'other' };

function bindOne(signature: Signature, args: readonly PyValue[], kwargs: Kwargs): Map<string, PyValue> | Failure {
  const positional = signature.filter((p) => !p.kwOnly);
  let values = [...args];
  // An int list that is the only positional parameter may be given as separate ints: t.view(2, 3).
  if (positional.length >= 1 && positional[0].type.startsWith('int[]') && values.length > 1 && values.every(isInt) && positional.length === 1) {
    values = [new PyTuple(values)];
  }
  if (values.length > positional.length) return { kind: 'too-many', given: values.length };
  const out = new Map<string, PyValue>();
  for (let i = 0; i < values.length; i++) {
    const p = positional[i];
    if (!accepts(p.type, values[i])) return { kind: 'type', param: p, position: i + 1, value: values[i] };
    out.set(p.name, coerce(p.type, values[i]));
  }
  if (kwargs)
    for (const [k, v] of kwargs) {
      const p = signature.find((q) => q.name === k) ?? signature.find((q) => q.name === numpyAliases[k]);
      if (!p) return { kind: 'unexpected', name: k };
      if (out.has(p.name)) return { kind: 'type', param: p, position: null, value: v };
      if (!accepts(p.type, v)) return { kind: 'type', param: p, position: null, value: v };
      out.set(p.name, coerce(p.type, v));
    }
  const missing = signature.filter((p) => !out.has(p.name) && !p.optional).map((p) => p.name);
  if (missing.length) return { kind: 'missing', names: missing };
  for (const p of signature) if (!out.has(p.name)) out.set(p.name, p.dflt);
  return out;
}

function described(args: readonly PyValue[], kwargs: Kwargs): string {
  const parts = args.map(typeName);
  let text = parts.join(', ');
  if (kwargs?.size) {
    if (parts.length) text += ', ';
    for (const [k, v] of kwargs) text += `${k}=${typeName(v)}, `;
  }
  return `(${text})`;
}

function positionalRange(signature: Signature): string {
  const positional = signature.filter((p) => !p.kwOnly);
  const min = positional.filter((p) => !p.optional).length;
  const max = positional.length;
  return min === max ? `${max} positional argument${max === 1 ? '' : 's'}` : `from ${min} to ${max} positional arguments`;
}

/** Binds `args`/`kwargs` to the first signature that fits, or raises torch's TypeError. */
export function bind(name: string, signatures: readonly Signature[], given: readonly PyValue[], givenKw: Kwargs): Bound {
  const args = given.map(plainNumber);
  const kwargs: Kwargs = givenKw?.size ? new Map([...givenKw].map(([k, v]) => [k, plainNumber(v)])) : givenKw;
  let first: Failure | undefined;
  for (let i = 0; i < signatures.length; i++) {
    const r = bindOne(signatures[i], args, kwargs);
    if (r instanceof Map) return { index: i, get: (n) => r.get(n) ?? null, has: (n) => r.has(n) && r.get(n) !== null };
    first ??= r;
  }
  if (signatures.length > 1)
    throw pyError(exc.TypeError, `${name}() received an invalid combination of arguments - got ${described(args, kwargs)}, but expected one of:`);
  const f = first as Failure;
  switch (f.kind) {
    case 'too-many':
      throw pyError(exc.TypeError, `${name}() takes ${positionalRange(signatures[0])} but ${f.given} were given`);
    case 'unexpected':
      throw pyError(exc.TypeError, `${name}() got an unexpected keyword argument '${f.name}'`);
    case 'missing':
      throw pyError(exc.TypeError, `${name}() missing ${f.names.length} required positional arguments: ${f.names.map((n) => `"${n}"`).join(', ')}`);
    case 'type': {
      const where = f.position === null ? '' : ` (position ${f.position})`;
      throw pyError(exc.TypeError, `${name}(): argument '${f.param.name}'${where} must be ${typeText[base(f.param.type)]}, not ${typeName(f.value)}`);
    }
  }
}

/** Raises torch's TypeError for a method that takes no arguments (`Tensor.item() takes no keyword arguments`). */
export function noArgs(name: string, args: readonly PyValue[], kwargs: Kwargs): void {
  if (kwargs?.size) throw pyError(exc.TypeError, `Tensor.${name}() takes no keyword arguments`);
  if (args.length) throw pyError(exc.TypeError, `Tensor.${name}() takes no arguments (${args.length} given)`);
}
