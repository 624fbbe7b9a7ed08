/** Preset titles in Simplified Chinese, by preset id (loaded with the language). */
export const titles: Readonly<Record<string, string>> = {
  'issue-7486': 'Issue #7486：原地填充默认的 extra_fields',
  'pr-test-default': 'PR 测试 1：未改动的默认值',
  'pr-test-mutated': 'PR 测试 2：被修改的默认值得以保留',
  'pr-test-teacher': 'PR 测试 3：teacher 字段被提升，模型不变',
  'explicit-extra': '显式传入 extra_fields：旧代码没问题',
  reassigned: '构造后重新赋值：旧代码也没问题——为什么？',
  'set-none': '设为 None：两个版本都失败，但失败在不同的调用上——为什么？',
  'shallow-copy-leak': '浅拷贝泄漏',
  'all-tensor-paths': '所有张量路径',
  'validation-error': '校验错误',
  'model-construct': 'model_construct 跳过校验，但不能绕开这个 bug',
};
