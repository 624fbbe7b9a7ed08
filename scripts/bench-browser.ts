/**
 * `npm run bench`, in Chromium, on the built verl-7491 page (needs `npm run build` first): the
 * time from navigation to both outcome banners on screen, the work of one lockstep step, and
 * keystroke to result in the fix lab (an edit of the after-fix source that changes its outcome,
 * until the After fix banner shows it). Run directly with build folders
 * (`npx tsx scripts/bench-browser.ts dist ../before/dist`) it measures each in the same run,
 * one after another on the same machine, for before/after figures.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launch } from '../test/e2e/browser';
import { serve } from '../test/e2e/server';

const root = join(import.meta.dirname, '..');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Navigation to both outcome banners in the DOM and not "Running…" (prerendered: as the HTML is parsed). */
async function firstOutcome(ctx: BrowserContext, url: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < 7; i++) {
    const page = await ctx.newPage();
    // A string, so the bundler's helpers (tsx keeps function names) do not leak into the page.
    await page.addInitScript(`(() => {
      const note = () => {
        if (window.__firstOutcome === undefined && document.querySelectorAll('.banner:not(.running)').length >= 2) window.__firstOutcome = performance.now();
      };
      new MutationObserver((_m, obs) => {
        note();
        if (window.__firstOutcome !== undefined) obs.disconnect();
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', note);
    })()`);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __firstOutcome?: number }).__firstOutcome !== undefined);
    out.push(await page.evaluate(() => (window as unknown as { __firstOutcome: number }).__firstOutcome));
    await page.close();
  }
  return out;
}

/** One lockstep step: the work (render, effects, style, layout) and click to the next frame. */
async function stepping(ctx: BrowserContext, url: string): Promise<{ work: number[]; frame: number[] }> {
  const page = await ctx.newPage();
  await page.goto(url);
  await page.locator('section.run-after[aria-busy="false"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'First step' }).click();
  // A string, so the bundler's helpers (tsx keeps function names) do not leak into the page.
  const result = (await page.evaluate(`(async () => {
    const forward = document.querySelector('button[aria-label="Step forward"]');
    const back = document.querySelector('button[aria-label="Step back"]');
    const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const tick = () => new Promise((r) => { const ch = new MessageChannel(); ch.port1.onmessage = () => r(); ch.port2.postMessage(null); });
    const work = [];
    const frame = [];
    for (let i = 0; i < 60; i++) {
      const button = Math.floor(i / 15) % 2 === 0 ? forward : back;
      // Work: the click (React renders synchronously), then the effects (the code views keep
      // the marked line in view), with style and layout forced before and after them.
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
  await page.close();
  return result;
}

/** Keystroke to result in the fix lab: a line that makes the after-fix source raise, then deleted; until the banner says so each time. */
async function labKeystroke(ctx: BrowserContext, url: string): Promise<number[]> {
  const page = await ctx.newPage();
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('section.run-after[aria-busy="false"]').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Fix lab' }).click();
  const editor = page.getByRole('region', { name: 'Fix lab' }).locator('.monaco-editor').first();
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('Control+End');
  const banner = page.locator('section.run-after .banner').first();
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    const t0 = await page.evaluate(() => performance.now());
    await page.keyboard.insertText(`\nraise ValueError("lab ${i}")`);
    await page.waitForFunction((n) => document.querySelector('section.run-after .banner')?.textContent?.includes(`ValueError: lab ${n}`), i, {
      timeout: 30_000,
    });
    out.push((await page.evaluate(() => performance.now())) - t0);
    // Deleted again as typed (Monaco's undo takes back only the last word of an insertion): the line, then its newline.
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => !document.querySelector('section.run-after .banner')?.textContent?.includes('ValueError'), null, { timeout: 30_000 });
  }
  await banner.waitFor();
  await page.close();
  return out;
}

/** Measures the built app in `dist` (served under a sub-path) and prints the figures. */
export async function browserBench(dist = join(root, 'dist')): Promise<void> {
  if (!existsSync(join(dist, 'verl-7491', 'index.html'))) {
    console.log(`\n(Chromium figures need a build in ${dist}: run \`npm run build\` first)`);
    return;
  }
  const server = await serve(dist, '/bench/');
  const ctx = await launch();
  const url = `${server.url}verl-7491/`;
  const first = await firstOutcome(ctx, url);
  const { work, frame } = await stepping(ctx, url);
  const keys = await labKeystroke(ctx, url);
  await ctx.close();
  await server.close();
  console.log(`\nChromium (built app in ${dist}, localhost)`);
  console.log(
    `first outcome banners after navigation: median ${median(first).toFixed(0)} ms over ${first.length} loads (${first.map((x) => x.toFixed(0)).join(', ')})`,
  );
  console.log(`one lockstep step, work (render, effects, style and layout): median ${median(work).toFixed(1)} ms over ${work.length} steps`);
  console.log(`one lockstep step, click to next animation frame (includes the vsync wait): median ${median(frame).toFixed(1)} ms`);
  console.log(
    `fix lab, keystroke to result (After fix banner): median ${median(keys).toFixed(0)} ms over ${keys.length} edits (${keys.map((x) => x.toFixed(0)).join(', ')})`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dists = process.argv.slice(2);
  for (const d of dists.length ? dists : ['dist']) await browserBench(resolve(d));
}
