/** The exported pytest file imports what its test uses, and nothing it does not. */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';
import { exportPytest } from '../../src/explain/pytest-export';
import { after, prScenario } from '../helpers';

function exported(script: string): string {
  const e = exportPytest(script, run({ model: after, script }), {
    title: 'scenario',
    from: 'verl PR #7491',
    imports: ['from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput'],
  });
  if (!e) throw new Error('no export');
  return e.text;
}

const importsOf = (text: string) => text.split('\n').filter((l) => /^(import|from) /.test(l));

describe('imports of the exported test', () => {
  it('leaves pytest out when nothing raises (the PR scenario after the fix returns a dict of tensors)', () => {
    const text = exported(prScenario);
    expect(text).not.toContain('pytest.');
    expect(importsOf(text)).toEqual(['import torch', 'from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput']);
  });

  it('imports pytest for pytest.raises, and leaves torch out when no tensor is asserted', () => {
    const text = exported(
      'output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())\noutput.extra_fields = None\nresult = output.as_dict()\n',
    );
    expect(text).toContain('with pytest.raises(');
    expect(text).not.toContain('torch.');
    expect(importsOf(text)).toEqual(['import pytest', 'from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput']);
  });

  it('imports torch when the scenario itself uses it', () => {
    const text = exported('x = torch.tensor([1, 2]).tolist()\n');
    expect(importsOf(text)).toContain('import torch');
  });
});
