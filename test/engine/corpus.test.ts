/**
 * Holds the engine to real Python: every case of test/cases.ts — each walkthrough's corpus
 * against its before.py and after.py, and each conformance suite — must produce exactly the
 * outcome JSON that CPython + pydantic + torch produced (its golden, recomputed and checked
 * by `scripts/golden.py --check` in the test command).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runOutcomeJson } from '../../src/engine';
import { type Case, conformanceCases, conformanceSuites, corpusCases, corpusWalkthroughs, knownCorpusFailures, knownFailures } from '../cases';
import '../helpers';

function holds(c: Case): void {
  const script = readFileSync(c.scriptPath, 'utf8');
  const golden = readFileSync(c.goldenPath, 'utf8').trim();
  const r = runOutcomeJson({ model: c.model, script });
  if (!r.ok) throw new Error(`${r.problem.kind}: ${r.problem.message}`);
  expect(r.json).toBe(golden);
}

for (const id of corpusWalkthroughs()) {
  describe(`walkthrough ${id}: its corpus agrees with real Python`, () => {
    const cases = corpusCases(id);
    const known = knownCorpusFailures(id);
    it('has scenarios, each with a golden per version; every known failure names a case', () => {
      expect(cases.length).toBeGreaterThanOrEqual(id === 'verl-7491' ? 200 : 12);
      for (const c of cases) expect(readFileSync(c.goldenPath, 'utf8')).toMatch(/"outcome"/);
      const ids = new Set(cases.map((c) => c.id));
      expect([...known.keys()].filter((k) => !ids.has(k))).toEqual([]);
    });
    for (const c of cases) {
      // A known failure waits for an engine feature and must still fail: once it passes, it leaves the list.
      if (known.has(c.id)) it.fails(`${c.id} (known failure: ${known.get(c.id)})`, () => holds(c));
      else it(c.id, () => holds(c));
    }
  });
}

for (const suite of conformanceSuites()) {
  describe(`conformance suite "${suite}" agrees with real Python`, () => {
    const cases = conformanceCases(suite);
    const known = knownFailures(suite);
    it('every script has its golden; every known failure names a case', () => {
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) expect(readFileSync(c.goldenPath, 'utf8')).toMatch(/"outcome"/);
      const names = new Set(cases.map((c) => c.id.slice(suite.length + 1)));
      expect([...known.keys()].filter((k) => !names.has(k))).toEqual([]);
    });
    for (const c of cases) {
      const name = c.id.slice(suite.length + 1);
      // A known failure must still fail: once the engine gets it right, it leaves the list.
      if (known.has(name)) it.fails(`${c.id} (known failure: ${known.get(name)})`, () => holds(c));
      else it(c.id, () => holds(c));
    }
  });
}
