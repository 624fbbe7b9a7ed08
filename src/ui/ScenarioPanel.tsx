/** The scenario: presets, the builder form for every field, and the script it writes (which is what runs). */
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { editScript, loadPreset, presetExplanation, presets, resetScenario, useExplainer } from '../store/store';
import { ScriptEditor } from './monaco';
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

/** The chosen preset's explanation, fetched with the preset scripts. */
function usePresetExplanation(id: string | null): string | null {
  const [text, setText] = useState<{ id: string; text: string } | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    void presetExplanation(id).then((t) => {
      if (live && t) setText({ id, text: t });
    });
    return () => {
      live = false;
    };
  }, [id]);
  return text && text.id === id ? text.text : null;
}

export function ScenarioPanel() {
  const script = useExplainer((s) => s.script);
  const revision = useExplainer((s) => s.scriptRevision);
  const presetId = useExplainer((s) => s.presetId);
  const problem = useExplainer((s) => (!s.after.ok ? s.after.problem : !s.before.ok ? s.before.problem : null));
  const scriptLine = useExplainer((s) => {
    const r = s.alignment.rows[s.row];
    const idx = r?.after ?? r?.before;
    const res = r?.after !== null ? s.after : s.before;
    if (idx === null || idx === undefined || !res.ok) return null;
    const frames = res.trace.steps[idx].frames;
    return frames[0]?.file === 'script' ? frames[0].line : null;
  });
  const explanation = usePresetExplanation(presetId);
  const ready = useAfterFirstPaint();
  return (
    <section className="scenario" aria-label="Scenario">
      <h2>Scenario</h2>
      <Field label="Preset">
        <select
          value={presetId ?? ''}
          onChange={(e) => {
            if (e.target.value) void loadPreset(e.target.value);
          }}
        >
          <option value="">Choose a preset…</option>
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </Field>
      {explanation && <p className="preset-explanation">{explanation}</p>}
      {ready && (
        <Suspense fallback={null}>
          <Builder />
        </Suspense>
      )}
      <h3 id="script-heading">Scenario script (this is what runs)</h3>
      {problem && (
        <p className="script-problem" role="alert">
          {problem.kind === 'Unsupported' ? 'Unsupported' : problem.kind} at line {problem.line}: {problem.message}
        </p>
      )}
      <ScriptEditor
        key={revision}
        value={script}
        onChange={editScript}
        problem={problem?.file === 'script' ? problem : null}
        current={scriptLine}
        label="Scenario script"
        height={230}
      />
      <button type="button" className="reset" onClick={resetScenario}>
        Reset scenario
      </button>
    </section>
  );
}
