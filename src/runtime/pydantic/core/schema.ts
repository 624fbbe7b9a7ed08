/**
 * The core schema: what an annotation compiles to, as pydantic-core's `CoreSchema` is. One tree
 * drives both validation (`validate.ts`) and serialization (`serialize.ts`), so a field's
 * validators, constraints, aliases and serializers all live on the node they apply to.
 */
import type { PyClass, PyDict, PyValue } from '../../../engine/api';
import type { ClassDef, CoreConfig } from './model-def';

/** A function serializer (`field_serializer`, `PlainSerializer`, `model_serializer`...). */
export interface FunctionSer {
  readonly k: 'plain' | 'wrap';
  readonly fn: PyValue;
  /** Whether the function takes an `info` argument. */
  readonly infoArg: boolean;
  readonly whenUsed: 'always' | 'unless-none' | 'json' | 'json-unless-none';
  /** A `field_serializer` on a model is called as a method, with the model as `self`. */
  readonly isFieldSerializer: boolean;
  /** How the function's result is serialized further (its return annotation), `any` when unknown. */
  readonly returnSchema: CoreSchema | null;
}

/** Options every node may carry. */
interface Common {
  /** A per-node `strict` (from `Field(strict=...)`, `Strict()`, `StrictInt`...); undefined defers to the run. */
  readonly strict?: boolean;
  /** A serializer that replaces the type's own. */
  readonly ser?: FunctionSer;
  /** `SerializeAsAny`: serialize by the value's runtime type. */
  readonly serializeAsAny?: boolean;
  /** `Tag('x')`: the tag of this choice in a union with a callable `Discriminator`. */
  readonly tag?: PyValue;
  /** What the JSON schema generator adds to this node's schema (pydantic's `pydantic_js_*` metadata). */
  readonly js?: JsonSchemaMeta;
}

/**
 * JSON-schema metadata of a node, applied after its own schema in pydantic's order: the
 * updates (`Field(title=, description=, examples=, deprecated=)`), then `json_schema_extra`,
 * then the functions (`__get_pydantic_json_schema__` hooks, `WithJsonSchema`), innermost first.
 */
export interface JsonSchemaMeta {
  readonly updates?: readonly (readonly [string, PyValue])[];
  /** A dict merged into the schema, or a callable given it. */
  readonly extra?: PyValue;
  readonly functions?: readonly JsonSchemaFunction[];
}

/** A hook called as `hook(core_schema, handler)` (class-level ones as pydantic's `pydantic_js_functions`, which fill `$defs`), or `WithJsonSchema`'s fixed schema (for one mode or both). */
export type JsonSchemaFunction =
  | { readonly hook: PyValue; readonly classLevel?: boolean }
  | { readonly fixed: PyValue; readonly mode: string | null }
  /** A function of this explainer's own (`Examples`): given the inner schema's generation and the mode. */
  | { readonly native: (next: () => PyDict, mode: 'validation' | 'serialization') => PyDict };

export interface NumberConstraints {
  readonly gt?: PyValue;
  readonly ge?: PyValue;
  readonly lt?: PyValue;
  readonly le?: PyValue;
  readonly multipleOf?: PyValue;
}

export interface LengthConstraints {
  readonly minLength?: number;
  readonly maxLength?: number;
}

export interface StrConstraints extends LengthConstraints {
  readonly pattern?: string;
  readonly stripWhitespace?: boolean;
  readonly toLower?: boolean;
  readonly toUpper?: boolean;
  readonly coerceNumbersToStr?: boolean;
  /** `StringConstraints(ascii_only=True)`: only ASCII characters (`string_not_ascii`). */
  readonly asciiOnly?: boolean;
}

/** Validation of a value through a Python function, around or instead of an inner schema. */
export interface FunctionValidator {
  readonly fn: PyValue;
  readonly infoArg: boolean;
  /** The field the validator was declared for (`ValidationInfo.field_name`). */
  readonly fieldName: string | null;
  /** `json_schema_input_type`: what the JSON schema shows as the input in validation mode. */
  readonly jsonInput?: PyValue;
  /** A plain validator's replaced schema: what it serializes as (and shows in a serialization JSON schema). */
  readonly replaced?: CoreSchema;
}

/** One parameter of a `call` schema: validated by its schema when given, else its default (not validated); required without one. */
export interface CallParam {
  readonly name: string;
  readonly schema: CoreSchema;
  readonly default?: PyValue;
}

/** A type provided by a runtime module (datetime, UUID, Decimal, Enum...) through `registerTypeSchema`. */
export interface NativeTypeSchema {
  /** What union labels and errors call it: `datetime`, `uuid`, `enum[Color]`... */
  readonly name: string;
  readonly validate: (input: PyValue, ctx: NativeContext) => PyValue;
  /** `mode='json'` output (python mode returns the value itself unless `toPython` is given). */
  readonly toJson: (value: PyValue) => PyValue;
  readonly toPython?: (value: PyValue) => PyValue;
  /** Whether a value has this type, for serialization checks. */
  readonly isInstance: (value: PyValue) => boolean;
  /** Its JSON schema (pydantic's `GenerateJsonSchema.<type>_schema`); `cls` when it is a named definition (an Enum). */
  readonly jsonSchema?: { readonly build: (c: NativeJsonContext) => PyValue; readonly cls?: PyClass };
  /** The type with one more constraint it supports natively (`max_digits` on Decimal), or null. */
  readonly constrain?: (name: string, value: PyValue) => NativeTypeSchema | null;
}

