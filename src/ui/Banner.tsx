/** How a run ended: the exception with its traceback, or the returned keys and why each is there. */
import { lazy, memo, Suspense } from 'react';
import type { RunResult } from '../engine';
import { bannerOf, type Sources } from '../explain';

/** Why each returned key is there: a detail that arrives a moment after the headline. */
const ProvenanceList = lazy(() => import('./ProvenanceList').then((m) => ({ default: m.ProvenanceList })));

/** Memoized: the banner depends only on the run and its sources, not on the cursor. */
export const Banner = memo(function Banner({ result, model, script }: { result: RunResult; model: string; script: string }) {
  const sources: Sources = { model, script };
  const banner = bannerOf(result, sources);
  if (banner.kind === 'error') {
    return (
      <div className="banner error" role="status">
        <strong>{banner.headline}</strong>
        <div className="where">
          raised at {banner.file} line {banner.line}: <code>{banner.code}</code>
        </div>
        <details>
          <summary>Traceback</summary>
          <pre>{banner.traceback}</pre>
        </details>
      </div>
    );
  }
  if (banner.kind === 'problem' || banner.kind === 'limit') {
    return (
      <div className="banner problem" role="status">
        <strong>{banner.kind === 'limit' ? 'Stopped' : 'Cannot run this script'}</strong>
        <div className="where">{banner.headline}</div>
      </div>
    );
  }
  return (
    <div className="banner ok" role="status">
      <strong>{banner.headline}</strong>
      {result.ok && (
        <Suspense fallback={null}>
          <ProvenanceList trace={result.trace} model={model} script={script} />
        </Suspense>
      )}
    </div>
  );
});
