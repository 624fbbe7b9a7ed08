/** What the Output diff compares (loaded with the diff panels). */
import { bannerOf, lastSubjectReturn, type Sources } from './outcome';
import { prettyOf } from './pretty';
import type { RunData } from './run-data';

/** What the Output diff compares: what the subject returned (pretty), or the exception. */
export function outputText(result: RunData, sources: Sources, subjects: readonly string[]): string {
  const banner = bannerOf(result, sources, subjects);
  if (banner.kind === 'error') return `# raised\n${banner.traceback}\n`;
  if (banner.kind === 'problem' || banner.kind === 'limit') return `# did not finish\n${banner.headline}\n`;
  if (!result.ok) return '';
  const ret = lastSubjectReturn(result.trace, subjects);
  if (!ret) return `# ${subjects.map((s) => `${s.split('.').pop()}()`).join(' / ')} did not return\n`;
  return `# ${ret.name}() returned\n${prettyOf(ret.step.heap, ret.value)}\n`;
}
