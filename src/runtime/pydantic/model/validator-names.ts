/**
 * The validators a field's value passes through, by name, for the trace's model view: the panels
 * say "changed by validator `upper()`" beside a value that differs from its input. Read from the
 * field's core schema (decorator validators and `Annotated` ones alike) without running Python.
 */
import { PyBoundMethod, PyBuiltin, PyFunction, PyInstance, type PyValue } from '../../../engine/api';
import type { CoreSchema } from '../core/schema';

/** How a validator function is called in the panels: its `__name__` (a callable instance by its class). */
function nameOf(fn: PyValue): string {
  if (fn instanceof PyBoundMethod) return fn.func.name;
  if (fn instanceof PyFunction || fn instanceof PyBuiltin) return fn.name;
  if (fn instanceof PyInstance) return fn.type.name;
  return 'validator';
}

/** The function validators around a schema, outermost first (wrappers that only pass the value on are looked through). */
export function validatorNames(schema: CoreSchema): string[] {
  const out: string[] = [];
  let s: CoreSchema | null = schema;
  while (s) {
    switch (s.type) {
      case 'function-before':
      case 'function-after':
      case 'function-wrap':
        out.push(nameOf(s.fn));
        s = s.schema;
        break;
      case 'function-plain':
        out.push(nameOf(s.fn));
        s = null;
        break;
      case 'nullable':
      case 'constrained':
        s = s.schema;
        break;
      default:
        s = null;
    }
  }
  return out;
}
