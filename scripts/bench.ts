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
import { installAllModules, installRuntime } from '../src/runtime';

installRuntime();
await installAllModules();
const root = join(import.meta.dirname, '..');
const dir = join(root, 'src', 'walkthroughs', 'verl-7491');
const scenario = readFileSync(join(root, 'test', 'corpus', 'verl-7491', 'default_filled_in_place.py'), 'utf8');
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

// ---- Chromium: time to the first outcome banner, and one lockstep step -------------------

import { existsSync } from 'node:fs';
import { launch } from '../test/e2e/browser';
import { serve } from '../test/e2e/server';

async function browserBench(): Promise<void> {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('\n(Chromium figures need a build: run `npm run build` first)');
    return;
  }
  const server = await serve(dist, '/bench/');
  const ctx = await launch();
  const firstOutcome: number[] = [];
  for (let i = 0; i < 7; i++) {
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __firstOutcome?: number };
      new MutationObserver((_m, obs) => {
        if (document.querySelectorAll('.banner').length >= 2 && w.__firstOutcome === undefined) {
          w.__firstOutcome = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.url);
    await page.waitForFunction(() => (window as unknown as { __firstOutcome?: number }).__firstOutcome !== undefined);
    firstOutcome.push(await page.evaluate(() => (window as unknown as { __firstOutcome: number }).__firstOutcome));
    await page.close();
  }
  const page = await ctx.newPage();
  await page.goto(server.url);
  await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'First step' }).click();
  // A string, so the bundler's helpers (tsx keeps function names) do not leak into the page.
  const { work, frame } = (await page.evaluate(`(async () => {
    const forward = document.querySelector('button[aria-label="Step forward"]');
    const back = document.querySelector('button[aria-label="Step back"]');
    const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const tick = () => new Promise((r) => { const ch = new MessageChannel(); ch.port1.onmessage = () => r(); ch.port2.postMessage(null); });
    const work = [];
    const frame = [];
    for (let i = 0; i < 60; i++) {
      const button = Math.floor(i / 15) % 2 === 0 ? forward : back;
      // Work: the click (React renders synchronously), then the effects (Monaco's line
      // decorations), with style and layout forced before and after them.
      await nextFrame();
      const t0 = performance.now();
      button.click();
      void document.body.offsetHeight;
      await tick();
      void document.body.offsetHeight;
      work.push(performance.now() - t0);
      // Frame: from a click to the next animation frame (includes waiting for vsync).
      await nextFrame();
      const t1 = performance.now();
      (button === forward ? back : forward).click();
      await new Promise((r) => requestAnimationFrame(() => r()));
      frame.push(performance.now() - t1);
    }
    return { work, frame };
  })()`)) as { work: number[]; frame: number[] };
  await ctx.close();
  await server.close();
  console.log('\nChromium (built app, localhost)');
  console.log(`first outcome banner after navigation: median ${median(firstOutcome).toFixed(0)} ms over ${firstOutcome.length} loads`);
  console.log(`one lockstep step, work (render, effects, style and layout): median ${median(work).toFixed(1)} ms over ${work.length} steps`);
  console.log(`one lockstep step, click to next animation frame (includes the vsync wait): median ${median(frame).toFixed(1)} ms`);
}

await browserBench();
