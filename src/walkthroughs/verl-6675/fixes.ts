/**
 * The fix lab of PR #6675: its checks (the PR's two tests, verl's existing timing test and
 * properties of the padding and the timing) and a gallery of alternative fixes, each as edits of
 * before.py or after.py with the verdict every check reaches. The walkthrough tests hold each
 * verdict to what real Python computes for the same source (and to our engine).
 */
import type { Localized } from '../localized';

/** The fix lab's checks, in the order the lab lists them (the keys of `verdicts` in checks.py). */
export const checkIds = [
  'pr_test_pad_id',
  'pr_test_zero_tokens',
  'existing_timing_test',
  'empty_input_ids_shape',
  'empty_attention_mask_zeros',
  'empty_without_mask',
  'empty_pad_id_none',
  'non_empty_unchanged',
  'postprocess_concatenates',
  'timing_gen_zero_only',
  'timing_non_zero_unchanged',
  'timing_keys',
] as const;
export type CheckId = (typeof checkIds)[number];

export const checkTitles: Readonly<Record<CheckId, Localized>> = {
  pr_test_pad_id: {
    en: "PR test 1: an empty sequence pads with the tokenizer's pad id (42), mask all zeros",
    'zh-CN': 'PR 测试 1：空序列用 tokenizer 的 pad id（42）填充，注意力掩码全为 0',
  },
  pr_test_zero_tokens: {
    en: 'PR test 2: zero tokens give 0.0 ms per token, raw timings still reported',
    'zh-CN': 'PR 测试 2：token 数为零时每 token 耗时为 0.0，原始耗时照常报告',
  },
  existing_timing_test: {
    en: "verl's existing timing test: per-token figures with tokens",
    'zh-CN': 'verl 原有的计时测试：有 token 时的每 token 耗时',
  },
  empty_input_ids_shape: { en: 'Empty sequence: input_ids is an int64 (1, max_length) tensor', 'zh-CN': '空序列：input_ids 是 int64 的 (1, max_length) 张量' },
  empty_attention_mask_zeros: { en: 'Empty sequence: attention mask all zeros, (1, max_length)', 'zh-CN': '空序列：注意力掩码全为 0，形状 (1, max_length)' },
  empty_without_mask: { en: 'Empty sequence, no mask asked: input_ids only', 'zh-CN': '空序列且不要求掩码：只返回 input_ids' },
  empty_pad_id_none: { en: 'Empty sequence, no pad token: pads with 0', 'zh-CN': '空序列且没有 pad token：用 0 填充' },
  non_empty_unchanged: { en: 'Non-empty sequences pad as before the PR', 'zh-CN': '非空序列的填充与 PR 之前相同' },
  postprocess_concatenates: {
    en: 'An empty response concatenates with its prompt, as postprocessing does',
    'zh-CN': '空回复能像后处理那样与 prompt 拼接',
  },
  timing_gen_zero_only: {
    en: 'No response tokens: gen is 0.0, the other stages divide as before',
    'zh-CN': '没有回复 token：gen 为 0.0，其他阶段照常相除',
  },
  timing_non_zero_unchanged: { en: 'With tokens, per-token figures exactly as before', 'zh-CN': '有 token 时，每 token 耗时与之前完全相同' },
  timing_keys: { en: 'Every raw timing reported; per-token only for known stages', 'zh-CN': '每项原始耗时都报告；每 token 耗时只针对已知阶段' },
};

export interface Fix {
  readonly id: string;
  readonly title: Localized;
  /** Why it gets the verdict it gets. */
  readonly verdict: Localized;
  /** The source the edits apply to. */
  readonly base: 'before' | 'after';
  /** Literal replacements; each `find` occurs exactly once in the base (tested). */
  readonly edits: readonly (readonly [find: string, replace: string])[];
  /** The checks this fix fails; every other check passes. */
  readonly fails: readonly CheckId[];
}

