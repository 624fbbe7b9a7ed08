/** The scenario: presets, the builder form for every field, and the script it writes (which is what runs). */
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { editScript, loadPreset, presetExplanation, presets, resetScenario, useExplainer } from '../store/store';
import type { Language, Localized } from '../walkthroughs/localized';
import { presetTitles } from '../walkthroughs/verl-7491/presets';
import { useLanguage, useT } from './i18n';
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

/** Preset titles in the reader's language (English at once; others when they have loaded). */
function usePresetTitles(language: Language): Readonly<Record<string, string>> | null {
  const [loaded, setLoaded] = useState<{ language: Language; titles: Readonly<Record<string, string>> } | null>(null);
  useEffect(() => {
    if (language === 'en') return;
    let live = true;
    void presetTitles(language).then((titles) => {
      if (live) setLoaded({ language, titles });
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loaded && loaded.language === language ? loaded.titles : null;
}

/** The chosen preset's explanation, fetched with the preset scripts. */
function usePresetExplanation(id: string | null): Localized | null {
  const [text, setText] = useState<{ id: string; text: Localized } | null>(null);
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
  const t = useT();
  const lang = useLanguage();
  const script = useExplainer((s) => s.script);
  const revision = useExplainer((s) => s.scriptRevision);
  const presetId = useExplainer((s) => s.presetId);
  const problem = useExplainer((s) => (s.after?.ok === false ? s.after.problem : s.before?.ok === false ? s.before.problem : null));
  const scriptLine = useExplainer((s) => {
    const r = s.alignment.rows[s.row];
    const idx = r?.after ?? r?.before;
    const res = r?.after !== null ? s.after : s.before;
    if (idx === null || idx === undefined || !res?.ok) return null;
    const frames = res.trace.steps[idx].frames;
    return frames[0]?.file === 'script' ? frames[0].line : null;
  });
  const explanation = usePresetExplanation(presetId);
  const titles = usePresetTitles(lang);
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
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {titles?.[p.id] ?? p.title}
            </option>
          ))}
        </select>
      </Field>
      {explanation && <p className="preset-explanation">{explanation[lang]}</p>}
      {ready && (
        <Suspense fallback={null}>
          <Builder />
        </Suspense>
      )}
      <h3 id="script-heading">{t('Scenario script (this is what runs)')}</h3>
      {problem && (
        <p className="script-problem" role="alert">
          {t('{kind} at line {line}: {message}', { kind: problem.kind, line: problem.line, message: problem.message })}
        </p>
      )}
      <ScriptEditor
        key={revision}
        value={script}
        onChange={editScript}
        problem={problem?.file === 'script' ? problem : null}
        current={scriptLine}
        label={t('Scenario script')}
        height={230}
      />
      <button type="button" className="reset" onClick={resetScenario}>
        {t('Reset scenario')}
      </button>
    </section>
  );
}
