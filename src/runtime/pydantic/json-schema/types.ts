/**
 * The JSON schema of each core schema type (pydantic's `GenerateJsonSchema.<type>_schema`
 * methods): scalars with their constraints, collections, unions (plain and discriminated),
 * classes by reference, validators by what they accept, native types by their own builder.
 */
import { PyDict, PyList, type PyValue, repr, str } from '../../../engine/api';
import type { CoreSchema, SchemaOf } from '../core/schema';
import { schemaFor } from '../generate';
import { classSchema, fieldsSchema } from './classes';
import { defaultContext, isSyntheticTypedDict, type JsonSchemaGenerator, requireDef, unsupportedJson } from './generator';
import { decimalNumberBranch, functionDict, withLengths, withNumeric, withString } from './keywords';
import { canon, dedupe } from './refs';
import { cleandoc, copy, del, get, has, type Json, js, jsonable, list, put, size } from './values';

export function baseSchema(gen: JsonSchemaGenerator, s: CoreSchema): Json {
  switch (s.type) {
    case 'any':
      return js();
    case 'none':
      return js([['type', 'null']]);
    case 'bool':
      return js([['type', 'boolean']]);
    case 'int':
    case 'float':
      return withNumeric(js([['type', s.type === 'int' ? 'integer' : 'number']]), s);
    case 'str':
      return withString(js([['type', 'string']]), s);
    case 'bytes':
      return withLengths(
        js([
          ['type', 'string'],
          ['format', gen.config.core.serJsonBytes === 'base64' ? 'base64url' : 'binary'],
        ]),
        s,
        'minLength',
        'maxLength',
      );
    case 'literal':
      return literal(s.expected);
    case 'list':
    case 'deque':
    case 'generator':
    case 'sequence':
      return withLengths(
        js([
          ['type', 'array'],
          ['items', gen.inner(s.items)],
        ]),
        s,
        'minItems',
        'maxItems',
      );
    case 'set':
    case 'frozenset':
      return withLengths(
        js([
          ['type', 'array'],
          ['uniqueItems', true],
          ['items', gen.inner(s.items)],
        ]),
        s,
        'minItems',
        'maxItems',
      );
    case 'tuple':
      return tuple(gen, s);
    case 'dict':
      return dict(gen, s);
    case 'nullable': {
      const inner = gen.inner(s.schema);
      if (canon(inner) === canon(js([['type', 'null']]))) return inner;
      return gen.unionOf([inner, js([['type', 'null']])]);
    }
    case 'union':
      return union(
        gen,
        s.choices.map((c) => c.schema),
      );
    case 'tagged-union':
      return taggedUnion(gen, s);
    case 'model':
      if (!s.core) return gen.inner(requireDef(s.cls).outerSchema);
      return classSchema(gen, s.cls, requireDef(s.cls));
    case 'dataclass': {
      const def = s.def ?? requireDef(s.cls);
      return classSchema(gen, s.cls, def);
    }
    case 'typed-dict': {
      const def = requireDef(s.cls);
      return isSyntheticTypedDict(s.cls) ? fieldsSchema(gen, def) : classSchema(gen, s.cls, def);
    }
    case 'model-fields':
      return fieldsSchema(gen, requireDef(s.cls));
    case 'function-before':
    case 'function-wrap':
      if (gen.mode === 'validation' && s.jsonInput !== undefined) return gen.inner(schemaFor(s.jsonInput, defaultContext()));
      return gen.inner(s.schema);
    case 'function-after':
      return gen.inner(s.schema);
    case 'function-plain':
      if (gen.mode === 'validation' && s.jsonInput !== undefined) return gen.inner(schemaFor(s.jsonInput, defaultContext()));
      // A plain validator serializes as the type it replaced.
      if (gen.mode === 'serialization' && s.replaced) return gen.inner(s.replaced);
      return gen.invalid(s, `core_schema.PlainValidatorFunctionSchema (${repr(functionDict(s))})`);
    case 'is-instance':
      return gen.invalid(s, `core_schema.IsInstanceSchema (${repr(s.cls)})`);
    case 'is-subclass':
      return js();
    case 'callable':
      return gen.invalid(s, 'core_schema.CallableSchema');
    case 'call':
      throw unsupportedJson(`the JSON schema of a NamedTuple (${s.cls.name})`);
    case 'chain':
      return gen.inner(gen.mode === 'validation' ? s.steps[0] : s.steps[s.steps.length - 1]);
    case 'lax-or-strict':
      return gen.inner(s.strict ? s.strictSchema : s.lax);
    case 'json-or-python':
      return gen.inner(s.json);
    case 'json': {
      const content = gen.inner(s.schema ?? { type: 'any' });
      if (gen.mode === 'serialization') return content;
      return js([
        ['type', 'string'],
        ['contentMediaType', 'application/json'],
        ['contentSchema', content],
      ]);
    }
    case 'native': {
      const b = s.native.jsonSchema;
      if (!b) throw unsupportedJson(`the JSON schema of ${s.native.name}`);
      return b.build({ mode: gen.mode, config: gen.config.core, jsonable: (v) => jsonable(v, gen.options.byAlias), cleandoc }) as Json;
    }
    case 'constrained':
      return constrained(gen, s);
    case 'secret':
      return js([
        ['type', 'string'],
        ['writeOnly', true],
        ['format', 'password'],
      ]);
    case 'skip':
      return gen.inner(s.schema);
    case 'lazy':
      return gen.inner(s.resolve());
  }
}

