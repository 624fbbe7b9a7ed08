/**
 * The walkthrough check: everything a walkthrough claims, held to real Python and to the engine.
 * For one walkthrough it checks the excerpt against its source map (every line of code the
 * project's, or a marked stand-in), that its presets and checks are corpus cases with goldens,
 * runs every preset under both (before and after the fix) and compares the contract outcomes,
 * lands every tour stop and computes every prediction's answer, checks every gallery fix's verdict, exports every preset
 * as pytest and runs the files under real pytest against both versions, and finds every text
 * without a translation. Each disagreement is one finding, in plain words.
 *
 * A disagreement of the engine alone with real Python is "known" (reported, not failing) when
 * the walkthrough's corpus lists the same script in `test/corpus/<id>/known-failures.txt`: the
 * engine helpers' queue, not the walkthrough's fault.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outcomeJson, type RunResult, run } from '../engine';
import { align } from '../explain/alignment';
import { engineScript, exportPytest } from '../explain/pytest-export';
import { factValue, findStep, rowOf } from '../explain/tour';
import { labReport, testClaim } from '../runner/work';
import { installAllModules, installRuntime } from '../runtime';
import { type Catalog, fixSource, loadCatalog, type Message, realLines, type Walkthrough } from '../walkthroughs';
import { type SideMap, segmentText } from '../walkthroughs/source-map';
import type { Reference } from './reference';

installRuntime();
await installAllModules();

export type Area = 'shape' | 'excerpt' | 'corpus' | 'presets' | 'tour' | 'lab' | 'export' | 'languages';
export const areas: readonly Area[] = ['shape', 'excerpt', 'corpus', 'presets', 'tour', 'lab', 'export', 'languages'];

export interface Finding {
  readonly area: Area;
  /** What disagrees, in a sentence. */
  readonly what: string;
  /** Why it is a known engine gap (the corpus's known failure), when it is one. */
  readonly known?: string;
}

type Side = 'before' | 'after';
const sides: readonly Side[] = ['before', 'after'];

/** The corpus's known engine failures, by script text (a preset is known when a listed corpus case is the same script). */
export function knownFailures(root: string, id: string): Map<string, string> {
  const dir = join(root, 'test', 'corpus', id);
  const list = join(dir, 'known-failures.txt');
  const out = new Map<string, string>();
  if (!existsSync(list)) return out;
  const scripts = new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.py'))
      .map((f) => [f.slice(0, -3), readFileSync(join(dir, f), 'utf8')]),
  );
  for (const line of readFileSync(list, 'utf8').split('\n')) {
    const m = /^(\S+)\s+(.*)$/.exec(line.trim());
    if (!m || m[1].startsWith('#')) continue;
    const script = scripts.get(m[1].replace(/\.(before|after)$/, ''));
    if (script !== undefined) out.set(script, m[2]);
  }
  return out;
}

/** A script a walkthrough's corpus must hold, with what it is and the case name it gets when written. */
export interface RequiredCase {
  readonly what: string;
  readonly name: string;
  readonly script: string;
}

/** The scripts a walkthrough's corpus must hold: its first scenario, every preset, the fix lab's checks. */
export async function requiredCases(w: Walkthrough): Promise<RequiredCase[]> {
  const { scripts } = await w.presets.load();
  const lab = await w.lab();
  const cases: RequiredCase[] = [{ what: 'the first scenario', name: 'first_scenario', script: w.scenario.scriptFor(w.scenario.defaultForm) }];
  for (const p of w.presets.list) {
    const script = scripts[p.id];
    if (script !== undefined) cases.push({ what: `preset ${p.id}`, name: `preset_${p.id.replace(/\W/g, '_')}`, script });
  }
  cases.push({ what: "the fix lab's checks", name: 'fix_lab_checks', script: lab.checksScript });
  return cases;
}

/** The corpus's scripts, by text: script → case name. */
export function corpusScripts(root: string, id: string): Map<string, string> {
  const dir = join(root, 'test', 'corpus', id);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.py'))
      .map((f) => [readFileSync(join(dir, f), 'utf8'), f.slice(0, -3)]),
  );
}

