/**
 * The first screen the build prerenders into a walkthrough's page: without JavaScript the page
 * still shows what the bug is and what the fix changes (both outcomes, the fix's line marked, how
 * to read it); with JavaScript the app takes that screen over as it is — no hydration mismatch,
 * no engine run until the reader changes something, every control working.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkthroughs } from '../../src/walkthroughs';
import { launch } from './browser';
import { builtApp } from './built-app';

const app = builtApp('/first/screen/');
let noScript: BrowserContext | undefined;
beforeAll(async () => {
  noScript = await launch({ width: 1440, height: 900 }, { javaScript: false });
}, 60_000);
afterAll(async () => {
  await noScript?.close();
});

const pane = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('the prerendered first screen', () => {
  it('reads without JavaScript: both outcomes, the fix’s line marked in view, and how to read it', async () => {
    if (!noScript) throw new Error('no context');
    const page = await noScript.newPage();
    await page.goto(app.page());
    expect(await pane(page, 'Before fix').getByRole('status').first().innerText()).toContain("KeyError: 'extra_fields'");
    expect(await pane(page, 'After fix').getByRole('status').first().innerText()).toContain('as_dict() returned a dict with 5 keys');
    // The page opens at the first divergence: the fix's line is the one marked, and on screen.
    const marked = pane(page, 'After fix').locator('[aria-current="step"]');
    expect(await marked.innerText()).toContain('output.setdefault("extra_fields", self.extra_fields.copy())');
    expect(await marked.isVisible()).toBe(true);
    const box = await marked.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(900);
    expect(await page.locator('.position').innerText()).toMatch(/Step \d+ \/ \d+ · runs differ here/);
    const guide = page.getByRole('region', { name: 'How to read this' });
    expect(await guide.locator('dfn').allInnerTexts()).toEqual(['Step', 'Lockstep', 'No counterpart in the other run']);
    await page.close();
  });

  it('lists every walkthrough on the index without JavaScript, each linking to its page', async () => {
    if (!noScript) throw new Error('no context');
    const page = await noScript.newPage();
    await page.goto(app.server.url);
    const items = page.locator('.walkthrough-list > li');
    expect(await items.count()).toBe(walkthroughs.length);
    for (const [i, w] of walkthroughs.entries()) {
      expect(await items.nth(i).getByRole('link', { name: w.title }).getAttribute('href')).toBe(`./${w.id}/`);
      expect(await items.nth(i).innerText()).toContain(w.oneLine);
    }
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    await page.close();
  });

  it('comes alive without redrawing or running anything, and then works as ever', async () => {
    const page = await app.ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(app.page());
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const after = pane(page, 'After fix');
    // Alive: every line of the source is there (the prerender left out the lines above the marked one)…
    await expect.poll(() => after.locator('.code-line.above').count()).toBe(0);
    // …and the marked line stayed where it was.
    expect(await after.locator('[aria-current="step"]').innerText()).toContain('output.setdefault("extra_fields"');
    // The runs on screen are the page's own: no engine worker started for them.
    expect(page.workers()).toEqual([]);
    const position = page.locator('.position');
    const at = await position.innerText();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.innerText()).not.toBe(at);
    // A change the page cannot have precomputed runs in the engine's worker.
    await page.getByRole('combobox', { name: 'Preset' }).selectOption('explicit-extra');
    await expect.poll(() => pane(page, 'Before fix').getByRole('status').first().innerText(), { timeout: 30_000 }).toContain('as_dict() returned');
    expect(page.workers().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws its own view over the prerendered one for a returning reader', async () => {
    const page = await app.ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(app.page());
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem(
        'pr-explainer:verl-7491:v1',
        JSON.stringify({ script: 'output = None\nresult = output.as_dict()\n', form: {}, granularity: 'calls', row: 0, presetId: null }),
      );
    });
    await page.reload();
    await expect.poll(() => pane(page, 'Before fix').getByRole('status').first().innerText(), { timeout: 30_000 }).toContain('AttributeError');
    expect(await page.getByRole('region', { name: 'Scenario' }).getByRole('textbox', { name: 'Scenario script' }).inputValue()).toBe(
      'output = None\nresult = output.as_dict()\n',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
