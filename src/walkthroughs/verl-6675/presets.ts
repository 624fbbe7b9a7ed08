/**
 * Preset scenarios of PR #6675, each with the one-line question it answers. The scripts
 * themselves load on demand (`presetScript`), so the first screen does not carry them.
 */
import type { Language, Localized } from '../localized';

export interface Preset {
  readonly id: string;
  /** In English; other languages load with them (`presetTitles`). */
  readonly title: string;
}

export const presets: readonly Preset[] = [
  { id: 'aborted-response', title: 'An aborted request: the response has no tokens' },
  { id: 'pr-test-pad-id', title: 'PR test 1: empty sequence, pad id 42' },
  { id: 'pr-test-zero-tokens', title: 'PR test 2: timing metrics with zero tokens' },
  { id: 'existing-timing-test', title: "verl's existing timing test: unchanged" },
  { id: 'no-pad-token', title: 'A tokenizer without a pad token: only empty sequences get through' },
  { id: 'gen-without-tokens', title: 'Prompt tokens, no response tokens: only gen divides by zero' },
  { id: 'non-empty', title: 'Non-empty sequences: the fix changes nothing' },
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
