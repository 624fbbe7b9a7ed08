/**
 * Discriminated unions: `Field(discriminator='pet_type')` reads each member model's `Literal`
 * field for its tags; `Discriminator(callable)` takes the tags from the members' `Tag(...)`.
 * The union becomes a tagged union that picks its member by the tag.
 */
import { hashKey, type PyOpaque, type PyValue, typeDisplay } from '../../engine/api';
import { defOf } from './core/model-def';
import type { CoreSchema } from './core/schema';
import type { GenContext } from './generate';
import { metaValues, pydanticMeta } from './metadata';
import { userError } from './user-error';

type Choice = { readonly tag: PyValue; readonly schema: CoreSchema };

/** The union's members, looking through nested unions. */
function members(schema: CoreSchema): CoreSchema[] {
  if (schema.type === 'union') return schema.choices.flatMap((c) => members(c.schema));
  return [schema];
}

/** The literal values a member's discriminator field allows (through nested unions of literals). */
function literalTags(s: CoreSchema): PyValue[] | null {
  if (s.type === 'literal') return [...s.expected];
  if (s.type === 'union') {
    const all = s.choices.map((c) => literalTags(c.schema));
    return all.every((x) => x) ? (all as PyValue[][]).flat() : null;
  }
  if (s.type === 'function-before' || s.type === 'function-after' || s.type === 'function-wrap') return literalTags(s.schema);
  return null;
}

function fieldTags(choice: CoreSchema, field: string): { tags: PyValue[]; alias: string } {
  if (choice.type !== 'model' && choice.type !== 'dataclass' && choice.type !== 'typed-dict') {
    throw userError(
      `The core schema type '${choice.type === 'native' ? choice.native.name : choice.type}' is not a valid discriminated union variant.`,
      'discriminator-invalid-union-variant',
    );
  }
  const def = defOf(choice.cls);
  const f = def?.fields.get(field);
  if (!def || !f) throw userError(`Model '${choice.cls.name}' needs a discriminator field for key '${field}'`, 'discriminator-no-field');
  const tags = literalTags(f.schema);
  if (!tags) throw userError(`Model '${choice.cls.name}' needs field '${field}' to be of type \`Literal\``, 'discriminator-needs-literal');
  const alias = f.aliasPaths.length === 1 && f.aliasPaths[0].length === 1 ? String(f.aliasPaths[0][0]) : field;
  return { tags, alias };
}

function tagged(
  choices: Choice[],
  discriminator: Extract<CoreSchema, { type: 'tagged-union' }>['discriminator'],
  custom?: { type: string; message: string },
): CoreSchema {
  const map = new Map<unknown, Choice>();
  for (const c of choices) map.set(hashKey(c.tag), c);
  return { type: 'tagged-union', choices: map, discriminator, ...(custom ? { customError: custom } : {}) };
}

/** Applies a discriminator (a field name, or a `Discriminator(...)` object) to a union schema. */
export function applyDiscriminator(schema: CoreSchema, disc: PyValue, ctx: GenContext): CoreSchema {
  if (schema.type === 'nullable') return { ...schema, schema: applyDiscriminator(schema.schema, disc, ctx) };
  const values = metaValues(disc, pydanticMeta.Discriminator);
  const d = values ? (values.get('discriminator') ?? null) : disc;
  const customType = values?.get('custom_error_type');
  const customMessage = values?.get('custom_error_message');
  const custom = typeof customType === 'string' && typeof customMessage === 'string' ? { type: customType, message: customMessage } : undefined;
  if (schema.type !== 'union') {
    throw userError(`\`discriminator\` can only be used with \`Union\` type with more than one variant`, 'discriminator-no-union');
  }
  const ms = members(schema);
  if (typeof d === 'string') {
    const choices: Choice[] = [];
    let alias: string | null = null;
    for (const m of ms) {
      // A member that is itself a discriminated union contributes its members' tags for this field.
      const inner = m.type === 'tagged-union' ? [...new Set([...m.choices.values()].map((c) => c.schema))] : [m];
      for (const sub of inner) {
        const t = fieldTags(sub, d);
        if (alias !== null && alias !== t.alias)
          throw userError(`Aliases for discriminator '${d}' must be the same (got ${alias}, ${t.alias})`, 'discriminator-alias');
        alias = t.alias;
        for (const tag of t.tags) if (!choices.some((c) => c.tag === tag)) choices.push({ tag, schema: m });
      }
    }
    return tagged(choices, { field: d, alias: alias ?? d }, custom);
  }
  const choices: Choice[] = [];
  for (const m of ms) {
    if (m.tag === undefined) throw userError(`\`Tag\` not provided for choice ${typeDisplay(d)} used with \`Discriminator\``, 'callable-discriminator-no-tag');
    choices.push({ tag: m.tag, schema: m });
  }
  return tagged(choices, { fn: d }, custom);
}

/** `Tag('x')` metadata: marks the schema so a callable discriminator can find it. */
export function applyTag(schema: CoreSchema, m: PyOpaque): CoreSchema {
  const values = metaValues(m, pydanticMeta.Tag);
  return { ...schema, tag: values?.get('tag') ?? null };
}
