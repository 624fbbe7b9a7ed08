/**
 * Every walkthrough in the registry passes `npm run walkthrough -- check <id>`: its excerpt is
 * the recorded lines, its presets run identically in the engine and in real Python, its tour
 * lands and answers as real Python does, its gallery's verdicts hold in both, its pytest exports
 * do under real pytest what the app says, and every text has its translation. A walkthrough
 * added to the registry is covered here with no change to this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reference } from '../../src/cli/reference';
import { areas, checkWalkthrough, type Finding } from '../../src/cli/walkthrough-check';
import { loadWalkthrough, walkthroughs } from '../../src/walkthroughs';
import { root } from '../helpers';

let python: Reference;
beforeAll(() => {
  python = new Reference(root);
});
afterAll(() => python?.close());

it('finds the walkthroughs', () => {
  expect(walkthroughs.map((w) => w.id)).toContain('verl-7491');
});

for (const meta of walkthroughs) {
  describe(meta.id, () => {
    let findings: Finding[] = [];
    beforeAll(async () => {
      const w = await loadWalkthrough(meta.id);
      if (!w) throw new Error(meta.id);
      findings = await checkWalkthrough(w, python, root);
    }, 600_000);

    for (const area of areas) {
      it(`${area}: agrees with real Python (known engine gaps aside)`, () => {
        expect(findings.filter((f) => f.area === area && f.known === undefined).map((f) => f.what)).toEqual([]);
      });
    }
  });
}
