/**
 * The fix lab of PR #6675: its checks (the PR's two tests, verl's existing timing test and
 * properties of the padding and the timing) and a gallery of alternative fixes, each as edits of
 * before.py or after.py with the verdict every check reaches. The walkthrough tests hold each
 * verdict to what real Python computes for the same source (and to our engine).
 */
import { msg } from '../i18n';
import type { Fix, Lab } from '../types';
import checksPy from './checks.py?raw';
import prTests from './pr_tests.py?raw';

/** The checks, in the order the lab lists them (the keys of `verdicts` in checks.py). */
const checks = [
  { id: 'pr_test_pad_id', title: msg("PR test 1: an empty sequence pads with the tokenizer's pad id (42), mask all zeros") },
  { id: 'pr_test_zero_tokens', title: msg('PR test 2: zero tokens give 0.0 ms per token, raw timings still reported') },
  { id: 'existing_timing_test', title: msg("verl's existing timing test: per-token figures with tokens") },
  { id: 'empty_input_ids_shape', title: msg('Empty sequence: input_ids is an int64 (1, max_length) tensor') },
  { id: 'empty_attention_mask_zeros', title: msg('Empty sequence: attention mask all zeros, (1, max_length)') },
  { id: 'empty_without_mask', title: msg('Empty sequence, no mask asked: input_ids only') },
  { id: 'empty_pad_id_none', title: msg('Empty sequence, no pad token: pads with 0') },
  { id: 'non_empty_unchanged', title: msg('Non-empty sequences pad as before the PR') },
  { id: 'postprocess_concatenates', title: msg('An empty response concatenates with its prompt, as postprocessing does') },
  { id: 'timing_gen_zero_only', title: msg('No response tokens: gen is 0.0, the other stages divide as before') },
  { id: 'timing_non_zero_unchanged', title: msg('With tokens, per-token figures exactly as before') },
  { id: 'timing_keys', title: msg('Every raw timing reported; per-token only for known stages') },
] as const;

const mergedPad = `            pad_id = self.tokenizer.pad_token_id if self.tokenizer.pad_token_id is not None else 0
            result = {"input_ids": torch.full((1, max_length), pad_id, dtype=torch.long)}
            if return_attention_mask:
                result["attention_mask"] = torch.zeros((1, max_length), dtype=torch.long)`;

const oldDivision = '            f"timing_per_token_ms/{name}": timing_raw[name] * 1000 / num_tokens_of_section[name]';

const emptyChecks: readonly string[] = ['empty_input_ids_shape', 'empty_attention_mask_zeros', 'empty_without_mask', 'empty_pad_id_none'];

