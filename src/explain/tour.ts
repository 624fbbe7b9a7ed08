/**
 * What the tour needs from the runs: the step an anchor names, the row that shows it, and the
 * value of a prediction's fact. The app judges a reader's prediction by `factValue`, never by
 * the answer the tour data declares (a test holds the two equal).
 */
import type { Step } from '../engine';
import type { Anchor, Fact, RunSide, StepAnchor } from '../walkthroughs';
import type { Alignment } from './alignment';
import { exceptionLine } from './outcome';
import { reprOf } from './render';
import type { RunData, TraceData } from './run-data';

export interface Runs {
  readonly before: RunData;
  readonly after: RunData;
}

/** Index of the step an anchor names in a trace, or null when the run has no such step. */
export function findStep(trace: TraceData, anchor: StepAnchor): number | null {
  const event = anchor.event ?? 'line';
  let left = anchor.occurrence ?? 1;
  for (const s of trace.steps) {
    if (s.event === event && s.file === anchor.file && s.line === anchor.line && --left === 0) return s.index;
  }
  return null;
}

/** The alignment row an anchor opens: the row showing that step, or the last row for `end`. */
export function rowOf(anchor: Anchor, runs: Runs, alignment: Alignment): number | null {
  const last = alignment.rows.length - 1;
  if (anchor === 'end') return last;
  const r = runs[anchor.side];
  if (!r.ok) return null;
  const index = findStep(r.trace, anchor);
  if (index === null) return null;
  // With sub-steps hidden, a step may have no row of its own: take the last row at or before it.
  let best: number | null = null;
  alignment.rows.forEach((row, i) => {
    const s = row[anchor.side];
    if (s !== null && s <= index) best = i;
  });
  return best;
}

/** A local's value at a step, innermost frame first. */
function local(step: Step, name: string) {
  for (const frame of [...step.frames].reverse()) {
    const found = frame.locals.find(([n]) => n === name);
    if (found) return found[1];
  }
  return undefined;
}

function stepFor(anchor: Anchor, side: RunSide, runs: Runs): Step | null {
  const r = runs[anchor === 'end' ? side : anchor.side];
  if (!r.ok) return null;
  if (anchor === 'end') return r.trace.steps.at(-1) ?? null;
  const i = findStep(r.trace, anchor);
  return i === null ? null : (r.trace.steps.at(i) ?? null);
}

/** The value of a fact for these runs (`null` when it cannot be computed, e.g. a source problem). */
export function factValue(fact: Fact, runs: Runs, anchor: Anchor): string | null {
  if (fact.kind === 'outcome' || fact.kind === 'exception') {
    const r = runs[fact.side];
    if (!r.ok) return null;
    const end = r.trace.end;
    if (end.status === 'limit') return 'limit';
    if (fact.kind === 'outcome') return end.status === 'ok' ? 'returns' : end.type;
    return end.status === 'ok' ? 'none' : exceptionLine(end);
  }
  if (fact.kind === 'global') {
    const r = runs[fact.side];
    if (!r.ok) return null;
    const last = r.trace.steps.at(-1);
    const v = last ? local(last, fact.name) : undefined;
    if (!last || !v) return null;
    // Python's own repr: a tensor as torch prints it (the panels add its dtype, torch omits the default ones).
    const o = v.kind === 'ref' ? last.heap.get(v.id) : undefined;
    return o?.kind === 'tensor' ? o.repr : reprOf(last.heap, v);
  }
  const step = stepFor(anchor, 'after', runs);
  const v = step ? local(step, fact.variable) : undefined;
  if (!step || v?.kind !== 'ref') return null;
  const o = step.heap.get(v.id);
  if (fact.kind === 'has-key') {
    if (o?.kind !== 'dict') return null;
    return o.entries.some(([k]) => k.kind === 'prim' && k.repr === `'${fact.key}'`) ? 'yes' : 'no';
  }
  if (o?.kind !== 'model') return null;
  return o.fieldsSet.includes(fact.field) ? 'yes' : 'no';
}
