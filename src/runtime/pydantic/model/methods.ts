/**
 * The `model_*` methods: dump (python and JSON, every documented argument), copy, construct,
 * validate (python, JSON, strings) and rebuild, with pydantic's exact treatment of the
 * fields-set in each (`model_copy(update=...)` adds every updated key; `model_construct` only
 * the keys it was given).
 */

import {
  checkKwargs,
  descriptorTypes,
  exc,
  type Kwargs,
  PyBuiltin,
  type PyClass,
  PyDict,
  PyInstance,
  PyOpaque,
  type PyValue,
  pyError,
  toArray,
  truthy,
} from '../../../engine/api';
import { aliasPaths } from '../alias';
import { deepCopy } from '../core/copy';
import { valError } from '../core/errors';
import { initState, stateOf } from '../core/instance';
import { JsonSyntaxError, jsonInputText, parseJson } from '../core/json-read';
import { jsonText } from '../core/json-write';
import { jsonDump } from '../core/ser-state';
import { newState, type ValState } from '../core/state';
import { validate } from '../core/validate';
import { checkStringsInput } from '../core/validate-misc';
import { defaultOf } from '../core/validate-model';
import { warnRenamed } from '../deprecation';
import { jsonSchemaEntry } from '../json-schema-entry';
import { baseModel } from './base';
import { dumpOptions, serializeRoot } from './dump';
import { modelInfo, ownInfo, requireBuilt, tryBuild } from './info';
import { classTitle, runValidation } from './run';

function selfModel(args: PyValue[], method: string): PyInstance {
  const s = args[0];
  if (!(s instanceof PyInstance) || !s.type.isSubclassOf(baseModel)) throw pyError(exc.TypeError, `${method}() missing 1 required positional argument: 'self'`);
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
  'exclude_computed_fields',
  'round_trip',
  'warnings',
  'fallback',
  'serialize_as_any',
  'polymorphic_serialization',
];

function modelDump(args: PyValue[], kw: Kwargs): PyValue {
  const inst = selfModel(args, 'BaseModel.model_dump');
  if (args.length > 1) throw pyError(exc.TypeError, `BaseModel.model_dump() takes 1 positional argument but ${args.length} were given`);
  checkKwargs('BaseModel.model_dump', kw, dumpKeywords);
  const mode = kw?.get('mode') ?? 'python';
  if (mode !== 'python' && mode !== 'json') throw pyError(exc.ValueError, `Invalid mode: ${String(mode)}`);
  return serializeRoot(inst, dumpOptions(kw, mode, requireBuilt(modelInfo(inst.type)).config));
}

function modelDumpJson(args: PyValue[], kw: Kwargs): PyValue {
  const inst = selfModel(args, 'BaseModel.model_dump_json');
  checkKwargs('BaseModel.model_dump_json', kw, [...dumpKeywords.filter((k) => k !== 'mode'), 'indent', 'ensure_ascii']);
  const def = requireBuilt(modelInfo(inst.type));
  const indent = kw?.get('indent');
  return jsonDump(() =>
    jsonText(serializeRoot(inst, dumpOptions(kw, 'json', def.config, true)), {
      indent: typeof indent === 'bigint' ? Number(indent) : null,
      infNan: def.config.serJsonInfNan,
      ensureAscii: truthy(kw?.get('ensure_ascii') ?? false),
    }),
  );
}

/** `__copy__`: the same field values, extras, private values and fields-set in a new instance. */
export function shallowCopy(inst: PyInstance): PyInstance {
  const out = new PyInstance(inst.type);
  for (const [k, v] of inst.attrs) out.attrs.set(k, v);
  const st = stateOf(inst);
  const copyDict = (d: PyDict | null) => {
    if (!d) return null;
    const c = new PyDict();
    for (const [k, e] of d.map) c.map.set(k, [e[0], e[1]]);
    return c;
  };
  const ns = initState(out, st.fieldsSet, copyDict(st.extra));
  ns.private = copyDict(st.private);
  for (const [k, o] of st.origins) ns.origins.set(k, o);
  return out;
}

