/**
 * Lockstep alignment of the before-fix and after-fix runs, statement by statement.
 * Steps are compared by what they do (event, file, line mapped onto after.py, callee), so
 * the shared prefix lines up and the first row where they differ is the divergence.
 */
import type { Step } from '../engine';
import { mapLines } from './line-map';
import { commonPairs } from './myers';
import type { TraceData } from './run-data';

/** One row of the lockstep view: a step of each run, or null where that run has no counterpart. */
export interface Row {
  readonly before: number | null;
  readonly after: number | null;
  /** Both runs do the same thing here. */
  readonly same: boolean;
}

export interface Alignment {
  readonly rows: readonly Row[];
  /** Index of the first row where the runs differ, or null when they never do. */
  readonly firstDivergence: number | null;
}

/** Which steps the cursor visits: statements only, or the calls inside them too. */
export type Granularity = 'statements' | 'calls';

function visible(step: Step, granularity: Granularity): boolean {
  return granularity === 'calls' || step.event !== 'call';
}

function keyOf(step: Step, lineMap: (number | null)[] | null): string {
  const line = step.file === 'model' && lineMap ? (lineMap[step.line] ?? `b${step.line}`) : step.line;
  return `${step.event}|${step.file}|${line}|${step.event === 'call' ? step.detail : ''}`;
}

/** The steps the cursor visits, each with its index. */
function visibleSteps(trace: TraceData, granularity: Granularity): (readonly [Step, number])[] {
  const out: (readonly [Step, number])[] = [];
  for (const s of trace.steps) if (visible(s, granularity)) out.push([s, s.index]);
  return out;
}

/** Aligns two traces; `beforeSource`/`afterSource` are the model sources they ran. */
export function align(before: TraceData | null, after: TraceData | null, beforeSource: string, afterSource: string, granularity: Granularity): Alignment {
  const bSteps = before ? visibleSteps(before, granularity) : [];
  const aSteps = after ? visibleSteps(after, granularity) : [];
  const lineMap = mapLines(beforeSource, afterSource);
  const bKeys = bSteps.map(([s]) => keyOf(s, lineMap));
  const aKeys = aSteps.map(([s]) => keyOf(s, null));
  const pairs = commonPairs(bKeys, aKeys);
  const rows: Row[] = [];
  let bi = 0;
  let ai = 0;
  const flush = (bEnd: number, aEnd: number) => {
    // Unmatched steps of both sides share rows, so the two panes keep moving together.
    while (bi < bEnd || ai < aEnd) {
      rows.push({ before: bi < bEnd ? bSteps[bi][1] : null, after: ai < aEnd ? aSteps[ai][1] : null, same: false });
      if (bi < bEnd) bi++;
      if (ai < aEnd) ai++;
    }
  };
  for (const [pb, pa] of pairs) {
    flush(pb, pa);
    rows.push({ before: bSteps[pb][1], after: aSteps[pa][1], same: true });
    bi = pb + 1;
    ai = pa + 1;
  }
  flush(bSteps.length, aSteps.length);
  const first = rows.findIndex((r) => !r.same);
  return { rows, firstDivergence: first < 0 ? null : first };
}

/** The step a pane shows at a row: its own step, or its latest earlier one when it has none here. */
export function stepAt(alignment: Alignment, row: number, side: 'before' | 'after'): number | null {
  for (let r = Math.min(row, alignment.rows.length - 1); r >= 0; r--) {
    const s = alignment.rows[r][side];
    if (s !== null) return s;
  }
  return null;
}
