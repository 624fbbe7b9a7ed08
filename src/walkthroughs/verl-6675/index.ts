/**
 * The verl PR #6675 walkthrough: a request aborted during prefill has no response tokens;
 * `AgentLoopWorker._pad_token_ids` handed the empty list to `tokenizer.pad()`, which returns it
 * as lists, and `.dim()` failed; `compute_timing_metrics` divided by a zero token count. The fix
 * pads an empty sequence itself and reports 0.0 ms per token. See `../types.ts` for each part.
 */
import { msg } from '../i18n';
import { standInText } from '../source-map';
import type { Walkthrough } from '../types';
import after from './after.py?raw';
import before from './before.py?raw';
import meta from './meta';
import { presets } from './presets';
import { defaultForm, scriptFor } from './scenario';
import sourceMap from './source-map.json';

const walkthrough: Walkthrough = {
  meta,
  headline: msg('why an empty response crashed `_pad_token_ids` and `compute_timing_metrics`, and what the fix returns instead'),
  summary: msg(
    'A request aborted during prefill comes back with no response tokens. `tokenizer.pad()` returns an empty input as it came — lists, not tensors — so the old `padded["input_ids"].dim()` raises `AttributeError`; the fix returns a `(1, max_length)` tensor of the pad id with an all-zero mask. `compute_timing_metrics` divided by a zero token count; the fix reports `0.0`. Build a scenario, then step through both versions in lockstep — or take the guided tour.',
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
    formTitle: msg('Build a scenario: padding or timing'),
    Form: () => import('./form').then((m) => m.default),
  },
  presets: {
    list: presets,
    load: () => import('./preset-scripts').then(({ scripts, explanations }) => ({ scripts, explanations })),
  },
  tour: () => import('./tour').then((m) => m.tour),
  lab: () => import('./lab').then((m) => m.default),
  pytest: {
    imports: [
      'from verl.experimental.agent_loop.agent_loop import AgentLoopWorker',
      'from verl.trainer.ppo.metric_utils import _compute_response_info, compute_timing_metrics',
    ],
    directory: 'tests/experimental/agent_loop/',
    // The excerpt's stand-ins (a Hugging Face-like tokenizer, DataProto's batch) are not verl's: an exported test carries them.
    preamble: standInText(sourceMap.before, before),
  },
};

export default walkthrough;
