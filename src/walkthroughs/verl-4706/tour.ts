/**
 * The guided tour of PR #4706: from what add_token2text is for, through what vars() hands out,
 * to what model_dump() and dict(vars()) copy and what they do not, and how verl later reshaped
 * the function. Each stop loads a preset and puts the cursor on a step; most ask the reader to
 * predict first. The walkthrough tests check every preset, step and answer against real Python
 * (and the engine).
 */
import { msg } from '../i18n';
import type { TourStop } from '../tour';

const trueFalse = [
  { value: 'True', label: msg('True') },
  { value: 'False', label: msg('False') },
] as const;

const tour: readonly TourStop[] = [
  {
    id: 'contract',
    title: msg('What add_token2text is for'),
    preset: 'issue-4457',
    at: { side: 'after', file: 'model', line: 69 },
    text: msg(
      "verl's rollout tracing wraps an agent loop's async run() with @rollout_trace_op. With token2text on, once run() has returned its AgentLoopOutput, the wrapper calls add_token2text to build the record it sends to weave or MLflow: the output's fields plus prompt_text and response_text, decoded from the token ids by the tokenizer in a worker thread (run_in_executor). The wrapper then returns the output itself to the caller, so whatever add_token2text does to it travels on through training.",
    ),
  },
  {
    id: 'vars',
    title: msg('What vars() hands out'),
    preset: 'issue-4457',
    at: { side: 'before', file: 'model', line: 68 },
    prediction: {
      question: msg("Before the fix, _result = vars(result). Is the record that comes back the model's own __dict__ (record is vars(result))?"),
      fact: { kind: 'global', side: 'before', name: 'record_is_result_dict' },
      choices: trueFalse,
      answer: 'True',
    },
    text: msg(
      "vars(x) is defined as x.__dict__: the object's own attribute dict, not a copy. A pydantic v2 model keeps its field values there, so _result is the model's storage. Step on: the objects view shows the model's box gaining prompt_text and response_text, marked as not fields.",
    ),
  },
  {
    id: 'leak',
    title: msg('The texts land on the model'),
    preset: 'issue-4457',
    at: 'end',
    prediction: {
      question: msg(
        "add_token2text then writes prompt_text and response_text into _result. Which keys of the model's __dict__ are not fields of AgentLoopOutput afterwards, before the fix?",
      ),
      fact: { kind: 'global', side: 'before', name: 'not_fields' },
      choices: [
        { value: '[]', label: msg('None: pydantic refuses unknown attributes') },
        { value: "['prompt_text', 'response_text']", label: msg("['prompt_text', 'response_text']") },
      ],
      answer: "['prompt_text', 'response_text']",
    },
    text: msg(
      'pydantic refuses output.prompt_text = ... (its __setattr__ checks the fields), but a write into the dict never reaches __setattr__. The traced output now carries two attributes that are not fields; the PR reports that MLflow then failed to serialise it (issue #4457). After the fix, not_fields is empty.',
    ),
    tryFix: 'dunder-dict',
  },
  {
    id: 'blind',
    title: msg('Why tests did not see it'),
    preset: 'equality-blind',
    at: 'end',
    prediction: {
      question: msg('Before the fix, compare the leaked output with a clean twin built from its own model_dump(). Is result == twin?'),
      fact: { kind: 'global', side: 'before', name: 'equal_to_twin' },
      choices: trueFalse,
      answer: 'True',
    },
    text: msg(
      "pydantic's == compares field values and ignores other keys of __dict__; model_dump() dumps fields only. Both look straight past the leak, so a test that checks the output with == or its dump passes on the buggy code. Checking the model's __dict__ itself, or the identity of the record (record is vars(result)), is what catches it: the fix lab's checks do that.",
    ),
  },
  {
    id: 'model-dump',
    title: msg('What model_dump() returns'),
    preset: 'issue-4457',
    at: { side: 'after', file: 'model', line: 77 },
    prediction: {
      question: msg('After the fix, _result = result.model_dump(). The output\'s metrics field is an AgentLoopMetrics model. What type is record["metrics"]?'),
      fact: { kind: 'global', side: 'after', name: 'record_metrics' },
      choices: [
        { value: "'AgentLoopMetrics'", label: msg('AgentLoopMetrics, the same model object') },
        { value: "'dict'", label: msg('dict, a dump of it') },
      ],
      answer: "'dict'",
    },
    text: msg(
      'model_dump() builds new containers all the way down: nested models become dicts and lists are new lists. So the record is plain data a tracing backend can serialise, and nothing written into it, or appended to its lists, reaches the model. Before the fix record["metrics"] was the model\'s own AgentLoopMetrics.',
    ),
    tryFix: 'shallow-copy',
  },
  {
    id: 'shallow',
    title: msg('dict(vars()) is shallow'),
    preset: 'plain-object-shallow',
    at: 'end',
    prediction: {
      question: msg(
        'A result that is not a pydantic model gets dict(vars(result)) after the fix. The script appends 0 to record["prompt_ids"]. What is the object\'s own prompt_ids afterwards?',
      ),
      fact: { kind: 'global', side: 'after', name: 'result_prompt_ids' },
      choices: [
        { value: '[1, 2]', label: msg('[1, 2]: the record is a copy') },
        { value: '[1, 2, 0]', label: msg('[1, 2, 0]: the list is shared') },
      ],
      answer: '[1, 2, 0]',
    },
    text: msg(
      "dict(vars(result)) is a new dict, so the texts no longer land on the object; but its values are the object's own, and the prompt_ids list is shared (the objects view marks it). That is enough for what add_token2text does, which only adds keys; the pydantic path, through model_dump(), copies the lists too.",
    ),
    tryFix: 'always-model-dump',
  },
  {
    id: 'copies',
    title: msg('The leak spreads'),
    preset: 'model-copy',
    at: 'end',
    prediction: {
      question: msg("Before the fix, after tracing, the script makes result.model_copy(). Which keys of the copy's __dict__ are not fields?"),
      fact: { kind: 'global', side: 'before', name: 'copy_not_fields' },
      choices: [
        { value: '[]', label: msg('None: a copy has the fields only') },
        { value: "['prompt_text', 'response_text']", label: msg("['prompt_text', 'response_text']") },
      ],
      answer: "['prompt_text', 'response_text']",
    },
    text: msg(
      'model_copy() copies the whole __dict__, so every copy made after tracing carries the extra keys as well. A bug that mutates shared state rarely stays where it happened.',
    ),
  },
  {
    id: 'later',
    title: msg('What verl did next'),
    preset: 'dict-result',
    at: 'end',
    prediction: {
      question: msg('A traced call that returns a dict with "prompt_ids": does add_token2text decode it, or return the dict itself (record is result)?'),
      fact: { kind: 'global', side: 'after', name: 'record_is_result' },
      choices: [
        { value: 'False', label: msg('It decodes it into a new record') },
        { value: 'True', label: msg('It returns the dict itself') },
      ],
      answer: 'True',
    },
    text: msg(
      'hasattr(a_dict, "prompt_ids") is False, since a key is not an attribute, so a dict is traced undecoded. verl #7204 (aebd1f8a2) later moved the function to module level as _add_token2text, read fields from dicts as well as attributes, and copied every output first: model_dump() for a model, dict(output) for a dict, dict(vars(output)) for any other object.',
    ),
  },
];

export default tour;
