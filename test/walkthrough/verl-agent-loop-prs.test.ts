/**
 * The walkthroughs of verl #6675 and #4706, held to real Python. Their excerpts are the recorded
 * lines of verl (source-map.json); every preset and the fix lab's checks are corpus cases with
 * goldens from real Python; each gallery fix reaches in real Python the verdict it declares;
 * each tour stop lands on a step real Python takes and declares the answer real Python computes.
 * Where the engine cannot run a walkthrough yet (its corpus lists the case as a known failure,
 * naming the conformance cases that record the missing feature), the engine half of a test is
 * required to fail; once the engine runs it, the case leaves that list and the test must pass.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeJson, type RunResult, run } from '../../src/engine';
import { factValue, findStep } from '../../src/explain/tour';
import { languages } from '../../src/walkthroughs/localized';
import { realLines, type SideMap, segmentText } from '../../src/walkthroughs/source-map';
import type { TourStop } from '../../src/walkthroughs/tour-types';
import * as w4706fixes from '../../src/walkthroughs/verl-4706/fixes';
import { walkthrough as w4706 } from '../../src/walkthroughs/verl-4706/index';
import { explanations as explanations4706, scripts as scripts4706 } from '../../src/walkthroughs/verl-4706/preset-scripts';
import { presets as presets4706 } from '../../src/walkthroughs/verl-4706/presets';
import { titles as zh4706 } from '../../src/walkthroughs/verl-4706/presets.zh-CN';
import { tour as tour4706 } from '../../src/walkthroughs/verl-4706/tour';
import * as w6675fixes from '../../src/walkthroughs/verl-6675/fixes';
import { walkthrough as w6675 } from '../../src/walkthroughs/verl-6675/index';
import { explanations as explanations6675, scripts as scripts6675 } from '../../src/walkthroughs/verl-6675/preset-scripts';
import { presets as presets6675 } from '../../src/walkthroughs/verl-6675/presets';
import { titles as zh6675 } from '../../src/walkthroughs/verl-6675/presets.zh-CN';
import { tour as tour6675 } from '../../src/walkthroughs/verl-6675/tour';
import { knownCorpusFailures } from '../cases';
import { ReferencePython } from '../fuzz/python';
import { root } from '../helpers';

interface Fix {
  readonly id: string;
  readonly base: 'before' | 'after';
  readonly edits: readonly (readonly [string, string])[];
  readonly fails: readonly string[];
  readonly title: Record<string, string>;
  readonly verdict: Record<string, string>;
}

interface Subject {
  readonly meta: typeof w6675 | typeof w4706;
  readonly presets: readonly { id: string; title: string }[];
  readonly zh: Readonly<Record<string, string>>;
  readonly scripts: Readonly<Record<string, string>>;
  readonly explanations: Readonly<Record<string, Record<string, string>>>;
  readonly tour: readonly TourStop[];
  readonly checkIds: readonly string[];
  readonly checkTitles: Readonly<Record<string, Record<string, string>>>;
  readonly fixes: readonly Fix[];
  readonly fixSource: (fix: never, sources: { before: string; after: string }) => string;
}

const subjects: Subject[] = [
  {
    meta: w6675,
    presets: presets6675,
    zh: zh6675,
    scripts: scripts6675,
    explanations: explanations6675,
    tour: tour6675,
    checkIds: w6675fixes.checkIds,
    checkTitles: w6675fixes.checkTitles,
    fixes: w6675fixes.fixes,
    fixSource: w6675fixes.fixSource,
  },
  {
    meta: w4706,
    presets: presets4706,
    zh: zh4706,
    scripts: scripts4706,
    explanations: explanations4706,
    tour: tour4706,
    checkIds: w4706fixes.checkIds,
    checkTitles: w4706fixes.checkTitles,
    fixes: w4706fixes.fixes,
    fixSource: w4706fixes.fixSource,
  },
];

let python: ReferencePython;
const tmp = mkdtempSync(join(tmpdir(), 'verl-walkthroughs-'));
beforeAll(() => {
  python = new ReferencePython(root);
});
afterAll(() => python?.close());

const corpusFile = (id: string, name: string) => join(root, 'test', 'corpus', id, `${name}.py`);
const golden = (id: string, name: string, side: 'before' | 'after') =>
  JSON.parse(readFileSync(join(root, 'test', 'corpus', id, 'golden', `${name}.${side}.json`), 'utf8'));
const presetCase = (presetId: string) => `preset_${presetId.replaceAll('-', '_')}`;

/** The fact a tour prediction names, as real Python computes it for a preset. */
async function realFact(id: string, stop: TourStop, sides: Record<'before' | 'after', string>): Promise<string> {
  const fact = stop.prediction?.fact;
  if (!fact || (fact.kind !== 'outcome' && fact.kind !== 'exception' && fact.kind !== 'global')) throw new Error(`${stop.id}: a fact real Python cannot state`);
  if (fact.kind === 'global') {
    const script = `${stop.preset && readFileSync(corpusFile(id, presetCase(stop.preset)), 'utf8')}\n_tour_fact = repr(${fact.name})\n`;
    const out = JSON.parse(await python.outcome(sides[fact.side], script));
    return out.roots._tour_fact;
  }
  const end = golden(id, presetCase(stop.preset), fact.side).outcome;
  if (fact.kind === 'outcome') return end.status === 'ok' ? 'returns' : end.type;
  if (end.status === 'ok') return 'none';
  return end.message ? `${end.type}: ${end.message}` : end.type;
}

