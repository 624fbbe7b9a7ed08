/** The preset scenarios' scripts and explanations, by preset id (loaded on demand). */
import type { Localized } from '../localized';
import prTests from './pr_tests.py?raw';
import { defaultForm, scriptFor } from './scenario';

export const scripts: Readonly<Record<string, string>> = {
  // The default scenario: the builder's default form writes exactly this script, so the page opens on this preset.
  'issue-7486': scriptFor(defaultForm),
  'pr-test-default': `${prTests}\ntest_agent_loop_output_as_dict_handles_default_extra_fields()\n`,
  'pr-test-mutated': `${prTests}\ntest_agent_loop_output_as_dict_preserves_mutated_default_extra_fields()\n`,
  'pr-test-teacher': `${prTests}\ntest_agent_loop_output_as_dict_promotes_teacher_fields_without_mutating_model()\n`,
  'explicit-extra':
    'output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics(),\n                         extra_fields={"raw_prompt": "hello"})\nresult = output.as_dict()\n',
  reassigned:
    'output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())\noutput.extra_fields = {"raw_prompt": "hello"}\nresult = output.as_dict()\n',
  'set-none':
    'output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())\noutput.extra_fields = None\nresult = output.as_dict()\n',
  'shallow-copy-leak':
    'output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())\noutput.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]\nresult = output.as_dict()\nresult["extra_fields"]["raw_prompt"].append({"role": "assistant", "content": "leaked"})\nmodel_sees_it = len(output.extra_fields["raw_prompt"])\n',
  'all-tensor-paths':
    'output = AgentLoopOutput(\n    prompt_ids=[101, 102, 103],\n    response_ids=[11, 12],\n    response_mask=[1, 0],\n    response_logprobs=[-0.1, -0.2],\n    routed_experts=[[1, 2], [3, 4]],\n    reward_score=0.5,\n    metrics=AgentLoopMetrics(),\n)\noutput.extra_fields["teacher_ids"] = [9, 9]\nresult = output.as_dict()\n',
  'validation-error':
    'output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics(),\n                         extra_fields=None)\nresult = output.as_dict()\n',
  'model-construct':
    'output = AgentLoopOutput.model_construct(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())\nresult = output.as_dict()\n',
};

export const explanations: Readonly<Record<string, Localized>> = {
  'issue-7486': {
    en: 'extra_fields was never passed, so it is not in model_fields_set; filling it in place does not change that, exclude_unset drops it, and the old code raises KeyError.',
    'zh-CN': 'extra_fields 从未被传入，所以它不在 model_fields_set 中；原地填充改变不了这一点，exclude_unset 把它丢掉，旧代码于是抛出 KeyError。',
  },
  'pr-test-default': {
    en: 'Even an empty default is dropped by exclude_unset: before the fix as_dict() fails; after it, setdefault restores {}.',
    'zh-CN': '即使是空的默认值也会被 exclude_unset 丢掉：修复前 as_dict() 失败；修复后 setdefault 恢复 {}。',
  },
  'pr-test-mutated': {
    en: 'The fix restores a copy of self.extra_fields, so keys added in place after construction reach the output.',
    'zh-CN': '修复恢复的是 self.extra_fields 的一份副本，所以构造之后原地添加的键能进入输出。',
  },
  'pr-test-teacher': {
    en: 'Teacher fields are popped from the copy, not from the model: the model keeps them after serialization.',
    'zh-CN': 'teacher 字段是从副本而不是从模型中弹出的：序列化之后模型依然保留它们。',
  },
  'explicit-extra': {
    en: 'Passing extra_fields to the constructor puts it in model_fields_set, so model_dump keeps it and both versions succeed.',
    'zh-CN': '把 extra_fields 传给构造函数会把它放进 model_fields_set，所以 model_dump 保留它，两个版本都成功。',
  },
  reassigned: {
    en: "Assigning output.extra_fields = {...} goes through pydantic's __setattr__, which adds the field to model_fields_set; mutating in place does not.",
    'zh-CN': '赋值 output.extra_fields = {...} 会经过 pydantic 的 __setattr__，它把字段加入 model_fields_set；原地修改则不会。',
  },
  'set-none': {
    en: 'Assigning None marks the field set, so it is dumped as None: the old code fails on output["extra_fields"].pop; the new one fails earlier, on self.extra_fields.copy() — the argument is evaluated before setdefault even runs.',
    'zh-CN':
      '赋值为 None 会把字段标记为已设置，于是它被导出为 None：旧代码在 output["extra_fields"].pop 上失败；新代码更早失败，在 self.extra_fields.copy() 上——参数在 setdefault 运行之前就被求值了。',
  },
  'shallow-copy-leak': {
    en: 'self.extra_fields.copy() copies only the top-level dict: appending to the returned nested list changes the model too (see the Objects view).',
    'zh-CN': 'self.extra_fields.copy() 只复制顶层字典：向返回的嵌套列表追加内容也会改变模型（见对象视图）。',
  },
  'all-tensor-paths': {
    en: 'Log-probs become float32, routed experts are zero-padded to prompt + response rows as int16, and the reward lands on the last token of rm_scores.',
    'zh-CN': 'log-probs 变成 float32，routed experts 以 int16 补零到 prompt + response 行数，reward 落在 rm_scores 的最后一个 token 上。',
  },
  'validation-error': {
    en: 'extra_fields=None is not a dict: pydantic rejects it in the constructor, before as_dict() ever runs.',
    'zh-CN': 'extra_fields=None 不是字典：pydantic 在构造函数中就拒绝了它，as_dict() 根本没有运行。',
  },
  'model-construct': {
    en: 'model_construct also records only the fields you pass in model_fields_set, so the default extra_fields is still dropped by exclude_unset.',
    'zh-CN': 'model_construct 同样只把传入的字段记入 model_fields_set，所以默认的 extra_fields 仍会被 exclude_unset 丢掉。',
  },
};
