/** The builder form of PR #6675: three sequences padded as postprocessing pads them, or a batch's token counts and stage timings. It writes the script. */
import { CheckField, ChoiceField, FieldGrid, TextField } from '../form-kit';
import type { FormProps } from '../types';

export default function Form({ form, update, t }: FormProps) {
  const bound = { form, update };
  return (
    <>
      <ChoiceField
        {...bound}
        name="part"
        legend={t('What to run')}
        options={[
          ['padding', t('AgentLoopWorker._pad_token_ids, as postprocessing calls it')],
          ['timing', t('compute_timing_metrics on a batch')],
        ]}
      />
      {form.part === 'padding' ? (
        <>
          <ChoiceField
            {...bound}
            name="padToken"
            legend={t("The tokenizer's pad_token_id")}
            options={[
              ['0', '0'],
              ['42', '42'],
              ['None', t('None (no pad token)')],
            ]}
          />
          <FieldGrid>
            <TextField {...bound} name="promptIds" label={t('prompt ids')} placeholder={t('empty')} />
            <TextField {...bound} name="promptLength" label={t('prompt max_length')} />
            <TextField {...bound} name="responseIds" label={t('response ids')} placeholder={t('empty')} />
            <TextField {...bound} name="responseMask" label={t('response mask')} placeholder={t('empty')} />
            <TextField {...bound} name="responseLength" label={t('response max_length')} />
          </FieldGrid>
          <CheckField {...bound} name="concatenate" label={t('then concatenate prompt and response, as postprocessing does')} />
        </>
      ) : (
        <FieldGrid>
          <TextField {...bound} name="promptLengths" label={t('prompt lengths')} hint={t('e.g. {example}', { example: '3.0, 4.0' })} />
          <TextField {...bound} name="responseLengths" label={t('response lengths')} hint={t('e.g. {example}', { example: '0.0, 0.0' })} />
          <TextField {...bound} name="timings" label={t('stage timings (seconds)')} hint={t('e.g. {example}', { example: 'gen=0.5, ref=0.3' })} />
        </FieldGrid>
      )}
    </>
  );
}
