// @vitest-environment jsdom
/** The explainer as a person uses it: found by role and accessible name. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshApp } from './setup';

function currentLine(region: HTMLElement): number | null {
  const el = region.querySelector('[aria-current="step"]');
  return el ? Number(el.getAttribute('data-line')) : null;
}

describe('the explainer page', () => {
  beforeEach(() => localStorage.clear());

  it('shows KeyError before the fix and a returned dict after it for the default scenario', async () => {
    await freshApp();
    const before = screen.getByRole('region', { name: 'Before fix' });
    const after = screen.getByRole('region', { name: 'After fix' });
    expect(within(before).getAllByRole('status')[0].textContent).toContain("KeyError: 'extra_fields'");
    expect(within(after).getAllByRole('status')[0].textContent).toContain('as_dict() returned a dict');
    expect((await within(after).findByRole('list', { name: 'Why each key is there' }, { timeout: 5000 })).textContent).toContain('restored by setdefault');
  });

  it('makes both succeed when extra_fields is passed explicitly', async () => {
    await freshApp();
    const scenario = screen.getByRole('region', { name: 'Scenario' });
    await userEvent.click(await within(scenario).findByLabelText('passed: {}'));
    const script = within(scenario).getByLabelText('Scenario script') as HTMLTextAreaElement;
    await waitFor(() => expect(script.value).toContain('extra_fields={}'));
    for (const name of ['Before fix', 'After fix']) {
      expect(within(screen.getByRole('region', { name })).getAllByRole('status')[0].textContent).toContain('as_dict() returned');
    }
  });

  it('says the form is out of sync after a direct edit, and can rewrite the script', async () => {
    const store = await freshApp();
    const scenario = screen.getByRole('region', { name: 'Scenario' });
    const script = within(scenario).getByLabelText('Scenario script');
    fireEvent.change(script, { target: { value: `${store.useExplainer.getState().script}x = 1\n` } });
    expect(await within(scenario).findByText(/no longer describes it/)).toBeTruthy();
    await userEvent.click(within(scenario).getByRole('button', { name: 'Rewrite the script from the form' }));
    expect(within(scenario).queryByText(/no longer describes it/)).toBeNull();
  });

  it('steps both panes in lockstep with buttons and the keyboard, and jumps to the first divergence', async () => {
    await freshApp();
    const before = screen.getByRole('region', { name: 'Before fix' });
    const after = screen.getByRole('region', { name: 'After fix' });
    await userEvent.click(screen.getByRole('button', { name: 'First step' }));
    expect(screen.getByText(/Step 1 \//)).toBeTruthy();
    await within(after).findByRole('figure', { name: 'After fix: model source' });
    await userEvent.click(screen.getByRole('button', { name: 'Jump to first divergence' }));
    // The after-fix run is at the restored extra_fields line; the before-fix run never runs it.
    expect(currentLine(after)).toBe(79);
    expect(currentLine(before)).not.toBe(79);
    const atDivergence = screen.getByText(/Step \d+ \//).textContent;
    act(() => {
      fireEvent.keyDown(window, { key: 'ArrowRight' });
    });
    expect(screen.getByText(/Step \d+ \//).textContent).not.toBe(atDivergence);
    act(() => {
      fireEvent.keyDown(window, { key: 'Home' });
    });
    expect(screen.getByText(/Step 1 \//)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(screen.getByText(/Step 2 \//)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Step back' }));
    expect(screen.getByText(/Step 1 \//)).toBeTruthy();
  });

  it('shows the sub-steps of the fixed line in order: copy, then setdefault', async () => {
    await freshApp();
    const after = screen.getByRole('region', { name: 'After fix' });
    await userEvent.click(screen.getByRole('button', { name: 'Jump to first divergence' }));
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(after.querySelector('.now')?.textContent ?? '');
      await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    }
    const calls = seen.filter((t) => t.includes('calling')).map((t) => /calling ([\w.]+)\(\)/.exec(t)?.[1]);
    expect(calls.slice(0, 3)).toEqual(['dict.copy', 'dict.setdefault', 'dict.pop']);
  });

  it('marks which model fields are in model_fields_set', async () => {
    await freshApp();
    const after = screen.getByRole('region', { name: 'After fix' });
    await userEvent.click(screen.getByRole('button', { name: 'Jump to first divergence' }));
    const table = await within(after).findByRole('table', { name: 'AgentLoopOutput fields and model_fields_set' });
    const extra = within(table).getByRole('row', { name: /extra_fields/ });
    expect(extra.textContent).toContain('default');
    const prompt = within(table).getByRole('row', { name: /prompt_ids/ });
    expect(prompt.textContent).toContain('set');
  });

  it('draws the objects and marks what the output shares with the model', async () => {
    const store = await freshApp();
    await act(() => store.loadPreset('shallow-copy-leak'));
    const objects = await screen.findByRole('region', { name: 'Objects' });
    expect(objects.querySelectorAll('.box').length).toBeGreaterThan(3);
    expect(within(objects).getAllByText('shared').length).toBeGreaterThan(0);
    const shared = objects.querySelector('.box.shared') as HTMLElement;
    fireEvent.mouseEnter(shared);
    expect(objects.querySelector('.box.hot')).not.toBeNull();
  });

  it('renders both diffs with Python reprs and tensor dtypes', async () => {
    const store = await freshApp();
    // The default scenario, whatever an earlier test's page left saved (its model is left alone by as_dict).
    await act(() => store.resetScenario());
    const output = await screen.findByRole('region', { name: 'Output diff' });
    expect((await within(output).findByRole('figure', { name: 'Before fix output' }, { timeout: 20_000 })).textContent).toContain("KeyError: 'extra_fields'");
    expect(within(output).getByRole('figure', { name: 'After fix output' }).textContent).toContain('tensor([101, 102], dtype=torch.int64)');
    const model = screen.getByRole('region', { name: 'Model state diff' });
    const atCall = within(model).getByRole('figure', { name: 'Model at the call' });
    // Nothing changed in the model: the equal lines fold, and open on request.
    expect(atCall.textContent).not.toContain('model_fields_set');
    await userEvent.click(within(atCall).getByRole('button', { name: /unchanged lines/ }));
    expect(within(model).getByRole('figure', { name: 'Model at the call' }).textContent).toContain('model_fields_set');
  });

  it('loads every preset without breaking the page', async () => {
    const store = await freshApp();
    const { presets } = store.walkthrough();
    for (const p of presets.list) {
      await act(() => store.loadPreset(p.id));
      expect(screen.getByRole('region', { name: 'After fix' })).toBeTruthy();
    }
    expect(presets.list.length).toBeGreaterThanOrEqual(10);
  });

  it('shows a syntax error at its line and keeps the page usable', async () => {
    await freshApp();
    const scenario = screen.getByRole('region', { name: 'Scenario' });
    fireEvent.change(within(scenario).getByLabelText('Scenario script'), { target: { value: 'x = (1,\n' } });
    // Python's message, once: the kind and the line stand beside it, not inside it again.
    expect((await within(scenario).findByRole('alert')).textContent).toBe("SyntaxError at line 1: '(' was never closed");
    expect(within(screen.getByRole('region', { name: 'Before fix' })).getAllByRole('status')[0].textContent).toContain('Cannot run');
    await userEvent.click(screen.getByRole('button', { name: 'Reset scenario' }));
    await waitFor(() => expect(within(scenario).queryByRole('alert')).toBeNull());
  });

  it('stops a runaway script at the step limit with a message', async () => {
    await freshApp();
    const scenario = screen.getByRole('region', { name: 'Scenario' });
    fireEvent.change(within(scenario).getByLabelText('Scenario script'), { target: { value: 'while True:\n    pass\n' } });
    const after = screen.getByRole('region', { name: 'After fix' });
    await waitFor(() => expect(within(after).getAllByRole('status')[0].textContent).toMatch(/Stopped after 10000 steps/), { timeout: 5000 });
  });

  it('falls back with a notice when the saved state is corrupt', async () => {
    localStorage.setItem('pr-explainer:verl-7491:v1', '{not json');
    await freshApp();
    expect(await screen.findByText(/could not be read/, {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('keeps what the reader typed across a reload', async () => {
    await freshApp();
    const edited = 'output = None\n';
    fireEvent.change(within(screen.getByRole('region', { name: 'Scenario' })).getByLabelText('Scenario script'), { target: { value: edited } });
    {
      const { cleanup } = await import('@testing-library/react');
      cleanup();
    }
    await freshApp();
    expect((within(screen.getByRole('region', { name: 'Scenario' })).getByLabelText('Scenario script') as HTMLTextAreaElement).value).toBe(edited);
  });
});

describe('a failing panel', () => {
  it('shows its own error in place, and every other panel is drawn for real and keeps working', async () => {
    vi.doMock('../../src/explain/heap-graph', () => ({
      heapGraph: () => {
        throw new Error('graph exploded');
      },
    }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await freshApp();
      // The error panel replaces the Objects panel under the same name: it is recognised by its alert, not by its name.
      await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([expect.stringContaining('graph exploded')]), {
        timeout: 5000,
      });
      const objects = screen.getByRole('region', { name: 'Objects' });
      expect(within(objects).getByRole('alert').textContent).toContain('This panel could not be drawn: graph exploded');
      expect(objects.querySelector('.graph')).toBeNull();
      // The other panels are the panels themselves, with their content, not error panels.
      const after = screen.getByRole('region', { name: 'After fix' });
      expect(within(after).queryByRole('alert')).toBeNull();
      expect(within(after).getAllByRole('status')[0].textContent).toContain('as_dict() returned');
      expect(within(screen.getByRole('region', { name: 'Before fix' })).getAllByRole('status')[0].textContent).toContain("KeyError: 'extra_fields'");
      expect(within(screen.getByRole('region', { name: 'Scenario' })).getByLabelText('Scenario script')).toBeTruthy();
      expect(
        within(await screen.findByRole('region', { name: 'Output diff' }, { timeout: 5000 })).getByRole('figure', { name: 'After fix output' }),
      ).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'First step' }));
      expect(screen.getByText(/Step 1 \//)).toBeTruthy();
      // Trying again draws it again, and it fails again in place (the mock still throws).
      await userEvent.click(within(objects).getByRole('button', { name: 'Try again' }));
      expect(within(screen.getByRole('region', { name: 'Objects' })).getByRole('alert').textContent).toContain('graph exploded');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    } finally {
      spy.mockRestore();
      vi.doUnmock('../../src/explain/heap-graph');
    }
  });
});
