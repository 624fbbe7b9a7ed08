/**
 * The walkthroughs of verl #6675 and #4706 beyond what `npm run walkthrough -- check` holds every
 * walkthrough to (test/walkthrough/check.test.ts): every preset and the fix lab's checks are
 * corpus cases (so the corpus test holds the engine to their goldens from real Python), the
 * merged fix passes every check in real Python, and each excerpt line the source map does not
 * trace to verl is a comment or a stand-in marked as one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SideMap } from '../../src/walkthroughs/source-map';
import { realLines } from '../../src/walkthroughs/source-map';
import type { Walkthrough } from '../../src/walkthroughs/types';
import w4706 from '../../src/walkthroughs/verl-4706/index';
import w6675 from '../../src/walkthroughs/verl-6675/index';
import { root } from '../helpers';

const corpusFile = (id: string, name: string) => join(root, 'test', 'corpus', id, `${name}.py`);
const golden = (id: string, name: string, side: 'before' | 'after') =>
  JSON.parse(readFileSync(join(root, 'test', 'corpus', id, 'golden', `${name}.${side}.json`), 'utf8'));
const presetCase = (presetId: string) => `preset_${presetId.replaceAll('-', '_')}`;

/** Lines of an excerpt the source map does not trace to verl are blank, comments, or inside a marked stand-in. */
function unmappedLines(side: SideMap, text: string): string[] {
  const lines = text.split('\n');
  const count = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const mapped = realLines(side, count);
  const inStandIn = (n: number) => side.standIns.some((x) => n >= x.excerpt[0] && n <= x.excerpt[1]);
  const out: string[] = [];
  for (let n = 1; n <= count; n++) {
    const line = lines[n - 1].trim();
    if (mapped[n - 1] || line === '' || line.startsWith('#') || inStandIn(n)) continue;
    out.push(`${n}: ${line}`);
  }
  for (const x of side.standIns)
    if (!/# .*Stand-in/.test(lines.slice(Math.max(0, x.excerpt[0] - 7), x.excerpt[0] - 1).join('\n'))) out.push(`${x.name} is not marked as a stand-in`);
  return out;
}

for (const w of [w6675, w4706] as Walkthrough[]) {
  const id = w.meta.id;
  describe(id, () => {
    it("its excerpt is verl's recorded lines, ours only as comments and marked stand-ins", () => {
      for (const side of ['before', 'after'] as const) expect(unmappedLines(w.code.sourceMap[side], w.code[side]), side).toEqual([]);
    });

    it('every preset is a corpus case (goldens from real Python)', async () => {
      const { scripts } = await w.presets.load();
      for (const p of w.presets.list) expect(readFileSync(corpusFile(id, presetCase(p.id)), 'utf8'), p.id).toBe(scripts[p.id]);
    });

    it("the fix lab's checks are the corpus case fix_lab_checks, and the merged fix passes them all in real Python", async () => {
      const lab = await w.lab();
      expect(readFileSync(corpusFile(id, 'fix_lab_checks'), 'utf8')).toBe(lab.checksScript);
      const verdicts = golden(id, 'fix_lab_checks', 'after').roots.verdicts.dict as [string, string][];
      expect(verdicts.map(([k]) => k)).toEqual(lab.checks.map((c) => c.id));
      expect(verdicts.filter(([, v]) => v !== 'pass')).toEqual([]);
    });
  });
}
