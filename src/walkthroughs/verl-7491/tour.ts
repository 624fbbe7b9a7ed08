/**
 * The guided tour of PR #7491: nine stops from the contract of as_dict to the Pydantic threads
 * behind the bug. Each stop loads a preset and puts the cursor on a step; most ask the reader
 * to predict first. `npm run walkthrough -- check verl-7491` holds every preset, step and answer
 * here to the engine and to real Python.
 */
import { msg } from '../i18n';
import type { TourStop } from '../tour';

const yesNo = [
  { value: 'yes', label: msg('Yes') },
  { value: 'no', label: msg('No') },
] as const;

const tour: readonly TourStop[] = [
  {
    id: 'contract',
    title: msg('What as_dict promises'),
    preset: 'issue-7486',
    at: { side: 'after', file: 'model', line: 46 },
    text: msg(
      'as_dict() turns one agent-loop trajectory into the dict the trainer batches: token ids become tensors (prompts, responses, response_mask), optional fields are added only when present, and extra_fields is always there so callers can read output["extra_fields"]. The first thing it does is model_dump(exclude_unset=True).',
    ),
  },
  {
    id: 'exclude-unset',
    title: msg('What exclude_unset keeps'),
    preset: 'issue-7486',
    at: { side: 'after', file: 'model', line: 48 },
    prediction: {
      question: msg(
        'The script filled output.extra_fields["raw_prompt"] before calling as_dict(). Right after model_dump(exclude_unset=True), does the dumped dict have an "extra_fields" key?',
      ),
      fact: { kind: 'has-key', variable: 'output', key: 'extra_fields' },
      choices: yesNo,
      answer: 'no',
    },
    text: msg(
      "exclude_unset keeps only the fields in Pydantic's hidden model_fields_set — the ones passed to the constructor or assigned later — no matter what their values are. Look at the Variables panel: output holds metrics and the three id lists, and no extra_fields, even though the model's extra_fields is not empty.",
    ),
  },
  {
    id: 'not-set',
    title: msg('Filled in place is not "set"'),
    preset: 'issue-7486',
    at: { side: 'after', file: 'model', line: 46 },
    prediction: {
      question: msg('output.extra_fields["raw_prompt"] = [...] put a key into the default dict. Is extra_fields now in the model\'s model_fields_set?'),
      fact: { kind: 'field-set', variable: 'self', field: 'extra_fields' },
      choices: yesNo,
      answer: 'no',
    },
    text: msg(
      'Pydantic records a field as set in two places only: the constructor and its own __setattr__ (output.extra_fields = ...). Writing into the dict goes through the dict, not the model, so Pydantic never hears of it. In the model\'s field table, extra_fields carries the "default" badge while prompt_ids and the others are "set".',
    ),
  },
  {
    id: 'key-error',
    title: msg('The KeyError'),
    preset: 'issue-7486',
    at: 'end',
    prediction: {
      question: msg('The old code then pops the teacher fields from output["extra_fields"]. What happens before the fix?'),
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: msg('as_dict() returns a dict') },
        { value: 'KeyError', label: msg('It raises KeyError') },
        { value: 'AttributeError', label: msg('It raises AttributeError') },
      ],
      answer: 'KeyError',
    },
    text: msg(
      'Before the fix, output["extra_fields"] looks up a key that exclude_unset dropped: KeyError: \'extra_fields\' at line 148 of agent_loop.py (before the fix). This is issue #7486: any agent loop that fills the default extra_fields in place crashes here.',
    ),
  },
  {
    id: 'the-fix',
    title: msg('The fix: setdefault'),
    preset: 'issue-7486',
    at: { side: 'after', file: 'model', line: 79 },
    prediction: {
      question: msg('After the fix, line 149 runs output.setdefault("extra_fields", self.extra_fields.copy()). Does as_dict() now return?'),
      fact: { kind: 'outcome', side: 'after' },
      choices: [
        { value: 'returns', label: msg('Yes, it returns a dict') },
        { value: 'KeyError', label: msg('No, still KeyError') },
      ],
      answer: 'returns',
    },
    text: msg(
      'setdefault puts the model\'s extra_fields back only when the dump left the key out, so a field that was passed or assigned keeps the dumped value, exactly as before the PR. The returned dict now carries extra_fields with raw_prompt (see "why each key is there" under the After fix banner).',
    ),
    tryFix: 'no-exclude-unset',
  },
  {
    id: 'why-copy',
    title: msg('Why .copy()'),
    preset: 'pr-test-teacher',
    at: { side: 'after', file: 'model', line: 80 },
    prediction: {
      question: msg(
        "PR test 3 puts teacher_ids into the default extra_fields; as_dict() pops them out of the output's extra_fields. Does the test pass after the fix, i.e. does the model keep its teacher_ids?",
      ),
      fact: { kind: 'outcome', side: 'after' },
      choices: [
        { value: 'returns', label: msg('Yes: the test passes') },
        { value: 'AssertionError', label: msg('No: an assert fails') },
      ],
      answer: 'returns',
    },
    text: msg(
      "The pops run on extra_fields, the copy returned by setdefault — in the Objects view it is a different box from the model's dict. Without .copy(), the output would hold the model's own dict and popping the teacher fields would delete them from the model: serialization would mutate what it serializes.",
    ),
    tryFix: 'no-copy',
  },
  {
    id: 'shallow',
    title: msg('What the copy does not protect'),
    preset: 'shallow-copy-leak',
    at: 'end',
    prediction: {
      question: msg(
        'The script appends one message to result["extra_fields"]["raw_prompt"], the list in the output. How many messages does the model\'s own raw_prompt list hold afterwards?',
      ),
      fact: { kind: 'global', side: 'after', name: 'model_sees_it' },
      choices: [
        { value: '1', label: msg('1: the copy protects it') },
        { value: '2', label: msg('2: the list is shared') },
      ],
      answer: '2',
    },
    text: msg(
      'dict.copy() is shallow: a new dict whose values are the same objects. The raw_prompt list is shared by the output and the model (the Objects view marks it shared), so appending through one shows in the other. The fix protects the keys of extra_fields, which is all as_dict itself changes.',
    ),
  },
  {
    id: 'none',
    title: msg('The None edge case'),
    preset: 'set-none',
    at: 'end',
    prediction: {
      question: msg(
        'output.extra_fields = None is assigned after construction (assignment is not validated). After the fix, which error does as_dict() raise?',
      ),
      fact: { kind: 'exception', side: 'after' },
      choices: [
        {
          value: "AttributeError: 'NoneType' object has no attribute 'pop'",
          label: msg("'NoneType' object has no attribute 'pop'"),
        },
        {
          value: "AttributeError: 'NoneType' object has no attribute 'copy'",
          label: msg("'NoneType' object has no attribute 'copy'"),
        },
        { value: 'none', label: msg('None: it returns') },
      ],
      answer: "AttributeError: 'NoneType' object has no attribute 'copy'",
    },
    text: msg(
      'Assigning None marks the field set, so the dump keeps extra_fields = None and setdefault would not even replace it. But Python evaluates the arguments first: self.extra_fields.copy() fails on line 149 before setdefault runs. The old code fails one step later, on output["extra_fields"].pop. Both fail; the fix does not make None worse.',
    ),
  },
  {
    id: 'threads',
    title: msg('The Pydantic threads behind it'),
    preset: 'reassigned',
    at: 'end',
    prediction: {
      question: msg('Last one: this script assigns output.extra_fields = {...} instead of filling it in place. Does the old code raise?'),
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: msg('No, it returns') },
        { value: 'KeyError', label: msg('Yes, KeyError') },
      ],
      answer: 'returns',
    },
    text: msg(
      'Assignment goes through Pydantic\'s __setattr__, which adds the field to model_fields_set, so both versions work. Pydantic treats this as intended: see pydantic#9866 ("model_fields_set doesn\'t update when modifying a list with append"), pydantic#10574 ("Misleading behavior using exclude_unset=True") and pydantic#13009 (exclude_unset excludes modified defaults). Code that dumps with exclude_unset must not assume a mutable default reaches the output.',
    ),
  },
];

export default tour;
