/**
 * The explainer page: the toolbar (tour, fix lab, pytest export, link, language, reset), the
 * tour, lockstep controls, the fix lab, the scenario, both runs side by side, objects and diffs.
 * With `?embed=1` in the URL it shows only what a doc page needs in an iframe.
 */

import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useExplainer, walkthrough } from '../store';
import { Controls } from './Controls';
import { useT } from './i18n';
import { OutcomeStrip } from './OutcomeStrip';
import { PanelBoundary } from './PanelBoundary';
import { ReadingGuide } from './ReadingGuide';
import { Rich } from './Rich';
import { RunPane } from './RunPane';
import { ScenarioPanel } from './ScenarioPanel';
import { Toolbar } from './Toolbar';
import { useAddressSync } from './use-address';
import { useAfterFirstPaint } from './use-after-first-paint';

/** Below the fold or on demand: loaded in their own chunks, so the first outcome comes sooner. */
const ObjectsPanel = lazy(() => import('./ObjectsPanel').then((m) => ({ default: m.ObjectsPanel })));
const OutputDiff = lazy(() => import('./DiffPanels').then((m) => ({ default: m.OutputDiff })));
const ModelStateDiff = lazy(() => import('./DiffPanels').then((m) => ({ default: m.ModelStateDiff })));
const TourPanel = lazy(() => import('./TourPanel').then((m) => ({ default: m.TourPanel })));
const FixLab = lazy(() => import('./FixLab').then((m) => ({ default: m.FixLab })));
const NoticeBarLazy = lazy(() => import('./NoticeBar').then((m) => ({ default: m.NoticeBar })));
const ExportPanel = lazy(() => import('./ExportPanel').then((m) => ({ default: m.ExportPanel })));

function Placeholder({ name }: { name: string }) {
  return (
    <section className="placeholder" aria-label={name} aria-busy="true">
      <h2>{name}</h2>
    </section>
  );
}

/** `?embed=1`: the controls and the two runs, for an iframe in a doc page. */
export function isEmbed(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).get('embed') === '1';
}

/** The notice bar loads only when there is something to say. */
/** A panel that arrives in its own chunk: its placeholder until then, and its failures kept inside it. */
function LazyPanel({ name, children }: { name: string; children: ReactNode }) {
  return (
    <PanelBoundary name={name}>
      <Suspense fallback={<Placeholder name={name} />}>{children}</Suspense>
    </PanelBoundary>
  );
}

function NoticeBar() {
  const notice = useExplainer((s) => s.notice !== null);
  return notice ? (
    <Suspense fallback={null}>
      <NoticeBarLazy />
    </Suspense>
  ) : null;
}

/** `verl PR #7491`: the walkthrough's PR, as the page names it. */
export function prName(): string {
  const { pr } = walkthrough().meta;
  return `${pr.repository.split('/').pop()} PR #${pr.number}`;
}

/** The page's language and title follow the reader's choice. */
function useDocumentLanguage() {
  const language = useExplainer((s) => s.language);
  const t = useT();
  const title = t('PR explainer — {pr}', { pr: prName() });
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
  }, [language, title]);
}

function EmbedApp() {
  const t = useT();
  useDocumentLanguage();
  const hash = typeof location === 'undefined' ? '' : location.hash;
  return (
    <div className="app embed">
      <header className="top">
        <h1>
          {prName()} <span className="subtitle">{t('before and after the fix, step by step')}</span>
        </h1>
        <a href={`./${hash}`} target="_blank" rel="noopener">
          {t('Open in the full explainer')}
        </a>
        <NoticeBar />
      </header>
      <PanelBoundary name={t('Step controls')}>
        <Controls />
      </PanelBoundary>
      <main className="grid embed-grid">
        <PanelBoundary name={t('Before fix')}>
          <RunPane side="before" />
        </PanelBoundary>
        <PanelBoundary name={t('After fix')}>
          <RunPane side="after" />
        </PanelBoundary>
      </main>
    </div>
  );
}

function FullApp() {
  const t = useT();
  const { meta, headline, summary } = walkthrough();
  useDocumentLanguage();
  const ready = useAfterFirstPaint();
  const touring = useExplainer((s) => s.tour !== null);
  const lab = useExplainer((s) => s.lab);
  const [exporting, setExporting] = useState(false);
  return (
    <div className="app">
      <header className="top">
        <h1>
          <a href={meta.pr.url} className="pr-link">
            {prName()}
          </a>{' '}
          <span className="subtitle">
            <Rich text={t(headline)} />
          </span>
        </h1>
        <p className="intro">
          <Rich text={t(summary)} />
        </p>
        <div className="toolbar-slot">
          {/* On the first screen (and prerendered), so nothing below it moves when the page comes alive. */}
          <Toolbar exporting={exporting} onExport={() => setExporting((v) => !v)} />
        </div>
        <NoticeBar />
      </header>
      {touring && (
        <LazyPanel name={t('Guided tour')}>
          <TourPanel />
        </LazyPanel>
      )}
      <PanelBoundary name={t('Step controls')}>
        <Controls />
      </PanelBoundary>
      <OutcomeStrip />
      <ReadingGuide />
      <main className="grid">
        {exporting && (
          <LazyPanel name={t('Export as pytest')}>
            <ExportPanel onClose={() => setExporting(false)} />
          </LazyPanel>
        )}
        {lab && (
          <LazyPanel name={t('Fix lab')}>
            <FixLab />
          </LazyPanel>
        )}
        <PanelBoundary name={t('Scenario')}>
          <ScenarioPanel />
        </PanelBoundary>
        <PanelBoundary name={t('Before fix')}>
          <RunPane side="before" />
        </PanelBoundary>
        <PanelBoundary name={t('After fix')}>
          <RunPane side="after" />
        </PanelBoundary>
        {ready && (
          <>
            <LazyPanel name={t('Objects')}>
              <ObjectsPanel />
            </LazyPanel>
            <LazyPanel name={t('Output diff')}>
              <OutputDiff />
            </LazyPanel>
            <LazyPanel name={t('Model state diff')}>
              <ModelStateDiff />
            </LazyPanel>
          </>
        )}
      </main>
    </div>
  );
}

export function App() {
  useAddressSync();
  return isEmbed() ? <EmbedApp /> : <FullApp />;
}
