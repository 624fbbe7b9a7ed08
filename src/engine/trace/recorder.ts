/**
 * Turns interpreter events into trace steps: statement order as the contract counts it,
 * and a snapshot of frames and heap at every step. Snapshots are incremental: only
 * objects created or changed since the last step are encoded again.
 */

import { calleeName } from '../compile-call';
import { type Budget, type HeapState, type RunContext, StepLimitExceeded, spendEvent } from '../context';
import type { Frame, Tracer } from '../frame';
import { displayStr } from '../repr';
import type { Expr, Span, Stmt } from '../syntax/ast';
import { PyBuiltin, PyClass, PyFunction, PyGenericAlias, type PyInstance, PyModule, PyObj, PyOpaque, type PyValue } from '../values';
import { HeapLog } from './heap-log';
import type { FrameView, ObjView, Step, StepEvent, ValueView } from './types';
import { ValueViews } from './views';

/** Names the script's globals view leaves out: imports, classes and functions are not state. */
function isDefinition(v: PyObj): boolean {
  return (
    v instanceof PyModule || v instanceof PyClass || v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyGenericAlias || v instanceof PyOpaque
  );
}

/** What the recorder last showed of a frame, to show the same objects again while nothing changed. */
interface FrameRecord {
  names: string[];
  values: PyValue[];
  locals: readonly (readonly [string, ValueView])[];
  view: FrameView;
}

export class Recorder implements Tracer {
  readonly steps: Step[] = [];
  readonly statements: string[] = [];
  private lastEntry = '';
  /** The running frames, outermost first. */
  protected readonly stack: Frame[] = [];
  private readonly log = new HeapLog();
  private readonly views = new ValueViews();
  private readonly records = new WeakMap<Frame, FrameRecord>();
  private lastFrames: readonly FrameView[] = [];
  /** Objects a step shows (a binding, a returned value) that the heap log has not recorded yet. */
  private readonly wanted: PyObj[] = [];
  /** Scratch space for the frames a step shows (reused every step). */
  private readonly shown: FrameView[] = [];
  /** Scratch space for a frame's current bindings (reused every step). */
  private readonly names: string[] = [];
  private readonly values: PyValue[] = [];
  /** The `line` step the current statement opened, per frame. */
  private readonly openStatement = new Map<Frame, number>();

  private readonly heap: HeapState;
  private readonly budget: Budget;

  constructor(ctx: RunContext) {
    this.heap = ctx.heap;
    this.budget = ctx.budget;
  }

  /** Entry texts by file and line, made once each (a loop records the same ones again and again). */
  private readonly entryTexts = new Map<string, string[]>();

  private entry(file: string, line: number): void {
    let texts = this.entryTexts.get(file);
    if (!texts) {
      texts = [];
      this.entryTexts.set(file, texts);
    }
    texts[line] ??= `${file}:${line}`;
    const e = texts[line];
    if (e !== this.lastEntry) {
      this.statements.push(e);
      this.lastEntry = e;
    }
  }

  enter(frame: Frame): void {
    this.stack.push(frame);
  }

  leave(frame: Frame): void {
    const top = this.stack.pop();
    if (top !== frame) throw new Error('recorder: frame stack out of order');
    this.openStatement.delete(frame);
  }

  statement(frame: Frame, stmt: Stmt, lineEvent: boolean): void {
    if (!frame.traced) return;
    if (lineEvent) this.entry(frame.file, stmt.line);
    const index = this.steps.length;
    this.openStatement.set(frame, index);
    this.push('line', frame, stmt.span, index);
  }

  lineEvent(frame: Frame, rawLine?: number): void {
    spendEvent();
    if (frame.traced && frame.stmt) this.entry(frame.file, rawLine ?? frame.stmt.line);
  }

  call(frame: Frame, node: Expr, callee: PyValue): void {
    if (!frame.traced) return;
    this.push('call', frame, node.span, this.openStatement.get(frame) ?? this.steps.length, calleeName(callee));
  }

  returned(frame: Frame, value: PyValue): void {
    if (!frame.traced || !frame.stmt) return;
    if (value instanceof PyObj && !this.log.knows(value.id)) this.wanted.push(value);
    this.push('return', frame, frame.stmt.span, this.openStatement.get(frame) ?? this.steps.length, undefined, this.views.of(value));
  }

  raised(frame: Frame, exc: PyInstance, span: Span): void {
    if (!frame.traced) return;
    this.push('exception', frame, span, this.openStatement.get(frame) ?? this.steps.length, describeException(exc));
  }

  finished(frame: Frame): void {
    if (!frame.stmt) return;
    // Past the budget, the end is still recorded: it is the state a reader wants to see.
    this.pushUnchecked('end', frame, frame.stmt.span, this.openStatement.get(frame) ?? this.steps.length, 'the script finished');
  }

  /** The final step when the budget runs out (does not count against it). */
  limitReached(): void {
    const last = this.steps[this.steps.length - 1];
    if (!last) return;
    this.add({ ...last, index: this.steps.length, event: 'limit', detail: `stopped after ${this.budget.limit} steps` });
  }

