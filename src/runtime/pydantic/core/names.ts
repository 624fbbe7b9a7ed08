/**
 * The names pydantic-core gives its validators (`get_name()`): a union reports each member's
 * errors under this name (`list[int]`, `constrained-str`, `function-after[f(), int]`), and a
 * tagged union lists its choices by it.
 */
import { PyBoundMethod, PyBuiltin, PyClass, PyFunction, PyOpaque, type PyValue, repr } from '../../../engine/api';
import type { CoreSchema } from './schema';

/** A function as pydantic-core names it: its `__name__`. */
export function functionName(fn: PyValue): string {
  let f = fn;
  if (f instanceof PyOpaque && f.payload instanceof PyFunction) f = f.payload;
  if (f instanceof PyBoundMethod) f = f.func;
  if (f instanceof PyFunction || f instanceof PyBuiltin || f instanceof PyClass) return f.name;
  return repr(fn);
}

function constrained(s: object, keys: string[]): boolean {
  return keys.some((k) => (s as Record<string, unknown>)[k] !== undefined && (s as Record<string, unknown>)[k] !== false);
}

/** A union member's label: its explicit label, its `Tag`, or its schema's name. */
export function choiceLabel(c: { readonly schema: CoreSchema; readonly label?: string }): string {
  if (c.label !== undefined) return c.label;
  if (c.schema.tag !== undefined) return typeof c.schema.tag === 'string' ? c.schema.tag : repr(c.schema.tag);
  return schemaName(c.schema);
}

export function schemaName(s: CoreSchema): string {
  switch (s.type) {
    case 'int':
      return constrained(s, ['gt', 'ge', 'lt', 'le', 'multipleOf']) ? 'constrained-int' : 'int';
    case 'float':
      return constrained(s, ['gt', 'ge', 'lt', 'le', 'multipleOf']) || s.allowInfNan === false ? 'constrained-float' : 'float';
    case 'str':
      return constrained(s, ['minLength', 'maxLength', 'pattern', 'stripWhitespace', 'toLower', 'toUpper', 'asciiOnly']) ? 'constrained-str' : 'str';
    case 'bytes':
      return constrained(s, ['minLength', 'maxLength']) ? 'constrained-bytes' : 'bytes';
    case 'literal':
      return `literal[${s.expected.map(repr).join(',')}]`;
    case 'list':
    case 'set':
    case 'frozenset':
      return `${s.type}[${schemaName(s.items)}]`;
    case 'deque':
      return `deque[${schemaName(s.items)}]`;
    case 'generator':
      return `generator[${schemaName(s.items)}]`;
    case 'sequence':
      return `json-or-python[json=list[${schemaName(s.items)}],python=chain[is-instance[Sequence],function-wrap[sequence_validator()]]]`;
    case 'chain':
      return `chain[${s.steps.map(schemaName).join(',')}]`;
    case 'lax-or-strict':
      return `lax-or-strict[lax=${schemaName(s.lax)},strict=${schemaName(s.strictSchema)}]`;
    case 'json-or-python':
      return `json-or-python[json=${schemaName(s.json)},python=${schemaName(s.python)}]`;
    case 'tuple': {
      const parts = s.items.map(schemaName);
      if (s.variadic !== null) parts.splice(s.variadic + 1, 0, '...');
      return `tuple[${parts.join(', ')}]`;
    }
    case 'dict':
      return `dict[${schemaName(s.keys)},${schemaName(s.values)}]`;
    case 'nullable':
      return `nullable[${schemaName(s.schema)}]`;
    case 'union':
      return `union[${s.choices.map((c) => choiceLabel(c)).join(',')}]`;
    case 'tagged-union':
      return `tagged-union[${[...s.choices.values()].map((c) => schemaName(c.schema)).join(',')}]`;
    case 'model':
    case 'dataclass':
    case 'typed-dict':
      return s.cls.name;
    case 'call':
      return `call[${s.cls.name}]`;
    case 'function-before':
    case 'function-after':
      return `${s.type}[${functionName(s.fn)}(), ${schemaName(s.schema)}]`;
    case 'function-wrap':
    case 'function-plain':
      return `${s.type}[${functionName(s.fn)}()]`;
    case 'is-instance':
      return `is-instance[${s.clsRepr ?? s.cls.name}]`;
    case 'is-subclass':
      return `is-subclass[${s.clsRepr ?? s.cls.name}]`;
    case 'native':
      return s.native.name;
    case 'constrained':
      return schemaName(s.schema);
    case 'json':
      return s.schema ? `json[${schemaName(s.schema)}]` : 'json[any]';
    case 'secret':
      return `function-plain[${s.kind === 'str' ? 'SecretStr' : 'SecretBytes'}]`;
    case 'skip':
      return 'any';
    case 'lazy':
      return s.name;
    default:
      return s.type;
  }
}
