/**
 * The validation definition of a dataclass (stdlib or pydantic): its fields' schemas from their
 * annotations and defaults (`dataclasses.field()` or pydantic's `Field()`), the class's
 * `field_validator`s and serializers, and `__post_init__` run after the fields are set.
 */
import { call, dictGet, newException, type PyClass, PyDict, type PyInstance, PySet, type PyValue, repr, truthy } from '../../engine/api';
import type { DcField } from '../dataclasses/shape';
import { noExtraItems, type TypedDictInfo } from '../typing/typed-dict';
import { type ModelConfig, mergeConfig, resolveConfig } from './config';
import type { ClassDef, FieldDef } from './core/model-def';
import { setClassDef } from './core/model-def';
import type { CoreSchema } from './core/schema';
import { collectDecorators, type FoundDecorator } from './decorators';
import { typedDictExtraConfigWarning } from './deprecation';
import type { FieldSpec } from './field-info';
import { applyAliasGenerator, buildField } from './fields-build';
import { type GenContext, schemaFor } from './generate';
import { computedFields, modelSchemas, modelSerializer } from './model/build';
import { fieldSpecFor } from './model/collect';

/** The pydantic field declaration of a dataclass field. */
function specFor(f: DcField): FieldSpec {
  const spec = fieldSpecFor(f.annotation, f.fieldInfo ?? f.default);
  if (f.factory !== undefined && spec.factory === undefined && spec.default === undefined) {
    spec.factory = f.factory;
    spec.set.add('default_factory');
  }
  if (!f.init) spec.init = false;
  if (!f.repr) spec.repr = false;
  return spec;
}

function build(cls: PyClass, fields: readonly DcField[], config: ModelConfig, decorators: readonly FoundDecorator[]): ClassDef {
  const ctx: GenContext & { owner: PyClass } = { config, globals: cls.definingGlobals, locals: new Map([[cls.name, cls]]), owner: cls };
  const defs = new Map<string, FieldDef>();
  for (const f of fields) {
    const spec = specFor(f);
    applyAliasGenerator(f.name, spec, config.aliasGenerator);
    defs.set(f.name, buildField(f.name, spec, decorators, ctx, { kind: 'dataclass', validateDefault: config.validateDefault }));
  }
  const { inner, outer } = modelSchemas(cls, decorators);
  return {
    kind: 'dataclass',
    cls,
    fields: defs,
    computed: computedFields(decorators, ctx, config.aliasGenerator),
    config: config.core,
    extrasSchema: null,
    outerSchema: outer,
    innerSchema: inner,
    serializer: modelSerializer(decorators, ctx),
    customInit: false,
    postInit: (inst: PyInstance, _context: PyValue, initVars: readonly PyValue[] = []) => {
      const hook = inst.type.lookup('__post_init__');
      if (hook !== undefined) call(hook, [inst, ...initVars], null);
    },
  };
}

/** The definition of a stdlib dataclass without its own config, under the config of the model using it. */
export function inheritedDataclassDef(cls: PyClass, fields: readonly DcField[], config: ModelConfig): ClassDef {
  return build(cls, fields, resolveConfig(mergeConfig(config.raw, null, new Map()), cls.name, 'dataclass'), collectDecorators(cls));
}

/** Registers how pydantic validates a dataclass (built on first use). */
export function registerDataclassDef(cls: PyClass, fields: readonly DcField[], configDict: PyValue): void {
  const raw = mergeConfig(null, configDict instanceof PyDict ? configDict : null, new Map());
  const config = resolveConfig(raw, cls.name, 'dataclass');
  const decorators = collectDecorators(cls);
  let def: ClassDef | null = null;
  setClassDef(cls, () => {
    def ??= build(cls, fields, config, decorators);
    return def;
  });
}

