// @vitest-environment jsdom
/** The scenario panel says which scenario is on screen, and its builder writes a script that says what the form says. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshApp } from './setup';

const slow = { timeout: 5000 };

async function builder() {
  const scenario = screen.getByRole('region', { name: 'Scenario' });
  await within(scenario).findByRole('radio', { name: 'update with teacher fields' }, slow);
  const script = () => (within(scenario).getByLabelText('Scenario script') as HTMLTextAreaElement).value;
  const teacher = within(scenario).getByRole('group', { name: 'Teacher fields in extra_fields' });
  const then = within(scenario).getByRole('group', { name: 'Then, after construction' });
  return { scenario, script, teacher, then };
}

describe('the scenario panel', () => {
  beforeEach(() => localStorage.clear());

  it('names the scenario a newcomer sees (issue #7486), and stops naming a preset once the script is edited', async () => {
    await freshApp();
    const scenario = screen.getByRole('region', { name: 'Scenario' });
    const preset = within(scenario).getByRole('combobox', { name: 'Preset' }) as HTMLSelectElement;
    expect(preset.selectedOptions[0].textContent).toBe('Issue #7486: default extra_fields filled in place');
    const { script } = await builder();
    expect(script()).toContain('output.extra_fields["raw_prompt"]');
    // Built by the form, so the form describes it: no out-of-sync warning.
    expect(within(scenario).queryByText(/does not describe it|no longer describes it/)).toBeNull();
    await userEvent.click(within(scenario).getByRole('radio', { name: 'passed: {}' }));
    await waitFor(() => expect(preset.selectedOptions[0].textContent).toBe('Choose a preset…'));
  });

  it('never writes teacher fields while "Teacher fields: absent" is chosen', async () => {
    await freshApp();
    const { script, teacher, then } = await builder();
    await userEvent.click(within(then).getByRole('radio', { name: 'update with teacher fields' }));
    // The update writes teacher fields, so the form says they are present.
    await waitFor(() => expect(script()).toContain('teacher_ids'));
    expect((within(teacher).getByRole('radio', { name: 'present' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(teacher).getByRole('radio', { name: 'absent' }));
    await waitFor(() => expect(script()).not.toContain('teacher_ids'));
    expect((within(teacher).getByRole('radio', { name: 'absent' }) as HTMLInputElement).checked).toBe(true);
    expect((within(then).getByRole('radio', { name: 'update with teacher fields' }) as HTMLInputElement).checked).toBe(false);
  });

  it('writes None teacher values through the update when "None values" is chosen', async () => {
    await freshApp();
    const { script, teacher, then } = await builder();
    await userEvent.click(within(teacher).getByRole('radio', { name: 'None values' }));
    await userEvent.click(within(then).getByRole('radio', { name: 'update with teacher fields' }));
    await waitFor(() => expect(script()).toContain('output.extra_fields.update({"teacher_ids": None, "teacher_logprobs": None})'));
  });
});
