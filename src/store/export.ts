/**
 * What an exported pytest file does against each version, as our engine computes it: the
 * file's test body runs with the model already defined (the verl import line is what pytest
 * needs, not us). `test/walkthrough/pytest-export.test.ts` holds these claims to real pytest.
 */
import { run } from '../engine';
import { failureText } from '../explain/outcome';
import { exportPytest, type PytestExport, VERL_IMPORT } from '../explain/pytest-export';
import { loadOptionalModules } from '../runtime';
import { walkthrough } from '../walkthroughs/verl-7491';
import { useExplainer } from './store';

export interface TestClaim {
  readonly passes: boolean;
  /** Why it fails (`KeyError: 'extra_fields'` at model line 76), empty when it passes. */
  readonly detail: string;
}

/** The script that runs an exported file's test in the engine. */
export function engineScript(exported: PytestExport): string {
  return `${exported.text.replace(VERL_IMPORT, '')}\n${exported.testName}()\n`;
}

/** Whether the exported test passes against a model source, by our engine. */
export function claimFor(exported: PytestExport, model: string): TestClaim {
  const r = run({ model, script: engineScript(exported) });
  if (!r.ok) return { passes: false, detail: r.problem.message };
  const end = r.trace.end;
  if (end.status === 'ok') return { passes: true, detail: '' };
  if (end.status === 'limit') return { passes: false, detail: end.message };
  return { passes: false, detail: failureText(end) };
}

export interface ScenarioExport {
  readonly exported: PytestExport;
  readonly before: TestClaim;
  readonly after: TestClaim;
}

/** The export of the scenario on screen, with what it does against the code before and after the fix. */
export async function exportScenario(title: string): Promise<ScenarioExport | null> {
  const s = useExplainer.getState();
  const exported = exportPytest(s.script, s.after, title);
  if (!exported) return null;
  await loadOptionalModules(exported.text);
  return { exported, before: claimFor(exported, walkthrough.before), after: claimFor(exported, s.afterSource) };
}
