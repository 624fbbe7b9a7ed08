/**
 * A run's steps as the explainer reads them: `Step`s built from the columns of a `StepData`
 * and a heap log when they are read. A step's frames come from its stack node (a chain of
 * frames and lines) and each frame's bindings from its log: the checkpoint at or before the
 * step and at most `CHECKPOINT_EVERY` changes replayed, so building any step costs
 * microseconds, wherever the cursor jumps. Recently built steps and bindings are kept (a
 * bounded cache), so reading the same step again gives the same objects.
 */

import type { Span } from '../syntax/ast';
import type { HeapAt, HeapLog } from './heap-log';
import { type Checkpoint, EVENT_BITS, EVENTS, type StepData } from './step-data';
import type { FrameView, Step, StepEvent, Steps, ValueView } from './types';

type Locals = FrameView['locals'];

/** Entries a cache keeps before it starts again (bounds the memory a long walk leaves behind). */
const CACHE = 256;

/** A frame's bindings as last built: for which entry of its log, and its view at a line. */
interface Built {
  readonly entry: number;
  readonly locals: Locals;
  view: FrameView | null;
}

export class StepList implements Steps {
  private readonly steps = new Map<number, Step>();
  private readonly bindings = new Map<number, Built>();
  private heapAt: HeapAt | null = null;

  constructor(
    readonly data: StepData,
    readonly heap: HeapLog,
  ) {}

  get length(): number {
    return this.data.count;
  }

  /** The step at `index` (from the end when negative), as `Array.prototype.at`. */
  at(index: number): Step | undefined {
    const i = index < 0 ? this.data.count + index : index;
    if (!(i >= 0 && i < this.data.count)) return undefined;
    let step = this.steps.get(i);
    if (!step) {
      if (this.steps.size >= CACHE) this.steps.clear();
      step = this.build(i);
      this.steps.set(i, step);
    }
    return step;
  }

  *[Symbol.iterator](): IterableIterator<Step> {
    for (let i = 0; i < this.data.count; i++) yield this.steps.get(i) ?? this.build(i);
  }

  private build(i: number): Step {
    const d = this.data;
    const x = lastAtOrBefore(d.extraStep, i);
    const extra = x >= 0 && d.extraStep[x] === i ? x : -1;
    return new BuiltStep(this, i, this.heapOf(d.batch[i]), extra);
  }

  private heapOf(batch: number): HeapAt {
    if (this.heapAt?.batch !== batch) this.heapAt = this.heap.at(batch);
    return this.heapAt;
  }

  /** The frames at step `i`, outermost first. */
  framesAt(i: number): FrameView[] {
    const nodes = this.data.nodes;
    let depth = 0;
    for (let n = this.data.stack[i]; n >= 0; n = nodes[3 * n]) depth++;
    const frames: FrameView[] = new Array(depth);
    for (let n = this.data.stack[i]; n >= 0; n = nodes[3 * n]) frames[--depth] = this.frameAt(nodes[3 * n + 1], nodes[3 * n + 2], i);
    return frames;
  }

  /** Frame `f`'s view at `line` as of step `i`. */
  private frameAt(f: number, line: number, i: number): FrameView {
    const frame = this.data.frames[f];
    const log = frame.log;
    // The last entry at or before step i (the first one, a checkpoint, is at the frame's first step).
    let lo = 0;
    let hi = log.length / 3 - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((log[3 * mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    let built = this.bindings.get(f);
    if (built?.entry !== lo) {
      if (this.bindings.size >= CACHE) this.bindings.clear();
      built = { entry: lo, locals: replay(log, lo), view: null };
      this.bindings.set(f, built);
    }
    if (built.view?.line !== line) built.view = { name: frame.name, file: frame.file, line, locals: built.locals };
    return built.view;
  }
}

/**
 * A step as `StepList` builds it: its fields read from the columns, its frames built when first
 * read (a walk over the steps that reads their events and lines — the alignment, the tour's
 * anchors — does not pay for them). `frames` is an accessor: copy a step field by field, not
 * with a spread.
 */
class BuiltStep implements Step {
  readonly event: StepEvent;
  readonly file: string;
  readonly line: number;
  readonly span: Span;
  readonly statement: number;
  readonly detail: string | undefined;
  readonly value: ValueView | undefined;
  // Private fields proper (#): no enumerable property a comparison or a copy of the step would read.
  readonly #list: StepList;
  #frames: readonly FrameView[] | null = null;

  constructor(
    list: StepList,
    readonly index: number,
    readonly heap: HeapAt,
    /** The step's index among the steps with a detail or value (-1: none). */
    extra: number,
  ) {
    this.#list = list;
    const d = list.data;
    const kind = d.kind[index];
    this.event = EVENTS[kind & ((1 << EVENT_BITS) - 1)];
    this.file = d.files[kind >> EVENT_BITS];
    this.line = d.line[index];
    this.span = d.spans[d.span[index]];
    this.statement = d.statement[index];
    this.detail = extra < 0 ? undefined : d.extraDetail[extra];
    this.value = extra < 0 ? undefined : d.extraValue[extra];
  }

  get frames(): readonly FrameView[] {
    this.#frames ??= this.#list.framesAt(this.index);
    return this.#frames;
  }
}

/** The bindings after entry `e` of a frame's log: its checkpoint at or before `e`, and the changes after it. */
function replay(log: readonly (number | ValueView | Checkpoint)[], e: number): Locals {
  let c = e;
  while (log[3 * c + 1] !== -1) c--;
  const checkpoint = log[3 * c + 2] as Checkpoint;
  let views = checkpoint.views;
  if (c < e) {
    const changed = views.slice();
    for (let k = c + 1; k <= e; k++) changed[log[3 * k + 1] as number] = log[3 * k + 2] as ValueView;
    views = changed;
  }
  const names = checkpoint.names;
  const locals: (readonly [string, ValueView])[] = new Array(names.length);
  for (let p = 0; p < names.length; p++) locals[p] = [names[p], views[p]];
  return locals;
}

/** Index of the last element of ascending `xs` that is at most `x` (-1 if none). */
function lastAtOrBefore(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  if (hi < 0 || xs[0] > x) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (xs[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
