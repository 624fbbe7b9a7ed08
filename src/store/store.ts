/**
 * The app's one store, for the walkthrough on the page. It holds the scenario (form and
 * script) and the after-fix source (the PR's, or the reader's edit in the fix lab), asks the
 * service (`service.ts`) for both runs whenever either changes, and keeps the lockstep cursor,
 * the language and the saved session. The state is plain data; runs arrive asynchronously from
 * the engine's workers (`pending` meanwhile), and a newer request makes an older one's result
 * moot. Actions are module-level functions; the tour's, the fix lab's, the links' and the
 * export's live beside this file (`tour.ts`, `lab.ts`, `link.ts`, `export.ts`), each over its
 * own part of the state, and leave the engine's work to the service as this file does.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Alignment, Granularity } from '../explain/alignment';
import type { RunData } from '../explain/run-data';
import type { CheckResult, LabReport } from '../runner';
import type { Catalog, FormValues, Lab, Language, PresetTexts, TourStop, Walkthrough } from '../walkthroughs';
import { browserLanguage, chooseLanguage, chosenLanguage } from './language';
import type { LinkProblem } from './permalink';
import { clearSaved, formFrom, loadSaved, type ScenarioKept, save, type TourPosition } from './persist';
import { alignRuns as alignFor, runBoth } from './service';

export type { CheckResult, LabReport };
export type Side = 'before' | 'after';

/** A message shown once at the top of the page. */
export type Notice =
  | { readonly kind: 'saved-corrupt' }
  | { readonly kind: 'link-invalid'; readonly reason: LinkProblem }
  | { readonly kind: 'link-stop-missing' };

export interface ExplainerState {
  /** The scenario script: what runs. */
  readonly script: string;
  /** The builder form; `formInSync` says whether `script` is still what the form writes. */
  readonly form: FormValues;
  readonly formInSync: boolean;
  /** The preset the script came from, if it is unchanged. */
  readonly presetId: string | null;
  /** The after-fix model source that runs: the PR's `after.py`, or the reader's edit in the fix lab. */
  readonly afterSource: string;
  /** Bumped whenever `afterSource` is replaced from outside the lab's editor (gallery, reset, link). */
  readonly modelRevision: number;
  /** Bumped whenever the script is replaced from outside the editor (preset, form, reset). */
  readonly scriptRevision: number;
  /** The fix lab is open. */
  readonly lab: boolean;
  /** Where the reader is in the guided tour, or null when not touring. */
  readonly tour: TourPosition | null;
  readonly language: Language;
  /** The runs on screen; null until the first ones arrive. */
  readonly before: RunData | null;
  readonly after: RunData | null;
  /**
   * What the runs on screen ran: the script and the after-fix source as they were when the runs
   * were asked for. The panes show these (their lines are what the steps point at), while the
   * editors show `script` and `afterSource`, which may be newer while `pending`.
   */
  readonly ran: { readonly script: string; readonly afterSource: string };
  /** Runs of the script and source on screen are on their way (the runs shown, if any, are of an earlier edit). */
  readonly pending: boolean;
  readonly granularity: Granularity;
  readonly alignment: Alignment;
  /** The cursor: a row of `alignment.rows`. */
  readonly row: number;
  /** The object a reader points at in the objects view (per run). */
  readonly hovered: { readonly side: Side; readonly id: number } | null;
  /** Which run the Objects view and the Model state diff show. */
  readonly focusSide: Side;
  /** A message shown once, e.g. when a saved state or a link could not be restored. */
  readonly notice: Notice | null;
  /** The reader's own scenario while the tour shows its own (leaving the tour brings it back). */
  readonly beforeTour: ScenarioKept | null;
  /** Parts of the walkthrough loaded on first use (null until then): preset scripts, the tour, the fix lab. */
  readonly presetTexts: PresetTexts | null;
  readonly tourStops: readonly TourStop[] | null;
  readonly labSpec: Lab | null;
  /** The fix lab's checks of the latest source checked (null until they first ran), and whether newer ones are on their way. */
  readonly labReport: LabReport | null;
  readonly checking: boolean;
  /** Each gallery fix's checks, filled in as the engine computes them. */
  readonly gallery: ReadonlyMap<string, LabReport>;
  /** The catalogs of each language but English loaded so far (the app's, then the walkthrough's), first match wins. */
  readonly catalogs: Readonly<Partial<Record<Language, readonly Catalog[]>>>;
}

let active: Walkthrough | null = null;

/** The walkthrough on the page (set once by `openWalkthrough`, before anything renders). */
export function walkthrough(): Walkthrough {
  if (!active) throw new Error('no walkthrough is open');
  return active;
}

