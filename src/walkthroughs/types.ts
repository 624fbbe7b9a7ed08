/**
 * A walkthrough: one merged pull request explained as data — its code before and after the
 * fix, scenarios to run against both, a guided tour, a fix lab and a pytest export. The app
 * (`store`, `explain`, `ui`) works from this interface alone and names no walkthrough.
 *
 * ## What a walkthrough folder provides
 *
 * `src/walkthroughs/<id>/` — the id is the folder's name and the page's URL segment
 * (`<base>/<id>/`): lowercase letters, digits and dashes, e.g. `verl-7491`.
 *
 * - `meta.ts` — `export default` a {@link WalkthroughMeta}. The index page lists it and every
 *   page's registry carries it, so it stays small: no imports beyond `../i18n` and `../types`.
 * - `index.ts` — `export default` a {@link Walkthrough}. It is loaded only on the walkthrough's
 *   own page; what the first screen does not need (preset scripts, tour, fix lab, the form
 *   component, translations) it declares as loaders (`() => import('./…')`), loaded on use.
 * - `before.py`, `after.py` — the code as it was before and after the fix: verbatim excerpts
 *   of the PR's files (comments included) with what they need around them, imported `?raw`.
 *   Both run as the contract's `model` module (`docs/trace-contract.md`).
 * - `source-map.json` — a {@link SourceMap}: the real file and line of every excerpt line, per
 *   side, with the commits they come from (the code panes show those line numbers).
 *   `scripts/check-excerpts.ts` holds it to the real repository.
 * - `zh-CN.ts` — `export default` a {@link Catalog}: every text of the folder in Simplified
 *   Chinese, keyed by its English. Texts are written in English where they are used: `msg('…')`
 *   in data, `t('…')` in the form component (placeholders as `{name}`; `` `code` `` in backticks
 *   where the text is shown as rich text). `test/ui/i18n.test.ts` finds them all and requires
 *   a translation for each, with the same placeholders, and no stale entry.
 * - `test/corpus/<id>/*.py` with goldens from real Python (`npm run golden -- test/corpus/<id>`):
 *   the presets, the PR's tests and edge cases, run against both sides.
 * - Whatever its loaders import: the presets' scripts, the tour, the lab's checks script (the
 *   PR's tests and properties in Python), the gallery of fixes, the form component.
 *
 * A folder imports nothing of the app outside `src/walkthroughs/` (these types, `msg`, the form
 * kit) and engine types. `npm run walkthrough -- check <id>` runs its presets, tour facts, fix
 * verdicts and pytest export against real Python and the engine and says what disagrees; a
 * folder that passes appears in the index and gets its page with no change anywhere else.
 * `docs/authoring-walkthroughs.md` walks through writing one.
 */
import type { ComponentType } from 'react';
import type { Message, Translate } from './i18n';
import type { SourceMap } from './source-map';
import type { TourStop } from './tour';

export type { Catalog, Language, Message, Translate } from './i18n';
export type { SourceMap } from './source-map';
export type { Anchor, Fact, Prediction, RunSide, StepAnchor, TourStop } from './tour';

/** What the index lists, and what every page knows of every walkthrough. */
export interface WalkthroughMeta {
  /** The folder's name and the page's URL segment: `verl-7491`. */
  readonly id: string;
  /** `verl PR #7491: preserve default AgentLoop extra fields`. */
  readonly title: Message;
  readonly pr: PullRequest;
  /** One line for the index: what broke, and what the fix changes. */
  readonly oneLine: Message;
}

export interface PullRequest {
  /** `owner/name` on GitHub: `verl-project/verl`. */
  readonly repository: string;
  readonly number: number;
  readonly url: string;
  /** The merged commit (after.py's lines) and its parent (before.py's), full hashes. */
  readonly commit: string;
  readonly parent: string;
}

export interface Walkthrough {
  readonly meta: WalkthroughMeta;
  /** The page's subtitle, rich text (`` `code` `` in backticks): the bug in one line. */
  readonly headline: Message;
  /** A paragraph under it, rich text: why it broke, what the fix does, what to do on the page. */
  readonly summary: Message;
  readonly code: Code;
  /**
   * Qualified names of the functions the runs are about (`AgentLoopOutput.as_dict`). The value
   * the last of them returned is the outcome the banners and the output diff show, and the
   * model their first call receives is the one the model state diff compares.
   */
  readonly subjects: readonly string[];
  readonly scenario: Scenario;
  readonly presets: Presets;
  /** The guided tour, loaded when it starts. */
  readonly tour: () => Promise<readonly TourStop[]>;
  /** The fix lab, loaded when it opens. */
  readonly lab: () => Promise<Lab>;
  readonly pytest: PytestExport;
  /** Explanation rules of its own for the keys of a returned dict, tried before the generic ones. */
  readonly keyRules?: readonly KeyRule[];
}

