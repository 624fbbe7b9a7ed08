/** A gallery fix's model source: its base (before.py or after.py) with its edits applied. */
import type { Code, Fix } from './types';

export function fixSource(fix: Fix, code: Pick<Code, 'before' | 'after'>): string {
  let text = code[fix.base];
  for (const [find, replace] of fix.edits) text = text.replace(find, () => replace);
  return text;
}
