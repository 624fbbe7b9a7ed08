/** The preset scenarios' scripts and explanations of PR #4706, by preset id (loaded on demand). */
import type { Localized } from '../localized';
import { defaultForm, scriptFor } from './scenario';

export const scripts: Readonly<Record<string, string>> = {
  'issue-4457': scriptFor(defaultForm),
  'plain-object': scriptFor({ ...defaultForm, result: 'plain-object' }),
  'shared-lists': scriptFor({ ...defaultForm, afterwards: 'append-to-record' }),
  'plain-object-shallow': scriptFor({ ...defaultForm, result: 'plain-object', afterwards: 'append-to-record' }),
  'equality-blind': scriptFor({ ...defaultForm, afterwards: 'compare-with-twin' }),
  'model-copy': scriptFor({ ...defaultForm, afterwards: 'model-copy' }),
  'no-tokenizer': scriptFor({ ...defaultForm, tokenizer: 'none' }),
  'dict-result': scriptFor({ ...defaultForm, result: 'dict' }),
};

export const explanations: Readonly<Record<string, Localized>> = {
  'issue-4457': {
    en: "vars(result) is the model's own __dict__, so before the fix the two texts are written into the model: result_keys gains prompt_text and response_text, keys that are not fields. After it, model_dump() builds a new dict and the model keeps its fields only.",
    'zh-CN':
      'vars(result) 就是模型自己的 __dict__，所以修复前两段文本被写进了模型：result_keys 多出了 prompt_text 和 response_text 这两个并不是字段的键。修复后，model_dump() 构建一个新字典，模型只保留它的字段。',
  },
  'plain-object': {
    en: 'Any object with a __dict__ has the same problem: before the fix its attributes gain the texts. After it, dict(vars(result)) copies the attributes into a new dict first.',
    'zh-CN': '任何有 __dict__ 的对象都有同样的问题：修复前，它的属性里多出了两段文本。修复后，dict(vars(result)) 先把属性复制到一个新字典里。',
  },
  'shared-lists': {
    en: "Before the fix the record is the model's __dict__, so its prompt_ids is the model's list and the append lands in the model. model_dump() copies lists, so after the fix the model keeps [1, 2].",
    'zh-CN': '修复前记录就是模型的 __dict__，它的 prompt_ids 就是模型的列表，追加的元素落进了模型。model_dump() 会复制列表，所以修复后模型仍是 [1, 2]。',
  },
  'plain-object-shallow': {
    en: "dict(vars(result)) is a new dict holding the same values: after the fix the object's attributes no longer gain the texts, but its prompt_ids list is still shared with the record, and the append shows in both.",
    'zh-CN': 'dict(vars(result)) 是一个装着相同值的新字典：修复后对象的属性不再多出文本，但它的 prompt_ids 列表仍与记录共享，追加的元素两边都能看到。',
  },
  'equality-blind': {
    en: "pydantic's == compares fields, and model_dump() dumps fields: both ignore the extra keys in __dict__, so the leaked model still equals a clean twin. A test written with == would not have caught this bug.",
    'zh-CN':
      'pydantic 的 == 比较的是字段，model_dump() 导出的也是字段：两者都忽略 __dict__ 里多出来的键，所以被污染的模型仍然等于一个干净的孪生对象。用 == 写的测试发现不了这个 bug。',
  },
  'model-copy': {
    en: 'model_copy() copies __dict__, not just the fields: before the fix the copy carries prompt_text and response_text too, so the leak spreads to every copy made afterwards.',
    'zh-CN': 'model_copy() 复制的是 __dict__，而不只是字段：修复前副本也带着 prompt_text 和 response_text，于是污染会扩散到之后生成的每一个副本。',
  },
  'no-tokenizer': {
    en: 'Without a tokenizer that can decode, add_token2text returns the result itself in both versions: the record is the result.',
    'zh-CN': '没有能解码的 tokenizer 时，两个版本的 add_token2text 都原样返回结果本身：记录就是结果。',
  },
  'dict-result': {
    en: 'hasattr(a_dict, "prompt_ids") is False (a key is not an attribute), so a dict result is returned undecoded in both versions. verl #7204 later reads fields from dicts too and copies them with dict(output).',
    'zh-CN':
      'hasattr(某个字典, "prompt_ids") 为 False（键不是属性），所以两个版本都把字典结果原样返回、不做解码。后来的 verl #7204 也从字典中读取字段，并用 dict(output) 复制它们。',
  },
};
