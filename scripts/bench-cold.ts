/**
 * One traced run in a fresh process, for `npm run bench`'s cold figure: loads the engine and
 * runtime of the checkout at ROOT, runs MODEL and SCRIPT once, and prints the CPU milliseconds
 * of that run alone (process start and module loading left out, so their noise does not drown
 * the run's own cost while the JIT has not warmed up).
 *
 *   node --import tsx scripts/bench-cold.ts ROOT MODEL_PATH SCRIPT_PATH
 */
import { readFileSync } from 'node:fs';
import { loadEngine } from './bench-engine';

const [root, modelPath, scriptPath] = process.argv.slice(2);
const engine = await loadEngine('cold', root);
const model = readFileSync(modelPath, 'utf8');
const script = readFileSync(scriptPath, 'utf8');
const t0 = process.cpuUsage();
const r = engine.run(model, script);
const cpu = process.cpuUsage(t0);
if (!r.ok) throw new Error('the workload did not run');
process.stdout.write(`${(cpu.user + cpu.system) / 1000}\n`);
