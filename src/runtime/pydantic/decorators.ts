/**
 * `field_validator`, `model_validator`, `field_serializer`, `model_serializer` and
 * `computed_field`. Each marks the function in the class body with a proxy; when the class is
 * built, `collectDecorators` gathers them (the parents' first, a redefinition replacing the
 * inherited one) and puts the plain function (or classmethod, property) back on the class.
 */
import {
  builtin,
  descriptorTypes,
  exc,
  type Kwargs,
  newProperty,
  objectType,
  PyBoundMethod,
  PyClass,
  PyFunction,
  PyInstance,
  PyOpaque,
  type PyValue,
  propertyParts,
  pyError,
  repr,
  truthy,
} from '../../engine/api';
import { anyType } from '../typing';
import { firstParamName } from './core/call';
import { pydanticUndefined } from './undefined';
import { userError } from './user-error';

export type DecoratorKind = 'field_validator' | 'model_validator' | 'field_serializer' | 'model_serializer' | 'computed_field';

export interface DecoratorSpec {
  readonly kind: DecoratorKind;
  /** The function (or classmethod/staticmethod/property) the decorator was applied to. */
  readonly wrapped: PyValue;
  readonly fields: readonly string[];
  readonly mode: string;
  readonly checkFields: boolean | null;
  readonly whenUsed: string;
  readonly returnType: PyValue | undefined;
  /** `field_validator(json_schema_input_type=...)`: the input type a JSON schema shows (Any for a plain validator). */
  readonly jsonInput?: PyValue;
  /** computed_field options. */
  readonly alias?: string | null;
  readonly repr?: boolean;
  readonly excludeIf?: PyValue;
}

export const proxyType = new PyClass('PydanticDescriptorProxy', [objectType], {}, 'pydantic._internal._decorators');

function proxy(spec: DecoratorSpec): PyOpaque {
  return new PyOpaque(proxyType, `PydanticDescriptorProxy(wrapped=${repr(spec.wrapped)})`, spec);
}

export function isProxy(v: PyValue): v is PyOpaque {
  return v instanceof PyOpaque && v.type === proxyType;
}

/** pydantic's `ensure_classmethod_based_on_signature`: a function whose first parameter is `cls` becomes a classmethod. */
function ensureClassmethod(f: PyValue): PyValue {
  if (f instanceof PyFunction && firstParamName(f) === 'cls') return new PyOpaque(descriptorTypes.classmethod, 'classmethod', f);
  return f;
}

function fieldNames(name: string, args: PyValue[]): string[] {
  if (args.length === 0 || args[0] instanceof PyFunction || (args[0] instanceof PyOpaque && args[0].type !== proxyType && !(typeof args[0] === 'string')))
    throw userError(
      `The \`@${name}\` decorator cannot be used without arguments, at least one field must be provided. For example: \`@${name}('<field_name>', ...)\`.`,
      'decorator-missing-arguments',
    );
  for (const a of args) {
    if (typeof a !== 'string')
      throw userError(
        `The provided field names to the \`@${name}\` decorator should be strings, got ${repr(a)}. For example: \`@${name}('<field_name_1>', '<field_name_2>', ...).\``,
        'decorator-invalid-fields',
      );
  }
  return args as string[];
}

function opt(kw: Kwargs, k: string): PyValue | undefined {
  return kw?.get(k);
}

export const fieldValidator = builtin('field_validator', (args, kw) => {
  const fields = fieldNames('field_validator', args);
  const mode = opt(kw, 'mode') ?? 'after';
  if (typeof mode !== 'string' || !['before', 'after', 'wrap', 'plain'].includes(mode))
    throw pyError(exc.ValueError, `mode must be one of before/after/wrap/plain`);
  const check = opt(kw, 'check_fields');
  const input = opt(kw, 'json_schema_input_type');
  const given = input !== undefined && input !== pydanticUndefined;
  if (given && !['before', 'plain', 'wrap'].includes(mode))
    throw userError(`\`json_schema_input_type\` can't be used when mode is set to ${repr(mode)}`, 'validator-input-type');
  const jsonInput = given ? input : mode === 'plain' ? anyType : undefined;
  return builtin('dec', (a) =>
    proxy({
      kind: 'field_validator',
      wrapped: ensureClassmethod(a[0]),
      fields,
      mode,
      checkFields: check === undefined || check === null ? null : truthy(check),
      whenUsed: 'always',
      returnType: undefined,
      ...(jsonInput !== undefined ? { jsonInput } : {}),
    }),
  );
});

