/**
 * The scenario builder's data for PR #6675: a worker's tokenizer and the three sequences
 * `_agent_loop_postprocess` pads, or a batch's token counts and stage timings; and the Python
 * script the form writes. The script, not the form, is what runs.
 */
import type { FormValues } from '../types';

/** Which of the PR's two functions the scenario exercises. */
export type Part = 'padding' | 'timing';
/** The worker's tokenizer: a Hugging Face-like one with this pad token id (`None` for none). */
export type PadToken = '0' | '42' | 'None';

export interface ScenarioForm {
  readonly part: Part;
  readonly padToken: PadToken;
  /** Comma-separated token ids; empty for an empty sequence. */
  readonly promptIds: string;
  readonly promptLength: string;
  readonly responseIds: string;
  readonly responseLength: string;
  /** Comma-separated 0/1 flags for the response tokens; empty for an empty sequence. */
  readonly responseMask: string;
  /** Concatenate prompt and response as `_agent_loop_postprocess` does (agent_loop.py lines 685-687). */
  readonly concatenate: boolean;
  /** Per-sample prompt and response token counts of the batch, comma-separated. */
  readonly promptLengths: string;
  readonly responseLengths: string;
  /** Stage timings in seconds, `name=seconds` comma-separated (`gen=0.5, ref=0.3`). */
  readonly timings: string;
}

export const defaultForm = {
  part: 'padding',
  padToken: '0',
  promptIds: '101, 102, 103',
  promptLength: '4',
  responseIds: '',
  responseLength: '4',
  responseMask: '',
  concatenate: true,
  promptLengths: '3.0, 4.0',
  responseLengths: '0.0, 0.0',
  timings: 'gen=0.5, ref=0.3, values=0.2',
} satisfies ScenarioForm;

/** `1, 2` → `[1, 2]` (an empty field is the empty list). */
function listLiteral(text: string): string {
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return `[${items.join(', ')}]`;
}

/** `gen=0.5, ref=0.3` → `{"gen": 0.5, "ref": 0.3}`; a pair without `=` is kept as written, for Python to judge. */
function timingLiteral(text: string): string {
  const pairs = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? pair : `${JSON.stringify(pair.slice(0, at).trim())}: ${pair.slice(at + 1).trim()}`;
    });
  return `{${pairs.join(', ')}}`;
}

function padCall(name: string, ids: string, length: string, side: 'left' | 'right', mask: boolean): string {
  return `${name} = worker._pad_token_ids(
    ${listLiteral(ids)},
    max_length=${length.trim() || '0'},
    padding_side="${side}",
    return_attention_mask=${mask ? 'True' : 'False'},
)`;
}

function paddingScript(form: ScenarioForm): string {
  const lines = [
    'worker = AgentLoopWorker()',
    `worker.tokenizer = FakeHFTokenizer(pad_token_id=${form.padToken})`,
    '',
    '# The three calls of AgentLoopWorker._agent_loop_postprocess (agent_loop.py lines 659-678)',
    padCall('prompt_output', form.promptIds, form.promptLength, 'left', true),
    padCall('response_output', form.responseIds, form.responseLength, 'right', true),
    padCall('response_mask_output', form.responseMask, form.responseLength, 'right', false),
  ];
  if (form.concatenate)
    lines.push(
      '',
      '# ... and what it does with them next (lines 685-687)',
      'response_mask = response_mask_output["input_ids"] * response_output["attention_mask"]',
      'attention_mask = torch.cat([prompt_output["attention_mask"], response_output["attention_mask"]], dim=1)',
      'input_ids = torch.cat([prompt_output["input_ids"], response_output["input_ids"]], dim=1)',
    );
  return lines.join('\n');
}

function timingScript(form: ScenarioForm): string {
  return [
    `batch = DataProto({"prompt_length": torch.tensor(${listLiteral(form.promptLengths)}), "response_length": torch.tensor(${listLiteral(form.responseLengths)})})`,
    `timing_raw = ${timingLiteral(form.timings)}`,
    '# compute_timing_metrics fills its dict while iterating a set of names, whose order changes from',
    '# one Python process to the next: sorted, the result reads the same every time.',
    'metrics = dict(sorted(compute_timing_metrics(batch, timing_raw).items()))',
  ].join('\n');
}

/** The scenario script for a form, as a reviewer would write it by hand. */
export function scriptFor(values: FormValues): string {
  const form = values as unknown as ScenarioForm;
  return `${form.part === 'padding' ? paddingScript(form) : timingScript(form)}\n`;
}
