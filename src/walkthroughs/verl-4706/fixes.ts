/**
 * The fix lab of PR #4706: its checks (the PR added no test; each check states a property the
 * PR describes) and a gallery of alternative fixes, each as edits of before.py or after.py with
 * the verdict every check reaches. The walkthrough tests hold each verdict to what real Python
 * computes for the same source (and to our engine).
 */
import type { Localized } from '../localized';

/** The fix lab's checks, in the order the lab lists them (the keys of `verdicts` in checks.py). */
export const checkIds = [
  'model_unchanged',
  'record_has_texts',
  'record_has_every_field',
  'record_is_a_new_dict',
  'record_is_plain_data',
  'record_shares_no_list',
  'plain_object_unchanged',
  'plain_object_record',
  'untraceable_returned_as_is',
] as const;
export type CheckId = (typeof checkIds)[number];

export const checkTitles: Readonly<Record<CheckId, Localized>> = {
  model_unchanged: { en: "Tracing leaves the model's __dict__ as it was", 'zh-CN': '追踪之后模型的 __dict__ 保持原样' },
  record_has_texts: { en: 'The record has prompt_text and response_text', 'zh-CN': '记录里有 prompt_text 和 response_text' },
  record_has_every_field: { en: 'The record has every field, as model_dump() gives it', 'zh-CN': '记录里有每个字段，与 model_dump() 给出的一致' },
  record_is_a_new_dict: { en: "The record is not the model's __dict__", 'zh-CN': '记录不是模型的 __dict__' },
  record_is_plain_data: { en: 'The record is plain data (nested models dumped)', 'zh-CN': '记录是纯数据（嵌套模型已导出）' },
  record_shares_no_list: { en: "Changing the record's lists leaves the model alone", 'zh-CN': '修改记录里的列表不会影响模型' },
  plain_object_unchanged: { en: 'A non-pydantic result is left as it was', 'zh-CN': '非 pydantic 的结果保持原样' },
  plain_object_record: { en: "A non-pydantic result's record has its attributes and the texts", 'zh-CN': '非 pydantic 结果的记录包含它的属性和两段文本' },
  untraceable_returned_as_is: {
    en: 'No decoding tokenizer, or no prompt_ids: the result itself comes back',
    'zh-CN': '没有能解码的 tokenizer 或没有 prompt_ids 时：原样返回结果本身',
  },
};

export interface Fix {
  readonly id: string;
  readonly title: Localized;
  /** Why it gets the verdict it gets. */
  readonly verdict: Localized;
  /** The source the edits apply to. */
  readonly base: 'before' | 'after';
  /** Literal replacements; each `find` occurs exactly once in the base (tested). */
  readonly edits: readonly (readonly [find: string, replace: string])[];
  /** The checks this fix fails; every other check passes. */
  readonly fails: readonly CheckId[];
}

const oldLine = '        _result = vars(result)';