  /** Appends a step to the trace. */
  protected add(step: Step): void {
    this.steps.push(step);
  }

  private push(event: StepEvent, frame: Frame, span: Span, statement: number, detail?: string, value?: ValueView): void {
    if (++this.budget.steps > this.budget.limit) throw new StepLimitExceeded(this.budget.limit);
    this.pushUnchecked(event, frame, span, statement, detail, value);
  }

  private pushUnchecked(event: StepEvent, frame: Frame, span: Span, statement: number, detail?: string, value?: ValueView): void {
    const frames = this.frameViews();
    this.add({
      index: this.steps.length,
      event,
      file: frame.file,
      line: frame.stmt?.line ?? span.line,
      span,
      statement,
      frames,
      heap: this.snapshotHeap(),
      ...(detail !== undefined ? { detail } : {}),
      ...(value !== undefined ? { value } : {}),
    });
  }

  /** The frames as this step shows them, sharing every view (and the array) that did not change. */
  private frameViews(): readonly FrameView[] {
    const last = this.lastFrames;
    const shown = this.shown;
    shown.length = 0;
    let same = true;
    for (const frame of this.stack) {
      if (!frame.traced) continue;
      const view = this.frameView(frame);
      if (shown.length >= last.length || last[shown.length] !== view) same = false;
      shown.push(view);
    }
    if (same && shown.length === last.length) return last;
    // An array of exactly this many frames (a growing one keeps spare room in every step).
    const out: FrameView[] = new Array(shown.length);
    for (let i = 0; i < shown.length; i++) out[i] = shown[i];
    this.lastFrames = out;
    return out;
  }

  private frameView(frame: Frame): FrameView {
    const names = this.names;
    const values = this.values;
    names.length = 0;
    values.length = 0;
    if (frame.kind === 'module' || frame.kind === 'class') {
      for (const [k, v] of frame.ns) {
        if (k.startsWith('__') || (v instanceof PyObj && frame.kind === 'module' && isDefinition(v))) continue;
        names.push(k);
        values.push(v);
      }
    } else {
      for (const l of frame.code.localOrder) {
        const v = l.cell ? frame.cells[l.slot].v : frame.fast[l.slot];
        if (v === undefined || l.name.startsWith('__')) continue;
        names.push(l.name);
        values.push(v);
      }
    }
    const rec = this.records.get(frame);
    let locals = rec?.locals;
    if (!rec || !sameBindings(rec, names, values)) {
      const built: (readonly [string, ValueView])[] = new Array(names.length);
      const old = rec?.locals;
      for (let i = 0; i < names.length; i++) {
        const v = values[i];
        if (v instanceof PyObj && !this.log.knows(v.id)) this.wanted.push(v);
        const view = this.views.of(v);
        // A binding that did not change keeps its pair from the last step.
        const kept = old?.[i];
        built[i] = kept && kept[0] === names[i] && kept[1] === view ? kept : [names[i], view];
      }
      locals = built;
    }
    const line = frame.stmt?.line ?? 0;
    if (rec && rec.view.locals === locals && rec.view.line === line) return rec.view;
    const view: FrameView = { name: frame.name, file: frame.file, line, locals: locals as FrameView['locals'] };
    if (rec && rec.locals === locals) rec.view = view;
    else this.records.set(frame, { names: [...names], values: [...values], locals: locals as FrameView['locals'], view });
    return view;
  }

  /**
   * Re-encodes the recorded objects that changed, and records the objects a step shows for the
   * first time with everything they refer to. An object made and dropped unseen (a bound method,
   * a temporary) is never encoded; once something shown refers to it, its state then is.
   */
  private snapshotHeap(): ReadonlyMap<number, ObjView> {
    const dirty = this.heap.dirty;
    const wanted = this.wanted;
    if (dirty.length === 0 && wanted.length === 0) return this.log.current;
    const queue: PyObj[] = [];
    for (const o of dirty) {
      o.dirtyMark = false;
      if (this.log.knows(o.id)) queue.push(o);
    }
    dirty.length = 0;
    for (const o of wanted) queue.push(o);
    wanted.length = 0;
    const changes: ObjView[] = [];
    const seen = new Set<number>();
    const refs: PyObj[] = [];
    while (queue.length) {
      const o = queue.pop() as PyObj;
      if (seen.has(o.id)) continue;
      seen.add(o.id);
      refs.length = 0;
      changes.push(this.views.object(o, this.log.latestView(o.id), refs));
      for (const r of refs) if (!this.log.knows(r.id) && !seen.has(r.id)) queue.push(r);
    }
    return this.log.commit(changes);
  }
}

function sameBindings(rec: FrameRecord, names: readonly string[], values: readonly PyValue[]): boolean {
  if (rec.names.length !== names.length) return false;
  for (let i = 0; i < names.length; i++) if (rec.values[i] !== values[i] || rec.names[i] !== names[i]) return false;
  return true;
}

/** `KeyError: 'extra_fields'`, as the last line of a Python traceback reads. */
export function describeException(e: PyInstance): string {
  const text = displayStr(e);
  return text ? `${e.type.name}: ${text}` : e.type.name;
}
