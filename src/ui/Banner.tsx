/** How a run ended: the exception with its traceback, or the returned keys and why each is there. */
import { lazy, memo, Suspense } from 'react';
import { type Banner as BannerData, bannerOf, type Sources } from '../explain/outcome';
import type { RunData } from '../explain/run-data';
import { walkthrough } from '../store';
import { type Translate, useT } from './i18n';
import type { Lines } from './use-lines';

/** Why each returned key is there: a detail that arrives a moment after the headline. */
const ProvenanceList = lazy(() => import('./ProvenanceList').then((m) => ({ default: m.ProvenanceList })));

/** A run's outcome in one line, as its banner's headline says it. */
export function headlineOf(banner: BannerData, t: Translate): string {
  switch (banner.kind) {
    case 'error':
    case 'limit':
      return banner.headline;
    case 'problem':
      return t('Cannot run this script');
    case 'ok':
      return t('The script ran to the end without an exception.');
    case 'returned':
      return banner.value !== undefined
        ? t('{subject}() returned {value}', { subject: banner.subject, value: banner.value })
        : t('{subject}() returned a dict with {n} keys', { subject: banner.subject, n: banner.keys.length });
  }
}

/** Memoized: the banner depends only on the run and its sources, not on the cursor. */
export const Banner = memo(function Banner({ result, model, script, lines }: { result: RunData; model: string; script: string; lines: Lines }) {
  const t = useT();
  const sources: Sources = { model, script };
  const banner = bannerOf(result, sources, walkthrough().subjects);
  if (banner.kind === 'error') {
    return (
      <div className="banner error" role="status">
        <strong>{banner.headline}</strong>
        <div className="where">
          {t('raised at {where}:', { where: lines.name(banner.file, banner.line, t) })} <code>{banner.code}</code>
        </div>
        <details>
          <summary>{t('Traceback')}</summary>
          <pre>{banner.traceback}</pre>
        </details>
      </div>
    );
  }
  if (banner.kind === 'problem' || banner.kind === 'limit') {
    return (
      <div className="banner problem" role="status">
        <strong>{banner.kind === 'limit' ? t('Stopped') : t('Cannot run this script')}</strong>
        <div className="where">{banner.headline}</div>
      </div>
    );
  }
  return (
    <div className="banner ok" role="status">
      <strong>{headlineOf(banner, t)}</strong>
      {result.ok && (
        <Suspense fallback={null}>
          <ProvenanceList trace={result.trace} model={model} script={script} />
        </Suspense>
      )}
    </div>
  );
});
