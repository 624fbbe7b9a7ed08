/**
 * Whether a value has a schema's type, for serialization: a union serializes a value with the
 * first member it matches strictly (exact types), then laxly (subclasses, ints for floats), and
 * a typed serializer falls back to inference when its value does not match.
 */
import { eq, isInstance, PyBytes, PyDict, PyInstance, PyList, PyObj, PySet, PyTuple, type PyValue } from '../../../engine/api';
import type { CoreSchema } from './schema';
import { scalarOf } from './validate';

export function matchesSchema(schema: CoreSchema, v: PyValue, check: 'strict' | 'lax'): boolean {
  const lax = check === 'lax';
  switch (schema.type) {
    case 'any':
    case 'call':
    case 'function-plain':
    case 'model-fields':
      return true;
    case 'none':
      return v === null;
    case 'bool':
      return typeof v === 'boolean';
    case 'int':
      return typeof v === 'bigint' || (lax && v instanceof PyObj && typeof scalarOf(v) === 'bigint');
    case 'float':
      return typeof v === 'number' || (lax && typeof v === 'bigint');
    case 'str':
      return typeof v === 'string' || (lax && v instanceof PyObj && typeof scalarOf(v) === 'string');
    case 'bytes':
      return v instanceof PyBytes && (lax || !v.mutable);
    case 'literal':
      return schema.expected.some((e) => e === v || (typeof e === typeof v && eq(e, v)));
    case 'list':
      return v instanceof PyList && (lax || v.items.every((x) => matchesSchema(schema.items, x, check)));
    case 'set':
    case 'frozenset':
      return (
        v instanceof PySet && v.frozen === (schema.type === 'frozenset') && (lax || [...v.map.values()].every((x) => matchesSchema(schema.items, x, check)))
      );
    case 'deque':
    case 'generator':
      return false;
    case 'sequence':
      return v instanceof PyList || v instanceof PyTuple;
    case 'tuple':
      return v instanceof PyTuple;
    case 'dict':
      return (
        v instanceof PyDict && (lax || [...v.map.values()].every(([k, x]) => matchesSchema(schema.keys, k, check) && matchesSchema(schema.values, x, check)))
      );
    case 'nullable':
      return v === null || matchesSchema(schema.schema, v, check);
    case 'union':
      return schema.choices.some((c) => matchesSchema(c.schema, v, check));
    case 'tagged-union':
      return [...schema.choices.values()].some((c) => matchesSchema(c.schema, v, check));
    case 'model':
    case 'dataclass':
      return v instanceof PyInstance && (lax ? v.type.isSubclassOf(schema.cls) : v.type === schema.cls);
    case 'typed-dict':
      return v instanceof PyDict;
    case 'function-before':
    case 'function-after':
    case 'function-wrap':
    case 'constrained':
    case 'skip':
      return matchesSchema(schema.schema, v, check);
    case 'lazy':
      return matchesSchema(schema.resolve(), v, check);
    case 'is-instance':
      return isInstance(v, schema.cls);
    case 'native':
      return schema.native.isInstance(v);
    case 'chain':
      return matchesSchema(schema.steps[schema.steps.length - 1], v, check);
    case 'lax-or-strict':
      return matchesSchema(schema.strictSchema, v, check);
    case 'json-or-python':
      return matchesSchema(schema.python, v, check);
    case 'secret':
      return isInstance(v, schema.cls);
    default:
      return true;
  }
}
