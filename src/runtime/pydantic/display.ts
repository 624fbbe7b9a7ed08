/** pydantic's `display_as_type`: how a type is named in generated class names (`Response[Product]`). */
import { Ellipsis, PyBuiltin, PyClass, PyFunction, PyGenericAlias, type PyValue, repr, typeDisplay, unionOrigin } from '../../engine/api';
import { literalForm } from '../typing/forms';

export function displayAsType(v: PyValue): string {
  if (v instanceof PyFunction || v instanceof PyBuiltin) return v.name;
  if (v === Ellipsis) return '...';
  if (v instanceof PyGenericAlias) {
    if (v.origin === unionOrigin) return `Union[${v.args.map(displayAsType).join(', ')}]`;
    const args = v.origin === literalForm ? v.args.map(repr).join(', ') : v.args.map(displayAsType).join(', ');
    const head = v.display
      .slice(0, v.display.indexOf('['))
      .replace(/^typing\./, '')
      .replace(/^collections\.abc\./, '');
    return `${head}[${args}]`;
  }
  if (v instanceof PyClass) return v.qualname;
  return typeDisplay(v).replace(/typing\./g, '');
}