/** The alignment of two runs of the walkthrough on the page (either may be missing or unable to run). */
export function alignRuns(before: RunData | null, after: RunData | null, afterSource: string, granularity: Granularity): Alignment {
  return alignFor(walkthrough(), before, after, afterSource, granularity);
}

/** The reader's language with no session to say: their choice on any page of the site, else the browser's. */
function defaultLanguage(): Language {
  return chosenLanguage() ?? browserLanguage();
}

const noRuns = { before: null, after: null, pending: true, alignment: { rows: [], firstDivergence: null }, row: 0 } as const;

function emptyState(): ExplainerState {
  return {
    script: '',
    form: {},
    formInSync: true,
    presetId: null,
    afterSource: '',
    modelRevision: 0,
    scriptRevision: 0,
    lab: false,
    tour: null,
    language: defaultLanguage(),
    ...noRuns,
    ran: { script: '', afterSource: '' },
    granularity: 'calls',
    hovered: null,
    focusSide: 'after',
    notice: null,
    beforeTour: null,
    presetTexts: null,
    tourStops: null,
    labSpec: null,
    labReport: null,
    checking: false,
    gallery: new Map(),
    catalogs: {},
  };
}

const api = createStore<ExplainerState>()(emptyState);
/**
 * Components read the state as it is, on the server too: the build renders a page's first
 * screen after `showFirstRuns`, and the page hydrates over it with the same state (zustand's own
 * hook would give both renders the state the store was created with, before the walkthrough).
 */
const live = { ...api, getInitialState: api.getState };

/** The store as a hook (`useExplainer((s) => s.row)`), with the store's own methods on it. */
export const useExplainer = Object.assign(<T>(selector: (s: ExplainerState) => T): T => useStore(live, selector), api);

/**
 * Where the session's first runs put the cursor: the saved step, or, on a first visit, the
 * first divergence — the lines the fix changes, marked in both panes, under both outcomes.
 */
let initialPlace: Place = 'divergence';
/** The page opened on a saved session (so not on the first screen the build prerendered). */
let openedSaved = false;
/** The link the address bar shows for this session, as last written (see `rememberAddress`). */
let addressLink: string | null = null;

/** Opens a walkthrough on the page: its saved session (or its first scenario), runs not started yet (`begin`). */
export function openWalkthrough(w: Walkthrough): void {
  active = w;
  const saved = loadSaved(w.meta.id);
  const v = saved.value;
  const form = formFrom(w.scenario.defaultForm, v?.form);
  const script = v?.script ?? w.scenario.scriptFor(form);
  const afterSource = v?.model ?? w.code.after;
  initialPlace = v?.row ?? 'divergence';
  openedSaved = v !== null || saved.corrupt;
  addressLink = v?.link ?? null;
  useExplainer.setState(
    {
      ...emptyState(),
      script,
      form,
      formInSync: script === w.scenario.scriptFor(form),
      presetId: v ? v.presetId : (w.presets.defaultId ?? null),
      afterSource,
      ran: { script, afterSource },
      lab: v?.lab ?? false,
      tour: v?.tour ?? null,
      beforeTour: v?.tour && v.beforeTour ? { ...v.beforeTour, form: formFrom(w.scenario.defaultForm, v.beforeTour.form) } : null,
      language: chosenLanguage() ?? v?.language ?? browserLanguage(),
      granularity: v?.granularity ?? 'calls',
      notice: saved.corrupt ? { kind: 'saved-corrupt' } : null,
    },
    true,
  );
}

let ticket = 0;
let latest: Promise<void> = Promise.resolve();

/**
 * Where the cursor goes when runs arrive: a row (clamped), the end (the state the script left),
 * or the first divergence (where the fix changes what runs; the end when the runs never differ).
 */
export type Place = number | 'end' | 'divergence';

function rowAt(place: Place, alignment: Alignment): number {
  const last = Math.max(0, alignment.rows.length - 1);
  if (place === 'divergence') return alignment.firstDivergence ?? last;
  return place === 'end' ? last : Math.max(0, Math.min(last, place));
}

/** The state that shows two runs of what `ran` holds, with the cursor at `place`. */
function showing(before: RunData, after: RunData, ran: ExplainerState['ran'], place: Place): Partial<ExplainerState> {
  const alignment = alignRuns(before, after, ran.afterSource, useExplainer.getState().granularity);
  return { before, after, ran, alignment, pending: false, hovered: null, row: rowAt(place, alignment) };
}

/**
 * Runs the script on screen against both sources and shows the runs when they arrive, with the
 * cursor at `place`, and saves the view (unless `save` is false: the session as it was opened).
 * Resolves when they are shown, or at once when a newer request has replaced this one.
 */
