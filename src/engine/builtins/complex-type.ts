/**
 * The `complex` type: literals (`3j`), the constructor (numbers and strings), arithmetic with
 * ints and floats on either side, `==` (no ordering), `abs`, `hash`, `repr` and the `real`,
 * `imag` and `conjugate` members, as CPython 3.11 has them. `//`, `%` and `divmod` are not
 * defined for complex numbers (a TypeError, as in CPython).
 */
import { type C, cAdd, cMul, complexOf, cPow, cQuot, cSub, PyComplex } from '../complex';
import { exc, pyError } from '../exceptions';
import { floatHash } from '../hashing';
import { asFloat } from '../numbers';
import { typeName } from '../objects';
import { floatRepr, repr } from '../repr';
import { NotImplemented, type PyValue, builtinTypes as t } from '../values';
import { checkBuiltinKwargs, defineGetSets, defineMethods, nativeSlots } from './args';
import { asciiDigits } from './numbers-type';

/** A number as a complex operand: complex, int, bool or float; undefined for anything else. */
export function asComplex(v: PyValue): C | undefined {
  if (v instanceof PyComplex) return { re: v.re, im: v.im };
  const x = asFloat(v);
  return x === undefined ? undefined : { re: x, im: 0 };
}

function self(v: PyValue): PyComplex {
  if (!(v instanceof PyComplex)) throw pyError(exc.TypeError, `descriptor requires a 'complex' object but received a '${typeName(v)}'`);
  return v;
}

/** A part as `repr` writes it: the shortest repr, without a trailing `.0`. */
function part(x: number): string {
  const r = floatRepr(x);
  return r.endsWith('.0') ? r.slice(0, -2) : r;
}

export function complexRepr(z: PyComplex): string {
  if (z.re === 0 && !Object.is(z.re, -0)) return `${part(z.im)}j`;
  const im = part(z.im);
  return `(${part(z.re)}${im.startsWith('-') ? '' : '+'}${im}j)`;
}

/** `complex("1+2j")`: CPython's grammar (optional parentheses and blanks, `j` alone meaning 1j). */
function parse(text: string): C {
  const bad = () => pyError(exc.ValueError, 'complex() arg is a malformed string');
  let s = asciiDigits(text).trim();
  // As CPython's `_Py_string_to_number_with_underscores`: each '_' sits between two digits, and is dropped.
  if (s.includes('_')) {
    if (/(^|\D)_|_(\D|$)/.test(s)) throw pyError(exc.ValueError, `could not convert string to complex: ${repr(text)}`);
    s = s.replace(/_/g, '');
  }
  if (s.startsWith('(') && s.endsWith(')')) s = s.slice(1, -1).trim();
  const num = '(?:\\d(?:_?\\d)*(?:\\.(?:\\d(?:_?\\d)*)?)?|\\.\\d(?:_?\\d)*)(?:[eE][+-]?\\d(?:_?\\d)*)?|inf(?:inity)?|nan';
  const m = new RegExp(`^([+-]?(?:${num}))?(?:([+-](?:${num})?)[jJ])?$|^([+-]?(?:${num})?)[jJ]$`, 'i').exec(s);
  if (!s || !m) throw bad();
  const value = (t: string | undefined, imag: boolean): number => {
    if (t === undefined || t === '') return imag ? 1 : 0;
    if (t === '+' || t === '-') return t === '-' ? -1 : 1;
    const v = Number(
      t
        .replace(/_/g, '')
        .replace(/^([+-]?)inf(inity)?$/i, '$1Infinity')
        .replace(/^[+-]?nan$/i, 'NaN'),
    );
    if (Number.isNaN(v) && !/nan/i.test(t)) throw bad();
    return v;
  };
  if (m[3] !== undefined) return { re: 0, im: value(m[3], true) };
  if (m[2] !== undefined) return { re: value(m[1], false), im: value(m[2], true) };
  return { re: value(m[1], false), im: 0 };
}

