/**
 * The line a step is named and marked at. A step carries the first line of its statement (where
 * an editor marks the current line), but the exception that ends a failed run was raised on the
 * line its traceback names, which for a statement over several lines is often a later one
 * (`teacher_ids, teacher_logprobs = (` on 77, `output["extra_fields"].pop(…)` raising on 78).
 * The banner says where it was raised, as Python's traceback does; the status line and the marked
 * line of that step say the same line, so the three never disagree.
 */
import type { Step } from '../engine';
import type { RunData } from './run-data';

/** The step's line, or, for the step where the run's uncaught exception was raised, the traceback's line for it. */
export function shownLine(result: RunData, step: Step): number {
  if (!result.ok || step.event !== 'exception') return step.line;
  const { end, steps } = result.trace;
  if (end.status !== 'error' || step.index !== steps.length - 1) return step.line;
  const raised = end.traceback[end.traceback.length - 1];
  const within = raised && raised.file === step.file && raised.line >= step.span.line && raised.line <= step.span.endLine;
  return within ? raised.line : step.line;
}
