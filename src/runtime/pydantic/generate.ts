/**
 * Annotation → core schema, as pydantic's `GenerateSchema` does: builtin types with the model's
 * config baked in (strictness, str options), typing's forms, models and dataclasses by
 * reference, types that runtime modules register (datetime, Enum...), `Annotated` metadata
 * applied in order. A type nothing knows is a `PydanticSchemaGenerationError`; a typing feature
 * this explainer does not support is refused by name.
 */
import { builtinTypes, dictGet, Ellipsis, PyClass, PyDict, PyGenericAlias, PyList, PyOpaque, PyTuple, type PyValue, repr, unionOrigin } from '../../engine/api';
import { anyType } from '../typing';
import {
  abc,
  annotatedForm,
  bareAliasOrigin,
  callableForm,
  classVarForm,
  finalForm,
  literalForm,
  notRequiredForm,
  readOnlyForm,
  requiredForm,
} from '../typing/forms';
import { evalAnnotation, UndefinedName } from '../typing/forward-ref';
import { isTypeVar, substitute, type TypeAliasInfo, typeAliasInfo, typeVarInfo } from '../typing/generic';
import { newTypeSupertype, type TypedDictInfo, typedDictInfo } from '../typing/typed-dict';
import { annotatedSchema, applyMetadata } from './apply-metadata';
import type { ModelConfig } from './config';
import { defOf, hasClassDef } from './core/model-def';
import type { CoreSchema } from './core/schema';
import { coreSchemaHook, jsonSchemaHook, runCoreSchemaHook } from './core-schema-py';
import { registerTypedDictDef, typedDictWarnings } from './dataclass-def';
import { withJsFunction } from './json-meta';
import { metaValues, validateAs } from './metadata';
import { warnThroughRun } from './serializer-warnings';
import { schemaGenerationError, unsupported, userError } from './user-error';

export interface GenContext {
  readonly config: ModelConfig;
  /** Where string annotations are evaluated: the defining module's globals and the class namespace. */
  readonly globals: ReadonlyMap<string, PyValue> | null;
  readonly locals: ReadonlyMap<string, PyValue> | null;
}

/** A string annotation naming something not defined yet (the model is then not fully defined). */
export class Unresolved {
  constructor(readonly name: string) {}
}

/** A type a runtime module knows how to validate (datetime, Enum, UUID...). */
export interface TypeHandler {
  readonly matches: (cls: PyClass) => boolean;
  readonly build: (cls: PyClass, ctx: GenContext) => CoreSchema;
}

const handlers: TypeHandler[] = [];

export function registerTypeHandler(h: TypeHandler): void {
  handlers.push(h);
}

/** Model-like classes (models, dataclasses, TypedDicts) the pydantic layer recognises. */
let classSchema: (cls: PyClass, ctx: GenContext) => CoreSchema | undefined = () => undefined;
export function setClassSchema(f: typeof classSchema): void {
  classSchema = f;
}

/** A generic dataclass parametrized (`Owner[Car]`), from the dataclasses module; undefined when `cls` is not one. */
let parametrizedDataclass: (cls: PyClass, args: readonly PyValue[], ctx: GenContext) => CoreSchema | undefined = () => undefined;
export function setParametrizedDataclass(f: typeof parametrizedDataclass): void {
  parametrizedDataclass = f;
}

/** Special pydantic forms (`Json[T]`, `SkipValidation[T]`, `InstanceOf[T]`, secrets) by alias origin or class. */
const specialOrigins = new Map<PyValue, (args: readonly PyValue[], ctx: GenContext) => CoreSchema>();
export function registerSpecialOrigin(origin: PyValue, build: (args: readonly PyValue[], ctx: GenContext) => CoreSchema): void {
  specialOrigins.set(origin, build);
}

const ANY: CoreSchema = { type: 'any' };

