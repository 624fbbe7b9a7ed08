/**
 * The verl PR #4706 walkthrough: rollout tracing's `add_token2text` built its trace record with
 * `vars(result)`, which is the object's own `__dict__`, so writing the decoded `prompt_text` and
 * `response_text` into the record wrote them into the traced pydantic model; the fix builds the
 * record with `result.model_dump()` for a model and `dict(vars(result))` for anything else.
 * See `../types.ts` for what each part is.
 */
import { msg } from '../i18n';
import type { Walkthrough } from '../types';
import after from './after.py?raw';
import before from './before.py?raw';
import meta from './meta';
import { defaultForm, scriptFor } from './scenario';
import sourceMap from './source-map.json';

const walkthrough: Walkthrough = {
  meta,
  headline: msg('why tracing a rollout with `token2text` changed the traced model, and what the fix copies'),
  summary: msg(
    "With rollout tracing's `token2text` on, verl decodes a traced agent loop's `prompt_ids` and `response_ids` into text for the trace record. `add_token2text` built that record with `vars(result)`, but `vars()` of an object is its own `__dict__`, not a copy: on a pydantic `AgentLoopOutput`, writing `prompt_text` and `response_text` into the record wrote them into the model, which then carried attributes that are not fields (issue #4457: token2text in MLflow did not work). The fix builds the record with `result.model_dump()` for a pydantic model and `dict(vars(result))` for any other object. Build a scenario and watch the objects view: before the fix, `_result` is the model's own `__dict__`.",
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
    formTitle: msg('Trace an agent-loop result with token2text'),
    Form: () => import('./form').then((m) => m.default),
  },
  presets: {
    list: [
      { id: 'issue-4457', title: msg('Issue #4457: token2text on an agent-loop output') },
      { id: 'plain-object', title: msg('A result that is not a pydantic model') },
      { id: 'shared-lists', title: msg("Appending to the record's prompt_ids") },
      { id: 'plain-object-shallow', title: msg('dict(vars(...)) is a shallow copy') },
      { id: 'equality-blind', title: msg('Would == have caught it?') },
      { id: 'model-copy', title: msg('model_copy() carries the extra keys along') },
      { id: 'no-tokenizer', title: msg('No tokenizer to decode with') },
      { id: 'dict-result', title: msg('A dict result is not decoded') },
    ],
    load: () => import('./preset-scripts').then((m) => m.default),
  },
  tour: () => import('./tour').then((m) => m.default),
  lab: () => import('./lab').then((m) => m.default),
  pytest: {
    /**
     * The models are importable from verl. add_token2text is not at this commit: it is defined
     * inside rollout_trace_op's wrapper (verl #7204 later made it the module-level
     * _add_token2text, with another signature), so the second line says so, and a test run in
     * verl has to lift the function out first.
     */
    imports: [
      'from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput',
      'from verl.utils.rollout_trace import add_token2text  # nested in rollout_trace_op at 0f615578b: lift it out to run this test',
    ],
    directory: 'tests/utils/',
    preamble: 'import asyncio',
  },
};

export default walkthrough;
