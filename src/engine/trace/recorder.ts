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
import { type PyInstance, PyList, PyObj, type PyValue } from '../values';
import { FrameViews } from './frame-views';
import { HeapLog } from './heap-log';
import type { FrameView, ObjView, Step, StepEvent, ValueView } from './types';
import { ValueViews } from './views';

export class Recorder implements Tracer {
  readonly steps: Step[] = [];
  readonly statements: string[] = [];
  private lastEntry = '';
  /** The running frames, outermost first. */
  protected readonly stack: Frame[] = [];
  private readonly log = new HeapLog();
  private readonly views = new ValueViews();
  private lastFrames: readonly FrameView[] = [];
  /** Objects a step shows (a binding, a returned value) that the heap log has not recorded yet. */
  private readonly wanted: PyObj[] = [];
  /** Scratch space for the frames a step shows (reused every step, never shrunk). */
  private readonly shown: FrameView[] = [];
  private readonly frames = new FrameViews(this.views, (o) => {
    if (!this.isRecorded(o)) this.wanted.push(o);
  });
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

  private halted = false;

  haltStatements(): void {
    this.halted = true;
  }

  private entry(file: string, line: number): void {
    if (this.halted) return;
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
    if (value instanceof PyObj && !this.isRecorded(value)) this.wanted.push(value);
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
    // One object shape for every step, the optional fields included (undefined where not set):
    // a step's fields all fit in the object itself.
    const step: Step = {
      index: this.steps.length,
      event,
      file: frame.file,
      line: frame.stmt?.line ?? span.line,
      span,
      statement,
      frames,
      heap: this.snapshotHeap(),
      detail,
      value,
    };
    this.add(step);
  }

  /** The frames as this step shows them, sharing every view (and the array) that did not change. */
  private frameViews(): readonly FrameView[] {
    const last = this.lastFrames;
    const shown = this.shown;
    let n = 0;
    let same = true;
    for (const frame of this.stack) {
      if (!frame.traced) continue;
      const view = this.frames.view(frame);
      if (n >= last.length || last[n] !== view) same = false;
      shown[n++] = view;
    }
    if (same && n === last.length) return last;
    // An array of exactly this many frames (a growing one keeps spare room in every step).
    const out: FrameView[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = shown[i];
    this.lastFrames = out;
    return out;
  }

  /** Whether the heap log holds a view of `o` (objects of the run carry the answer themselves). */
  private isRecorded(o: PyObj): boolean {
    return o.id > 0 ? o.recorded : this.log.knows(o.id);
  }

  /**
   * Re-encodes the recorded objects that changed, and records the objects a step shows for the
   * first time with everything they refer to. An object made and dropped unseen (a bound method,
   * a temporary) is never encoded; once something shown refers to it, its state then is.
   */
  private snapshotHeap(): ReadonlyMap<number, ObjView> {
    const heap = this.heap;
    const wanted = this.wanted;
    if (heap.dirtyCount === 0 && wanted.length === 0) return this.log.current;
    const queue = this.queue;
    for (let i = 0; i < heap.dirtyCount; i++) {
      const o = heap.dirty[i] as PyObj;
      heap.dirty[i] = undefined;
      o.dirtyMark = false;
      if (this.isRecorded(o)) queue.push(o);
    }
    heap.dirtyCount = 0;
    if (queue.length === 0 && wanted.length === 0) return this.log.current;
    for (const o of wanted) queue.push(o);
    wanted.length = 0;
    const changes: ObjView[] = [];
    const seen = this.seen;
    const refs = this.refs;
    while (queue.length) {
      const o = queue.pop() as PyObj;
      if (seen.has(o.id)) continue;
      seen.add(o.id);
      changes.push(this.views.object(o, this.log.latestView(o.id), refs));
      if (o.id > 0) o.recorded = true;
      if (o instanceof PyList) o.unchangedBelow = o.items.length;
      for (const r of refs) if (!this.isRecorded(r) && !seen.has(r.id)) queue.push(r);
      refs.length = 0;
    }
    seen.clear();
    return this.log.commit(changes);
  }

  /** Scratch space of `snapshotHeap` (reused by every step). */
  private readonly queue: PyObj[] = [];
  private readonly seen = new Set<number>();
  private readonly refs: PyObj[] = [];
}

/** `KeyError: 'extra_fields'`, as the last line of a Python traceback reads. */
export function describeException(e: PyInstance): string {
  const text = displayStr(e);
  return text ? `${e.type.name}: ${text}` : e.type.name;
}
