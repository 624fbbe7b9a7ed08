/**
 * The guided tour's actions. A stop loads its preset; when it asks a question, the cursor waits
 * at the first step and the outcome stays hidden (`tour.asking`) until the reader reveals it,
 * then the cursor moves to the stop's step. The stops load with the first use of the tour.
 */
import { factValue, rowOf } from '../explain/tour';
import type { TourStop } from '../walkthroughs';
import { goTo, loadPreset, persist, useExplainer, walkthrough } from './store';

/** The tour's stops, loaded on first use. */
export async function loadTour(): Promise<readonly TourStop[]> {
  const loaded = useExplainer.getState().tourStops;
  if (loaded) return loaded;
  const stops = await walkthrough().tour();
  useExplainer.setState({ tourStops: stops });
  return stops;
}

export function currentStop(): TourStop | null {
  const { tour, tourStops } = useExplainer.getState();
  return tour && tourStops ? (tourStops[tour.stop] ?? null) : null;
}

/** Moves the cursor to the step a stop is about. */
function goToAnchor(stop: TourStop): void {
  const s = useExplainer.getState();
  const row = s.before && s.after ? rowOf(stop.at, { before: s.before, after: s.after }, s.alignment) : null;
  goTo(row ?? s.alignment.rows.length - 1);
}

/** Opens a stop: its preset, and its question (or, with `revealed`, straight to its step). */
export async function openStop(index: number, revealed = false): Promise<void> {
  const stop = (await loadTour())[index];
  if (!stop) return;
  await loadPreset(stop.preset);
  const asking = stop.prediction !== undefined && !revealed;
  useExplainer.setState({ tour: { stop: index, choice: null, asking } });
  if (asking) goTo(0);
  else goToAnchor(stop);
  persist();
}

/** Opens a stop by id with its answer shown (how a link opens it); false when there is no such stop. */
export async function openStopById(id: string): Promise<boolean> {
  const index = (await loadTour()).findIndex((s) => s.id === id);
  if (index < 0) return false;
  await openStop(index, true);
  return true;
}

export function startTour(): Promise<void> {
  return openStop(0);
}

export function choose(value: string): void {
  const t = useExplainer.getState().tour;
  if (!t?.asking) return;
  useExplainer.setState({ tour: { ...t, choice: value } });
  persist();
}

/** Shows what ran: the outcome appears and the cursor moves to the stop's step. */
export function reveal(): void {
  const t = useExplainer.getState().tour;
  const stop = currentStop();
  if (!t || !stop) return;
  useExplainer.setState({ tour: { ...t, asking: false } });
  goToAnchor(stop);
  persist();
}

/** The prediction's answer as the engine computes it for the runs on screen. */
export function computedAnswer(stop: TourStop): string | null {
  if (!stop.prediction) return null;
  const s = useExplainer.getState();
  if (!s.before || !s.after) return null;
  return factValue(stop.prediction.fact, { before: s.before, after: s.after }, stop.at);
}

export function nextStop(): Promise<void> {
  const t = useExplainer.getState().tour;
  return openStop(t ? t.stop + 1 : 0);
}

export function previousStop(): Promise<void> {
  const t = useExplainer.getState().tour;
  return openStop(t ? Math.max(0, t.stop - 1) : 0);
}

export function exitTour(): void {
  useExplainer.setState({ tour: null });
  persist();
}