const fixes: readonly Fix[] = [
  {
    id: 'merged',
    title: msg('The merged fix'),
    verdict: msg(
      "Passes every check. An empty sequence never reaches tokenizer.pad(): it gets a (1, max_length) tensor of the tokenizer's pad id (0 when it has none) and an all-zero mask; a zero token count reports 0.0 instead of dividing.",
    ),
    base: 'after',
    edits: [],
    fails: [],
  },
  {
    id: 'zeros-for-ids',
    title: msg('torch.zeros for the ids too'),
    verdict: msg(
      "Nothing crashes and every check with a pad id of 0 passes, but an empty sequence is padded with 0 whatever the tokenizer's pad token is: PR test 1 (pad id 42) catches it, as does the empty-shape check (pad id 7). This is the hard-coded 0 the PR's test names.",
    ),
    base: 'after',
    edits: [[mergedPad, mergedPad.replace('torch.full((1, max_length), pad_id, dtype=torch.long)', 'torch.zeros((1, max_length), dtype=torch.long)')]],
    fails: ['pr_test_pad_id', 'empty_input_ids_shape'],
  },
  {
    id: 'one-dimensional',
    title: msg('A 1-D tensor of max_length'),
    verdict: msg(
      "The early return skips the .dim() == 1 branch that adds the batch dimension, so an empty sequence comes back with shape (max_length,), not (1, max_length): the shape checks fail, and torch.cat along dim=1 with the prompt's (1, n) tensors raises, so the crash has only moved from _pad_token_ids to its caller.",
    ),
    base: 'after',
    edits: [[mergedPad, mergedPad.replaceAll('(1, max_length)', '(max_length,)')]],
    fails: ['pr_test_pad_id', ...emptyChecks, 'postprocess_concatenates'],
  },
  {
    id: 'tensorize-lists',
    title: msg('Turn the returned lists into tensors'),
    verdict: msg(
      'Converting what tokenizer.pad() returned makes .dim() work, but an empty list becomes a tensor of shape (0,), then (1, 0): nothing was padded. No crash here; the response is max_length positions too short, so the batch no longer lines up (the concatenation check sees (1, 3) where (1, 5) belongs).',
    ),
    base: 'before',
    edits: [
      [
        '        if padded["input_ids"].dim() == 1:',
        '        if isinstance(padded["input_ids"], list):\n            padded = {key: torch.tensor(value, dtype=torch.long) for key, value in padded.items()}\n        if padded["input_ids"].dim() == 1:',
      ],
      [oldDivision, `${oldDivision} if num_tokens_of_section[name] > 0 else 0.0`],
    ],
    fails: ['pr_test_pad_id', ...emptyChecks, 'postprocess_concatenates'],
  },
  {
    id: 'pad-one-token',
    title: msg('Give pad() one pad token instead of none'),
    verdict: msg(
      "tokenizer.pad() now has something to pad, so the shapes come out right, but that one token is real input to it: the attention mask has a 1 in its place, so the model would attend to a padding token (and PR test 1's tokenizer pads with 0 after it, not 42). Without a pad token it is worse: a real tokenizer refuses to pad anything at all.",
    ),
    base: 'before',
    edits: [
      [
        '        self.tokenizer.padding_side = padding_side',
        '        if not tokens:\n            tokens = [self.tokenizer.pad_token_id if self.tokenizer.pad_token_id is not None else 0]\n        self.tokenizer.padding_side = padding_side',
      ],
      [oldDivision, `${oldDivision} if num_tokens_of_section[name] > 0 else 0.0`],
    ],
    fails: ['pr_test_pad_id', 'empty_attention_mask_zeros', 'empty_pad_id_none', 'postprocess_concatenates'],
  },
  {
    id: 'at-least-one-token',
    title: msg('Divide by max(count, 1)'),
    verdict: msg(
      'No ZeroDivisionError, but with no tokens at all the whole stage time is reported as the time of one token (500 ms per token for a 0.5 s gen): the misleading value PR test 2 rules out. With tokens, nothing changes.',
    ),
    base: 'after',
    edits: [
      [
        'timing_raw[name] * 1000 / num_tokens_of_section[name] if num_tokens_of_section[name] > 0 else 0.0',
        'timing_raw[name] * 1000 / max(num_tokens_of_section[name], 1)',
      ],
    ],
    fails: ['pr_test_zero_tokens', 'timing_gen_zero_only'],
  },
  {
    id: 'epsilon',
    title: msg('Add a small epsilon to the count'),
    verdict: msg(
      "A common reflex, and wrong twice: zero tokens now report 5e10 ms per token, and every real figure shifts a little (0.3 * 1000 / (4 + 1e-08) is not 75.0). verl's existing test still passes: it compares to five places.",
    ),
    base: 'after',
    edits: [
      [
        'timing_raw[name] * 1000 / num_tokens_of_section[name] if num_tokens_of_section[name] > 0 else 0.0',
        'timing_raw[name] * 1000 / (num_tokens_of_section[name] + 1e-8)',
      ],
    ],
    fails: ['pr_test_zero_tokens', 'timing_gen_zero_only', 'timing_non_zero_unchanged'],
  },
  {
    id: 'or-zero',
    title: msg('pad_token_id or 0'),
    verdict: msg(
      'Also correct: for an int pad id, `pad_token_id or 0` differs from `pad_token_id if pad_token_id is not None else 0` only when the id is 0, and then both give 0. The merged form says what it means (None is the missing case), which is why reviewers prefer it.',
    ),
    base: 'after',
    edits: [['pad_id = self.tokenizer.pad_token_id if self.tokenizer.pad_token_id is not None else 0', 'pad_id = self.tokenizer.pad_token_id or 0']],
    fails: [],
  },
];

const lab: Lab = {
  intro: msg(
    'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and the checks run the PR’s two regression tests, verl’s existing timing test and nine properties of the padding and the timing, here in your browser. Or load a fix from the gallery.',
  ),
  checksScript: `${prTests}\n\n${checksPy}`,
  checks,
  fixes,
};

export default lab;