export function rerun(place: Place = 'end', save = true): Promise<void> {
  const t = ++ticket;
  const { script, afterSource } = useExplainer.getState();
  if (!useExplainer.getState().pending) useExplainer.setState({ pending: true });
  latest = runBoth(walkthrough(), script, afterSource).then((runs) => {
    if (t !== ticket || !runs) return;
    useExplainer.setState(showing(runs.before, runs.after, { script, afterSource }, place));
    if (save) persist();
  });
  return latest;
}

/** Runs the session the page opened with (the saved one, or the first scenario); a link opens its own instead. */
export function begin(): Promise<void> {
  return rerun(initialPlace, false);
}

/**
 * Shows the runs of the walkthrough's first scenario that the build computed for its page (no
 * engine needed for them), at the first divergence — when the page opened on the view the build
 * prerendered: no saved session, English, no run asked for yet. Returns whether it did; if not,
 * `begin` runs the session the page opened with.
 */
export function showFirstRuns(before: RunData, after: RunData): boolean {
  const s = useExplainer.getState();
  if (openedSaved || s.language !== 'en' || runsRequested() || s.before !== null) return false;
  useExplainer.setState(showing(before, after, s.ran, 'divergence'));
  return true;
}

/** Whether any run was asked for yet (a page opened on a link asks for none until the link is read). */
export function runsRequested(): boolean {
  return ticket > 0;
}

/** Resolves once the runs on screen are those of the latest request. */
export async function settled(): Promise<void> {
  for (;;) {
    const t = ticket;
    await latest;
    if (t === ticket) return;
  }
}

/** Saves the session (the address bar follows the state on its own: see ui/use-address.ts). */
export function persist(): void {
  const s = useExplainer.getState();
  const w = walkthrough();
  save(w.meta.id, {
    script: s.script,
    form: s.form,
    granularity: s.granularity,
    row: s.row,
    presetId: s.presetId,
    ...(s.afterSource !== w.code.after && { model: s.afterSource }),
    language: s.language,
    tour: s.tour,
    ...(s.beforeTour !== null && { beforeTour: s.beforeTour }),
    lab: s.lab,
    ...(addressLink !== null && { link: addressLink }),
  });
}

/**
 * The address bar now shows `link` for this session. The address follows the session a moment
 * late (it waits for a pause), so a reload can bring back a link older than the saved session:
 * `isSessionLink` then tells the page to open the session, not the link.
 */
export function rememberAddress(link: string): void {
  addressLink = link;
  persist();
}

/** Whether a link is the one the address bar last showed for the saved session (so the session is at least as new). */
export function isSessionLink(hash: string): boolean {
  return addressLink !== null && hash === addressLink;
}

/** Shows a new script and runs it; `fromEditor` is true when the reader typed it (the editor already shows it). */
function setScriptState(script: string, extra: Partial<ExplainerState>, fromEditor = false): Promise<void> {
  const revision = useExplainer.getState().scriptRevision;
  useExplainer.setState({ script, scriptRevision: fromEditor ? revision : revision + 1, ...extra });
  persist();
  // A new scenario opens at its end, where the outcome banners are.
  return rerun('end');
}

/** The reader edited the script directly. */
export function editScript(script: string): Promise<void> {
  const { form, script: current } = useExplainer.getState();
  if (script === current) return settled();
  return setScriptState(script, { formInSync: script === walkthrough().scenario.scriptFor(form), presetId: null }, true);
}

/** The reader changed the form: it rewrites the script. */
export function updateForm(patch: FormValues): Promise<void> {
  const { scenario } = walkthrough();
  const current = useExplainer.getState().form;
  const form = scenario.changeForm ? scenario.changeForm(current, patch) : { ...current, ...patch };
  return setScriptState(scenario.scriptFor(form), { form, formInSync: true, presetId: null });
}

/** Rewrites the script from the form, discarding direct edits (after the reader chose so). */
export function resyncForm(): Promise<void> {
  const { form } = useExplainer.getState();
  return setScriptState(walkthrough().scenario.scriptFor(form), { formInSync: true, presetId: null });
}

/** The presets' scripts and explanations (loaded once, on first use). */
export async function presetTexts(): Promise<PresetTexts> {
  const loaded = useExplainer.getState().presetTexts;
  if (loaded) return loaded;
  const texts = await walkthrough().presets.load();
  useExplainer.setState({ presetTexts: texts });
  return texts;
}

/** Loads a preset's script and runs it; resolves when its runs are shown. */
export async function loadPreset(id: string): Promise<void> {
  const script = (await presetTexts()).scripts[id];
  if (script === undefined) return;
  const { form } = useExplainer.getState();
  await setScriptState(script, { presetId: id, formInSync: script === walkthrough().scenario.scriptFor(form) });
}

/** Back to the first scenario and form (the after-fix source and the rest stay). */
export function resetScenario(): Promise<void> {
  const { defaultForm, scriptFor } = walkthrough().scenario;
  return setScriptState(scriptFor(defaultForm), { form: defaultForm, formInSync: true, presetId: walkthrough().presets.defaultId ?? null, notice: null });
}

