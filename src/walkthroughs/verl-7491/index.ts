/**
 * The verl PR #7491 walkthrough: `AgentLoopOutput.as_dict()` dropped a default `extra_fields`
 * filled in place (it was never in pydantic's fields-set, so `model_dump(exclude_unset=True)`
 * left it out) and the old code's `output["extra_fields"]` raised `KeyError`; the fix restores
 * `self.extra_fields.copy()` with `setdefault`. See `../types.ts` for what each part is.
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
  headline: msg("why `as_dict()` raised `KeyError: 'extra_fields'`, and what the fix restores"),
  summary: msg(
    '`as_dict()` starts with `model_dump(exclude_unset=True)`, which keeps only fields in Pydantic\'s hidden `model_fields_set`. A default `extra_fields = {}` filled in place is never “set”, so it is dropped, and the old code\'s `output["extra_fields"]` fails. Build a scenario, then step through both versions in lockstep — or take the guided tour.',
  ),
  code: {
    before,
    after,
    sourceMap,
    captions: { before: 'pops from output["extra_fields"]', after: 'setdefault("extra_fields", self.extra_fields.copy())' },
  },
  subjects: ['AgentLoopOutput.as_dict'],
  scenario: {
    defaultForm,
    scriptFor,
    formTitle: msg('Build an AgentLoopOutput'),
    Form: () => import('./form').then((m) => m.default),
  },
  presets: {
    list: [
      { id: 'issue-7486', title: msg('Issue #7486: default extra_fields filled in place') },
      { id: 'pr-test-default', title: msg('PR test 1: untouched default') },
      { id: 'pr-test-mutated', title: msg('PR test 2: mutated default is kept') },
      { id: 'pr-test-teacher', title: msg('PR test 3: teacher fields promoted, model untouched') },
      { id: 'explicit-extra', title: msg('Explicit extra_fields: the old code was fine') },
      { id: 'reassigned', title: msg('Reassigned after construction: old code fine too — why?') },
      { id: 'set-none', title: msg('Set to None: both fail, on different calls — why?') },
      { id: 'shallow-copy-leak', title: msg('The shallow-copy leak') },
      { id: 'all-tensor-paths', title: msg('All tensor paths') },
      { id: 'validation-error', title: msg('A validation error') },
      { id: 'model-construct', title: msg('model_construct skips validation, not the bug') },
    ],
    load: () => import('./preset-scripts').then((m) => m.default),
  },
  tour: () => import('./tour').then((m) => m.default),
  lab: () => import('./lab').then((m) => m.default),
  pytest: {
    imports: ['from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput'],
    directory: 'tests/experimental/agent_loop/',
  },
  keyRules: [
    (k) =>
      k.addedBy === 'dict.setdefault' ? msg('restored by setdefault: a default that exclude_unset dropped, re-added as a copy of self.extra_fields') : null,
    (k) => (k.key.startsWith('teacher_') && !k.fromDump ? msg('promoted out of extra_fields to a top-level key') : null),
  ],
};

export default walkthrough;
