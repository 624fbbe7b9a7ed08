/**
 * `npm run bench`'s cold figure in Chromium: the engine's first run in a fresh browser, where
 * the app runs it (the Node figure, `bench-cold.ts`, measures the same run under Node 20's V8,
 * whose compilers differ from the browser's). A page holding only the engine and runtime of a
 * checkout is built with Vite from that checkout's sources; for each run Chromium starts with
 * a new profile (no code cache, nothing compiled), the page loads, and the run alone is timed
 * (`performance.now()` around `run`, wall time: a page cannot read its CPU time). Long minus
 * short program, as in Node.
 *
 *   npx tsx scripts/bench-cold-browser.ts [CHECKOUT ...]
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { launch } from '../test/e2e/browser';
import { serve } from '../test/e2e/server';
import type { Workload } from './bench-workloads';

const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>engine cold run</title></head>
<body><script type="module" src="./main.ts"></script></body></html>
`;

/** The page's script: the checkout's engine and runtime, and one timed run on request. */
const entry = (root: string) => `import { run } from ${JSON.stringify(join(root, 'src', 'engine', 'index.ts'))};
import { installAllModules, installRuntime } from ${JSON.stringify(join(root, 'src', 'runtime', 'index.ts'))};

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
    resolve: { alias: { '@lezer/highlight': join(root, 'src', 'engine', 'syntax', 'no-highlight.ts') } },
    build: { outDir: join(dir, 'dist'), target: 'es2022', emptyOutDir: true },
  });
  return join(dir, 'dist');
}

/** Wall milliseconds of one run of (model, script) in a fresh Chromium on the page served at `url`. */
async function firstRun(url: string, model: string, script: string): Promise<number> {
  const ctx = await launch();
  try {
    const p = await ctx.newPage();
    await p.goto(url);
    await p.waitForFunction(() => 'benchRun' in window);
    return await p.evaluate(([m, s]) => (window as unknown as { benchRun(m: string, s: string): Promise<number> }).benchRun(m, s), [model, script]);
  } finally {
    await ctx.close();
  }
}

/**
 * Per workload with a short program: the median over `repeats` fresh browsers of the first
 * run of the long program minus that of the short one, for the checkout at `root`.
 */
export async function coldBrowserMs(root: string, ws: readonly Workload[], repeats: number): Promise<Map<string, number>> {
  const dist = await buildPage(root);
  const server = await serve(dist, '/cold/');
  const out = new Map<string, number>();
  try {
    for (const w of ws) {
      if (!w.short) continue;
      const diffs: number[] = [];
      for (let i = 0; i < repeats; i++) diffs.push((await firstRun(server.url, w.model, w.script)) - (await firstRun(server.url, w.model, w.short)));
      diffs.sort((a, b) => a - b);
      out.set(w.name, diffs[Math.floor(diffs.length / 2)]);
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
    for (const [name, v] of ms) console.log(`${root}: ${name}: ${v.toFixed(1)} ms`);
  }
}
