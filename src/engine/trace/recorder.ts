/**
 * Turns interpreter events into trace steps: statement order as the contract counts it, and the
 * state of frames and heap at every step. Recording is incremental: a step appends a row of
 * numbers (`StepData`), the frames' bindings log only what changed (`BindingLog`), and only the
 * objects created or changed since the last step are encoded again (`HeapLog`).
 */

import { calleeName } from '../compile-call';
import { type Budget, type HeapState, type RunContext, StepLimitExceeded, spendEvent } from '../context';
import type { Frame, Tracer } from '../frame';
import { displayStr } from '../repr';
import type { Expr, Span, Stmt } from '../syntax/ast';
import { type PyInstance, PyList, PyObj, type PyValue } from '../values';
import { BindingLog, type FrameRecord } from './binding-log';
import { HeapLog } from './heap-log';
import { EVENTS } from './step-data';
import { StepList } from './step-list';
import { StepWriter } from './step-writer';
import type { StepEvent, ValueView } from './types';
import { ValueViews } from './views';

const event = (e: StepEvent): number => EVENTS.indexOf(e);
const LINE = event('line');
const CALL = event('call');
const RETURN = event('return');
const EXCEPTION = event('exception');
const LIMIT = event('limit');
const END = event('end');

export class Recorder implements Tracer {
  private readonly writer = new StepWriter();
  private readonly log = new HeapLog();
  /** The steps recorded so far (each built when read). */
  readonly steps = new StepList(this.writer.data, this.log);
  readonly statements: string[] = [];
  private lastEntry = '';
  /** The running frames, outermost first. */
  protected readonly stack: Frame[] = [];
  private readonly views = new ValueViews();
  /** Objects a step shows (a binding, a returned value) that the heap log has not recorded yet. */
  private readonly wanted: PyObj[] = [];
  private readonly bindings = new BindingLog(this.writer, this.views, (o) => {
    if (!this.isRecorded(o)) this.wanted.push(o);
  });
  /** The last step's traced frames by depth: record, line, parent node and node (most steps share them). */
  private readonly depthRecord: (FrameRecord | null)[] = [];
  private readonly depthLine: number[] = [];
  private readonly depthParent: number[] = [];
  private readonly depthNode: number[] = [];

  protected readonly heap: HeapState;
  protected readonly budget: Budget;

  constructor(ctx: RunContext) {
    this.heap = ctx.heap;
    this.budget = ctx.budget;
  }

  /** Entry texts by file and line, made once each (a loop records the same ones again and again). */
  private readonly entryTexts = new Map<string, string[]>();
  /** The file of the last entry and its texts (most statements follow one in the same file). */
  private entryFile = '';
  private entryLines: string[] = [];

  private halted = false;

  /** Whether steps are recorded (the statement order always is): false in a `StatementRecorder`. */
  protected readonly recordsSteps: boolean = true;

  haltStatements(): void {
    this.halted = true;
  }

  private entry(file: string, line: number): void {
    if (this.halted) return;
    if (file !== this.entryFile) this.entryFor(file);
    const e = (this.entryLines[line] ??= `${file}:${line}`);
    if (e !== this.lastEntry) {
      this.statements.push(e);
      this.lastEntry = e;
    }
  }

  private entryFor(file: string): void {
    let texts = this.entryTexts.get(file);
    if (!texts) {
      texts = [];
      this.entryTexts.set(file, texts);
    }
    this.entryFile = file;
    this.entryLines = texts;
  }

  enter(frame: Frame): void {
    this.stack.push(frame);
  }

  leave(frame: Frame): void {
    // Before the pop: what can run out of JS stack comes first, so that it leaves the stack as it was.
    frame.openStep = -1;
    const top = this.stack.pop();
    if (top !== frame) throw new Error('recorder: frame stack out of order');
  }

  statement(frame: Frame, stmt: Stmt, lineEvent: boolean): void {
    if (!frame.traced) return;
    if (lineEvent) this.entry(frame.file, stmt.line);
    const index = this.writer.data.count;
    frame.openStep = index;
    this.record(LINE, frame, stmt.span, index, true);
  }

  lineEvent(frame: Frame, rawLine?: number): void {
    spendEvent();
    if (frame.traced && frame.stmt) this.entry(frame.file, rawLine ?? frame.stmt.line);
  }

  call(frame: Frame, node: Expr, callee: PyValue): void {
    if (!frame.traced) return;
    this.record(CALL, frame, node.span, this.statementOf(frame), true, calleeName(callee));
  }

  returned(frame: Frame, value: PyValue): void {
    if (!frame.traced || !frame.stmt) return;
    if (!this.recordsSteps) this.record(RETURN, frame, frame.stmt.span, -1, true);
    else {
      if (value instanceof PyObj && !this.isRecorded(value)) this.wanted.push(value);
      this.record(RETURN, frame, frame.stmt.span, this.statementOf(frame), true, undefined, this.views.of(value));
    }
  }

  raised(frame: Frame, exc: PyInstance, span: Span): void {
    if (!frame.traced) return;
    this.record(EXCEPTION, frame, span, this.statementOf(frame), true, describeException(exc));
  }

  finished(frame: Frame): void {
    if (!frame.stmt) return;
    // Past the budget, the end is still recorded: it is the state a reader wants to see.
    this.record(END, frame, frame.stmt.span, this.statementOf(frame), false, 'the script finished');
  }

  /** The final step when the run is stopped (its budget ran out, or the JS stack): the last step again, not counted against the budget. */
  limitReached(note = `stopped after ${this.budget.limit} steps`): void {
    const last = this.writer.data.count - 1;
    if (last < 0) return;
    this.writer.repeat(last, LIMIT);
    this.writer.extra(note, undefined);
    this.recorded(last + 1);
  }

