/**
 * `npm run bench`, in Chromium: the built app's time to the first outcome banner after
 * navigation, and the work of one lockstep step (needs `npm run build` first).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from '../test/e2e/browser';
import { serve } from '../test/e2e/server';

const root = join(import.meta.dirname, '..');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function browserBench(): Promise<void> {
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
