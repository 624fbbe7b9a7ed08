/**
 * `typing.NamedTuple`, as CPython's `NamedTupleMeta` builds it: the subclass's annotations are
 * the fields (in order), its class attributes of those names their defaults, and the class gets
 * what `collections.namedtuple` gives (`__new__`, `_fields`, `__repr__`, `_asdict`...); the
 * methods the body defines stay, except the names namedtuple owns. The functional form
 * `NamedTuple('P', [('x', int)])` makes the same class.
 */
import { builtinTypes, exc, PyClass, PyDict, type PyValue, pyError, setAttr, toArray } from '../../engine/api';
import { defineFieldGetters, namedtupleNamespace } from '../collections/namedtuple';

const prohibited = new Set(['__new__', '__init__', '__slots__', '__getnewargs__', '_fields', '_field_defaults', '_make', '_replace', '_asdict', '_source']);
const special = new Set(['__module__', '__name__', '__annotations__', '__qualname__', '__doc__']);

function install(cls: PyClass, fields: string[], defaults: PyValue[]): void {
  const module = cls.dict.get('__module__');
  const ns = namedtupleNamespace(cls.name, fields, defaults, typeof module === 'string' ? module : '__walkthrough__');
  for (const [k, v] of ns) {
    if (k === '__module__') continue;
    if (cls.dict.has(k) && !prohibited.has(k) && !special.has(k)) continue;
    setAttr(cls, k, v);
  }
  defineFieldGetters(cls, fields);
}

/** Fields and defaults from a finished NamedTuple class body. */
function fromBody(cls: PyClass): void {
  for (const k of cls.dict.keys()) if (prohibited.has(k) && k !== '__slots__') throw pyError(exc.AttributeError, `Cannot overwrite NamedTuple attribute ${k}`);
  const anns = cls.dict.get('__annotations__');
  const fields = anns instanceof PyDict ? [...anns.map.values()].map(([k]) => String(k)) : [];
  const defaults: PyValue[] = [];
  const defaultNames: string[] = [];
  for (const f of fields) {
    const v = cls.dict.get(f);
    if (v !== undefined) {
      defaults.push(v);
      defaultNames.push(f);
    } else if (defaults.length)
      throw pyError(exc.TypeError, `Non-default namedtuple field ${f} cannot follow default field${defaults.length > 1 ? 's' : ''} ${defaultNames.join(', ')}`);
  }
  install(cls, fields, defaults);
}

export const namedTupleClass: PyClass = new PyClass(
  'NamedTuple',
  [builtinTypes.tuple],
  {
    initSubclass: (cls) => fromBody(cls),
    call: (cls, args, kw) => {
      if (cls !== namedTupleClass) throw pyError(exc.TypeError, `${cls.name}.__new__ is not set up`);
      const [name, spec] = args;
      if (typeof name !== 'string') throw pyError(exc.TypeError, "NamedTuple() missing required argument 'typename'");
      const pairs = spec === undefined ? [...(kw ?? [])].map(([k, v]) => [k, v]) : toArray(spec).map((p) => toArray(p));
      const made = new PyClass(name, [namedTupleClass], {}, '__walkthrough__');
      made.heap = true;
      const anns = new PyDict();
      for (const [k, v] of pairs) anns.map.set(String(k), [String(k), v]);
      made.dict.set('__annotations__', anns);
      made.dict.set('__module__', '__walkthrough__');
      install(
        made,
        pairs.map(([k]) => String(k)),
        [],
      );
      return made;
    },
  },
  'typing',
);