  /** The steps, once the run is over (the columns trimmed to their length). */
  finish(): StepList {
    this.writer.trim();
    this.log.finish();
    return this.steps;
  }

  /** Called with each step's index once it is recorded (tests check steps as they are made). */
  protected recorded(_index: number): void {}

  private statementOf(frame: Frame): number {
    const open = frame.openStep;
    return open >= 0 ? open : this.writer.data.count;
  }

  /**
   * Records a step: the traced frames' bindings and stack node, the heap's changes, and the
   * step's row; a `counted` step spends one of the run's budget (the end does not). One function on purpose: V8 inlines a small callee into every hot caller, and
   * this chain would otherwise be compiled again into each statement's compiled closure; above
   * V8's inlining limit (460 bytes of bytecode; it has ~465) it is compiled once, on its own.
   */
  protected record(event: number, frame: Frame, span: Span, statement: number, counted: boolean, detail?: string, value?: ValueView): void {
    if (counted && ++this.budget.steps > this.budget.limit) throw new StepLimitExceeded(this.budget.limit);
    const index = this.writer.data.count;
    // The traced frames' bindings as of this step, and the innermost frame's stack node: a node
    // is (parent node, frame, line), made once and shared by every step that has it.
    let node = -1;
    let d = 0;
    const stack = this.stack;
    for (let k = 0; k < stack.length; k++) {
      const f = stack[k];
      if (!f.traced) continue;
      const rec = this.bindings.update(f, index);
      const line = f.stmt?.line ?? 0;
      if (this.depthRecord[d] !== rec || this.depthLine[d] !== line || this.depthParent[d] !== node) {
        this.depthRecord[d] = rec;
        this.depthLine[d] = line;
        this.depthParent[d] = node;
        // Keyed by parent and line; a line number stays below 2**21.
        const key = (node + 1) * 2097152 + line;
        let n = rec.nodes.get(key);
        if (n === undefined) {
          n = this.writer.node(node, rec.id, line);
          rec.nodes.set(key, n);
        }
        this.depthNode[d] = n;
      }
      node = this.depthNode[d++];
    }
    const batch = this.snapshotHeap();
    this.writer.push(event, frame.file, frame.stmt?.line ?? span.line, statement, batch, span, node);
    if (detail !== undefined || value !== undefined) this.writer.extra(detail, value);
    this.recorded(index);
  }

  /** Whether the heap log holds a view of `o` (objects of the run carry the answer themselves). */
  private isRecorded(o: PyObj): boolean {
    return o.id > 0 ? o.logPosition >= 0 : this.log.knows(o.id);
  }

  /**
   * Re-encodes the recorded objects that changed, and records the objects a step shows for the
   * first time with everything they refer to. An object made and dropped unseen (a bound method,
   * a temporary) is never encoded; once something shown refers to it, its state then is.
   */
  private snapshotHeap(): number {
    const heap = this.heap;
    const wanted = this.wanted;
    if (heap.dirtyCount === 0 && wanted.length === 0) return this.log.batchCount;
    const queue = this.queue;
    for (let i = 0; i < heap.dirtyCount; i++) {
      const o = heap.dirty[i] as PyObj;
      heap.dirty[i] = undefined;
      o.dirtyMark = false;
      if (this.isRecorded(o)) queue.push(o);
    }
    heap.dirtyCount = 0;
    if (queue.length === 0 && wanted.length === 0) return this.log.batchCount;
    for (const o of wanted) queue.push(o);
    wanted.length = 0;
    const log = this.log;
    const batch = log.openBatch();
    const refs = this.refs;
    while (queue.length) {
      const o = queue.pop() as PyObj;
      // A run's object knows its place in the log; a static one (shared by every run) is looked up.
      const p = o.id > 0 ? o.logPosition : log.positionOf(o.id);
      // Queued twice: its view of this batch is made.
      if (p >= 0 && log.lastBatchAt(p) === batch) continue;
      const view = this.views.object(o, p >= 0 ? log.latestAt(p) : undefined, refs);
      if (p >= 0) log.update(p, view, batch);
      else {
        const added = log.add(view, batch);
        if (o.id > 0) o.logPosition = added;
      }
      if (o instanceof PyList) o.unchangedBelow = o.items.length;
      for (const r of refs) if (!this.isRecorded(r)) queue.push(r);
      refs.length = 0;
    }
    return batch;
  }

  /** Scratch space of `snapshotHeap` (reused by every step). */
  private readonly queue: PyObj[] = [];
  private readonly refs: PyObj[] = [];
}

/**
 * Records what the contract compares of a run and no more: the statement order, with every step
 * still spent from the run's budget, but no steps (frames, bindings, heap). `runOutcomeJson`
 * runs with it: the `trace` command and the corpus tests print outcomes, never steps, so a run
 * costs the evaluation alone and may be as long as CPython's (see `OUTCOME_STEP_LIMIT`).
 */
export class StatementRecorder extends Recorder {
  protected override readonly recordsSteps = false;

  protected override record(_event: number, _frame: Frame, _span: Span, _statement: number, counted: boolean): void {
    if (counted && ++this.budget.steps > this.budget.limit) throw new StepLimitExceeded(this.budget.limit);
    // The objects made or changed since the last step are not encoded: let go of the list (it would keep them all alive).
    const heap = this.heap;
    for (let i = 0; i < heap.dirtyCount; i++) {
      (heap.dirty[i] as PyObj).dirtyMark = false;
      heap.dirty[i] = undefined;
    }
    heap.dirtyCount = 0;
  }
}

/** `KeyError: 'extra_fields'`, as the last line of a Python traceback reads. */
export function describeException(e: PyInstance): string {
  const text = displayStr(e);
  return text ? `${e.type.name}: ${text}` : e.type.name;
}
