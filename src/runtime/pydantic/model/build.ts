/**
 * Model class creation (BaseModel's `initSubclass` slot): config, fields, decorators and private
 * attributes collected from the body; the validation definition built now if every annotation
 * resolves (else on first use); `model_fields`, `model_computed_fields` and `model_config` set.
 */
import { call, isException, type PyClass, PyDict, PyFunction, type PyInstance, type PyValue, str } from '../../../engine/api';
import { setGenericParameters } from '../../typing/generic';
import { computedInfo } from '../computed-info';
import { mergeConfig, ownConfig, resolveConfig } from '../config';
import { positionalCount } from '../core/call';
import { deepCopy } from '../core/copy';
import { stateOf } from '../core/instance';
import { type ClassDef, type ComputedDef, type FieldDef, setClassDef } from '../core/model-def';
import type { CoreSchema, FunctionSer } from '../core/schema';
import { boundFor, collectDecorators, type FoundDecorator } from '../decorators';
import { emptySpec, fieldInfo } from '../field-info';
import { applyAliasGenerator, buildField, checkDecoratorFields } from '../fields-build';
import { type GenContext, schemaFor } from '../generate';
import { returnSchema } from '../serializer-return';
import { schemaError, schemaErrorType } from '../validation-error';
import { collectFields } from './collect';
import { type ModelInfo, ownInfo, requireBuilt, setModelInfo, tryBuild } from './info';

function modelValidatorInfoArg(fn: PyValue, mode: string): boolean {
  const n = positionalCount(fn);
  if (n === null) return false;
  return mode === 'wrap' ? n === 3 : n === 2;
}

function serializerInfoArg(mode: string, fn: PyValue): boolean {
  const n = positionalCount(fn);
  if (n === null) return false;
  return mode === 'wrap' ? n === 3 : n === 2;
}

/** The schemas around the model: `before` validators inside (around its fields), wrap/after outside. */
export function modelSchemas(cls: PyClass, decorators: readonly FoundDecorator[]): { inner: CoreSchema; outer: CoreSchema } {
  let inner: CoreSchema = { type: 'model-fields', cls };
  let outer: CoreSchema = { type: 'model', cls, core: true };
  for (const d of decorators) {
    if (d.spec.kind !== 'model_validator') continue;
    const mode = d.spec.mode;
    const fn = mode === 'after' ? d.spec.wrapped : boundFor(d.spec.wrapped, cls);
    const base = { fn, infoArg: modelValidatorInfoArg(d.spec.wrapped, mode), fieldName: null };
    if (mode === 'before') inner = { type: 'function-before', ...base, schema: inner };
    else if (mode === 'wrap') outer = { type: 'function-wrap', ...base, schema: outer };
    else outer = { type: 'function-after', ...base, schema: outer };
  }
  return { inner, outer };
}

/** The model's `model_serializer`, if it has one. */
export function modelSerializer(decorators: readonly FoundDecorator[], ctx: GenContext): FunctionSer | null {
  const all = decorators.filter((d) => d.spec.kind === 'model_serializer');
  const d = all[all.length - 1];
  if (!d) return null;
  const when = d.spec.whenUsed;
  return {
    k: d.spec.mode === 'wrap' ? 'wrap' : 'plain',
    fn: d.spec.wrapped,
    infoArg: serializerInfoArg(d.spec.mode, d.spec.wrapped),
    whenUsed: when === 'unless-none' || when === 'json' || when === 'json-unless-none' ? when : 'always',
    isFieldSerializer: false,
    returnSchema: returnSchema(d.spec.returnType, d.spec.wrapped, ctx),
  };
}

/** The computed fields of a class, aliases generated like fields'. */
export function computedFields(decorators: readonly FoundDecorator[], ctx: GenContext, aliasGenerator: PyValue): ComputedDef[] {
  const out: ComputedDef[] = [];
  for (const d of decorators) {
    if (d.spec.kind !== 'computed_field') continue;
    let alias = d.spec.alias ?? null;
    if (alias === null && aliasGenerator !== null) {
      const spec = emptySpec();
      applyAliasGenerator(d.name, spec, aliasGenerator);
      alias = spec.serializationAlias;
    }
    const rt = returnSchema(d.spec.returnType, d.spec.wrapped, ctx);
    out.push({ name: d.name, getter: d.spec.wrapped, schema: rt ?? { type: 'any' }, alias, repr: d.spec.repr ?? true, info: computedInfo(d, alias) });
  }
  return out;
}

