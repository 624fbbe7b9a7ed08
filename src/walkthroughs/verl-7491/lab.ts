/**
 * The fix lab of PR #7491 (loaded when the lab opens): the PR's three tests and six properties
 * of as_dict as checks, and a gallery of alternative fixes, each as edits of before.py or
 * after.py with the verdict each check reaches — held to the engine and to real Python by
 * `npm run walkthrough -- check verl-7491`.
 */
import { msg } from '../i18n';
import type { Fix, Lab } from '../types';
import checksPy from './checks.py?raw';
import prTests from './pr_tests.py?raw';

/** The checks, in the order the lab lists them (the keys of `verdicts` in checks.py). */
const checks = [
  { id: 'pr_test_default', title: msg('PR test 1: untouched default serializes to {}') },
  { id: 'pr_test_mutated', title: msg('PR test 2: in-place additions to the default are kept') },
  { id: 'pr_test_teacher', title: msg('PR test 3: teacher fields promoted, model untouched') },
  { id: 'default_does_not_raise', title: msg('No KeyError on a default extra_fields') },
  { id: 'in_place_additions_kept', title: msg('Keys added in place reach the output') },
  { id: 'model_extra_fields_unchanged', title: msg("Serializing leaves the model's extra_fields unchanged") },
  { id: 'model_fields_set_unchanged', title: msg("Serializing leaves the model's fields-set unchanged") },
  { id: 'explicit_path_unchanged', title: msg('Explicit extra_fields: output as before the PR') },
  { id: 'no_new_keys', title: msg('No new keys in the output') },
] as const;

const oldPops = `        teacher_ids, teacher_logprobs = (
            output["extra_fields"].pop("teacher_ids", None),
            output["extra_fields"].pop("teacher_logprobs", None),
        )`;

const fixes: readonly Fix[] = [
  {
    id: 'merged',
    title: msg('The merged fix: setdefault with a copy'),
    verdict: msg(
      'Passes every check. setdefault only fills the key when exclude_unset dropped it, so the explicit path is untouched; the .copy() means popping the teacher fields never reaches the model.',
    ),
    base: 'after',
    edits: [],
    fails: [],
  },
  {
    id: 'no-copy',
    title: msg('setdefault without .copy()'),
    verdict: msg(
      "The output's extra_fields is the model's own dict, so popping teacher_ids from it deletes them from the model: serialization mutates the model (PR test 3 catches it).",
    ),
    base: 'after',
    edits: [['output.setdefault("extra_fields", self.extra_fields.copy())', 'output.setdefault("extra_fields", self.extra_fields)']],
    fails: ['pr_test_teacher', 'model_extra_fields_unchanged'],
  },
  {
    id: 'get-default',
    title: msg('output.get("extra_fields", {})'),
    verdict: msg(
      'No KeyError inside as_dict, but the in-place additions are lost (the dump dropped them, and {} is a new empty dict) and the output has no extra_fields key at all.',
    ),
    base: 'before',
    edits: [
      [
        oldPops,
        `        extra_fields = output.get("extra_fields", {})
        teacher_ids, teacher_logprobs = (
            extra_fields.pop("teacher_ids", None),
            extra_fields.pop("teacher_logprobs", None),
        )`,
      ],
    ],
    fails: ['pr_test_default', 'pr_test_mutated', 'pr_test_teacher', 'in_place_additions_kept', 'no_new_keys'],
  },
  {
    id: 'default-factory',
    title: msg('Field(default_factory=dict)'),
    verdict: msg(
      'Does not help: a default_factory value is still a default, so extra_fields stays out of model_fields_set and exclude_unset drops it exactly as before and every check that serializes a default still raises KeyError (Pydantic already gave each instance its own copy of the {} default).',
    ),
    base: 'before',
    edits: [
      ['from pydantic import BaseModel, ConfigDict', 'from pydantic import BaseModel, ConfigDict, Field'],
      ['    extra_fields: dict[str, Any] = {}', '    extra_fields: dict[str, Any] = Field(default_factory=dict)'],
    ],
    fails: [
      'pr_test_default',
      'pr_test_mutated',
      'pr_test_teacher',
      'default_does_not_raise',
      'in_place_additions_kept',
      'model_extra_fields_unchanged',
      'model_fields_set_unchanged',
      'no_new_keys',
    ],
  },
  {
    id: 'no-exclude-unset',
    title: msg('model_dump() without exclude_unset'),
    verdict: msg(
      "Passes the PR's three tests, but every field now reaches the output: num_turns, multi_modal_data and mm_processor_kwargs appear even when nobody set them, on the explicit path too, which changes what downstream code receives.",
    ),
    base: 'before',
    edits: [['output = self.model_dump(exclude_unset=True)', 'output = self.model_dump()']],
    fails: ['explicit_path_unchanged', 'no_new_keys'],
  },
  {
    id: 'mark-set',
    title: msg('Add extra_fields to model_fields_set by hand'),
    verdict: msg(
      "Passes the PR's three tests, but serializing now changes the model: model_fields_set is Pydantic's live set, so after one as_dict() the model reports extra_fields as set (and model_dump(exclude_unset=True) elsewhere changes too).",
    ),
    base: 'before',
    edits: [
      ['output = self.model_dump(exclude_unset=True)', 'self.model_fields_set.add("extra_fields")\n        output = self.model_dump(exclude_unset=True)'],
    ],
    fails: ['model_fields_set_unchanged'],
  },
];

const lab: Lab = {
  intro: msg(
    'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and the checks run the PR’s three regression tests and six properties of as_dict, here in your browser. Or load a fix from the gallery.',
  ),
  checksScript: `${prTests}\n\n${checksPy}`,
  checks,
  fixes,
};

export default lab;
