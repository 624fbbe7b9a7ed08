/**
 * Simulated `dataclasses`: `@dataclass` (with `init`, `repr`, `eq`, `frozen`, `kw_only`, `match_args`,
 * `slots=True` (slotted.ts), `order`, `unsafe_hash`), `field()` (with `metadata`), `KW_ONLY`, `InitVar`, `fields()`, `asdict()`, `astuple()`, `replace()`, `is_dataclass()`, `make_dataclass()` (make-dataclass.ts). Instances are
 * plain objects whose attributes are the fields; no validation happens (pydantic's dataclasses
 * add it).
 */
import {
  builtin,
  call,
  dictSet,
  exc,
  getAttr,
  type Kwargs,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyInstance,
  PyList,
  PyMappingProxy,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  repr,
  truthy,
  unsupported,
} from '../../engine/api';
import { frozenInstanceError } from './frozen-error';
import { makeDataclassFunction } from './make-dataclass';
import {
  bindInit,
  collectDcFields,
  type DcField,
  type DcOptions,
  dataclassShape,
  type FieldArgs,
  fieldType,
  initVarType,
  installSlots,
  isDataclassClass,
  KW_ONLY,
  MISSING,
  postInit,
  shareShape,
} from './shape';
import { dataclassDoc } from './signature';
import { slottedClass } from './slotted';
import './pydantic';
import { deepCopy } from '../pydantic/core/copy';

function options(kw: Kwargs): DcOptions {
  const flag = (k: string, d: boolean) => (kw?.has(k) ? truthy(kw.get(k) as PyValue) : d);
  return {
    init: flag('init', true),
    repr: flag('repr', true),
    eq: flag('eq', true),
    frozen: flag('frozen', false),
    kwOnly: flag('kw_only', false),
    order: flag('order', false),
    unsafeHash: flag('unsafe_hash', false),
    matchArgs: flag('match_args', true),
  };
}

/** Fills a new instance from `__init__` arguments, then runs `__post_init__` with the InitVar values. */
export function initInstance(inst: PyInstance, cls: PyClass, fields: readonly DcField[], args: PyValue[], kw: Kwargs): void {
  const bound = bindInit(cls, fields, args, kw);
  const initVars: PyValue[] = [];
  for (const f of fields) {
    const v = bound.get(f.name);
    if (v === undefined) continue;
    if (f.initVar) initVars.push(v);
    else inst.attrs.set(f.name, v);
  }
  inst.touch();
  postInit(inst, initVars);
}

function apply(decorated: PyClass, opts: DcOptions, kw: Kwargs): PyClass {
  if (kw?.has('weakref_slot') && truthy(kw.get('weakref_slot') as PyValue)) unsupported('dataclass(weakref_slot=True)');
  const slotted = kw?.has('slots') && truthy(kw.get('slots') as PyValue);
  const namespace = new Map(decorated.dict);
  const proper = collectDcFields(decorated, opts);
  let cls = decorated;
  if (slotted) {
    cls = slottedClass(
      decorated,
      namespace,
      proper.map((f) => f.name),
    );
    shareShape(decorated, cls);
  }
  installSlots(cls, proper, opts, decorated);
  const fields = dataclassShape(cls)?.all ?? proper;
  const byName = new PyDict();
  for (const f of fields) dictSet(byName, f.name, fieldObject(f));
  cls.dict.set('__dataclass_fields__', byName);
  const generatedInit = opts.init && !(cls.dict.get('__init__') instanceof PyFunction);
  if (!truthy(getAttr(cls, '__doc__'))) cls.dict.set('__doc__', dataclassDoc(cls, fields, generatedInit));
  if (generatedInit) {
    cls.dict.set(
      '__init__',
      new PyBuiltin(
        '__init__',
        (args, kw) => {
          initInstance(args[0] as PyInstance, (args[0] as PyInstance).type, fields, args.slice(1), kw);
          return null;
        },
        `${cls.qualname}.__init__`,
      ),
    );
  }
  return cls;
}

const dataclass = builtin('dataclass', (args, kw) => {
  const target = args[0];
  if (target instanceof PyClass) return apply(target, options(kw), kw);
  return builtin('wrap', (a) => apply(a[0] as PyClass, options(kw), kw));
});

const field = builtin('field', (_args, kw) => {
  const d = kw?.get('default');
  const f = kw?.get('default_factory');
  if (d !== undefined && f !== undefined) throw pyError(exc.ValueError, 'cannot specify both default and default_factory');
  const spec: FieldArgs = {
    ...(d !== undefined && d !== MISSING ? { default: d } : {}),
    ...(f !== undefined && f !== MISSING ? { factory: f } : {}),
    init: truthy(kw?.get('init') ?? true),
    repr: truthy(kw?.get('repr') ?? true),
    compare: truthy(kw?.get('compare') ?? true),
    ...(kw?.has('kw_only') ? { kwOnly: truthy(kw.get('kw_only') as PyValue) } : {}),
    ...(kw?.get('metadata') instanceof PyDict ? { metadata: kw.get('metadata') } : {}),
  };
  return new PyOpaque(
    fieldType,
    `Field(default=${repr(spec.default ?? MISSING)},default_factory=${repr(spec.factory ?? MISSING)},init=${spec.init ? 'True' : 'False'})`,
    spec,
  );
});

