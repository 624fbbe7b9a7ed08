/**
 * Preset scenarios, each with the one-line question it answers. The scripts themselves load
 * on demand (`presetScript`), so the first screen does not carry them.
 */

import type { Language, Localized } from '../localized';

export interface Preset {
  readonly id: string;
  /** In English; other languages load with them (`presetTitles`), as the first screen needs only one. */
  readonly title: string;
}

export const presets: readonly Preset[] = [
  { id: 'issue-7486', title: 'Issue #7486: default extra_fields filled in place' },
  { id: 'pr-test-default', title: 'PR test 1: untouched default' },
  { id: 'pr-test-mutated', title: 'PR test 2: mutated default is kept' },
  { id: 'pr-test-teacher', title: 'PR test 3: teacher fields promoted, model untouched' },
  { id: 'explicit-extra', title: 'Explicit extra_fields: the old code was fine' },
  { id: 'reassigned', title: 'Reassigned after construction: old code fine too — why?' },
  { id: 'set-none', title: 'Set to None: both fail, on different calls — why?' },
  { id: 'shallow-copy-leak', title: 'The shallow-copy leak' },
  { id: 'all-tensor-paths', title: 'All tensor paths' },
  { id: 'validation-error', title: 'A validation error' },
  { id: 'model-construct', title: 'model_construct skips validation, not the bug' },
];

/** Preset titles in a language, by preset id (English is `Preset.title`). */
export async function presetTitles(language: Language): Promise<Readonly<Record<string, string>>> {
  if (language === 'en') return Object.fromEntries(presets.map((p) => [p.id, p.title]));
  return (await import('./presets.zh-CN')).titles;
}

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
