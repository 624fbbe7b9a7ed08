/**
 * The fix lab's gallery: every fix's source is what it says (each edit applies exactly once),
 * its checks run identically in our engine and in real Python (the whole outcome of the
 * contract, verdict texts included), and the verdict it declares is the one both compute.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeJson, run } from '../../src/engine';
import { labReport } from '../../src/runner/work';
import { checksScript } from '../../src/walkthroughs/verl-7491/checks-script';
import { checkIds, checkTitles, fixes, fixSource } from '../../src/walkthroughs/verl-7491/fixes';
import { ReferencePython } from '../fuzz/python';
import { after, before, root } from '../helpers';

let python: ReferencePython;
const dir = mkdtempSync(join(tmpdir(), 'fix-lab-'));
beforeAll(() => {
  python = new ReferencePython(root);
});
afterAll(() => python?.close());

describe('fix lab gallery', () => {
  it('has a title for every check, and the merged fix is the after-fix source', () => {
    expect(Object.keys(checkTitles).sort()).toEqual([...checkIds].sort());
    expect(fixSource(fixes[0], { before, after })).toBe(after);
  });

  for (const fix of fixes) {
    describe(fix.id, () => {
      const base = fix.base === 'before' ? before : after;
      const source = fixSource(fix, { before, after });

      it('applies each of its edits exactly once', () => {
        for (const [find] of fix.edits) expect(base.split(find).length - 1, find).toBe(1);
        if (fix.edits.length > 0) expect(source).not.toBe(base);
      });

      it('reaches the verdict it declares in our engine', () => {
        const report = labReport(source, checksScript, checkIds);
        expect(report.problem).toBeNull();
        const failed = report.results.filter((r) => !r.passed).map((r) => r.id);
        expect(failed).toEqual(checkIds.filter((id) => fix.fails.includes(id)));
        for (const r of report.results) expect(r.passed ? r.detail === '' : r.detail.length > 0).toBe(true);
      });

      it('runs its checks exactly as real Python does', async () => {
        const path = join(dir, `${fix.id}.py`);
        writeFileSync(path, source);
        const r = run({ model: source, script: checksScript });
        if (!r.ok) throw new Error(r.problem.message);
        expect(outcomeJson(r.trace).trim()).toBe(await python.outcome(path, checksScript));
      });
    });
  }
});
