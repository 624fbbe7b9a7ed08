/** Preset titles of PR #4706 in Simplified Chinese, by preset id (loaded with the language). */
export const titles: Readonly<Record<string, string>> = {
  'issue-4457': 'Issue #4457：对 agent-loop 输出做 token2text',
  'plain-object': '不是 pydantic 模型的结果',
  'shared-lists': '向记录的 prompt_ids 追加元素',
  'plain-object-shallow': 'dict(vars(...)) 是浅拷贝',
  'equality-blind': '用 == 能发现这个问题吗？',
  'model-copy': 'model_copy() 把多出来的键也带上了',
  'no-tokenizer': '没有可用来解码的 tokenizer',
  'dict-result': '字典结果不会被解码',
};
