/**
 * pydantic-core's simple serializers (`none`, `bool`, `int`, `float`, `str`) and how they judge
 * a value: the exact type passes as it is; an instance of a subclass (a bool or an `IntEnum`
 * member for int; any int or int subclass for float; a str subclass or str enum member for str)
 * stays itself in a Python dump and becomes the plain value in JSON mode (`True` in an int field
 * is `1`, `1` in a float field `1.0`), with no warning; anything else falls back to inference
 * with a warning.
 */
import { PyObj, PyScalarInstance, type PyValue, unbox } from '../../../engine/api';
import type { CoreSchema } from './schema';
import { scalarOf } from './validate';

export type ScalarKind = 'none' | 'bool' | 'int' | 'float' | 'str';

/** The primitive a runtime value stands for: itself, a subclass instance's value, an enum member's. */
function primitive(v: PyValue): PyValue {
  if (v instanceof PyScalarInstance) return unbox(v);
  if (v instanceof PyObj) return scalarOf(v) ?? v;
  return v;
}

/** How `v` matches a simple serializer's type: exactly, as a subclass instance, or not at all. */
export function scalarMatch(kind: ScalarKind, v: PyValue): 'exact' | 'subclass' | 'no' {
  switch (kind) {
    case 'none':
      return v === null ? 'exact' : 'no';
    case 'bool':
      return typeof v === 'boolean' ? 'exact' : 'no';
    case 'int': {
      if (typeof v === 'bigint') return 'exact';
      const p = primitive(v);
      return typeof p === 'boolean' || (v !== p && typeof p === 'bigint') ? 'subclass' : 'no';
    }
    case 'float': {
      if (typeof v === 'number') return 'exact';
      const p = primitive(v);
      return typeof p === 'boolean' || typeof p === 'bigint' || (v !== p && typeof p === 'number') ? 'subclass' : 'no';
    }
    case 'str': {
      if (typeof v === 'string') return 'exact';
      return typeof primitive(v) === 'string' ? 'subclass' : 'no';
    }
  }
}

/** A subclass instance as JSON mode writes it: the plain int, float or str. */
export function plainScalar(kind: ScalarKind, v: PyValue): PyValue {
  const p = primitive(v);
  if (kind === 'int') return typeof p === 'boolean' ? (p ? 1n : 0n) : p;
  if (kind === 'float') return typeof p === 'boolean' ? (p ? 1 : 0) : Number(p);
  return p;
}

/** The simple serializer a schema node is, if it is one. */
export function scalarKind(schema: CoreSchema): ScalarKind | null {
  const t = schema.type;
  return !schema.ser && (t === 'none' || t === 'bool' || t === 'int' || t === 'float' || t === 'str') ? t : null;
}

/**
 * pydantic-core's `retry_with_lax_check`: whether a union holding this member tries its members
 * again laxly. int says yes, float, str, bool and None no; models and dataclasses yes;
 * containers and wrappers as their items (or inner schema) do.
 */
export function retriesLax(schema: CoreSchema): boolean {
  switch (schema.type) {
    case 'int':
    case 'model':
    case 'dataclass':
    case 'typed-dict':
      return true;
    case 'list':
    case 'set':
    case 'frozenset':
    case 'deque':
    case 'generator':
    case 'sequence':
      return retriesLax(schema.items);
    case 'dict':
      return retriesLax(schema.values);
    case 'nullable':
    case 'function-before':
    case 'function-after':
    case 'function-wrap':
    case 'constrained':
      return retriesLax(schema.schema);
    case 'lazy':
      return retriesLax(schema.resolve());
    case 'union':
      return schema.choices.some((c) => retriesLax(c.schema));
    default:
      return false;
  }
}
