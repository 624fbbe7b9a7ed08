/**
 * How a step shows values and objects: scalars by their repr, objects by reference, and each
 * object's state encoded without running any Python code. Value views are interned per run —
 * the same int, string or object reference is one view however many steps show it — so a step
 * costs what changed, not what it shows.
 */
import { exc } from '../exceptions';
import { typeName } from '../objects';
import { displayRepr } from '../repr';
import { NativeObject, PyDict, PyInstance, PyList, PyObj, PySet, PyTuple, type PyValue } from '../values';
import { DictView, partsOf, SequenceView } from './chunked';
import type { ObjView, ValueView } from './types';

/** Items a container's view keeps; a longer one says how many it left out (`more`). */
export const MAX_VIEW_ITEMS = 500;

/** A run's value views, each made once. */
export class ValueViews {
  private readonly none: ValueView = { kind: 'prim', type: 'NoneType', repr: 'None' };
  private readonly yes: ValueView = { kind: 'prim', type: 'bool', repr: 'True' };
  private readonly no: ValueView = { kind: 'prim', type: 'bool', repr: 'False' };
  private readonly ints = new Map<bigint, ValueView>();
  private readonly floats = new Map<number, ValueView>();
  private negativeZero: ValueView | null = null;
  private readonly strs = new Map<string, ValueView>();
  private readonly refs = new Map<number, ValueView>();

  /** The view of `v`: its repr for a scalar, a reference for an object. */
  of(v: PyValue): ValueView {
    switch (typeof v) {
      case 'object': {
        if (v === null) return this.none;
        let view = this.refs.get(v.id);
        if (!view) {
          view = { kind: 'ref', id: v.id };
          this.refs.set(v.id, view);
        }
        return view;
      }
      case 'boolean':
        return v ? this.yes : this.no;
      case 'bigint':
        return this.cached(this.ints, v);
      case 'number':
        if (v === 0 && Object.is(v, -0)) {
          this.negativeZero ??= { kind: 'prim', type: 'float', repr: displayRepr(v) };
          return this.negativeZero;
        }
        return this.cached(this.floats, v);
      default:
        return this.cached(this.strs, v);
    }
  }

  private cached<K extends bigint | number | string>(map: Map<K, ValueView>, v: K): ValueView {
    let view = map.get(v);
    if (!view) {
      view = { kind: 'prim', type: typeName(v), repr: displayRepr(v) };
      map.set(v, view);
    }
    return view;
  }

  /** Where `object` collects the objects the view it is making refers to. */
  private collecting: PyObj[] | null = null;

  /** `of` as the encoders call it (runtimes' value kinds receive it): notes each object referred to. */
  private readonly ofBound = (v: PyValue): ValueView => {
    if (v instanceof PyObj) this.collecting?.push(v);
    return this.of(v);
  };

  /**
   * Encodes an object's current state without running any Python code. `previous` is the
   * object's last view: a container shares the chunks of it whose items did not change.
   * The objects the view refers to are appended to `refs`.
   */
  object(o: PyObj, previous: ObjView | undefined, refs: PyObj[]): ObjView {
    this.collecting = refs;
    try {
      return this.encode(o, previous);
    } finally {
      this.collecting = null;
    }
  }

  private encode(o: PyObj, previous: ObjView | undefined): ObjView {
    const of = this.ofBound;
    const type = o instanceof PyInstance ? o.type.name : typeName(o);
    if (o instanceof PyList || o instanceof PyTuple || o instanceof PySet) {
      const all = o instanceof PySet ? [...o.map.values()] : o.items;
      const n = Math.min(all.length, MAX_VIEW_ITEMS);
      const items: ValueView[] = new Array(n);
      for (let i = 0; i < n; i++) items[i] = of(all[i]);
      const more = all.length - n;
      const kind = o instanceof PyList ? 'list' : o instanceof PyTuple ? 'tuple' : 'set';
      const old = previous instanceof SequenceView && previous.kind === kind ? previous.parts : null;
      return new SequenceView(kind, o.id, type, partsOf(items, old, sameView), more || undefined);
    }
    if (o instanceof PyDict) {
      const entries: (readonly [ValueView, ValueView])[] = [];
      for (const [k, v] of o.map.values()) {
        if (entries.length === MAX_VIEW_ITEMS) break;
        entries.push([of(k), of(v)]);
      }
      const more = o.map.size - entries.length;
      const old = previous instanceof DictView ? previous.parts : null;
      return new DictView(o.id, type, partsOf(entries, old, sameEntry), more || undefined);
    }
    const kind = o instanceof PyInstance || o instanceof NativeObject ? o.cls.slot('valueKind') : undefined;
    if (kind) return kind.view(o, of);
    const isExc = o instanceof PyInstance && o.type.isSubclassOf(exc.BaseException);
    if (o instanceof PyInstance && !isExc) return { kind: 'instance', id: o.id, type, attrs: [...o.attrs].map(([k, v]) => [k, of(v)] as const) };
    const text = o instanceof PyInstance ? `${o.type.name}(...)` : displayRepr(o);
    return { kind: 'opaque', id: o.id, type, repr: isExc ? displayRepr(o) : text };
  }
}

function sameView(a: ValueView, b: ValueView): boolean {
  return a === b;
}

function sameEntry(a: readonly [ValueView, ValueView], b: readonly [ValueView, ValueView]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