export const modelValidator = builtin('model_validator', (args, kw) => {
  if (args.length) throw pyError(exc.TypeError, `model_validator() takes 0 positional arguments but ${args.length} was given`);
  const mode = opt(kw, 'mode');
  if (mode === undefined) throw pyError(exc.TypeError, "model_validator() missing 1 required keyword-only argument: 'mode'");
  if (typeof mode !== 'string' || !['before', 'after', 'wrap'].includes(mode)) throw pyError(exc.ValueError, 'mode must be one of before/after/wrap');
  return builtin('dec', (a) =>
    proxy({
      kind: 'model_validator',
      wrapped: mode === 'after' ? a[0] : ensureClassmethod(a[0]),
      fields: [],
      mode,
      checkFields: null,
      whenUsed: 'always',
      returnType: undefined,
    }),
  );
});

export const fieldSerializer = builtin('field_serializer', (args, kw) => {
  const fields = fieldNames('field_serializer', args);
  const mode = opt(kw, 'mode') ?? 'plain';
  const when = opt(kw, 'when_used') ?? 'always';
  const check = opt(kw, 'check_fields');
  return builtin('dec', (a) =>
    proxy({
      kind: 'field_serializer',
      wrapped: a[0],
      fields,
      mode: String(mode),
      checkFields: check === undefined || check === null ? null : truthy(check),
      whenUsed: String(when),
      returnType: opt(kw, 'return_type'),
    }),
  );
});

export const modelSerializer = builtin('model_serializer', (args, kw) => {
  const make = (f: PyValue) =>
    proxy({
      kind: 'model_serializer',
      wrapped: f,
      fields: [],
      mode: String(opt(kw, 'mode') ?? 'plain'),
      checkFields: null,
      whenUsed: String(opt(kw, 'when_used') ?? 'always'),
      returnType: opt(kw, 'return_type'),
    });
  if (args.length === 1) return make(args[0]);
  return builtin('dec', (a) => make(a[0]));
});

export const computedField = builtin('computed_field', (args, kw) => {
  const make = (f: PyValue) => {
    // A property stays one; another descriptor (`functools.cached_property`) is the attribute itself;
    // a plain function becomes a property's getter.
    const prop = propertyParts(f) || (f instanceof PyInstance && f.cls.slot('descrGet')) ? f : newProperty(f);
    const alias = opt(kw, 'alias');
    const r = opt(kw, 'repr');
    return proxy({
      kind: 'computed_field',
      wrapped: prop,
      fields: [],
      mode: '',
      checkFields: null,
      whenUsed: 'always',
      returnType: opt(kw, 'return_type'),
      alias: typeof alias === 'string' ? alias : null,
      repr: r === undefined ? true : truthy(r),
      excludeIf: opt(kw, 'exclude_if') ?? null,
    });
  };
  if (args.length === 1) return make(args[0]);
  return builtin('dec', (a) => make(a[0]));
});

/** A decorator found on a class, with the attribute name it was defined under. */
export interface FoundDecorator {
  readonly name: string;
  readonly owner: PyClass;
  readonly spec: DecoratorSpec;
}

const collected = new WeakMap<PyClass, FoundDecorator[]>();

/**
 * Collects a class's decorators (the bases' first, then its own in definition order, a name
 * redefined in the class replacing the inherited entry) and unwraps its own proxies.
 */
export function collectDecorators(cls: PyClass): FoundDecorator[] {
  const byName = new Map<string, FoundDecorator>();
  for (const base of [...cls.mro.slice(1)].reverse()) for (const d of collected.get(base) ?? []) byName.set(d.name, d);
  for (const [name, v] of [...cls.dict]) {
    if (isProxy(v)) {
      const spec = v.payload as DecoratorSpec;
      byName.delete(name);
      byName.set(name, { name, owner: cls, spec });
      cls.dict.set(name, spec.wrapped);
    } else if (byName.has(name)) byName.delete(name);
  }
  const out = [...byName.values()];
  collected.set(cls, out);
  return out;
}

/** The callable a validator is invoked through: a classmethod bound to the class, a staticmethod's function, or the function. */
export function boundFor(wrapped: PyValue, cls: PyClass): PyValue {
  if (wrapped instanceof PyOpaque && wrapped.type === descriptorTypes.classmethod) return new PyBoundMethod(cls, wrapped.payload as PyFunction);
  if (wrapped instanceof PyOpaque && wrapped.type === descriptorTypes.staticmethod) return wrapped.payload as PyValue;
  return wrapped;
}

/** The getter of a computed field's property. */
export function propertyGetter(wrapped: PyValue): PyValue {
  return propertyParts(wrapped)?.fget ?? wrapped;
}