/** Excerpt lines (1-based) that are code but neither the project's (mapped) nor inside a stand-in marked as such. */
export function linesOfOurs(side: SideMap, text: string): number[] {
  const lines = text.split('\n');
  const mapped = realLines(side, lines.length);
  const inStandIn = (n: number) => side.standIns.some((x) => n >= x.excerpt[0] && n <= x.excerpt[1]);
  const out: number[] = [];
  lines.forEach((l, i) => {
    const line = l.trim();
    if (!mapped[i] && line !== '' && !line.startsWith('#') && !inStandIn(i + 1)) out.push(i + 1);
  });
  return out;
}

function engineRun(model: string, script: string): RunResult {
  return run({ model, script });
}

function engineOutcome(r: RunResult): string {
  return r.ok ? outcomeJson(r.trace).trim() : `(the engine could not run it: ${r.problem.kind}: ${r.problem.message})`;
}

/** `{name}` placeholders of a text, sorted. */
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every text of a walkthrough's data (not its form component's, which the i18n test finds in its source). */
export async function textsOf(w: Walkthrough): Promise<Message[]> {
  const texts: Message[] = [w.meta.title, w.meta.oneLine, w.headline, w.summary, w.scenario.formTitle, ...w.presets.list.map((p) => p.title)];
  texts.push(...Object.values((await w.presets.load()).explanations));
  for (const stop of await w.tour()) {
    texts.push(stop.title, stop.text);
    if (stop.prediction) texts.push(stop.prediction.question, ...stop.prediction.choices.map((c) => c.label));
  }
  const lab = await w.lab();
  texts.push(lab.intro, ...lab.checks.map((c) => c.title), ...lab.fixes.flatMap((f) => [f.title, f.verdict]));
  return texts;
}

