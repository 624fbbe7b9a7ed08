/**
 * The pytest export of the scenario on screen, with what it does against each version as our
 * engine computes it (in the runner's workers): the file's test body runs after the excerpt
 * (the project's import lines are what pytest needs, not us). `npm run walkthrough -- check
 * <id>` holds these claims to real pytest.
 */
import { engineScript, exportPytest, type PytestExport } from '../explain/pytest-export';
import { claimTest, type TestClaim } from '../runner';
import { useExplainer, walkthrough } from './store';

export type { TestClaim } from '../runner';

export interface ScenarioExport {
  readonly exported: PytestExport;
  readonly before: TestClaim;
  readonly after: TestClaim;
}

/** `verl PR #7491`: what an export says it comes from. */
export function exportedFrom(): string {
  const { pr } = walkthrough().meta;
  return `${pr.repository.split('/').pop()} PR #${pr.number}`;
}

/**
 * The export of the scenario on screen (`title`: the preset's, or a custom scenario's), with
 * what it does against the code before and after the fix; null when it cannot be exported (no
 * finished after-fix run), undefined when a newer export replaced this one.
 */
export async function exportScenario(title: string): Promise<ScenarioExport | null | undefined> {
  const s = useExplainer.getState();
  const w = walkthrough();
  if (!s.after) return null;
  const exported = exportPytest(s.ran.script, s.after, { title, from: exportedFrom(), imports: w.pytest.imports, preamble: w.pytest.preamble });
  if (!exported) return null;
  const script = engineScript(exported, w.pytest.imports);
  const [before, after] = await Promise.all([claimTest('claim:before', w.code.before, script), claimTest('claim:after', s.ran.afterSource, script)]);
  if (!before || !after) return undefined;
  return { exported, before, after };
}
