/**
 * `mappingproxy` (`types.MappingProxyType`): a read-only view of a mapping, what `C.__dict__`,
 * `vars(C)` and an Enum's `__members__` are in CPython. Reading goes to the mapping; writing is
 * the TypeError a type without item assignment raises. Not a dict: `isinstance(p, dict)` is
 * False, and the contract skips it among the final globals as the reference runner does.
 */
import { contains, richCompare } from '../compare';
import { exc, pyError } from '../exceptions';
import { getItem } from '../items';
import { call, getAttr, iterate, len, typeName, typeOf } from '../objects';
import { binop } from '../ops';
import { repr } from '../repr';
import { builtinTypes, type CompareOp, NativeObject, objectType, PyClass, type PyValue } from '../values';
import { defineMethods } from './args';

export const mappingProxyType = new PyClass('mappingproxy', [objectType]);

export class PyMappingProxy extends NativeObject {
  constructor(readonly mapping: PyValue) {
    super();
  }
  get cls(): PyClass {
    return mappingProxyType;
  }
}

const target = (v: PyValue) => (v as PyMappingProxy).mapping;
const method = (name: string) => (args: PyValue[]) => call(getAttr(target(args[0]), name), args.slice(1), null);

/** `mappingproxy | other` unwraps either side that is a proxy, then is the mappings' `|`. */
const unwrap = (v: PyValue) => (v instanceof PyMappingProxy ? v.mapping : v);

Object.assign(mappingProxyType.slots, {
  call: (_cls: PyClass, args: PyValue[]) => {
    if (args.length !== 1) throw pyError(exc.TypeError, `mappingproxy() takes exactly one argument (${args.length} given)`);
    const m = args[0];
    const type = typeOf(m);
    if (type.slot('getitem') === undefined || type.isSubclassOf(builtinTypes.list) || type.isSubclassOf(builtinTypes.tuple))
      throw pyError(exc.TypeError, `mappingproxy() argument must be a mapping, not ${typeName(m)}`);
    return new PyMappingProxy(m);
  },
  getitem: (self: PyValue, key: PyValue) => getItem(target(self), key),
  len: (self: PyValue) => len(target(self)),
  iter: (self: PyValue) => ({ [Symbol.iterator]: () => iterate(target(self)) }),
  contains: (self: PyValue, key: PyValue) => contains(target(self), key),
  repr: (self: PyValue) => `mappingproxy(${repr(target(self))})`,
  richcompare: (self: PyValue, other: PyValue, op: CompareOp) => richCompare(target(self), other, op),
  binop: (op: string, self: PyValue, other: PyValue, reflected: boolean) =>
    op === '|' ? (reflected ? binop('|', unwrap(other), target(self)) : binop('|', target(self), unwrap(other))) : undefined,
});

defineMethods(mappingProxyType, {
  keys: method('keys'),
  values: method('values'),
  items: method('items'),
  get: method('get'),
  copy: method('copy'),
  __reversed__: method('__reversed__'),
});
