/** The engine's public API: run Python source into a trace, and the module interface runtimes use. */
export { DEFAULT_STEP_LIMIT, outcomeJson, outcomeOf, run, type Outcome, type RunInput, type RunResult, type SourceProblem } from './run';
export type * from './trace/types';
export type { Span } from './syntax/ast';
