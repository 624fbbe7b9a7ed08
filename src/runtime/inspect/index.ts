/**
 * Simulated `inspect`, as far as scenario scripts use it: `signature` (of functions, bound
 * methods, classes through their `__init__` (a dataclass's generated one too), and pydantic models as pydantic builds theirs),
 * `Signature`, `Parameter`, `cleandoc`, `getdoc` (of an object's own docstring) and the `is...` predicates. Anything else it is asked
 * for is refused by name.
 */
import {
  arity,
  builtin,
  exc,
  getAttrOrUndefined,
  PyBoundMethod,
  PyBuiltin,
  PyClass,
  PyCoroutine,
  PyFunction,
  PyGenerator,
  type PyValue,
  pyError,
  registerModule,
  typeName,
  unsupported,
} from '../../engine/api';
import { dataclassShape } from '../dataclasses/shape';
import { dataclassSignature } from '../dataclasses/signature';
import { cleandoc } from '../pydantic/json-schema/values';
import { baseModel } from '../pydantic/model/base';
import { modelSignature } from '../pydantic/signature';
import { emptyType, functionSignature, parameterType, type SignatureSpec, signatureType, signatureValue } from './signature';

function dropFirst(sig: SignatureSpec): SignatureSpec {
  return { ...sig, params: sig.params.slice(1) };
}

function signatureOf(obj: PyValue): SignatureSpec {
  if (obj instanceof PyFunction) return functionSignature(obj);
  if (obj instanceof PyBoundMethod && obj.func instanceof PyFunction) return dropFirst(functionSignature(obj.func));
  if (obj instanceof PyClass) {
    if (obj.isSubclassOf(baseModel) && obj !== baseModel) return modelSignature(obj);
    const init = obj.lookup('__init__');
    if (init instanceof PyFunction) return dropFirst(functionSignature(init));
    const shape = dataclassShape(obj);
    if (shape && init instanceof PyBuiltin && init.qualname.endsWith('.__init__')) return dataclassSignature(shape.all);
  }
  if (obj instanceof PyBuiltin || obj instanceof PyClass)
    throw pyError(exc.NotImplementedError, `inspect.signature of ${typeName(obj)} objects that are not written in Python is not supported by this explainer`);
  throw pyError(exc.TypeError, `${typeName(obj)} is not a callable object`);
}

/** `inspect.getgeneratorstate`'s answers, by the engine's generator state. */
const GEN_STATES = { created: 'GEN_CREATED', running: 'GEN_RUNNING', suspended: 'GEN_SUSPENDED', closed: 'GEN_CLOSED' } as const;

/** What kind of body a function (or a bound method's function) has. */
function flavorOf(v: PyValue): string | null {
  const f = v instanceof PyBoundMethod ? v.func : v;
  return f instanceof PyFunction ? f.code.flavor : null;
}

/**
 * `inspect.getdoc`: the object's own `__doc__`, cleaned (`cleandoc`); None when it is not a str.
 * Without one CPython looks for a docstring to inherit (`_finddoc`: the class's bases, the same
 * method on a base class, builtin types' documentation), which is refused by name.
 */
function getdoc(obj: PyValue): PyValue {
  const doc = getAttrOrUndefined(obj, '__doc__');
  if (doc === undefined) return null;
  if (doc === null) return unsupported('inspect.getdoc of an object without a docstring of its own (inherited docstrings)');
  return typeof doc === 'string' ? cleandoc(doc) : null;
}

registerModule('inspect', () => ({
  getdoc: builtin('getdoc', (args, kw) => {
    arity('getdoc', args, kw, 1, 1);
    return getdoc(args[0]);
  }),
  signature: builtin('signature', (args) => signatureValue(signatureOf(args[0] ?? null))),
  Signature: signatureType,
  Parameter: parameterType,
  cleandoc: builtin('cleandoc', (args) => cleandoc(String(args[0] ?? ''))),
  isclass: builtin('isclass', (args) => args[0] instanceof PyClass),
  isfunction: builtin('isfunction', (args) => args[0] instanceof PyFunction),
  ismethod: builtin('ismethod', (args) => args[0] instanceof PyBoundMethod),
  isgenerator: builtin('isgenerator', (args) => args[0] instanceof PyGenerator),
  iscoroutine: builtin('iscoroutine', (args) => args[0] instanceof PyCoroutine),
  isgeneratorfunction: builtin('isgeneratorfunction', (args) => flavorOf(args[0] ?? null) === 'generator'),
  iscoroutinefunction: builtin('iscoroutinefunction', (args) => flavorOf(args[0] ?? null) === 'coroutine'),
  isasyncgenfunction: builtin('isasyncgenfunction', (args) => flavorOf(args[0] ?? null) === 'async_generator'),
  getgeneratorstate: builtin('getgeneratorstate', (args) => {
    const g = args[0];
    if (!(g instanceof PyGenerator)) throw pyError(exc.AttributeError, `'${typeName(g ?? null)}' object has no attribute 'gi_frame'`);
    return GEN_STATES[g.core.state];
  }),
  ...Object.fromEntries(Object.values(GEN_STATES).map((s) => [s, s])),
  _empty: emptyType,
}));
