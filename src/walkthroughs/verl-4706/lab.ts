/**
 * The fix lab of PR #4706: its checks (the PR added no test; each check states a property the
 * PR describes) and a gallery of alternative fixes, each as edits of before.py or after.py with
 * the verdict every check reaches. The walkthrough tests hold each verdict to what real Python
 * computes for the same source (and to our engine).
 */
import { msg } from '../i18n';
import type { Fix, Lab } from '../types';
import checksPy from './checks.py?raw';

/** The checks, in the order the lab lists them (the keys of `verdicts` in checks.py). */
const checks = [
  { id: 'model_unchanged', title: msg("Tracing leaves the model's __dict__ as it was") },
  { id: 'record_has_texts', title: msg('The record has prompt_text and response_text') },
  { id: 'record_has_every_field', title: msg('The record has every field, as model_dump() gives it') },
  { id: 'record_is_a_new_dict', title: msg("The record is not the model's __dict__") },
  { id: 'record_is_plain_data', title: msg('The record is plain data (nested models dumped)') },
  { id: 'record_shares_no_list', title: msg("Changing the record's lists leaves the model alone") },
  { id: 'plain_object_unchanged', title: msg('A non-pydantic result is left as it was') },
  { id: 'plain_object_record', title: msg("A non-pydantic result's record has its attributes and the texts") },
  { id: 'untraceable_returned_as_is', title: msg('No decoding tokenizer, or no prompt_ids: the result itself comes back') },
] as const;

const oldLine = '        _result = vars(result)';

const fixes: readonly Fix[] = [
  {
    id: 'merged',
    title: msg('The merged fix: model_dump(), else dict(vars())'),
    verdict: msg(
      "Passes every check. model_dump() builds a new dict with new lists and nested models turned into dicts, so writing the two texts into it cannot reach the model; any other object's attributes are copied into a new dict first.",
    ),
    base: 'after',
    edits: [],
    fails: [],
  },
  {
    id: 'dunder-dict',
    title: msg('result.__dict__'),
    verdict: msg(
      'The bug spelled differently: vars(x) is defined to return x.__dict__ itself, so every check the old code fails fails again. The texts land on the model, and the record is the live dict that still holds the nested AgentLoopMetrics object.',
    ),
    base: 'before',
    edits: [[oldLine, '        _result = result.__dict__']],
    fails: ['model_unchanged', 'record_has_every_field', 'record_is_a_new_dict', 'record_is_plain_data', 'record_shares_no_list', 'plain_object_unchanged'],
  },
  {
    id: 'shallow-copy',
    title: msg('vars(result).copy() for everything'),
    verdict: msg(
      "Half the fix: the texts now go into a new dict, so the model keeps its __dict__. But a shallow copy holds the model's own values: the nested AgentLoopMetrics is still a model object (not plain data for a backend to serialise), and the lists are the model's lists, so a change to the record's prompt_ids changes the model's.",
    ),
    base: 'before',
    edits: [[oldLine, '        _result = vars(result).copy()']],
    fails: ['record_has_every_field', 'record_is_plain_data', 'record_shares_no_list'],
  },
  {
    id: 'always-model-dump',
    title: msg('result.model_dump() for everything'),
    verdict: msg(
      'Right for pydantic results, and it breaks the others: a plain object has no model_dump, so tracing it raises AttributeError inside the tracing wrapper, and the traced call itself then fails. The isinstance check in the merged fix is what keeps them working.',
    ),
    base: 'before',
    edits: [[oldLine, '        _result = result.model_dump()']],
    fails: ['plain_object_unchanged', 'plain_object_record'],
  },
  {
    id: 'dict-of-result',
    title: msg('dict(result)'),
    verdict: msg(
      'A pydantic model iterates as (field, value) pairs, so dict(result) is a new dict and the model is spared; but it is shallow like vars().copy() (nested model object, shared lists), and a plain object is not iterable: TypeError.',
    ),
    base: 'before',
    edits: [[oldLine, '        _result = dict(result)']],
    fails: ['record_has_every_field', 'record_is_plain_data', 'record_shares_no_list', 'plain_object_unchanged', 'plain_object_record'],
  },
  {
    id: 'exclude-unset',
    title: msg('model_dump(exclude_unset=True)'),
    verdict: msg(
      'A copy, and plain data, but not the whole result: fields left at their defaults (num_turns, response_logprobs, reward_score...) are missing from the trace, the exclude_unset trap of PR #7491.',
    ),
    base: 'after',
    edits: [['            _result = result.model_dump()', '            _result = result.model_dump(exclude_unset=True)']],
    fails: ['record_has_every_field'],
  },
];

const lab: Lab = {
  intro: msg(
    'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and nine checks run here in your browser. PR #4706 added no test, so each check states a property the PR describes: the record is a copy, the traced result is left as it was, the record carries the two decoded texts. Or load a fix from the gallery.',
  ),
  checksScript: checksPy,
  checks,
  fixes,
};

export default lab;
