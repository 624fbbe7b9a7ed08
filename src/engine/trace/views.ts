/**
 * How a step shows values and objects: scalars by their repr, objects by reference, and each
 * object's state encoded without running any Python code. Value views are interned per run —
 * the same int, string or object reference is one view however many steps show it — so a step
 * costs what changed, not what it shows.
 */
import { AttrsDict } from '../attrs-dict';
import { exc } from '../exceptions';
import { typeName } from '../objects';
import { displayRepr, repr } from '../repr';
import { NativeObject, PyDict, PyInstance, PyList, PyObj, PySet, PyTuple, type PyValue } from '../values';
import { DictView, partsOf, type RawChunks, SequenceView } from './chunked';
import type { ObjView, ValueView } from './types';

/** The most digits Python prints of an int (`sys.get_int_max_str_digits()`). */
const MAX_INT_DIGITS = 4300;

/** Items a container's view keeps; a longer one says how many it left out (`more`). */
export const MAX_VIEW_ITEMS = 500;

/** A run's value views, each made once. */
export class ValueViews {
  private readonly none: ValueView = { kind: 'prim', type: 'NoneType', repr: 'None' };
  private readonly yes: ValueView = { kind: 'prim', type: 'bool', repr: 'True' };
  private readonly no: ValueView = { kind: 'prim', type: 'bool', repr: 'False' };
  private readonly ints = new Map<bigint, ValueView>();
  private readonly smallInts = new Map<number, ValueView>();
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
      case 'bigint': {
        // Keyed as a number where that is exact: a Map hashes a number inline, a bigint through the runtime.
        const n = Number(v);
        if (!Number.isSafeInteger(n)) return this.bigInt(v);
        let view = this.smallInts.get(n);
        if (!view) {
          view = { kind: 'prim', type: 'int', repr: repr(v) };
          this.smallInts.set(n, view);
        }
        return view;
      }
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

  /**
   * An int beyond the safe doubles. Python refuses to print one of more than 4,300 digits
   * (ValueError): a program may still hold it, so its view names its size instead of failing
   * the run at the step that shows it.
   */
  private bigInt(v: bigint): ValueView {
    let view = this.ints.get(v);
    if (!view) {
      // Decimal text of a huge int takes seconds: past a million bits the size is estimated.
      if ((v < 0n ? -v : v) >= 1n << 1_000_000n) {
        view = { kind: 'prim', type: 'int', repr: displayRepr(v) };
        this.ints.set(v, view);
        return view;
      }
      const text = v.toString();
      const digits = text.length - (v < 0n ? 1 : 0);
      view = { kind: 'prim', type: 'int', repr: digits > MAX_INT_DIGITS ? `<int of ${digits} digits>` : text };
      this.ints.set(v, view);
    }
    return view;
  }

  private cached<K extends number | string>(map: Map<K, ValueView>, v: K): ValueView {
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
  /** The raw values `view` (the object's last view) was made from, if this run made it. */
  private rawOf(id: number, view: ObjView): RawChunks | null {
    const r = this.raws.get(id);
    return r?.view === view ? r.raw : null;
  }

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

  /** Each container's latest view with the raw values it was made from (for reusing its chunks). */
  private readonly raws = new Map<number, { readonly view: ObjView; readonly raw: RawChunks }>();

  private encode(o: PyObj, previous: ObjView | undefined): ObjView {
    const of = this.ofBound;
    const type = o instanceof PyInstance ? o.type.name : typeName(o);
    if (o instanceof PyList || o instanceof PyTuple || o instanceof PySet) {
      const all = o instanceof PySet ? [...o.map.values()] : o.items;
      const n = Math.min(all.length, MAX_VIEW_ITEMS);
      const kind = o instanceof PyList ? 'list' : o instanceof PyTuple ? 'tuple' : 'set';
      const old = previous instanceof SequenceView && previous.kind === kind ? previous : null;
      const oldRaw = old ? this.rawOf(o.id, old) : null;
      const unchanged = oldRaw && o instanceof PyList ? o.unchangedBelow : 0;
      const { parts, raw } = partsOf(n, all, 1, old?.parts ?? null, oldRaw, (i) => of(all[i]), unchanged);
      const view = new SequenceView(kind, o.id, type, parts, all.length - n);
      if (raw) this.raws.set(o.id, { view, raw });
      return view;
    }
    if (o instanceof PyDict) {
      const n = Math.min(o.map.size, MAX_VIEW_ITEMS);
      const flat: PyValue[] = new Array(2 * n);
      let i = 0;
      for (const [k, v] of o.map.values()) {
        if (i === 2 * n) break;
        flat[i++] = k;
        flat[i++] = v;
      }
      const old = previous instanceof DictView ? previous : null;
      const oldRaw = old ? this.rawOf(o.id, old) : null;
      const { parts, raw } = partsOf(n, flat, 2, old?.parts ?? null, oldRaw, (j) => of(flat[j]));
      const owner = ownerOf(o);
      if (owner) of(owner);
      const view = new DictView(o.id, type, parts, o.map.size - n, owner?.id);
      if (raw) this.raws.set(o.id, { view, raw });
      return view;
    }
    const kind = o instanceof PyInstance || o instanceof NativeObject ? o.cls.slot('valueKind') : undefined;
    if (kind) return kind.view(o, of);
    const isExc = o instanceof PyInstance && o.type.isSubclassOf(exc.BaseException);
    if (o instanceof PyInstance && !isExc) return { kind: 'instance', id: o.id, type, attrs: [...o.attrs].map(([k, v]) => [k, of(v)] as const) };
    const text = o instanceof PyInstance ? `${o.type.name}(...)` : displayRepr(o);
    return { kind: 'opaque', id: o.id, type, repr: isExc ? displayRepr(o) : text };
  }
}

/**
 * The instance whose own `__dict__` `d` is (what `vars(x)` hands out), noted as referred to so the
 * step's heap holds it: the objects view draws the dict as that instance. Namespaces, functions'
 * and modules' dicts have no instance behind them.
 */
function ownerOf(d: PyDict): PyInstance | undefined {
  return d instanceof AttrsDict && d.owner instanceof PyInstance ? d.owner : undefined;
}