/** Registers how pydantic validates a TypedDict: its keys as fields, the non-required ones left out when missing. */
export function registerTypedDictDef(cls: PyClass, info: TypedDictInfo): void {
  const raw = mergeConfig(null, cls.dict.get('__pydantic_config__') ?? null, new Map());
  const config = resolveConfig(raw, cls.name, 'typed-dict');
  const decorators = collectDecorators(cls);
  let def: ClassDef | null = null;
  setClassDef(cls, () => {
    if (def) return def;
    const ctx: GenContext & { owner: PyClass } = { config, globals: cls.definingGlobals, locals: new Map([[cls.name, cls]]), owner: cls };
    const fields = new Map<string, FieldDef>();
    for (const [name, ann] of info.fields) {
      const spec = fieldSpecFor(ann, undefined);
      applyAliasGenerator(name, spec, config.aliasGenerator);
      fields.set(name, buildField(name, spec, decorators, ctx, { kind: 'typed-dict', validateDefault: false, omitIfMissing: !info.required.has(name) }));
    }
    const { extra, extrasSchema } = typedDictExtra(info, config, ctx);
    const { inner, outer } = modelSchemas(cls, decorators);
    def = {
      kind: 'typed-dict',
      cls,
      fields,
      computed: [],
      config: { ...config.core, extra },
      extrasSchema,
      outerSchema: outer,
      innerSchema: inner,
      serializer: null,
      customInit: false,
      postInit: null,
    };
    return def;
  });
}

/**
 * What a TypedDict does with keys it does not declare, as pydantic's `_typed_dict_schema` decides:
 * PEP 728's `closed=True` forbids them, `extra_items=T` allows them validated as `T`; the
 * config's `extra` applies otherwise (ignored when it contradicts the class: `typedDictWarnings`).
 */
function typedDictExtra(info: TypedDictInfo, config: ModelConfig, ctx: GenContext): Pick<ClassDef['config'], 'extra'> & { extrasSchema: CoreSchema | null } {
  const closed = truthy(info.closed);
  const allows = info.extraItems !== noExtraItems;
  const configured = dictGet(config.raw, 'extra');
  if (closed) return { extra: 'forbid', extrasSchema: null };
  if (allows) return { extra: 'allow', extrasSchema: schemaFor(info.extraItems, ctx) };
  return { extra: configured === 'allow' || configured === 'forbid' ? configured : 'ignore', extrasSchema: null };
}

/**
 * The warnings pydantic gives each time it generates a TypedDict's schema: `ReadOnly` keys it will
 * not protect, and a config `extra` that the class's `closed`/`extra_items` overrides
 * (`TypedDictExtraConfigWarning`).
 */
export function typedDictWarnings(cls: PyClass, info: TypedDictInfo): PyValue[] {
  const out: PyValue[] = [];
  const keys = cls.lookup('__readonly_keys__');
  const names = keys instanceof PySet ? [...info.fields.keys()].filter((k) => keys.map.has(k)) : [];
  if (names.length) {
    const plural = names.length >= 2;
    out.push(
      `Item${plural ? 's' : ''} ${names.map((n) => repr(n)).join(', ')} on TypedDict class ${repr(cls.name)} ${plural ? 'are' : 'is'} using the \`ReadOnly\` qualifier. Pydantic will not protect items from any mutation on dictionary instances.`,
    );
  }
  const configured = dictGet(mergeConfig(null, cls.dict.get('__pydantic_config__') ?? null, new Map()), 'extra');
  const name = repr(cls.qualname);
  if (truthy(info.closed) && configured === 'allow')
    out.push(
      newException(typedDictExtraConfigWarning, [
        `TypedDict class ${name} is closed, but 'extra' configuration is set to \`'allow'\`. The 'extra' configuration value will be ignored.`,
      ]),
    );
  else if (info.extraItems !== noExtraItems && configured === 'forbid')
    out.push(
      newException(typedDictExtraConfigWarning, [
        `TypedDict class ${name} allows extra items, but 'extra' configuration is set to \`'forbid'\`. The 'extra' configuration value will be ignored.`,
      ]),
    );
  return out;
}
