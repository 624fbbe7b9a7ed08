import { readdirSync, readFileSync } from 'node:fs';
import { outcomeJson, run } from './src/engine';
import { installAllModules, installRuntime } from './src/runtime';
installRuntime();
await installAllModules();
const dir = process.argv[2];
const only = process.argv[3];
const verbose = process.argv.includes('-v');
let bad = 0, total = 0;
const fails: string[] = [];
for (const f of readdirSync(dir).filter((f) => f.endsWith('.py')).sort()) {
  if (only && only !== '-v' && !f.includes(only)) continue;
  total++;
  const script = readFileSync(`${dir}/${f}`, 'utf8');
  const golden = readFileSync(`${dir}/golden/${f.replace('.py', '.json')}`, 'utf8').trim();
  const r = run({ model: '', script });
  const ours = r.ok ? outcomeJson(r.trace) : `PROBLEM ${r.problem.kind}: ${r.problem.message}`;
  if (ours === golden) continue;
  bad++;
  let why = '';
  try {
    const o = JSON.parse(ours), g = JSON.parse(golden);
    if (JSON.stringify(o.outcome) !== JSON.stringify(g.outcome)) why = `outcome ours=${JSON.stringify(o.outcome)} gold=${JSON.stringify(g.outcome)}`;
    else if (JSON.stringify(o.statements) !== JSON.stringify(g.statements)) why = 'statements';
    else {
      why = 'roots';
      if (verbose) why += `\n ours=${JSON.stringify(o.roots).slice(0, 2500)}\n gold=${JSON.stringify(g.roots).slice(0, 2500)}`;
    }
  } catch { why = ours.slice(0, 300); }
  fails.push(`${f}: ${why.slice(0, verbose ? 6000 : 400)}`);
}
console.log(fails.join('\n'));
console.log(`${total - bad}/${total} match`);
