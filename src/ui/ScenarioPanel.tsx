/** The scenario: presets, the builder form, and the script it writes (which is what runs). */
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { shownLine } from '../explain/step-line';
import { editScript, loadPreset, presetTexts, resetScenario, useExplainer, walkthrough } from '../store';
import { CodeEditor } from './code/CodeEditor';
import { useT } from './i18n';
import { useAfterFirstPaint } from './use-after-first-paint';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is passed in as a child
    <label className="field">
      <span className="label">{label}</span>
      {children}
    </label>
  );
}

/** The builder form is not needed for the first outcome: it arrives in its own chunk. */
const Builder = lazy(() => import('./Builder').then((m) => ({ default: m.Builder })));

/**
 * The preset whose script is on screen: the one it came from, or one it equals (the first
 * scenario often is a preset), once the presets' scripts have loaded.
 */
function usePresetOnScreen(): string | null {
  const presetId = useExplainer((s) => s.presetId);
  const script = useExplainer((s) => s.script);
  const texts = useExplainer((s) => s.presetTexts);
  useEffect(() => {
    void presetTexts();
  }, []);
  if (presetId !== null || !texts) return presetId;
  return Object.entries(texts.scripts).find(([, s]) => s === script)?.[0] ?? null;
}

export function ScenarioPanel() {
  const t = useT();
  const script = useExplainer((s) => s.script);
  const revision = useExplainer((s) => s.scriptRevision);
  const presetId = usePresetOnScreen();
  const explanation = useExplainer((s) => (presetId === null ? undefined : s.presetTexts?.explanations[presetId]));
  const { presets } = walkthrough();
  const problem = useExplainer((s) => (s.after?.ok === false ? s.after.problem : s.before?.ok === false ? s.before.problem : null));
  const scriptLine = useExplainer((s) => {
    const r = s.alignment.rows[s.row];
    const idx = r?.after ?? r?.before;
    const res = r?.after !== null ? s.after : s.before;
    if (idx === null || idx === undefined || !res?.ok) return null;
    // The innermost script frame's line: the step's own (as the status line names it) when it runs in the script.
    const step = res.trace.steps.at(idx);
    if (!step) return null;
    if (step.file === 'script') return shownLine(res, step);
    const frames = step.frames.filter((f) => f.file === 'script');
    return frames[frames.length - 1]?.line ?? null;
  });
  const ready = useAfterFirstPaint();
  return (
    <section className="scenario" aria-label={t('Scenario')}>
      <h2>{t('Scenario')}</h2>
      <Field label={t('Preset')}>
        <select
          value={presetId ?? ''}
          onChange={(e) => {
            if (e.target.value) void loadPreset(e.target.value);
          }}
        >
          <option value="">{t('Choose a preset…')}</option>
          {presets.list.map((p) => (
            <option key={p.id} value={p.id}>
              {t(p.title)}
            </option>
          ))}
        </select>
      </Field>
      {explanation && <p className="preset-explanation">{t(explanation)}</p>}
      {ready && (
        <Suspense fallback={null}>
          <Builder />
        </Suspense>
      )}
      <h3 id="script-heading">{t('Scenario script (this is what runs)')}</h3>
      {problem && (
        <p className="script-problem" role="alert">
          {t('{kind} at line {line}: {message}', { kind: problem.kind, line: problem.line, message: problem.detail })}
        </p>
      )}
      <CodeEditor
        key={revision}
        value={script}
        onChange={(v) => void editScript(v)}
        problem={problem?.file === 'script' ? problem : null}
        current={scriptLine}
        label={t('Scenario script')}
        height={230}
      />
      <button type="button" className="reset" onClick={() => void resetScenario()}>
        {t('Reset scenario')}
      </button>
    </section>
  );
}
