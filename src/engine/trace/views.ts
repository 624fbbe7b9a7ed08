/**
 * How a step shows values and objects: scalars by their repr, objects by reference, and each
 * object's state encoded without running any Python code. Value views are interned per run —
 * the same int, string or object reference is one view however many steps show it — so a step
 * costs what changed, not what it shows.
 */
import { AttrsDict } from '../attrs-dict';
import { exc } from '../exceptions';
import { typeName } from '../objects';
import { displayRepr } from '../repr';
import { NativeObject, PyDict, PyInstance, PyList, PyObj, PySet, PyTuple, type PyValue } from '../values';
import { CHUNK, DictView, keptIfSame, type Parts, partsOf, type RawChunks, SequenceView } from './chunked';
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
  private zero: ValueView | null = null;
  private readonly strs = new Map<string, ValueView>();
  private readonly refs = new Map<number, ValueView>();

  /**
   * The view of `v`: its repr for a scalar, a reference for an object. Only the lookup of a view
   * already made is here, and each kind's making is its own small function: the JIT inlines
   * this into every hot caller, and with it only the makers a caller's values needed.
   */
  of(v: PyValue): ValueView {
    switch (typeof v) {
      case 'object':
        if (v === null) return this.none;
        // An object of the run carries its reference view; a static one (shared by every run) is looked up.
        if (v.id > 0) return (v.refView as ValueView | null) ?? this.newRunRef(v);
        return this.refs.get(v.id) ?? this.newRef(v.id);
      case 'boolean':
        return v ? this.yes : this.no;
      case 'bigint': {
        // Keyed as a number where that is exact: a Map hashes a number inline, a bigint through the runtime.
        const n = Number(v);
        if (!Number.isSafeInteger(n)) return this.bigInt(v);
        return this.smallInts.get(n) ?? this.newInt(n);
      }
      case 'number':
        return (v === 0 ? undefined : this.floats.get(v)) ?? this.newFloat(v);
      default:
        return this.strs.get(v) ?? this.newStr(v);
    }
  }

  private newRunRef(o: PyObj): ValueView {
    const view: ValueView = { kind: 'ref', id: o.id };
    o.refView = view;
    return view;
  }

  private newRef(id: number): ValueView {
    const view: ValueView = { kind: 'ref', id };
    this.refs.set(id, view);
    return view;
  }

  /** An int below 2**53: its repr is its digits. */
  private newInt(n: number): ValueView {
    const view: ValueView = { kind: 'prim', type: 'int', repr: String(n) };
    this.smallInts.set(n, view);
    return view;
  }

  private newFloat(v: number): ValueView {
    // 0.0 and -0.0 are one key of a Map, and two reprs.
    if (v === 0) {
      if (Object.is(v, -0)) return (this.negativeZero ??= { kind: 'prim', type: 'float', repr: displayRepr(v) });
      return (this.zero ??= { kind: 'prim', type: 'float', repr: displayRepr(v) });
    }
    const view: ValueView = { kind: 'prim', type: 'float', repr: displayRepr(v) };
    this.floats.set(v, view);
    return view;
  }

  private newStr(v: string): ValueView {
    const view: ValueView = { kind: 'prim', type: 'str', repr: displayRepr(v) };
    this.strs.set(v, view);
    return view;
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

  /** Where `object` collects the objects the view it is making refers to (for runtimes' value kinds). */
  private collecting: PyObj[] | null = null;

  /** `of` as the runtimes' value kinds call it: notes each object referred to. */
  private readonly ofBound = (v: PyValue): ValueView => {
    if (v instanceof PyObj) this.collecting?.push(v);
    return this.of(v);
  };

  /**
   * The views of `values[start..end)`, noting each object among them in `refs`: the one loop
   * every container's items are encoded in (so the JIT compiles `of` into one place).
   */
  private viewsOf(values: readonly PyValue[], start: number, end: number, refs: PyObj[]): ValueView[] {
    const views: ValueView[] = new Array(end - start);
    for (let i = start; i < end; i++) {
      const v = values[i];
      if (v instanceof PyObj) refs.push(v);
      views[i - start] = this.of(v);
    }
    return views;
  }

  /** The raw values `view` (the object's last view) was made from, if this run made it. */
  private rawOf(id: number, view: ObjView): RawChunks | null {
    const r = this.raws.get(id);
    return r?.view === view ? r.raw : null;
  }

  /** Each chunked container's latest view with the raw values it was made from (for reusing its chunks). */
  private readonly raws = new Map<number, { readonly view: ObjView; readonly raw: RawChunks }>();

  /**
   * Encodes an object's current state without running any Python code. `previous` is the
   * object's last view: a container shares the chunks of it whose items did not change.
   * The objects the view refers to are appended to `refs`. Every builtin container is made by
   * one function (`container`, its items in one loop): the JIT's work on a run's first steps
   * is the largest part of a fresh process's run, and it compiles each function once.
   */
  object(o: PyObj, previous: ObjView | undefined, refs: PyObj[]): ObjView {
    if (o instanceof PyList) return this.container(o, 'list', o.items, 1, o.items.length, previous, o.unchangedBelow, refs);
    if (o instanceof PyDict) return this.container(o, 'dict', this.entriesOf(o), 2, o.map.size, previous, 0, refs);
    if (o instanceof PyTuple) return this.container(o, 'tuple', o.items, 1, o.items.length, previous, 0, refs);
    if (o instanceof PySet) {
      const items = [...o.map.values()];
      return this.container(o, 'set', items, 1, items.length, previous, 0, refs);
    }
    this.collecting = refs;
    try {
      return this.other(o);
    } finally {
      this.collecting = null;
    }
  }

  /**
   * A container's view: its first `MAX_VIEW_ITEMS` of `size` items, `width` values an item in
   * `values` (a dict's key and value side by side). One function for every kind of container,
   * so the JIT compiles one.
   */
  private container(
    o: PyObj,
    kind: 'list' | 'tuple' | 'set' | 'dict',
    values: readonly PyValue[],
    width: number,
    size: number,
    previous: ObjView | undefined,
    unchangedBelow: number,
    refs: PyObj[],
  ): ObjView {
    const n = Math.min(size, MAX_VIEW_ITEMS);
    const old = (previous instanceof SequenceView || previous instanceof DictView) && previous.kind === kind ? previous : null;
    let parts: Parts;
    let raw: RawChunks | null = null;
    if (n <= CHUNK) parts = keptIfSame(old?.parts ?? null, this.viewsOf(values, 0, n * width, refs));
    else {
      const oldRaw = old ? this.rawOf(o.id, old) : null;
      ({ parts, raw } = partsOf(
        n,
        values,
        width,
        old?.parts ?? null,
        oldRaw,
        (chunk) => this.viewsOf(chunk, 0, chunk.length, refs),
        oldRaw ? unchangedBelow : 0,
      ));
    }
    let view: ObjView;
    if (kind === 'dict') {
      this.flat.length = 0;
      const owner = ownerOf(o as PyDict);
      if (owner) refs.push(owner);
      view = new DictView(o.id, o.cls.name, parts, size - n, owner?.id);
    } else view = new SequenceView(kind, o.id, o.cls.name, parts, size - n);
    if (raw) this.raws.set(o.id, { view, raw });
    return view;
  }

  /** A dict's keys and values side by side (its first `MAX_VIEW_ITEMS`), in scratch space. */
  private entriesOf(o: PyDict): PyValue[] {
    const flat = this.flat;
    const end = 2 * MAX_VIEW_ITEMS;
    let i = 0;
    for (const entry of o.map.values()) {
      if (i === end) break;
      flat[i++] = entry[0];
      flat[i++] = entry[1];
    }
    return flat;
  }

  /** Scratch space of `entriesOf`. */
  private readonly flat: PyValue[] = [];

  /** An object that is no builtin container: by its runtime's value kind, as an instance, or by its repr. */
  private other(o: PyObj): ObjView {
    const of = this.ofBound;
    const type = o instanceof PyInstance ? o.type.name : typeName(o);
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