function construct(args: PyValue[], kw: Map<string, PyValue> | null): PyComplex {
  checkBuiltinKwargs('complex', kw, ['real', 'imag']);
  const real = args.length > 0 ? args[0] : kw?.get('real');
  const imag = args.length > 1 ? args[1] : kw?.get('imag');
  if (args.length > 2) throw pyError(exc.TypeError, `complex() takes at most 2 arguments (${args.length} given)`);
  if (typeof real === 'string') {
    if (imag !== undefined) throw pyError(exc.TypeError, "complex() can't take second arg if first is a string");
    return complexOf(parse(real));
  }
  if (typeof imag === 'string') throw pyError(exc.TypeError, "complex() second arg can't be a string");
  const r = real === undefined ? { re: 0, im: 0 } : asComplex(real);
  if (r === undefined) throw pyError(exc.TypeError, `complex() first argument must be a string or a number, not '${typeName(real ?? null)}'`);
  if (imag === undefined) return complexOf(r);
  const i = asComplex(imag);
  if (i === undefined) throw pyError(exc.TypeError, `complex() second argument must be a number, not '${typeName(imag)}'`);
  // As CPython: only a complex argument contributes its imaginary part, so `complex(1, -0.0)` keeps -0.0.
  return complexOf({ re: imag instanceof PyComplex ? r.re - i.im : r.re, im: real instanceof PyComplex ? r.im + i.re : i.re });
}

function arith(op: string, a: C, b: C): PyValue | undefined {
  switch (op) {
    case '+':
      return complexOf(cAdd(a, b));
    case '-':
      return complexOf(cSub(a, b));
    case '*':
      return complexOf(cMul(a, b));
    case '/':
      return complexOf(cQuot(a, b));
    case '**':
      return complexOf(cPow(a, b));
  }
  return undefined;
}

nativeSlots(t.complex, {
  call: (_cls, args, kw) => construct(args, kw),
  binop: (op, s, other, reflected) => {
    const b = asComplex(other);
    if (b === undefined) return undefined;
    const a = { re: (s as PyComplex).re, im: (s as PyComplex).im };
    const bare = op.endsWith('=') && op !== '==' ? op.slice(0, -1) : op;
    return reflected ? arith(bare, b, a) : arith(bare, a, b);
  },
  richcompare: (s, other, op) => {
    if (op !== '==' && op !== '!=') return NotImplemented;
    const b = asComplex(other);
    if (b === undefined) return NotImplemented;
    const z = s as PyComplex;
    const same = z.re === b.re && z.im === b.im;
    return op === '==' ? same : !same;
  },
  hash: (s) => {
    const z = s as PyComplex;
    const mask = (1n << 64n) - 1n;
    let h = (floatHash(z.re) + 1000003n * floatHash(z.im)) & mask;
    if (h >= 1n << 63n) h -= 1n << 64n;
    return h === -1n ? -2n : h;
  },
  repr: (s) => complexRepr(s as PyComplex),
  bool: (s) => (s as PyComplex).re !== 0 || (s as PyComplex).im !== 0,
  unary: (s, op) => {
    const z = s as PyComplex;
    if (op === '-') return new PyComplex(-z.re, -z.im);
    if (op === '+') return new PyComplex(z.re, z.im);
    if (op === 'abs') {
      const r = Math.hypot(z.re, z.im);
      if (r === Number.POSITIVE_INFINITY && Number.isFinite(z.re) && Number.isFinite(z.im)) throw pyError(exc.OverflowError, 'absolute value too large');
      return r;
    }
    return undefined;
  },
});

defineGetSets(t.complex, {
  real: { get: (z) => self(z).re },
  imag: { get: (z) => self(z).im },
});

defineMethods(t.complex, {
  conjugate: (args) => {
    const z = self(args[0] ?? null);
    return new PyComplex(z.re, -z.im);
  },
  __repr__: (args) => repr(self(args[0] ?? null)),
});
