// @vitest-environment jsdom
/** The tour, the fix lab, the pytest export, the languages and the embed view, as a person uses them. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshApp } from './setup';

/** Lazily loaded chunks are transformed on first use under Vitest: the first test to open one pays for it. */
const slow = { timeout: 15_000 };

/** A lazily loaded panel, once loaded (its placeholder has the same name but is busy). */
async function panel(name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('region', { name }).find((el) => el.getAttribute('aria-busy') !== 'true');
    expect(found).toBeTruthy();
  }, slow);
  return found as HTMLElement;
}

describe('tools', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('walks the tour: a question hides the outcome, the reveal says what ran, and the last stop finishes', async () => {
    await freshApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Take the guided tour' }, slow));
    const tour = await panel('Guided tour');
    expect(within(tour).getByRole('heading').textContent).toContain('Stop 1 of 9');
    await userEvent.click(within(tour).getByRole('button', { name: 'Next stop →' }));
    await waitFor(() => expect(within(tour).getByRole('heading').textContent).toContain('Stop 2 of 9'));
    const after = screen.getByRole('region', { name: 'After fix' });
    expect(within(after).getByText('Outcome hidden')).toBeTruthy();
    expect(within(after).queryByText(/as_dict\(\) returned/)).toBeNull();
    const reveal = within(tour).getByRole('button', { name: 'Reveal what ran' }) as HTMLButtonElement;
    expect(reveal.disabled).toBe(true);
    await userEvent.click(within(tour).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(reveal);
    expect(within(tour).getByRole('status').textContent).toMatch(/Not quite\. You predicted: Yes\. What ran: No\./);
    expect(within(after).queryByText('Outcome hidden')).toBeNull();
    for (let n = 3; n <= 9; n++) {
      await userEvent.click(within(tour).getByRole('button', { name: 'Next stop →' }));
      await waitFor(() => expect(within(tour).getByRole('heading').textContent).toContain(`Stop ${n} of 9`));
      const radios = within(tour).queryAllByRole('radio');
      if (radios.length) {
        await userEvent.click(radios[0]);
        await userEvent.click(within(tour).getByRole('button', { name: 'Reveal what ran' }));
        expect(within(tour).getByRole('status').textContent).toMatch(/What ran: /);
      }
    }
    // Any stop is one choice away.
    await userEvent.selectOptions(within(tour).getByRole('combobox', { name: 'Go to stop' }), '7');
    await waitFor(() => expect(within(tour).getByRole('heading').textContent).toContain('Stop 8 of 9'));
    expect(within(tour).getByRole('radio', { name: /copy'/ })).toBeTruthy();
    await userEvent.selectOptions(within(tour).getByRole('combobox', { name: 'Go to stop' }), '8');
    await waitFor(() => expect(within(tour).getByRole('heading').textContent).toContain('Stop 9 of 9'));
    await userEvent.click(within(tour).getByRole('button', { name: 'Finish the tour' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Guided tour' })).toBeNull());
  });

  it('goes from a tour stop to the fix it suggests trying', async () => {
    const store = await freshApp();
    const tourActions = await import('../../src/store/tour');
    await tourActions.openStop(5, true);
    const tour = await panel('Guided tour');
    await userEvent.click(await within(tour).findByRole('button', { name: 'Try it in the fix lab: setdefault without .copy()' }, slow));
    const lab = await panel('Fix lab');
    await waitFor(() => expect(within(lab).getByRole('status').textContent).toBe('7 of 9 checks pass'), slow);
    expect(store.useExplainer.getState().presetId).toBe('pr-test-teacher');
    // The PR's teacher test now fails in the After fix pane too: the model lost its teacher fields.
    expect(within(screen.getByRole('region', { name: 'After fix' })).getAllByRole('status')[0].textContent).toContain("KeyError: 'teacher_ids'");
  });

  it('shows the fix lab’s checks and every gallery fix’s verdict, and loads a fix in one click', async () => {
    const store = await freshApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Fix lab' }, slow));
    const lab = await panel('Fix lab');
    const gallery = await within(lab).findByRole('list', { name: 'Gallery of alternative fixes' }, slow);
    await waitFor(() => expect(within(gallery).getAllByText(/checks pass/)).toHaveLength(6));
    const verdicts = within(gallery)
      .getAllByText(/checks pass/)
      .map((el) => el.textContent);
    expect(verdicts).toEqual([
      'All 9 checks pass',
      '7 of 9 checks pass',
      '4 of 9 checks pass',
      '1 of 9 checks pass',
      '7 of 9 checks pass',
      '8 of 9 checks pass',
    ]);
    expect(within(lab).getByRole('status').textContent).toBe('All 9 checks pass');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Load this fix: setdefault without .copy()' }));
    await waitFor(() => expect(within(lab).getByRole('status').textContent).toBe('7 of 9 checks pass'));
    const checks = within(lab).getByRole('list', { name: 'Checks' });
    expect(checks.textContent).toMatch(/fails:.*PR test 3/);
    expect(store.useExplainer.getState().afterSource).toContain('output.setdefault("extra_fields", self.extra_fields)');
    expect(within(screen.getByRole('region', { name: 'After fix' })).getByText('your edit from the fix lab')).toBeTruthy();
    await userEvent.click(within(lab).getByRole('button', { name: 'Restore the PR’s fix' }));
    await waitFor(() => expect(within(lab).getByRole('status').textContent).toBe('All 9 checks pass'));
  });

  it('exports the scenario as pytest and says what it does against each version', async () => {
    await freshApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Export as pytest' }, slow));
    const exported = await panel('Export as pytest');
    const claims = await within(exported).findByRole('list', { name: 'What this test does' }, slow);
    expect(claims.textContent).toMatch(/before the fix: fails.*KeyError: 'extra_fields'.*after the fix: passes/);
    const code = within(exported).getByLabelText('Exported pytest file');
    expect(code.textContent).toContain('from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput');
    expect(within(exported).getByRole('link', { name: /Download test_.*\.py/ })).toBeTruthy();
  });

  it('switches to Simplified Chinese, tour included, and keeps the choice across a reload', async () => {
    const store = await freshApp();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }, slow), 'zh-CN');
    expect(await screen.findByRole('button', { name: '开始导览' }, slow)).toBeTruthy();
    expect(screen.getByRole('region', { name: '修复前' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('PR 讲解器 — verl PR #7491');
    expect(await screen.findByRole('option', { name: '浅拷贝泄漏' }, slow)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '开始导览' }));
    const tour = await panel('导览');
    expect(within(tour).getByRole('heading').textContent).toContain('as_dict 的约定');
    expect(store.useExplainer.getState().language).toBe('zh-CN');
    await freshApp();
    expect(await screen.findAllByRole('button', { name: '退出导览' }, slow)).toBeTruthy();
  });

  it('still offers the way back to the reader’s own scenario after a reload mid-tour', async () => {
    const store = await freshApp();
    const mine = 'output = AgentLoopOutput(prompt_ids=[7], response_ids=[8], response_mask=[1], metrics=AgentLoopMetrics())\nresult = output.as_dict()\n';
    await store.editScript(mine);
    await userEvent.click(await screen.findByRole('button', { name: 'Take the guided tour' }, slow));
    await panel('Guided tour');
    cleanup();
    const reloaded = await freshApp();
    const tour = await panel('Guided tour');
    expect(tour.textContent).toContain('yours is kept, and comes back when you leave the tour');
    await userEvent.click(within(tour).getByRole('button', { name: 'Leave the tour' }));
    await waitFor(() =>
      expect((within(screen.getByRole('region', { name: 'Scenario' })).getByLabelText('Scenario script') as HTMLTextAreaElement).value).toBe(mine),
    );
    expect(reloaded.useExplainer.getState().tour).toBeNull();
  });

  it('resets everything deliberately, after asking in the page (never the browser’s confirm())', async () => {
    const store = await freshApp();
    store.editScript('x = 1\n');
    store.setLanguage('zh-CN');
    const confirm = vi.spyOn(window, 'confirm');
    await userEvent.click(await screen.findByRole('button', { name: '全部重置' }, slow));
    const ask = screen.getByRole('alertdialog', { name: '全部重置？' });
    // The safe answer has the focus, and Escape takes it.
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: '取消' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.useExplainer.getState().script).toBe('x = 1\n');
    await userEvent.click(screen.getByRole('button', { name: '全部重置' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '是的，全部重置' }));
    await waitFor(() => expect(store.useExplainer.getState().script).not.toBe('x = 1\n'));
    expect(store.useExplainer.getState().language).toBe('en');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('embeds: only the controls and the two runs, with a link to the full explainer', async () => {
    window.history.replaceState(null, '', '/?embed=1');
    await freshApp();
    expect(screen.getByRole('region', { name: 'Before fix' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'After fix' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Step controls' })).toBeTruthy();
    // Past the first paint, when the full page would mount its tools and lower panels.
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('region', { name: 'Scenario' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Objects' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Tools' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in the full explainer' })).toBeTruthy();
  });
});