/** Checks one walkthrough; `root` is the repository's root. */
export async function checkWalkthrough(w: Walkthrough, python: Reference, root: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const id = w.meta.id;
  const say = (area: Area, what: string, known?: string) => findings.push({ area, what, ...(known !== undefined && { known }) });
  const known = knownFailures(root, id);
  const { scripts } = await w.presets.load();
  const tour = await w.tour();
  const lab = await w.lab();

  // The shape every walkthrough of this project has.
  if (w.presets.list.length < 6) say('shape', `it has ${w.presets.list.length} presets; a walkthrough has at least six (the PR's tests among them)`);
  if (tour.filter((s) => s.prediction).length < 5) say('shape', 'its tour has fewer than five stops with a prediction');
  if (lab.fixes.filter((f) => f.fails.length > 0).length < 3) say('shape', 'its gallery has fewer than three wrong or partial fixes');
  if (lab.fixes[0] && (fixSource(lab.fixes[0], w.code) !== w.code.after || lab.fixes[0].fails.length > 0))
    say('shape', `its first gallery fix (${lab.fixes[0].id}) is not the merged fix: after.py itself, failing no check`);
  for (const p of w.presets.list) if (scripts[p.id] === undefined) say('shape', `preset ${p.id} has no script`);
  if (w.code.sourceMap.after.commit !== w.meta.pr.commit || w.code.sourceMap.before.commit !== w.meta.pr.parent)
    say('shape', 'its source map names other commits than its metadata (after.py: the merged commit, before.py: its parent)');

  // The excerpt is the real lines it says it is (their hashes, as recorded from the repository).
  for (const side of sides) {
    const text = w.code[side];
    for (const s of w.code.sourceMap[side].segments) {
      const hash = createHash('sha256').update(segmentText(s, text)).digest('hex');
      if (hash !== s.sha256) say('excerpt', `${side}.py line ${s.excerpt} is not ${s.file} lines ${s.lines[0]}-${s.lines[1]} as recorded`);
    }
    if (!realLines(w.code.sourceMap[side], text.split('\n').length).some((r) => r !== null)) say('excerpt', `${side}.py maps no line to the real file`);
    for (const line of linesOfOurs(w.code.sourceMap[side], text))
      say('excerpt', `${side}.py line ${line} is neither the project's (source map), a comment nor a marked stand-in`);
  }

  // Its first scenario, its presets and its checks are corpus cases, with goldens from real Python for both versions.
  const corpus = corpusScripts(root, id);
  for (const { what, script } of await requiredCases(w)) {
    const name = corpus.get(script);
    if (name === undefined)
      say('corpus', `${what} is not a case of test/corpus/${id}/ (the same script; npm run walkthrough -- corpus ${id} writes the missing ones)`);
    else
      for (const side of sides)
        if (!existsSync(join(root, 'test', 'corpus', id, 'golden', `${name}.${side}.json`)))
          say('corpus', `${what} (${name}.py) has no golden ${side} the fix (npm run golden -- test/corpus/${id})`);
  }

  // Every preset, run by both, before and after the fix.
  const runs = new Map<string, Record<Side, RunResult>>();
  const pythonOut = new Map<string, Record<Side, string>>();
  for (const p of w.presets.list) {
    const script = scripts[p.id];
    if (script === undefined) continue;
    const engine = { before: engineRun(w.code.before, script), after: engineRun(w.code.after, script) };
    const real = { before: await python.outcome(w.code.before, script), after: await python.outcome(w.code.after, script) };
    runs.set(p.id, engine);
    pythonOut.set(p.id, real);
    for (const side of sides)
      if (engineOutcome(engine[side]) !== real[side])
        say('presets', `preset ${p.id}, ${side} the fix: the engine gives ${engineOutcome(engine[side])}, real Python ${real[side]}`, known.get(script));
  }

  // Every tour stop: its preset, its step, its prediction's answer (engine and real Python).
  for (const stop of tour) {
    const engine = runs.get(stop.preset);
    const real = pythonOut.get(stop.preset);
    if (!engine || !real) {
      say('tour', `stop ${stop.id} loads preset ${stop.preset}, which does not exist`);
      continue;
    }
    if (stop.tryFix && !lab.fixes.some((f) => f.id === stop.tryFix)) say('tour', `stop ${stop.id} suggests fix ${stop.tryFix}, which is not in the gallery`);
    if (stop.at !== 'end') {
      const at = stop.at;
      const r = engine[at.side];
      const gap = known.get(scripts[stop.preset]);
      if (!r.ok || findStep(r.trace, at) === null)
        say('tour', `stop ${stop.id}: the engine's ${at.side} run has no ${at.event ?? 'line'} step at ${at.file}:${at.line}`, gap);
      const visits = (JSON.parse(real[at.side]).statements as string[]).filter((s) => s === `${at.file}:${at.line}`).length;
      if (visits < (at.occurrence ?? 1)) say('tour', `stop ${stop.id}: real Python's ${at.side} run does not reach ${at.file}:${at.line}`);
      for (const g of ['calls', 'statements'] as const) {
        const alignment = align(engine.before.ok ? engine.before.trace : null, engine.after.ok ? engine.after.trace : null, w.code.before, w.code.after, g);
        if (rowOf(at, engine, alignment) === null) say('tour', `stop ${stop.id}: no row of the lockstep view shows its step (${g})`, gap);
      }
    }
    const p = stop.prediction;
    if (!p) continue;
    if (!p.choices.some((c) => c.value === p.answer)) say('tour', `stop ${stop.id}: its answer ${p.answer} is none of its choices`);
    const computed = factValue(p.fact, engine, stop.at);
    if (computed !== p.answer) say('tour', `stop ${stop.id}: the engine answers ${computed}, the stop declares ${p.answer}`, known.get(scripts[stop.preset]));
    const fact = p.fact;
    let pythonAnswer: string | null = null;
    if (fact.kind === 'outcome' || fact.kind === 'exception') {
      const end = JSON.parse(real[fact.side]).outcome;
      pythonAnswer =
        fact.kind === 'outcome'
          ? end.status === 'ok'
            ? 'returns'
            : end.type
          : end.status === 'ok'
            ? 'none'
            : end.message
              ? `${end.type}: ${end.message}`
              : end.type;
    } else if (fact.kind === 'global') {
      const out = JSON.parse(await python.outcome(w.code[fact.side], `${scripts[stop.preset]}\n_tour_fact = repr(${fact.name})\n`));
      pythonAnswer = out.roots?._tour_fact ?? null;
    }
    // Facts about a step (has-key, field-set) rest on the engine's run, which the presets hold to real Python.
    if (pythonAnswer !== null && pythonAnswer !== p.answer) say('tour', `stop ${stop.id}: real Python answers ${pythonAnswer}, the stop declares ${p.answer}`);
  }

  // Every gallery fix's verdict, by the engine and by real Python.
  const checkIds = lab.checks.map((c) => c.id);
  for (const fix of lab.fixes) {
    const base = w.code[fix.base];
    for (const [find] of fix.edits)
      if (base.split(find).length - 1 !== 1) say('lab', `fix ${fix.id}: its edit does not find exactly one ${JSON.stringify(find)} in ${fix.base}.py`);
    const source = fixSource(fix, w.code);
    const declared = checkIds.filter((c) => fix.fails.includes(c));
    const engine = labReport(source, lab.checksScript, checkIds);
    const engineFails = engine.problem ? [`(could not run: ${engine.problem})`] : engine.results.filter((r) => !r.passed).map((r) => r.id);
    const realText = await python.outcome(source, lab.checksScript);
    const real = JSON.parse(realText);
    const verdicts: [string, string][] | undefined = real.roots?.verdicts?.dict;
    const realFails = verdicts ? checkIds.filter((c) => verdicts.find(([k]) => k === c)?.[1] !== 'pass') : [`(could not run: ${JSON.stringify(real.outcome)})`];
    if (realFails.join() !== declared.join()) say('lab', `fix ${fix.id}: real Python fails [${realFails.join(', ')}], it declares [${declared.join(', ')}]`);
    if (engineFails.join() !== declared.join())
      say('lab', `fix ${fix.id}: the engine fails [${engineFails.join(', ')}], it declares [${declared.join(', ')}]`, known.get(lab.checksScript));
    const engineText = engineOutcome(engineRun(source, lab.checksScript));
    if (engineText !== realText) say('lab', `fix ${fix.id}: the engine's run of the checks differs from real Python's`, known.get(lab.checksScript));
  }

  // Every preset exported as pytest: what the app claims for each version is what real pytest does.
  const exported: { name: string; text: string; test: string; claims: Record<Side, boolean>; preset: string }[] = [];
  for (const p of w.presets.list) {
    const r = runs.get(p.id)?.after;
    if (!r) continue;
    const file = exportPytest(scripts[p.id], r, {
      title: p.title,
      from: `${w.meta.pr.repository.split('/').pop()} PR #${w.meta.pr.number}`,
      imports: w.pytest.imports,
      preamble: w.pytest.preamble,
    });
    if (!file) {
      say('export', `preset ${p.id} cannot be exported (its after-fix run did not finish)`, known.get(scripts[p.id]));
      continue;
    }
    const script = engineScript(file, w.pytest.imports);
    const claims = { before: testClaim(w.code.before, script).passes, after: testClaim(w.code.after, script).passes };
    if (!claims.after) say('export', `preset ${p.id}: its exported test fails after the fix in the engine`, known.get(scripts[p.id]));
    const local = file.text
      .split('\n')
      .map((l) => (w.pytest.imports.includes(l) ? l.replace(/^from\s+\S+\s+import/, 'from walkthrough_model import') : l))
      .join('\n');
    exported.push({ name: file.fileName, text: local, test: file.testName, claims, preset: p.id });
  }
  for (const side of sides) {
    const results = python.pytest(w.code[side], exported);
    for (const e of exported) {
      const real = results.get(e.test);
      if (real === undefined) say('export', `preset ${e.preset}: real pytest did not run ${e.name}`);
      else if (real !== e.claims[side])
        say(
          'export',
          `preset ${e.preset}: the app says its test ${e.claims[side] ? 'passes' : 'fails'} ${side} the fix, real pytest says it ${real ? 'passes' : 'fails'}`,
          known.get(scripts[e.preset]),
        );
    }
  }

  // Every text in every language.
  const catalog: Catalog = await loadCatalog(id, 'zh-CN');
  for (const text of await textsOf(w)) {
    const zh = catalog[text];
    if (zh === undefined || zh.trim() === '') say('languages', `no Simplified Chinese for ${JSON.stringify(text)}`);
    else if (placeholders(zh).join() !== placeholders(text).join())
      say('languages', `the Simplified Chinese of ${JSON.stringify(text)} has other placeholders`);
  }
  return findings;
}
