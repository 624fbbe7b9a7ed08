/**
 * The built app under its strict Content-Security-Policy (sent as a header too), and user
 * text that looks like HTML rendering as inert text everywhere.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CSP } from '../../vite.config.ts';
import { builtApp } from './built-app';

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
  it('runs under the strict policy with zero violations, Monaco included', async () => {
    const { page, violations, errors } = await watched();
    await page.goto(app.page());
    await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Jump to first divergence' }).click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('region', { name: 'After fix' }).locator('.now').innerText()).toContain('dict.copy');
    // The diff editors compute their diffs in the (same-origin) worker.
    await page.locator('section.diff[aria-label="Output diff"]').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('region', { name: 'Output diff' }).locator('.monaco-diff-editor').count()).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders HTML-looking user text as inert text everywhere', async () => {
    const { page, dialogs, violations } = await watched();
    await page.goto(app.page());
    const payload = '<img src=x onerror=alert(1)>';
    const script = `output = AgentLoopOutput(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())\noutput.extra_fields["${payload}"] = "${payload}"\nresult = output.as_dict()\nnote = "<script>alert(2)</script>"\n`;
    await page.evaluate((s) => {
      localStorage.setItem('pr-explainer:verl-7491:v1', JSON.stringify({ script: s, form: {}, granularity: 'calls', row: 9999, presetId: null }));
    }, script);
    await page.reload();
    await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    // The loaded panel, not its placeholder (which has the same name and is replaced when the chunk arrives).
    await page.locator('section.objects').scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    // The text is on the page as text...
    expect(await page.getByText(payload, { exact: false }).count()).toBeGreaterThan(0);
    // ...and never as markup.
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('script:not([src])').length)).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
