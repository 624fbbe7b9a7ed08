/**
 * The builtins namespace: every name a program can use without importing it — the builtin
 * functions, the builtin types and exception classes, and the constants. Importing this module
 * installs the builtin types' slots and methods.
 */
import { exc } from '../exceptions';
import { descriptorTypes, vectorcallTypes } from '../objects';
import { Ellipsis, iteratorType, NotImplemented, PyBuiltin, type PyValue, builtinTypes as t } from '../values';
import { nativeSlots } from './args';
import './object-type';
import './callables';
import './descriptors';
import { baseExceptionGroup, exceptionGroup } from './exception-group';
import './exception-type';
import './unicode-error';
import './numbers-type';
import './str-type';
import './str-methods';
import './bytes';
import './sequences';
import './dict';
import './set';
import './complex-type';
import './scalar-subclass';
import { functions } from './functions';
import { iterationFunctions } from './iteration';

export { toFloat, toInt } from './numbers-type';

/** Every name a program can use without importing it. */
export const builtinScope = new Map<string, PyValue>();

/** Builtins that are the classes of the iterators they make (`isinstance(m, map)`), not functions. */
const ITERATOR_CLASSES = new Set(['map', 'filter', 'zip', 'enumerate', 'reversed']);

for (const [name, fn] of Object.entries({ ...functions, ...iterationFunctions })) {
  if (ITERATOR_CLASSES.has(name)) {
    const cls = iteratorType(name);
    nativeSlots(cls, { call: (_cls, args, kw) => fn(args, kw) });
    if (name !== 'zip') vectorcallTypes.add(cls);
    builtinScope.set(name, cls);
    continue;
  }
  const f = new PyBuiltin(name, fn, name);
  // Builtin functions do not bind when stored on a class (`class A: f = len`).
  f.binds = false;
  builtinScope.set(name, f);
}
for (const cls of [
  t.int,
  t.float,
  t.bool,
  t.str,
  t.bytes,
  t.bytearray,
  t.list,
  t.tuple,
  t.dict,
  t.set,
  t.frozenset,
  t.type,
  t.object,
  t.range,
  t.slice,
  t.complex,
])
  builtinScope.set(cls.name, cls);
for (const [name, cls] of Object.entries(exc)) builtinScope.set(name, cls);
builtinScope.set('BaseExceptionGroup', baseExceptionGroup);
builtinScope.set('ExceptionGroup', exceptionGroup);
// Old names CPython keeps for OSError.
builtinScope.set('EnvironmentError', exc.OSError);
// What a module without a docstring finds as `__doc__` when run as the reference runner runs it
// (exec in a namespace without `__doc__`): the builtins module's own.
builtinScope.set(
  '__doc__',
  "Built-in functions, types, exceptions, and other objects.\n\nThis module provides direct access to all 'built-in'\nidentifiers of Python; for example, builtins.len is\nthe full name for the built-in function len().\n\nThis module is not normally accessed explicitly by most\napplications, but can be useful in modules that provide\nobjects with the same name as a built-in value, but in\nwhich the built-in of that name is also needed.",
);
builtinScope.set('IOError', exc.OSError);
builtinScope.set('classmethod', descriptorTypes.classmethod);
builtinScope.set('staticmethod', descriptorTypes.staticmethod);
builtinScope.set('property', descriptorTypes.property);
builtinScope.set('super', descriptorTypes.super);
builtinScope.set('Ellipsis', Ellipsis);
builtinScope.set('NotImplemented', NotImplemented);
builtinScope.set('__name__', 'builtins');
