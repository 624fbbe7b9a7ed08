/**
 * The built app under its strict Content-Security-Policy (sent as a header too), and user
 * text that looks like HTML rendering as inert text everywhere.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSP } from '../../vite.config.ts';
import { builtApp, runsShown } from './built-app';

const app = builtApp('/secure/app/', { 'content-security-policy': CSP });

async function watched(): Promise<{ page: Page; violations: () => Promise<string[]>; errors: string[]; dialogs: string[] }> {
  const page = await app.ctx.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, errors, dialogs, violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp) };
}

describe('security', () => {
  it('runs under the strict policy with zero violations', async () => {
    const { page, violations, errors } = await watched();
    await page.goto(app.page());
    await runsShown(page);
    await page.getByRole('button', { name: 'Jump to first divergence' }).click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('region', { name: 'After fix' }).locator('.now').innerText()).toContain('dict.copy');
    await page.locator('section.diff[aria-label="Output diff"]').scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Output diff' }).locator('.diff-view').waitFor();
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('underlines a syntax error in the scenario script without breaking the policy', async () => {
    const { page, violations, errors } = await watched();
    await page.goto(app.page());
    await runsShown(page);
    const script = page.getByRole('region', { name: 'Scenario' }).getByRole('textbox', { name: 'Scenario script' });
    await script.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nx = (');
    const scenarioSquiggle = page.getByRole('region', { name: 'Scenario' }).locator('.squiggle');
    await expect.poll(() => scenarioSquiggle.count()).toBe(1);
    expect(await scenarioSquiggle.evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe('wavy');
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('underlines a syntax error in the fix lab’s editor (Monaco) without breaking the policy (issue 13, defect 5)', async () => {
    const { page, violations, errors } = await watched();
    await page.goto(app.page());
    // A fresh session: the last test left a script that cannot run (the lab then has nothing to check).
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await runsShown(page);
    await page.getByRole('button', { name: 'Fix lab' }).click();
    const lab = page.getByRole('region', { name: 'Fix lab' });
    const editor = lab.locator('.monaco-editor').first();
    await editor.waitFor({ timeout: 30_000 });
    await editor.click();
    await page.keyboard.press('Control+End');
    // No bracket: Monaco closes one as it is typed, and `x = ()` is valid Python.
    await page.keyboard.type('\nx = = 1');
    await expect.poll(() => lab.getByRole('alert').innerText(), { timeout: 15_000 }).toMatch(/SyntaxError at line \d+/);
    // Monaco's marker: drawn on the error's line, underlined by the page's own CSS (a dotted
    // border), not by Monaco's data: SVG, which the policy blocks.
    const squiggle = editor.locator('.squiggly-error').first();
    await squiggle.waitFor({ timeout: 15_000 });
    const drawn = await squiggle.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: el.getBoundingClientRect().width, border: `${style.borderBottomStyle} ${style.borderBottomWidth}`, image: style.backgroundImage };
    });
    expect(drawn.width).toBeGreaterThan(0);
    expect(drawn.border).toBe('dotted 2px');
    expect(drawn.image).toBe('none');
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders HTML-looking user text as inert text everywhere', async () => {
    const { page, dialogs, violations } = await watched();
    const payload = '<img src=x onerror=alert(1)>';
    const script = `output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())\noutput.extra_fields["${payload}"] = "${payload}"\nresult = output.as_dict()\nnote = "<script>alert(2)</script>"\n`;
    // Saved before the page's own scripts run (a page already open could save its session over it).
    await page.addInitScript((s) => {
      localStorage.setItem('pr-explainer:verl-7491:v1', JSON.stringify({ script: s, form: {}, granularity: 'calls', row: 9999, presetId: null }));
    }, script);
    await page.goto(app.page());
    await runsShown(page);
    // The loaded panel, not its placeholder (which has the same name and is replaced when the chunk arrives).
    await page.locator('section.objects').scrollIntoViewIfNeeded();
    await page.locator('section.objects .box').first().waitFor({ timeout: 30_000 });
    // The text is on the page as text...
    expect(await page.getByText(payload, { exact: false }).count()).toBeGreaterThan(0);
    // ...and never as markup.
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('script:not([src]):not([type="application/json"])').length)).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