function modelCopy(args: PyValue[], kw: Kwargs): PyValue {
  const inst = selfModel(args, 'BaseModel.model_copy');
  checkKwargs('BaseModel.model_copy', kw, ['update', 'deep']);
  const copied = truthy(kw?.get('deep') ?? false) ? (deepCopy(inst) as PyInstance) : shallowCopy(inst);
  const update = kw?.get('update');
  if (update instanceof PyDict && update.map.size) {
    const info = modelInfo(inst.type);
    const st = stateOf(copied);
    const allow = requireBuilt(info).config.extra === 'allow';
    for (const [k, v] of update.map.values()) {
      const name = String(k);
      if (allow && !info.specs.has(name)) {
        if (!st.extra) st.extra = new PyDict();
        st.extra.map.set(name, [name, v]);
      } else copied.attrs.set(name, v);
      st.origins.delete(name);
    }
    for (const k of update.map.values()) st.fieldsSet.add(String(k[0]));
  }
  return copied;
}

function classArg(args: PyValue[], method: string): PyClass {
  const cls = args[0];
  if (!(cls instanceof Object) || !(cls as PyClass).isSubclassOf?.(baseModel))
    throw pyError(exc.TypeError, `${method}() missing 1 required positional argument: 'cls'`);
  return cls as PyClass;
}

function modelConstruct(args: PyValue[], kw: Kwargs): PyValue {
  const cls = classArg(args, 'BaseModel.model_construct');
  const info = modelInfo(cls);
  const def = requireBuilt(info);
  const values = new Map(kw ?? []);
  const explicit = values.get('_fields_set');
  values.delete('_fields_set');
  const data = new PyDict();
  const fieldsSet: string[] = [];
  for (const [name, f] of def.fields) {
    const spec = info.specs.get(name);
    let found = false;
    if (spec?.alias && values.has(spec.alias)) {
      data.map.set(name, [name, values.get(spec.alias) as PyValue]);
      values.delete(spec.alias);
      found = true;
    }
    if (!found && spec?.validationAlias !== null && spec?.validationAlias !== undefined) {
      for (const path of aliasPaths(spec.validationAlias)) {
        if (path.length === 1 && values.has(String(path[0]))) {
          data.map.set(name, [name, values.get(String(path[0])) as PyValue]);
          values.delete(String(path[0]));
          found = true;
          break;
        }
      }
    }
    if (!found && values.has(name)) {
      data.map.set(name, [name, values.get(name) as PyValue]);
      values.delete(name);
      found = true;
    }
    if (found) fieldsSet.push(name);
    else if (f.default !== undefined || f.factory !== undefined) data.map.set(name, [name, defaultOf(f, data)]);
  }
  const inst = new PyInstance(cls);
  for (const [k, e] of data.map.values()) inst.attrs.set(String(k), e);
  let extra: PyDict | null = null;
  if (def.config.extra === 'allow') {
    extra = new PyDict();
    for (const [k, v] of values) extra.map.set(k, [k, v]);
  }
  initState(inst, explicit !== undefined && explicit !== null ? toArray(explicit).map(String) : fieldsSet, extra);
  def.postInit?.(inst, null);
  const priv = stateOf(inst).private;
  if (priv) for (const [k, v] of values) if (info.privates.has(k)) priv.map.set(k, [k, v]);
  return inst;
}

function validateWith(cls: PyClass, input: PyValue, state: ValState): PyValue {
  requireBuilt(modelInfo(cls));
  return runValidation(classTitle(cls), () => validate({ type: 'model', cls }, input, state));
}

export function stateFrom(kw: Kwargs, mode: ValState['mode']): ValState {
  const flag = (k: string) => {
    const v = kw?.get(k);
    return v === undefined || v === null ? null : truthy(v);
  };
  if (flag('by_alias') === false && flag('by_name') !== true) throw pyError(exc.ValueError, 'At least one of `by_alias` or `by_name` must be set to True.');
  return newState({
    mode,
    strict: flag('strict'),
    fromAttributes: flag('from_attributes'),
    byAlias: flag('by_alias'),
    byName: flag('by_name'),
    context: kw?.get('context') ?? null,
  });
}

function modelValidate(args: PyValue[], kw: Kwargs): PyValue {
  const cls = classArg(args, 'BaseModel.model_validate');
  if (args.length < 2) throw pyError(exc.TypeError, "BaseModel.model_validate() missing 1 required positional argument: 'obj'");
  checkKwargs('BaseModel.model_validate', kw, ['strict', 'extra', 'from_attributes', 'context', 'by_alias', 'by_name']);
  return validateWith(cls, args[1], stateFrom(kw, 'python'));
}

