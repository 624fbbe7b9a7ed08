/**
 * Every case the engine is held to, as scripts/golden.py lays them out: each walkthrough's
 * corpus (test/corpus/ID/NAME.py against src/walkthroughs/ID/before.py and after.py) and the
 * conformance suites (test/conformance/SUITE/NAME.py against the empty test/conformance/model.py).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const corpus = join(root, 'test', 'corpus');
const conformance = join(root, 'test', 'conformance');

export interface Case {
  /** `ID/NAME.before` (a walkthrough's corpus) or `SUITE/NAME` (a conformance suite). */
  readonly id: string;
  readonly suite: string;
  readonly model: string;
  readonly scriptPath: string;
  readonly goldenPath: string;
}

const scripts = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.py') && f !== 'model.py')
    .sort()
    .map((f) => f.replace(/\.py$/, ''));

const folders = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((d) => statSync(join(dir, d)).isDirectory())
        .sort()
    : [];

/** The walkthroughs that have a corpus (test/corpus/ID/). */
export function corpusWalkthroughs(): string[] {
  return folders(corpus);
}

/** One walkthrough's corpus: each script against its before-fix and after-fix model. */
export function corpusCases(id: string): Case[] {
  const models = ['before', 'after'].map((v) => [v, readFileSync(join(root, 'src', 'walkthroughs', id, `${v}.py`), 'utf8')] as const);
  const dir = join(corpus, id);
  return scripts(dir).flatMap((name) =>
    models.map(([v, model]) => ({
      id: `${id}/${name}.${v}`,
      suite: id,
      model,
      scriptPath: join(dir, `${name}.py`),
      goldenPath: join(dir, 'golden', `${name}.${v}.json`),
    })),
  );
}

/** The conformance suites' names (`python`, `pydantic`, `torch`, ...). */
export function conformanceSuites(): string[] {
  return folders(conformance);
}

/** One conformance suite: each script against the empty model. */
export function conformanceCases(suite: string): Case[] {
  const model = readFileSync(join(conformance, 'model.py'), 'utf8');
  const dir = join(conformance, suite);
  return scripts(dir).map((name) => ({
    id: `${suite}/${name}`,
    suite,
    model,
    scriptPath: join(dir, `${name}.py`),
    goldenPath: join(dir, 'golden', `${name}.json`),
  }));
}

/** One `NAME  reason` a line (`#` comments), as the known-failures files are written. */
function readKnownFailures(file: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([\w.-]+)\s*(.*)$/.exec(line.replace(/#.*/, ''));
    if (m) out.set(m[1], m[2].trim());
  }
  return out;
}

/**
 * Cases of a suite the engine is known to get wrong: `test/conformance/SUITE/known-failures.txt`,
 * one `NAME  reason` a line (`#` comments). The corpus test requires each to still fail, so a
 * fixed case has to leave the list.
 */
export function knownFailures(suite: string): Map<string, string> {
  return readKnownFailures(join(conformance, suite, 'known-failures.txt'));
}

/**
 * Cases of a walkthrough's corpus the engine is known to get wrong, waiting for an engine
 * feature a conformance case already records: `test/corpus/ID/known-failures.txt`, one
 * `NAME  reason` (both versions) or `NAME.before  reason` a line. Keyed by case id
 * (`ID/NAME.before`); the corpus test requires each to still fail, as for a suite.
 */
export function knownCorpusFailures(id: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, reason] of readKnownFailures(join(corpus, id, 'known-failures.txt'))) {
    const versions = /\.(before|after)$/.test(name) ? [name] : [`${name}.before`, `${name}.after`];
    for (const v of versions) out.set(`${id}/${v}`, reason);
  }
  return out;
}

export function allCases(): Case[] {
  return [...corpusWalkthroughs().flatMap(corpusCases), ...conformanceSuites().flatMap(conformanceCases)];
}
