/**
 * The fix lab's gallery: alternative fixes for the bug, each as edits of before.py or after.py,
 * with the verdict each check should reach. `test/walkthrough/fixes.test.ts` holds every
 * verdict to what our engine computes and to what real Python computes for the same source.
 */
import type { Localized } from '../localized';

/** The fix lab's checks, in the order the lab lists them (the keys of `verdicts` in checks.py). */
export const checkIds = [
  'pr_test_default',
  'pr_test_mutated',
  'pr_test_teacher',
  'default_does_not_raise',
  'in_place_additions_kept',
  'model_extra_fields_unchanged',
  'model_fields_set_unchanged',
  'explicit_path_unchanged',
  'no_new_keys',
] as const;
export type CheckId = (typeof checkIds)[number];

export const checkTitles: Readonly<Record<CheckId, Localized>> = {
  pr_test_default: { en: 'PR test 1: untouched default serializes to {}', 'zh-CN': 'PR 测试 1：未改动的默认值序列化为 {}' },
  pr_test_mutated: { en: 'PR test 2: in-place additions to the default are kept', 'zh-CN': 'PR 测试 2：原地添加到默认值的键被保留' },
  pr_test_teacher: {
    en: 'PR test 3: teacher fields promoted, model untouched',
    'zh-CN': 'PR 测试 3：teacher 字段提升到顶层，模型不被修改',
  },
  default_does_not_raise: { en: 'No KeyError on a default extra_fields', 'zh-CN': '默认 extra_fields 不会触发 KeyError' },
  in_place_additions_kept: { en: 'Keys added in place reach the output', 'zh-CN': '原地添加的键出现在输出中' },
  model_extra_fields_unchanged: { en: "Serializing leaves the model's extra_fields unchanged", 'zh-CN': '序列化不改变模型的 extra_fields' },
  model_fields_set_unchanged: { en: "Serializing leaves the model's fields-set unchanged", 'zh-CN': '序列化不改变模型的 fields-set' },
  explicit_path_unchanged: { en: 'Explicit extra_fields: output as before the PR', 'zh-CN': '显式传入 extra_fields：输出与 PR 之前相同' },
  no_new_keys: { en: 'No new keys in the output', 'zh-CN': '输出中没有新增的键' },
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

const oldPops = `        teacher_ids, teacher_logprobs = (
            output["extra_fields"].pop("teacher_ids", None),
            output["extra_fields"].pop("teacher_logprobs", None),
        )`;

export const fixes: readonly Fix[] = [
  {
    id: 'merged',
    title: { en: 'The merged fix: setdefault with a copy', 'zh-CN': '合并的修复：setdefault 加 copy' },
    verdict: {
      en: 'Passes every check. setdefault only fills the key when exclude_unset dropped it, so the explicit path is untouched; the .copy() means popping the teacher fields never reaches the model.',
      'zh-CN': '通过全部检查。只有当 exclude_unset 丢掉了这个键时 setdefault 才会补上，所以显式传入的路径不受影响；.copy() 保证弹出 teacher 字段不会影响模型。',
    },
    base: 'after',
    edits: [],
    fails: [],
  },
  {
    id: 'no-copy',
    title: { en: 'setdefault without .copy()', 'zh-CN': '不带 .copy() 的 setdefault' },
    verdict: {
      en: "The output's extra_fields is the model's own dict, so popping teacher_ids from it deletes them from the model: serialization mutates the model (PR test 3 catches it).",
      'zh-CN': '输出里的 extra_fields 就是模型自己的字典，从中弹出 teacher_ids 会把它们从模型里删掉：序列化修改了模型（PR 测试 3 能发现）。',
    },
    base: 'after',
    edits: [['output.setdefault("extra_fields", self.extra_fields.copy())', 'output.setdefault("extra_fields", self.extra_fields)']],
    fails: ['pr_test_teacher', 'model_extra_fields_unchanged'],
  },
  {
    id: 'get-default',
    title: { en: 'output.get("extra_fields", {})', 'zh-CN': 'output.get("extra_fields", {})' },
    verdict: {
      en: 'No KeyError inside as_dict, but the in-place additions are lost (the dump dropped them, and {} is a new empty dict) and the output has no extra_fields key at all.',
      'zh-CN': 'as_dict 内部不再抛出 KeyError，但原地添加的内容丢失了（dump 已经把它们丢掉，{} 是一个新的空字典），输出里也根本没有 extra_fields 键。',
    },
    base: 'before',
    edits: [
      [
        oldPops,
        `        extra_fields = output.get("extra_fields", {})
        teacher_ids, teacher_logprobs = (
            extra_fields.pop("teacher_ids", None),
            extra_fields.pop("teacher_logprobs", None),
        )`,
      ],
    ],
    fails: ['pr_test_default', 'pr_test_mutated', 'pr_test_teacher', 'in_place_additions_kept', 'no_new_keys'],
  },
  {
    id: 'default-factory',
    title: { en: 'Field(default_factory=dict)', 'zh-CN': 'Field(default_factory=dict)' },
    verdict: {
      en: 'Does not help: a default_factory value is still a default, so extra_fields stays out of model_fields_set and exclude_unset drops it exactly as before and every check that serializes a default still raises KeyError (Pydantic already gave each instance its own copy of the {} default).',
      'zh-CN':
        '没有用：default_factory 产生的值仍然是默认值，extra_fields 依旧不在 model_fields_set 中，exclude_unset 照样把它丢掉，凡是序列化默认值的检查仍然抛出 KeyError（Pydantic 本来就为每个实例复制了一份 {} 默认值）。',
    },
    base: 'before',
    edits: [
      ['from pydantic import BaseModel, ConfigDict', 'from pydantic import BaseModel, ConfigDict, Field'],
      ['    extra_fields: dict[str, Any] = {}', '    extra_fields: dict[str, Any] = Field(default_factory=dict)'],
    ],
    fails: [
      'pr_test_default',
      'pr_test_mutated',
      'pr_test_teacher',
      'default_does_not_raise',
      'in_place_additions_kept',
      'model_extra_fields_unchanged',
      'model_fields_set_unchanged',
      'no_new_keys',
    ],
  },
  {
    id: 'no-exclude-unset',
    title: { en: 'model_dump() without exclude_unset', 'zh-CN': '不带 exclude_unset 的 model_dump()' },
    verdict: {
      en: "Passes the PR's three tests, but every field now reaches the output: num_turns, multi_modal_data and mm_processor_kwargs appear even when nobody set them, on the explicit path too, which changes what downstream code receives.",
      'zh-CN':
        '能通过 PR 的三个测试，但所有字段都会进入输出：即使没人设置，num_turns、multi_modal_data 和 mm_processor_kwargs 也会出现，显式传入的路径也一样，下游代码收到的内容因此改变。',
    },
    base: 'before',
    edits: [['output = self.model_dump(exclude_unset=True)', 'output = self.model_dump()']],
    fails: ['explicit_path_unchanged', 'no_new_keys'],
  },
  {
    id: 'mark-set',
    title: { en: 'Add extra_fields to model_fields_set by hand', 'zh-CN': '手动把 extra_fields 加入 model_fields_set' },
    verdict: {
      en: "Passes the PR's three tests, but serializing now changes the model: model_fields_set is Pydantic's live set, so after one as_dict() the model reports extra_fields as set (and model_dump(exclude_unset=True) elsewhere changes too).",
      'zh-CN':
        '能通过 PR 的三个测试，但序列化会改变模型：model_fields_set 是 Pydantic 内部那个集合本身，调用一次 as_dict() 之后，模型就认为 extra_fields 已被设置（别处的 model_dump(exclude_unset=True) 也随之改变）。',
    },
    base: 'before',
    edits: [
      ['output = self.model_dump(exclude_unset=True)', 'self.model_fields_set.add("extra_fields")\n        output = self.model_dump(exclude_unset=True)'],
    ],
    fails: ['model_fields_set_unchanged'],
  },
];

/** The model source a fix gives: its base with its edits applied. */
export function fixSource(fix: Fix, sources: { readonly before: string; readonly after: string }): string {
  let text = sources[fix.base];
  for (const [find, replace] of fix.edits) text = text.replace(find, () => replace);
  return text;
}
