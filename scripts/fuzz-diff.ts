/**
 * Developer aid: generated programs (seed, count) where the engine and real Python disagree,
 * with the first difference of each kind.
 *   npx tsx scripts/fuzz-diff.ts [SEED] [COUNT]              walkthrough scenarios (test/fuzz/scenarios.ts)
 *   npx tsx scripts/fuzz-diff.ts programs [SEED] [COUNT] [-s] general programs (test/fuzz/programs), -s prints each script
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { outcomeJson, run } from '../src/engine';
import { installAllModules, installRuntime } from '../src/runtime';
import { programScript } from '../test/fuzz/programs';
import { ReferencePython } from '../test/fuzz/python';
import { scenarioScript } from '../test/fuzz/scenarios';

installRuntime();
await installAllModules();
const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const programs = args[0] === 'programs';
if (programs) args.shift();
const seed = Number(args[0] ?? 7);
const n = Number(args[1] ?? 150);
const showScripts = process.argv.includes('-s');
const py = new ReferencePython(root);
const emptyModel = join(root, 'test', 'conformance', 'model.py');
const versions = programs ? [['empty', emptyModel]] : ['before', 'after'].map((v) => [v, join(root, 'src/walkthroughs/verl-7491', `${v}.py`)]);

/** The first difference between two outcome texts, field by field (list roots element by element). */
function difference(ours: string, gold: string): string {
  try {
    const a = JSON.parse(ours);
    const b = JSON.parse(gold);
    const out: string[] = [];
    for (const k of ['outcome', 'statements']) {
      if (JSON.stringify(a[k]) !== JSON.stringify(b[k]))
        out.push(`${k}: ours=${JSON.stringify(a[k]).slice(0, 300)}\n   gold=${JSON.stringify(b[k]).slice(0, 300)}`);
    }
    for (const k of new Set([...Object.keys(a.roots), ...Object.keys(b.roots)])) {
      const [x, y] = [a.roots[k], b.roots[k]];
      if (JSON.stringify(x) === JSON.stringify(y)) continue;
      const i =
        x?.list && y?.list
          ? [...Array(Math.max(x.list.length, y.list.length)).keys()].find((j) => JSON.stringify(x.list[j]) !== JSON.stringify(y.list[j]))
          : undefined;
      if (i !== undefined) out.push(`root ${k}[${i}]: ours=${JSON.stringify(x.list[i])?.slice(0, 300)} gold=${JSON.stringify(y.list[i])?.slice(0, 300)}`);
      else out.push(`root ${k}: ours=${JSON.stringify(x)?.slice(0, 300)} gold=${JSON.stringify(y)?.slice(0, 300)}`);
    }
    return out.join('\n');
  } catch {
    return `ours=${ours.slice(0, 300)}\ngold=${gold.slice(0, 300)}`;
  }
}

const seen = new Set<string>();
let disagree = 0;
for (const script of fc.sample(programs ? programScript : scenarioScript, { seed, numRuns: n })) {
  for (const [v, path] of versions) {
    const r = run({ model: readFileSync(path, 'utf8'), script });
    const ours = r.ok ? outcomeJson(r.trace) : `PROBLEM ${r.problem.message}`;
    const gold = await py.outcome(path, script);
    if (ours === gold) continue;
    disagree++;
    const what = difference(ours, gold);
    const key = what.slice(0, 120);
    if (seen.has(key) && !showScripts) continue;
    seen.add(key);
    console.log(`=== ${v}\n${showScripts || !programs ? script : ''}${what}\n`);
  }
}
console.log(`${disagree} of ${n * versions.length} runs disagree`);
py.close();
