import { readFileSync } from 'node:fs';
import { outcomeJson, run } from '../src/engine';
import { installAllModules, installRuntime } from '../src/runtime';
installRuntime();
await installAllModules();
const model = readFileSync('/work/wt/conformance/test/conformance/model.py', 'utf8');
for (const f of process.argv.slice(2)) {
  const r = run({ model, script: readFileSync(f, 'utf8') });
  const ours = r.ok ? outcomeJson(r.trace) : `PROBLEM ${r.problem.kind}: ${r.problem.message}`;
  console.log(f + '\t' + ours.slice(0));
}
