/**
 * The metadata objects an `Annotated[...]` carries: annotated_types' constraints (`Gt`, `Len`,
 * `Interval`...), pydantic's markers (`Strict`, `AllowInfNan`, `StringConstraints`), validators
 * (`AfterValidator`...), serializers (`PlainSerializer`...) and union helpers (`Discriminator`,
 * `Tag`). Each is a small frozen dataclass in Python; here one factory makes them all, with the
 * dataclass `repr` and attribute access.
 */
import { exc, hash, newException, objectType, PyClass, PyOpaque, type PyValue, pyError, repr, typeName, unsupported } from '../../engine/api';
import { frozenInstanceError } from '../dataclasses/frozen-error';
import { pydanticUndefined } from './undefined';

export interface MetaPayload {
  readonly values: ReadonlyMap<string, PyValue>;
}

/**
 * A dataclass-like metadata class: fields in order with defaults (undefined = required); frozen
 * unless `mutable` (changing a mutable one is refused by name).
 */
export function metadataClass(
  name: string,
  module: string,
  fields: readonly (readonly [string, PyValue | undefined])[],
  opts: { kwOnly?: boolean; reprFn?: (v: ReadonlyMap<string, PyValue>) => string; mutable?: boolean } = {},
): PyClass {
  const cls: PyClass = new PyClass(name, [objectType], {}, module);
  cls.slots.call = (c, args, kw) => {
    if (opts.kwOnly && args.length) throw pyError(exc.TypeError, `${name}.__init__() takes 1 positional argument but ${args.length + 1} were given`);
    if (args.length > fields.length)
      throw pyError(exc.TypeError, `${name}.__init__() takes from 1 to ${fields.length + 1} positional arguments but ${args.length + 1} were given`);
    const values = new Map<string, PyValue>();
    fields.forEach(([f, dflt], i) => {
      const v = i < args.length ? args[i] : kw?.get(f);
      if (i < args.length && kw?.has(f)) throw pyError(exc.TypeError, `${name}.__init__() got multiple values for argument '${f}'`);
      if (v !== undefined) values.set(f, v);
      else if (dflt !== undefined) values.set(f, dflt);
      else throw pyError(exc.TypeError, `${name}.__init__() missing 1 required positional argument: '${f}'`);
    });
    if (kw)
      for (const k of kw.keys())
        if (!fields.some(([f]) => f === k)) throw pyError(exc.TypeError, `${name}.__init__() got an unexpected keyword argument '${k}'`);
    return makeMeta(c, values, opts.reprFn);
  };
  cls.slots.getattr = (self, attr) => ((self as PyOpaque).payload as MetaPayload).values.get(attr);
  // A slotted dataclass: frozen ones refuse their fields, and (CPython 3.11's slots=True frozen
  // dataclass calls `super()` with the class slots=True replaced) fail on any other name.
  const isField = (attr: string) => fields.some(([f]) => f === attr);
  const change = (verb: string) => (_self: PyValue, attr: string) => {
    if (opts.mutable) unsupported(`${verb === 'assign to' ? 'assigning' : 'deleting'} an attribute of ${name}`);
    if (isField(attr)) throw newException(frozenInstanceError, [`cannot ${verb} field '${attr}'`]);
    throw pyError(exc.TypeError, 'super(type, obj): obj must be an instance or subtype of type');
  };
  cls.slots.setattr = change('assign to');
  cls.slots.delattr = change('delete');
  cls.slots.eq = (self, other) => {
    if (!(other instanceof PyOpaque) || other.type !== (self as PyOpaque).type) return false;
    const a = ((self as PyOpaque).payload as MetaPayload).values;
    const b = (other.payload as MetaPayload).values;
    return [...a].every(([k, v]) => b.get(k) === v || repr(b.get(k) ?? null) === repr(v));
  };
  cls.slots.hash = (self) => hash(`meta:${repr(self as PyOpaque)}`);
  return cls;
}

export function makeMeta(cls: PyClass, values: ReadonlyMap<string, PyValue>, reprFn?: (v: ReadonlyMap<string, PyValue>) => string): PyOpaque {
  const text = reprFn ? reprFn(values) : `${cls.name}(${[...values].map(([k, v]) => `${k}=${repr(v)}`).join(', ')})`;
  return new PyOpaque(cls, text, { values } satisfies MetaPayload);
}

/** Whether `v` is a metadata object (`Gt(0)`, `Strict()`...). */
export function isMetadata(v: PyValue): boolean {
  return v instanceof PyOpaque && (v.payload as MetaPayload | undefined)?.values instanceof Map;
}

