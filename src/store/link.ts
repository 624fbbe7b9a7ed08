/**
 * Permalinks in and out: the link to the view on screen, and opening the view a link describes.
 * A broken or foreign link leaves the session as it was, with a notice saying why; a link to
 * another walkthrough says which, so the page can send the reader to it.
 */
import { FIRST_WALKTHROUGH } from '../walkthroughs';
import { openLab } from './lab';
import { decodeLink, encodeLink } from './permalink';
import { begin, isSessionLink, persist, presetTexts, showNotice, showView, useExplainer, walkthrough } from './store';
import { openStopById } from './tour';

/** The link to the view on screen (what the address bar shows). */
export function linkToView(): Promise<string> {
  const s = useExplainer.getState();
  const w = walkthrough();
  const stop = s.tour ? s.tourStops?.[s.tour.stop]?.id : undefined;
  return encodeLink({
    w: w.meta.id,
    script: s.script,
    row: s.row,
    granularity: s.granularity,
    ...(s.afterSource !== w.code.after && { model: s.afterSource }),
    ...(stop !== undefined && { stop }),
    ...(s.lab && { lab: true }),
    ...(s.presetId !== null && { preset: s.presetId }),
  });
}

export type Opened = { readonly kind: 'opened' } | { readonly kind: 'elsewhere'; readonly walkthrough: string };

/**
 * Opens the view a link describes, in place of the session the page started with (whose runs it
 * starts itself when the link is empty or refused). Resolves once the view is on screen, or
 * with the walkthrough the link belongs to when that is another one.
 */
export async function openLink(hash: string): Promise<Opened> {
  // The session's own link (a reload): the saved session is that view, or newer.
  if (isSessionLink(hash)) {
    await begin();
    return { kind: 'opened' };
  }
  const link = await decodeLink(hash);
  if (link.kind === 'none') {
    await begin();
    return { kind: 'opened' };
  }
  if (link.kind === 'invalid') {
    showNotice({ kind: 'link-invalid', reason: link.reason });
    persist();
    await begin();
    return { kind: 'opened' };
  }
  const own = link.state.w ?? FIRST_WALKTHROUGH;
  if (own !== walkthrough().meta.id) return { kind: 'elsewhere', walkthrough: own };
  const { script, row, granularity, model, stop, lab, preset } = link.state;
  useExplainer.setState({ lab: Boolean(lab), tour: null });
  // A tour stop first (it loads its preset), then the link's own script and source over it.
  if (stop !== undefined && !(await openStopById(stop))) showNotice({ kind: 'link-stop-missing' });
  const current = useExplainer.getState();
  // The preset the link names applies only to its own script (a known preset id, unchanged script).
  const presetId =
    preset !== undefined && walkthrough().presets.list.some((p) => p.id === preset) && (await presetTexts()).scripts[preset] === script
      ? preset
      : script === current.script
        ? current.presetId
        : null;
  const afterSource = model ?? walkthrough().code.after;
  const shown = showView({ script, granularity, afterSource, presetId, lab: Boolean(lab) }, row);
  if (lab) void openLab();
  await shown;
  return { kind: 'opened' };
}
