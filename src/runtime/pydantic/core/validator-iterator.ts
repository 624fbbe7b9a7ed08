/**
 * pydantic-core's lazy iterables: a `generator` schema (`Iterable[T]`, `Generator[T, ...]`,
 * `core_schema.generator_schema`) validates to a `ValidatorIterator` over the input, which
 * validates each item only as it is consumed (an item's failure is a `ValidationError` titled
 * `ValidatorIterator` at the item's index; length bounds are checked as items arrive), and a
 * Python-mode dump of an iterator is a `SerializationIterator` that serializes each item as it is
 * consumed (JSON mode consumes the iterator into a list).
 */
import {
  defineGetSets,
  exc,
  isException,
  iterate,
  NativeObject,
  objectType,
  PyClass,
  PyIterator,
  PyList,
  type PyValue,
  pyError,
  repr,
  typeOf,
} from '../../../engine/api';
import { reportSerializerWarnings } from '../serializer-warnings';
import { unsupported } from '../user-error';
import { newValidationError } from '../validation-error';
import { typeError, ValError, valError } from './errors';
import { type Filters, keyFilter } from './filter';
import type { CoreSchema, SchemaOf } from './schema';
import type { SerState } from './ser-state';
import { serialize } from './serialize';
import { newState, type ValState } from './state';
import { validate } from './validate';

const CORE = 'pydantic_core._pydantic_core';

type GeneratorSchema = SchemaOf<'generator'>;

/** Items are validated later, so the iterator keeps what the run's state said, not the state itself. */
type StateSnapshot = Pick<ValState, 'mode' | 'strict' | 'fromAttributes' | 'byAlias' | 'byName' | 'context'>;

class ValidatorIterator extends NativeObject {
  index = 0;
  constructor(
    readonly source: Iterator<PyValue>,
    readonly input: PyValue,
    readonly schema: GeneratorSchema,
    readonly state: StateSnapshot,
  ) {
    super();
  }
  get cls(): PyClass {
    return validatorIteratorType;
  }

  /** The next validated item, or undefined at the end (pydantic-core's `ValidatorIterator.__next__`). */
  advance(): PyValue | undefined {
    const r = this.source.next();
    const { minLength, maxLength } = this.schema;
    if (r.done) {
      if (minLength !== undefined && this.index < minLength) {
        throw this.failed(
          valError('too_short', this.input, [
            ['field_type', 'Generator'],
            ['min_length', BigInt(minLength)],
            ['actual_length', BigInt(this.index)],
          ]),
        );
      }
      return undefined;
    }
    const at = this.index++;
    if (maxLength !== undefined && this.index > maxLength) {
      throw this.failed(
        valError('too_long', this.input, [
          ['field_type', 'Generator'],
          ['max_length', BigInt(maxLength)],
          ['actual_length', null],
        ]),
      );
    }
    if (this.schema.items.type === 'any') return r.value;
    try {
      return validate(this.schema.items, r.value, newState(this.state));
    } catch (e) {
      if (e instanceof ValError) throw this.failed(e.within(at));
      throw e;
    }
  }

  failed(e: ValError): PyValue {
    return newValidationError('ValidatorIterator', e.errors);
  }
}

export const validatorIteratorType = new PyClass(
  'ValidatorIterator',
  [objectType],
  {
    iterObject: (self) => self,
    next: (self) => (self as ValidatorIterator).advance(),
    repr: (self) => {
      const it = self as ValidatorIterator;
      return `ValidatorIterator(index=${it.index}, schema=${validatorDebug(it.schema.items)})`;
    },
  },
  CORE,
);
defineGetSets(validatorIteratorType, { index: { get: (self) => BigInt((self as ValidatorIterator).index) } });

/**
 * The item validator as pydantic-core's Rust `Debug` prints it (`Some(Int(IntValidator { strict:
 * false }))`, `None` for any item). A model's is a prebuilt validator shown by its address, which
 * differs on every run; validators whose debug form this explainer does not reproduce are refused.
 */
function validatorDebug(s: CoreSchema): string {
  if (s.type === 'any') return 'None';
  return `Some(${debugOf(s)})`;
}

