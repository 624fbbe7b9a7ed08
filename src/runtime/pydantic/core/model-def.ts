/**
 * What validation and serialization know about a class built from fields — a model, a pydantic
 * or stdlib dataclass, a TypedDict: its fields (schema, aliases, default), its config, and the
 * schemas around it (model validators outside, `before` validators inside). The pydantic layer
 * builds one per class (`model/`); the core reads it through `defOf`.
 */
import type { PyClass, PyInstance, PyOpaque, PyValue } from '../../../engine/api';
import type { LocItem } from './errors';
import type { CoreSchema, FunctionSer } from './schema';

export interface FieldDef {
  readonly name: string;
  readonly schema: CoreSchema;
  /** Where validation looks for the value by alias: one path per alias choice (empty without an alias). */
  readonly aliasPaths: readonly (readonly LocItem[])[];
  /** The key a dump by alias writes (the serialization alias), or null to use the name. */
  readonly serializationAlias: string | null;
  /** Present when the field has a plain default. */
  readonly default?: PyValue;
  /** Present when the field has a `default_factory`. */
  readonly factory?: PyValue;
  /** The factory takes the validated data (`default_factory=lambda data: ...`). */
  readonly factoryTakesData: boolean;
  readonly validateDefault: boolean;
  readonly frozen: boolean;
  /** `Field(exclude=True)`: never dumped. */
  readonly exclude: boolean;
  /** `Field(exclude_if=...)`: dumped unless the predicate holds. */
  readonly excludeIf: PyValue | null;
  readonly repr: boolean;
  /** A TypedDict key that is not required: left out when missing. */
  readonly omitIfMissing?: boolean;
  /** Dataclass fields with `init=False` are not read from the input. */
  readonly init: boolean;
  /** `Field(init_var=True)` on a dataclass: validated and passed to `__post_init__`, never stored. */
  readonly initVar?: boolean;
  /** The field's `FieldInfo`, as `model_fields` shows it. */
  readonly info: PyOpaque;
}

export interface ComputedDef {
  readonly name: string;
  /** The property (or its getter) that computes the value. */
  readonly getter: PyValue;
  readonly schema: CoreSchema;
  readonly alias: string | null;
  readonly repr: boolean;
  readonly info: PyOpaque;
}

/** The config options validation and serialization read (pydantic's `CoreConfig`). */
export interface CoreConfig {
  readonly title: string;
  readonly extra: 'ignore' | 'forbid' | 'allow';
  readonly validateByAlias: boolean;
  readonly validateByName: boolean;
  readonly serializeByAlias: boolean;
  readonly locByAlias: boolean;
  readonly revalidateInstances: 'never' | 'always' | 'subclass-instances';
  readonly fromAttributes: boolean;
  readonly frozen: boolean;
  readonly validateAssignment: boolean;
  readonly strict: boolean | undefined;
  readonly serJsonTimedelta: 'iso8601' | 'float' | 'seconds_float' | 'milliseconds_float';
  readonly serJsonBytes: string;
  /** How a JSON string becomes bytes (`val_json_bytes`): `utf8`, `base64` or `hex`. */
  readonly valJsonBytes: string;
  readonly serJsonInfNan: 'null' | 'constants' | 'strings';
  readonly useEnumValues: boolean;
  /** The config as `ValidationInfo.config` shows it: `{'title': 'Model', ...}`. */
  readonly dict: PyValue;
}

export interface ClassDef {
  readonly kind: 'model' | 'dataclass' | 'typed-dict' | 'root';
  readonly cls: PyClass;
  readonly fields: ReadonlyMap<string, FieldDef>;
  readonly computed: readonly ComputedDef[];
  readonly config: CoreConfig;
  /** Extra values are validated with this when `extra='allow'` (`__pydantic_extra__: dict[str, T]`). */
  readonly extrasSchema: CoreSchema | null;
  /** The class with its wrap/after validators around it: what a field of this type validates with. */
  readonly outerSchema: CoreSchema;
  /** The fields with `before` model validators around them. */
  readonly innerSchema: CoreSchema;
  /** `model_serializer`, when the class has one. */
  readonly serializer: FunctionSer | null;
  /** A user-defined `__init__` (pydantic calls it for nested dict input). */
  readonly customInit: boolean;
  /** Runs after an instance is filled: private attribute defaults, then a user `model_post_init(context)` (a dataclass's `__post_init__(*init_vars)`). */
  readonly postInit: ((inst: PyInstance, context: PyValue, initVars?: readonly PyValue[]) => void) | null;
}

const defs = new WeakMap<PyClass, () => ClassDef>();

/** Registers how to get a class's definition (built on first use, so forward references can resolve). */
export function setClassDef(cls: PyClass, get: () => ClassDef): void {
  defs.set(cls, get);
}

/** The definition of a fields-based class, or undefined when the class is not one. */
export function defOf(cls: PyClass): ClassDef | undefined {
  for (const c of cls.mro) {
    const get = defs.get(c);
    if (get) return c === cls ? get() : undefined;
  }
  return undefined;
}

let definer: (cls: PyClass) => void = () => undefined;

/** Lets the pydantic layer register definitions on demand (a stdlib dataclass met while serializing). */
export function setDefiner(f: (cls: PyClass) => void): void {
  definer = f;
}

/** The definition of a class, registering one first if the pydantic layer knows the class. */
export function ensureDef(cls: PyClass): ClassDef | undefined {
  if (!hasClassDef(cls)) definer(cls);
  return defOf(cls);
}

export function hasClassDef(cls: PyClass): boolean {
  return defs.has(cls);
}
