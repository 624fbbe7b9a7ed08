/** The preset scenarios' scripts and explanations of PR #4706, by preset id (loaded on demand). */
import { msg } from '../i18n';
import type { Message, PresetTexts } from '../types';
import { defaultForm, scriptFor } from './scenario';

const scripts: Readonly<Record<string, string>> = {
  'issue-4457': scriptFor(defaultForm),
  'plain-object': scriptFor({ ...defaultForm, result: 'plain-object' }),
  'shared-lists': scriptFor({ ...defaultForm, afterwards: 'append-to-record' }),
  'plain-object-shallow': scriptFor({ ...defaultForm, result: 'plain-object', afterwards: 'append-to-record' }),
  'equality-blind': scriptFor({ ...defaultForm, afterwards: 'compare-with-twin' }),
  'model-copy': scriptFor({ ...defaultForm, afterwards: 'model-copy' }),
  'no-tokenizer': scriptFor({ ...defaultForm, tokenizer: 'none' }),
  'dict-result': scriptFor({ ...defaultForm, result: 'dict' }),
};

const explanations: Readonly<Record<string, Message>> = {
  'issue-4457': msg(
    "vars(result) is the model's own __dict__, so before the fix the two texts are written into the model: result_keys gains prompt_text and response_text, keys that are not fields. After it, model_dump() builds a new dict and the model keeps its fields only.",
  ),
  'plain-object': msg(
    'Any object with a __dict__ has the same problem: before the fix its attributes gain the texts. After it, dict(vars(result)) copies the attributes into a new dict first.',
  ),
  'shared-lists': msg(
    "Before the fix the record is the model's __dict__, so its prompt_ids is the model's list and the append lands in the model. model_dump() copies lists, so after the fix the model keeps [1, 2].",
  ),
  'plain-object-shallow': msg(
    "dict(vars(result)) is a new dict holding the same values: after the fix the object's attributes no longer gain the texts, but its prompt_ids list is still shared with the record, and the append shows in both.",
  ),
  'equality-blind': msg(
    "pydantic's == compares fields, and model_dump() dumps fields: both ignore the extra keys in __dict__, so the leaked model still equals a clean twin. A test written with == would not have caught this bug.",
  ),
  'model-copy': msg(
    'model_copy() copies __dict__, not just the fields: before the fix the copy carries prompt_text and response_text too, so the leak spreads to every copy made afterwards.',
  ),
  'no-tokenizer': msg('Without a tokenizer that can decode, add_token2text returns the result itself in both versions: the record is the result.'),
  'dict-result': msg(
    'hasattr(a_dict, "prompt_ids") is False (a key is not an attribute), so a dict result is returned undecoded in both versions. verl #7204 later reads fields from dicts too and copies them with dict(output).',
  ),
};

const texts: PresetTexts = { scripts, explanations };

export default texts;
