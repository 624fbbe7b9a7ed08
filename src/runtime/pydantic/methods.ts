/** The `model_*` methods of BaseModel: dump, copy, construct, validate. */
import {
  builtin,
  checkKwargs,
  descriptorTypes,
  Ellipsis,
  eq,
  exc,
  floatRepr,
  type Kwargs,
  PyBuiltin,
  type PyClass,
  PyDict,
  PyInstance,
  PyList,
  PyOpaque,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  str,
  toArray,
  truthy,
  typeName,
} from '../../engine/api';
import { baseModel, deepCopy, defaultValue, FieldsSet, infoOf, isModelInstance, type ModelState, raiseValidation, stateOf, validateModel } from './model';
import { INVALID, type LineError } from './validate';

interface DumpOptions {
  readonly excludeUnset: boolean;
  readonly excludeDefaults: boolean;
  readonly excludeNone: boolean;
}

/** `include` / `exclude` as pydantic reads them: a set of names, or a dict of name → nested filter or True. */
type Filter = { readonly all: boolean; readonly nested: Map<string, Filter | true> } | null;

function readFilter(v: PyValue | undefined): Filter {
  if (v === undefined || v === null) return null;
  const nested = new Map<string, Filter | true>();
  if (v instanceof PyDict) {
    for (const [k, x] of v.map.values()) nested.set(String(k), x === true || x === Ellipsis ? true : (readFilter(x) as Filter | true));
  } else {
    for (const k of toArray(v)) nested.set(String(k), true);
  }
  return { all: false, nested };
}

/** Serializes a value the way pydantic's inference does in python mode: containers rebuilt, models dumped. */
function serialize(v: PyValue, opts: DumpOptions): PyValue {
  if (v instanceof PyList) return new PyList(v.items.map((x) => serialize(x, opts)));
  if (v instanceof PyTuple) return new PyTuple(v.items.map((x) => serialize(x, opts)));
  if (v instanceof PyDict) {
    const out = new PyDict();
    for (const [k, [key, x]] of v.map) out.map.set(k, [key, serialize(x, opts)]);
    return out;
  }
  if (v instanceof PySet) {
    const out = new PySet(v.frozen);
    for (const [k, x] of v.map) out.map.set(k, serialize(x, opts));
    return out;
  }
  if (isModelInstance(v)) return dump(v, opts, null, null);
  return v;
}

function dump(inst: PyInstance, opts: DumpOptions, include: Filter, exclude: Filter): PyDict {
  const { fields } = infoOf(inst.type);
  const state = stateOf(inst);
  const out = new PyDict();
  for (const [name, value] of inst.attrs) {
    const f = fields.get(name);
    if (!f && !state.extra.has(name)) continue;
    if (opts.excludeUnset && !state.fieldsSet.has(name)) continue;
    if (opts.excludeNone && value === null) continue;
    if (opts.excludeDefaults && f && (f.default !== undefined || f.factory !== undefined) && eq(value, defaultValue(f))) continue;
    const inc = include ? include.nested.get(name) : true;
    if (include && inc === undefined) continue;
    const exc = exclude?.nested.get(name);
    if (exc === true) continue;
    let v: PyValue;
    if (isModelInstance(value) && (typeof inc === 'object' || exc)) v = dump(value, opts, typeof inc === 'object' ? inc : null, exc ?? null);
    else v = serialize(value, opts);
    out.map.set(name, [name, v]);
  }
  return out;
}

function flag(kw: Kwargs, name: string): boolean {
  return truthy(kw?.get(name) ?? false);
}

function selfModel(args: PyValue[], method: string): PyInstance {
  const s = args[0];
  if (!isModelInstance(s)) throw pyError(exc.TypeError, `${method}() missing 1 required positional argument: 'self'`);
  return s;
}

const dumpKeywords = [
  'mode',
  'include',
  'exclude',
  'context',
  'by_alias',
  'exclude_unset',
  'exclude_defaults',
  'exclude_none',
  'round_trip',
  'warnings',
  'serialize_as_any',
  'exclude_computed_fields',
  'fallback',
];

function modelDump(args: PyValue[], kw: Kwargs): PyValue {
  const inst = selfModel(args, 'BaseModel.model_dump');
  if (args.length > 1) throw pyError(exc.TypeError, `BaseModel.model_dump() takes 1 positional argument but ${args.length} were given`);
  checkKwargs('BaseModel.model_dump', kw, dumpKeywords);
  return dump(
    inst,
    { excludeUnset: flag(kw, 'exclude_unset'), excludeDefaults: flag(kw, 'exclude_defaults'), excludeNone: flag(kw, 'exclude_none') },
    readFilter(kw?.get('include')),
    readFilter(kw?.get('exclude')),
  );
}

