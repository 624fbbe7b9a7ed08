/**
 * The pytest export of the scenario on screen, with what it does against each version as our
 * engine computes it (the service's work: the file's test body runs after the excerpt; the
 * project's import lines are what pytest needs, not us). `npm run walkthrough -- check <id>`
 * holds these claims to real pytest.
 */
import * as service from './service';
import { useExplainer, walkthrough } from './store';

export type { TestClaim } from '../runner';
export type { ScenarioExport } from './service';

/** `verl PR #7491`: what an export of the walkthrough on the page says it comes from. */
export function exportedFrom(): string {
  return service.exportedFrom(walkthrough());
}

/**
 * The export of the scenario on screen (`title`: the preset's, or a custom scenario's), with
 * what it does against the code before and after the fix; null when it cannot be exported (no
 * finished after-fix run), undefined when a newer export replaced this one.
 */
export function exportScenario(title: string): Promise<service.ScenarioExport | null | undefined> {
  const s = useExplainer.getState();
  if (!s.after) return Promise.resolve(null);
  return service.exportScenario(walkthrough(), s.ran.script, s.after, s.ran.afterSource, title);
}
