/** The objects view draws keys written into a model's own __dict__ (verl-4706's leak) as its keys that are no fields. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { run } from '../../src/engine';
import { heapGraph } from '../../src/explain';
import { root } from '../helpers';

const read = (...parts: string[]) => readFileSync(join(root, ...parts), 'utf8');

it('marks the texts add_token2text wrote through vars(result) on the model, before the fix only', () => {
  const script = read('test', 'corpus', 'verl-4706', 'preset_issue_4457.py');
  const notFields = (side: 'before' | 'after') => {
    const r = run({ model: read('src', 'walkthroughs', 'verl-4706', `${side}.py`), script });
    if (!r.ok) throw new Error(r.problem.message);
    const g = heapGraph(r.trace.steps.at(-1)!);
    const model = g.boxes.find((b) => b.type === 'AgentLoopOutput');
    return { slots: model?.slots.map((s) => s.label) ?? [], notFields: model?.notFields ?? [] };
  };
  const before = notFields('before');
  expect(before.notFields).toEqual(['prompt_text', 'response_text']);
  expect(before.slots).toEqual(expect.arrayContaining(['prompt_ids', 'extra_fields', 'prompt_text', 'response_text']));
  expect(notFields('after').notFields).toEqual([]);
});
