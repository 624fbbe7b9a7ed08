/**
 * From a field's declaration to what validation and serialization use: its type's schema with
 * its metadata, then its `field_validator`s (in definition order) and its last
 * `field_serializer`; its aliases (explicit, or from the alias generator) as lookup paths.
 */
import { call, exc, type PyClass, type PyDict, PyFunction, PyOpaque, type PyValue, pyError, repr, truthy, typeName } from '../../engine/api';
import { type AliasGeneratorSpec, aliasGeneratorType, aliasPaths } from './alias';
import { annotatedSchema } from './apply-metadata';
import { positionalCount } from './core/call';
import type { FieldDef } from './core/model-def';
import type { CoreSchema, FunctionSer } from './core/schema';
import { boundFor, type FoundDecorator } from './decorators';
import { applyDiscriminator } from './discriminator';
import { type FieldSpec, fieldInfo } from './field-info';
import type { GenContext } from './generate';
import { returnSchema } from './serializer-return';
import { userError } from './user-error';

/** Applies the config's alias generator to a field, as pydantic's `_apply_alias_generator_to_field_info`. */
export function applyAliasGenerator(name: string, spec: FieldSpec, generator: PyValue): void {
  if (generator === null) return;
  const complete =
    spec.aliasPriority !== null && spec.aliasPriority > 1 && spec.alias !== null && spec.validationAlias !== null && spec.serializationAlias !== null;
  if (complete) return;
  let alias: PyValue = null;
  let validation: PyValue = null;
  let serialization: PyValue = null;
  if (generator instanceof PyOpaque && generator.type === aliasGeneratorType) {
    const g = generator.payload as AliasGeneratorSpec;
    if (g.alias !== null) alias = call(g.alias, [name], null);
    if (g.validationAlias !== null) validation = call(g.validationAlias, [name], null);
    if (g.serializationAlias !== null) serialization = call(g.serializationAlias, [name], null);
  } else {
    alias = call(generator, [name], null);
    if (typeof alias !== 'string') throw pyError(exc.TypeError, `alias_generator ${repr(generator)} must return str, not ${typeName(alias)}`);
  }
  if (spec.aliasPriority === null || spec.aliasPriority <= 1) spec.aliasPriority = 1;
  const str = (v: PyValue) => (typeof v === 'string' ? v : null);
  if (spec.aliasPriority === 1) {
    spec.serializationAlias = str(serialization) ?? str(alias);
    spec.validationAlias = validation ?? alias;
    spec.alias = str(alias);
  }
  if (spec.alias === null) spec.alias = str(alias);
  if (spec.serializationAlias === null) spec.serializationAlias = str(serialization) ?? str(alias);
  if (spec.validationAlias === null) spec.validationAlias = validation ?? alias;
}

function validatorInfoArg(fn: PyValue, mode: string): boolean {
  const n = positionalCount(fn);
  if (n === null) return false;
  if (mode === 'wrap') {
    if (n === 3) return true;
    if (n === 2) return false;
  } else {
    if (n === 2) return true;
    if (n === 1) return false;
  }
  throw userError(`Unrecognized field validator function signature for ${String(fn)} with \`mode=${mode}\``, 'validator-signature');
}

/** Wraps a field schema in its `field_validator`s, in definition order. */
export function applyFieldValidators(schema: CoreSchema, name: string, decorators: readonly FoundDecorator[], cls: PyClass): CoreSchema {
  let out = schema;
  for (const d of decorators) {
    if (d.spec.kind !== 'field_validator' || !(d.spec.fields.includes(name) || d.spec.fields.includes('*'))) continue;
    const fn = boundFor(d.spec.wrapped, cls);
    const infoArg = validatorInfoArg(d.spec.wrapped, d.spec.mode);
    const base = { fn, infoArg, fieldName: name, ...(d.spec.jsonInput !== undefined ? { jsonInput: d.spec.jsonInput } : {}) };
    if (d.spec.mode === 'before') out = { type: 'function-before', ...base, schema: out };
    else if (d.spec.mode === 'after') out = { type: 'function-after', ...base, schema: out };
    else if (d.spec.mode === 'wrap') out = { type: 'function-wrap', ...base, schema: out };
    else out = { type: 'function-plain', ...base, replaced: out, ...(out.ser ? { ser: out.ser } : {}) };
  }
  return out;
}

/** pydantic's `_serializer_info_arg`: whether a serializer with this many positional parameters takes `info`. */
function serializerInfoArg(mode: string, n: number | null): boolean {
  if (n === null) return false;
  return mode === 'plain' ? n === 2 : n === 3;
}

