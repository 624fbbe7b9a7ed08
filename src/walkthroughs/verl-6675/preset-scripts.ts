/** The preset scenarios' scripts and explanations of PR #6675, by preset id (loaded on demand). */
import { msg } from '../i18n';
import type { Message, PresetTexts } from '../types';
import prTests from './pr_tests.py?raw';
import { defaultForm, scriptFor } from './scenario';

const scripts: Readonly<Record<string, string>> = {
  'aborted-response': scriptFor(defaultForm),
  'pr-test-pad-id': `${prTests}\nasyncio.run(test_agent_loop_pad_token_ids_empty_with_non_zero_pad_id())\n`,
  'pr-test-zero-tokens': `${prTests}\ntest_compute_timing_metrics_zero_tokens()\n`,
  'existing-timing-test': `${prTests}\ntest_compute_timing_metrics()\n`,
  'no-pad-token': scriptFor({ ...defaultForm, padToken: 'None', promptIds: '', promptLength: '3', responseLength: '2' }),
  'gen-without-tokens': scriptFor({ ...defaultForm, part: 'timing' }),
  'non-empty': scriptFor({ ...defaultForm, promptIds: '101, 102', responseIds: '11, 12, 13', responseMask: '1, 1, 0' }),
};

const explanations: Readonly<Record<string, Message>> = {
  'aborted-response': msg(
    'A request aborted during prefill comes back with no response tokens. Before the fix, tokenizer.pad() returns the empty input as it came, lists and not tensors, and .dim() raises; after it, the empty response is a (1, 4) tensor of pad ids with an all-zero mask, and the batch concatenates.',
  ),
  'pr-test-pad-id': msg(
    "The PR's test tokenizer returns tensors even for empty input, so before the fix nothing crashes: the test fails because its padding is 0, not the tokenizer's pad id 42. After the fix, an empty sequence never reaches pad().",
  ),
  'pr-test-zero-tokens': msg(
    'With zero prompt and response tokens every per-token figure divides by 0.0: ZeroDivisionError before the fix, 0.0 after it, and the raw timings are reported either way.',
  ),
  'existing-timing-test': msg('With tokens the new condition is true and the division is the old one: both versions pass the test that was already there.'),
  'no-pad-token': msg(
    "A tokenizer without a pad token refuses to pad any non-empty sequence, in both versions; only empty ones get through, and pad() returns them before its pad-token check. Before the fix that is the same crash; after it, the fix's fallback pads them with 0.",
  ),
  'gen-without-tokens': msg(
    "gen is normalised by response tokens only, the other stages by all tokens: with prompts but no responses, only gen's count is zero. Before the fix that one division fails the whole metrics call.",
  ),
  'non-empty': msg(
    'Non-empty sequences skip the new branch: tokenizer.pad() pads them, returns 1-D tensors, and the .dim() == 1 branch adds the batch dimension, exactly as before.',
  ),
};

const texts: PresetTexts = { scripts, explanations };

export default texts;
