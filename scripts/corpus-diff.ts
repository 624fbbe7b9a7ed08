/**
 * Developer aid: runs the engine on every case (walkthrough corpus and conformance suites)
 * and prints the ones that differ from their golden.
 * Usage: npx tsx scripts/corpus-diff.ts [filter] [-v]   (filter: a substring of the case id)
 */
import { readFileSync } from 'node:fs';
import { runOutcomeJson } from '../src/engine';
import { installAllModules, installRuntime } from '../src/runtime';
import { allCases } from '../test/cases';

/** Goldens hold tensor data as Python's json writes it: NaN and ±Infinity as bare words. */
const parse = (text: string) => JSON.parse(text.replace(/(?<=[[,:]\s*)(-?Infinity|NaN)(?=\s*[\],}])/g, '"$1"'));
installRuntime();
await installAllModules();
const only = process.argv.slice(2).find((a) => !a.startsWith('-'));
const verbose = process.argv.includes('-v');
let bad = 0;
let total = 0;
for (const c of allCases()) {
  if (only && !c.id.includes(only)) continue;
  total++;
  const script = readFileSync(c.scriptPath, 'utf8');
  const golden = readFileSync(c.goldenPath, 'utf8').trim();
  const r = runOutcomeJson({ model: c.model, script });
  const ours = r.ok ? r.json : `PROBLEM ${r.problem.kind}: ${r.problem.message}`;
  if (ours === golden) continue;
  bad++;
  console.log(`--- ${c.id}`);
  if (verbose || !r.ok) {
    console.log(`ours:   ${ours.slice(0, 3000)}`);
    console.log(`golden: ${golden.slice(0, 3000)}`);
    continue;
  }
  const g = parse(golden);
  const o = parse(ours);
  for (const k of ['outcome', 'statements', 'roots']) {
    if (JSON.stringify(g[k]) !== JSON.stringify(o[k]))
      console.log(`  ${k}: ours=${JSON.stringify(o[k]).slice(0, 400)}\n  ${' '.repeat(k.length)}  gold=${JSON.stringify(g[k]).slice(0, 400)}`);
  }
}
console.log(`${total - bad}/${total} match`);
