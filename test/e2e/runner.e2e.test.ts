/**
 * The engine off the main thread, in Chromium: runs happen in a Web Worker (the first download
 * carries no engine), a program that never ends is stopped at the runner's deadline with a
 * "stopped" banner wherever the loop sits (module level, a class body, a permalink, endless
 * recursion), and the page keeps answering input meanwhile — no long task over 200 ms.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtApp, runsShown } from './built-app';

const BASE = '/runner/check/';
const app = builtApp(BASE);

/** Collects long tasks (main-thread work over 50 ms) from the moment the page loads. */
async function open(saved?: object): Promise<{ page: Page; longTasks: () => Promise<number[]>; errors: string[] }> {
  const page = await app.ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(app.server.url);
  await page.evaluate((s) => {
    localStorage.clear();
    if (s) localStorage.setItem('pr-explainer:verl-7491:v1', JSON.stringify(s));
  }, saved ?? null);
  await page.reload();
  return { page, errors, longTasks: () => page.evaluate(() => (window as unknown as { __long: number[] }).__long) };
}

const afterBanner = (page: Page) => page.getByRole('region', { name: 'After fix' }).getByRole('status').first();
const beforeBanner = (page: Page) => page.getByRole('region', { name: 'Before fix' }).getByRole('status').first();

const form = {
  script: 'output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())\nresult = output.as_dict()\n',
  form: {},
  granularity: 'calls',
  row: 0,
  presetId: null,
};

describe('the engine in a worker', () => {
  it('runs in a Web Worker: the page’s own scripts carry no engine', async () => {
    const { page, errors } = await open();
    await runsShown(page);
    await expect.poll(() => afterBanner(page).innerText()).toContain('as_dict() returned');
    const workers = page.workers().map((w) => w.url());
    expect(workers.some((u) => /run\.worker-[\w-]+\.js$/.test(u))).toBe(true);
    const scripts = app.server.requests.filter((p) => p.endsWith('.js'));
    // The in-process fallback (the engine on the page) is never fetched where Worker exists.
    expect(scripts.some((p) => /\/work-[\w-]+\.js$/.test(p))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [where, model] of [
    ['at module level', 'while 1: pass\n'],
    ['in a class body', 'class Looping:\n    while True:\n        pass\n'],
  ] as const) {
    it(`stops a program that never ends ${where} within 2 s, and the page keeps answering`, async () => {
      const { page, longTasks, errors } = await open({ ...form, model, lab: false });
      const started = Date.now();
      await expect.poll(() => afterBanner(page).innerText(), { timeout: 10_000 }).toMatch(/Stopped/);
      const took = Date.now() - started;
      expect(took).toBeLessThan(2500);
      expect(await afterBanner(page).innerText()).toMatch(/Stopped after \d+ (ms|steps)/);
      // The before-fix run is not held up by the other.
      expect(await beforeBanner(page).innerText()).not.toMatch(/Running/);
      // The page answers: the language switch reacts at once.
      await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
      await page.getByRole('region', { name: '修复后' }).waitFor({ timeout: 1000 });
      expect((await longTasks()).filter((d) => d > 200)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('ends an endless recursion within 2 s, as Python does (a RecursionError) or stopped', async () => {
    const { page, longTasks, errors } = await open({ ...form, script: 'def f(n):\n    return f(n + 1)\n\nf(0)\n' });
    const started = Date.now();
    await expect.poll(() => afterBanner(page).innerText(), { timeout: 10_000 }).toMatch(/RecursionError|Stopped/);
    expect(Date.now() - started).toBeLessThan(2500);
    expect((await longTasks()).filter((d) => d > 200)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps typing in the fix lab smooth while the edited source loops forever', async () => {
    const { page, longTasks, errors } = await open({ ...form, lab: true });
    const lab = page.getByRole('region', { name: 'Fix lab' });
    const editor = lab.locator('.monaco-editor').first();
    await editor.waitFor({ timeout: 30_000 });
    await expect.poll(() => lab.locator('.lab-summary').innerText(), { timeout: 15_000 }).toBe('All 9 checks pass');
    const before = (await longTasks()).length;
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nwhile 1: pass', { delay: 30 });
    await expect.poll(() => afterBanner(page).innerText(), { timeout: 5000 }).toMatch(/Stopped after \d+ ms/);
    await expect.poll(() => lab.locator('.lab-summary').innerText(), { timeout: 8000 }).toMatch(/could not run: Stopped after \d+ ms/);
    // Deleting the loop again, keystroke by keystroke, while runs are being stopped and replaced.
    for (let i = 0; i < 'while 1: pass'.length + 1; i++) await page.keyboard.press('Backspace', { delay: 30 });
    await expect.poll(() => lab.locator('.lab-summary').innerText(), { timeout: 8000 }).toBe('All 9 checks pass');
    await expect.poll(() => afterBanner(page).innerText()).toContain('as_dict() returned');
    expect((await longTasks()).slice(before).filter((d) => d > 200)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
