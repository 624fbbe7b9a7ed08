/**
 * A run's steps as data: columns of numbers, one entry a step, and what they index — no object
 * per step. A step is its event, file, line, statement, span, heap batch and the node of its
 * frame stack; a frame stack is a chain of nodes shared by every step that has it; a frame's
 * bindings are a log of the changes made to them, with a checkpoint of all of them every few
 * dozen changes. So a step costs what changed at it, and `StepList` (step-list.ts) builds any
 * step's `Step` from these when it is read. Plain data — typed arrays, arrays, plain objects,
 * strings — which structured clone and the wire text carry as they are.
 */
import type { Span } from '../syntax/ast';
import type { StepEvent, ValueView } from './types';

/** Step events by their number in `StepData.kind`. */
export const EVENTS: readonly StepEvent[] = ['line', 'call', 'return', 'exception', 'limit', 'end'];

/** Bits of `StepData.kind` that hold the event; the file's index is above them. */
export const EVENT_BITS = 3;

/** Changes a frame's log holds between two checkpoints: a step's bindings replay at most this many. */
export const CHECKPOINT_EVERY = 32;

/** A frame's bindings in full: the names it shows, in order, and their views. */
export interface Checkpoint {
  readonly names: readonly string[];
  readonly views: readonly ValueView[];
}

/** A traced frame of the run (one call of a function, a module or class body). */
export interface FrameLog {
  /** As `FrameView.name`. */
  readonly name: string;
  readonly file: string;
  /**
   * Its bindings' changes as triples `step, position, what`, steps ascending: from `step` on, the
   * binding at `position` shows the view `what`; at position -1, `what` is a `Checkpoint` and
   * the bindings are those. The log starts with a checkpoint (the step the frame first shows)
   * and has one at least every `CHECKPOINT_EVERY` changes.
   */
  readonly log: (number | ValueView | Checkpoint)[];
}

export interface StepData {
  /** Steps recorded. */
  count: number;
  /** Per step: the event's index in `EVENTS`, and above `EVENT_BITS` the file's index in `files`. */
  kind: Uint16Array;
  /** Per step: `Step.line`. */
  line: Int32Array;
  /** Per step: `Step.statement`. */
  statement: Int32Array;
  /** Per step: the heap log's batch the step sees. */
  batch: Int32Array;
  /** Per step: its span's index in `spans`. */
  span: Int32Array;
  /** Per step: its innermost frame's node (-1: no frame). */
  stack: Int32Array;
  readonly spans: Span[];
  readonly files: string[];
  /** The steps that have a `detail` or a `value`, ascending, and those (sparse: most steps have neither). */
  extraStep: number[];
  extraDetail: (string | undefined)[];
  extraValue: (ValueView | undefined)[];
  /**
   * Frame stack nodes, three numbers a node: its parent (the frame that called it; -1 for the
   * outermost), its frame (index in `frames`) and that frame's line. Outer frames keep their
   * lines while an inner one runs, so a node is shared by every step of a loop at its line.
   */
  nodes: Int32Array;
  nodeCount: number;
  readonly frames: FrameLog[];
}

/** An empty `StepData` with room for `capacity` steps. */
export function emptyStepData(capacity = 256): StepData {
  return {
    count: 0,
    kind: new Uint16Array(capacity),
    line: new Int32Array(capacity),
    statement: new Int32Array(capacity),
    batch: new Int32Array(capacity),
    span: new Int32Array(capacity),
    stack: new Int32Array(capacity),
    spans: [],
    files: [],
    extraStep: [],
    extraDetail: [],
    extraValue: [],
    nodes: new Int32Array(3 * 64),
    nodeCount: 0,
    frames: [],
  };
}
