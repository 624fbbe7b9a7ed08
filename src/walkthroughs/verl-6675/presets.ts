/**
 * Preset scenarios of PR #6675, each with the one-line question it answers. The scripts
 * and explanations load on first use (`preset-scripts.ts`), so the first screen does not carry them.
 */
import { msg } from '../i18n';
import type { Presets } from '../types';

export const presets: Presets['list'] = [
  { id: 'aborted-response', title: msg('An aborted request: the response has no tokens') },
  { id: 'pr-test-pad-id', title: msg('PR test 1: empty sequence, pad id 42') },
  { id: 'pr-test-zero-tokens', title: msg('PR test 2: timing metrics with zero tokens') },
  { id: 'existing-timing-test', title: msg("verl's existing timing test: unchanged") },
  { id: 'no-pad-token', title: msg('A tokenizer without a pad token: only empty sequences get through') },
  { id: 'gen-without-tokens', title: msg('Prompt tokens, no response tokens: only gen divides by zero') },
  { id: 'non-empty', title: msg('Non-empty sequences: the fix changes nothing') },
];
