/**
 * `npm run bench`: the engine beside CPython on the workloads of `bench-workloads.ts`, in one
 * process run. Per workload: the median traced run in process (parsing included; CPython under
 * the reference runner's statement-recording tracer, in one long-lived process), the time per
 * step and the ratio, the same run as the app makes it (the model's compiled module reused, the
 * scenario parsed anew as after an edit; CPython's figure still compiles both), the heap the
 * finished trace keeps per step, and — for the larger ones —
 * the cold figure: the first run in a fresh process (`bench-cold.ts`, `bench_cpython.py --once`),
 * long minus short program, in Node and in a fresh Chromium (`bench-cold-browser.ts`: the
 * browser's V8 is where the app runs the engine, and its compilers differ from Node 20's).
 * Times are CPU time (user + system), which a busy shared machine inflates far less than wall
 * time; engine and CPython runs alternate besides.
 *
 *   npm run bench [-- --before [LABEL=]PATH ...] [--runs N] [--cold-runs N] [--only TEXT] [--no-cold] [--no-browser]
 *
 * `--before PATH` also measures the engine of another checkout (before/after figures from one
 * run on one machine, as BENCHMARKS.md records them); it may be given more than once, each
 * checkout labelled `LABEL` (default `before`). `--only TEXT` measures only the workloads whose
 * name contains TEXT (e.g. `--only PR` for the PR scenario).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { browserBench } from './bench-browser';
import { buildColdRunner } from './bench-cold';
import { coldBrowserMs } from './bench-cold-browser';
import { coldExtraMs, coldExtraMsCPython, type Engine, loadEngine, median, retainedPerStep, timeAppRun, timeOnce } from './bench-engine';
import { type Workload, workloads } from './bench-workloads';

const root = join(import.meta.dirname, '..');
const python = join(root, '.venv', 'bin', 'python');
const flag = (name: string) => process.argv.includes(`--${name}`);
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 15);
/** Fresh processes (and browsers) per cold figure: a first run's time depends on when V8's background compiles finish, so it scatters by ±30%. */
const COLD_RUNS = Number(option('cold-runs') ?? 7);

