/** Every preset loads its script and explanation, and the PR-test presets run the PR's own tests. */
import { describe, expect, it } from 'vitest';
import { presetExplanation, presetScript, presets } from '../../src/walkthroughs/verl-7491/presets';
import { prTests } from '../helpers';

describe('presets', () => {
  it('has at least 10, each with a script and a one-line explanation', async () => {
    expect(presets.length).toBeGreaterThanOrEqual(10);
    for (const p of presets) {
      expect((await presetScript(p.id))?.length).toBeGreaterThan(10);
      const explanation = await presetExplanation(p.id);
      expect(explanation?.en).toMatch(/\S/);
      expect(explanation?.['zh-CN']).toMatch(/\S/);
    }
    const script = await presetScript('pr-test-teacher');
    expect(script?.startsWith(prTests)).toBe(true);
    expect(script).toContain('test_agent_loop_output_as_dict_promotes_teacher_fields_without_mutating_model()');
  });
});