/** Resolves a string annotation, or throws `Unresolved`. */
export function resolveForwardRef(text: string, ctx: GenContext): PyValue {
  try {
    return evalAnnotation(text, ctx.globals ?? new Map(), ctx.locals ?? undefined);
  } catch (e) {
    if (e instanceof UndefinedName) throw new Unresolved(e.name);
    throw e;
  }
}

function strSchema(ctx: GenContext): CoreSchema {
  const c = ctx.config;
  return {
    type: 'str',
    ...(c.core.strict !== undefined ? { strict: c.core.strict } : {}),
    ...(c.strStripWhitespace ? { stripWhitespace: true } : {}),
    ...(c.strToLower ? { toLower: true } : {}),
    ...(c.strToUpper ? { toUpper: true } : {}),
    ...(c.strMinLength !== undefined ? { minLength: c.strMinLength } : {}),
    ...(c.strMaxLength !== undefined ? { maxLength: c.strMaxLength } : {}),
    ...(c.coerceNumbersToStr ? { coerceNumbersToStr: true } : {}),
  };
}

function strict(ctx: GenContext): { strict?: boolean } {
  return ctx.config.core.strict !== undefined ? { strict: ctx.config.core.strict } : {};
}

function classOf(cls: PyClass, ctx: GenContext): CoreSchema {
  const t = builtinTypes;
  if (cls === t.int) return { type: 'int', ...strict(ctx) };
  if (cls === t.bool) return { type: 'bool', ...strict(ctx) };
  if (cls === t.float) return { type: 'float', ...strict(ctx), ...(ctx.config.allowInfNan ? {} : { allowInfNan: false }) };
  if (cls === t.str) return strSchema(ctx);
  if (cls === t.NoneType) return { type: 'none' };
  if (cls === t.object) return ANY;
  if (cls === t.list) return { type: 'list', items: ANY, ...strict(ctx) };
  if (cls === t.tuple) return { type: 'tuple', items: [ANY], variadic: 0, ...strict(ctx) };
  if (cls === t.dict) return { type: 'dict', keys: ANY, values: ANY, ...strict(ctx) };
  if (cls === t.set) return { type: 'set', items: ANY, ...strict(ctx) };
  if (cls === t.frozenset) return { type: 'frozenset', items: ANY, ...strict(ctx) };
  if (cls === t.type) return { type: 'is-instance', cls: t.type };
  if (cls === abc.Callable) return { type: 'callable' };
  if (cls === abc.Sequence) return { type: 'sequence', items: ANY };
  if (cls === abc.MutableSequence) return { type: 'list', items: ANY, ...strict(ctx) };
  if (cls === abc.Iterable || cls === abc.Generator) return { type: 'generator', items: ANY };
  if (cls === abc.Collection || cls === abc.Iterator) return arbitraryClass(cls, ctx);
  if (cls === abc.Mapping || cls === abc.MutableMapping) return { type: 'dict', keys: ANY, values: ANY };
  if (cls === abc.Set) return { type: 'frozenset', items: ANY, ...strict(ctx) };
  if (cls === abc.MutableSet) return { type: 'set', items: ANY, ...strict(ctx) };
  if (cls === t.bytes) {
    const enc = ctx.config.core.valJsonBytes;
    return { type: 'bytes', ...strict(ctx), ...(enc === 'base64' || enc === 'hex' ? { jsonEncoding: enc } : {}) };
  }
  if (cls === t.bytearray) throw unsupported('the bytearray type');
  const special = specialOrigins.get(cls);
  if (special) return special([], ctx);
  const known = classSchema(cls, ctx);
  if (known) return known;
  const td = typedDictInfo(cls);
  if (td) {
    if (td.fromTyping) throw userError('Please use `typing_extensions.TypedDict` instead of `typing.TypedDict` on Python < 3.12.', 'typed-dict-version');
    if (!hasClassDef(cls)) registerTypedDictDef(cls, td);
    typedDictGenerated(cls, td, ctx);
    return { type: 'typed-dict', cls };
  }
  for (const h of handlers) if (h.matches(cls)) return h.build(cls, ctx);
  if (cls.isSubclassOf(t.tuple) && cls.lookup('_fields') !== undefined) return namedTupleSchema(cls, ctx);
  return arbitraryClass(cls, ctx);
}

