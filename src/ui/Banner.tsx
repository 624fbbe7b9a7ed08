/** How a run ended: the exception with its traceback, or the returned keys and why each is there. */
import { memo } from 'react';
import type { RunResult } from '../engine';
import { bannerOf, provenanceOf, type Sources } from '../explain';

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
  const provenance = result.ok ? provenanceOf(result.trace, sources) : null;
  return (
    <div className="banner ok" role="status">
      <strong>{banner.headline}</strong>
      {provenance && (
        <ul className="provenance" aria-label="Why each key is there">
          {provenance.keys.map((k) => (
            <li key={k.key}>
              <code>{k.key}</code> <span className={`why why-${k.reason}`}>{k.text}</span>
            </li>
          ))}
          {provenance.dropped.length > 0 && (
            <li className="dropped">
              dropped by <code>exclude_unset</code> (never set):{' '}
              {provenance.dropped.map((d) => (
                <code key={d}>{d}</code>
              ))}
            </li>
          )}
        </ul>
      )}
    </div>
  );
});
