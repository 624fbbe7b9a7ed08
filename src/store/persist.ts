/**
 * What survives a reload: the scenario script (the reader's edits), the form, the step
 * granularity and the cursor, in localStorage. A corrupt or foreign entry is ignored with
 * a notice rather than breaking the page.
 */
import type { Granularity } from '../explain';
import type { ScenarioForm } from '../walkthroughs/verl-7491/scenario';

const KEY = 'pr-explainer:verl-7491:v1';

export interface Saved {
  readonly script: string;
  readonly form: ScenarioForm;
  readonly granularity: Granularity;
  readonly row: number;
  readonly presetId: string | null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isSaved(v: unknown): v is Saved {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.script === 'string' &&
    typeof o.form === 'object' &&
    o.form !== null &&
    (o.granularity === 'calls' || o.granularity === 'statements') &&
    typeof o.row === 'number'
  );
}

export function loadSaved(): { value: Saved | null; notice: string | null } {
  const raw = storage()?.getItem(KEY);
  if (!raw) return { value: null, notice: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSaved(parsed)) return { value: parsed, notice: null };
  } catch {
    // fall through to the notice
  }
  return { value: null, notice: 'Your saved scenario could not be read, so the default scenario is shown.' };
}

export function save(value: Saved): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the session still works, it just will not survive a reload.
  }
}

export function clearSaved(): void {
  storage()?.removeItem(KEY);
}
