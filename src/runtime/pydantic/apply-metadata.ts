/**
 * `Annotated[T, *metadata]` applied left to right, as pydantic's `_apply_annotations` and
 * `apply_known_metadata` do: a constraint the schema type supports is set on the node; one it
 * does not becomes a generic check after it; `nullable` passes metadata to its inner schema;
 * validator and serializer markers wrap the schema built so far.
 */
import {
  builtin,
  call,
  exc,
  isException,
  newException,
  PyBuiltin,
  PyClass,
  PyFunction,
  PyGenericAlias,
  PyOpaque,
  type PyValue,
  pyError,
  repr,
  truthy,
} from '../../engine/api';
import { anyType } from '../typing';
import { positionalCount } from './core/call';
import { ValError } from './core/errors';
import type { CoreSchema, FunctionSer, LengthConstraints, NumberConstraints, StrConstraints } from './core/schema';
import { newState } from './core/state';
import { validateInt } from './core/validate';
import { coreSchemaHook, jsonSchemaHook, runCoreSchemaHook } from './core-schema-py';
import { applyDiscriminator } from './discriminator';
import { isFieldInfo, specOf } from './field-info';
import { type GenContext, schemaFor } from './generate';
import { fieldJsMeta, withJs, withJsFunction } from './json-meta';
import { InstanceOf, markerHandlers } from './markers';
import { annotatedTypes, type MetaPayload, pydanticMeta, withJsonSchema } from './metadata';
import { returnSchema } from './serializer-return';
import { pydanticUndefined } from './undefined';
import { schemaGenerationErrorType } from './user-error';
import { customErrorType, schemaError } from './validation-error';

type Constraints = Map<string, PyValue>;

/** The constraints a metadata object stands for (`Gt(gt=1)` → gt=1), or null when it is not a constraint. */
function constraintsOf(m: PyValue): Constraints | null {
  if (!(m instanceof PyOpaque)) return null;
  const values = (m.payload as MetaPayload | undefined)?.values;
  if (!values) return null;
  const t = m.type;
  const a = annotatedTypes;
  if (t === a.Gt || t === a.Ge || t === a.Lt || t === a.Le || t === a.MultipleOf || t === a.MinLen || t === a.MaxLen) return new Map(values);
  if (t === a.Len || t === a.Interval) return new Map([...values].filter(([, v]) => v !== null && !(v === 0n && t === a.Len)));
  if (t === pydanticMeta.Strict) return new Map([['strict', values.get('strict') ?? true]]);
  if (t === pydanticMeta.AllowInfNan) return new Map([['allow_inf_nan', values.get('allow_inf_nan') ?? true]]);
  if (t === pydanticMeta.General || t === pydanticMeta.StringConstraints) return new Map([...values].filter(([, v]) => v !== null));
  return null;
}

const numeric = new Set(['gt', 'ge', 'lt', 'le', 'multiple_of']);
const length = new Set(['min_length', 'max_length']);
const strOnly = new Set(['pattern', 'strip_whitespace', 'to_lower', 'to_upper', 'coerce_numbers_to_str', 'ascii_only']);

function allowed(type: string, c: string): boolean {
  if (c === 'strict')
    return ['str', 'bytes', 'list', 'tuple', 'set', 'frozenset', 'generator', 'float', 'int', 'bool', 'dict', 'typed-dict', 'model', 'native'].includes(type);
  if (numeric.has(c)) return type === 'int' || type === 'float';
  if (length.has(c)) return ['str', 'bytes', 'list', 'tuple', 'set', 'frozenset', 'dict', 'generator'].includes(type);
  if (strOnly.has(c)) return type === 'str';
  if (c === 'allow_inf_nan') return type === 'float';
  if (c === 'union_mode') return type === 'union';
  return false;
}

const camel: Record<string, string> = {
  multiple_of: 'multipleOf',
  min_length: 'minLength',
  max_length: 'maxLength',
  strip_whitespace: 'stripWhitespace',
  to_lower: 'toLower',
  to_upper: 'toUpper',
  coerce_numbers_to_str: 'coerceNumbersToStr',
  ascii_only: 'asciiOnly',
  allow_inf_nan: 'allowInfNan',
};

