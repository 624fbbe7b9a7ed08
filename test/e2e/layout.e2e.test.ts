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

  it('never overflows sideways on a phone with the tour, the fix lab or the export open', async () => {
    const page = await open(phone as BrowserContext);
    await page.getByRole('button', { name: 'Take the guided tour' }).click();
    await page.getByRole('region', { name: 'Guided tour' }).getByRole('heading').first().waitFor();
    expect(await overflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Leave the tour' }).first().click();
    await page.getByRole('button', { name: 'Fix lab' }).click();
    await page.getByRole('region', { name: 'Fix lab' }).locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    expect(await overflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Export as pytest' }).click();
    await page.getByRole('region', { name: 'Export as pytest' }).locator('pre, textarea, code').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    expect(await overflow(page)).toBe(0);
    await page.close();
  });

  it('shows both outcomes on a phone’s first screen, each taking the reader to its run', async () => {
    // A first visit: storage emptied before the page's scripts run (a page still open could save over it).
    const page = await (phone as BrowserContext).newPage();
    await page.addInitScript(() => {
      if (sessionStorage.getItem('visited')) return;
      sessionStorage.setItem('visited', '1');
      localStorage.clear();
    });
    await page.goto(app.page());
    const strip = page.getByRole('region', { name: 'Outcomes' });
    await expect.poll(() => strip.innerText()).toMatch(/Before fix:\s*KeyError: 'extra_fields'[\s\S]*After fix:\s*as_dict\(\) returned a dict with 5 keys/);
    const box = await strip.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await strip.getByRole('button', { name: /After fix/ }).click();
    await expect
      .poll(async () => (await page.getByRole('region', { name: 'After fix' }).getByRole('status').first().boundingBox())?.y ?? -1)
      .toBeGreaterThan(0);
    const banner = await page.getByRole('region', { name: 'After fix' }).getByRole('status').first().boundingBox();
    expect(banner && banner.y + banner.height).toBeLessThanOrEqual(844);
    // At 1440 px both banners are on the first screen already: no strip.
    const wide = await open(app.ctx);
    expect(await wide.getByRole('region', { name: 'Outcomes' }).count()).toBe(0);
    await wide.close();
    await page.close();
  });

  it('tells a phone reader the objects graph scrolls sideways, and highlights by tap and keyboard, not only by hover', async () => {
    const page = await open(phone as BrowserContext);
    const objects = page.locator('section.objects');
    await objects.scrollIntoViewIfNeeded();
    await objects.locator('.box').first().waitFor({ timeout: 30_000 });
    const graph = objects.getByRole('region', { name: 'Object graph' });
    expect(await graph.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await objects.locator('.scroll-cue').innerText()).toContain('Scroll sideways');
    expect(await objects.locator('.graph-frame').getAttribute('class')).toContain('more-right');
    // A tap (here a click: both focus the button) on a box's title highlights it and the arrows to it.
    const title = objects.locator('button.box-title').first();
    await title.click();
    expect(await title.getAttribute('aria-pressed')).toBe('true');
    expect(await objects.locator('.box.hot').count()).toBe(1);
    expect(await objects.locator('.arrows path.hot').count()).toBeGreaterThan(0);
    // The keyboard: Tab to a reference highlights the object it points at.
    const pointer = objects.getByRole('button', { name: /reference to object #\d+/ }).first();
    await pointer.focus();
    const target = Number(/#(\d+)/.exec((await pointer.getAttribute('aria-label')) ?? '')?.[1]);
    expect(await objects.locator(`.box[data-box="${target}"]`).getAttribute('class')).toContain('hot');
    await pointer.blur();
    expect(await objects.locator('.box.hot').count()).toBe(0);
    // Scrolled to its end, the cue goes and the other edge fades instead.
    await graph.evaluate((e) => {
      e.scrollLeft = e.scrollWidth;
    });
    await expect.poll(() => objects.locator('.graph-frame').getAttribute('class')).toBe('graph-frame more-left');
    expect(await objects.locator('.scroll-cue').count()).toBe(0);
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