/** A `Field` object as `fields()` returns it. */
function fieldObject(f: DcField): PyOpaque {
  return new PyOpaque(fieldType, `Field(name=${repr(f.name)},type=${repr(f.annotation)},default=${repr(f.default ?? MISSING)})`, f);
}

fieldType.slots.getattr = (self, name) => {
  const f = (self as PyOpaque).payload as Partial<DcField>;
  if (name === 'name') return f.name ?? null;
  if (name === 'type') return f.annotation ?? null;
  if (name === 'default') return f.default ?? MISSING;
  if (name === 'default_factory') return f.factory ?? MISSING;
  if (name === 'init') return f.init ?? true;
  if (name === 'repr') return f.repr ?? true;
  if (name === 'compare') return f.compare ?? true;
  if (name === 'kw_only') return f.kwOnly ?? MISSING;
  // A read-only view, as CPython's mappingproxy.
  if (name === 'metadata') return new PyMappingProxy(f.metadata instanceof PyDict ? f.metadata : new PyDict());
  return undefined;
};

function shapeOf(v: PyValue, fname: string): DcField[] {
  const cls = v instanceof PyClass ? v : v instanceof PyInstance ? v.type : null;
  const shape = cls ? dataclassShape(cls) : undefined;
  if (!shape) throw pyError(exc.TypeError, `${fname}() should be called on dataclass instances`);
  return shape.fields;
}

function asPlain(v: PyValue, tuple: boolean): PyValue {
  if (v instanceof PyInstance && isDataclassClass(v.type)) {
    const fields = shapeOf(v, 'asdict');
    if (tuple) return new PyTuple(fields.map((f) => asPlain(v.attrs.get(f.name) ?? null, tuple)));
    const d = new PyDict();
    for (const f of fields) d.map.set(f.name, [f.name, asPlain(v.attrs.get(f.name) ?? null, tuple)]);
    return d;
  }
  if (v instanceof PyList) return new PyList(v.items.map((x) => asPlain(x, tuple)));
  if (v instanceof PyTuple) return new PyTuple(v.items.map((x) => asPlain(x, tuple)));
  if (v instanceof PyDict) {
    const d = new PyDict();
    for (const [k, [key, x]] of v.map) d.map.set(k, [asPlain(key, tuple), asPlain(x, tuple)]);
    return d;
  }
  // Anything else is deep-copied, as CPython's _asdict_inner does (a tensor gets its own storage).
  return deepCopy(v);
}

registerModule('dataclasses', () => ({
  dataclass,
  make_dataclass: makeDataclassFunction(dataclass),
  field,
  fields: builtin('fields', (args) => new PyTuple(shapeOf(args[0] ?? null, 'fields').map(fieldObject))),
  asdict: builtin('asdict', (args) => {
    shapeOf(args[0] ?? null, 'asdict');
    return asPlain(args[0], false);
  }),
  astuple: builtin('astuple', (args) => {
    shapeOf(args[0] ?? null, 'astuple');
    return asPlain(args[0], true);
  }),
  // CPython 3.11's replace(): the changes, then each init field not changed read from the object;
  // an init=False field may not be changed, and an InitVar without a default must be.
  replace: builtin('replace', (args, kw) => {
    const inst = args[0];
    if (!(inst instanceof PyInstance && isDataclassClass(inst.type))) throw pyError(exc.TypeError, 'replace() should be called on dataclass instances');
    const changes = new Map<string, PyValue>(kw ?? []);
    for (const f of dataclassShape(inst.type)?.all ?? []) {
      if (!f.init) {
        if (changes.has(f.name)) throw pyError(exc.ValueError, `field ${f.name} is declared with init=False, it cannot be specified with replace()`);
        continue;
      }
      if (changes.has(f.name)) continue;
      if (f.initVar) {
        if (f.default === undefined && f.factory === undefined) throw pyError(exc.ValueError, `InitVar ${repr(f.name)} must be specified with replace()`);
        continue;
      }
      changes.set(f.name, getAttr(inst, f.name));
    }
    return call(inst.type, [], changes.size ? changes : null);
  }),
  is_dataclass: builtin('is_dataclass', (args) => {
    const v = args[0];
    return (v instanceof PyClass && isDataclassClass(v)) || (v instanceof PyInstance && isDataclassClass(v.type));
  }),
  MISSING,
  FrozenInstanceError: frozenInstanceError,
  KW_ONLY,
  InitVar: initVarType,
}));
