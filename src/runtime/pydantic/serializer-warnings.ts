/**
 * Serializer warnings: what a dump noted about values that did not have their declared type is
 * reported when the dump ends — one `UserWarning` ("Pydantic serializer warnings:" and a line a
 * value) with `warnings='warn'`, a `PydanticSerializationError` with the same text with
 * `warnings='error'`. The warning goes through the run's own `warnings` module, so filters and
 * `catch_warnings(record=True)` see it. pydantic's deprecation warnings take the same way.
 */
import { call, currentRun, type PyModule, type PyValue } from '../../engine/api';
import { finalSerializationError, type SerState } from './core/ser-state';

/** How each run that imported pydantic reaches its `warnings` module. */
const warningsOf = new WeakMap<object, () => PyModule>();

/** Called when a run imports pydantic: where its warnings go. */
export function noteWarningsModule(load: () => PyModule): void {
  warningsOf.set(currentRun(), load);
}

/** Reports the warnings `st` collected, and clears them. */
export function reportSerializerWarnings(st: SerState): void {
  const issues = st.issues;
  if (!issues?.length) return;
  const text = `Pydantic serializer warnings:\n  ${issues.join('\n  ')}`;
  issues.length = 0;
  if (st.warnings === 'error') throw finalSerializationError(text);
  warnThroughRun(text);
}

/** `warnings.warn(message)` in the current run (a string is a UserWarning, a warning instance its own category). */
export function warnThroughRun(message: PyValue): void {
  const warn = warningsOf.get(currentRun())?.().dict.get('warn');
  if (warn) call(warn, [message], null);
}
