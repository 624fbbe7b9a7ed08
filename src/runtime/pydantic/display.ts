/**
 * pydantic's `display_as_type`: how a type is named in generated class names (`Response[Product]`)
 * and in a `FieldInfo`'s repr (`annotation=Union[int, NoneType]`). As pydantic does it, a value
 * that is not a type (None, `Gt(0)`, the list in `Callable[[int], str]`) is named by its class,
 * one of pydantic's own (`FieldInfo`, `Strict()`: its `Representation`s) by its repr, and a
 * Literal's values by theirs.
 */
import {
  Ellipsis,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyInstance,
  PyList,
  PyTuple,
  type PyValue,
  repr,
  typeDisplay,
  typeOf,
  unionOrigin,
} from '../../engine/api';
import { literalForm } from '../typing/forms';
import { isMetadata } from './metadata';

export function displayAsType(v: PyValue): string {
  if (v instanceof PyFunction || v instanceof PyBuiltin) return v.name;
  if (v === Ellipsis) return '...';
  if (v instanceof PyGenericAlias) {
    if (v.origin === unionOrigin) return `Union[${v.args.map(displayAsType).join(', ')}]`;
    const args = v.origin === literalForm ? v.args.map(repr).join(', ') : v.args.map(displayAsType).join(', ');
    const head = v.display
      .slice(0, v.display.indexOf('['))
      .replace(/^typing(_extensions)?\./, '')
      .replace(/^collections\.abc\./, '');
    return `${head}[${args}]`;
  }
  if (v instanceof PyClass) return v.qualname;
  if (isPlainValue(v)) {
    const cls = typeOf(v);
    return cls.module.startsWith('pydantic') ? repr(v) : cls.qualname;
  }
  return typeDisplay(v).replace(/typing\./g, '');
}

/** A value that is no typing construct (a constant, an instance, a metadata object): pydantic names it by its class. */
function isPlainValue(v: PyValue): boolean {
  return v === null || typeof v !== 'object' || v instanceof PyInstance || v instanceof PyList || v instanceof PyTuple || v instanceof PyDict || isMetadata(v);
}
