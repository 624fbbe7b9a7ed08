/**
 * A model class's pydantic-core objects: `__pydantic_validator__` (a `SchemaValidator` whose
 * `validate_python` can fill a given `self_instance`, as a custom `__init__` does with it),
 * `__pydantic_serializer__` (a `SchemaSerializer`) and `__pydantic_core_schema__` (the schema
 * dict). They are properties of the metaclass, made when asked for.
 */

import {
  builtin,
  checkKwargs,
  exc,
  type Kwargs,
  newProperty,
  objectType,
  PyBuiltin,
  PyClass,
  PyInstance,
  PyOpaque,
  type PyValue,
  pyError,
  truthy,
} from '../../../engine/api';
import { bytesOf } from '../bytes-value';
import { jsonText } from '../core/json-write';
import { jsonDump } from '../core/ser-state';
import { validate } from '../core/validate';
import { checkStringsInput } from '../core/validate-misc';
import { schemaToPy } from '../core-schema-py';
import { baseModel, modelMetaclass } from './base';
import { dumpOptions, serializeRoot } from './dump';
import { modelInfo, requireBuilt } from './info';
import { parseJsonInput, stateFrom } from './methods';
import { classTitle, runValidation } from './run';

const validatorType = new PyClass('SchemaValidator', [objectType], {}, 'pydantic_core._pydantic_core');
const serializerType = new PyClass('SchemaSerializer', [objectType], {}, 'pydantic_core._pydantic_core');

function clsOf(self: PyValue, type: PyClass): PyClass {
  if (self instanceof PyOpaque && self.type === type) return self.payload as PyClass;
  throw pyError(exc.TypeError, `descriptor requires a '${type.name}' object`);
}

const validateKeywords = ['strict', 'extra', 'from_attributes', 'context', 'self_instance', 'allow_partial', 'by_alias', 'by_name'];

function validateIn(cls: PyClass, input: PyValue, kw: Kwargs, mode: 'python' | 'json' | 'strings'): PyValue {
  const def = requireBuilt(modelInfo(cls));
  const rest = new Map([...(kw ?? [])].filter(([k]) => k !== 'self_instance' && k !== 'allow_partial'));
  const state = stateFrom(rest, mode);
  const self = kw?.get('self_instance');
  if (self instanceof PyInstance) {
    state.selfInstance = self;
    runValidation(classTitle(cls), () => validate(def.outerSchema, input, state));
    return self;
  }
  return runValidation(classTitle(cls), () => {
    checkStringsInput(input, state, false);
    return validate({ type: 'model', cls }, input, state);
  });
}

const validatorMethods: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  validate_python(args, kw) {
    checkKwargs('validate_python', kw, validateKeywords);
    return validateIn(clsOf(args[0] ?? null, validatorType), args[1] ?? null, kw, 'python');
  },
  validate_json(args, kw) {
    checkKwargs('validate_json', kw, validateKeywords);
    const cls = clsOf(args[0] ?? null, validatorType);
    return validateIn(cls, parseJsonInput(cls.name, args[1] ?? null), kw, 'json');
  },
  validate_strings(args, kw) {
    checkKwargs('validate_strings', kw, validateKeywords);
    return validateIn(clsOf(args[0] ?? null, validatorType), args[1] ?? null, kw, 'strings');
  },
};

function modelInstance(cls: PyClass, v: PyValue): PyInstance {
  if (v instanceof PyInstance && v.type.isSubclassOf(cls)) return v;
  throw pyError(exc.TypeError, `the value to serialize must be an instance of ${cls.name}`);
}

const serializerMethods: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  to_python(args, kw) {
    const cls = clsOf(args[0] ?? null, serializerType);
    const mode = kw?.get('mode') ?? 'python';
    return serializeRoot(modelInstance(cls, args[1] ?? null), dumpOptions(kw, mode, requireBuilt(modelInfo(cls)).config));
  },
  to_json(args, kw) {
    const cls = clsOf(args[0] ?? null, serializerType);
    const def = requireBuilt(modelInfo(cls));
    const indent = kw?.get('indent');
    return bytesOf(
      jsonDump(() =>
        jsonText(serializeRoot(modelInstance(cls, args[1] ?? null), dumpOptions(kw, 'json', def.config, true)), {
          indent: typeof indent === 'bigint' ? Number(indent) : null,
          infNan: def.config.serJsonInfNan,
          ensureAscii: truthy(kw?.get('ensure_ascii') ?? false),
        }),
      ),
    );
  },
};

for (const [name, fn] of Object.entries(validatorMethods)) validatorType.dict.set(name, new PyBuiltin(name, fn, `SchemaValidator.${name}`));
for (const [name, fn] of Object.entries(serializerMethods)) serializerType.dict.set(name, new PyBuiltin(name, fn, `SchemaSerializer.${name}`));

const byName = new Map<string, (cls: PyClass) => PyValue>();

function classProperty(name: string, get: (cls: PyClass) => PyValue): void {
  byName.set(name, get);
  const getter = builtin(name, (args) => {
    const cls = args[0];
    if (!(cls instanceof PyClass)) throw pyError(exc.AttributeError, name);
    return get(cls);
  });
  modelMetaclass.dict.set(name, newProperty(getter));
}

classProperty('__pydantic_validator__', (cls) => {
  requireBuilt(modelInfo(cls));
  return new PyOpaque(validatorType, `SchemaValidator(title="${cls.name}", validator=Model(...))`, cls);
});
classProperty('__pydantic_serializer__', (cls) => {
  requireBuilt(modelInfo(cls));
  return new PyOpaque(serializerType, `SchemaSerializer(serializer=Model(...))`, cls);
});
classProperty('__pydantic_core_schema__', (cls) => {
  requireBuilt(modelInfo(cls));
  return schemaToPy({ type: 'model', cls });
});

// An instance reads them from its class, as Python finds class attributes through `self`.
const instanceGetattr = baseModel.slots.getattr;
baseModel.slots.getattr = (self, name) => {
  const get = byName.get(name);
  if (get && self instanceof PyInstance) return get(self.type);
  return instanceGetattr?.(self, name);
};