/** The reference runner in one process, answering one timing request at a time. */
function cpythonServer() {
  const child = spawn(python, [join(root, 'scripts', 'bench_cpython.py'), '--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  return {
    time(w: Workload, runs: number): Promise<{ ms: number[]; statements: number }> {
      return new Promise((resolve) => {
        waiting.push((line) => resolve(JSON.parse(line)));
        child.stdin.write(`${JSON.stringify({ model: w.model, script: w.script, runs })}\n`);
      });
    },
    close: () => child.stdin.end(),
  };
}

interface Row {
  readonly workload: string;
  readonly steps: number;
  readonly cpython: number;
  readonly engines: {
    readonly label: string;
    readonly ms: number;
    readonly app: number;
    readonly bytes: number;
    readonly cold?: number;
    /** The same for the `trace` command's run (the outcome alone, `bench-cold.ts`'s `outcome` mode). */
    readonly coldOutcome?: number;
    /** The cold figure in Chromium, CPU and wall time (filled in after the Node figures). */
    coldBrowser?: { readonly cpu: number; readonly wall: number };
  }[];
  readonly cpythonCold?: number;
}

const fmt = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

async function measure(engines: Engine[], w: Workload, cpython: ReturnType<typeof cpythonServer>, dir: string): Promise<Row> {
  const times = new Map<Engine, number[]>(engines.map((e) => [e, []]));
  const appTimes = new Map<Engine, number[]>(engines.map((e) => [e, []]));
  const py: number[] = [];
  let steps = 0;
  for (const e of engines) for (let i = 0; i < 3; i++) timeOnce(e, w);
  for (let i = 0; i < RUNS; i++) {
    // Engines take turns in the opposite order every other round: a run's CPU time also holds
    // the collector's and the compiler's background work its predecessor left (the same engine
    // measured twice read 15-40% slower in the second place on the PR scenario).
    for (const e of i % 2 ? [...engines].reverse() : engines) {
      const r = timeOnce(e, w);
      times.get(e)?.push(r.ms);
      steps = r.steps;
      appTimes.get(e)?.push(timeAppRun(e, w, i).ms);
    }
    py.push(...(await cpython.time(w, 1)).ms);
  }
  const cold = w.short && !flag('no-cold');
  return {
    workload: w.name,
    steps,
    cpython: median(py),
    engines: engines.map((e) => ({
      label: e.label,
      ms: median(times.get(e) ?? []),
      app: median(appTimes.get(e) ?? []),
      bytes: retainedPerStep(e, w),
      cold: cold ? coldExtraMs(coldRunners.get(e) as string, w, dir, COLD_RUNS) : undefined,
      coldOutcome: cold ? coldExtraMs(outcomeRunners.get(e) as string, w, dir, COLD_RUNS) : undefined,
    })),
    cpythonCold: cold ? coldExtraMsCPython(python, w, dir, COLD_RUNS) : undefined,
  };
}

function print(rows: Row[]): void {
  const labels = rows[0].engines.map((e) => e.label);
  const head = ['workload', 'steps', 'CPython warm'];
  for (const l of labels) head.push(`${l} warm`, `${l} µs/step`, `${l} × CPython`, `${l} as the app runs`, `${l} app × CPython`, `${l} bytes/step`);
  console.log(`| ${head.join(' | ')} |`);
  console.log(`| ${head.map(() => '---').join(' | ')} |`);
  for (const r of rows) {
    const cells = [r.workload, String(r.steps), `${fmt(r.cpython, 2)} ms`];
    for (const e of r.engines)
      cells.push(
        `${fmt(e.ms, 2)} ms`,
        fmt((e.ms * 1000) / r.steps, 2),
        `${fmt(e.ms / r.cpython, 2)}×`,
        `${fmt(e.app, 2)} ms`,
        `${fmt(e.app / r.cpython, 2)}×`,
        fmt(e.bytes, 0),
      );
    console.log(`| ${cells.join(' | ')} |`);
  }
  const cold = rows.filter((r) => r.cpythonCold !== undefined);
  if (!cold.length) return;
  console.log(`\nCold process, extra time of the long program's first run over the short one's (median of ${COLD_RUNS}):`);
  console.log(
    "CPU time of the process, every thread (V8's compiler and collector threads too): CPython's, Node's (the engine bundled, `bench-cold.ts`: the run the app makes, and the `trace` command's, which records the statement order alone as CPython's tracer does) and the Chromium renderer's (`bench-cold-browser.ts`); Chromium's wall time besides, as the page waits for the run.\n",
  );
  const coldHead = [
    'workload',
    'CPython',
    ...labels.flatMap((l) => [
      `${l} Node`,
      `${l} Node × CPython`,
      `${l} trace command`,
      `${l} command × CPython`,
      `${l} Chromium`,
      `${l} Chromium × CPython`,
      `${l} Chromium wall`,
      `${l} wall × CPython`,
    ]),
  ];
  console.log(`| ${coldHead.join(' | ')} |`);
  console.log(`| ${coldHead.map(() => '---').join(' | ')} |`);
  for (const r of cold) {
    const cells = [r.workload, `${fmt(r.cpythonCold ?? Number.NaN, 0)} ms`];
    const py = r.cpythonCold ?? Number.NaN;
    for (const e of r.engines) {
      const node = e.cold ?? Number.NaN;
      const command = e.coldOutcome ?? Number.NaN;
      const cpu = e.coldBrowser?.cpu ?? Number.NaN;
      const wall = e.coldBrowser?.wall ?? Number.NaN;
      cells.push(
        `${fmt(node, 0)} ms`,
        `${fmt(node / py, 1)}×`,
        `${fmt(command, 0)} ms`,
        `${fmt(command / py, 1)}×`,
        `${fmt(cpu, 0)} ms`,
        `${fmt(cpu / py, 1)}×`,
        `${fmt(wall, 0)} ms`,
        `${fmt(wall / py, 1)}×`,
      );
    }
    console.log(`| ${cells.join(' | ')} |`);
  }
}

const engines: Engine[] = [];
const befores = process.argv.flatMap((a, i) => (a === '--before' && process.argv[i + 1] ? [process.argv[i + 1]] : []));
for (const b of befores) {
  const eq = b.indexOf('=');
  engines.push(await loadEngine(eq > 0 ? b.slice(0, eq) : 'before', eq > 0 ? b.slice(eq + 1) : b));
}
engines.push(await loadEngine(befores.length ? 'after' : 'engine', root));
/** Each engine's cold runner for Node (a bundle of its checkout's engine, `bench-cold.ts`). */
const coldRunners = new Map<Engine, string>();
/** The same for the `trace` command's run: the contract's outcome alone. */
const outcomeRunners = new Map<Engine, string>();
if (!flag('no-cold'))
  for (const e of engines) {
    coldRunners.set(e, await buildColdRunner(e.root));
    outcomeRunners.set(e, await buildColdRunner(e.root, 'outcome'));
  }
const cpython = cpythonServer();
const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const rows: Row[] = [];
const only = option('only');
for (const w of workloads().filter((w) => only === undefined || w.name.includes(only))) {
  process.stderr.write(`measuring ${w.name}...\n`);
  rows.push(await measure(engines, w, cpython, dir));
}
cpython.close();
if (!flag('no-browser') && !flag('no-cold')) {
  process.stderr.write('measuring the cold runs in Chromium...\n');
  const measured = workloads().filter((w) => rows.some((r) => r.workload === w.name));
  for (let i = 0; i < engines.length; i++) {
    const ms = await coldBrowserMs(engines[i].root, measured, COLD_RUNS);
    for (const r of rows) {
      const e = r.engines[i];
      e.coldBrowser = ms.get(r.workload);
    }
  }
}
console.log(`Engine and CPython (reference runner, statement-recording tracer), CPU time, median of ${RUNS} alternating runs, parsing included.`);
console.log(
  '"warm" parses and compiles both sources every run; "as the app runs" reuses the model\'s compiled module and parses the scenario anew (as after an edit). CPython compiles both every run.\n',
);
print(rows);
if (!flag('no-browser')) await browserBench();
