/**
 * Layout in Chromium at the two sizes people use (1440×900 and a 390×844 phone): long text
 * wraps instead of widening the page, the embed stacks its runs on a phone, and nothing
 * overflows sideways.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { builtApp } from './built-app';

const app = builtApp('/team/layout/');
let phone: BrowserContext | undefined;

beforeAll(async () => {
  phone = await launch({ width: 390, height: 844 });
}, 60_000);
afterAll(async () => {
  await phone?.close();
});

async function open(ctx: BrowserContext, query = ''): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${app.page()}${query}`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${app.page()}${query}`);
  await page.getByRole('region', { name: 'After fix' }).getByRole('status').first().waitFor();
  return page;
}

/** How far the page reaches past the right edge of the window (0 when nothing overflows). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
describe('layout', () => {
  it('wraps a 5000-character builder value in both banners instead of widening the page', async () => {
    const page = await open(app.ctx);
    const field = page.getByRole('region', { name: 'Scenario' }).getByRole('textbox', { name: 'num_turns' });
    await field.fill('a'.repeat(5000));
    for (const pane of ['Before fix', 'After fix'])
      await expect.poll(() => page.getByRole('region', { name: pane }).getByRole('status').first().innerText()).toContain('NameError');
    expect(await overflow(page)).toBe(0);
    await page.close();
  });

  it('wraps the PR tests’ long names at 1440 px and on a phone', async () => {
    for (const ctx of [app.ctx, phone as BrowserContext]) {
      const page = await open(ctx);
      await page.getByRole('region', { name: 'Scenario' }).getByLabel('Preset').selectOption('pr-test-teacher');
      await expect.poll(() => page.getByRole('region', { name: 'After fix' }).locator('.script-line').innerText()).toContain('test_agent_loop_output');
      // At the last step (where a new scenario opens) and at the first divergence.
      expect(await overflow(page)).toBe(0);
      await page.getByRole('button', { name: 'Jump to first divergence' }).click();
      await page.waitForTimeout(200);
      expect(await overflow(page)).toBe(0);
      await page.close();
    }
  });

  it('never overflows sideways on a phone, the Variables card included', async () => {
    const page = await open(phone as BrowserContext);
    await page.getByRole('button', { name: 'Jump to first divergence' }).click();
    await page
      .getByRole('region', { name: 'After fix' })
      .getByRole('heading', { name: /Variables/ })
      .waitFor();
    await page.waitForTimeout(300);
    expect(await overflow(page)).toBe(0);
    await page.close();
  });

  it('stacks the two runs of the embed on a phone, each at full width', async () => {
    const page = await open(phone as BrowserContext, '?embed=1');
    const before = await page.getByRole('region', { name: 'Before fix', exact: true }).boundingBox();
    const after = await page.getByRole('region', { name: 'After fix', exact: true }).boundingBox();
    expect(before && after).toBeTruthy();
    if (!before || !after) return;
    expect(after.y).toBeGreaterThanOrEqual(before.y + before.height);
    expect(before.width).toBeGreaterThan(300);
    expect(await overflow(page)).toBe(0);
    await page.close();
  });
});
