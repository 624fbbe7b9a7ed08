// @vitest-environment jsdom
/** The step controls as a reader uses them: the keyboard after any control, and a run with no steps. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshApp } from './setup';

const position = () => (document.querySelector('.controls .position') as HTMLElement).textContent ?? '';

describe('step controls', () => {
  beforeEach(() => localStorage.clear());

  it('keeps ←/→/Home/End working after the "Show calls inside statements" checkbox is clicked', async () => {
    await freshApp();
    const box = await screen.findByRole('checkbox', { name: 'Show calls inside statements' });
    await userEvent.click(box);
    await userEvent.click(box);
    // Focus stays on the checkbox, as it would after a click: the keys go to it first.
    expect(document.activeElement).toBe(box);
    const press = (key: string) => act(() => void fireEvent.keyDown(box, { key }));
    press('Home');
    expect(position()).toMatch(/^Step 1 \//);
    press('ArrowRight');
    expect(position()).toMatch(/^Step 2 \//);
    press('ArrowLeft');
    expect(position()).toMatch(/^Step 1 \//);
    press('End');
    expect(position()).not.toMatch(/^Step 1 \//);
  });

  it('lets radio buttons keep their own arrow keys', async () => {
    await freshApp();
    const scenario = screen.getByRole('region', { name: 'Scenario' });
    const radio = await within(scenario).findByRole('radio', { name: 'nothing' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'First step' }));
    const before = position();
    fireEvent.keyDown(radio, { key: 'ArrowRight' });
    expect(position()).toBe(before);
  });

  it('says there are no steps, rather than "Step 1 / 0", when the script cannot run', async () => {
    await freshApp();
    const scenario = screen.getByRole('region', { name: 'Scenario' });
    fireEvent.change(within(scenario).getByLabelText('Scenario script'), { target: { value: 'x = (1,\n' } });
    await waitFor(() => expect(position()).toMatch(/No steps/));
    expect(position()).not.toMatch(/Step \d+ \/ 0/);
    for (const name of ['First step', 'Step back', 'Step forward', 'Last step'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('slider', { name: 'Step' }) as HTMLInputElement).disabled).toBe(true);
  });
});
