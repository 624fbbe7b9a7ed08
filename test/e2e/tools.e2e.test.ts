/**
 * End to end in Chromium, for onboarding and review: the guided tour walked start to end with
 * the keyboard only, a permalink opening the same step in a fresh browser (and a broken one
 * falling back with a notice), the fix lab's gallery verdicts, and the new panels audited.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launch } from './browser';
import { builtApp, runsShown } from './built-app';

const BASE = '/reviews/pr-7491/';
const app = builtApp(BASE);

async function open(context = app.ctx, url = app.page()): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await runsShown(page);
  if (context === app.ctx && url === app.page()) {
    // A clean session: nothing saved by an earlier test.
    await page.evaluate('localStorage.clear()');
    await page.goto(url);
    await runsShown(page);
  }
  return { page, errors };
}

/** The accessible name of the focused element (its aria-label, else its text). */
const focused = (page: Page) =>
  page.evaluate(
    `(() => { const el = document.activeElement; return el ? (el.getAttribute('aria-label') || el.textContent || '').trim() : ''; })()`,
  ) as Promise<string>;

/** Presses Tab until the focused element's name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (name.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${name} with Tab (last focus: ${await focused(page)})`);
}

const position = (page: Page) => page.locator('.controls .position').innerText();

describe('onboarding and review tools in Chromium', () => {
  it('walks the guided tour from start to end with the keyboard only', async () => {
    const { page, errors } = await open();
    await page.getByRole('button', { name: 'Take the guided tour' }).waitFor();
    await page.evaluate('document.activeElement && document.activeElement.blur()');
    await tabTo(page, /^Take the guided tour$/);
    await page.keyboard.press('Enter');
    const tour = page.getByRole('region', { name: 'Guided tour' });
    for (let stop = 1; stop <= 9; stop++) {
      await expect.poll(() => tour.getByRole('heading').textContent()).toContain(`Stop ${stop} of 9`);
      // Focus lands on the stop's title, so reading starts there.
      await expect.poll(() => focused(page)).toContain(`Stop ${stop} of 9`);
      if ((await tour.getByRole('radio').count()) > 0) {
        await expect(page.getByRole('region', { name: 'After fix' }).getByText('Outcome hidden').isVisible()).resolves.toBe(true);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await tabTo(page, /^Reveal what ran$/);
        await page.keyboard.press('Enter');
        await expect.poll(() => tour.getByRole('status').innerText()).toMatch(/What ran: /);
        await expect.poll(() => focused(page)).toMatch(/What ran: /);
      }
      await tabTo(page, stop < 9 ? /^Next stop →$/ : /^Finish the tour$/);
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => tour.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens exactly the same step from a permalink in a fresh browser, and falls back from a broken one', async () => {
    const { page } = await open();
    await page.getByRole('region', { name: 'Scenario' }).getByLabel('Preset').selectOption('set-none');
    await expect.poll(() => page.getByRole('region', { name: 'After fix' }).getByRole('status').first().innerText()).toContain('AttributeError');
    await page.getByRole('button', { name: 'Jump to first divergence' }).click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    const here = await position(page);
    const now = await page.getByRole('region', { name: 'After fix' }).locator('.now').innerText();
    // The address bar follows the view.
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#s=/);
    await page.waitForTimeout(300);
    const link = page.url();
    expect(new URL(link).pathname).toBe(`${BASE}verl-7491/`);

    const fresh = await launch();
    const other = await open(fresh, link);
    await expect.poll(() => position(other.page)).toBe(here);
    expect(await other.page.getByRole('region', { name: 'After fix' }).locator('.now').innerText()).toBe(now);
    expect(await other.page.getByRole('region', { name: 'Scenario' }).getByLabel('Preset').inputValue()).toBe('set-none');
    expect(other.errors).toEqual([]);

    const broken = await open(fresh, `${app.page()}#s=this-is-not-a-link`);
    await expect.poll(() => broken.page.getByRole('status').filter({ hasText: 'could not be opened' }).count()).toBe(1);
    // The session as it was (the scenario the good link opened in this browser) stays on screen.
    await expect.poll(() => broken.page.getByRole('region', { name: 'After fix' }).getByRole('status').first().innerText()).toContain("'copy'");
    await expect.poll(() => new URL(broken.page.url()).hash).toMatch(/^#s=[A-Za-z0-9_-]{20,}/);
    await fresh.close();
    await page.close();
  });

  it('shows the fix lab’s gallery with each fix’s verdict, checked in the browser', async () => {
    const { page, errors } = await open();
    await page.getByRole('button', { name: 'Fix lab' }).click();
    const gallery = page.getByRole('list', { name: 'Gallery of alternative fixes' });
    await expect
      .poll(() => gallery.locator('.verdict').allInnerTexts(), { timeout: 15_000 })
      .toEqual(['All 9 checks pass', '7 of 9 checks pass', '4 of 9 checks pass', '1 of 9 checks pass', '7 of 9 checks pass', '8 of 9 checks pass']);
    await gallery.getByRole('button', { name: 'Load this fix: Field(default_factory=dict)' }).click();
    const lab = page.getByRole('region', { name: 'Fix lab' });
    await expect.poll(() => lab.locator('.lab-summary').innerText()).toBe('1 of 9 checks pass');
    await expect.poll(() => page.getByRole('region', { name: 'After fix' }).getByRole('status').first().innerText()).toContain("KeyError: 'extra_fields'");
    // The editor is Monaco, named, and editing it re-runs the checks.
    const editor = lab.locator('.monaco-editor').first();
    await editor.waitFor({ timeout: 30_000 });
    expect(await lab.locator('.monaco-editor [role="textbox"][aria-label="After-fix source (editable)"]').count()).toBe(1);
    await lab.getByRole('button', { name: 'Restore the PR’s fix' }).click();
    await expect.poll(() => lab.locator('.lab-summary').innerText()).toBe('All 9 checks pass');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('audits the tour, the export and the Chinese page with axe', async () => {
    const { page, errors } = await open();
    await page.getByRole('button', { name: 'Take the guided tour' }).click();
    await page.getByRole('button', { name: 'Next stop →' }).click();
    await page.getByRole('radio').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Export as pytest' }).click();
    await page.getByRole('list', { name: 'What this test does' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    await page.getByRole('button', { name: '退出导览' }).first().waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('zh-CN');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
