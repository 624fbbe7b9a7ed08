/**
 * Differential fuzzing. Thousands of generated scenarios run in the engine, which must
 * always answer with data (a Python outcome or the limit event, never a JS error); a
 * seeded sample, different on every run, also runs under real Python and must match it
 * exactly. A disagreement is shrunk to a minimal script, printed, and (with
 * FUZZ_WRITE=1) written into test/corpus/verl-7491 so it stays fixed.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeJson, run } from '../../src/engine';
import { after, before, root, walkthrough } from '../helpers';
import { traceProblems } from './invariants';
import { ReferencePython } from './python';
import { scenarioScript } from './scenarios';

const ENGINE_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const PYTHON_RUNS = Number(process.env.FUZZ_PYTHON_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Date.now() / 1000) % 2 ** 31);

let python: ReferencePython;

beforeAll(() => {
  python = new ReferencePython(root);
  console.log(`fuzz seed ${SEED} (reproduce with FUZZ_SEED=${SEED})`);
});

afterAll(() => python?.close());

const versions = [
  ['before', before, join(walkthrough, 'before.py')],
  ['after', after, join(walkthrough, 'after.py')],
] as const;

function engineOutcome(model: string, script: string): string {
  const r = run({ model, script });
  if (!r.ok) return `PROBLEM ${r.problem.kind}: ${r.problem.message}`;
  return outcomeJson(r.trace);
}

describe('differential fuzzing', () => {
  it(`runs ${ENGINE_RUNS} generated scenarios in the engine: data, sound traces, the same answer twice`, () => {
    const scripts = fc.sample(scenarioScript, { seed: SEED, numRuns: ENGINE_RUNS });
    const bad: string[] = [];
    const ends = new Map<string, number>();
    let previous = '';
    scripts.forEach((script, i) => {
      const [, model] = versions[i % 2];
      const r = run({ model, script });
      if (!r.ok) {
        bad.push(`${r.problem.kind}: ${r.problem.message}\n${script}`);
        return;
      }
      ends.set(r.trace.end.status, (ends.get(r.trace.end.status) ?? 0) + 1);
      for (const p of traceProblems(r.trace, { model, script })) bad.push(`${p}\n${script}`);
      // Runs share nothing: the same pair run again after another run gives the same outcome.
      if (i % 10 === 1) {
        const again = run({ model, script });
        if (!again.ok || outcomeJson(again.trace) !== outcomeJson(r.trace)) bad.push(`a second run after another scenario differs:\n${previous}---\n${script}`);
      }
      previous = script;
    });
    expect(bad.slice(0, 3)).toEqual([]);
    // Scenarios are short: none may reach the step limit, and both clean runs and raised exceptions occur.
    expect(ends.get('limit') ?? 0).toBe(0);
    expect(ends.get('ok') ?? 0).toBeGreaterThan(ENGINE_RUNS / 10);
    expect(ends.get('error') ?? 0).toBeGreaterThan(ENGINE_RUNS / 10);
  }, 600_000);

  it(`agrees with real Python on ${PYTHON_RUNS} generated scenarios, both versions`, async () => {
    const scripts = fc.sample(scenarioScript, { seed: SEED + 1, numRuns: PYTHON_RUNS });
    const mismatches: string[] = [];
    for (const script of scripts) {
      for (const [, model, path] of versions) {
        const expected = await python.outcome(path, script);
        if (engineOutcome(model, script) !== expected) mismatches.push(script);
      }
    }
    if (mismatches.length) {
      // Shrink the first disagreement with fast-check, asking real Python at every step.
      let minimal = mismatches[0];
      await fc.assert(
        fc.asyncProperty(scenarioScript, async (script) => {
          for (const [, model, path] of versions) if (engineOutcome(model, script) !== (await python.outcome(path, script))) return false;
          return true;
        }),
        {
          seed: SEED + 1,
          numRuns: PYTHON_RUNS,
          reporter: (out) => {
            if (out.failed && out.counterexample) minimal = out.counterexample[0];
          },
        },
      );
      const name = `fuzz_${createHash('sha1').update(minimal).digest('hex').slice(0, 8)}`;
      if (process.env.FUZZ_WRITE) writeFileSync(join(root, 'test', 'corpus', 'verl-7491', `${name}.py`), minimal);
      console.log(`engine and real Python disagree (${mismatches.length} of ${scripts.length}); minimal script (${name}):\n${minimal}`);
    }
    expect(mismatches.length).toBe(0);
  }, 600_000);
});
