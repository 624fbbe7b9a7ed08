/**
 * `npm run bench`: median time per traced run of the PR scenario in the engine (both versions),
 * beside CPython running the same pair under sys.settrace (the reference runner), and the ratio.
 * Each engine run parses the sources afresh (no parse cache), as CPython compiles them afresh.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../src/engine';
import { clearParseCache } from '../src/engine/run';
import { installRuntime } from '../src/runtime';

installRuntime();
const root = join(import.meta.dirname, '..');
const dir = join(root, 'src', 'walkthroughs', 'verl-7491');
const scenario = readFileSync(join(root, 'test', 'corpus', 'default_filled_in_place.py'), 'utf8');
const ITER = 300;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function engineMedian(model: string, cached: boolean): { ms: number; steps: number } {
  let steps = 0;
  for (let i = 0; i < 50; i++) run({ model, script: scenario }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ITER; i++) {
    if (!cached) clearParseCache();
    const t0 = performance.now();
    const r = run({ model, script: scenario });
    times.push(performance.now() - t0);
    if (r.ok) steps = r.trace.steps.length;
  }
  return { ms: median(times), steps };
}

const tmp = mkdtempSync(join(tmpdir(), 'bench-'));
const scriptPath = join(tmp, 'scenario.py');
writeFileSync(scriptPath, scenario);
const python = join(root, '.venv', 'bin', 'python');

console.log('PR scenario (default extra_fields filled in place, then as_dict), median of', ITER, 'runs');
console.log('version  engine (parse+run+trace)  engine (parse cached)  CPython settrace  ratio');
for (const version of ['before', 'after']) {
  const modelPath = join(dir, `${version}.py`);
  const model = readFileSync(modelPath, 'utf8');
  const fresh = engineMedian(model, false);
  const cached = engineMedian(model, true);
  let cpython = Number.NaN;
  try {
    const out = execFileSync(python, [join(root, 'scripts', 'bench_cpython.py'), modelPath, scriptPath, String(ITER)], { encoding: 'utf8' });
    cpython = JSON.parse(out).median_ms;
  } catch {
    console.log('(CPython figure unavailable: run `bash scripts/setup-python.sh` first)');
  }
  const ratio = fresh.ms / cpython;
  console.log(
    `${version.padEnd(8)} ${fresh.ms.toFixed(3).padStart(8)} ms (${fresh.steps} steps)   ${cached.ms.toFixed(3).padStart(8)} ms          ${cpython.toFixed(3).padStart(8)} ms   ${ratio.toFixed(2)}x`,
  );
}
