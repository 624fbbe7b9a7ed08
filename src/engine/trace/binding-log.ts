/**
 * Frames' bindings as the steps show them, recorded as changes (`FrameLog` in step-data.ts).
 * At each step every traced frame is checked: a function frame's slots are compared with the
 * values last recorded; a module's namespace (a `Namespace`) says by its version counters
 * whether nothing changed or one name was rebound, so a loop at module level costs no scan of
 * the globals per step. A rebinding is one change in the frame's log; a name that appears or
 * disappears writes a checkpoint of all of them, as does every `CHECKPOINT_EVERY`th change.
 */
import type { Frame } from '../frame';
import { Namespace } from '../namespace';
import { PyBuiltin, PyClass, PyFunction, PyGenericAlias, PyModule, PyObj, PyOpaque, type PyValue } from '../values';
import { CHECKPOINT_EVERY, type FrameLog } from './step-data';
import type { StepWriter } from './step-writer';
import type { ValueView } from './types';
import type { ValueViews } from './views';

/** What the recorder keeps of a traced frame between steps (in `Frame.traceState`). */
export interface FrameRecord {
  /** The frame's index in `StepData.frames`. */
  readonly id: number;
  readonly log: FrameLog['log'];
  /** The namespace's counters when last recorded (module and class frames over a `Namespace`; else -1). */
  version: number;
  layout: number;
  /** Function frames: each own local by `localOrder` position when last recorded (undefined: unbound). */
  slots: readonly (PyValue | undefined)[];
  /** The names shown, in order, and their views (values are compared by their views, which are interned). */
  names: readonly string[];
  views: ValueView[];
  /** Changes logged since the last checkpoint. */
  changes: number;
  /** The frame's stack nodes by parent node and line (see `Recorder`). */
  readonly nodes: Map<number, number>;
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

export class BindingLog {
  /** Scratch space for a frame's current bindings (reused by every scan). */
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
    private readonly writer: StepWriter,
    private readonly views: ValueViews,
    /** Called with each object a binding shows (the recorder makes sure the heap log has it). */
    private readonly shown: (o: PyObj) => void,
  ) {}

  /** Logs what changed in the frame's bindings as of step `step`; returns its record. */
  update(frame: Frame, step: number): FrameRecord {
    let rec = frame.traceState as FrameRecord | null;
    if (rec === null) {
      const id = this.writer.frame(frame.name, frame.file);
      rec = { id, log: this.writer.data.frames[id].log, version: -1, layout: -1, slots: [], names: [], views: [], changes: 0, nodes: new Map() };
      frame.traceState = rec;
      this.scan(frame, rec, step);
      return rec;
    }
    const ns = frame.ns;
    if (frame.kind === 'module' || frame.kind === 'class') {
      if (!(ns instanceof Namespace)) this.scan(frame, rec, step);
      else if (ns.version !== rec.version && !this.rebound(frame, ns, rec, step)) this.scan(frame, rec, step);
    } else if (!sameSlots(frame, rec.slots)) this.scan(frame, rec, step);
    return rec;
  }

  /**
   * Logs the change when the namespace changed by exactly one rebinding of a name the record
   * had; false when the change was anything else (the caller scans).
   */
  private rebound(frame: Frame, ns: Namespace, rec: FrameRecord, step: number): boolean {
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
    if (rec.views[i] === view) return true;
    if (v instanceof PyObj) this.shown(v);
    this.change(rec, i, view, step);
    return true;
  }

  private change(rec: FrameRecord, position: number, view: ValueView, step: number): void {
    rec.views[position] = view;
    if (rec.changes >= CHECKPOINT_EVERY) this.checkpoint(rec, rec.names, step);
    else {
      rec.log.push(step, position, view);
      rec.changes++;
    }
  }

  private checkpoint(rec: FrameRecord, names: readonly string[], step: number): void {
    rec.names = names;
    rec.log.push(step, -1, { names, views: rec.views.slice() });
    rec.changes = 0;
  }

  /** Reads the frame's bindings and logs how they differ from the record's. */
  private scan(frame: Frame, rec: FrameRecord, step: number): void {
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
    rec.version = version;
    rec.layout = layout;
    rec.slots = slots;
    const n = this.count;
    const sameNames = rec.log.length > 0 && rec.names.length === n && rec.names.every((name, i) => name === names[i]);
    if (sameNames) {
      for (let i = 0; i < n; i++) {
        const view = this.viewOf(values[i]);
        if (view !== rec.views[i]) this.change(rec, i, view, step);
      }
      return;
    }
    const views: ValueView[] = new Array(n);
    for (let i = 0; i < n; i++) views[i] = this.viewOf(values[i]);
    rec.views = views;
    this.checkpoint(rec, names.slice(0, n), step);
  }

  private viewOf(v: PyValue): ValueView {
    if (v instanceof PyObj) this.shown(v);
    return this.views.of(v);
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
