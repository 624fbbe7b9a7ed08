/** Developer aid: screenshots of the built app at desktop and phone sizes, into .shots/. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from '../test/e2e/browser';
import { serve } from '../test/e2e/server';

const root = join(import.meta.dirname, '..');
const out = join(root, '.shots');
mkdirSync(out, { recursive: true });
/** The tour (question, then reveal), the fix lab with a gallery fix loaded, the pytest export and the zh-CN page. */
async function toolShots(page: import('playwright-core').Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByRole('button', { name: 'Take the guided tour' }).click();
  await page.getByRole('region', { name: 'Guided tour' }).waitFor();
  await page.getByRole('button', { name: 'Next stop →' }).click();
  await page.getByRole('radio').first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `${name}-tour-question.png`) });
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Reveal what ran' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `${name}-tour-reveal.png`) });
  await page.getByRole('button', { name: 'Leave the tour' }).first().click();
  await page.getByRole('button', { name: 'Fix lab' }).click();
  const lab = page.getByRole('region', { name: 'Fix lab' });
  await lab.waitFor();
  await lab.getByRole('button', { name: /Load this fix: setdefault without/ }).click();
  await page.waitForTimeout(800);
  await lab.screenshot({ path: join(out, `${name}-fix-lab.png`) });
  await page.screenshot({ path: join(out, `${name}-fix-lab-page.png`) });
  await page.getByRole('button', { name: 'Fix lab' }).click();
  await page.getByRole('button', { name: 'Export as pytest' }).click();
  const exp = page.getByRole('region', { name: 'Export as pytest' });
  await exp.getByRole('list', { name: 'What this test does' }).waitFor();
  await page.waitForTimeout(800);
  await exp.screenshot({ path: join(out, `${name}-export.png`) });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  await page.waitForTimeout(800);
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(out, `${name}-zh-CN.png`) });
  await page.getByRole('button', { name: '开始导览' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, `${name}-zh-CN-tour.png`) });
}

const server = await serve(join(root, 'dist'), '/demo/explainer/');
for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const ctx = await launch(viewport);
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${server.url}verl-7491/`);
  await page.waitForSelector('.monaco-editor', { timeout: 20000 }).catch(() => errors.push('monaco did not load'));
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(out, `${name}-top.png`) });
  await page.getByRole('button', { name: 'Jump to first divergence' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `${name}-divergence.png`) });
  await page.screenshot({ path: join(out, `${name}-full.png`), fullPage: true });
  for (const region of ['Objects', 'Output diff', 'Model state diff', 'Scenario', 'Before fix', 'After fix']) {
    const el = page.getByRole('region', { name: region, exact: true }).first();
    await el.scrollIntoViewIfNeeded();
    await el.screenshot({ path: join(out, `${name}-${region.replace(/ /g, '-').toLowerCase()}.png`) });
  }
  await toolShots(page, name);
  console.log(name, 'console errors:', errors);
  await ctx.close();
}
{
  // The embed view, at an iframe's size.
  const ctx = await launch({ width: 900, height: 640 });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(`${server.url}verl-7491/?embed=1`);
  await page.waitForSelector('.monaco-editor', { timeout: 20000 }).catch(() => undefined);
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, 'embed.png') });
  await ctx.close();
}
console.log(
  'requests outside base:',
  server.requests.filter((r) => !r.startsWith('/demo/explainer/')),
);
await server.close();
