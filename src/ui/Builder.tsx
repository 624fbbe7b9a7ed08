/** The builder form: every AgentLoopOutput field, and what happens after construction. It writes the script. */
import type { ReactNode } from 'react';
import { resyncForm, updateForm, useExplainer } from '../store/store';
import type { AfterConstruction, ExtraMode, ScenarioForm, TeacherFields } from '../walkthroughs/verl-7491/scenario';
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

export function Builder() {
  const inSync = useExplainer((s) => s.formInSync);
  const extraMode = useExplainer((s) => s.form.extraMode);
  const narrow = useNarrow();
  return (
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
  );
}
