/**
 * What an exported pytest file does against each version, as our engine computes it (in the
 * runner's workers): the file's test body runs with the model already defined (the verl import
 * line is what pytest needs, not us). `test/walkthrough/pytest-export.test.ts` holds these
 * claims to real pytest.
 */
import { engineScript, exportPytest, type PytestExport } from '../explain/pytest-export';
import { claimTest, type TestClaim } from '../runner';
import { walkthrough } from '../walkthroughs/verl-7491';
import { useExplainer } from './store';

export type { TestClaim } from '../runner';

export interface ScenarioExport {
  readonly exported: PytestExport;
  readonly before: TestClaim;
  readonly after: TestClaim;
}

/**
 * The export of the scenario on screen, with what it does against the code before and after
 * the fix; null when it cannot be exported (no finished after-fix run), undefined when a newer
 * export replaced this one.
 */
export async function exportScenario(title: string): Promise<ScenarioExport | null | undefined> {
  const s = useExplainer.getState();
  if (!s.after) return null;
  const exported = exportPytest(s.ran.script, s.after, title);
  if (!exported) return null;
  const script = engineScript(exported);
  const [before, after] = await Promise.all([claimTest('claim:before', walkthrough.before, script), claimTest('claim:after', s.ran.afterSource, script)]);
  if (!before || !after) return undefined;
  return { exported, before, after };
}