/** TypedDicts whose definition is being built (a recursive one meets itself while building its fields). */
const buildingTypedDicts = new Set<PyClass>();
/** The TypedDicts each generation has warned about: pydantic generates one once per model or adapter. */
const warnedTypedDicts = new WeakMap<GenContext, Set<PyClass>>();

/**
 * A TypedDict's schema generated: its definition built now, so a field type pydantic cannot
 * handle fails where the model or adapter is made (as pydantic's generation does), and its
 * warnings given once per generation.
 */
function typedDictGenerated(cls: PyClass, td: TypedDictInfo, ctx: GenContext): void {
  if (buildingTypedDicts.has(cls)) return;
  let warned = warnedTypedDicts.get(ctx);
  if (!warned) warnedTypedDicts.set(ctx, (warned = new Set()));
  if (!warned.has(cls)) {
    warned.add(cls);
    for (const w of typedDictWarnings(cls, td)) warnThroughRun(w);
  }
  buildingTypedDicts.add(cls);
  try {
    defOf(cls);
  } finally {
    buildingTypedDicts.delete(cls);
  }
}

/**
 * pydantic's `_namedtuple_schema`: a call of the class whose parameters are the annotations
 * along its MRO (each field `Any` when it has none, as a `collections.namedtuple` class), with
 * the class's `_field_defaults`.
 */
function namedTupleSchema(cls: PyClass, ctx: GenContext): CoreSchema {
  const annotations = new Map<string, PyValue>();
  for (const c of [...cls.mro].reverse()) {
    const anns = c.dict.get('__annotations__');
    if (anns instanceof PyDict) for (const [k, v] of anns.map.values()) if (typeof k === 'string') annotations.set(k, v);
  }
  if (annotations.size === 0) {
    const fields = cls.lookup('_fields');
    for (const f of fields instanceof PyTuple ? fields.items : []) if (typeof f === 'string') annotations.set(f, anyType);
  }
  const defaults = cls.lookup('_field_defaults');
  const params = [...annotations].map(([name, ann]) => {
    const d = defaults instanceof PyDict ? dictGet(defaults, name) : undefined;
    return { name, schema: schemaFor(ann, ctx), ...(d === undefined ? {} : { default: d }) };
  });
  return { type: 'call', cls, params };
}

/** A class nothing above knows: an instance check when allowed. */
function arbitraryClass(cls: PyClass, ctx: GenContext): CoreSchema {
  if (ctx.config.arbitraryTypesAllowed) return { type: 'is-instance', cls };
  throw schemaGenerationError(unknownTypeMessage(repr(cls)));
}

function unknownTypeMessage(shown: string): string {
  return `Unable to generate pydantic-core schema for ${shown}. Set \`arbitrary_types_allowed=True\` in the model_config to ignore this error or implement \`__get_pydantic_core_schema__\` on your type to fully support it.\n\nIf you got this error by calling handler(<some type>) within \`__get_pydantic_core_schema__\` then you likely need to call \`handler.generate_schema(<some type>)\` since we do not call \`__get_pydantic_core_schema__\` on \`<some type>\` otherwise to avoid infinite recursion.`;
}

/** Classes whose hook is running: `handler(cls)` inside it builds the schema without the hook. */
const inHook = new Set<PyClass>();

/**
 * A class's own `__get_pydantic_core_schema__`, called with the annotation (the class, or its
 * parametrization); `handler(...)` inside it builds without the hook. Null when it has none.
 */
