/**
 * What survives a reload, per walkthrough: the scenario script (the reader's edits), the form,
 * the edited after-fix source, the step granularity and cursor, the tour position, whether the
 * fix lab is open, the reader's own scenario the tour put aside, and the language, in localStorage
 * under the walkthrough's id. A corrupt or
 * foreign entry is ignored with a notice rather than breaking the page.
 */
import type { Granularity } from '../explain';
import { type FormValues, type Language, languages } from '../walkthroughs';

/** The storage key of a walkthrough's session (the first walkthrough's is the one sessions had before ids). */
const keyOf = (id: string) => `pr-explainer:${id}:v1`;

export interface TourPosition {
  /** Index into the tour's stops. */
  readonly stop: number;
  /** The reader's prediction, once chosen. */
  readonly choice: string | null;
  /** The stop's question is still open: the outcome stays hidden until the reveal. */
  readonly asking: boolean;
}

/** A scenario put aside (the reader's own, while the tour shows its scenarios). */
export interface ScenarioKept {
  readonly script: string;
  readonly form: FormValues;
  readonly presetId: string | null;
}

export interface Saved {
  readonly script: string;
  readonly form: FormValues;
  readonly granularity: Granularity;
  readonly row: number;
  readonly presetId: string | null;
  /** The after-fix source when edited in the fix lab. */
  readonly model?: string;
  readonly language?: Language;
  readonly tour?: TourPosition | null;
  /** The reader's scenario the tour put aside, to come back when they leave it (a reload mid-tour keeps it). */
  readonly beforeTour?: ScenarioKept | null;
  readonly lab?: boolean;
  /** The link the address bar last showed for this session (a reload with it opens the session, which may be newer). */
  readonly link?: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isTour(v: unknown): v is TourPosition | null | undefined {
  if (v === null || v === undefined) return true;
  const o = v as Record<string, unknown>;
  return typeof o === 'object' && Number.isInteger(o.stop) && (o.choice === null || typeof o.choice === 'string') && typeof o.asking === 'boolean';
}

function isKept(v: unknown): v is ScenarioKept | null | undefined {
  if (v === null || v === undefined) return true;
  const o = v as Record<string, unknown>;
  return (
    typeof o === 'object' &&
    typeof o.script === 'string' &&
    typeof o.form === 'object' &&
    o.form !== null &&
    (o.presetId === null || typeof o.presetId === 'string')
  );
}

function isSaved(v: unknown): v is Saved {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.script === 'string' &&
    typeof o.form === 'object' &&
    o.form !== null &&
    (o.granularity === 'calls' || o.granularity === 'statements') &&
    typeof o.row === 'number' &&
    (o.model === undefined || typeof o.model === 'string') &&
    (o.language === undefined || languages.includes(o.language as Language)) &&
    (o.lab === undefined || typeof o.lab === 'boolean') &&
    (o.link === undefined || typeof o.link === 'string') &&
    isTour(o.tour) &&
    isKept(o.beforeTour)
  );
}

export function loadSaved(id: string): { value: Saved | null; corrupt: boolean } {
  const raw = storage()?.getItem(keyOf(id));
  if (!raw) return { value: null, corrupt: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSaved(parsed)) return { value: parsed, corrupt: false };
  } catch {
    // fall through to the notice
  }
  return { value: null, corrupt: true };
}

export function save(id: string, value: Saved): void {
  try {
    storage()?.setItem(keyOf(id), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the session still works, it just will not survive a reload.
  }
}

export function clearSaved(id: string): void {
  storage()?.removeItem(keyOf(id));
}

/**
 * A saved form over the walkthrough's default: only the default's fields, each only with a value
 * of the default's type (a form saved by another version of the walkthrough, or tampered with,
 * cannot hand the script writer something it does not expect).
 */
export function formFrom(defaults: FormValues, saved: FormValues | undefined): FormValues {
  const out: Record<string, string | boolean> = { ...defaults };
  for (const [k, v] of Object.entries(saved ?? {})) if (k in defaults && typeof v === typeof defaults[k]) out[k] = v;
  return out;
}
