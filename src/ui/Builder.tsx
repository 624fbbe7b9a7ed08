/** The builder form: every AgentLoopOutput field, and what happens after construction. It writes the script. */
import type { ReactNode } from 'react';
import { resyncForm, updateForm, useExplainer } from '../store/store';
import type { AfterConstruction, ExtraMode, ScenarioForm, TeacherFields } from '../walkthroughs/verl-7491/scenario';
import { useT } from './i18n';
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
  const t = useT();
  const inSync = useExplainer((s) => s.formInSync);
  const presetId = useExplainer((s) => s.presetId);
  const extraMode = useExplainer((s) => s.form.extraMode);
  const narrow = useNarrow();
  return (
    <details className="builder" open={!narrow}>
      <summary>{t('Build an AgentLoopOutput')}</summary>
      {!inSync && (
        <div className="out-of-sync" role="status">
          {presetId
            ? t('This preset’s script was written by hand, so the form does not describe it.')
            : t('The script was edited directly, so the form no longer describes it.')}{' '}
          <button type="button" onClick={resyncForm}>
            {t('Rewrite the script from the form')}
          </button>
        </div>
      )}
      <Choice<ExtraMode>
        name="extraMode"
        label={t('extra_fields in the constructor')}
        options={[
          ['default', t('not passed (default {})')],
          ['explicit-empty', t('passed: {}')],
          ['explicit-content', t('passed with content')],
        ]}
      />
      {extraMode === 'explicit-content' && <TextInput name="extraContent" label={t('extra_fields content (a dict literal)')} />}
      <Choice<AfterConstruction>
        name="after"
        label={t('Then, after construction')}
        options={[
          ['nothing', t('nothing')],
          ['fill-in-place', t('fill in place: output.extra_fields["raw_prompt"] = …')],
          ['update-teacher', t('update with teacher fields')],
          ['reassign', t('reassign: output.extra_fields = {…}')],
          ['set-none', t('set to None')],
        ]}
      />
      <Choice<TeacherFields>
        name="teacher"
        label={t('Teacher fields in extra_fields')}
        options={[
          ['absent', t('absent')],
          ['present', t('present')],
          ['none', t('None values')],
        ]}
      />
      <div className="field-grid">
        <TextInput name="promptIds" label="prompt_ids" />
        <TextInput name="responseIds" label="response_ids" />
        <TextInput name="responseMask" label="response_mask" />
        <TextInput name="responseLogprobs" label="response_logprobs" placeholder={t('not passed')} hint={t('e.g. {example}', { example: '-0.1, -0.2' })} />
        <TextInput name="routedExperts" label="routed_experts" placeholder={t('not passed')} hint={t('e.g. {example}', { example: '[[1, 2], [3, 4]]' })} />
        <TextInput name="rewardScore" label="reward_score" placeholder={t('not passed')} />
        <TextInput name="numTurns" label="num_turns" placeholder={t('not passed')} />
        <TextInput name="metrics" label="AgentLoopMetrics(…)" placeholder={t('defaults')} hint={t('e.g. {example}', { example: 'num_preempted=0' })} />
      </div>
    </details>
  );
}