/** The serializer a `field_serializer` (the last one for the field) puts on it. */
export function fieldSerializer(name: string, decorators: readonly FoundDecorator[], ctx: GenContext & { owner: PyClass }): FunctionSer | null {
  const mine = decorators.filter((d) => d.spec.kind === 'field_serializer' && (d.spec.fields.includes(name) || d.spec.fields.includes('*')));
  const d = mine[mine.length - 1];
  if (!d) return null;
  const fn = d.spec.wrapped;
  const isMethod = fn instanceof PyFunction && fn.params.positional[0]?.name === 'self';
  const n = positionalCount(fn);
  const when = d.spec.whenUsed;
  return {
    k: d.spec.mode === 'wrap' ? 'wrap' : 'plain',
    fn: boundFor(fn, ctx.owner),
    infoArg: serializerInfoArg(d.spec.mode, n === null ? null : isMethod ? n - 1 : n),
    whenUsed: when === 'unless-none' || when === 'json' || when === 'json-unless-none' ? when : 'always',
    isFieldSerializer: isMethod,
    returnSchema: returnSchema(d.spec.returnType, fn, ctx),
  };
}

export interface BuildFieldOptions {
  readonly kind: 'model' | 'dataclass' | 'typed-dict' | 'root';
  readonly validateDefault: boolean;
  readonly omitIfMissing?: boolean;
}

/** The FieldDef of one field. */
export function buildField(
  name: string,
  spec: FieldSpec,
  decorators: readonly FoundDecorator[],
  ctx: GenContext & { owner: PyClass },
  opts: BuildFieldOptions,
): FieldDef {
  let schema = annotatedSchema(spec.annotation, spec.metadata, ctx);
  if (spec.discriminator !== null) schema = applyDiscriminator(schema, spec.discriminator, ctx);
  schema = applyFieldValidators(schema, name, decorators, ctx.owner);
  const ser = fieldSerializer(name, decorators, ctx);
  if (ser) schema = { ...schema, ser };
  const factory = spec.factory;
  const takesData = factory instanceof PyFunction && positionalCount(factory) === 1;
  const validateDefault = spec.validateDefault === null ? opts.validateDefault : truthy(spec.validateDefault);
  const info = fieldInfo(spec);
  applyTitleGenerator(name, spec, info, ctx.config.raw, opts.kind);
  return {
    name,
    schema,
    aliasPaths: spec.validationAlias !== null ? aliasPaths(spec.validationAlias) : [],
    serializationAlias: spec.serializationAlias,
    ...(spec.default !== undefined ? { default: spec.default } : {}),
    ...(factory !== undefined ? { factory } : {}),
    factoryTakesData: takesData,
    validateDefault,
    frozen: spec.frozen !== null && truthy(spec.frozen),
    exclude: spec.exclude !== null && truthy(spec.exclude),
    excludeIf: spec.excludeIf,
    repr: spec.repr,
    init: spec.init === null || truthy(spec.init),
    ...(opts.kind === 'dataclass' && spec.initVar !== null && truthy(spec.initVar) ? { initVar: true } : {}),
    ...(opts.omitIfMissing ? { omitIfMissing: true } : {}),
    info,
  };
}

/** pydantic's `_apply_field_title_generator_to_field_info`: the field's or the config's `field_title_generator` titles an untitled field. */
function applyTitleGenerator(name: string, spec: FieldSpec, info: PyValue, raw: PyDict, kind: BuildFieldOptions['kind']): void {
  const generator = spec.fieldTitleGenerator ?? raw.map.get('field_title_generator')?.[1] ?? null;
  if (spec.title !== null || generator === null || kind === 'root') return;
  const title = call(generator, [name, info], null);
  if (typeof title !== 'string') throw pyError(exc.TypeError, `field_title_generator ${repr(generator)} must return str, not ${typeName(title)}`);
  spec.title = title;
}

/** Checks that every field a decorator names exists (unless `check_fields=False`). */
export function checkDecoratorFields(cls: PyClass, decorators: readonly FoundDecorator[], fields: ReadonlySet<string>): void {
  for (const d of decorators) {
    if (d.owner !== cls || (d.spec.kind !== 'field_validator' && d.spec.kind !== 'field_serializer') || d.spec.checkFields === false) continue;
    const bad = d.spec.fields.filter((f) => f !== '*' && !fields.has(f));
    if (bad.length)
      throw userError(
        `Decorators defined with incorrect fields: ${cls.module}.${cls.qualname}:${cls.id}.${d.name} (use check_fields=False if you're inheriting from the model and intended this)`,
        'decorator-missing-field',
      );
  }
}