function applyConstraints(schema: CoreSchema, cs: Constraints): CoreSchema {
  let out: CoreSchema = schema;
  for (const [c, v] of cs) {
    if ((out.type === 'function-before' || out.type === 'function-after' || out.type === 'function-wrap') && c === 'strict') {
      out = { ...out, schema: applyConstraints(out.schema, new Map([[c, v]])) };
      continue;
    }
    if (out.type === 'native' && out.native.constrain) {
      const n = out.native.constrain(c, v);
      if (n) {
        out = { ...out, native: n };
        continue;
      }
    }
    if (allowed(out.type, c)) {
      if (c === 'union_mode') out = { ...out, mode: v === 'left_to_right' ? 'left_to_right' : 'smart' } as CoreSchema;
      else if (c === 'strict') out = { ...out, strict: truthy(v) };
      else if (length.has(c)) out = { ...out, [camel[c]]: Number(v) } as CoreSchema;
      else if (c === 'pattern') out = { ...out, pattern: typeof v === 'string' ? v : String((v as PyOpaque).reprText) } as CoreSchema;
      else if (strOnly.has(c) || c === 'allow_inf_nan') out = { ...out, [camel[c]]: truthy(v) } as CoreSchema;
      else out = { ...out, [camel[c] ?? c]: out.type === 'int' ? intBound(c, v) : v } as CoreSchema;
      continue;
    }
    if (c === 'strict' || c === 'union_mode') continue;
    if (numeric.has(c)) {
      const number: NumberConstraints = { [camel[c] ?? c]: v };
      out = { type: 'constrained', schema: out, number };
    } else if (length.has(c)) {
      const len: LengthConstraints = { [camel[c]]: Number(v) };
      out = { type: 'constrained', schema: out, length: len };
    } else if (strOnly.has(c)) {
      const str: StrConstraints = c === 'pattern' ? { pattern: String(v) } : { [camel[c]]: truthy(v) };
      out = { type: 'constrained', schema: out, str };
    } else if (c !== 'allow_inf_nan' || truthy(v)) {
      throw pyError(exc.RuntimeError, `Unable to apply constraint '${c}' to schema of type '${out.type === 'native' ? out.native.name : out.type}'`);
    }
  }
  return out;
}

/**
 * An int field's bound as pydantic-core's int validator reads it: coerced as a lax int (`2.0`,
 * `'3'`, `True`), or the schema cannot be built (`0.5`).
 */
function intBound(c: string, v: PyValue): bigint {
  try {
    return validateInt(v, false, newState({}));
  } catch (e) {
    if (e instanceof ValError) throw schemaError(`Error building "int" validator:\n  ValueError: '${c}' must be coercible to an integer`);
    throw e;
  }
}

function ser(kind: 'plain' | 'wrap', values: ReadonlyMap<string, PyValue>, ctx: GenContext): FunctionSer {
  const fn = values.get('func') ?? null;
  const n = positionalCount(fn);
  const when = values.get('when_used');
  return {
    k: kind,
    fn,
    infoArg: n !== null && n === (kind === 'plain' ? 2 : 3),
    whenUsed: when === 'unless-none' || when === 'json' || when === 'json-unless-none' ? when : 'always',
    isFieldSerializer: false,
    returnSchema: returnSchema(values.get('return_type'), fn, ctx),
  };
}

function validatorInfoArg(fn: PyValue, mode: 'before' | 'after' | 'plain' | 'wrap'): boolean {
  const n = positionalCount(fn);
  if (n === null) return false;
  return mode === 'wrap' ? n === 3 : n === 2;
}

/**
 * A metadata object's own `__get_pydantic_core_schema__(source, handler)`: `handler(source)` is
 * the schema so far, built only if the hook asks for it (the annotated type may have no schema of
 * its own); any other type gets a schema of its own.
 */
export function applyHook(schemaSoFar: () => CoreSchema, m: PyValue, ctx: GenContext, source: PyValue): CoreSchema {
  const hook = coreSchemaHook(m) as PyValue;
  const inner = (tp: PyValue) => (tp === source ? schemaSoFar() : schemaFor(tp, ctx));
  const out = runCoreSchemaHook(hook, source, { inner, generate: (tp) => schemaFor(tp, ctx), fieldName: null }, ctx);
  const jsonHook = jsonSchemaHook(m);
  return jsonHook ? withJsFunction(out, { hook: jsonHook }) : out;
}