function excerptChecks(id: string, sideName: 'before' | 'after', side: SideMap, text: string) {
  const lines = text.split('\n');
  const count = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const mapped = realLines(side, count);
  let previous = 0;
  for (const s of side.segments) {
    const span = s.lines[1] - s.lines[0] + 1;
    expect(s.excerpt, `${id} ${sideName}: segments in order, not overlapping`).toBeGreaterThan(previous);
    expect(s.excerpt + span - 1).toBeLessThanOrEqual(count);
    previous = s.excerpt + span - 1;
    expect(createHash('sha256').update(segmentText(s, text)).digest('hex'), `${id} ${sideName}.py:${s.excerpt} = ${s.file}:${s.lines[0]}`).toBe(s.sha256);
  }
  const inStandIn = (n: number) => side.standIns.some((x) => n >= x.excerpt[0] && n <= x.excerpt[1]);
  for (let n = 1; n <= count; n++) {
    const line = lines[n - 1].trim();
    if (mapped[n - 1] || line === '' || line.startsWith('#')) continue;
    expect(inStandIn(n), `${id} ${sideName}.py:${n} is neither verl's (source map), a comment nor a marked stand-in: ${line}`).toBe(true);
  }
  for (const x of side.standIns) expect(lines.slice(Math.max(0, x.excerpt[0] - 7), x.excerpt[0] - 1).join('\n'), `${x.name} is marked`).toMatch(/# .*Stand-in/);
}

for (const w of subjects) {
  const id = w.meta.id;
  const sources = { before: w.meta.before, after: w.meta.after };
  const paths = { before: join(root, 'src', 'walkthroughs', id, 'before.py'), after: join(root, 'src', 'walkthroughs', id, 'after.py') };
  const known = knownCorpusFailures(id);
  const engineRuns = (name: string) => !known.has(`${id}/${name}.before`) && !known.has(`${id}/${name}.after`);
  let checksScript = readFileSync(join(root, 'src', 'walkthroughs', id, 'checks.py'), 'utf8');
  try {
    checksScript = `${readFileSync(join(root, 'src', 'walkthroughs', id, 'pr_tests.py'), 'utf8')}\n\n${checksScript}`;
  } catch {
    // PR #4706 added no test: its lab runs the checks alone.
  }

  describe(`${id}: excerpt and metadata`, () => {
    it("is verl's recorded lines, ours only as comments and marked stand-ins", () => {
      expect(w.meta.sourceMap.after.commit).toBe(w.meta.commit);
      expect(w.meta.sourceMap.before.commit).toBe(w.meta.parent);
      for (const side of ['before', 'after'] as const) excerptChecks(id, side, w.meta.sourceMap[side], sources[side]);
      for (const file of w.meta.files) expect(w.meta.sourceMap.after.segments.map((s) => s.file)).toContain(file);
    });

    it('is written in every language and names its PR', () => {
      for (const lang of languages) {
        expect(w.meta.title[lang]).toContain(`#${w.meta.pr.number}`);
        expect(w.meta.summary[lang].length).toBeGreaterThan(200);
      }
      expect(w.meta.pr.url).toBe(`https://github.com/verl-project/verl/pull/${w.meta.pr.number}`);
    });
  });

  describe(`${id}: presets`, () => {
    it('has at least six, each a corpus case (goldens from real Python), titled and explained in every language', () => {
      expect(w.presets.length).toBeGreaterThanOrEqual(6);
      expect(new Set(w.presets.map((p) => p.id)).size).toBe(w.presets.length);
      expect(w.presets.map((p) => p.id)).toContain(w.meta.defaultPreset);
      expect(Object.keys(w.scripts).sort()).toEqual(w.presets.map((p) => p.id).sort());
      for (const p of w.presets) {
        expect(readFileSync(corpusFile(id, presetCase(p.id)), 'utf8'), p.id).toBe(w.scripts[p.id]);
        expect(w.zh[p.id]?.length, p.id).toBeGreaterThan(0);
        for (const lang of languages) expect(w.explanations[p.id]?.[lang].length, `${p.id} ${lang}`).toBeGreaterThan(40);
      }
    });
  });

  describe(`${id}: fix lab`, () => {
    it("its checks are the corpus case fix_lab_checks, and all pass on the PR's fix in real Python", () => {
      expect(readFileSync(corpusFile(id, 'fix_lab_checks'), 'utf8')).toBe(checksScript);
      const verdicts = golden(id, 'fix_lab_checks', 'after').roots.verdicts.dict as [string, string][];
      expect(verdicts.map(([k]) => k)).toEqual([...w.checkIds]);
      expect(verdicts.filter(([, v]) => v !== 'pass')).toEqual([]);
      expect(Object.keys(w.checkTitles).sort()).toEqual([...w.checkIds].sort());
      for (const c of w.checkIds) for (const lang of languages) expect(w.checkTitles[c][lang].length).toBeGreaterThan(0);
    });

    it('has the merged fix first and at least three wrong or partial ones', () => {
      expect(w.fixSource(w.fixes[0] as never, sources)).toBe(sources.after);
      expect(w.fixes[0].fails).toEqual([]);
      expect(w.fixes.filter((f) => f.fails.length > 0).length).toBeGreaterThanOrEqual(3);
      expect(new Set(w.fixes.map((f) => f.id)).size).toBe(w.fixes.length);
    });

    for (const fix of w.fixes) {
      describe(fix.id, () => {
        const source = w.fixSource(fix as never, sources);
        const path = join(tmp, `${id}-${fix.id}.py`);
        writeFileSync(path, source);

        it('applies each edit exactly once, and is explained in every language', () => {
          for (const [find] of fix.edits) expect(sources[fix.base].split(find).length - 1, find).toBe(1);
          if (fix.edits.length > 0) expect(source).not.toBe(sources[fix.base]);
          for (const lang of languages) {
            expect(fix.title[lang].length).toBeGreaterThan(0);
            expect(fix.verdict[lang].length).toBeGreaterThan(40);
          }
        });

        it('reaches in real Python the verdict it declares', async () => {
          const out = JSON.parse(await python.outcome(path, checksScript));
          expect(out.outcome).toEqual({ status: 'ok' });
          const failed = (out.roots.verdicts.dict as [string, string][]).filter(([, v]) => v !== 'pass').map(([k]) => k);
          expect(failed).toEqual(w.checkIds.filter((c) => fix.fails.includes(c)));
        });

        const engine = async () => {
          const r = run({ model: source, script: checksScript });
          if (!r.ok) throw new Error(r.problem.message);
          expect(outcomeJson(r.trace).trim()).toBe(await python.outcome(path, checksScript));
        };
        if (engineRuns('fix_lab_checks')) it('runs its checks in our engine exactly as real Python does', engine);
        else it.fails('runs its checks in our engine exactly as real Python does (waiting for the engine: see the corpus known failures)', engine);
      });
    }
  });

  describe(`${id}: tour`, () => {
    it('has distinct stops, at least five of them with a prediction, all in every language', () => {
      expect(new Set(w.tour.map((s) => s.id)).size).toBe(w.tour.length);
      expect(w.tour.filter((s) => s.prediction).length).toBeGreaterThanOrEqual(5);
      for (const stop of w.tour) {
        expect(
          w.presets.map((p) => p.id),
          stop.id,
        ).toContain(stop.preset);
        if (stop.tryFix) expect(w.fixes.map((f) => f.id)).toContain(stop.tryFix);
        for (const lang of languages) {
          expect(stop.title[lang].length).toBeGreaterThan(0);
          expect(stop.text[lang].length).toBeGreaterThan(40);
          if (stop.prediction) {
            expect(stop.prediction.question[lang].length).toBeGreaterThan(0);
            for (const c of stop.prediction.choices) expect(c.label[lang].length).toBeGreaterThan(0);
          }
        }
      }
    });

    for (const stop of w.tour) {
      describe(stop.id, () => {
        if (stop.at !== 'end') {
          const at = stop.at;
          it('lands on a statement real Python runs', () => {
            const visits = (golden(id, presetCase(stop.preset), at.side).statements as string[]).filter((s) => s === `${at.file}:${at.line}`);
            expect(visits.length).toBeGreaterThanOrEqual(at.occurrence ?? 1);
          });
        }
        const p = stop.prediction;
        if (!p) return;
        it(`predicts ${p.fact.kind}: the declared answer is what real Python computes, and one of the choices`, async () => {
          expect(await realFact(id, stop, paths)).toBe(p.answer);
          expect(p.choices.map((c) => c.value)).toContain(p.answer);
          expect(p.choices.length).toBeGreaterThan(1);
        });
        const engine = () => {
          const script = w.scripts[stop.preset];
          const runs: { before: RunResult; after: RunResult } = {
            before: run({ model: sources.before, script }),
            after: run({ model: sources.after, script }),
          };
          if (stop.at !== 'end') {
            const r = runs[stop.at.side];
            if (!r.ok) throw new Error(r.problem.message);
            expect(findStep(r.trace, stop.at)).not.toBeNull();
          }
          expect(factValue(p.fact, runs, stop.at)).toBe(p.answer);
        };
        if (engineRuns(presetCase(stop.preset))) it('and our engine computes the same', engine);
        else it.fails('and our engine computes the same (waiting for the engine: see the corpus known failures)', engine);
      });
    }
  });
}
