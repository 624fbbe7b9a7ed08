/**
 * Turns interpreter events into trace steps: statement order as the contract counts it,
 * and a snapshot of frames and heap at every step. Snapshots are incremental: only
 * objects created or changed since the last step are encoded again.
 */

import { calleeName } from '../compile-call';
import { type Budget, type HeapState, type RunContext, StepLimitExceeded, spendEvent } from '../context';
import { exc } from '../exceptions';
import type { Frame, Tracer } from '../frame';
import { typeName } from '../objects';
import { displayRepr, displayStr } from '../repr';
import type { Expr, Span, Stmt } from '../syntax/ast';
import {
  NativeObject,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyInstance,
  PyList,
  PyModule,
  PyObj,
  PyOpaque,
  PySet,
  PyTuple,
  type PyValue,
} from '../values';
import { HeapSnapshot } from './heap-snapshot';
import type { FrameView, ObjView, Step, StepEvent, ValueView } from './types';

/** Scalars shown by repr; everything else by reference. */
export function valueView(v: PyValue): ValueView {
  if (v instanceof PyObj) return { kind: 'ref', id: v.id };
  return { kind: 'prim', type: typeName(v), repr: displayRepr(v) };
}

/** Names the script's globals view leaves out: imports, classes and functions are not state. */
function isDefinition(v: PyValue): boolean {
  return (
    v instanceof PyModule || v instanceof PyClass || v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyGenericAlias || v instanceof PyOpaque
  );
}

/** Items a container's view keeps; a longer one says how many it left out (`more`). */
const MAX_VIEW_ITEMS = 500;

function capped<T>(items: readonly T[]): { items: T[]; more?: number } {
  if (items.length <= MAX_VIEW_ITEMS) return { items: [...items] };
  return { items: items.slice(0, MAX_VIEW_ITEMS), more: items.length - MAX_VIEW_ITEMS };
}

/** Encodes an object's current state without running any Python code. */
export function objView(o: PyObj): ObjView {
  const type = o instanceof PyInstance ? o.type.name : typeName(o);
  if (o instanceof PyList || o instanceof PyTuple || o instanceof PySet) {
    const { items, more } = capped(o instanceof PySet ? [...o.map.values()] : o.items);
    return {
      kind: o instanceof PyList ? 'list' : o instanceof PyTuple ? 'tuple' : 'set',
      id: o.id,
      type,
      items: items.map(valueView),
      ...(more ? { more } : {}),
    };
  }
  if (o instanceof PyDict) {
    const { items, more } = capped([...o.map.values()]);
    return { kind: 'dict', id: o.id, type, entries: items.map(([k, v]) => [valueView(k), valueView(v)] as const), ...(more ? { more } : {}) };
  }
  const kind = o instanceof PyInstance || o instanceof NativeObject ? o.cls.slot('valueKind') : undefined;
  if (kind) return kind.view(o, valueView);
  const isExc = o instanceof PyInstance && o.type.isSubclassOf(exc.BaseException);
  if (o instanceof PyInstance && !isExc) return { kind: 'instance', id: o.id, type, attrs: [...o.attrs].map(([k, v]) => [k, valueView(v)] as const) };
  const text = o instanceof PyInstance ? `${o.type.name}(...)` : displayRepr(o);
  return { kind: 'opaque', id: o.id, type, repr: isExc ? displayRepr(o) : text };
}

export class Recorder implements Tracer {
  readonly steps: Step[] = [];
  readonly statements: string[] = [];
  private lastEntry = '';
  private readonly stack: Frame[] = [];
  private heapView = HeapSnapshot.empty();
  /** The `line` step the current statement opened, per frame. */
  private readonly openStatement = new Map<Frame, number>();

  private readonly heap: HeapState;
  private readonly budget: Budget;

  constructor(ctx: RunContext) {
    this.heap = ctx.heap;
    this.budget = ctx.budget;
  }

  private entry(file: string, line: number): void {
    const e = `${file}:${line}`;
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
    this.push('return', frame, frame.stmt.span, this.openStatement.get(frame) ?? this.steps.length, undefined, valueView(value));
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
    this.steps.push({ ...last, index: this.steps.length, event: 'limit', detail: `stopped after ${this.budget.limit} steps` });
  }

  private push(event: StepEvent, frame: Frame, span: Span, statement: number, detail?: string, value?: ValueView): void {
    if (++this.budget.steps > this.budget.limit) throw new StepLimitExceeded(this.budget.limit);
    this.pushUnchecked(event, frame, span, statement, detail, value);
  }

  private pushUnchecked(event: StepEvent, frame: Frame, span: Span, statement: number, detail?: string, value?: ValueView): void {
    const frames = this.frameViews();
    this.steps.push({
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

  private frameViews(): FrameView[] {
    const out: FrameView[] = [];
    for (const frame of this.stack) {
      if (!frame.traced) continue;
      const locals: [string, ValueView][] = [];
      for (const [k, v] of frame.locals()) {
        if (k.startsWith('__')) continue;
        if (frame.kind === 'module' && isDefinition(v)) continue;
        if (v instanceof PyObj && v.id < 0 && !this.heapView.has(v.id) && !v.dirtyMark) {
          v.dirtyMark = true;
          this.heap.dirty.push(v);
        }
        locals.push([k, valueView(v)]);
      }
      out.push({ name: frame.name, file: frame.file, line: frame.stmt?.line ?? 0, locals });
    }
    return out;
  }

  /** Re-encodes what changed; adds static objects (builtins) the first time something refers to them. */
  private snapshotHeap(): ReadonlyMap<number, ObjView> {
    const dirty = this.heap.dirty;
    if (dirty.length === 0) return this.heapView;
    const changes = new Map<number, ObjView>();
    const queue: PyObj[] = [];
    for (const o of dirty) {
      o.dirtyMark = false;
      queue.push(o);
    }
    dirty.length = 0;
    while (queue.length) {
      const o = queue.pop() as PyObj;
      if (changes.has(o.id)) continue;
      changes.set(o.id, objView(o));
      for (const ref of refsOf(o)) if (ref.id < 0 && !this.heapView.has(ref.id) && !changes.has(ref.id)) queue.push(ref);
    }
    this.heapView = this.heapView.with(changes);
    return this.heapView;
  }
}

function refsOf(o: PyObj): PyObj[] {
  const out: PyObj[] = [];
  const add = (v: PyValue) => {
    if (v instanceof PyObj) out.push(v);
  };
  if (o instanceof PyList || o instanceof PyTuple) o.items.forEach(add);
  else if (o instanceof PySet) o.map.forEach(add);
  else if (o instanceof PyDict)
    o.map.forEach(([k, v]) => {
      add(k);
      add(v);
    });
  else if (o instanceof PyInstance) o.attrs.forEach(add);
  return out;
}

/** `KeyError: 'extra_fields'`, as the last line of a Python traceback reads. */
export function describeException(e: PyInstance): string {
  const text = displayStr(e);
  return text ? `${e.type.name}: ${text}` : e.type.name;
}
