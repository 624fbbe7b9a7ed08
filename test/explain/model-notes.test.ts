/** The model state diff and the explain layer's model notes: dump keys, inputs, validators, computed fields. */
import { expect, it } from 'vitest';
import { modelSnapshots, modelsAt } from '../../src/explain';
import { runOk } from '../helpers';

const model = `from pydantic import BaseModel, Field, computed_field, field_validator


class Order(BaseModel):
    sku: str = Field(validation_alias='SKU', serialization_alias='skuCode')
    qty: int = 1
    note: str = ''

    @field_validator('sku')
    @classmethod
    def strip(cls, v):
        return v.strip()

    @computed_field
    @property
    def total(self) -> int:
        return self.qty * 2

    def bump(self):
        self.qty += 1
        return self.qty
`;

it('writes each field’s dump key, input and validators under the model in the model state diff', () => {
  const trace = runOk("o = Order(SKU=' a1 ', qty=2.0)\no.bump()\n", model);
  const snaps = modelSnapshots(trace, ['Order.bump']);
  expect(snaps?.before).toBe(
    [
      "Order(sku='a1', qty=2, note='')",
      "# model_fields_set = {'qty', 'sku'}",
      "# sku: dumped by alias as 'skuCode'; input ' a1 ' read from 'SKU', changed by strip()",
      '# qty: input 2.0, converted by validation',
      '# computed fields (in dumps, never in model_fields_set): total',
      '',
    ].join('\n'),
  );
  // bump() assigned qty: no validation received the new value, so no input is claimed for it.
  expect(snaps?.after).toBe(
    [
      "Order(sku='a1', qty=3, note='')",
      "# model_fields_set = {'qty', 'sku'}",
      "# sku: dumped by alias as 'skuCode'; input ' a1 ' read from 'SKU', changed by strip()",
      '# computed fields (in dumps, never in model_fields_set): total',
      '',
    ].join('\n'),
  );
  expect(snaps?.changed).toBe(true);
});

it('gives the variables view each field’s note and the computed fields apart from the fields', () => {
  const trace = runOk("o = Order(SKU='b2')\n", model);
  const [m] = modelsAt(trace.steps.at(-1)!);
  expect(m.fields.map((f) => [f.name, f.set, f.note.dumpKey, f.note.input?.key ?? null, f.note.input?.changed ?? null, f.note.validators])).toEqual([
    ['sku', true, 'skuCode', 'SKU', false, ['strip']],
    ['qty', false, null, null, null, []],
    ['note', false, null, null, null, []],
  ]);
  expect(m.computed).toEqual(['total']);
  expect(m.extra).toEqual([]);
});
