/**
 * Preset scenarios of PR #4706, each with the one-line question it answers. The scripts
 * and explanations load on first use (`preset-scripts.ts`), so the first screen does not carry them.
 */
import { msg } from '../i18n';
import type { Presets } from '../types';

export const presets: Presets['list'] = [
  { id: 'issue-4457', title: msg('Issue #4457: token2text on an agent-loop output') },
  { id: 'plain-object', title: msg('A result that is not a pydantic model') },
  { id: 'shared-lists', title: msg("Appending to the record's prompt_ids") },
  { id: 'plain-object-shallow', title: msg('dict(vars(...)) is a shallow copy') },
  { id: 'equality-blind', title: msg('Would == have caught it?') },
  { id: 'model-copy', title: msg('model_copy() carries the extra keys along') },
  { id: 'no-tokenizer', title: msg('No tokenizer to decode with') },
  { id: 'dict-result', title: msg('A dict result is not decoded') },
];
