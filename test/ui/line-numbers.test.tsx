// @vitest-environment jsdom
/**
 * Issue 13, defect 9: where a run raised, the page names one line everywhere. For every preset of
 * every walkthrough, at the step where each failing run raised: the banner's "raised at X line N",
 * the run pane's status line ("X line N: raised …"), the line the code pane marks (its number as
 * the pane shows it) or, for the scenario script, the line the script editor marks.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stepAt } from '../../src/explain/alignment';
import { walkthroughs } from '../../src/walkthroughs';
import { freshApp } from './setup';

/** `model line 3` or `agent_loop.py line 149` → its file and number. */
function parsePlace(text: string): { file: string; line: number } {
  const m = /^(.+) line (\d+)$/.exec(text);
  if (!m) throw new Error(`not a place: ${text}`);
  return { file: m[1], line: Number(m[2]) };
}

describe('line numbers agree where a run raised', () => {
  const checked: string[] = [];
  for (const { id } of walkthroughs) {
    it(`${id}: every preset`, async () => {
      const store = await freshApp(id);
      for (const preset of store.walkthrough().presets.list) {
        await act(() => store.loadPreset(preset.id));
        for (const side of ['before', 'after'] as const) {
          const s = store.useExplainer.getState();
          const result = s[side];
          if (!result?.ok || result.trace.end.status !== 'error') continue;
          const last = result.trace.steps.length - 1;
          const row = s.alignment.rows.findIndex((_, r) => stepAt(s.alignment, r, side) === last);
          expect(row, `${preset.id} ${side}: a row shows the step that raised`).toBeGreaterThanOrEqual(0);
          act(() => store.goTo(row));
          const pane = screen.getByRole('region', { name: side === 'before' ? 'Before fix' : 'After fix' });
          const where = /raised at (.+?):/.exec(pane.querySelector('.banner.error .where')?.textContent ?? '')?.[1];
          expect(where, `${preset.id} ${side}: banner`).toBeDefined();
          const status = pane.querySelector('.now')?.textContent ?? '';
          expect(status.replace(/^.*· /, ''), `${preset.id} ${side}: status line`).toMatch(new RegExp(`^${(where as string).replace(/\./g, '\\.')}: raised `));
          const place = parsePlace(where as string);
          // The script editor marks one run's place, the after-fix run's unless it has no step on this row.
          const followed = store.useExplainer.getState().alignment.rows[row]?.after !== null ? 'after' : 'before';
          if (place.file === 'script' && followed === side) {
            const scenario = screen.getByRole('region', { name: 'Scenario' });
            const marked = within(scenario).getByLabelText('Scenario script').closest('.code-editor')?.querySelector('.code-editor-gutter .line-current');
            expect(marked?.textContent, `${preset.id} ${side}: script editor`).toBe(String(place.line));
          } else if (place.file !== 'script') {
            const marked = pane.querySelector('.code-view [aria-current="step"] .line-no');
            expect(marked?.textContent, `${preset.id} ${side}: code pane`).toBe(String(place.line));
          }
          checked.push(`${id} ${preset.id} ${side}`);
        }
      }
    }, 120_000);
  }

  it('looked at the failing runs (the presets of verl-7491 and verl-6675 raise)', () => {
    expect(checked.filter((c) => c.startsWith('verl-7491 ')).length).toBeGreaterThanOrEqual(5);
    expect(checked.filter((c) => c.startsWith('verl-6675 ')).length).toBeGreaterThanOrEqual(3);
  });
});
