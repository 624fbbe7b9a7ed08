/**
 * The engine off the main thread, in Chromium: runs happen in a Web Worker (the first download
 * carries no engine), a program that never ends — a loop at module level, in a class body, in
 * a permalink, an endless recursion, one statement computing for seconds — ends in a "stopped"
 * banner that names the limit it hit: the engine's step budget, or the runner's deadline, whose
 * milliseconds must be within 2 s (wall-clock time is not measured here: on a machine shared
 * with other work it says more about the machine than about the page). The page keeps answering
 * input meanwhile: no main-thread task takes over 200 ms of CPU while it happens, typing in the
 * fix lab included.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RUN_DEADLINE_MS } from '../../src/runner/service';
import { encodeLink } from '../../src/store/permalink';
import { builtApp, runsShown } from './built-app';
import { mainThreadTaskCpu } from './main-thread';

const BASE = '/runner/check/';
const app = builtApp(BASE);

/** Opens the page with a saved session (or a link). */
async function open(saved?: object, hash = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await app.ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(app.page());
  await page.evaluate((s) => {
    localStorage.clear();
    if (s) localStorage.setItem('pr-explainer:verl-7491:v1', JSON.stringify(s));
  }, saved ?? null);
  // A new hash alone would not reload the page (and a link is read when the page starts).
  if (hash) await page.goto(`${app.page()}${hash}`);
  await page.reload();
  return { page, errors };
}

/** The most CPU one main-thread task may take while the page reacts to an edit. */
const MAX_TASK_MS = 200;

const afterBanner = (page: Page) => page.getByRole('region', { name: 'After fix' }).getByRole('status').first();
const beforeBanner = (page: Page) => page.getByRole('region', { name: 'Before fix' }).getByRole('status').first();

/**
 * The page reacts to a control: the language switch relabels the panes (a page frozen by a
 * loop never would; how fast it answers is what the main-thread task measure holds).
 */
async function answersInput(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  await page.getByRole('region', { name: '修复后' }).waitFor({ timeout: 10_000 });
}

/** The most a run may take before the runner stops it: the "within 2 s" the page promises. */
const WITHIN_MS = 2000;

/**
 * The banner says the run was stopped, and by what: the engine's step budget (which ends a loop
 * by counting, whatever the machine's speed), or the runner's deadline, whose milliseconds
 * must be within 2 s. Returns which.
 */
async function stoppedWithin(text: string): Promise<'steps' | 'ms'> {
  const m = /Stopped after (\d+) (steps|ms)/.exec(text);
  expect(m, `a stopped banner, not: ${text}`).not.toBeNull();
  const [, n, unit] = m as RegExpExecArray;
  if (unit === 'ms') {
    expect(Number(n)).toBe(RUN_DEADLINE_MS);
    expect(Number(n)).toBeLessThanOrEqual(WITHIN_MS);
  }
  return unit as 'steps' | 'ms';
}

const form = {
  script: 'output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())\nresult = output.as_dict()\n',
  form: {},
  granularity: 'calls',
  row: 0,
  presetId: null,
};

