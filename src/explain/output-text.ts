/** What the Output diff compares (loaded with the diff panels). */
import { bannerOf, lastAsDictReturn, type Sources } from './outcome';
import { prettyOf } from './pretty';
import type { RunData } from './run-data';

/** What the Output diff compares: the returned dict (pretty), or the exception. */
export function outputText(result: RunData, sources: Sources): string {
  const banner = bannerOf(result, sources);
  if (banner.kind === 'error') return `# raised\n${banner.traceback}\n`;
  if (banner.kind === 'problem' || banner.kind === 'limit') return `# did not finish\n${banner.headline}\n`;
  if (!result.ok) return '';
  const ret = lastAsDictReturn(result.trace);
  if (!ret) return '# as_dict() was not called\n';
  return `# as_dict() returned\n${prettyOf(ret.step.heap, ret.value)}\n`;
}
