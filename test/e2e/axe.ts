/** axe-core in the page: serious or critical violations on our DOM (Monaco's internals are Monaco's to audit). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page): Promise<string[]> {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol: the page's own CSP rightly refuses inline scripts.
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  const audit = () =>
    page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: object, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
        }
      ).axe;
      const r = await axe.run({ exclude: [['.monaco-editor']] }, { resultTypes: ['violations'] });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    });
  // Editors label themselves as they mount; on a loaded machine that can take a moment, so the
  // page at rest is what is audited: a violation that persists for five seconds counts.
  let violations = await audit();
  for (let i = 0; i < 5 && violations.length; i++) {
    await page.waitForTimeout(1000);
    violations = await audit();
  }
  return violations;
}