const mergedPad = `            pad_id = self.tokenizer.pad_token_id if self.tokenizer.pad_token_id is not None else 0
            result = {"input_ids": torch.full((1, max_length), pad_id, dtype=torch.long)}
            if return_attention_mask:
                result["attention_mask"] = torch.zeros((1, max_length), dtype=torch.long)`;

const oldDivision = '            f"timing_per_token_ms/{name}": timing_raw[name] * 1000 / num_tokens_of_section[name]';

const emptyChecks: readonly CheckId[] = ['empty_input_ids_shape', 'empty_attention_mask_zeros', 'empty_without_mask', 'empty_pad_id_none'];

export const fixes: readonly Fix[] = [
  {
    id: 'merged',
    title: { en: 'The merged fix', 'zh-CN': '合并的修复' },
    verdict: {
      en: "Passes every check. An empty sequence never reaches tokenizer.pad(): it gets a (1, max_length) tensor of the tokenizer's pad id (0 when it has none) and an all-zero mask; a zero token count reports 0.0 instead of dividing.",
      'zh-CN':
        '通过全部检查。空序列根本不进入 tokenizer.pad()：它直接得到由 tokenizer 的 pad id（没有时为 0）填满的 (1, max_length) 张量和全 0 掩码；token 数为零时报告 0.0 而不是去做除法。',
    },
    base: 'after',
    edits: [],
    fails: [],
  },
  {
    id: 'zeros-for-ids',
    title: { en: 'torch.zeros for the ids too', 'zh-CN': 'input_ids 也用 torch.zeros' },
    verdict: {
      en: "Nothing crashes and every check with a pad id of 0 passes, but an empty sequence is padded with 0 whatever the tokenizer's pad token is: PR test 1 (pad id 42) catches it, as does the empty-shape check (pad id 7). This is the hard-coded 0 the PR's test names.",
      'zh-CN':
        '不会崩溃，pad id 为 0 的检查也都通过，但无论 tokenizer 的 pad token 是什么，空序列都被填成 0：PR 测试 1（pad id 42）和空序列形状检查（pad id 7）都能发现。PR 的测试说的“硬编码 0”就是这个。',
    },
    base: 'after',
    edits: [[mergedPad, mergedPad.replace('torch.full((1, max_length), pad_id, dtype=torch.long)', 'torch.zeros((1, max_length), dtype=torch.long)')]],
    fails: ['pr_test_pad_id', 'empty_input_ids_shape'],
  },
  {
    id: 'one-dimensional',
    title: { en: 'A 1-D tensor of max_length', 'zh-CN': '长度为 max_length 的一维张量' },
    verdict: {
      en: "The early return skips the .dim() == 1 branch that adds the batch dimension, so an empty sequence comes back with shape (max_length,), not (1, max_length): the shape checks fail, and torch.cat along dim=1 with the prompt's (1, n) tensors raises, so the crash has only moved from _pad_token_ids to its caller.",
      'zh-CN':
        '提前返回跳过了补上批次维度的 .dim() == 1 分支，所以空序列得到的形状是 (max_length,) 而不是 (1, max_length)：形状检查失败，而且与 prompt 的 (1, n) 张量沿 dim=1 做 torch.cat 时报错，所以崩溃只是从 _pad_token_ids 挪到了它的调用方。',
    },
    base: 'after',
    edits: [[mergedPad, mergedPad.replaceAll('(1, max_length)', '(max_length,)')]],
    fails: ['pr_test_pad_id', ...emptyChecks, 'postprocess_concatenates'],
  },
  {
    id: 'tensorize-lists',
    title: { en: 'Turn the returned lists into tensors', 'zh-CN': '把返回的列表转换成张量' },
    verdict: {
      en: 'Converting what tokenizer.pad() returned makes .dim() work, but an empty list becomes a tensor of shape (0,), then (1, 0): nothing was padded. No crash here; the response is max_length positions too short, so the batch no longer lines up (the concatenation check sees (1, 3) where (1, 5) belongs).',
      'zh-CN':
        '把 tokenizer.pad() 返回的列表转成张量后 .dim() 可以调用了，但空列表变成形状 (0,) 的张量，再变成 (1, 0)：根本没有填充。这里不会崩溃，但回复少了 max_length 个位置，批次因此对不齐（拼接检查看到的是 (1, 3)，而应该是 (1, 5)）。',
    },
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
    title: { en: 'Give pad() one pad token instead of none', 'zh-CN': '给 pad() 一个 pad token 而不是空列表' },
    verdict: {
      en: "tokenizer.pad() now has something to pad, so the shapes come out right, but that one token is real input to it: the attention mask has a 1 in its place, so the model would attend to a padding token (and PR test 1's tokenizer pads with 0 after it, not 42). Without a pad token it is worse: a real tokenizer refuses to pad anything at all.",
      'zh-CN':
        '现在 tokenizer.pad() 有东西可填充，形状因此正确，但那一个 token 对它来说是真实输入：注意力掩码在它的位置上是 1，模型会去关注一个填充 token（而且 PR 测试 1 的 tokenizer 在它后面填的是 0，而不是 42）。没有 pad token 时更糟：真实的 tokenizer 根本拒绝做任何填充。',
    },
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
    title: { en: 'Divide by max(count, 1)', 'zh-CN': '除以 max(count, 1)' },
    verdict: {
      en: 'No ZeroDivisionError, but with no tokens at all the whole stage time is reported as the time of one token (500 ms per token for a 0.5 s gen): the misleading value PR test 2 rules out. With tokens, nothing changes.',
      'zh-CN':
        '不再抛出 ZeroDivisionError，但在一个 token 都没有时，整个阶段的耗时被当成一个 token 的耗时（0.5 秒的 gen 报告为每 token 500 毫秒）：正是 PR 测试 2 排除的误导性数值。有 token 时没有任何变化。',
    },
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
    title: { en: 'Add a small epsilon to the count', 'zh-CN': '给 token 数加一个很小的 epsilon' },
    verdict: {
      en: "A common reflex, and wrong twice: zero tokens now report 5e10 ms per token, and every real figure shifts a little (0.3 * 1000 / (4 + 1e-08) is not 75.0). verl's existing test still passes: it compares to five places.",
      'zh-CN':
        '常见的条件反射，却错了两次：零 token 时报告每 token 5e10 毫秒，而且每个真实数值都偏了一点（0.3 * 1000 / (4 + 1e-08) 不等于 75.0）。verl 原有的测试仍然通过：它只比较到小数点后五位。',
    },
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
    title: { en: 'pad_token_id or 0', 'zh-CN': 'pad_token_id or 0' },
    verdict: {
      en: 'Also correct: for an int pad id, `pad_token_id or 0` differs from `pad_token_id if pad_token_id is not None else 0` only when the id is 0, and then both give 0. The merged form says what it means (None is the missing case), which is why reviewers prefer it.',
      'zh-CN':
        '同样正确：对整数 pad id 来说，`pad_token_id or 0` 与 `pad_token_id if pad_token_id is not None else 0` 只在 id 为 0 时不同，而那时两者都得到 0。合并的写法把意思说清楚了（None 才是缺失的情况），所以评审更喜欢它。',
    },
    base: 'after',
    edits: [['pad_id = self.tokenizer.pad_token_id if self.tokenizer.pad_token_id is not None else 0', 'pad_id = self.tokenizer.pad_token_id or 0']],
    fails: [],
  },
];

/** The model source a fix gives: its base with its edits applied. */
export function fixSource(fix: Fix, sources: { readonly before: string; readonly after: string }): string {
  let text = sources[fix.base];
  for (const [find, replace] of fix.edits) text = text.replace(find, () => replace);
  return text;
}
