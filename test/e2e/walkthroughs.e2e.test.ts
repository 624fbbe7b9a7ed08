/**
 * Every walkthrough in the registry, end to end in Chromium on the built site under a sub-path:
 * the index lists it and links to its page; its page shows both outcomes as real Python ends
 * them (the corpus's goldens), steps in lockstep, jumps to the first divergence, draws objects
 * and diffs, walks its whole tour judging each declared answer right, computes every gallery
 * fix's verdict in the browser as the walkthrough declares it, exports a pytest file with its
 * claims, round-trips a permalink, embeds, and speaks both languages. Where the engine cannot run
 * a script yet (the corpus lists it as a known failure), what rests on that run waits for it. Generic over the
 * registry: a new walkthrough is covered with no change here. Old links to the site's root
 * (`<base>/#s=…`, made before walkthroughs had pages) open verl-7491's page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { knownFailures } from '../../src/cli/walkthrough-check';
import { loadCatalog, loadWalkthrough, walkthroughs } from '../../src/walkthroughs';
import { root } from '../helpers';
import { launch } from './browser';
import { builtApp, runsShown } from './built-app';

const BASE = '/site/explainers/';
const app = builtApp(BASE);

async function open(url: string, context = app.ctx): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.evaluate('localStorage.clear()');
  await page.reload();
  return { page, errors };
}

interface Outcome {
  readonly status: 'ok' | 'error';
  readonly type?: string;
}

/** How real Python ended a script of a walkthrough's corpus, per version (its goldens); null when the script is no corpus case. */
function realOutcomes(id: string, script: string): { before: Outcome; after: Outcome } | null {
  const dir = join(root, 'test', 'corpus', id);
  const name = readdirSync(dir).find((f) => f.endsWith('.py') && readFileSync(join(dir, f), 'utf8') === script);
  if (!name) return null;
  const golden = (side: string) => JSON.parse(readFileSync(join(dir, 'golden', `${name.slice(0, -3)}.${side}.json`), 'utf8')).outcome as Outcome;
  return existsSync(join(dir, 'golden', `${name.slice(0, -3)}.before.json`)) ? { before: golden('before'), after: golden('after') } : null;
}

const banner = (page: Page, pane: string) => page.getByRole('region', { name: pane }).getByRole('status').first();
const position = (page: Page) => page.locator('.controls .position').innerText();