/** Applies one metadata item to a schema. */
export function applyOne(schema: CoreSchema, m: PyValue, ctx: GenContext, source: PyValue = null): CoreSchema {
  if (isFieldInfo(m)) {
    const spec = specOf(m);
    let out = schema;
    for (const x of spec.metadata) out = applyOne(out, x, ctx, source);
    if (spec.discriminator !== null) out = applyDiscriminator(out, spec.discriminator, ctx);
    const js = fieldJsMeta(spec);
    return js.updates || js.extra !== undefined ? withJs(out, js) : out;
  }
  if (coreSchemaHook(m)) return applyHook(() => schema, m, ctx, source);
  const jsonHook = jsonSchemaHook(m);
  if (jsonHook) return withJsFunction(schema, { hook: jsonHook });
  if (schema.type === 'nullable') return { ...schema, schema: applyOne(schema.schema, m, ctx, source) };
  const cs = constraintsOf(m);
  if (cs) return applyConstraints(schema, cs);
  if (!(m instanceof PyOpaque)) return schema;
  const values = (m.payload as MetaPayload | undefined)?.values;
  const p = pydanticMeta;
  if (values) {
    const fn = values.get('func') ?? null;
    const given = values.get('json_schema_input_type');
    const input = given !== undefined && given !== pydanticUndefined ? { jsonInput: given } : {};
    if (m.type === withJsonSchema)
      return withJsFunction(schema, { fixed: values.get('json_schema') ?? null, mode: (values.get('mode') as string | null) ?? null });
    if (m.type === p.BeforeValidator) return { type: 'function-before', fn, infoArg: validatorInfoArg(fn, 'before'), fieldName: null, schema, ...input };
    if (m.type === p.AfterValidator) return { type: 'function-after', fn, infoArg: validatorInfoArg(fn, 'after'), fieldName: null, schema };
    if (m.type === p.PlainValidator)
      return {
        type: 'function-plain',
        fn,
        infoArg: validatorInfoArg(fn, 'plain'),
        fieldName: null,
        jsonInput: input.jsonInput ?? anyType,
        replaced: schema,
        ...(schema.ser ? { ser: schema.ser } : {}),
      };
    if (m.type === p.WrapValidator) return { type: 'function-wrap', fn, infoArg: validatorInfoArg(fn, 'wrap'), fieldName: null, schema, ...input };
    if (m.type === p.PlainSerializer) return { ...schema, ser: ser('plain', values, ctx) };
    if (m.type === p.WrapSerializer) return { ...schema, ser: ser('wrap', values, ctx) };
    if (m.type === p.Discriminator) return applyDiscriminator(schema, m, ctx);
    if (m.type === annotatedTypes.Predicate) return { type: 'function-after', fn: predicateCheck(fn), infoArg: false, fieldName: null, schema };
  }
  const marker = markerHandlers.get(m.type);
  if (marker) return marker(schema, m, ctx);
  return schema;
}

/** `annotated_types.Predicate(func)`: a check that fails with `predicate_failed`. */
function predicateCheck(fn: PyValue): PyValue {
  const name = fn instanceof PyFunction ? `${repr(fn.qualname)} ` : fn instanceof PyBuiltin ? `${repr(fn.qualname)} ` : '';
  return builtin('val_func', (args) => {
    if (!truthy(call(fn, [args[0]], null))) throw newException(customErrorType, ['predicate_failed', `Predicate ${name}failed`, null]);
    return args[0];
  });
}

export function applyMetadata(schema: CoreSchema, metas: readonly PyValue[], ctx: GenContext, source: PyValue = null): CoreSchema {
  let out = schema;
  for (const m of metas) out = applyOne(out, m, ctx, source);
  return out;
}

/**
 * `Annotated[source, *metas]`: the source's schema with the metadata applied in order. The
 * source type before a metadata hook gets a schema only if the hook asks its handler for it.
 */
export function annotatedSchema(source: PyValue, metas: readonly PyValue[], ctx: GenContext): CoreSchema {
  const instanceAt = metas.findIndex((m) => m === InstanceOf || (m instanceof PyOpaque && m.type === InstanceOf));
  const instanceCls = source instanceof PyClass ? source : source instanceof PyGenericAlias && source.origin instanceof PyClass ? source.origin : null;
  if (instanceAt >= 0 && instanceCls)
    return applyMetadata(instanceOfSchema(source, instanceCls, metas.slice(0, instanceAt), ctx), metas.slice(instanceAt + 1), ctx, source);
  const hookAt = metas.findIndex((m) => coreSchemaHook(m) !== null);
  if (hookAt < 0) return applyMetadata(schemaFor(source, ctx), metas, ctx, source);
  const before = () => applyMetadata(schemaFor(source, ctx), metas.slice(0, hookAt), ctx, source);
  return applyMetadata(applyHook(before, metas[hookAt], ctx, source), metas.slice(hookAt + 1), ctx, source);
}

/**
 * `InstanceOf[T]`'s `__get_pydantic_core_schema__`: an instance check on Python input; JSON input
 * (and serialization) go through T's own schema, built with the metadata before the marker, or,
 * when T has none, the instance check alone.
 */
function instanceOfSchema(source: PyValue, cls: PyClass, before: readonly PyValue[], ctx: GenContext): CoreSchema {
  const check: CoreSchema = { type: 'is-instance', cls };
  let original: CoreSchema;
  try {
    original = annotatedSchema(source, before, ctx);
  } catch (e) {
    if (isException(e) && e.type === schemaGenerationErrorType) return check;
    throw e;
  }
  return { type: 'json-or-python', json: original, python: check };
}
