/** The builder form of PR #7491: every AgentLoopOutput field, and what happens after construction. It writes the script. */
import { ChoiceField, FieldGrid, TextField } from '../form-kit';
import type { FormProps } from '../types';

export default function Form({ form, update, t }: FormProps) {
  const bound = { form, update };
  return (
    <>
      <ChoiceField
        {...bound}
        name="extraMode"
        legend={t('extra_fields in the constructor')}
        options={[
          ['default', t('not passed (default {})')],
          ['explicit-empty', t('passed: {}')],
          ['explicit-content', t('passed with content')],
        ]}
      />
      {form.extraMode === 'explicit-content' && <TextField {...bound} name="extraContent" label={t('extra_fields content (a dict literal)')} />}
      <ChoiceField
        {...bound}
        name="after"
        legend={t('Then, after construction')}
        options={[
          ['nothing', t('nothing')],
          ['fill-in-place', t('fill in place: output.extra_fields["raw_prompt"] = …')],
          ['update-teacher', t('update with teacher fields')],
          ['reassign', t('reassign: output.extra_fields = {…}')],
          ['set-none', t('set to None')],
        ]}
      />
      <ChoiceField
        {...bound}
        name="teacher"
        legend={t('Teacher fields in extra_fields')}
        options={[
          ['absent', t('absent')],
          ['present', t('present')],
          ['none', t('None values')],
        ]}
      />
      <FieldGrid>
        <TextField {...bound} name="promptIds" label="prompt_ids" />
        <TextField {...bound} name="responseIds" label="response_ids" />
        <TextField {...bound} name="responseMask" label="response_mask" />
        <TextField
          {...bound}
          name="responseLogprobs"
          label="response_logprobs"
          placeholder={t('not passed')}
          hint={t('e.g. {example}', { example: '-0.1, -0.2' })}
        />
        <TextField
          {...bound}
          name="routedExperts"
          label="routed_experts"
          placeholder={t('not passed')}
          hint={t('e.g. {example}', { example: '[[1, 2], [3, 4]]' })}
        />
        <TextField {...bound} name="rewardScore" label="reward_score" placeholder={t('not passed')} />
        <TextField {...bound} name="numTurns" label="num_turns" placeholder={t('not passed')} />
        <TextField
          {...bound}
          name="metrics"
          label="AgentLoopMetrics(…)"
          placeholder={t('defaults')}
          hint={t('e.g. {example}', { example: 'num_preempted=0' })}
        />
      </FieldGrid>
    </>
  );
}