/** Parses JSON input for `*_validate_json`, or raises the `json_invalid` validation error. */
export function parseJsonInput(title: string, data: PyValue): PyValue {
  return runValidation(title, () => {
    const text = jsonInputText(data);
    if (text === null) throw valError('json_type', data);
    try {
      return parseJson(text);
    } catch (e) {
      if (e instanceof JsonSyntaxError) throw valError('json_invalid', data, [['error', e.message]]);
      throw e;
    }
  });
}

function modelValidateJson(args: PyValue[], kw: Kwargs): PyValue {
  const cls = classArg(args, 'BaseModel.model_validate_json');
  checkKwargs('BaseModel.model_validate_json', kw, ['strict', 'extra', 'context', 'by_alias', 'by_name']);
  return validateWith(cls, parseJsonInput(cls.name, args[1] ?? null), stateFrom(kw, 'json'));
}

function modelValidateStrings(args: PyValue[], kw: Kwargs): PyValue {
  const cls = classArg(args, 'BaseModel.model_validate_strings');
  checkKwargs('BaseModel.model_validate_strings', kw, ['strict', 'extra', 'context', 'by_alias', 'by_name']);
  const state = stateFrom(kw, 'strings');
  return runValidation(classTitle(cls), () => {
    checkStringsInput(args[1] ?? null, state, false);
    return validateWith(cls, args[1] ?? null, state);
  });
}

function modelRebuild(args: PyValue[], kw: Kwargs): PyValue {
  const cls = classArg(args, 'BaseModel.model_rebuild');
  const info = ownInfo(cls) ?? modelInfo(cls);
  if (info.def && !truthy(kw?.get('force') ?? false)) return null;
  if (truthy(kw?.get('force') ?? false)) info.def = null;
  if (tryBuild(info)) return true;
  if (truthy(kw?.get('raise_errors') ?? true)) requireBuilt(info);
  return false;
}

function method(name: string, fn: (args: PyValue[], kw: Kwargs) => PyValue): PyBuiltin {
  return new PyBuiltin(name, fn, `BaseModel.${name}`);
}

function classMethod(name: string, fn: (args: PyValue[], kw: Kwargs) => PyValue): PyOpaque {
  return new PyOpaque(descriptorTypes.classmethod, name, new PyBuiltin(name, fn, `BaseModel.${name}`));
}

/** A V1 method that still runs its V2 replacement, after warning that it is deprecated. */
function deprecated(name: string, replacement: string, fn: (args: PyValue[], kw: Kwargs) => PyValue, extra = '') {
  return (args: PyValue[], kw: Kwargs): PyValue => {
    warnRenamed('method', name, replacement, extra);
    return fn(args, kw);
  };
}

/** V1's `json()`: `model_dump_json` with V1's options only (json.dumps keywords are gone in V2). */
function v1Json(args: PyValue[], kw: Kwargs): PyValue {
  const v1Options = ['include', 'exclude', 'by_alias', 'exclude_unset', 'exclude_defaults', 'exclude_none'];
  if (kw) for (const k of kw.keys()) if (!v1Options.includes(k)) throw pyError(exc.TypeError, '`dumps_kwargs` keyword arguments are no longer supported.');
  return modelDumpJson(args, kw);
}

for (const [name, fn] of [
  ['model_dump', modelDump],
  ['model_dump_json', modelDumpJson],
  ['model_copy', modelCopy],
  ['dict', deprecated('dict', 'model_dump', modelDump)],
  ['json', deprecated('json', 'model_dump_json', v1Json)],
  ['copy', deprecated('copy', 'model_copy', modelCopy, 'See the docstring of `BaseModel.copy` for details about how to handle `include` and `exclude`.')],
  ['__copy__', (a: PyValue[]) => shallowCopy(selfModel(a, 'BaseModel.__copy__'))],
  ['__deepcopy__', (a: PyValue[]) => deepCopy(selfModel(a, 'BaseModel.__deepcopy__'))],
] as const)
  baseModel.dict.set(name, method(name, fn));
for (const [name, fn] of [
  ['model_construct', modelConstruct],
  ['model_validate', modelValidate],
  ['model_validate_json', modelValidateJson],
  ['model_validate_strings', modelValidateStrings],
  ['model_rebuild', modelRebuild],
  ['parse_obj', deprecated('parse_obj', 'model_validate', modelValidate)],
  ['construct', deprecated('construct', 'model_construct', modelConstruct)],
  ['model_json_schema', (a: PyValue[], kw: Kwargs) => jsonSchemaEntry().model(a[0] as PyClass, kw)],
] as const)
  baseModel.dict.set(name, classMethod(name, fn));