/** The field values of a metadata object, or undefined when `v` is not one of `cls`. */
export function metaValues(v: PyValue, cls: PyClass): ReadonlyMap<string, PyValue> | undefined {
  return v instanceof PyOpaque && v.type === cls ? (v.payload as MetaPayload).values : undefined;
}

const AT = 'annotated_types';
const one = (n: string) => [[n, undefined]] as const;

export const annotatedTypes = {
  Gt: metadataClass('Gt', AT, one('gt')),
  Ge: metadataClass('Ge', AT, one('ge')),
  Lt: metadataClass('Lt', AT, one('lt')),
  Le: metadataClass('Le', AT, one('le')),
  MultipleOf: metadataClass('MultipleOf', AT, one('multiple_of')),
  MinLen: metadataClass('MinLen', AT, one('min_length')),
  MaxLen: metadataClass('MaxLen', AT, one('max_length')),
  Len: metadataClass('Len', AT, [
    ['min_length', 0n],
    ['max_length', null],
  ]),
  Interval: metadataClass('Interval', AT, [
    ['gt', null],
    ['ge', null],
    ['lt', null],
    ['le', null],
  ]),
  Predicate: metadataClass('Predicate', AT, one('func'), { reprFn: (v) => `Predicate(${repr(v.get('func') ?? null)})` }),
  Timezone: metadataClass('Timezone', AT, one('tz')),
};

const P = 'pydantic.types';
const FV = 'pydantic.functional_validators';
const FS = 'pydantic.functional_serializers';

export const pydanticMeta = {
  Strict: metadataClass('Strict', P, [['strict', true]], { mutable: true }),
  AllowInfNan: metadataClass('AllowInfNan', P, [['allow_inf_nan', true]], { mutable: true }),
  StringConstraints: metadataClass(
    'StringConstraints',
    P,
    ['strip_whitespace', 'to_upper', 'to_lower', 'strict', 'min_length', 'max_length', 'pattern', 'ascii_only'].map((f) => [f, null] as const),
    { kwOnly: true },
  ),
  /** `_PydanticGeneralMetadata`: Field keywords with no annotated_types equivalent (pattern, union_mode...). */
  General: new PyClass('_PydanticGeneralMetadata', [objectType], {}, 'pydantic._internal._fields'),
  BeforeValidator: metadataClass('BeforeValidator', FV, [
    ['func', undefined],
    ['json_schema_input_type', pydanticUndefined],
  ]),
  AfterValidator: metadataClass('AfterValidator', FV, one('func')),
  PlainValidator: metadataClass('PlainValidator', FV, [
    ['func', undefined],
    ['json_schema_input_type', pydanticUndefined],
  ]),
  WrapValidator: metadataClass('WrapValidator', FV, [
    ['func', undefined],
    ['json_schema_input_type', pydanticUndefined],
  ]),
  PlainSerializer: metadataClass('PlainSerializer', FS, [
    ['func', undefined],
    ['return_type', pydanticUndefined],
    ['when_used', 'always'],
  ]),
  WrapSerializer: metadataClass('WrapSerializer', FS, [
    ['func', undefined],
    ['return_type', pydanticUndefined],
    ['when_used', 'always'],
  ]),
  Discriminator: metadataClass('Discriminator', P, [
    ['discriminator', undefined],
    ['custom_error_type', null],
    ['custom_error_message', null],
    ['custom_error_context', null],
  ]),
  Tag: metadataClass('Tag', P, one('tag')),
};

pydanticMeta.General.slots.getattr = (self, attr) => ((self as PyOpaque).payload as MetaPayload).values.get(attr);

/** `_PydanticGeneralMetadata(pattern='x')`. */
export function generalMeta(values: ReadonlyMap<string, PyValue>): PyOpaque {
  return makeMeta(pydanticMeta.General, values);
}

/** Checks a value is callable-looking for a validator metadata (`AfterValidator(func)`). */
export function describe(v: PyValue): string {
  return typeName(v);
}

/** `WithJsonSchema(...)`: JSON-schema-only metadata, no effect on validation or serialization. */
export const withJsonSchema = metadataClass(
  'WithJsonSchema',
  'pydantic.json_schema',
  [
    ['json_schema', undefined],
    ['mode', null],
  ],
  { mutable: true },
);

/** `ValidateAs(type, instantiation_hook)`: validate as `type`, then build the annotated type from the result. */
export const validateAs = metadataClass('ValidateAs', 'pydantic.functional_validators', [
  ['from_type', undefined],
  ['instantiation_hook', undefined],
]);