function literal(expected: readonly PyValue[]): Json {
  const values = expected.map((v) => jsonable(v));
  const out = js();
  if (values.length === 1) put(out, 'const', values[0]);
  else put(out, 'enum', list(values));
  const kinds = new Set(values.map((v) => (v === null ? 'null' : v instanceof PyList ? 'array' : typeof v)));
  const only = kinds.size === 1 ? [...kinds][0] : null;
  const types: Record<string, string> = { string: 'string', bigint: 'integer', number: 'number', boolean: 'boolean', array: 'array', null: 'null' };
  const type = only === null ? undefined : types[only];
  if (type) put(out, 'type', type);
  return out;
}

function tuple(gen: JsonSchemaGenerator, s: SchemaOf<'tuple'>): Json {
  const out = js([['type', 'array']]);
  if (s.variadic !== null) {
    const v = s.variadic;
    if (v > 0) {
      put(out, 'minItems', BigInt(v));
      put(out, 'prefixItems', list(s.items.slice(0, v).map((x) => gen.inner(x))));
    }
    put(out, 'items', v + 1 === s.items.length ? gen.inner(s.items[v]) : true);
  } else {
    const prefix = s.items.map((x) => gen.inner(x));
    if (prefix.length) put(out, 'prefixItems', list(prefix));
    put(out, 'minItems', BigInt(prefix.length));
    put(out, 'maxItems', BigInt(prefix.length));
  }
  return withLengths(out, s, 'minItems', 'maxItems');
}

function dict(gen: JsonSchemaGenerator, s: SchemaOf<'dict'>): Json {
  const out = js([['type', 'object']]);
  const keys = copy(gen.inner(s.keys));
  let keysPattern: PyValue | undefined;
  if (!has(keys, '$ref')) {
    keysPattern = get(keys, 'pattern');
    del(keys, 'pattern');
    del(keys, 'title');
  }
  const values = copy(gen.inner(s.values));
  del(values, 'title');
  if (size(values) || keysPattern !== undefined) {
    if (keysPattern === undefined) put(out, 'additionalProperties', values);
    else put(out, 'patternProperties', js([[String(keysPattern), values]]));
  } else put(out, 'additionalProperties', true);
  if ((get(keys, 'type') === 'string' && size(keys) > 1) || has(keys, '$ref')) {
    del(keys, 'type');
    put(out, 'propertyNames', keys);
  }
  return withLengths(out, s, 'minProperties', 'maxProperties');
}

/** Choices generated one by one; one a script omits (`PydanticOmit`) or that has no JSON schema is left out. */
function union(gen: JsonSchemaGenerator, choices: readonly CoreSchema[]): Json {
  const generated: Json[] = [];
  for (const c of choices) {
    const j = gen.skippable(() => gen.inner(c));
    if (j) generated.push(j);
  }
  if (generated.length === 1) return generated[0];
  return gen.unionOf(generated);
}

/** Runs a generation, answering null when it is omitted or invalid for a JSON schema (a skipped choice). */
function taggedUnion(gen: JsonSchemaGenerator, s: SchemaOf<'tagged-union'>): Json {
  const generated: [string, Json][] = [];
  for (const { tag, schema } of s.choices.values()) {
    const j = gen.skippable(() => copy(gen.inner(schema)));
    if (j) generated.push([str(jsonable(tag)), j]);
  }
  const oneOf = dedupe(generated.map(([, j]) => j));
  const out = js([['oneOf', list(oneOf)]]);
  const d = s.discriminator;
  let property: string | null = null;
  if ('field' in d) {
    if (d.alias === d.field) property = d.field;
    else {
      const present = oneOf.every((c) => {
        const props = get(gen.resolveRef(c as Json), 'properties');
        return props instanceof PyDict && props.map.has(d.alias);
      });
      if (present) property = d.alias;
    }
  }
  if (property !== null)
    put(
      out,
      'discriminator',
      js([
        ['propertyName', property],
        ['mapping', js(generated.map(([k, v]) => [k, get(v, '$ref') ?? v]))],
      ]),
    );
  return out;
}

function constrained(gen: JsonSchemaGenerator, s: SchemaOf<'constrained'>): Json {
  const inner = gen.inner(s.schema);
  const target = s.schema.type === 'native' && s.schema.native.name === 'decimal' ? decimalNumberBranch(inner, gen.mode) : inner;
  if (!target) return inner;
  const type = get(target, 'type');
  if (s.number && (type === 'number' || type === 'integer')) withNumeric(target, s.number, target !== inner);
  if (s.length) {
    const [lo, hi] = type === 'string' ? ['minLength', 'maxLength'] : type === 'object' ? ['minProperties', 'maxProperties'] : ['minItems', 'maxItems'];
    withLengths(target, s.length, lo, hi);
  }
  if (s.str) withString(target, s.str);
  return inner;
}