function classHook(owner: PyClass, source: PyValue, ctx: GenContext): CoreSchema | null {
  if (inHook.has(owner)) return null;
  const hook = coreSchemaHook(owner);
  if (!hook) return null;
  inHook.add(owner);
  try {
    const gen = (tp: PyValue) => schemaFor(tp, ctx);
    const out = runCoreSchemaHook(hook, source, { inner: gen, generate: gen, fieldName: null }, ctx);
    const jsonHook = jsonSchemaHook(owner);
    return jsonHook ? withJsFunction(out, { hook: jsonHook, classLevel: true }) : out;
  } finally {
    inHook.delete(owner);
  }
}

/** A union of member schemas with pydantic's handling of `None` (the union becomes nullable). */
export function unionOf(members: readonly PyValue[], ctx: GenContext): CoreSchema {
  const nonNone = members.filter((a) => a !== builtinTypes.NoneType && a !== null);
  const choices = nonNone.map((a) => schemaFor(a, ctx));
  const inner: CoreSchema = choices.length === 1 ? choices[0] : { type: 'union', choices: choices.map((schema) => ({ schema })), mode: 'smart' };
  return nonNone.length < members.length ? { type: 'nullable', schema: inner } : inner;
}

function aliasSchema(ann: PyGenericAlias, ctx: GenContext): CoreSchema {
  const t = builtinTypes;
  const { origin, args } = ann;
  const arg = (i: number) => (args[i] === undefined ? ANY : schemaFor(args[i], ctx));
  if (origin === unionOrigin) return unionOf(args, ctx);
  if (origin === annotatedForm) {
    const asIndex = args.slice(1).findIndex((m) => metaValues(m, validateAs) !== undefined);
    if (asIndex >= 0) {
      const v = metaValues(args[asIndex + 1], validateAs) as ReadonlyMap<string, PyValue>;
      const viaSchema = schemaFor(v.get('from_type') ?? null, ctx);
      const hook = v.get('instantiation_hook') ?? null;
      return applyMetadata({ type: 'function-after', fn: hook, infoArg: false, fieldName: null, schema: viaSchema }, args.slice(asIndex + 2), ctx);
    }
    return annotatedSchema(args[0], args.slice(1), ctx);
  }
  if (origin === literalForm) return { type: 'literal', expected: args };
  if (origin === classVarForm || origin === finalForm) return arg(0);
  // TypedDict qualifiers are peeled where they belong; anywhere else pydantic knows no schema for them.
  if (origin === requiredForm || origin === notRequiredForm || origin === readOnlyForm) throw schemaGenerationError(unknownTypeMessage(ann.display));
  const special = specialOrigins.get(origin);
  if (special) return special(args, ctx);
  const named = typeAliasInfo(origin);
  if (named) return aliasValueSchema(named, args, ctx);
  if (origin === t.list || origin === abc.MutableSequence) return { type: 'list', items: arg(0), ...strict(ctx) };
  // pydantic's generator schema: a `ValidatorIterator` validating each item as it is consumed.
  if (origin === abc.Iterable || origin === abc.Generator) return { type: 'generator', items: arg(0) };
  if (origin === abc.Sequence) return { type: 'sequence', items: arg(0) };
  if (origin === abc.Collection || origin === abc.Iterator) {
    if (ctx.config.arbitraryTypesAllowed) return { type: 'is-instance', cls: origin as PyClass };
    throw schemaGenerationError(unknownTypeMessage(ann.display));
  }
  if (origin === t.set || origin === abc.MutableSet) return { type: 'set', items: arg(0), ...strict(ctx) };
  if (origin === t.frozenset || origin === abc.Set) return { type: 'frozenset', items: arg(0), ...strict(ctx) };
  if (origin === t.dict || origin === abc.Mapping || origin === abc.MutableMapping) return { type: 'dict', keys: arg(0), values: arg(1), ...strict(ctx) };
  if (origin === t.tuple) {
    if (args.length === 2 && args[1] === Ellipsis) return { type: 'tuple', items: [arg(0)], variadic: 0, ...strict(ctx) };
    if (args.length === 1 && args[0] instanceof PyOpaque && args[0].reprText === '()') return { type: 'tuple', items: [], variadic: null };
    return { type: 'tuple', items: args.map((a) => schemaFor(a, ctx)), variadic: null, ...strict(ctx) };
  }
  if (origin === t.type) {
    const a = args[0];
    if (a instanceof PyClass) return { type: 'is-subclass', cls: a };
    if (a === anyType) return { type: 'is-instance', cls: t.type };
    throw unsupported(`${ann.display} as a field type`);
  }
  if (origin === abc.Callable || origin === callableForm) return { type: 'callable' };
  if (origin instanceof PyClass) {
    const generic = parametrizedDataclass(origin, args, ctx);
    if (generic) return generic;
    const known = classSchema(origin, ctx);
    if (known) return known;
    const hooked = classHook(origin, ann, ctx);
    if (hooked) return hooked;
  }
  throw unsupported(`${ann.display} as a field type`);
}

