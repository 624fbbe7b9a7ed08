/** Preset scenarios, each with the one-line question it answers. Scripts run as written. */
import prTests from './pr_tests.py?raw';

export interface Preset {
  readonly id: string;
  readonly title: string;
  /** One line: what to look at, and why it behaves as it does. */
  readonly explanation: string;
  readonly script: string;
}

const make = 'output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics()';

export const presets: readonly Preset[] = [
  {
    id: 'issue-7486',
    title: 'Issue #7486: default extra_fields filled in place',
    explanation:
      'extra_fields was never passed, so it is not in model_fields_set; filling it in place does not change that, exclude_unset drops it, and the old code raises KeyError.',
    script: `${make})\noutput.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]\nresult = output.as_dict()\n`,
  },
  {
    id: 'pr-test-default',
    title: 'PR test 1: untouched default',
    explanation: 'Even an empty default is dropped by exclude_unset: before the fix as_dict() fails; after it, setdefault restores {}.',
    script: `${prTests}\ntest_agent_loop_output_as_dict_handles_default_extra_fields()\n`,
  },
  {
    id: 'pr-test-mutated',
    title: 'PR test 2: mutated default is kept',
    explanation: 'The fix restores a copy of self.extra_fields, so keys added in place after construction reach the output.',
    script: `${prTests}\ntest_agent_loop_output_as_dict_preserves_mutated_default_extra_fields()\n`,
  },
  {
    id: 'pr-test-teacher',
    title: 'PR test 3: teacher fields promoted, model untouched',
    explanation: 'Teacher fields are popped from the copy, not from the model: the model keeps them after serialization.',
    script: `${prTests}\ntest_agent_loop_output_as_dict_promotes_teacher_fields_without_mutating_model()\n`,
  },
  {
    id: 'explicit-extra',
    title: 'Explicit extra_fields: the old code was fine',
    explanation: 'Passing extra_fields to the constructor puts it in model_fields_set, so model_dump keeps it and both versions succeed.',
    script: `${make},\n                         extra_fields={"raw_prompt": "hello"})\nresult = output.as_dict()\n`,
  },
  {
    id: 'reassigned',
    title: 'Reassigned after construction: old code fine too — why?',
    explanation:
      "Assigning output.extra_fields = {...} goes through pydantic's __setattr__, which adds the field to model_fields_set; mutating in place does not.",
    script: `${make})\noutput.extra_fields = {"raw_prompt": "hello"}\nresult = output.as_dict()\n`,
  },
  {
    id: 'set-none',
    title: 'Set to None: both fail, on different calls — why?',
    explanation:
      'Assigning None marks the field set, so it is dumped as None: the old code fails on output["extra_fields"].pop; the new one fails earlier, on self.extra_fields.copy() — the argument is evaluated before setdefault even runs.',
    script: `${make})\noutput.extra_fields = None\nresult = output.as_dict()\n`,
  },
  {
    id: 'shallow-copy-leak',
    title: 'The shallow-copy leak',
    explanation: 'self.extra_fields.copy() copies only the top-level dict: appending to the returned nested list changes the model too (see the Objects view).',
    script: `${make})\noutput.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]\nresult = output.as_dict()\nresult["extra_fields"]["raw_prompt"].append({"role": "assistant", "content": "leaked"})\nmodel_sees_it = len(output.extra_fields["raw_prompt"])\n`,
  },
  {
    id: 'all-tensor-paths',
    title: 'All tensor paths',
    explanation:
      'Log-probs become float32, routed experts are zero-padded to prompt + response rows as int16, and the reward lands on the last token of rm_scores.',
    script: `output = AgentLoopOutput(
    prompt_ids=[101, 102, 103],
    response_ids=[11, 12],
    response_mask=[1, 0],
    response_logprobs=[-0.1, -0.2],
    routed_experts=[[1, 2], [3, 4]],
    reward_score=0.5,
    metrics=AgentLoopMetrics(),
)
output.extra_fields["teacher_ids"] = [9, 9]
result = output.as_dict()
`,
  },
  {
    id: 'validation-error',
    title: 'A validation error',
    explanation: 'extra_fields=None is not a dict: pydantic rejects it in the constructor, before as_dict() ever runs.',
    script: `${make},\n                         extra_fields=None)\nresult = output.as_dict()\n`,
  },
  {
    id: 'model-construct',
    title: 'model_construct skips validation, not the bug',
    explanation: 'model_construct also records only the fields you pass in model_fields_set, so the default extra_fields is still dropped by exclude_unset.',
    script:
      'output = AgentLoopOutput.model_construct(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], metrics=AgentLoopMetrics())\nresult = output.as_dict()\n',
  },
];
