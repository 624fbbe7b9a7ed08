/**
 * A run as the app holds it: plain data, with no live engine object in it, so it can cross
 * from the worker that ran the engine to the page (structured clone) and be shown, stepped
 * and explained there. The engine's own `RunResult` is one (its trace's `finalGlobals` are
 * simply not read), so Node code passes engine results straight in.
 */
import type { SourceProblem, Trace } from '../engine';

/** A trace without the live namespace the run left (`Trace.finalGlobals`, which only the contract encoder reads). */
export type TraceData = Omit<Trace, 'finalGlobals'>;

/** What a run produced: its trace, or why its source could not run. */
export type RunData = { readonly ok: true; readonly trace: TraceData; readonly stdout: string } | { readonly ok: false; readonly problem: SourceProblem };
