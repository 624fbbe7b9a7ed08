/**
 * End to end in Debian's Chromium: the built app served from a sub-path, walked the way a
 * person would, found by role and accessible name.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { builtApp, runsShown } from './built-app';

const BASE = '/team/docs/pr-explainer/';
const app = builtApp(BASE);

interface Watched {
  page: Page;
  requests: string[];
  errors: string[];
}

async function open(): Promise<Watched> {
  const page = await app.ctx.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(app.page());
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await runsShown(page);
  return { page, requests, errors };
}

const nowText = (page: Page, pane: string) => page.getByRole('region', { name: pane }).locator('.now').innerText();

describe('the built explainer in Chromium', () => {
  it('shows KeyError before the fix and a returned dict after it, without leaving the origin or logging errors', async () => {
    const { page, requests, errors } = await open();
    await expect.poll(() => page.getByRole('region', { name: 'Before fix' }).getByRole('status').first().innerText()).toContain("KeyError: 'extra_fields'");
    await expect.poll(() => page.getByRole('region', { name: 'After fix' }).getByRole('status').first().innerText()).toContain('as_dict() returned a dict');
    // Monaco arrives lazily, from the same origin.
    await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const origin = new URL(app.server.url).origin;
    expect(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
    expect(app.server.requests.every((p) => p.startsWith(BASE))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('makes both runs succeed when extra_fields is passed explicitly', async () => {
    const { page } = await open();
    await page.getByRole('region', { name: 'Scenario' }).getByLabel('passed: {}').check();
    for (const pane of ['Before fix', 'After fix']) {
      await expect.poll(() => page.getByRole('region', { name: pane }).getByRole('status').first().innerText()).toContain('as_dict() returned');
    }
    await page.close();
  });

  it('moves the marked line when stepping, and lands on the extra_fields block at the first divergence', async () => {
    const { page } = await open();
    await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'First step' }).click();
    const first = await nowText(page, 'After fix');
    expect(first).toContain('script line 1');
    await page.getByRole('button', { name: 'Jump to first divergence' }).click();
    expect(await nowText(page, 'After fix')).toContain('agent_loop.py line 149');
    // The current-line decoration is drawn in the after-fix editor.
    const marked = page.getByRole('region', { name: 'After fix' }).locator('.line-current');
    await expect.poll(() => marked.count()).toBeGreaterThan(0);
    const top1 = await marked.first().boundingBox();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await nowText(page, 'After fix')).toContain('agent_loop.py line 150');
    const top2 = await marked.first().boundingBox();
    expect(top2?.y).not.toBe(top1?.y);
    await page.keyboard.press('Home');
    expect(await nowText(page, 'After fix')).toContain('script line 1');
    await page.close();
  });

  it('reaches every control with the keyboard', async () => {
    const { page } = await open();
    await page.getByRole('button', { name: 'Jump to first divergence' }).click();
    await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const names = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '') : '';
      });
      names.add(label);
    }
    for (const name of ['First step', 'Step back', 'Step forward', 'Last step', 'Jump to first divergence', 'Step', 'Scenario script', 'Reset scenario'])
      expect([...names]).toContain(name);
    await page.close();
  });

  it('has no serious or critical axe-core violations', async () => {
    const { page } = await open();
    await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    // Every editor, the diff editors included, has mounted before the audit.
    await expect.poll(() => page.locator('.monaco-diff-editor').count(), { timeout: 30_000 }).toBe(2);
    await page.waitForTimeout(300);
    const violations = await seriousViolations(page);
    expect(violations).toEqual([]);
    // Every editor we create is named (through Monaco's ariaLabel options).
    for (const name of [
      'Scenario script',
      'Before fix: model source',
      'After fix: model source',
      'Before fix output',
      'After fix output',
      'Model at the call',
      'Model after the run',
    ]) {
      await expect.poll(() => page.locator(`.monaco-editor [role="textbox"][aria-label="${name}"]`).count(), { timeout: 15_000 }).toBe(1);
    }
    await page.close();
  });

  it('keeps a typed script across a reload', async () => {
    const { page } = await open();
    const editor = page.getByRole('region', { name: 'Scenario' }).locator('.monaco-editor').first();
    await editor.waitFor({ timeout: 30_000 });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nkept = "typed by hand"');
    await page.waitForTimeout(300);
    await page.reload();
    await runsShown(page);
    await page.getByRole('region', { name: 'Scenario' }).locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    const text = () => page.getByRole('region', { name: 'Scenario' }).locator('.view-lines').innerText();
    await expect.poll(async () => (await text()).replace(/\u00a0/g, ' ')).toContain('kept = "typed by hand"');
    // And it still runs: both panes have an outcome for the edited script.
    await expect.poll(() => page.getByRole('region', { name: 'After fix' }).getByRole('status').first().innerText()).toContain('as_dict() returned');
    await page.close();
  });
});
