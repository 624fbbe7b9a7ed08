/** The preset scenarios' scripts and explanations of PR #6675, by preset id (loaded on demand). */
import type { Localized } from '../localized';
import prTests from './pr_tests.py?raw';
import { defaultForm, scriptFor } from './scenario';

export const scripts: Readonly<Record<string, string>> = {
  'aborted-response': scriptFor(defaultForm),
  'pr-test-pad-id': `${prTests}\nasyncio.run(test_agent_loop_pad_token_ids_empty_with_non_zero_pad_id())\n`,
  'pr-test-zero-tokens': `${prTests}\ntest_compute_timing_metrics_zero_tokens()\n`,
  'existing-timing-test': `${prTests}\ntest_compute_timing_metrics()\n`,
  'no-pad-token': scriptFor({ ...defaultForm, padToken: 'None', promptIds: '', promptLength: '3', responseLength: '2' }),
  'gen-without-tokens': scriptFor({ ...defaultForm, part: 'timing' }),
  'non-empty': scriptFor({ ...defaultForm, promptIds: '101, 102', responseIds: '11, 12, 13', responseMask: '1, 1, 0' }),
};

export const explanations: Readonly<Record<string, Localized>> = {
  'aborted-response': {
    en: 'A request aborted during prefill comes back with no response tokens. Before the fix, tokenizer.pad() returns the empty input as it came, lists and not tensors, and .dim() raises; after it, the empty response is a (1, 4) tensor of pad ids with an all-zero mask, and the batch concatenates.',
    'zh-CN':
      '在 prefill 阶段被中止的请求返回时没有回复 token。修复前，tokenizer.pad() 把空输入原样返回——是列表而不是张量——于是 .dim() 报错；修复后，空回复是由 pad id 填满的 (1, 4) 张量，掩码全为 0，批次可以正常拼接。',
  },
  'pr-test-pad-id': {
    en: "The PR's test tokenizer returns tensors even for empty input, so before the fix nothing crashes: the test fails because its padding is 0, not the tokenizer's pad id 42. After the fix, an empty sequence never reaches pad().",
    'zh-CN':
      'PR 的测试用 tokenizer 即使对空输入也返回张量，所以修复前并不会崩溃：测试失败是因为填充值是 0，而不是 tokenizer 的 pad id 42。修复后，空序列根本不会进入 pad()。',
  },
  'pr-test-zero-tokens': {
    en: 'With zero prompt and response tokens every per-token figure divides by 0.0: ZeroDivisionError before the fix, 0.0 after it, and the raw timings are reported either way.',
    'zh-CN': 'prompt 和回复的 token 数都为零时，每个每 token 指标都要除以 0.0：修复前抛出 ZeroDivisionError，修复后得到 0.0，而原始耗时两种情况下都照常报告。',
  },
  'existing-timing-test': {
    en: 'With tokens the new condition is true and the division is the old one: both versions pass the test that was already there.',
    'zh-CN': '有 token 时新加的条件成立，做的还是原来的除法：两个版本都能通过原有的测试。',
  },
  'no-pad-token': {
    en: "A tokenizer without a pad token refuses to pad any non-empty sequence, in both versions; only empty ones get through, and pad() returns them before its pad-token check. Before the fix that is the same crash; after it, the fix's fallback pads them with 0.",
    'zh-CN':
      '没有 pad token 的 tokenizer 在两个版本里都拒绝填充任何非空序列；只有空序列能通过，而 pad() 在检查 pad token 之前就把它们返回了。修复前这还是同样的崩溃；修复后，修复中的兜底逻辑用 0 填充它们。',
  },
  'gen-without-tokens': {
    en: "gen is normalised by response tokens only, the other stages by all tokens: with prompts but no responses, only gen's count is zero. Before the fix that one division fails the whole metrics call.",
    'zh-CN': 'gen 只按回复 token 数归一化，其他阶段按全部 token 数：有 prompt 而没有回复时，只有 gen 的计数为零。修复前，这一个除法就让整个指标计算失败。',
  },
  'non-empty': {
    en: 'Non-empty sequences skip the new branch: tokenizer.pad() pads them, returns 1-D tensors, and the .dim() == 1 branch adds the batch dimension, exactly as before.',
    'zh-CN': '非空序列不走新加的分支：tokenizer.pad() 填充它们并返回一维张量，再由 .dim() == 1 分支补上批次维度，与之前完全相同。',
  },
};
