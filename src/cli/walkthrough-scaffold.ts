/**
 * `npm run walkthrough -- new <id> --pr owner/name#number`: a new walkthrough folder to fill in,
 * `src/walkthroughs/<id>/`, with every file the interface asks for (`src/walkthroughs/types.ts`)
 * in its simplest working form, and its corpus folder `test/corpus/<id>/`. The folder builds,
 * type-checks and appears in the index at once; `npm run walkthrough -- check <id>` then says
 * what is still missing (the real excerpt and its source map, six presets, a tour, a gallery,
 * the translations). `docs/authoring-walkthroughs.md` walks through each file.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ScaffoldOptions {
  /** `owner/name` on GitHub. */
  readonly repository: string;
  readonly number: number;
}

/** A walkthrough id: the folder's name and the page's URL segment. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why an id cannot be scaffolded, or null when it can. */
export function idProblem(root: string, id: string): string | null {
  if (!ID_PATTERN.test(id)) return `"${id}" is not an id: lowercase letters, digits and single dashes (e.g. verl-7491)`;
  if (existsSync(join(root, 'src', 'walkthroughs', id))) return `src/walkthroughs/${id} exists already`;
  return null;
}

const UNKNOWN_COMMIT = '0'.repeat(40);

/** The files of a new walkthrough, by path relative to the repository's root. */
export function scaffoldFiles(id: string, { repository, number }: ScaffoldOptions): Map<string, string> {
  const name = repository.split('/').pop() ?? repository;
  const dir = `src/walkthroughs/${id}`;
  const files = new Map<string, string>();
  const title = `${name} PR #${number}: what the fix changes`;

  files.set(
    `${dir}/meta.ts`,
    `/** What the index lists of the ${name} PR #${number} walkthrough. */
import { msg } from '../i18n';
import type { WalkthroughMeta } from '../types';

const meta: WalkthroughMeta = {
  id: '${id}',
  title: msg('${title}'),
  pr: {
    repository: '${repository}',
    number: ${number},
    url: 'https://github.com/${repository}/pull/${number}',
    // The merged commit (after.py's lines) and its parent (before.py's), full hashes.
    commit: '${UNKNOWN_COMMIT}',
    parent: '${UNKNOWN_COMMIT}',
  },
  oneLine: msg('What broke, and what the fix changes, in one line.'),
};

export default meta;
`,
  );

  files.set(
    `${dir}/index.ts`,
    `/** The ${name} PR #${number} walkthrough. See \`../types.ts\` for what each part is. */
import { msg } from '../i18n';
import type { Walkthrough } from '../types';
import after from './after.py?raw';
import before from './before.py?raw';
import meta from './meta';
import { defaultForm, scriptFor } from './scenario';
import sourceMap from './source-map.json';

const walkthrough: Walkthrough = {
  meta,
  headline: msg('why \`subject()\` went wrong, and what the fix restores'),
  summary: msg('Why it broke, what the fix does, and what to do on this page: build a scenario, or take the guided tour.'),
  code: { before, after, sourceMap, captions: { before: 'the old line', after: 'the new line' } },
  subjects: ['subject'],
  scenario: {
    defaultForm,
    scriptFor,
    formTitle: msg('Build a scenario'),
    Form: () => import('./form').then((m) => m.default),
  },
  presets: {
    list: [{ id: 'first', title: msg('The first scenario') }],
    load: () => import('./preset-scripts').then((m) => m.default),
  },
  tour: () => import('./tour').then((m) => m.default),
  lab: () => import('./lab').then((m) => m.default),
  pytest: {
    imports: ['from package.module import subject'],
    directory: 'tests/',
  },
};

export default walkthrough;
`,
  );

  const excerpt = (fixed: boolean) => `# ${name} PR #${number}: replace this with the verbatim excerpt of the changed file at the PR's
# ${fixed ? 'merged commit' : 'parent'}, comments included, and record its lines in source-map.json.


def subject(value):
    return ${fixed ? 'value + 1' : 'value'}
`;
  files.set(`${dir}/before.py`, excerpt(false));
  files.set(`${dir}/after.py`, excerpt(true));

  const side = { commit: UNKNOWN_COMMIT, segments: [], standIns: [] };
  files.set(`${dir}/source-map.json`, `${JSON.stringify({ before: side, after: side }, null, 2)}\n`);

  files.set(
    `${dir}/scenario.ts`,
    `/** The scenario builder's data: the form's values, and the Python script the form writes (the script is what runs). */
import type { FormValues } from '../types';

export const defaultForm: FormValues = { value: '41' };

/** The scenario script for a form, as a reviewer would write it by hand. */
export function scriptFor(form: FormValues): string {
  return \`result = subject(\${String(form.value).trim() || 'None'})\\n\`;
}
`,
  );

  files.set(
    `${dir}/form.tsx`,
    `/** The builder form: one field a line, from \`../form-kit\`. Labels go through \`t('…')\`. */
import { TextField } from '../form-kit';
import type { FormProps } from '../types';

export default function Form({ form, update, t }: FormProps) {
  return <TextField form={form} update={update} name="value" label={t('The value passed')} />;
}
`,
  );

  files.set(
    `${dir}/preset-scripts.ts`,
    `/** The preset scenarios' scripts and explanations, by preset id (loaded when a preset is first chosen). */
import { msg } from '../i18n';
import type { PresetTexts } from '../types';
import { defaultForm, scriptFor } from './scenario';

const texts: PresetTexts = {
  scripts: { first: scriptFor(defaultForm) },
  explanations: { first: msg('What to look at in this scenario, and why it behaves as it does.') },
};

export default texts;
`,
  );

  files.set(
    `${dir}/tour.ts`,
    `/** The guided tour: stops that load a preset, put the cursor on a step and may ask for a prediction. */
import { msg } from '../i18n';
import type { TourStop } from '../tour';

const tour: readonly TourStop[] = [
  {
    id: 'outcome',
    title: msg('What the fix changes'),
    preset: 'first',
    at: 'end',
    prediction: {
      question: msg('Does the old code return normally?'),
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: msg('It returns') },
        { value: 'TypeError', label: msg('It raises TypeError') },
      ],
      answer: 'returns',
    },
    text: msg('Both versions return; the values differ. Say here what the reader should see.'),
  },
];

export default tour;
`,
  );

  files.set(
    `${dir}/checks.py`,
    `# The fix lab's checks: the PR's tests, then properties of your choosing, run after a model
# source in the same namespace. Each leaves its verdict in \`verdicts\`: 'pass' or 'fail: why'.


def check_adds_one():
    assert subject(41) == 42, "subject(41) is " + repr(subject(41))


verdicts = {}
for _name, _check in [("adds_one", check_adds_one)]:
    try:
        _check()
        verdicts[_name] = "pass"
    except Exception as e:
        verdicts[_name] = "fail: " + type(e).__name__ + ": " + str(e)
`,
  );

  files.set(
    `${dir}/lab.ts`,
    `/** The fix lab (loaded when it opens): the checks, and a gallery whose first fix is the merged one. */
import { msg } from '../i18n';
import type { Lab } from '../types';
import checksScript from './checks.py?raw';

const lab: Lab = {
  intro: msg('Edit the after-fix source: the scenario re-runs at once, and the checks run in your browser.'),
  checksScript,
  checks: [{ id: 'adds_one', title: msg('subject(41) is 42') }],
  fixes: [
    {
      id: 'merged',
      title: msg('The merged fix'),
      verdict: msg('Passes every check: say why, in a sentence or two.'),
      base: 'after',
      edits: [],
      fails: [],
    },
  ],
};

export default lab;
`,
  );

  files.set(
    `${dir}/zh-CN.ts`,
    `/** Every text of this walkthrough in Simplified Chinese, keyed by its English (see src/walkthroughs/i18n.ts). */
import type { Catalog } from '../i18n';

const zhCN: Catalog = {};

export default zhCN;
`,
  );

  files.set(
    `test/corpus/${id}/known-failures.txt`,
    `# Cases of this walkthrough's corpus the engine does not pass yet, each with the conformance
# case(s) that record the missing feature (SUITE/NAME, listed in that suite's known-failures).
# One \`NAME  reason\` a line (both versions) or \`NAME.before  reason\`; a case the engine passes
# must leave this list.
`,
  );
  return files;
}

/** Writes a new walkthrough's files under `root`; returns their paths. */
export function scaffold(root: string, id: string, options: ScaffoldOptions): string[] {
  const problem = idProblem(root, id);
  if (problem) throw new Error(problem);
  const files = scaffoldFiles(id, options);
  for (const [path, text] of files) {
    const full = join(root, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text, { flag: 'wx' });
  }
  return [...files.keys()];
}
