/** The builder form of PR #4706: the traced call's result, the tokenizer it is traced with, and what to look at afterwards. It writes the script. */
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
          ['dict', t('a dict with token ids')],
        ]}
      />
      <FieldGrid>
        <TextField {...bound} name="promptIds" label="prompt_ids" />
        <TextField {...bound} name="responseIds" label="response_ids" />
        {form.result === 'pydantic' && (
          <TextField
            {...bound}
            name="extraFields"
            label={t('extra_fields')}
            placeholder={t('not passed')}
            hint={t('e.g. {example}', { example: '{"turn": 1}' })}
          />
        )}
      </FieldGrid>
      <ChoiceField
        {...bound}
        name="tokenizer"
        legend={t("The traced object's tokenizer")}
        options={[
          ['decodes', t("verl's test tokenizer (decodes)")],
          ['no-decode', t('an object without decode()')],
          ['none', t('None')],
        ]}
      />
      <ChoiceField
        {...bound}
        name="afterwards"
        legend={t('Once the record is built')}
        options={[
          ['inspect', t('look at the record and the model')],
          ['append-to-record', t('append to record["prompt_ids"]')],
          ['compare-with-twin', t('compare the model with a clean twin (==)')],
          ['model-copy', t('copy the model (model_copy())')],
        ]}
      />
    </>
  );
}
