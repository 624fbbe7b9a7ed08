/**
 * The tour as data: every stop's preset exists, its step exists in the run it names, every
 * text and choice is written in both languages, and every prediction's declared answer is
 * what the engine computes (and is one of its choices).
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';
import { align } from '../../src/explain';
import { factValue, findStep, rowOf } from '../../src/explain/tour';
import { languages } from '../../src/walkthroughs/localized';
import { fixes } from '../../src/walkthroughs/verl-7491/fixes';
import { scripts } from '../../src/walkthroughs/verl-7491/preset-scripts';
import { presets } from '../../src/walkthroughs/verl-7491/presets';
import { tour } from '../../src/walkthroughs/verl-7491/tour';
import { after, before } from '../helpers';

describe('guided tour', () => {
  it('has distinct stop ids, and covers the nine topics in order', () => {
    expect(new Set(tour.map((s) => s.id)).size).toBe(tour.length);
    expect(tour.map((s) => s.id)).toEqual(['contract', 'exclude-unset', 'not-set', 'key-error', 'the-fix', 'why-copy', 'shallow', 'none', 'threads']);
  });

  for (const stop of tour) {
    describe(stop.id, () => {
      const script = scripts[stop.preset];
      const runs = { before: run({ model: before, script: script ?? '' }), after: run({ model: after, script: script ?? '' }) };

      it('loads an existing preset and lands on a step that exists', () => {
        expect(presets.map((p) => p.id)).toContain(stop.preset);
        expect(script).toBeDefined();
        if (stop.at !== 'end') {
          const r = runs[stop.at.side];
          if (!r.ok) throw new Error(r.problem.message);
          const index = findStep(r.trace, stop.at);
          expect(index, `${stop.at.side} ${stop.at.file}:${stop.at.line}`).not.toBeNull();
          expect(r.trace.steps[index ?? 0].line).toBe(stop.at.line);
        }
        for (const g of ['calls', 'statements'] as const) {
          const alignment = align(runs.before.ok ? runs.before.trace : null, runs.after.ok ? runs.after.trace : null, before, after, g);
          expect(rowOf(stop.at, runs, alignment), g).not.toBeNull();
        }
      });

      it('is written in every language', () => {
        for (const lang of languages) {
          expect(stop.title[lang].length).toBeGreaterThan(0);
          expect(stop.text[lang].length).toBeGreaterThan(20);
          if (stop.prediction) {
            expect(stop.prediction.question[lang].length).toBeGreaterThan(0);
            for (const c of stop.prediction.choices) expect(c.label[lang].length).toBeGreaterThan(0);
          }
        }
        if (stop.tryFix) expect(fixes.map((f) => f.id)).toContain(stop.tryFix);
      });

      if (stop.prediction) {
        const p = stop.prediction;
        it(`predicts ${p.fact.kind}: the declared answer is what the engine computes`, () => {
          expect(factValue(p.fact, runs, stop.at)).toBe(p.answer);
          expect(p.choices.map((c) => c.value)).toContain(p.answer);
          expect(p.choices.length).toBeGreaterThan(1);
        });
      }
    });
  }
});
