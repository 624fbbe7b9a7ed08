/**
 * The scenario builders of verl #6675 and #4706: every combination of the form's choices writes
 * a script that real Python compiles and runs against both versions (it may raise, as the
 * scenario says, but never a SyntaxError or a NameError of the builder's own making), and the
 * builder's output for each preset's form is that preset's script.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormValues } from '../../src/walkthroughs/types';
import * as b4706 from '../../src/walkthroughs/verl-4706/scenario';
import * as b6675 from '../../src/walkthroughs/verl-6675/scenario';
import { ReferencePython } from '../fuzz/python';
import { root } from '../helpers';

let python: ReferencePython;
beforeAll(() => {
  python = new ReferencePython(root);
});
afterAll(() => python?.close());

const model = (id: string, side: string) => `${root}/src/walkthroughs/${id}/${side}.py`;

async function outcomes(id: string, script: string) {
  const sides = ['before', 'after'] as const;
  return Promise.all(sides.map(async (side) => JSON.parse(await python.outcome(model(id, side), script)).outcome));
}

/** Every combination of some choices of a form. */
function grid(base: FormValues, axes: Readonly<Record<string, readonly (string | boolean)[]>>): FormValues[] {
  let forms: FormValues[] = [base];
  for (const [key, values] of Object.entries(axes)) forms = forms.flatMap((f) => values.map((v) => ({ ...f, [key]: v })));
  return forms;
}

const builderErrors = new Set(['SyntaxError', 'IndentationError', 'NameError']);

describe('verl-6675 scenario builder', () => {
  const forms = [
    ...grid(b6675.defaultForm, {
      padToken: ['0', '42', 'None'],
      promptIds: ['101, 102, 103', ''],
      responseIds: ['', '11, 12'],
      responseMask: ['', '1, 0'],
      concatenate: [true, false],
    }),
    ...grid(
      { ...b6675.defaultForm, part: 'timing' },
      { promptLengths: ['3.0, 4.0', '0.0, 0.0', '2, 1'], responseLengths: ['0.0, 0.0', '1.0, 5.0'], timings: ['gen=0.5, ref=0.3, values=0.2', 'step=1.0', ''] },
    ),
  ];

  it(`writes ${forms.length} scripts real Python runs against both versions`, async () => {
    const results = await Promise.all(forms.map((f) => outcomes('verl-6675', b6675.scriptFor(f))));
    results.forEach((pair, i) => {
      for (const o of pair) expect(builderErrors.has(o.type), `${JSON.stringify(forms[i])}: ${o.type} ${o.message}`).toBe(false);
    });
    // The builder reaches both sides of the bug: some forms crash before the fix and run after it.
    expect(results.some(([before, after]) => before.status === 'error' && after.status === 'ok')).toBe(true);
    expect(results.some(([before, after]) => before.status === 'ok' && after.status === 'ok')).toBe(true);
  }, 120_000);
});

describe('verl-4706 scenario builder', () => {
  const forms = grid(b4706.defaultForm, {
    result: ['pydantic', 'plain-object', 'dict'],
    tokenizer: ['decodes', 'no-decode', 'none'],
    afterwards: ['inspect', 'append-to-record', 'compare-with-twin', 'model-copy'],
    extraFields: ['', '{"turns": [{"role": "user"}]}'],
  });

  it(`writes ${forms.length} scripts real Python runs against both versions`, async () => {
    const results = await Promise.all(forms.map((f) => outcomes('verl-4706', b4706.scriptFor(f))));
    results.forEach((pair, i) => {
      for (const o of pair) expect(builderErrors.has(o.type), `${JSON.stringify(forms[i])}: ${o.type} ${o.message}`).toBe(false);
    });
    expect(results.filter(([before, after]) => before.status === 'ok' && after.status === 'ok').length).toBeGreaterThan(forms.length / 2);
  }, 120_000);
});
