/** Developer aid: generated scenarios (seed, count) where the engine and real Python disagree, with the first difference. */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { outcomeJson, run } from '../src/engine';
import { installAllModules, installRuntime } from '../src/runtime';
import { ReferencePython } from '../test/fuzz/python';
import { scenarioScript } from '../test/fuzz/scenarios';

installRuntime();
await installAllModules();
const root = join(import.meta.dirname, '..');
const seed = Number(process.argv[2] ?? 7);
const n = Number(process.argv[3] ?? 150);
const py = new ReferencePython(root);
const seen = new Set<string>();
for (const script of fc.sample(scenarioScript, { seed, numRuns: n })) {
  for (const v of ['before', 'after']) {
    const path = join(root, 'src/walkthroughs/verl-7491', `${v}.py`);
    const r = run({ model: readFileSync(path, 'utf8'), script });
    const ours = r.ok ? outcomeJson(r.trace) : `PROBLEM ${r.problem.message}`;
    const gold = await py.outcome(path, script);
    if (ours === gold) continue;
    let what = 'problem';
    try {
      const a = JSON.parse(ours);
      const b = JSON.parse(gold);
      what = ['outcome', 'statements', 'roots']
        .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
        .map((k) => `${k}: ours=${JSON.stringify(a[k]).slice(0, 300)}\n   gold=${JSON.stringify(b[k]).slice(0, 300)}`)
        .join('\n');
    } catch {
      what = `ours=${ours.slice(0, 200)} gold=${gold.slice(0, 200)}`;
    }
    const key = what.slice(0, 120);
    if (seen.has(key)) continue;
    seen.add(key);
    console.log(`=== ${v}\n${script}${what}\n`);
  }
}
py.close();
