/**
 * `typing.NamedTuple` (and typing_extensions' own), as CPython 3.11's `NamedTupleMeta` builds it:
 * a function whose `__mro_entries__` is a hidden class, so `class P(NamedTuple)` is made by the
 * metaclass as a `collections.namedtuple` (bases `(tuple,)`, metaclass `type`): the annotations
 * are the fields (in order), class attributes of those names their defaults, and the body's
 * other names are copied on, except the ones namedtuple owns. The functional form
 * `NamedTuple('P', [('x', int)])` makes the same class.
 */
import {
  builtin,
  builtinTypes,
  exc,
  makeClass,
  metaclassNew,
  mroEntries,
  objectType,
  PyClass,
  PyDict,
  PyTuple,
  type PyValue,
  pyError,
  toArray,
} from '../../engine/api';
import { defineFieldGetters, fieldNames, namedtupleNamespace } from '../collections/namedtuple';
import { genericClass } from './generic';

const prohibited = new Set(['__new__', '__init__', '__slots__', '__getnewargs__', '_fields', '_field_defaults', '_make', '_replace', '_asdict', '_source']);
const special = new Set(['__module__', '__name__', '__annotations__']);

/** `_make_nmtuple`: the namedtuple class of these fields, its `__annotations__` the field types. */
function makeNamedTuple(
  name: string,
  fields: [string, PyValue][],
  defaults: PyValue[],
  module: string,
  bases: PyClass[],
  extra: Map<string, PyValue>,
  globals: Map<string, PyValue> | null,
): PyClass {
  const names = fieldNames(new PyTuple(fields.map(([k]) => k)), false);
  const ns = namedtupleNamespace(name, names, defaults, module);
  const anns = new PyDict();
  for (const [k, t] of fields) anns.map.set(k, [k, t]);
  ns.set('__annotations__', anns);
  for (const [k, v] of extra) ns.set(k, v);
  const cls = makeClass(name, bases, ns, new Map(), globals);
  defineFieldGetters(cls, names);
  return cls;
}

/** `NamedTupleMeta.__new__`: the class statement's body made a namedtuple. */
function fromBody(
  marker: PyClass,
  name: string,
  bases: PyClass[],
  ns: Map<string, PyValue>,
  kw: Map<string, PyValue>,
  globals: Map<string, PyValue> | null,
): PyClass {
  for (const b of bases) if (b !== marker && b !== genericClass) throw pyError(exc.TypeError, 'can only inherit from a NamedTuple type and Generic');
  if (kw.size) throw pyError(exc.TypeError, `NamedTupleMeta.__new__() got an unexpected keyword argument '${[...kw.keys()][0]}'`);
  const anns = ns.get('__annotations__');
  const fields: [string, PyValue][] = anns instanceof PyDict ? [...anns.map.values()].map(([k, t]) => [String(k), t]) : [];
  const defaultNames: string[] = [];
  for (const [f] of fields) {
    if (ns.has(f)) defaultNames.push(f);
    else if (defaultNames.length)
      throw pyError(
        exc.TypeError,
        `Non-default namedtuple field ${f} cannot follow default field${defaultNames.length > 1 ? 's' : ''} ${defaultNames.join(', ')}`,
      );
  }
  const extra = new Map<string, PyValue>();
  for (const [k, v] of ns) {
    if (prohibited.has(k)) throw pyError(exc.AttributeError, `Cannot overwrite NamedTuple attribute ${k}`);
    if (!special.has(k) && !fields.some(([f]) => f === k)) extra.set(k, v);
  }
  const module = ns.get('__module__');
  return makeNamedTuple(
    name,
    fields,
    defaultNames.map((f) => ns.get(f) as PyValue),
    typeof module === 'string' ? module : '__walkthrough__',
    bases.map((b) => (b === marker ? builtinTypes.tuple : b)),
    extra,
    globals,
  );
}

/** `NamedTuple(typename, fields=None, /, **kwargs)`: fields as (name, type) pairs or as keywords. */
function functional(args: PyValue[], kw: Map<string, PyValue> | null): PyClass {
  const [name, spec] = args;
  if (typeof name !== 'string') throw pyError(exc.TypeError, "NamedTuple() missing required argument 'typename'");
  if (spec !== undefined && spec !== null && kw?.size)
    throw pyError(exc.TypeError, 'Either list of fields or keywords can be provided to NamedTuple, not both');
  const pairs: [string, PyValue][] =
    spec === undefined || spec === null
      ? [...(kw ?? [])]
      : toArray(spec).map((p) => {
          const pair = toArray(p);
          if (pair.length !== 2)
            throw pyError(
              exc.ValueError,
              pair.length < 2 ? `not enough values to unpack (expected 2, got ${pair.length})` : 'too many values to unpack (expected 2)',
            );
          return [String(pair[0]), pair[1]];
        });
  return makeNamedTuple(name, pairs, [], '__walkthrough__', [builtinTypes.tuple], new Map(), null);
}

/** A `NamedTuple` function of `module` with its hidden base class and metaclass. */
function namedTupleFunction(module: string): PyValue {
  const meta = new PyClass('NamedTupleMeta', [builtinTypes.type], {}, module);
  const marker = new PyClass('NamedTuple', [objectType], {}, module);
  marker.meta = meta;
  metaclassNew.set(meta, (name, bases, ns, kw, globals) => fromBody(marker, name, bases, ns, kw, globals));
  const fn = builtin('NamedTuple', functional);
  mroEntries.set(fn, marker);
  return fn;
}

export const namedTupleFunctions = { typing: namedTupleFunction('typing'), typing_extensions: namedTupleFunction('typing_extensions') };
