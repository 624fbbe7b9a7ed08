/**
 * Holds the engine to real Python: every corpus script, against before.py and after.py,
 * must produce exactly the outcome JSON that CPython + pydantic + torch produced
 * (test/corpus/golden, regenerated and checked by scripts/check.sh).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outcomeJson, run } from '../../src/engine';
import { after, before, root } from '../helpers';

const corpus = join(root, 'test', 'corpus');
const cases = readdirSync(corpus)
  .filter((f) => f.endsWith('.py'))
  .map((f) => f.replace(/\.py$/, ''))
  .sort();

describe('corpus agrees with real Python', () => {
  it('has at least 40 scenarios, each with a golden per version', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const name of cases)
      for (const v of ['before', 'after']) expect(readFileSync(join(corpus, 'golden', `${name}.${v}.json`), 'utf8')).toMatch(/"outcome"/);
  });

  for (const name of cases) {
    for (const [version, model] of [
      ['before', before],
      ['after', after],
    ] as const) {
      it(`${name} (${version})`, () => {
        const script = readFileSync(join(corpus, `${name}.py`), 'utf8');
        const golden = readFileSync(join(corpus, 'golden', `${name}.${version}.json`), 'utf8').trim();
        const r = run({ model, script });
        if (!r.ok) throw new Error(`${r.problem.kind}: ${r.problem.message}`);
        expect(outcomeJson(r.trace)).toBe(golden);
      });
    }
  }
});
