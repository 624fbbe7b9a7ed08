/** Preset titles of PR #6675 in Simplified Chinese, by preset id (loaded with the language). */
export const titles: Readonly<Record<string, string>> = {
  'aborted-response': '被中止的请求：回复里没有 token',
  'pr-test-pad-id': 'PR 测试 1：空序列，pad id 为 42',
  'pr-test-zero-tokens': 'PR 测试 2：token 数为零时的计时指标',
  'existing-timing-test': 'verl 原有的计时测试：不受影响',
  'no-pad-token': '没有 pad token 的 tokenizer：只有空序列能通过',
  'gen-without-tokens': '有 prompt token、没有回复 token：只有 gen 会除以零',
  'non-empty': '非空序列：修复没有改变任何东西',
};