/** JSON the way pydantic-core writes it: compact, UTF-8 kept, floats as shortest round-trip. */
function jsonText(v: PyValue): string {
  if (v === null) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return 'null';
    return floatRepr(v).replace(/e\+?(-?)0*(\d)/, 'e$1$2');
  }
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof PyList || v instanceof PyTuple) return `[${v.items.map(jsonText).join(',')}]`;
  if (v instanceof PyDict) return `{${[...v.map.values()].map(([k, x]) => `${JSON.stringify(typeof k === 'string' ? k : str(k))}:${jsonText(x)}`).join(',')}}`;
  throw pyError(exc.ValueError, `Unable to serialize unknown type: ${typeName(v)}`);
}

function modelDumpJson(args: PyValue[], kw: Kwargs): PyValue {
  const inst = selfModel(args, 'BaseModel.model_dump_json');
  checkKwargs('BaseModel.model_dump_json', kw, [...dumpKeywords, 'indent', 'ensure_ascii']);
  const dumped = dump(
    inst,
    { excludeUnset: flag(kw, 'exclude_unset'), excludeDefaults: flag(kw, 'exclude_defaults'), excludeNone: flag(kw, 'exclude_none') },
    readFilter(kw?.get('include')),
    readFilter(kw?.get('exclude')),
  );
  return jsonText(dumped);
}

function modelCopy(args: PyValue[], kw: Kwargs): PyValue {
  const inst = selfModel(args, 'BaseModel.model_copy');
  checkKwargs('BaseModel.model_copy', kw, ['update', 'deep']);
  const deep = flag(kw, 'deep');
  const out = new PyInstance(inst.type);
  const st = stateOf(inst);
  out.native = { fieldsSet: new FieldsSet(out, st.fieldsSet), extra: new Set(st.extra) } satisfies ModelState;
  for (const [k, v] of inst.attrs) out.attrs.set(k, deep ? deepCopy(v) : v);
  const update = kw?.get('update');
  if (update instanceof PyDict) {
    const { fields } = infoOf(inst.type);
    for (const [k, v] of update.map.values()) {
      if (typeof k !== 'string') continue;
      out.attrs.set(k, v);
      if (fields.has(k)) (out.native as ModelState).fieldsSet.add(k);
    }
  }
  return out;
}

function modelConstruct(args: PyValue[], kw: Kwargs): PyValue {
  const cls = args[0] as PyClass;
  const { fields } = infoOf(cls);
  const inst = new PyInstance(cls);
  const explicit = kw?.get('_fields_set');
  const state: ModelState = { fieldsSet: new FieldsSet(inst), extra: new Set() };
  inst.native = state;
  for (const [name, f] of fields) {
    const v = kw?.get(name);
    if (v !== undefined) {
      inst.attrs.set(name, v);
      state.fieldsSet.add(name);
    } else if (f.default !== undefined || f.factory !== undefined) inst.attrs.set(name, defaultValue(f));
  }
  if (explicit !== undefined && explicit !== null) {
    state.fieldsSet.clear();
    for (const n of toArray(explicit)) state.fieldsSet.add(String(n));
  }
  return inst;
}

function modelValidate(args: PyValue[], kw: Kwargs): PyValue {
  const cls = args[0] as PyClass;
  if (args.length < 2) throw pyError(exc.TypeError, "BaseModel.model_validate() missing 1 required positional argument: 'obj'");
  void kw;
  const errors: LineError[] = [];
  const r = validateModel(cls, args[1], [], errors);
  if (r === INVALID) {
    if (errors.length === 1 && errors[0].type === 'model_type') errors[0] = { ...errors[0], type: 'model_type' };
    raiseValidation(cls.name, errors);
  }
  return r;
}

function classMethod(name: string, fn: (args: PyValue[], kw: Kwargs) => PyValue): PyOpaque {
  return new PyOpaque(descriptorTypes.classmethod, name, builtin(name, fn));
}

function method(name: string, fn: (args: PyValue[], kw: Kwargs) => PyValue): PyBuiltin {
  return new PyBuiltin(name, fn, `BaseModel.${name}`);
}

baseModel.dict.set('model_dump', method('model_dump', modelDump));
baseModel.dict.set('dict', method('dict', modelDump));
baseModel.dict.set('model_copy', method('model_copy', modelCopy));
baseModel.dict.set('model_dump_json', method('model_dump_json', modelDumpJson));
baseModel.dict.set('copy', method('copy', modelCopy));
baseModel.dict.set('model_construct', classMethod('model_construct', modelConstruct));
baseModel.dict.set('model_validate', classMethod('model_validate', modelValidate));
baseModel.dict.set('model_fields', new PyDict());
