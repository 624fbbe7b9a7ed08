/**
 * The verl PR #6675 walkthrough: an empty token list made `AgentLoopWorker._pad_token_ids` fail
 * (`tokenizer.pad()` hands an empty input back as lists, and `.dim()` raised) and a zero token
 * count made `compute_timing_metrics` divide by zero; the fix pads an empty sequence itself with
 * `torch.full`/`torch.zeros` and reports 0.0 ms per token. See `../types.ts` for what each part is.
 */
import { msg } from '../i18n';
import { standInText } from '../source-map';
import type { Walkthrough } from '../types';
import after from './after.py?raw';
import before from './before.py?raw';
import meta from './meta';
import { defaultForm, scriptFor } from './scenario';
import sourceMap from './source-map.json';

const walkthrough: Walkthrough = {
  meta,
  headline: msg('why an empty response crashed padding and the timing metrics, and what the fix returns instead'),
  summary: msg(
    'When a rollout request is aborted during prefill, its response has no tokens, and two places crashed on it. `AgentLoopWorker._pad_token_ids` hands the token list to `tokenizer.pad()`, which returns an empty input just as it came (lists, not tensors, even with `return_tensors="pt"`), so the next line\'s `.dim()` raised `AttributeError`; the fix returns a `(1, max_length)` tensor of the pad id and an all-zero mask itself. `compute_timing_metrics` divided each stage\'s time by its token count, and a count of zero raised `ZeroDivisionError`; the fix reports 0.0. Build a scenario, then step through both versions in lockstep — or take the guided tour.',
  ),
  code: {
    before,
    after,
    sourceMap,
    captions: { before: 'padded["input_ids"].dim()', after: 'if not tokens: torch.full((1, max_length), pad_id)' },
  },
  subjects: ['AgentLoopWorker._pad_token_ids', 'compute_timing_metrics'],
  scenario: {
    defaultForm,
    scriptFor,
    formTitle: msg('Pad token sequences, or time a batch'),
    Form: () => import('./form').then((m) => m.default),
  },
  presets: {
    list: [
      { id: 'aborted-response', title: msg('An aborted request: the response has no tokens') },
      { id: 'pr-test-pad-id', title: msg('PR test 1: empty sequence, pad id 42') },
      { id: 'pr-test-zero-tokens', title: msg('PR test 2: timing metrics with zero tokens') },
      { id: 'existing-timing-test', title: msg("verl's existing timing test: unchanged") },
      { id: 'no-pad-token', title: msg('A tokenizer without a pad token: only empty sequences get through') },
      { id: 'gen-without-tokens', title: msg('Prompt tokens, no response tokens: only gen divides by zero') },
      { id: 'non-empty', title: msg('Non-empty sequences: the fix changes nothing') },
    ],
    load: () => import('./preset-scripts').then((m) => m.default),
  },
  tour: () => import('./tour').then((m) => m.default),
  lab: () => import('./lab').then((m) => m.default),
  pytest: {
    imports: [
      'from verl.experimental.agent_loop.agent_loop import AgentLoopWorker',
      'from verl.trainer.ppo.metric_utils import _compute_response_info, compute_timing_metrics',
    ],
    directory: 'tests/experimental/agent_loop/',
    preamble: `import asyncio\n\nimport torch\n\n\n${standInText(sourceMap.after, after, ['DataProto', 'FakeHFTokenizer'])}`,
  },
};

export default walkthrough;
