/**
 * `pydantic.dataclasses.dataclass`: a dataclass whose `__init__` validates its arguments like a
 * model — positional arguments located by index, keyword arguments by name, missing ones
 * reported with the `ArgsKwargs` input pydantic shows.
 */
import {
  builtin,
  detachAttrsDict,
  exc,
  type Kwargs,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  type PyInstance,
  type PyValue,
  pyError,
  registerModule,
  truthy,
} from '../../engine/api';
import { collectDcFields, type DcOptions, type FieldArgs, installSlots } from '../dataclasses/shape';
import { argsKwargs } from './core/args-kwargs';
import { type LineError, lineError, ValError, valError } from './core/errors';
import { defOf } from './core/model-def';
import { newState, scoped } from './core/state';
import { validate } from './core/validate';
import { registerDataclassDef } from './dataclass-def';
import { isFieldInfo, specOf } from './field-info';
import { classTitle, runValidation } from './model/run';
import { registerDataclassCheck } from './model-like';

const pydanticDataclasses = new WeakSet<PyClass>();

/** A pydantic `Field()` default of a dataclass field, as dataclass field options. */
function pydanticField(v: PyValue): FieldArgs | undefined {
  if (!isFieldInfo(v)) return undefined;
  const s = specOf(v);
  return {
    ...(s.default !== undefined ? { default: s.default } : {}),
    ...(s.factory !== undefined ? { factory: s.factory } : {}),
    init: s.init === null || truthy(s.init),
    repr: s.repr,
    compare: true,
    fieldInfo: v,
  };
}

function init(args: PyValue[], kw: Kwargs): PyValue {
  const self = args[0] as PyInstance;
  const cls = self.type;
  const def = defOf(cls);
  if (!def) throw pyError(exc.TypeError, `${cls.name} is not a pydantic dataclass`);
  const positional = [...def.fields.values()].filter((f) => f.init);
  const input = new PyDict();
  const byIndex = new Map<string, number>();
  const extraErrors: LineError[] = [];
  args.slice(1).forEach((a, i) => {
    const f = positional[i];
    if (!f) extraErrors.push({ ...lineError('unexpected_positional_argument', a), loc: [i] });
    else {
      input.map.set(f.name, [f.name, a]);
      byIndex.set(f.name, i);
    }
  });
  if (kw) for (const [k, v] of kw) input.map.set(k, [k, v]);
  const state = newState({});
  state.selfInstance = self;
  runValidation(classTitle(cls), () => {
    let errors: LineError[] = [];
    try {
      validate(def.outerSchema, input, state);
    } catch (e) {
      if (!(e instanceof ValError)) throw e;
      errors = e.errors;
    }
    const all = [...errors, ...extraErrors].map((e) => {
      const first = e.loc[0];
      const loc = typeof first === 'string' && byIndex.has(first) ? [byIndex.get(first) as number, ...e.loc.slice(1)] : e.loc;
      return { ...e, loc, input: e.type === 'missing' && e.input === input ? argsKwargs(args.slice(1), kw) : e.input };
    });
    if (all.length) throw new ValError(all);
  });
  return null;
}

/** Assignment to a pydantic dataclass: validated when its config says `validate_assignment`. */
function assign(inst: PyInstance, name: string, value: PyValue): void {
  const def = defOf(inst.type);
  const f = def?.fields.get(name);
  if (!def?.config.validateAssignment || (!f && (name.startsWith('_') || def.config.extra === 'allow'))) {
    inst.attrs.set(name, value);
    return;
  }
  // A name that is no field cannot be assigned under validate_assignment (pydantic-core's dataclass validator).
  if (!f)
    throw runValidation(classTitle(inst.type), () => {
      throw new ValError([{ ...valError('no_such_attribute', value, [['attribute', name]]).errors[0], loc: [name] }]);
    });
  const data = new PyDict();
  for (const [k, v] of inst.attrs) if (k !== name) data.map.set(k, [k, v]);
  const state = newState({});
  state.config = def.config.dict as PyDict;
  const v = runValidation(classTitle(inst.type), () => {
    try {
      return scoped(state, { fieldName: name, data }, () => validate(f.schema, value, state));
    } catch (e) {
      if (e instanceof ValError) throw e.within(name);
      throw e;
    }
  });
  // pydantic-core validates into a copy of `__dict__` and sets it: a `vars(d)` taken before keeps the old values.
  detachAttrsDict(inst.attrs);
  inst.attrs.set(name, v);
}

function apply(cls: PyClass, kw: Kwargs): PyClass {
  const flag = (k: string, d: boolean) => (kw?.has(k) ? truthy(kw.get(k) as PyValue) : d);
  const opts: DcOptions = { init: true, repr: flag('repr', true), eq: flag('eq', true), frozen: flag('frozen', false), kwOnly: flag('kw_only', false) };
  const fields = collectDcFields(cls, opts, pydanticField);
  installSlots(cls, fields, opts);
  pydanticDataclasses.add(cls);
  const config = kw?.get('config') ?? cls.dict.get('__pydantic_config__') ?? null;
  registerDataclassDef(cls, fields, config);
  // As pydantic: every pydantic dataclass has its config (what tells it from a stdlib one).
  if (!cls.dict.has('__pydantic_config__')) cls.dict.set('__pydantic_config__', config instanceof PyDict ? config : new PyDict());
  if (!opts.frozen) cls.slots.setattr = (self, name, value) => assign(self as PyInstance, name, value);
  if (!(cls.dict.get('__init__') instanceof PyFunction)) {
    cls.dict.set('__init__', new PyBuiltin('__init__', init, `${cls.qualname}.__init__`));
  }
  return cls;
}

const dataclass = builtin('dataclass', (args, kw) => {
  if (args[0] instanceof PyClass) return apply(args[0], kw);
  return builtin('wrap', (a) => apply(a[0] as PyClass, kw));
});

registerDataclassCheck((cls) => pydanticDataclasses.has(cls));

/** `is_pydantic_dataclass(obj)`: whether a class was made by `pydantic.dataclasses.dataclass`. */
const isPydanticDataclass = builtin('is_pydantic_dataclass', (args) => args[0] instanceof PyClass && pydanticDataclasses.has(args[0]));

registerModule('pydantic.dataclasses', () => ({ dataclass, is_pydantic_dataclass: isPydanticDataclass }));
