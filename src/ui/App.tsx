/** The explainer page: scenario, lockstep controls, both runs side by side, objects and diffs. */

import { lazy, Suspense } from 'react';
import { dismissNotice, useExplainer } from '../store/store';
import { Controls } from './Controls';
import { PanelBoundary } from './PanelBoundary';
import { RunPane } from './RunPane';
import { ScenarioPanel } from './ScenarioPanel';
import { useAfterFirstPaint } from './use-after-first-paint';

/** Below the fold: loaded after the first paint, in their own chunk, so the first outcome comes sooner. */
const ObjectsPanel = lazy(() => import('./ObjectsPanel').then((m) => ({ default: m.ObjectsPanel })));
const OutputDiff = lazy(() => import('./DiffPanels').then((m) => ({ default: m.OutputDiff })));
const ModelStateDiff = lazy(() => import('./DiffPanels').then((m) => ({ default: m.ModelStateDiff })));

function Placeholder({ name }: { name: string }) {
  return (
    <section className="placeholder" aria-label={name} aria-busy="true">
      <h2>{name}</h2>
    </section>
  );
}

function Notice() {
  const notice = useExplainer((s) => s.notice);
  if (!notice) return null;
  return (
    <div className="notice" role="status">
      {notice}{' '}
      <button type="button" onClick={dismissNotice}>
        Dismiss
      </button>
    </div>
  );
}

export function App() {
  const ready = useAfterFirstPaint();
  return (
    <div className="app">
      <header className="top">
        <h1>
          verl PR #7491{' '}
          <span className="subtitle">
            why <code>as_dict()</code> raised <code>KeyError: 'extra_fields'</code>, and what the fix restores
          </span>
        </h1>
        <p className="intro">
          <code>as_dict()</code> starts with <code>model_dump(exclude_unset=True)</code>, which keeps only fields in Pydantic's hidden{' '}
          <code>model_fields_set</code>. A default <code>extra_fields = {'{}'}</code> filled in place is never “set”, so it is dropped, and the old code's{' '}
          <code>output["extra_fields"]</code> fails. Build a scenario, then step through both versions in lockstep.
        </p>
        <Notice />
      </header>
      <PanelBoundary name="Step controls">
        <Controls />
      </PanelBoundary>
      <main className="grid">
        <PanelBoundary name="Scenario">
          <ScenarioPanel />
        </PanelBoundary>
        <PanelBoundary name="Before fix">
          <RunPane side="before" />
        </PanelBoundary>
        <PanelBoundary name="After fix">
          <RunPane side="after" />
        </PanelBoundary>
        {ready && (
          <>
            <PanelBoundary name="Objects">
              <Suspense fallback={<Placeholder name="Objects" />}>
                <ObjectsPanel />
              </Suspense>
            </PanelBoundary>
            <PanelBoundary name="Output diff">
              <Suspense fallback={<Placeholder name="Output diff" />}>
                <OutputDiff />
              </Suspense>
            </PanelBoundary>
            <PanelBoundary name="Model state diff">
              <Suspense fallback={<Placeholder name="Model state diff" />}>
                <ModelStateDiff />
              </Suspense>
            </PanelBoundary>
          </>
        )}
      </main>
    </div>
  );
}