describe('the engine in a worker', () => {
  it('runs in a Web Worker: the page’s own scripts carry no engine', async () => {
    // A saved session (a first visit shows the runs the build prerendered, and runs nothing).
    const { page, errors } = await open(form);
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

  // The engine's step budget stops loops (counting untraced statements too); the runner's
  // deadline stops what the budget cannot see: one statement that computes for seconds.
  for (const [where, loop, limit] of [
    ['a loop at module level', '\nwhile 1: pass\n', 'steps'],
    ['a loop in a class body', '\nclass Looping:\n    while True: pass\n', 'steps'],
    // A modular power with a 166,000-bit exponent: minutes in CPython and here, whatever the
    // machine's BigInt speed, and no container for the work budget to count.
    ['one statement that computes for seconds', '\nhuge = pow(3, 10 ** 50000, 10 ** 50000 + 7)\n', 'ms'],
  ] as const) {
    it(`stops ${where} (by its ${limit === 'steps' ? 'step budget' : 'deadline'}), and the page keeps answering`, async () => {
      const { page, errors } = await open({ ...form, lab: true });
      const lab = page.getByRole('region', { name: 'Fix lab' });
      const editor = lab.locator('.monaco-editor').first();
      await editor.waitFor({ timeout: 30_000 });
      await expect.poll(() => lab.locator('.lab-summary').innerText(), { timeout: 15_000 }).toBe('All 9 checks pass');
      await editor.click();
      await page.keyboard.press('Control+End');
      const tasks = await mainThreadTaskCpu(page, async () => {
        await page.keyboard.insertText(loop);
        await expect.poll(() => afterBanner(page).innerText(), { timeout: 10_000 }).toMatch(/Stopped after \d+ (steps|ms)/);
      });
      expect(await stoppedWithin(await afterBanner(page).innerText())).toBe(limit);
      expect(tasks.filter((ms) => ms > MAX_TASK_MS)).toEqual([]);
      // The before-fix run is not held up by the other.
      expect(await beforeBanner(page).innerText()).toContain("KeyError: 'extra_fields'");
      await answersInput(page);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('stops a permalink whose edited source never ends, and still opens the rest of the link', async () => {
    const link = await encodeLink({ w: 'verl-7491', script: form.script, row: 0, granularity: 'calls', model: 'while True:\n    pass\n' });
    const { page, errors } = await open(undefined, link);
    await expect.poll(() => afterBanner(page).innerText(), { timeout: 10_000 }).toMatch(/Stopped after \d+ (steps|ms)/);
    await stoppedWithin(await afterBanner(page).innerText());
    await expect.poll(() => beforeBanner(page).innerText()).toContain("KeyError: 'extra_fields'");
    await answersInput(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ends an endless recursion typed into the scenario as Python does (a RecursionError), or stops it naming the limit it hit', async () => {
    const { page, errors } = await open();
    await runsShown(page);
    const editor = page.getByRole('region', { name: 'Scenario' }).getByRole('textbox', { name: 'Scenario script' });
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('f = lambda n: f(n + 1); f(0)\n');
    await expect.poll(() => afterBanner(page).innerText(), { timeout: 10_000 }).toMatch(/RecursionError|Stopped/);
    for (const banner of [afterBanner(page), beforeBanner(page)]) {
      const text = await banner.innerText();
      // Where the worker's JS stack runs out before CPython's recursion limit, the banner says so.
      if (/ran out of JavaScript stack/.test(text))
        expect(text).toMatch(/Stopped at a call depth of \d+: this explainer ran out of JavaScript stack, a limit of the explainer/);
      else if (!/RecursionError: maximum recursion depth exceeded/.test(text)) await stoppedWithin(text);
    }
    await answersInput(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  // CPython lets a script's functions nest 993 deep (under the reference runner). The worker's JS
  // stack (about 500 KB in Chromium) holds about 1,000-1,200 levels of the engine's plain calls,
  // fewer while the code is still cold: 800 levels run to their end with room to spare (about 330
  // did before calls took fewer JS frames), and at CPython's own depth a run either ends as
  // CPython's does or stops with the engine's stack limit named, never a RecursionError CPython
  // would not raise and never an internal error.
  const typeScript = async (page: Page, text: string) => {
    const editor = page.getByRole('region', { name: 'Scenario' }).getByRole('textbox', { name: 'Scenario script' });
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
  };
  const recurse = (page: Page, n: number) => typeScript(page, `depth = lambda n: depth(n - 1) + 1 if n else 0; r = depth(${n})\n`);

  it('runs a recursion 800 deep in the worker to its end, and one as deep as CPython allows to its end or to the named stack limit', async () => {
    const { page, errors } = await open();
    await runsShown(page);
    await recurse(page, 800);
    await expect.poll(() => afterBanner(page).innerText(), { timeout: 10_000 }).toContain('ran to the end without an exception');
    await expect.poll(() => beforeBanner(page).innerText(), { timeout: 10_000 }).toContain('ran to the end without an exception');
    // A NameError in between, so the next outcome is the deep run's and not the last one's.
    await typeScript(page, 'undefined_name\n');
    for (const banner of [afterBanner(page), beforeBanner(page)]) await expect.poll(() => banner.innerText(), { timeout: 10_000 }).toContain('NameError');
    await recurse(page, 990);
    for (const banner of [afterBanner(page), beforeBanner(page)])
      await expect
        .poll(() => banner.innerText(), { timeout: 10_000 })
        .toMatch(/ran to the end without an exception|ran out of JavaScript stack, a limit of the explainer/);
    for (const banner of [afterBanner(page), beforeBanner(page)]) expect(await banner.innerText()).not.toMatch(/RecursionError|internal error/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps typing in the fix lab smooth while the edited source never ends', async () => {
    const { page, errors } = await open({ ...form, lab: true });
    const lab = page.getByRole('region', { name: 'Fix lab' });
    const editor = lab.locator('.monaco-editor').first();
    await editor.waitFor({ timeout: 30_000 });
    await expect.poll(() => lab.locator('.lab-summary').innerText(), { timeout: 15_000 }).toBe('All 9 checks pass');
    await editor.click();
    await page.keyboard.press('Control+End');
    const tasks = await mainThreadTaskCpu(page, async () => {
      await page.keyboard.type('\nwhile 1: pass', { delay: 30 });
      await expect.poll(() => afterBanner(page).innerText(), { timeout: 5000 }).toMatch(/Stopped after \d+ (steps|ms)/);
      await expect.poll(() => lab.locator('.lab-summary').innerText(), { timeout: 8000 }).toMatch(/could not run: Stopped after \d+ (steps|ms)/);
      // Deleting the loop again, keystroke by keystroke, while runs are being stopped and replaced.
      for (let i = 0; i < 'while 1: pass'.length + 1; i++) await page.keyboard.press('Backspace', { delay: 30 });
      await expect.poll(() => lab.locator('.lab-summary').innerText(), { timeout: 8000 }).toBe('All 9 checks pass');
      await expect.poll(() => afterBanner(page).innerText()).toContain('as_dict() returned');
    });
    expect(tasks.length).toBeGreaterThan(10);
    expect(tasks.filter((ms) => ms > MAX_TASK_MS)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