export interface Code {
  /** The model module before the fix (`before.py`) and after it (`after.py`). */
  readonly before: string;
  readonly after: string;
  /** Where each excerpt line comes from: the code panes number lines as the real files do. */
  readonly sourceMap: SourceMap;
  /** What each version does at the heart of the fix, as code beside the pane's title: `setdefault("extra_fields", …)`. */
  readonly captions: { readonly before: string; readonly after: string };
}

/** A form's values: what the builder edits and the saved session keeps. */
export type FormValues = Readonly<Record<string, string | boolean>>;

/** The scenario builder: a form, and the script it writes (the script, not the form, is what runs). */
export interface Scenario {
  /** The form a newcomer starts from; its script is the first scenario on screen. */
  readonly defaultForm: FormValues;
  /**
   * The script a form writes, as a reviewer would write it by hand. Pure; it receives the
   * default form overlaid with whatever a saved session or the reader put there, and writes
   * what it is given (Python, not this function, judges bad input).
   */
  readonly scriptFor: (form: FormValues) => string;
  /** The builder's title: `Build an AgentLoopOutput`. */
  readonly formTitle: Message;
  /** The form component (built from `form-kit.tsx`), loaded after the first paint. */
  readonly Form: () => Promise<ComponentType<FormProps>>;
}

export interface FormProps {
  readonly form: FormValues;
  /** Changes some fields; the script is rewritten from the whole form. */
  readonly update: (patch: FormValues) => void;
  /** Translates the component's `t('…')` texts (the walkthrough's catalog included). */
  readonly t: Translate;
  /** A phone-sized screen. */
  readonly narrow: boolean;
}

export interface Presets {
  /** The scenarios offered, in order; the PR's own tests among them. Small: on the first screen. */
  readonly list: readonly { readonly id: string; readonly title: Message }[];
  /** Their scripts and one-line explanations (what to look at, and why), loaded on first use. */
  readonly load: () => Promise<PresetTexts>;
}

export interface PresetTexts {
  /** A preset's script, run exactly as written after the model module. */
  readonly scripts: Readonly<Record<string, string>>;
  readonly explanations: Readonly<Record<string, Message>>;
}

/** The fix lab: the reader's edits of the after-fix source, checked; and a gallery of other fixes. */
export interface Lab {
  /** The lab's legend: what the checks are (`the PR's three regression tests and six properties of as_dict`). */
  readonly intro: Message;
  /**
   * Python run after a model source (the same namespace), leaving a dict `verdicts`: check id →
   * `'pass'` or `'fail: why'`. Usually the PR's tests followed by properties of one's own.
   */
  readonly checksScript: string;
  /** The checks, in the order the lab lists them. */
  readonly checks: readonly { readonly id: string; readonly title: Message }[];
  readonly fixes: readonly Fix[];
}

/** A fix in the gallery: edits of before.py or after.py, with the verdict each check reaches. */
export interface Fix {
  readonly id: string;
  readonly title: Message;
  /** Why it gets the verdict it gets. */
  readonly verdict: Message;
  /** The source the edits apply to. */
  readonly base: 'before' | 'after';
  /** Literal replacements; each `find` occurs exactly once in the base (checked). */
  readonly edits: readonly (readonly [find: string, replace: string])[];
  /** The checks it fails; every other check passes (checked against real Python and the engine). */
  readonly fails: readonly string[];
}

/** How a scenario becomes a pytest file against the project's real code. */
export interface PytestExport {
  /**
   * The import lines that reach the code under test in the project
   * (`from verl.experimental.agent_loop.agent_loop import AgentLoopOutput`). The explainer
   * runs the test body after the excerpt instead; the check runs it under real pytest with
   * these lines pointed at the excerpt.
   */
  readonly imports: readonly string[];
  /** Where the file goes in the project's checkout: `tests/experimental/agent_loop/`. */
  readonly directory: string;
  /** Code of ours the test needs and the project lacks (the excerpt's stand-ins), written after the imports. */
  readonly preamble?: string;
}

/** What the explainer knows about one key of a dict a subject returned. */
export interface KeyFacts {
  readonly key: string;
  /** The call inside which the key first appeared in the dict (`dict.setdefault`), if one did. */
  readonly addedBy: string | null;
  /** The key came with the model's `model_dump` (pydantic's own serialization). */
  readonly fromDump: boolean;
  /** Its value is a tensor. */
  readonly isTensor: boolean;
}

/** A rule of the walkthrough's own: why a key is there (a message), or null to leave it to the next rule. */
export type KeyRule = (facts: KeyFacts) => Message | null;
