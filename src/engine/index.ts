/** The engine's public API: run Python source into a trace, and the module interface runtimes use. */
export { type Outcome, outcomeJson, outcomeOf, runOutcomeJson } from './outcome';
export { DEFAULT_STEP_LIMIT, type RunInput, type RunResult, run, type SourceProblem } from './run';
export type { Span } from './syntax/ast';
export type * from './trace/types';
export { formatTraceback, type SourceLine } from './traceback';
