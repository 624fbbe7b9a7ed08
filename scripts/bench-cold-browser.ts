/**
 * `npm run bench`'s cold figure in Chromium: the engine's first run in a fresh browser, where
 * the app runs it (the Node figure, `bench-cold.ts`, measures the same run under Node 20's V8,
 * whose compilers differ from the browser's). A page holding only the engine and runtime of a
 * checkout is built with Vite from that checkout's sources; for each run Chromium starts with
 * a new profile (no code cache, nothing compiled), the page loads, and the run alone is timed:
 * the renderer process's CPU time (every thread, V8's compiler and collector threads too, read
 * from Linux's per-thread `schedstat` before and after the run, as Node's figure counts every
 * thread of its process) and the run's wall time (`performance.now()` around `run`, what the
 * page waits). Long minus short program, as in Node.
 *
 *   npx tsx scripts/bench-cold-browser.ts [CHECKOUT ...]
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/browser';
import { serve } from '../test/e2e/server';
import { engineAlias, engineImports } from './bench-cold';
import type { Workload } from './bench-workloads';

const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>engine cold run</title></head>
<body><script type="module" src="./main.ts"></script></body></html>
`;

/** The page's script: the checkout's engine and runtime, and one timed run on request. */
const entry = (root: string) => `${engineImports(root)}
window.benchRun = async (model, script) => {
  installRuntime();
  await installAllModules();
  const t0 = performance.now();
  const r = run({ model, script, stepLimit: 1_000_000 });
  const ms = performance.now() - t0;
  if (!r.ok || r.trace.end.status === 'limit') throw new Error('the workload did not run to its end');
  return ms;
};
`;

/** Builds the engine page of the checkout at `root` (as the app bundles it: minified, its Lezer without highlighting); returns its folder. */
async function buildPage(root: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-page-'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'main.ts'), entry(root));
  await build({
    root: dir,
    base: './',
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: engineAlias(root) },
    build: { outDir: join(dir, 'dist'), target: 'es2022', emptyOutDir: true },
  });
  return join(dir, 'dist');
}

/** CPU seconds the threads of the processes `pids` have run so far (Linux: each thread's `schedstat`, in nanoseconds). */
function cpuSeconds(pids: readonly number[]): number {
  let ns = 0;
  for (const pid of pids)
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // The thread ended between the listing and the read: its time is gone with it.
      }
    }
  return ns / 1e9;
}

interface Cost {
  readonly cpu: number;
  readonly wall: number;
}

/** CPU and wall milliseconds of one run of (model, script) in a fresh Chromium on the page served at `url`. */
async function firstRun(url: string, model: string, script: string): Promise<Cost> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const p = await browser.newPage();
    await p.goto(url);
    await p.waitForFunction(() => 'benchRun' in window);
    const cdp = await browser.newBrowserCDPSession();
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    const renderers = processInfo.filter((i) => i.type === 'renderer').map((i) => i.id);
    const before = cpuSeconds(renderers);
    const wall = await p.evaluate(([m, s]) => (window as unknown as { benchRun(m: string, s: string): Promise<number> }).benchRun(m, s), [model, script]);
    return { cpu: (cpuSeconds(renderers) - before) * 1000, wall };
  } finally {
    await browser.close();
  }
}

/**
 * Per workload with a short program: the medians over `repeats` fresh browsers of the first
 * run of the long program minus that of the short one (CPU and wall time), for the checkout at `root`.
 */
export async function coldBrowserMs(root: string, ws: readonly Workload[], repeats: number): Promise<Map<string, Cost>> {
  const dist = await buildPage(root);
  const server = await serve(dist, '/cold/');
  const out = new Map<string, Cost>();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  try {
    for (const w of ws) {
      if (!w.short) continue;
      const cpu: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < repeats; i++) {
        const long = await firstRun(server.url, w.model, w.script);
        const short = await firstRun(server.url, w.model, w.short);
        cpu.push(long.cpu - short.cpu);
        wall.push(long.wall - short.wall);
      }
      out.set(w.name, { cpu: median(cpu), wall: median(wall) });
    }
  } finally {
    await server.close();
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { workloads } = await import('./bench-workloads');
  const roots = process.argv.slice(2);
  for (const root of roots.length ? roots : [join(import.meta.dirname, '..')]) {
    const ms = await coldBrowserMs(resolve(root), workloads(), 5);
    for (const [name, v] of ms) console.log(`${root}: ${name}: CPU ${v.cpu.toFixed(1)} ms, wall ${v.wall.toFixed(1)} ms`);
  }
}