export const fixes: readonly Fix[] = [
  {
    id: 'merged',
    title: { en: 'The merged fix: model_dump(), else dict(vars())', 'zh-CN': '合并的修复：model_dump()，否则 dict(vars())' },
    verdict: {
      en: "Passes every check. model_dump() builds a new dict with new lists and nested models turned into dicts, so writing the two texts into it cannot reach the model; any other object's attributes are copied into a new dict first.",
      'zh-CN':
        '通过全部检查。model_dump() 构建一个新字典，列表是新的，嵌套模型也变成了字典，所以往里写两段文本不可能影响模型；其他对象的属性则先被复制到一个新字典里。',
    },
    base: 'after',
    edits: [],
    fails: [],
  },
  {
    id: 'dunder-dict',
    title: { en: 'result.__dict__', 'zh-CN': 'result.__dict__' },
    verdict: {
      en: 'The bug spelled differently: vars(x) is defined to return x.__dict__ itself, so every check the old code fails fails again. The texts land on the model, and the record is the live dict that still holds the nested AgentLoopMetrics object.',
      'zh-CN':
        '换了个写法的同一个 bug：vars(x) 按定义返回的就是 x.__dict__ 本身，所以旧代码失败的检查这里全部照样失败。文本被写进了模型，而记录就是那个活的字典，里面还装着嵌套的 AgentLoopMetrics 对象。',
    },
    base: 'before',
    edits: [[oldLine, '        _result = result.__dict__']],
    fails: ['model_unchanged', 'record_has_every_field', 'record_is_a_new_dict', 'record_is_plain_data', 'record_shares_no_list', 'plain_object_unchanged'],
  },
  {
    id: 'shallow-copy',
    title: { en: 'vars(result).copy() for everything', 'zh-CN': '一律用 vars(result).copy()' },
    verdict: {
      en: "Half the fix: the texts now go into a new dict, so the model keeps its __dict__. But a shallow copy holds the model's own values: the nested AgentLoopMetrics is still a model object (not plain data for a backend to serialise), and the lists are the model's lists, so a change to the record's prompt_ids changes the model's.",
      'zh-CN':
        '只修了一半：文本现在写进了一个新字典，模型的 __dict__ 保持不变。但浅拷贝里装的仍是模型自己的值：嵌套的 AgentLoopMetrics 依然是模型对象（不是后端能直接序列化的纯数据），列表也还是模型的列表，改动记录里的 prompt_ids 就会改动模型的。',
    },
    base: 'before',
    edits: [[oldLine, '        _result = vars(result).copy()']],
    fails: ['record_has_every_field', 'record_is_plain_data', 'record_shares_no_list'],
  },
  {
    id: 'always-model-dump',
    title: { en: 'result.model_dump() for everything', 'zh-CN': '一律用 result.model_dump()' },
    verdict: {
      en: 'Right for pydantic results, and it breaks the others: a plain object has no model_dump, so tracing it raises AttributeError inside the tracing wrapper, and the traced call itself then fails. The isinstance check in the merged fix is what keeps them working.',
      'zh-CN':
        '对 pydantic 结果是对的，却弄坏了其他结果：普通对象没有 model_dump，追踪它会在追踪包装器内部抛出 AttributeError，被追踪的调用本身也随之失败。合并的修复里那个 isinstance 判断正是为了让它们继续工作。',
    },
    base: 'before',
    edits: [[oldLine, '        _result = result.model_dump()']],
    fails: ['plain_object_unchanged', 'plain_object_record'],
  },
  {
    id: 'dict-of-result',
    title: { en: 'dict(result)', 'zh-CN': 'dict(result)' },
    verdict: {
      en: 'A pydantic model iterates as (field, value) pairs, so dict(result) is a new dict and the model is spared; but it is shallow like vars().copy() (nested model object, shared lists), and a plain object is not iterable: TypeError.',
      'zh-CN':
        'pydantic 模型可以按 (字段, 值) 对迭代，所以 dict(result) 是一个新字典，模型得以幸免；但它和 vars().copy() 一样是浅拷贝（嵌套模型对象、共享的列表），而普通对象根本不可迭代：TypeError。',
    },
    base: 'before',
    edits: [[oldLine, '        _result = dict(result)']],
    fails: ['record_has_every_field', 'record_is_plain_data', 'record_shares_no_list', 'plain_object_unchanged', 'plain_object_record'],
  },
  {
    id: 'exclude-unset',
    title: { en: 'model_dump(exclude_unset=True)', 'zh-CN': 'model_dump(exclude_unset=True)' },
    verdict: {
      en: 'A copy, and plain data, but not the whole result: fields left at their defaults (num_turns, response_logprobs, reward_score...) are missing from the trace, the exclude_unset trap of PR #7491.',
      'zh-CN':
        '是副本，也是纯数据，但不是完整的结果：停留在默认值的字段（num_turns、response_logprobs、reward_score……）在追踪记录里消失了，正是 PR #7491 里 exclude_unset 的陷阱。',
    },
    base: 'after',
    edits: [['            _result = result.model_dump()', '            _result = result.model_dump(exclude_unset=True)']],
    fails: ['record_has_every_field'],
  },
];

/** The model source a fix gives: its base with its edits applied. */
export function fixSource(fix: Fix, sources: { readonly before: string; readonly after: string }): string {
  let text = sources[fix.base];
  for (const [find, replace] of fix.edits) text = text.replace(find, () => replace);
  return text;
}