describe('the index', () => {
  it('lists every walkthrough with its PR and one line, each linking to its own page', async () => {
    const { page, errors } = await open(app.server.url);
    const items = page.locator('.walkthrough-list > li');
    await expect.poll(() => items.count()).toBe(walkthroughs.length);
    for (const [i, w] of walkthroughs.entries()) {
      const item = items.nth(i);
      expect(await item.getByRole('heading').innerText()).toBe(w.title);
      expect(await item.getByRole('link', { name: w.title }).getAttribute('href')).toBe(`./${w.id}/`);
      expect(await item.innerText()).toContain(w.oneLine);
      expect(await item.getByRole('link', { name: `${w.pr.repository} pull request #${w.pr.number}` }).getAttribute('href')).toBe(w.pr.url);
    }
    await items.first().getByRole('link', { name: walkthroughs[0].title }).click();
    await page.waitForURL(`${app.server.url}${walkthroughs[0].id}/`);
    await runsShown(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches the index’s language, and the walkthrough pages follow the choice', async () => {
    const { page, errors } = await open(app.server.url);
    const [first] = walkthroughs;
    const zh = { ...(await import('../../src/ui/i18n/zh-CN')).zhCN, ...(await loadCatalog(first.id, 'zh-CN')) };
    const select = page.getByRole('combobox', { name: 'Language' });
    await select.focus();
    await select.selectOption('zh-CN');
    await expect.poll(() => page.locator('h1').innerText()).toBe(zh['PR explainer']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.locator('.walkthrough-list > li').first().getByRole('heading').innerText()).toBe(zh[first.title]);
    // The switch keeps its focus and its choice (a keyboard reader can switch back at once).
    expect(await page.getByRole('combobox', { name: zh.Language }).inputValue()).toBe('zh-CN');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('language');
    await page.reload();
    await expect.poll(() => page.locator('h1').innerText()).toBe(zh['PR explainer']);
    await page.locator('.walkthrough-list > li').first().getByRole('link', { name: zh[first.title] }).click();
    await page.waitForURL(`${app.server.url}${first.id}/`);
    await runsShown(page);
    expect(await page.getByRole('combobox', { name: zh.Language }).inputValue()).toBe('zh-CN');
    // Back to English on the walkthrough's page: the index follows.
    await page.getByRole('combobox', { name: zh.Language }).selectOption('en');
    await page.goto(app.server.url);
    await expect.poll(() => page.locator('h1').innerText()).toBe('PR explainer');
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends a link made before walkthroughs had pages to verl-7491’s page, with its view', async () => {
    // A link of format 1 (no walkthrough named), as the address bar held them before.
    const json = new TextEncoder().encode(JSON.stringify({ v: 1, script: 'x = 41 + 1\n', row: 0, granularity: 'calls' }));
    const deflated = new Uint8Array(await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
    const old = `#s=${Buffer.from(deflated).toString('base64url')}`;
    const page = await app.ctx.newPage();
    await page.goto(`${app.server.url}${old}`);
    await page.waitForURL(/\/verl-7491\/#s=/);
    await runsShown(page);
    await expect.poll(() => banner(page, 'After fix').innerText()).toContain('ran to the end');
    await page.close();
  });
});

for (const meta of walkthroughs) {
  describe(`${meta.id} in Chromium`, () => {
    const url = () => app.page(meta.id);

    it('shows both outcomes as real Python ends them, steps in lockstep, jumps to the first divergence, and draws objects and diffs', async () => {
      const w = await loadWalkthrough(meta.id);
      if (!w) throw new Error(meta.id);
      const first = w.scenario.scriptFor(w.scenario.defaultForm);
      const real = realOutcomes(meta.id, first);
      // The first scenario is a corpus case; where the engine cannot run it yet (a known gap), its outcome waits for the engine.
      expect(real, 'the first scenario is a case of its corpus').not.toBeNull();
      const engineGap = knownFailures(root, meta.id).get(first);
      const { page, errors } = await open(url());
      await runsShown(page);
      for (const [pane, side] of [
        ['Before fix', 'before'],
        ['After fix', 'after'],
      ] as const) {
        const shown = banner(page, pane);
        expect((await shown.innerText()).trim().length).toBeGreaterThan(0);
        const outcome = real?.[side];
        if (engineGap !== undefined || !outcome) continue;
        expect(await shown.getAttribute('class'), `${pane}: real Python ${outcome.status} ${outcome.type ?? ''}`).toContain(outcome.status);
        if (outcome.type) expect(await shown.innerText()).toContain(outcome.type);
      }
      expect(await page.getByRole('link', { name: `${meta.pr.repository.split('/').pop()} PR #${meta.pr.number}` }).getAttribute('href')).toBe(meta.pr.url);
      await page.getByRole('button', { name: 'First step' }).click();
      expect(await position(page)).toMatch(/^Step 1 \//);
      await page.getByRole('button', { name: 'Step forward' }).click();
      expect(await position(page)).toMatch(/^Step 2 \//);
      for (const pane of ['Before fix', 'After fix'])
        expect((await page.getByRole('region', { name: pane }).locator('.now').innerText()).length).toBeGreaterThan(0);
      const diverge = page.getByRole('button', { name: 'Jump to first divergence' });
      if (await diverge.isEnabled()) {
        await diverge.click();
        expect(await position(page)).toMatch(/runs differ here/);
      }
      await page.getByRole('button', { name: 'Last step' }).click();
      await page.locator('section.objects').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('section.objects .box').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const output = page.getByRole('region', { name: 'Output diff' });
      await output.scrollIntoViewIfNeeded();
      await expect.poll(() => output.locator('.diff-view').count(), { timeout: 30_000 }).toBe(1);
      // The model state diff compares the model a subject received; a walkthrough whose subjects take none says so.
      const models = page.getByRole('region', { name: 'Model state diff' });
      await models.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await models.locator('.diff-view').count()) + (await models.getByText('received no model in this run').count()), {
          timeout: 30_000,
        })
        .toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('walks its whole tour, every answer computed from the runs as the stop declares it', async () => {
      const w = await loadWalkthrough(meta.id);
      const stops = await w?.tour();
      if (!w || !stops) throw new Error(meta.id);
      const { scripts } = await w.presets.load();
      const gaps = knownFailures(root, meta.id);
      const { page, errors } = await open(url());
      await runsShown(page);
      await page.getByRole('button', { name: 'Take the guided tour' }).click();
      const tour = page.getByRole('region', { name: 'Guided tour' });
      for (let n = 1; n <= stops.length; n++) {
        await expect.poll(() => tour.getByRole('heading').textContent(), { timeout: 15_000 }).toContain(`Stop ${n} of ${stops.length}`);
        const stop = stops[n - 1];
        if (stop.prediction) {
          // The declared answer's choice: the page must judge it right, from its own runs (unless the engine cannot run the preset yet).
          const answer = stop.prediction.choices.find((c) => c.value === stop.prediction?.answer);
          await tour.getByRole('radio', { name: answer?.label, exact: true }).check();
          await tour.getByRole('button', { name: 'Reveal what ran' }).click();
          const said = await tour.getByRole('status').innerText();
          expect(said).toMatch(/What ran: /);
          if (gaps.get(scripts[stop.preset]) === undefined) expect(said, `stop ${n} (${stop.id})`).toContain('You were right.');
        }
        await tour.getByRole('button', { name: n < stops.length ? 'Next stop →' : 'Finish the tour' }).click();
      }
      await expect.poll(() => tour.count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('computes every gallery fix’s verdict in the browser as the walkthrough declares it, and exports pytest', async () => {
      const w = await loadWalkthrough(meta.id);
      const lab = await w?.lab();
      if (!w || !lab) throw new Error(meta.id);
      const engineGap = knownFailures(root, meta.id).get(lab.checksScript);
      const total = lab.checks.length;
      const expected = lab.fixes.map((f) => (f.fails.length === 0 ? `All ${total} checks pass` : `${total - f.fails.length} of ${total} checks pass`));
      const { page, errors } = await open(url());
      await runsShown(page);
      await page.getByRole('button', { name: 'Fix lab' }).click();
      const gallery = page.getByRole('list', { name: 'Gallery of alternative fixes' });
      await expect.poll(() => gallery.locator('.verdict').count(), { timeout: 30_000 }).toBe(lab.fixes.length);
      // Where the engine cannot run the checks yet (a known engine gap), the verdicts wait for it.
      if (engineGap === undefined) expect(await gallery.locator('.verdict').allInnerTexts()).toEqual(expected);
      const wrong = lab.fixes.findIndex((f) => f.fails.length > 0);
      await gallery.getByRole('button', { name: `Load this fix: ${lab.fixes[wrong].title}` }).click();
      const labPanel = page.getByRole('region', { name: 'Fix lab' });
      if (engineGap === undefined) await expect.poll(() => labPanel.locator('.lab-summary').innerText(), { timeout: 15_000 }).toBe(expected[wrong]);
      await labPanel.getByRole('button', { name: 'Restore the PR’s fix' }).click();
      if (engineGap === undefined) await expect.poll(() => labPanel.locator('.lab-summary').innerText(), { timeout: 15_000 }).toBe(`All ${total} checks pass`);
      await page.getByRole('button', { name: 'Export as pytest' }).click();
      const exported = page.getByRole('region', { name: 'Export as pytest' });
      await exported.getByRole('list', { name: 'What this test does' }).waitFor({ timeout: 30_000 });
      const code = await exported.locator('.code-view').first().innerText();
      for (const line of w.pytest.imports) expect(code.replace(/\u00a0/g, ' ')).toContain(line);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('round-trips a permalink in a fresh browser, embeds, and speaks Simplified Chinese', async () => {
      const { page } = await open(url());
      await runsShown(page);
      // This browser has run the walkthrough's other tests, so the page may reopen a saved session
      // that is already at the first step (the button is then disabled).
      const first = page.getByRole('button', { name: 'First step' });
      if (await first.isEnabled()) await first.click();
      await expect.poll(() => first.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Step forward' }).click();
      const here = await position(page);
      await expect.poll(() => new URL(page.url()).hash).toMatch(/^#s=/);
      await page.waitForTimeout(300);
      const link = page.url();
      expect(new URL(link).pathname).toBe(`${BASE}${meta.id}/`);
      const fresh = await launch();
      const other = await open(link, fresh);
      await runsShown(other.page);
      await expect.poll(() => position(other.page)).toBe(here);
      await fresh.close();

      const embed = await open(`${url()}?embed=1`);
      await runsShown(embed.page);
      expect(await embed.page.getByRole('region', { name: 'Before fix', exact: true }).count()).toBe(1);
      expect(await embed.page.getByRole('region', { name: 'Scenario', exact: true }).count()).toBe(0);
      await embed.page.close();

      const zh = await loadCatalog(meta.id, 'zh-CN');
      const w = await loadWalkthrough(meta.id);
      const stops = (await w?.tour()) ?? [];
      await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
      await page.getByRole('region', { name: '修复前' }).waitFor();
      expect(await page.locator('h1 .subtitle').innerText()).toBe((zh[w?.headline ?? ''] ?? '').replace(/`/g, ''));
      await page.getByRole('button', { name: '开始导览' }).click();
      const tour = page.getByRole('region', { name: '导览' });
      await expect.poll(() => tour.getByRole('heading').textContent(), { timeout: 15_000 }).toContain(zh[stops[0]?.title ?? ''] ?? '(no translation)');
      await page.close();
    });
  });
}