/**
 * A `TypeAliasType`'s value, resolved on first use so a recursive alias (`Json` naming itself)
 * refers to itself instead of expanding forever.
 */
function aliasValueSchema(alias: TypeAliasInfo, args: readonly PyValue[], ctx: GenContext): CoreSchema {
  let cached: CoreSchema | null = null;
  const resolve = () => {
    if (cached) return cached;
    const map = new Map<PyValue, PyValue>(alias.params.map((p, i) => [p, args[i] ?? anyType]));
    let value: PyValue;
    try {
      value = typeof alias.value === 'string' ? resolveForwardRef(alias.value, ctx) : alias.value;
    } catch (e) {
      if (e instanceof Unresolved) throw userError(`\`${alias.name}\` is not fully defined; you should define \`${e.name}\`.`, 'class-not-fully-defined');
      throw e;
    }
    cached = schemaFor(substitute(value, map), ctx);
    return cached;
  };
  return { type: 'lazy', resolve, name: alias.name };
}

/** The core schema of an annotation. */
export function schemaFor(ann: PyValue, ctx: GenContext): CoreSchema {
  if (typeof ann === 'string') return schemaFor(resolveForwardRef(ann, ctx), ctx);
  if (ann === null) return { type: 'none' };
  if (ann === anyType) return ANY;
  if (ann instanceof PyClass) return classHook(ann, ann, ctx) ?? classOf(ann, ctx);
  if (ann instanceof PyGenericAlias) return aliasSchema(ann, ctx);
  if (isTypeVar(ann)) {
    const info = typeVarInfo(ann);
    // An unparametrized field of a bounded type variable serializes by duck typing (a default does not).
    if (info.default !== undefined) return schemaFor(info.default, ctx);
    if (info.bound !== null) return { ...schemaFor(info.bound, ctx), serializeAsAny: true };
    if (info.constraints.length) return unionOf(info.constraints, ctx);
    return ANY;
  }
  const alias = typeAliasInfo(ann);
  if (alias) return aliasValueSchema(alias, [], ctx);
  const supertype = newTypeSupertype(ann);
  if (supertype !== undefined) return schemaFor(supertype, ctx);
  if (ann instanceof PyOpaque) {
    const bare = bareAliasOrigin(ann);
    if (bare) return schemaFor(bare, ctx);
    const special = specialOrigins.get(ann);
    if (special) return special([], ctx);
    if (ann.reprText === 'typing.Hashable' || ann.reprText === 'typing.LiteralString') return ann.reprText === 'typing.LiteralString' ? strSchema(ctx) : ANY;
    if (ann.reprText === 'typing.Callable') return { type: 'callable' };
    throw unsupported(`the annotation ${ann.reprText}`);
  }
  if (ann instanceof PyList) throw unsupported(`the annotation ${repr(ann)}`);
  throw schemaGenerationError(`Unable to generate pydantic-core schema for ${repr(ann)}.`);
}

/** Marks a value as ignorable for `typeof UndefinedName` users that import it from here. */
export { UndefinedName };
