// @vitest-environment jsdom
/**
 * The state panels show the shapes pydantic and torch code has beyond plain fields, as a reader
 * sees them: a validator's effect (what came in against what the field holds), an alias (the dump
 * key against the field name), a computed field (dumped, never in model_fields_set), `vars(model)`
 * drawn as the model itself, and a tensor view pointing at its base's storage.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshApp } from './setup';

const script = `from pydantic import BaseModel, ConfigDict, Field, computed_field, field_validator
import torch


class User(BaseModel):
    model_config = ConfigDict(extra='allow')
    name: str = Field(alias='userName')
    age: int = 0
    tags: list[str] = []

    @field_validator('name')
    @classmethod
    def shout(cls, v):
        return v.upper()

    @computed_field
    @property
    def label(self) -> str:
        return self.name + '!'


u = User(userName='ada', age='7', team='core')
d = u.model_dump(by_alias=True)
attrs = vars(u)
base = torch.arange(6)
grid = base.view(2, 3)
`;

async function atEnd() {
  const store = await freshApp();
  const scenario = screen.getByRole('region', { name: 'Scenario' });
  fireEvent.change(within(scenario).getByLabelText('Scenario script'), { target: { value: script } });
  await store.settled();
  // A new scenario opens at its last step: the state after the script's last statement.
  const after = screen.getByRole('region', { name: 'After fix' });
  await waitFor(() => expect(after.querySelector('.now')?.textContent).toBe("finished: the state after the script's last statement"), { timeout: 5000 });
  return store;
}

describe('the state panels on pydantic and torch shapes', () => {
  beforeEach(() => localStorage.clear());

  it('says what came in, the dump key, the computed field and the extra in the model’s fields', async () => {
    await atEnd();
    const after = screen.getByRole('region', { name: 'After fix' });
    const fields = await within(after).findByRole('table', { name: 'User fields and model_fields_set' }, { timeout: 5000 });
    const row = (name: string) =>
      within(fields)
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .closest('tr') as HTMLElement;
    // The alias: the field is `name`, a dump by alias writes `userName`; the validator changed the input.
    expect(row('name').textContent).toContain('dumped as “userName”');
    expect(row('name').textContent).toContain("'ADA'");
    expect(row('name').textContent).toContain("came in as 'ada', changed by shout()");
    expect(row('name').textContent).toContain('read from “userName”');
    // A conversion without a validator, and a default that nothing came in for.
    expect(row('age').textContent).toContain("came in as '7', converted by validation");
    expect(row('tags').textContent).not.toContain('came in');
    expect(within(row('tags')).getByText('default')).toBeTruthy();
    // The computed field is dumped but is no field and never in model_fields_set.
    expect(row('label').textContent).toContain('computed');
    expect(row('label').textContent).toContain('never in model_fields_set');
    expect(within(row('label')).queryByText('set')).toBeNull();
    expect(row('team').textContent).toContain('extra');
    expect(row('team').textContent).toContain("'core'");
  });

  it('names vars(u) as the model’s __dict__ in the variables, and draws it as the model’s box', async () => {
    await atEnd();
    const after = screen.getByRole('region', { name: 'After fix' });
    const attrs = within(after).getByRole('rowheader', { name: 'attrs' }).closest('tr') as HTMLElement;
    expect(attrs.textContent).toContain('the __dict__ of u: writing it writes the object');
    await userEvent.click(within(screen.getByRole('region', { name: 'Objects' })).getByLabelText('After fix'));
    const graph = screen.getByRole('region', { name: 'Object graph' });
    const model = [...graph.querySelectorAll('.box')].find((b) => b.querySelector('.box-title')?.textContent?.startsWith('User')) as HTMLElement;
    const id = model.getAttribute('data-box');
    // One box for the model: `u` and `attrs (__dict__)` both point at it, and no dict box holds its fields.
    const globals = graph.querySelector('.box.frame') as HTMLElement;
    const pointer = (label: string) => [...globals.querySelectorAll('.slot')].find((s) => s.querySelector('.slot-label')?.textContent === label);
    expect(pointer('u')?.getAttribute('data-ref')).toBe(id);
    expect(pointer('attrs (__dict__)')?.getAttribute('data-ref')).toBe(id);
    expect(within(model).getByText('shared')).toBeTruthy();
    const dicts = [...graph.querySelectorAll('.box-title')].filter((t) => t.textContent?.startsWith('dict'));
    expect(dicts).toHaveLength(1); // the dump `d`, with its alias key
    expect(dicts[0].closest('.box')?.textContent).toContain("'userName'");
    // Its slots: the note under `name`, the computed field, the extra.
    expect(within(model).getByText('dumped as “userName”')).toBeTruthy();
    expect(within(model).getByText("was 'ada' before shout()")).toBeTruthy();
    expect(within(model).getByText("was '7' before validation")).toBeTruthy();
    expect(within(model).getByText('computed on dump').getAttribute('title')).toBe('computed on dump, not in model_fields_set');
    expect(within(model).getByText('extra')).toBeTruthy();
  });

  it('draws a tensor view and its base pointing at one storage', async () => {
    await atEnd();
    await userEvent.click(within(screen.getByRole('region', { name: 'Objects' })).getByLabelText('After fix'));
    const graph = screen.getByRole('region', { name: 'Object graph' });
    const storage = [...graph.querySelectorAll('.box')].find((b) => b.querySelector('.box-title')?.textContent?.startsWith('storage')) as HTMLElement;
    expect(storage.querySelector('.box-title')?.textContent).toBe('storage 6 × int64shared');
    const tensors = [...graph.querySelectorAll('.box')].filter((b) => b.querySelector('.box-title')?.textContent?.startsWith('Tensor'));
    expect(tensors).toHaveLength(2);
    const refs = tensors.map((b) =>
      [...b.querySelectorAll('.slot')].find((s) => s.querySelector('.slot-label')?.textContent === 'storage')?.getAttribute('data-ref'),
    );
    expect(refs).toEqual([storage.getAttribute('data-box'), storage.getAttribute('data-box')]);
    // The view names its base; each row of the storage says where a tensor sits in it.
    const [baseBox, viewBox] = tensors;
    expect(within(viewBox as HTMLElement).getByText(`#${baseBox.getAttribute('data-box')}`)).toBeTruthy();
    expect(storage.textContent).toContain('offset=0 stride=(1,)');
    expect(storage.textContent).toContain('offset=0 stride=(3, 1)');
  });
});
