/** The preset scenarios' scripts and explanations, by preset id (loaded when a preset is first chosen). */
import { msg } from '../i18n';
import type { Message, PresetTexts } from '../types';
import prTests from './pr_tests.py?raw';

const scripts: Readonly<Record<string, string>> = {
  'issue-7486':
    'output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())\noutput.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]\nresult = output.as_dict()\n',
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

const explanations: Readonly<Record<string, Message>> = {
  'issue-7486': msg(
    'extra_fields was never passed, so it is not in model_fields_set; filling it in place does not change that, exclude_unset drops it, and the old code raises KeyError.',
  ),
  'pr-test-default': msg('Even an empty default is dropped by exclude_unset: before the fix as_dict() fails; after it, setdefault restores {}.'),
  'pr-test-mutated': msg('The fix restores a copy of self.extra_fields, so keys added in place after construction reach the output.'),
  'pr-test-teacher': msg('Teacher fields are popped from the copy, not from the model: the model keeps them after serialization.'),
  'explicit-extra': msg('Passing extra_fields to the constructor puts it in model_fields_set, so model_dump keeps it and both versions succeed.'),
  reassigned: msg(
    "Assigning output.extra_fields = {...} goes through pydantic's __setattr__, which adds the field to model_fields_set; mutating in place does not.",
  ),
  'set-none': msg(
    'Assigning None marks the field set, so it is dumped as None: the old code fails on output["extra_fields"].pop; the new one fails earlier, on self.extra_fields.copy() — the argument is evaluated before setdefault even runs.',
  ),
  'shallow-copy-leak': msg(
    'self.extra_fields.copy() copies only the top-level dict: appending to the returned nested list changes the model too (see the Objects view).',
  ),
  'all-tensor-paths': msg(
    'Log-probs become float32, routed experts are zero-padded to prompt + response rows as int16, and the reward lands on the last token of rm_scores.',
  ),
  'validation-error': msg('extra_fields=None is not a dict: pydantic rejects it in the constructor, before as_dict() ever runs.'),
  'model-construct': msg(
    'model_construct also records only the fields you pass in model_fields_set, so the default extra_fields is still dropped by exclude_unset.',
  ),
};

const texts: PresetTexts = { scripts, explanations };

export default texts;