function debugOf(s: CoreSchema): string {
  const b = (v: boolean | undefined) => (v ? 'true' : 'false');
  const plain = (keys: string[]) => keys.every((k) => (s as unknown as Record<string, unknown>)[k] === undefined) && !s.ser;
  const numberKeys = ['gt', 'ge', 'lt', 'le', 'multipleOf'];
  switch (s.type) {
    case 'int':
      if (plain(numberKeys)) return `Int(IntValidator { strict: ${b(s.strict)} })`;
      break;
    case 'bool':
      return `Bool(BoolValidator { strict: ${b(s.strict)} })`;
    case 'float':
      if (plain(numberKeys)) return `Float(FloatValidator { strict: ${b(s.strict)}, allow_inf_nan: ${b(s.allowInfNan !== false)} })`;
      break;
    case 'str':
      if (plain(['minLength', 'maxLength', 'pattern', 'stripWhitespace', 'toLower', 'toUpper', 'asciiOnly', 'coerceNumbersToStr']))
        return `Str(StrValidator { strict: ${b(s.strict)}, coerce_numbers_to_str: false })`;
      break;
    case 'model':
      // pydantic-core shows the model's own validator by its address, different on every run.
      return 'Prebuilt(PrebuiltValidator { schema_validator: Py(0x7f0000000000) })';
  }
  throw unsupported(`the repr of a ValidatorIterator over ${s.type} items`);
}

/** `Iterable[T]`'s validation: any iterable input (JSON: an array, a string's characters, an object's keys). */
export function validateGenerator(schema: GeneratorSchema, input: PyValue, state: ValState): PyValue {
  let source: Iterator<PyValue>;
  try {
    source = iterate(input);
  } catch (e) {
    if (isException(e) && e.type.isSubclassOf(exc.TypeError)) throw typeError('iterable_type', input, state.mode);
    throw e;
  }
  const { mode, strict, fromAttributes, byAlias, byName, context } = state;
  return new ValidatorIterator(source, input, schema, { mode, strict, fromAttributes, byAlias, byName, context });
}

/** The filters of an iterator's item: its index against include/exclude (its length is unknown). */
function itemFilter(index: number, f: Filters): Filters | null {
  if (f.include === null && f.exclude === null) return f;
  return keyFilter(BigInt(index), f);
}

/** Whether a value is an iterator (has `__next__`), as pydantic-core's `downcast::<PyIterator>`. */
export function isIterator(value: PyValue): boolean {
  return value instanceof PyIterator || typeOf(value).slot('next') !== undefined;
}

class SerializationIterator extends NativeObject {
  index = 0;
  constructor(
    readonly source: PyValue,
    readonly items: CoreSchema,
    readonly st: SerState,
  ) {
    super();
  }
  get cls(): PyClass {
    return serializationIteratorType;
  }
  advance(): PyValue | undefined {
    const r = iterate(this.source).next();
    if (r.done) return undefined;
    const at = this.index++;
    const next = itemFilter(at, this.st.filters);
    if (!next) return this.advance();
    const st: SerState = { ...this.st, filters: next, issues: [] };
    const out = serialize(this.items, r.value, st);
    reportSerializerWarnings(st);
    return out;
  }
}

export const serializationIteratorType = new PyClass(
  'SerializationIterator',
  [objectType],
  {
    iterObject: (self) => self,
    next: (self) => (self as SerializationIterator).advance(),
    repr: (self) => {
      const it = self as SerializationIterator;
      return `SerializationIterator(index=${it.index}, iterator=${repr(it.source)})`;
    },
  },
  CORE,
);
defineGetSets(serializationIteratorType, { index: { get: (self) => BigInt((self as SerializationIterator).index) } });

/**
 * An iterator's dump: in JSON mode its items (consumed now, each through `items`, filtered by
 * index); in Python mode a `SerializationIterator` doing the same as it is consumed. The caller
 * has checked `isIterator(value)`.
 */
export function serializeIterator(items: CoreSchema, value: PyValue, st: SerState, withItemFilters: (f: Filters, run: () => PyValue) => PyValue): PyValue {
  if (st.mode === 'python') return new SerializationIterator(value, items, { ...st });
  const out: PyValue[] = [];
  const it = iterate(value);
  for (let i = 0, r = it.next(); !r.done; i++, r = it.next()) {
    const next = itemFilter(i, st.filters);
    const item = r.value;
    if (next) out.push(withItemFilters(next, () => serialize(items, item, st)));
  }
  return new PyList(out);
}

/** `copy.deepcopy` of either iterator fails as pickling it does in CPython. */
export function isUnpicklableIterator(v: PyValue): boolean {
  return v instanceof ValidatorIterator || v instanceof SerializationIterator;
}

export function unpicklable(v: PyValue): PyValue {
  return pyError(exc.TypeError, `cannot pickle '${CORE}.${typeOf(v).name}' object`);
}
