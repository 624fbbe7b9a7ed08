/**
 * Preset scenarios, each with the one-line question it answers. The scripts themselves load
 * on demand (`presetScript`), so the first screen does not carry them.
 */

import type { Localized } from '../localized';

export interface Preset {
  readonly id: string;
  readonly title: Localized;
}

export const presets: readonly Preset[] = [
  { id: 'issue-7486', title: { en: 'Issue #7486: default extra_fields filled in place', 'zh-CN': 'Issue #7486：原地填充默认的 extra_fields' } },
  { id: 'pr-test-default', title: { en: 'PR test 1: untouched default', 'zh-CN': 'PR 测试 1：未改动的默认值' } },
  { id: 'pr-test-mutated', title: { en: 'PR test 2: mutated default is kept', 'zh-CN': 'PR 测试 2：被修改的默认值得以保留' } },
  { id: 'pr-test-teacher', title: { en: 'PR test 3: teacher fields promoted, model untouched', 'zh-CN': 'PR 测试 3：teacher 字段被提升，模型不变' } },
  { id: 'explicit-extra', title: { en: 'Explicit extra_fields: the old code was fine', 'zh-CN': '显式传入 extra_fields：旧代码没问题' } },
  { id: 'reassigned', title: { en: 'Reassigned after construction: old code fine too — why?', 'zh-CN': '构造后重新赋值：旧代码也没问题——为什么？' } },
  { id: 'set-none', title: { en: 'Set to None: both fail, on different calls — why?', 'zh-CN': '设为 None：两个版本都失败，但失败在不同的调用上——为什么？' } },
  { id: 'shallow-copy-leak', title: { en: 'The shallow-copy leak', 'zh-CN': '浅拷贝泄漏' } },
  { id: 'all-tensor-paths', title: { en: 'All tensor paths', 'zh-CN': '所有张量路径' } },
  { id: 'validation-error', title: { en: 'A validation error', 'zh-CN': '校验错误' } },
  { id: 'model-construct', title: { en: 'model_construct skips validation, not the bug', 'zh-CN': 'model_construct 跳过校验，但不能绕开这个 bug' } },
];

/** The script of a preset (it runs exactly as written). */
export async function presetScript(id: string): Promise<string | undefined> {
  const { scripts } = await import('./preset-scripts');
  return scripts[id];
}

/** A preset's one-line explanation: what to look at, and why it behaves as it does. */
export async function presetExplanation(id: string): Promise<Localized | undefined> {
  const { explanations } = await import('./preset-scripts');
  return explanations[id];
}
