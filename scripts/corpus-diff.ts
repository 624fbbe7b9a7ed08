/** Developer aid: runs the engine on every corpus case and prints the ones that differ from the golden. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outcomeJson, run } from '../src/engine';
import { installAllModules, installRuntime } from '../src/runtime';

installRuntime();
await installAllModules();
const root = join(import.meta.dirname, '..');
const corpus = join(root, 'test', 'corpus');
const only = process.argv[2];
let bad = 0;
let total = 0;
for (const file of readdirSync(corpus)
  .filter((f) => f.endsWith('.py'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  const name = file.replace(/\.py$/, '');
  for (const version of ['before', 'after']) {
    total++;
    const model = readFileSync(join(root, 'src/walkthroughs/verl-7491', `${version}.py`), 'utf8');
    const script = readFileSync(join(corpus, file), 'utf8');
    const golden = readFileSync(join(corpus, 'golden', `${name}.${version}.json`), 'utf8').trim();
    const r = run({ model, script });
    const ours = r.ok ? outcomeJson(r.trace) : `PROBLEM ${r.problem.kind}: ${r.problem.message}`;
    if (ours !== golden) {
      bad++;
      console.log(`--- ${name}.${version}`);
      if (process.argv.includes('-v')) {
        console.log(`ours:   ${ours.slice(0, 3000)}`);
        console.log(`golden: ${golden.slice(0, 3000)}`);
      } else {
        const g = JSON.parse(golden);
        const o = r.ok ? JSON.parse(ours) : {};
        for (const k of ['outcome', 'statements', 'roots']) {
          if (JSON.stringify(g[k]) !== JSON.stringify(o[k]))
            console.log(`  ${k}: ours=${JSON.stringify(o[k] ?? ours).slice(0, 400)}\n  ${' '.repeat(k.length)}  gold=${JSON.stringify(g[k]).slice(0, 400)}`);
        }
      }
    }
  }
}
console.log(`${total - bad}/${total} match`);
