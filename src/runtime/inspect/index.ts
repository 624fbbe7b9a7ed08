/**
 * Simulated `inspect`, as far as scenario scripts use it: `signature` (of functions, bound
 * methods, classes through their `__init__`, and pydantic models as pydantic builds theirs),
 * `Signature`, `Parameter`, `cleandoc` and the `is...` predicates. Anything else it is asked
 * for is refused by name.
 */
import { builtin, exc, PyBoundMethod, PyBuiltin, PyClass, PyFunction, type PyValue, pyError, registerModule, typeName } from '../../engine/api';
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
  }
  if (obj instanceof PyBuiltin || obj instanceof PyClass)
    throw pyError(exc.NotImplementedError, `inspect.signature of ${typeName(obj)} objects that are not written in Python is not supported by this explainer`);
  throw pyError(exc.TypeError, `${typeName(obj)} is not a callable object`);
}

registerModule('inspect', () => ({
  signature: builtin('signature', (args) => signatureValue(signatureOf(args[0] ?? null))),
  Signature: signatureType,
  Parameter: parameterType,
  cleandoc: builtin('cleandoc', (args) => cleandoc(String(args[0] ?? ''))),
  isclass: builtin('isclass', (args) => args[0] instanceof PyClass),
  isfunction: builtin('isfunction', (args) => args[0] instanceof PyFunction),
  ismethod: builtin('ismethod', (args) => args[0] instanceof PyBoundMethod),
  _empty: emptyType,
}));