/** A scenario put aside: its script, the form that wrote it (if it still does) and its preset. */
export type { ScenarioKept } from './persist';

/** Shows a scenario put aside earlier (the reader's own, after the tour), at its end. */
export function restoreScenario(kept: ScenarioKept): Promise<void> {
  return setScriptState(kept.script, { form: kept.form, presetId: kept.presetId, formInSync: kept.script === walkthrough().scenario.scriptFor(kept.form) });
}

/**
 * Runs another after-fix source with the current scenario; `fromEditor` is true when the
 * reader typed it in the lab's editor (which already shows it).
 */
export function setAfterSource(afterSource: string, fromEditor = false): Promise<void> {
  const s = useExplainer.getState();
  if (afterSource === s.afterSource) return settled();
  useExplainer.setState({ afterSource, modelRevision: fromEditor ? s.modelRevision : s.modelRevision + 1 });
  persist();
  return rerun('end');
}

/** Shows a view a link describes (see link.ts) and runs it, with the cursor at `row`. */
export function showView(view: Pick<ExplainerState, 'script' | 'granularity' | 'afterSource' | 'presetId' | 'lab'>, row: number): Promise<void> {
  const s = useExplainer.getState();
  const changed = view.script !== s.script || view.granularity !== s.granularity || view.afterSource !== s.afterSource;
  useExplainer.setState({
    ...view,
    formInSync: view.script === walkthrough().scenario.scriptFor(s.form),
    ...(changed && { scriptRevision: s.scriptRevision + 1, modelRevision: s.modelRevision + 1 }),
  });
  // A page opened on a link runs nothing until now; runs already asked for (a tour stop's preset) are kept.
  if (changed || !runsRequested()) return rerun(row);
  return settled().then(() => {
    goTo(row);
    persist();
  });
}

/**
 * Undoes everything the reader changed, deliberately: the scenario, the form, the edited
 * after-fix source, the tour, the fix lab and the language; the saved session is forgotten.
 */
export function resetAll(): Promise<void> {
  const s = useExplainer.getState();
  const w = walkthrough();
  clearSaved(w.meta.id);
  chooseLanguage(null);
  useExplainer.setState({
    script: w.scenario.scriptFor(w.scenario.defaultForm),
    form: w.scenario.defaultForm,
    formInSync: true,
    presetId: w.presets.defaultId ?? null,
    afterSource: w.code.after,
    lab: false,
    tour: null,
    beforeTour: null,
    language: defaultLanguage(),
    granularity: 'calls',
    hovered: null,
    notice: null,
    scriptRevision: s.scriptRevision + 1,
    modelRevision: s.modelRevision + 1,
  });
  persist();
  return rerun('end');
}

/** A language's catalogs have loaded: texts in it can be shown. */
export function addCatalogs(language: Language, catalogs: readonly Catalog[]): void {
  useExplainer.setState((s) => ({ catalogs: { ...s.catalogs, [language]: catalogs } }));
}

export function setLanguage(language: Language): void {
  chooseLanguage(language);
  useExplainer.setState({ language });
  persist();
}

export function setGranularity(granularity: Granularity): void {
  const s = useExplainer.getState();
  const alignment = alignRuns(s.before, s.after, s.ran.afterSource, granularity);
  // Keep the cursor on the same step of the after-fix run where possible.
  const current = s.alignment.rows[s.row]?.after;
  let row = alignment.rows.findIndex((r) => r.after !== null && current !== null && current !== undefined && r.after >= current);
  if (row < 0) row = alignment.rows.length - 1;
  useExplainer.setState({ granularity, alignment, row: Math.max(0, row) });
  persist();
}

export function goTo(row: number): void {
  const n = useExplainer.getState().alignment.rows.length;
  const clamped = Math.max(0, Math.min(n - 1, row));
  if (clamped !== useExplainer.getState().row) {
    useExplainer.setState({ row: clamped });
    persist();
  }
}

export function step(delta: number): void {
  goTo(useExplainer.getState().row + delta);
}

export function goFirst(): void {
  goTo(0);
}

export function goLast(): void {
  goTo(useExplainer.getState().alignment.rows.length - 1);
}

export function jumpToDivergence(): void {
  const d = useExplainer.getState().alignment.firstDivergence;
  if (d !== null) goTo(d);
}

export function hover(side: Side, id: number | null): void {
  useExplainer.setState({ hovered: id === null ? null : { side, id } });
}

export function setFocusSide(side: Side): void {
  useExplainer.setState({ focusSide: side });
}

export function showNotice(notice: Notice): void {
  useExplainer.setState({ notice });
}

export function dismissNotice(): void {
  useExplainer.setState({ notice: null });
}
