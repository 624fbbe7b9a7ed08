/**
 * Simulated `numbers`: the numeric tower's abstract classes (`Number` > `Complex` > `Real` >
 * `Rational` > `Integral`) with the registrations CPython makes: `int` (and `bool`) is Integral,
 * `float` Real, `complex` Complex, `fractions.Fraction` Rational and `decimal.Decimal` a Number.
 */
import { builtinTypes, objectType, PyClass, registerModule } from '../../engine/api';

/** Whether `c` is (a subclass of) the stdlib class `module.name`. */
const isStd = (c: PyClass, module: string, name: string) => c.mro.some((k) => k.module === module && k.name === name);

function tower(): Record<string, PyClass> {
  const number = new PyClass('Number', [objectType], {}, 'numbers');
  const complex = new PyClass('Complex', [number], {}, 'numbers');
  const real = new PyClass('Real', [complex], {}, 'numbers');
  const rational = new PyClass('Rational', [real], {}, 'numbers');
  const integral = new PyClass('Integral', [rational], {}, 'numbers');
  const t = builtinTypes;
  const isIntegral = (c: PyClass) => c.isSubclassOf(t.int);
  const isRational = (c: PyClass) => isIntegral(c) || isStd(c, 'fractions', 'Fraction');
  const isReal = (c: PyClass) => isRational(c) || c.isSubclassOf(t.float);
  const isComplex = (c: PyClass) => isReal(c) || c.isSubclassOf(t.complex);
  integral.virtualSubclass = isIntegral;
  rational.virtualSubclass = isRational;
  real.virtualSubclass = isReal;
  complex.virtualSubclass = isComplex;
  number.virtualSubclass = (c) => isComplex(c) || isStd(c, 'decimal', 'Decimal');
  return { Number: number, Complex: complex, Real: real, Rational: rational, Integral: integral };
}

registerModule('numbers', () => tower());
