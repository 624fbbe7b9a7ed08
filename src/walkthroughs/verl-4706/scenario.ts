/**
 * The scenario builder's data for PR #4706: the result a traced agent-loop call returned, the
 * tokenizer of the object it was called on, and what to look at once `add_token2text` has built
 * its trace record; and the Python script the form writes. The script, not the form, is what runs.
 */
import type { FormValues } from '../types';

/** The traced call's result: the agent loop's pydantic output, a plain object, or a dict. */
export type ResultKind = 'pydantic' | 'plain-object' | 'dict';
/** The traced object's tokenizer: one that decodes, one without `decode`, or `None`. */
export type TokenizerKind = 'decodes' | 'no-decode' | 'none';
/** What the script does once the record is built. */
export type Afterwards = 'inspect' | 'append-to-record' | 'compare-with-twin' | 'model-copy';

export interface ScenarioForm {
  readonly result: ResultKind;
  /** Comma-separated token ids. */
  readonly promptIds: string;
  readonly responseIds: string;
  /** A dict literal for the output's extra_fields (pydantic result only); empty for the default. */
  readonly extraFields: string;
  readonly tokenizer: TokenizerKind;
  readonly afterwards: Afterwards;
}

export const defaultForm = {
  result: 'pydantic',
  promptIds: '1, 2',
  responseIds: '3, 4',
  extraFields: '',
  tokenizer: 'decodes',
  afterwards: 'inspect',
} satisfies ScenarioForm;

function listLiteral(text: string): string {
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return `[${items.join(', ')}]`;
}

const tokenizerClass = `class FakeTokenizer:  # verl's own test tokenizer (tests/utils/test_rollout_trace_on_cpu.py)
    def decode(self, token_ids):
        return "decoded:" + ",".join(str(token_id) for token_id in token_ids)`;

const silentTokenizerClass = `class SilentTokenizer:  # a tokenizer object without a decode method
    pass`;

const agentLoopClass = `class ToolAgentLoop:  # the traced object: @rollout_trace_op wraps its async run()
    def __init__(self, tokenizer):
        self.tokenizer = tokenizer`;

const trajectoryClass = `class Trajectory:  # a result that is not a pydantic model
    def __init__(self, prompt_ids, response_ids):
        self.prompt_ids = prompt_ids
        self.response_ids = response_ids`;

function resultLine(form: ScenarioForm): string {
  const prompt = listLiteral(form.promptIds);
  const response = listLiteral(form.responseIds);
  if (form.result === 'plain-object') return `result = Trajectory(${prompt}, ${response})`;
  if (form.result === 'dict') return `result = {"prompt_ids": ${prompt}, "response_ids": ${response}}`;
  const extra = form.extraFields.trim() ? `,\n    extra_fields=${form.extraFields.trim()}` : '';
  const mask = listLiteral(form.responseIds.replace(/[^,\s]+/g, '1'));
  return `result = AgentLoopOutput(\n    prompt_ids=${prompt},\n    response_ids=${response},\n    response_mask=${mask},\n    metrics=AgentLoopMetrics()${extra},\n)`;
}

function afterwardsLines(form: ScenarioForm): string[] {
  const lines = ['record_is_result = record is result'];
  if (form.result !== 'dict') lines.push('record_is_result_dict = record is vars(result)');
  if (form.result === 'pydantic') {
    lines.push(
      "# Keys of the model's __dict__ that are not fields of AgentLoopOutput",
      'not_fields = sorted(k for k in vars(result) if k not in AgentLoopOutput.model_fields)',
    );
    if (form.tokenizer === 'decodes') lines.push('record_metrics = type(record["metrics"]).__name__');
  }
  if (form.result === 'plain-object') lines.push('result_keys = sorted(vars(result))');
  switch (form.afterwards) {
    case 'append-to-record':
      lines.push('record["prompt_ids"].append(0)', `result_prompt_ids = ${form.result === 'dict' ? 'result["prompt_ids"]' : 'result.prompt_ids'}`);
      break;
    case 'compare-with-twin':
      if (form.result === 'pydantic')
        lines.push(
          '# A clean model with the same field values',
          'twin = AgentLoopOutput(**result.model_dump())',
          'equal_to_twin = result == twin',
          'same_dump_as_twin = result.model_dump() == twin.model_dump()',
        );
      break;
    case 'model-copy':
      if (form.result === 'pydantic') lines.push('copy_not_fields = sorted(k for k in vars(result.model_copy()) if k not in AgentLoopOutput.model_fields)');
      break;
    default:
      break;
  }
  return lines;
}

/** The scenario script for a form, as a reviewer would write it by hand. */
export function scriptFor(values: FormValues): string {
  const form = values as unknown as ScenarioForm;
  const classes = [agentLoopClass];
  if (form.tokenizer === 'decodes') classes.unshift(tokenizerClass);
  if (form.tokenizer === 'no-decode') classes.unshift(silentTokenizerClass);
  if (form.result === 'plain-object') classes.push(trajectoryClass);
  const tokenizer = { decodes: 'FakeTokenizer()', 'no-decode': 'SilentTokenizer()', none: 'None' }[form.tokenizer];
  const lines = [
    classes.join('\n\n\n'),
    '',
    '',
    `agent_loop = ToolAgentLoop(${tokenizer})`,
    resultLine(form),
    "# What rollout_trace_op's wrapper does with token2text on, once the traced call has returned",
    '# `result`: build the trace record that it hands to the weave or mlflow backend.',
    'record = asyncio.run(add_token2text(agent_loop, result))',
    ...afterwardsLines(form),
  ];
  return `${lines.join('\n')}\n`;
}
