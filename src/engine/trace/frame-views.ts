/**
 * Frames as the steps show them. A frame's view is made again only when its bindings changed:
 * a function frame's slots are compared with the values its view was made from; a module's
 * namespace (a `Namespace`) says by its version counters whether nothing changed or one name
 * was rebound, so a loop at module level costs no scan of the globals per step. A view that
 * changed keeps every binding pair that did not.
 */
import type { Frame } from '../frame';
import { Namespace } from '../namespace';
import { PyBuiltin, PyClass, PyFunction, PyGenericAlias, PyModule, PyObj, PyOpaque, type PyValue } from '../values';
import type { FrameView, ValueView } from './types';
import type { ValueViews } from './views';

type Locals = FrameView['locals'];

/** What a frame's view was made from. */
interface FrameRecord {
  /** The namespace's counters when the view was made (module and class frames over a `Namespace`; else -1). */
  version: number;
  layout: number;
  /** Function frames: each own local by `localOrder` position when the view was made (undefined: unbound). */
  slots: readonly (PyValue | undefined)[];
  /** The names the view shows, in its order (values are compared by their views, which are interned). */
  names: readonly string[];
  view: FrameView;
}

/** Names the script's globals view leaves out: imports, classes and functions are not state. */
function isDefinition(v: PyObj): boolean {
  return (
    v instanceof PyModule || v instanceof PyClass || v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyGenericAlias || v instanceof PyOpaque
  );
}

/** Whether a frame's view leaves the binding out: dunder names, and definitions among a module's globals. */
function hidden(frame: Frame, name: string, v: PyValue): boolean {
  return name.startsWith('__') || (v instanceof PyObj && frame.kind === 'module' && isDefinition(v));
}

export class FrameViews {
  /** Scratch space for a frame's current bindings (reused by every rebuild). */
  private readonly names: string[] = [];
  private readonly values: PyValue[] = [];
  private count = 0;
  private scanned: Frame | null = null;
  /** Collects one namespace entry into the scratch space (made once: no closure per scan). */
  private readonly collect = (v: PyValue, k: string): void => {
    if (hidden(this.scanned as Frame, k, v)) return;
    this.names[this.count] = k;
    this.values[this.count++] = v;
  };

  constructor(
    private readonly views: ValueViews,
    /** Called with each object a view shows (the recorder makes sure the heap log has it). */
    private readonly shown: (o: PyObj) => void,
  ) {}

  /** The frame's view now: the last one while nothing it shows changed. */
  view(frame: Frame): FrameView {
    const rec = frame.traceState as FrameRecord | null;
    const line = frame.stmt?.line ?? 0;
    if (rec === null) return this.rebuild(frame, null, line);
    const ns = frame.ns;
    if (frame.kind === 'module' || frame.kind === 'class') {
      if (!(ns instanceof Namespace)) return this.rebuild(frame, rec, line);
      if (ns.version !== rec.version && !this.rebound(frame, ns, rec)) return this.rebuild(frame, rec, line);
    } else if (!sameSlots(frame, rec.slots)) return this.rebuild(frame, rec, line);
    return this.atLine(frame, rec, rec.view.locals, line);
  }

  /**
   * Brings `rec` up to date when the namespace changed by exactly one rebinding of a name it
   * had; false when the change was anything else (the caller rebuilds).
   */
  private rebound(frame: Frame, ns: Namespace, rec: FrameRecord): boolean {
    const key = ns.lastKey;
    if (ns.version !== rec.version + 1 || ns.layout !== rec.layout || key === null) return false;
    const v = ns.get(key) as PyValue;
    const i = rec.names.indexOf(key);
    const wasShown = i >= 0;
    // A name that appears or disappears (bound to a function, or no longer) changes the layout.
    if (wasShown === hidden(frame, key, v)) return false;
    rec.version = ns.version;
    if (!wasShown) return true;
    const view = this.views.of(v);
    if (rec.view.locals[i][1] === view) return true;
    if (v instanceof PyObj) this.shown(v);
    const locals = rec.view.locals.slice();
    locals[i] = [key, view];
    rec.view = { name: frame.name, file: frame.file, line: frame.stmt?.line ?? 0, locals };
    return true;
  }

  /** The record's view, or a new one at `line` with `locals`. */
  private atLine(frame: Frame, rec: FrameRecord, locals: Locals, line: number): FrameView {
    if (rec.view.line !== line || rec.view.locals !== locals) rec.view = { name: frame.name, file: frame.file, line, locals };
    return rec.view;
  }

  private viewOf(v: PyValue): ValueView {
    if (v instanceof PyObj) this.shown(v);
    return this.views.of(v);
  }

  /** Scans the frame's bindings and makes its view, keeping what did not change. */
  private rebuild(frame: Frame, rec: FrameRecord | null, line: number): FrameView {
    const names = this.names;
    const values = this.values;
    this.count = 0;
    let version = -1;
    let layout = -1;
    let slots: (PyValue | undefined)[] = [];
    if (frame.kind === 'module' || frame.kind === 'class') {
      const ns = frame.ns;
      if (ns instanceof Namespace) {
        version = ns.version;
        layout = ns.layout;
      }
      this.scanned = frame;
      ns.forEach(this.collect);
      this.scanned = null;
    } else {
      const order = frame.code.localOrder;
      slots = new Array(order.length);
      for (let i = 0; i < order.length; i++) {
        const l = order[i];
        const v = l.cell ? frame.cells[l.slot].v : frame.fast[l.slot];
        slots[i] = v;
        if (v === undefined || l.name.startsWith('__')) continue;
        names[this.count] = l.name;
        values[this.count++] = v;
      }
    }
    const n = this.count;
    const built: (readonly [string, ValueView])[] = new Array(n);
    const old = rec?.view.locals;
    let same = old?.length === n;
    for (let i = 0; i < n; i++) {
      const view = this.viewOf(values[i]);
      // A binding that did not change keeps its pair from the last step.
      const kept = old?.[i];
      if (kept && kept[0] === names[i] && kept[1] === view) built[i] = kept;
      else {
        built[i] = [names[i], view];
        same = false;
      }
    }
    if (rec) {
      rec.version = version;
      rec.layout = layout;
      rec.slots = slots;
      if (same) return this.atLine(frame, rec, rec.view.locals, line);
    }
    const view: FrameView = { name: frame.name, file: frame.file, line, locals: built };
    frame.traceState = { version, layout, slots, names: names.slice(0, n), view } satisfies FrameRecord;
    return view;
  }
}

/** Whether a function frame's own locals are the values `slots` holds (`Object.is`: 0.0 and -0.0 show differently). */
function sameSlots(frame: Frame, slots: readonly (PyValue | undefined)[]): boolean {
  const order = frame.code.localOrder;
  for (let i = 0; i < order.length; i++) {
    const l = order[i];
    if (!Object.is(l.cell ? frame.cells[l.slot].v : frame.fast[l.slot], slots[i])) return false;
  }
  return true;
}