/** Private attribute defaults, then the user's `model_post_init(context)`. */
export function postInitFor(info: ModelInfo): (inst: PyInstance, context: PyValue) => void {
  const user = info.cls.lookup('model_post_init');
  return (inst, context) => {
    if (info.privates.size) {
      const d = new PyDict();
      for (const [k, p] of info.privates) {
        if (p.factory !== undefined) d.map.set(k, [k, call(p.factory, [], null)]);
        else if (p.default !== undefined) d.map.set(k, [k, deepCopy(p.default)]);
      }
      stateOf(inst).private = d;
    }
    if (user instanceof PyFunction) call(user, [inst, context], null);
  };
}

function extrasSchema(cls: PyClass, ctx: GenContext): CoreSchema | null {
  for (const c of cls.mro) {
    const anns = c.dict.get('__annotations__');
    const ann = anns instanceof PyDict ? anns.map.get('__pydantic_extra__')?.[1] : undefined;
    if (ann !== undefined) {
      const s = schemaFor(ann, ctx);
      return s.type === 'dict' ? s.values : null;
    }
  }
  return null;
}

/** Builds the validation definition of a model class. */
export function buildModelDef(info: ModelInfo): ClassDef {
  const cls = info.cls;
  const ctx: GenContext & { owner: PyClass } = { config: info.config, globals: cls.definingGlobals, locals: info.locals, owner: cls };
  const fields = new Map<string, FieldDef>();
  for (const [name, spec] of info.specs) {
    try {
      fields.set(name, buildField(name, spec, info.decorators, ctx, { kind: info.kind, validateDefault: info.config.validateDefault }));
    } catch (e) {
      // pydantic-core reports a field's schema error through each validator being built around it.
      if (info.kind === 'model' && isException(e) && e.type === schemaErrorType)
        throw schemaError(
          `Error building "model" validator:\n  SchemaError: Error building "model-fields" validator:\n  SchemaError: Field "${name}":\n  SchemaError: ${str(e)}`,
        );
      throw e;
    }
  }
  const { inner, outer } = modelSchemas(cls, info.decorators);
  const init = cls.lookup('__init__');
  return {
    kind: info.kind,
    cls,
    fields,
    computed: computedFields(info.decorators, ctx, info.config.aliasGenerator),
    config: info.config.core,
    extrasSchema: extrasSchema(cls, ctx),
    outerSchema: outer,
    innerSchema: inner,
    serializer: modelSerializer(info.decorators, ctx),
    customInit: init instanceof PyFunction,
    postInit: postInitFor(info),
  };
}

/** Sets `model_fields` and `model_computed_fields` on the class from its declarations. */
export function publishFields(info: ModelInfo): void {
  const fields = new PyDict();
  for (const [k, s] of info.specs) fields.map.set(k, [k, fieldInfo(s)]);
  info.cls.dict.set('model_fields', fields);
  const computed = new PyDict();
  for (const d of info.decorators) if (d.spec.kind === 'computed_field') computed.map.set(d.name, [d.name, computedInfo(d, d.spec.alias ?? null)]);
  info.cls.dict.set('model_computed_fields', computed);
}

/** BaseModel's class-creation hook. */
/**
 * `keywords`: the class keywords (`class M(BaseModel, frozen=True)`); the model takes them all
 * as config, as pydantic's metaclass does.
 */
export function initModelClass(
  cls: PyClass,
  kind: 'model' | 'root' = 'model',
  transform?: (annotation: PyValue) => PyValue,
  keywords: Map<string, PyValue> = new Map(),
): ModelInfo {
  const parent = cls.mro
    .slice(1)
    .map(ownInfo)
    .find((i) => i !== undefined);
  const taken = new Map(keywords);
  keywords.clear();
  const raw = mergeConfig(parent?.config.raw ?? null, ownConfig(cls), taken);
  const config = resolveConfig(raw, cls.name, kind);
  cls.dict.set('model_config', raw);
  const decorators = collectDecorators(cls);
  const collected = collectFields(cls, parent ?? null);
  if (transform) for (const spec of collected.specs.values()) spec.annotation = transform(spec.annotation);
  for (const [name, spec] of collected.specs) applyAliasGenerator(name, spec, config.aliasGenerator);
  checkDecoratorFields(cls, decorators, new Set(collected.specs.keys()));
  const info: ModelInfo = {
    cls,
    kind: parent?.kind === 'root' ? 'root' : kind,
    config,
    specs: collected.specs,
    privates: collected.privates,
    classVars: collected.classVars,
    decorators,
    locals: new Map<string, PyValue>([[cls.name, cls]]),
    def: null,
    missing: null,
    build: buildModelDef,
  };
  setModelInfo(cls, info);
  setClassDef(cls, () => requireBuilt(info));
  setGenericParameters(cls);
  publishFields(info);
  tryBuild(info);
  return info;
}
