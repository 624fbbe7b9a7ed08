/**
 * Provenance reads which model_dump call made a returned dict: verl-7491's `as_dict` dumps with
 * `exclude_unset=True` (fields never set are dropped, the rest were set), verl-4706's fixed
 * `add_token2text` with a plain `model_dump()` (every field kept, none dropped).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../../src/engine';
import { provenanceOf } from '../../src/explain';
import { root } from '../helpers';

const read = (...parts: string[]) => readFileSync(join(root, ...parts), 'utf8');

it("calls a plain model_dump()'s keys dumped, with nothing dropped, and the keys written later added", () => {
  const model = read('src', 'walkthroughs', 'verl-4706', 'after.py');
  const script = read('test', 'corpus', 'verl-4706', 'preset_issue_4457.py');
  const r = run({ model, script });
  if (!r.ok) throw new Error(r.problem.message);
  const p = provenanceOf(r.trace, { model, script }, ['add_token2text']);
  expect(p?.dropped).toEqual([]);
  const reason = new Map(p?.keys.map((k) => [k.key, k.reason]));
  expect(reason.get('prompt_ids')).toBe('dumped');
  expect(reason.get('num_turns')).toBe('dumped');
  expect(reason.get('prompt_text')).toBe('added');
});

it('keeps the exclude_unset reading for a dump with exclude_unset=True', () => {
  const model = read('src', 'walkthroughs', 'verl-7491', 'after.py');
  const script = read('test', 'corpus', 'verl-7491', 'reassigned_empty.py');
  const r = run({ model, script });
  if (!r.ok) throw new Error(r.problem.message);
  const p = provenanceOf(r.trace, { model, script }, ['AgentLoopOutput.as_dict']);
  expect(p?.keys.some((k) => k.reason === 'set-in-constructor')).toBe(true);
  expect(p?.keys.some((k) => k.reason === 'dumped')).toBe(false);
  expect(p?.dropped.length).toBeGreaterThan(0);
});
