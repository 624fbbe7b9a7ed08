/**
 * The builder form of PR #4706: the result a traced call returned, the tokenizer of the traced
 * object, and what to look at once `add_token2text` has built its record. It writes the script.
 */
import { ChoiceField, FieldGrid, TextField } from '../form-kit';
import type { FormProps } from '../types';

export default function Form({ form, update, t }: FormProps) {
  const bound = { form, update };
  return (
    <>
      <ChoiceField
        {...bound}
        name="result"
        legend={t('The traced call returned')}
        options={[
          ['pydantic', t('an AgentLoopOutput (a pydantic model)')],
          ['plain-object', t('a plain object with token ids')],
          ['dict', t('a dict')],
        ]}
      />
      <ChoiceField
        {...bound}
        name="tokenizer"
        legend={t("The traced object's tokenizer")}
        options={[
          ['decodes', t('one that decodes')],
          ['no-decode', t('one without decode()')],
          ['none', t('None')],
        ]}
      />
      <ChoiceField
        {...bound}
        name="afterwards"
        legend={t('Then')}
        options={[
          ['inspect', t('inspect the record and the result')],
          ['append-to-record', t("append to the record's prompt_ids")],
          ['compare-with-twin', t('compare the model with a clean twin')],
          ['model-copy', t('copy the model with model_copy()')],
        ]}
      />
      <FieldGrid>
        <TextField {...bound} name="promptIds" label={t('prompt token ids')} />
        <TextField {...bound} name="responseIds" label={t('response token ids')} />
        {form.result === 'pydantic' && <TextField {...bound} name="extraFields" label={t('extra_fields (a dict literal)')} placeholder={t('default')} />}
      </FieldGrid>
    </>
  );
}