/** What a native type's JSON schema may use (the generator's mode and config, its value encoding). */
export interface NativeJsonContext {
  readonly mode: 'validation' | 'serialization';
  readonly config: CoreConfig;
  /** `to_jsonable_python`. */
  readonly jsonable: (v: PyValue) => PyValue;
  /** `inspect.cleandoc`. */
  readonly cleandoc: (text: string) => string;
}

/** What a native validator knows about the run. */
export interface NativeContext {
  readonly strict: boolean;
  readonly json: boolean;
  /** Lowers the match quality for smart unions: 'strict' or 'lax' once a conversion happened. */
  readonly floor: (e: 'strict' | 'lax') => void;
}

export type CoreSchema = Common &
  (
    | { readonly type: 'any' }
    | { readonly type: 'none' }
    | { readonly type: 'bool' }
    | ({ readonly type: 'int' } & NumberConstraints)
    | ({ readonly type: 'float'; readonly allowInfNan?: boolean } & NumberConstraints)
    | ({ readonly type: 'str' } & StrConstraints)
    | ({ readonly type: 'bytes'; readonly jsonEncoding?: 'base64' | 'hex' } & LengthConstraints)
    | { readonly type: 'literal'; readonly expected: readonly PyValue[] }
    | ({ readonly type: 'list' | 'set' | 'frozenset' | 'deque'; readonly items: CoreSchema } & LengthConstraints)
    | ({ readonly type: 'generator'; readonly items: CoreSchema } & LengthConstraints)
    /** `Sequence[T]`: a list or tuple (kept as such), never a str. */
    | ({ readonly type: 'sequence'; readonly items: CoreSchema } & LengthConstraints)
    | ({ readonly type: 'tuple'; readonly items: readonly CoreSchema[]; readonly variadic: number | null } & LengthConstraints)
    | ({ readonly type: 'dict'; readonly keys: CoreSchema; readonly values: CoreSchema } & LengthConstraints)
    | { readonly type: 'nullable'; readonly schema: CoreSchema }
    | {
        readonly type: 'union';
        readonly choices: readonly { readonly schema: CoreSchema; readonly label?: string }[];
        readonly mode: 'smart' | 'left_to_right';
      }
    | {
        readonly type: 'tagged-union';
        /** Tag → choice; tags are compared by hash key. */
        readonly choices: ReadonlyMap<unknown, { readonly tag: PyValue; readonly schema: CoreSchema }>;
        /** A field name, or a callable discriminator. */
        readonly discriminator: { readonly field: string; readonly alias: string } | { readonly fn: PyValue };
        readonly customError?: { readonly type: string; readonly message: string };
      }
    /** A model: `core` is the model itself; without it, the model with its wrap/after validators. */
    | { readonly type: 'model'; readonly cls: PyClass; readonly core?: boolean }
    /** A model's fields read from the input (what `before` model validators wrap). */
    | { readonly type: 'model-fields'; readonly cls: PyClass }
    /** A dataclass; `def` when its definition depends on the model it is used in (a stdlib dataclass takes that model's config). */
    | { readonly type: 'dataclass'; readonly cls: PyClass; readonly def?: ClassDef }
    | { readonly type: 'typed-dict'; readonly cls: PyClass }
    /** A NamedTuple: its arguments validated by position or name (`arguments_schema`), then the class called (`call_schema`). */
    | { readonly type: 'call'; readonly cls: PyClass; readonly params: readonly CallParam[] }
    | ({ readonly type: 'function-before' | 'function-after'; readonly schema: CoreSchema } & FunctionValidator)
    | ({ readonly type: 'function-wrap'; readonly schema: CoreSchema } & FunctionValidator)
    | ({ readonly type: 'function-plain' } & FunctionValidator)
    | { readonly type: 'is-instance' | 'is-subclass'; readonly cls: PyClass; readonly clsRepr?: string }
    /** `core_schema.chain_schema`: each step validates the previous step's output. */
    | { readonly type: 'chain'; readonly steps: readonly CoreSchema[] }
    /** `core_schema.lax_or_strict_schema`: the strict schema in strict mode; serialized by it. */
    | { readonly type: 'lax-or-strict'; readonly lax: CoreSchema; readonly strictSchema: CoreSchema }
    /** `core_schema.json_or_python_schema`: JSON input (and strings) by one, Python input by the other; serialized by the Python one. */
    | { readonly type: 'json-or-python'; readonly json: CoreSchema; readonly python: CoreSchema }
    | { readonly type: 'callable' }
    | { readonly type: 'json'; readonly schema: CoreSchema | null }
    | { readonly type: 'native'; readonly native: NativeTypeSchema }
    /** Constraints the inner type has no native support for, checked generically after it. */
    | {
        readonly type: 'constrained';
        readonly schema: CoreSchema;
        readonly number?: NumberConstraints;
        readonly length?: LengthConstraints;
        readonly str?: StrConstraints;
      }
    | { readonly type: 'secret'; readonly kind: 'str' | 'bytes'; readonly cls: PyClass; readonly inner: CoreSchema }
    | { readonly type: 'skip'; readonly schema: CoreSchema }
    | { readonly type: 'lazy'; readonly resolve: () => CoreSchema; readonly name: string }
  );

export type SchemaOf<T extends CoreSchema['type']> = Extract<CoreSchema, { readonly type: T }>;
