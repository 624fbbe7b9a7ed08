/** Developer aid: screenshots of the built app at desktop and phone sizes, into .shots/. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from '../test/e2e/browser';
import { serve } from '../test/e2e/server';

const root = join(import.meta.dirname, '..');
const out = join(root, '.shots');
mkdirSync(out, { recursive: true });
const server = await serve(join(root, 'dist'), '/demo/explainer/');
for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const ctx = await launch(viewport);
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(server.url);
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
  console.log(name, 'console errors:', errors);
  await ctx.close();
}
console.log(
  'requests outside base:',
  server.requests.filter((r) => !r.startsWith('/demo/explainer/')),
);
await server.close();
