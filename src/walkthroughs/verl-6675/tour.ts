/**
 * The guided tour of PR #6675: from what _pad_token_ids promises, through what a Hugging Face
 * tokenizer does with an empty sequence, to the PR's tests and the zero-token timings. Each stop
 * loads a preset and puts the cursor on a step; most ask the reader to predict first. The
 * walkthrough tests check every preset, step and answer against real Python (and the engine).
 */
import { msg } from '../i18n';
import type { TourStop } from '../tour';

const tour: readonly TourStop[] = [
  {
    id: 'contract',
    title: msg('What _pad_token_ids promises'),
    preset: 'aborted-response',
    at: { side: 'after', file: 'model', line: 37 },
    text: msg(
      "After an agent loop finishes, the worker pads its prompt on the left and its response on the right to fixed widths, so that every sample of the batch has the same shape and torch.cat can join them. The docstring says it: a flat list of token ids becomes a (1, max_length) tensor. This scenario is the PR's case: a request aborted during prefill, whose response came back with no tokens at all.",
    ),
  },
  {
    id: 'empty-pad',
    title: msg('tokenizer.pad() and an empty list'),
    preset: 'aborted-response',
    at: { side: 'before', file: 'model', line: 43, occurrence: 2 },
    prediction: {
      question: msg(
        'Before the fix, the empty response goes to tokenizer.pad(..., return_tensors="pt") like any other. The next line calls padded["input_ids"].dim(). What happens?',
      ),
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: msg('It returns a padded tensor') },
        { value: 'AttributeError', label: msg('It raises AttributeError') },
        { value: 'ValueError', label: msg('pad() raises ValueError') },
      ],
      answer: 'AttributeError',
    },
    text: msg(
      'Hugging Face\'s pad() returns early when input_ids is empty: it adds an empty attention_mask and hands back the very dict it was given, before any padding or conversion to tensors. padded["input_ids"] is the caller\'s empty list, and a list has no .dim(). The objects view shows it: the list in padded is the one passed in.',
    ),
  },
  {
    id: 'crash',
    title: msg('The crash'),
    preset: 'aborted-response',
    at: 'end',
    prediction: {
      question: msg('Which exception does the old code raise, exactly?'),
      fact: { kind: 'exception', side: 'before' },
      choices: [
        {
          value: "AttributeError: 'list' object has no attribute 'dim'",
          label: msg("'list' object has no attribute 'dim'"),
        },
        {
          value: "AttributeError: 'dict' object has no attribute 'dim'",
          label: msg("'dict' object has no attribute 'dim'"),
        },
        {
          value: "KeyError: 'input_ids'",
          label: msg("KeyError: 'input_ids'"),
        },
      ],
      answer: "AttributeError: 'list' object has no attribute 'dim'",
    },
    text: msg(
      "AttributeError: 'list' object has no attribute 'dim', the error of the PR's description. It only shows with partial_rollout off, when a parameter sync aborts in-flight requests during prefill: a rare path, which is why padding had worked for every other sequence.",
    ),
  },
  {
    id: 'the-fix',
    title: msg('The fix: never ask pad() to pad nothing'),
    preset: 'aborted-response',
    at: { side: 'after', file: 'model', line: 39 },
    prediction: {
      question: msg(
        'After the fix, an empty list gets torch.full((1, max_length), pad_id) and an all-zero mask. The scenario then concatenates prompt and response as postprocessing does. What is attention_mask?',
      ),
      fact: { kind: 'global', side: 'after', name: 'attention_mask' },
      choices: [
        { value: 'tensor([[0, 1, 1, 1, 0, 0, 0, 0]])', label: msg('tensor([[0, 1, 1, 1, 0, 0, 0, 0]])') },
        { value: 'tensor([[0, 1, 1, 1]])', label: msg('tensor([[0, 1, 1, 1]])') },
        { value: 'tensor([[0, 1, 1, 1, 1, 1, 1, 1]])', label: msg('tensor([[0, 1, 1, 1, 1, 1, 1, 1]])') },
      ],
      answer: 'tensor([[0, 1, 1, 1, 0, 0, 0, 0]])',
    },
    text: msg(
      "The empty response occupies its four positions like any padded response, and none of them is attended. The early return also skips the .dim() == 1 branch, so the fix must build the batch dimension itself: (1, max_length), not (max_length,). The pad id is the tokenizer's own, 0 only when it has none.",
    ),
    tryFix: 'one-dimensional',
  },
  {
    id: 'pr-test',
    title: msg("What the PR's test catches"),
    preset: 'pr-test-pad-id',
    at: 'end',
    prediction: {
      question: msg(
        'PR test 1 pads an empty list with a fake tokenizer whose pad id is 42 and whose pad() always returns tensors. Run against the old code, how does the test fail?',
      ),
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'AttributeError', label: msg('With the production crash, AttributeError') },
        { value: 'AssertionError', label: msg('An assertion fails: the padding is 0, not 42') },
        { value: 'returns', label: msg('It passes') },
      ],
      answer: 'AssertionError',
    },
    text: msg(
      'The test\'s tokenizer never returns lists, so the old code does not crash on it: the test fails in assert_close because that tokenizer pads with 0. What it pins down is the choice of pad id ("not hardcoded 0"); the list-instead-of-tensor crash is what the aborted-response scenario, with a tokenizer that pads as Hugging Face\'s does, shows.',
    ),
    tryFix: 'zeros-for-ids',
  },
  {
    id: 'zero-division',
    title: msg('Timing metrics with zero tokens'),
    preset: 'pr-test-zero-tokens',
    at: 'end',
    prediction: {
      question: msg(
        'PR test 2: every prompt and response length is 0.0, and compute_timing_metrics divides each stage time by its token count. What does the old code raise?',
      ),
      fact: { kind: 'exception', side: 'before' },
      choices: [
        {
          value: 'ZeroDivisionError: float division by zero',
          label: msg('ZeroDivisionError: float division by zero'),
        },
        { value: 'ZeroDivisionError: division by zero', label: msg('ZeroDivisionError: division by zero') },
        { value: 'none', label: msg('Nothing: it reports inf') },
      ],
      answer: 'ZeroDivisionError: float division by zero',
    },
    text: msg(
      'torch.sum(...).item() of a float tensor is a Python float, and Python, unlike torch, raises on division by 0.0 instead of giving inf ("float division by zero"; with int counts it would say "division by zero"). The fix keeps the division for a positive count and reports 0.0 otherwise, which the test asserts.',
    ),
    tryFix: 'at-least-one-token',
  },
  {
    id: 'only-gen',
    title: msg('One stage is enough'),
    preset: 'gen-without-tokens',
    at: 'end',
    prediction: {
      question: msg(
        'Here the prompts have 7 tokens and the responses none. ref and values divide by all 7 tokens; gen by response tokens only. Does the old code still fail?',
      ),
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: msg('No: 7 tokens is enough') },
        { value: 'ZeroDivisionError', label: msg('Yes: gen still divides by zero') },
      ],
      answer: 'ZeroDivisionError',
    },
    text: msg(
      'One zero count fails the whole dict comprehension, so no metric at all is reported for the step. After the fix gen reads 0.0 and ref 0.3 * 1000 / 7. The scenario sorts the result: compute_timing_metrics fills it while iterating a set of stage names, and the order of a set of strings changes from one Python process to the next.',
    ),
    tryFix: 'epsilon',
  },
  {
    id: 'unchanged',
    title: msg('Nothing else changes'),
    preset: 'non-empty',
    at: 'end',
    prediction: {
      question: msg('Last one: a prompt of 2 tokens and a response of 3. Does the old code handle it?'),
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: msg('Yes') },
        { value: 'AttributeError', label: msg('No, AttributeError') },
      ],
      answer: 'returns',
    },
    text: msg(
      'Non-empty sequences never enter the new branch: pad() pads them and returns 1-D tensors, and the .dim() == 1 branch adds the batch dimension, as before the PR. Side by side, the two runs take the same steps apart from the one `if not tokens` check.',
    ),
  },
];

export default tour;
