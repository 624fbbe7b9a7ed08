/**
 * The recorder's side of `StepData`: appends steps, frame stack nodes and frames, growing the
 * columns by doubling, and trims them when the run is over.
 */
import type { Span } from '../syntax/ast';
import { EVENT_BITS, emptyStepData, type StepData } from './step-data';
import type { ValueView } from './types';

function grown<T extends Int32Array | Uint16Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(size, 2 * a.length));
  b.set(a);
  return b;
}

/** Appends to a `StepData` (the recorder's side). */
export class StepWriter {
  private readonly spanIndex = new Map<Span, number>();
  /** The index of the file of the last step (most steps follow one in the same file). */
  private lastFile = 0;

  constructor(readonly data: StepData = emptyStepData()) {}

  /** Appends a step; returns its index. */
  push(event: number, file: string, line: number, statement: number, batch: number, span: Span, stack: number): number {
    const d = this.data;
    const i = d.count;
    if (i === d.line.length) {
      d.kind = grown(d.kind, i + 1);
      d.line = grown(d.line, i + 1);
      d.statement = grown(d.statement, i + 1);
      d.batch = grown(d.batch, i + 1);
      d.span = grown(d.span, i + 1);
      d.stack = grown(d.stack, i + 1);
    }
    let f = this.lastFile;
    if (file !== d.files[f]) {
      f = d.files.indexOf(file);
      if (f < 0) f = d.files.push(file) - 1;
      this.lastFile = f;
    }
    let s = this.spanIndex.get(span);
    if (s === undefined) {
      s = d.spans.push(span) - 1;
      this.spanIndex.set(span, s);
    }
    d.kind[i] = event | (f << EVENT_BITS);
    d.line[i] = line;
    d.statement[i] = statement;
    d.batch[i] = batch;
    d.span[i] = s;
    d.stack[i] = stack;
    d.count = i + 1;
    return i;
  }

  /** Appends a copy of step `from` with another event (the run's `limit` step repeats its last one). */
  repeat(from: number, event: number): number {
    const d = this.data;
    return this.push(event, d.files[d.kind[from] >> EVENT_BITS], d.line[from], d.statement[from], d.batch[from], d.spans[d.span[from]], d.stack[from]);
  }

  /** Gives the last step a detail or a value. */
  extra(detail: string | undefined, value: ValueView | undefined): void {
    const d = this.data;
    d.extraStep.push(d.count - 1);
    d.extraDetail.push(detail);
    d.extraValue.push(value);
  }

  /** A new frame stack node; returns its index. */
  node(parent: number, frame: number, line: number): number {
    const d = this.data;
    const n = d.nodeCount;
    if (3 * n + 3 > d.nodes.length) d.nodes = grown(d.nodes, 3 * n + 3);
    d.nodes[3 * n] = parent;
    d.nodes[3 * n + 1] = frame;
    d.nodes[3 * n + 2] = line;
    d.nodeCount = n + 1;
    return n;
  }

  /** A new traced frame; returns its index. */
  frame(name: string, file: string): number {
    return this.data.frames.push({ name, file, log: [] }) - 1;
  }

  /** Lets go of the columns' spare room (once the run is over). */
  trim(): void {
    const d = this.data;
    const n = d.count;
    d.kind = d.kind.slice(0, n);
    d.line = d.line.slice(0, n);
    d.statement = d.statement.slice(0, n);
    d.batch = d.batch.slice(0, n);
    d.span = d.span.slice(0, n);
    d.stack = d.stack.slice(0, n);
    d.nodes = d.nodes.slice(0, 3 * d.nodeCount);
    // Arrays grown by `push` keep spare room too: copies of their length do not.
    d.extraStep = d.extraStep.slice();
    d.extraDetail = d.extraDetail.slice();
    d.extraValue = d.extraValue.slice();
    for (let f = 0; f < d.frames.length; f++) d.frames[f] = { ...d.frames[f], log: d.frames[f].log.slice() };
  }
}
