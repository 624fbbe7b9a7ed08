/** The explain layer: pure functions from traces to what the panels show. */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';
import { align, bannerOf, heapGraph, mapLines, modelSnapshots, outputText, provenanceOf, reprOf } from '../../src/explain';
import { commonPairs } from '../../src/explain/myers';
import type { KeyRule } from '../../src/walkthroughs';
import { after, before, prScenario } from '../helpers';

/** The walkthrough's function, and key rules of the kind a walkthrough writes. */
const subjects = ['AgentLoopOutput.as_dict'];
const rules: KeyRule[] = [
  (k) => (k.addedBy === 'dict.setdefault' ? 'restored by setdefault' : null),
  (k) => (k.key.startsWith('teacher_') && !k.fromDump ? 'promoted' : null),
];

function traces(script: string) {
  const b = run({ model: before, script });
  const a = run({ model: after, script });
  if (!b.ok || !a.ok) throw new Error('scenario must run');
  return { b, a };
}

describe('myers diff', () => {
  it('finds a longest common subsequence of equal pairs', () => {
    const pairs = commonPairs(['a', 'b', 'c', 'd', 'e'], ['a', 'x', 'c', 'd', 'y', 'e']);
    expect(pairs).toEqual([
      [0, 0],
      [2, 2],
      [3, 3],
      [4, 5],
    ]);
    expect(commonPairs([], ['a'])).toEqual([]);
    expect(commonPairs(['a', 'b'], ['a', 'b'])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});

describe('line map between before.py and after.py', () => {
  it('maps shared lines and leaves the changed ones unmatched', () => {
    const map = mapLines(before, after);
    expect(map[46]).toBe(46);
    expect(map[82]).toBe(85); // `if teacher_ids is not None:` moved down by three lines
    expect(map[78]).toBeNull(); // output["extra_fields"].pop(...) exists only before the fix
  });
});

describe('lockstep alignment', () => {
  it('pairs the shared prefix and diverges at the extra_fields block', () => {
    const { b, a } = traces(prScenario);
    const al = align(b.trace, a.trace, before, after, 'calls');
    expect(al.firstDivergence).not.toBeNull();
    const d = al.rows[al.firstDivergence as number];
    expect(al.rows.slice(0, al.firstDivergence as number).every((r) => r.same)).toBe(true);
    expect(a.trace.steps.at(d.after as number)!.line).toBe(79);
  });

  it('hides call sub-steps at statement granularity', () => {
    const { b, a } = traces(prScenario);
    const calls = align(b.trace, a.trace, before, after, 'calls');
    const stmts = align(b.trace, a.trace, before, after, 'statements');
    expect(stmts.rows.length).toBeLessThan(calls.rows.length);
    expect(stmts.rows.every((r) => r.after === null || a.trace.steps.at(r.after)!.event !== 'call')).toBe(true);
  });

  it('reports no divergence when both runs do the same', () => {
    const script = 'output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics(), extra_fields={})\n';
    const { b, a } = traces(script);
    expect(align(b.trace, a.trace, before, after, 'calls').firstDivergence).toBeNull();
  });
});

describe('banners, provenance and diffs', () => {
  it('gives the exception with a Python-style traceback before the fix', () => {
    const { b } = traces(prScenario);
    const banner = bannerOf(b, { model: before, script: prScenario }, subjects);
    expect(banner.kind).toBe('error');
    if (banner.kind !== 'error') return;
    expect(banner.headline).toBe("KeyError: 'extra_fields'");
    expect(banner.traceback).toBe(
      [
        'Traceback (most recent call last):',
        '  File "script", line 4, in <module>',
        '    result = output.as_dict()',
        '  File "model", line 78, in as_dict',
        '    output["extra_fields"].pop("teacher_ids", None),',
        "KeyError: 'extra_fields'",
      ].join('\n'),
    );
  });

  it('explains each returned key after the fix', () => {
    const script = `${prScenario}`.replace('result = output.as_dict()', 'output.extra_fields["teacher_ids"] = [1]\nresult = output.as_dict()');
    const { a } = traces(script);
    const p = provenanceOf(a.trace, { model: after, script }, subjects, rules);
    const why = Object.fromEntries((p?.keys ?? []).map((k) => [k.key, k.reason === 'rule' ? k.text : k.reason]));
    expect(why).toEqual({
      metrics: 'set-in-constructor',
      prompts: 'tensor',
      responses: 'tensor',
      response_mask: 'tensor',
      extra_fields: 'restored by setdefault',
      teacher_ids: 'promoted',
    });
    // Without the walkthrough's own rules, the generic reasons: what added each key.
    const generic = provenanceOf(a.trace, { model: after, script }, subjects);
    expect(generic?.keys.find((k) => k.key === 'extra_fields')?.reason).toBe('added');
    expect(p?.dropped).toContain('extra_fields');
  });

  it('says a field assigned after construction was kept because assignment marks it set', () => {
    const script =
      'output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())\noutput.extra_fields = {"k": 1}\nresult = output.as_dict()\n';
    const { a } = traces(script);
    const p = provenanceOf(a.trace, { model: after, script }, subjects);
    expect(p?.keys.find((k) => k.key === 'extra_fields')?.reason).toBe('assigned-after-construction');
  });

  it('renders outputs as Python reprs with tensor dtypes, and the model before and after the call', () => {
    const { b, a } = traces(prScenario);
    expect(outputText(a, { model: after, script: prScenario }, subjects)).toContain("'prompts': tensor([101, 102], dtype=torch.int64)");
    expect(outputText(b, { model: before, script: prScenario }, subjects)).toContain("KeyError: 'extra_fields'");
    const snaps = modelSnapshots(a.trace, subjects);
    expect(snaps?.changed).toBe(false);
    expect(snaps?.before).toContain("# model_fields_set = {'metrics', 'prompt_ids', 'response_ids', 'response_mask'}");
  });

  it('shows the model changed when the returned nested list is mutated (the shallow-copy leak)', () => {
    const script = `${prScenario}result["extra_fields"]["raw_prompt"].append("leak")\n`;
    const { a } = traces(script);
    expect(modelSnapshots(a.trace, subjects)?.changed).toBe(true);
    const last = a.trace.steps.at(-1)!;
    const g = heapGraph(last);
    // The nested list is reached from both the model and the returned dict.
    const shared = g.boxes.filter((x) => g.aliased.has(x.id) && x.type === 'list');
    expect(shared.some((x) => x.reachedFrom.includes('output') && x.reachedFrom.includes('result'))).toBe(true);
    const out = last.frames[0].locals.find(([k]) => k === 'result')?.[1];
    expect(out && reprOf(last.heap, out)).toContain("'leak'");
  });
});
