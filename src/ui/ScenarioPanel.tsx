/** The scenario: presets, the builder form for every field, and the script it writes (which is what runs). */
import type { ReactNode } from 'react';
import { editScript, loadPreset, presets, resetScenario, resyncForm, updateForm, useExplainer } from '../store/store';
import type { AfterConstruction, ExtraMode, ScenarioForm, TeacherFields } from '../walkthroughs/verl-7491/scenario';
import { ScriptEditor } from './monaco';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useNarrow } from './use-narrow';

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is passed in as a child
    <label className="field">
      <span className="label">{label}</span>
      {children}
      {hint && <span className="hint">{hint}</span>}
    </label>
  );
}

function TextInput({ name, label, hint, placeholder }: { name: keyof ScenarioForm; label: string; hint?: string; placeholder?: string }) {
  const value = useExplainer((s) => s.form[name]);
  return (
    <Field label={label} hint={hint}>
      <input type="text" value={value} placeholder={placeholder} onChange={(e) => updateForm({ [name]: e.target.value })} spellCheck={false} />
    </Field>
  );
}

function Choice<T extends string>({ name, label, options }: { name: keyof ScenarioForm; label: string; options: [T, string][] }) {
  const value = useExplainer((s) => s.form[name]) as T;
  return (
    <fieldset className="choice">
      <legend>{label}</legend>
      {options.map(([v, text]) => (
        <label key={v}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => updateForm({ [name]: v })} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

export function ScenarioPanel() {
  const script = useExplainer((s) => s.script);
  const revision = useExplainer((s) => s.scriptRevision);
  const inSync = useExplainer((s) => s.formInSync);
  const presetId = useExplainer((s) => s.presetId);
  const extraMode = useExplainer((s) => s.form.extraMode);
  const problem = useExplainer((s) => (!s.after.ok ? s.after.problem : !s.before.ok ? s.before.problem : null));
  const scriptLine = useExplainer((s) => {
    const r = s.alignment.rows[s.row];
    const idx = r?.after ?? r?.before;
    const res = r?.after !== null ? s.after : s.before;
    if (idx === null || idx === undefined || !res.ok) return null;
    const frames = res.trace.steps[idx].frames;
    return frames[0]?.file === 'script' ? frames[0].line : null;
  });
  const preset = presets.find((p) => p.id === presetId);
  const narrow = useNarrow();
  const ready = useAfterFirstPaint();
  return (
    <section className="scenario" aria-label="Scenario">
      <h2>Scenario</h2>
      <Field label="Preset">
        <select value={presetId ?? ''} onChange={(e) => e.target.value && loadPreset(e.target.value)}>
          <option value="">Choose a preset…</option>
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </Field>
      {preset && <p className="preset-explanation">{preset.explanation}</p>}
      {ready && (
        <details className="builder" open={!narrow}>
          <summary>Build an AgentLoopOutput</summary>
          {!inSync && (
            <div className="out-of-sync" role="status">
              The script was edited directly, so the form no longer describes it.{' '}
              <button type="button" onClick={resyncForm}>
                Rewrite the script from the form
              </button>
            </div>
          )}
          <Choice<ExtraMode>
            name="extraMode"
            label="extra_fields in the constructor"
            options={[
              ['default', 'not passed (default {})'],
              ['explicit-empty', 'passed: {}'],
              ['explicit-content', 'passed with content'],
            ]}
          />
          {extraMode === 'explicit-content' && <TextInput name="extraContent" label="extra_fields content (a dict literal)" />}
          <Choice<AfterConstruction>
            name="after"
            label="Then, after construction"
            options={[
              ['nothing', 'nothing'],
              ['fill-in-place', 'fill in place: output.extra_fields["raw_prompt"] = …'],
              ['update-teacher', 'update with teacher fields'],
              ['reassign', 'reassign: output.extra_fields = {…}'],
              ['set-none', 'set to None'],
            ]}
          />
          <Choice<TeacherFields>
            name="teacher"
            label="Teacher fields in extra_fields"
            options={[
              ['absent', 'absent'],
              ['present', 'present'],
              ['none', 'None values'],
            ]}
          />
          <div className="field-grid">
            <TextInput name="promptIds" label="prompt_ids" />
            <TextInput name="responseIds" label="response_ids" />
            <TextInput name="responseMask" label="response_mask" />
            <TextInput name="responseLogprobs" label="response_logprobs" placeholder="not passed" hint="e.g. -0.1, -0.2" />
            <TextInput name="routedExperts" label="routed_experts" placeholder="not passed" hint="e.g. [[1, 2], [3, 4]]" />
            <TextInput name="rewardScore" label="reward_score" placeholder="not passed" />
            <TextInput name="numTurns" label="num_turns" placeholder="not passed" />
            <TextInput name="metrics" label="AgentLoopMetrics(…)" placeholder="defaults" hint="e.g. num_preempted=0" />
          </div>
        </details>
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
