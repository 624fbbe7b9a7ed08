/** Simulated `pydantic` (v2.13 behaviour): BaseModel, Field, ConfigDict, ValidationError. */
import { builtin, checkKwargs, exc, PyDict, PyList, PyOpaque, PyTuple, type PyValue, pyError, registerModule } from '../../engine/api';
import './methods';
import { baseModel, type FieldArgs, fieldInfoType, validationErrorType } from './model';
import type { LineError } from './validate';

const Field = builtin('Field', (args, kw) => {
  checkKwargs('Field', kw, [
    'default',
    'default_factory',
    'description',
    'title',
    'alias',
    'examples',
    'repr',
    'exclude',
    'frozen',
    'ge',
    'le',
    'gt',
    'lt',
    'min_length',
    'max_length',
  ]);
  const spec: FieldArgs = {};
  const dflt = args.length > 0 ? args[0] : kw?.get('default');
  const factory = kw?.get('default_factory');
  if (dflt !== undefined && factory !== undefined && factory !== null) throw pyError(exc.TypeError, 'cannot specify both default and default_factory');
  if (dflt !== undefined && !(dflt instanceof PyOpaque && dflt.reprText === 'PydanticUndefined')) spec.default = dflt;
  if (factory !== undefined && factory !== null) spec.factory = factory;
  return new PyOpaque(fieldInfoType, 'FieldInfo(...)', spec);
});

const ConfigDict = builtin('ConfigDict', (args, kw) => {
  if (args.length) throw pyError(exc.TypeError, 'ConfigDict() takes no positional arguments');
  const d = new PyDict();
  if (kw) for (const [k, v] of kw) d.map.set(k, [k, v]);
  return d;
});

/** The line errors a ValidationError carries (kept beside its Python attributes). */
function lineErrors(e: PyValue): LineError[] {
  const attrs = (e as { attrs?: Map<string, PyValue> }).attrs;
  return ((attrs?.get('__errors__') as PyOpaque | undefined)?.payload ?? []) as LineError[];
}

/** `ValidationError.errors()`: a list of dicts with type, loc, msg and input. */
validationErrorType.dict.set(
  'errors',
  builtin(
    'errors',
    (args) =>
      new PyList(
        lineErrors(args[0]).map((x) => {
          const d = new PyDict();
          d.map.set('type', ['type', x.type]);
          d.map.set('loc', ['loc', new PyTuple(x.loc.map((l) => (typeof l === 'number' ? BigInt(l) : l)))]);
          d.map.set('msg', ['msg', x.msg]);
          d.map.set('input', ['input', x.input]);
          return d;
        }),
      ),
  ),
);
validationErrorType.dict.set(
  'error_count',
  builtin('error_count', (args) => BigInt(lineErrors(args[0]).length)),
);

registerModule('pydantic', () => ({
  BaseModel: baseModel,
  Field,
  ConfigDict,
  ValidationError: validationErrorType,
}));
