/** The verl PR #7491 walkthrough as data: the model source before and after the fix, and the PR's tests. */
import after from './after.py?raw';
import before from './before.py?raw';

export const walkthrough = {
  id: 'verl-7491',
  title: 'verl PR #7491: preserve default AgentLoop extra fields',
  before,
  after,
  /** The preset a newcomer sees first: its script is the one the builder's default form writes. */
  defaultPreset: 'issue-7486',
  /** The scenario a newcomer sees first: the reproduction with a field filled in place. */
  defaultScript: `output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12],
                         response_mask=[1, 1], metrics=AgentLoopMetrics())
output.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]
result = output.as_dict()
`,
} as const;
