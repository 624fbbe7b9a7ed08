/**
 * Preset scenarios of PR #4706, each with the one-line question it answers. The scripts
 * themselves load on demand (`presetScript`), so the first screen does not carry them.
 */
import type { Language, Localized } from '../localized';

export interface Preset {
  readonly id: string;
  /** In English; other languages load with them (`presetTitles`). */
  readonly title: string;
}

export const presets: readonly Preset[] = [
  { id: 'issue-4457', title: 'Issue #4457: token2text on an agent-loop output' },
  { id: 'plain-object', title: 'A result that is not a pydantic model' },
  { id: 'shared-lists', title: "Appending to the record's prompt_ids" },
  { id: 'plain-object-shallow', title: 'dict(vars(...)) is a shallow copy' },
  { id: 'equality-blind', title: 'Would == have caught it?' },
  { id: 'model-copy', title: 'model_copy() carries the extra keys along' },
  { id: 'no-tokenizer', title: 'No tokenizer to decode with' },
  { id: 'dict-result', title: 'A dict result is not decoded' },
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
