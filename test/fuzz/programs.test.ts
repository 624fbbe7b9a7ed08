/**
 * Differential fuzzing of general Python: programs from the grammar in ./programs (typed
 * expressions, loops, functions, closures, classes with dunders, exceptions) run in the
 * engine and under real CPython (the long-lived reference runner, empty model) and must
 * give byte-identical outcomes. The seed is printed (CI pins it with FUZZ_SEED); a
 * disagreement is shrunk by fast-check, printed, and with FUZZ_WRITE=1 written into the
 * conformance suite as test/conformance/python/fuzz_HASH.py with its golden, so it stays.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeJson, run } from '../../src/engine';
import { root } from '../helpers';
import { programScript } from './programs';
import { ReferencePython } from './python';

const RUNS = Number(process.env.FUZZ_PROGRAM_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Date.now() / 1000) % 2 ** 31);
const conformance = join(root, 'test', 'conformance');
const emptyModel = readFileSync(join(conformance, 'model.py'), 'utf8');

let python: ReferencePython;

beforeAll(() => {
  python = new ReferencePython(root);
  console.log(`general-program fuzz seed ${SEED} (reproduce with FUZZ_SEED=${SEED}), ${RUNS} programs`);
});

afterAll(() => python?.close());

function engineOutcome(script: string): string {
  const r = run({ model: emptyModel, script });
  return r.ok ? outcomeJson(r.trace) : `PROBLEM ${r.problem.kind}: ${r.problem.message}`;
}

/** Where two outcome texts first differ, with some context (raw text: big ints keep their digits). */
function firstDifference(ours: string, real: string): string {
  let i = 0;
  while (i < ours.length && ours[i] === real[i]) i++;
  const from = Math.max(0, i - 200);
  return `first difference at character ${i}\n  engine: …${ours.slice(from, i + 300)}\n  python: …${real.slice(from, i + 300)}`;
}

describe('general-program differential fuzzing', () => {
  it(`agrees with real Python on ${RUNS} generated programs`, async () => {
    const scripts = fc.sample(programScript, { seed: SEED, numRuns: RUNS });
    const mismatches: string[] = [];
    const ends = new Map<string, number>();
    for (const script of scripts) {
      const real = await python.outcome(null, script);
      const end = JSON.parse(real).outcome;
      ends.set(end.type ?? end.status, (ends.get(end.type ?? end.status) ?? 0) + 1);
      if (engineOutcome(script) !== real) mismatches.push(script);
    }
    console.log(`outcomes under CPython: ${JSON.stringify(Object.fromEntries(ends))}`);
    if (mismatches.length) {
      // Shrink the first disagreement with fast-check, asking real Python at every step.
      let minimal = mismatches[0];
      await fc.assert(
        fc.asyncProperty(programScript, async (script) => engineOutcome(script) === (await python.outcome(null, script))),
        {
          seed: SEED,
          numRuns: RUNS,
          reporter: (out) => {
            if (out.failed && out.counterexample) minimal = out.counterexample[0];
          },
        },
      );
      const real = await python.outcome(null, minimal);
      const name = `fuzz_${createHash('sha1').update(minimal).digest('hex').slice(0, 8)}`;
      if (process.env.FUZZ_WRITE) {
        writeFileSync(join(conformance, 'python', `${name}.py`), minimal);
        writeFileSync(join(conformance, 'python', 'golden', `${name}.json`), `${real}\n`);
      }
      console.log(
        `engine and real Python disagree on ${mismatches.length} of ${scripts.length} programs; minimal program (${name}):\n${minimal}\n${firstDifference(engineOutcome(minimal), real)}`,
      );
    }
    expect(mismatches.length).toBe(0);
    // The grammar reaches both clean runs and uncaught exceptions, not only one of them.
    expect(ends.get('ok') ?? 0).toBeGreaterThan(RUNS / 4);
    expect(RUNS - (ends.get('ok') ?? 0)).toBeGreaterThan(RUNS / 50);
  }, 600_000);
});
