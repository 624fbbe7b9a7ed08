/**
 * The verl PR #4706 walkthrough: `add_token2text` built its trace record with `vars(result)`, the
 * pydantic model's live `__dict__`, so writing the decoded texts into the record wrote them into
 * the model; the fix copies with `model_dump()` (and `dict(vars(result))` for other objects).
 * See `../types.ts` for each part.
 */
import { msg } from '../i18n';
import type { Walkthrough } from '../types';
import after from './after.py?raw';
import before from './before.py?raw';
import meta from './meta';
import { presets } from './presets';
import { defaultForm, scriptFor } from './scenario';
import sourceMap from './source-map.json';

const walkthrough: Walkthrough = {
  meta,
  headline: msg('why tracing with token2text changed the traced `AgentLoopOutput`, and what the fix copies'),
  summary: msg(
    'With token2text on, verl decodes a traced agent loop’s token ids into text for the trace. `add_token2text` built the record with `vars(result)` — not a copy but the model’s own `__dict__` — so `prompt_text` and `response_text` were written into the model (issue #4457: MLflow could not serialise it). The fix builds it with `result.model_dump()`, or `dict(vars(result))` for other objects. Build a scenario and watch the objects view: which dict is the record?',
  ),
  code: {
    before,
    after,
    sourceMap,
    captions: { before: '_result = vars(result)', after: '_result = result.model_dump()' },
  },
  subjects: ['add_token2text'],
  scenario: {
    defaultForm,
    scriptFor,
    formTitle: msg('Build a traced call'),
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
      'from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput',
      // In verl, add_token2text is local to rollout_trace_op's wrapper: the line says so where the test is pasted.
      'from verl.utils.rollout_trace import add_token2text  # at module level in the explainer; in verl, lift it out of rollout_trace_op',
    ],
    directory: 'tests/utils/',
  },
  keyRules: [
    (k) =>
      k.key === 'prompt_text' || k.key === 'response_text'
        ? msg('decoded by the tokenizer and written into the record (before the fix, the record is the model’s own __dict__)')
        : null,
  ],
};

export default walkthrough;
