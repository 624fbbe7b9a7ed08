/**
 * Permalinks in and out, loaded on demand: the link to the view on screen, and opening the view
 * a link describes. A broken or foreign link leaves the session as it was, with a notice saying
 * why. A link to a tour stop or to the fix lab needs their modules: the caller passes them in
 * (a module loaded on demand must not itself load others that import the store, or the bundler
 * splits the first download into more chunks).
 */
import { walkthrough } from '../walkthroughs/verl-7491';
import { presetScript, presets } from '../walkthroughs/verl-7491/presets';
import { scriptFor } from '../walkthroughs/verl-7491/scenario';
import { decodeLink, encodeLink } from './permalink';
import { begin, persist, rerun, runsRequested, settled, useExplainer, viewForLink } from './store';

/** The link to the view on screen (what the address bar shows). */
export function linkToView(): Promise<string> {
  return encodeLink(viewForLink());
}

export interface LinkOpeners {
  readonly openStopById: (id: string) => Promise<boolean>;
  readonly refreshChecks: () => Promise<void>;
}

/**
 * Opens the view a link describes, in place of the session the page started with (whose runs
 * it starts itself when the link is empty or refused). Resolves once the view is on screen.
 */
export async function openLink(hash: string, load: () => Promise<LinkOpeners>): Promise<void> {
  const link = await decodeLink(hash);
  if (link.kind === 'none') return begin();
  if (link.kind === 'invalid') {
    useExplainer.setState({ notice: { kind: 'link-invalid', reason: link.reason } });
    persist();
    return begin();
  }
  const { script, row, granularity, model, stop, lab, preset } = link.state;
  useExplainer.setState({ lab: Boolean(lab), tour: null });
  // A tour stop first (it loads its preset), then the link's own script and source over it.
  if (stop !== undefined) {
    if (!(await (await load()).openStopById(stop))) useExplainer.setState({ notice: { kind: 'link-stop-missing' } });
  }
  const current = useExplainer.getState();
  // The preset the link names applies only to its own script (a known preset id, unchanged script).
  const presetId =
    preset !== undefined && presets.some((p) => p.id === preset) && (await presetScript(preset)) === script
      ? preset
      : script === current.script
        ? current.presetId
        : null;
  const afterSource = model ?? walkthrough.after;
  if (presetId !== current.presetId) useExplainer.setState({ presetId });
  const changed = script !== current.script || granularity !== current.granularity || afterSource !== current.afterSource;
  if (changed)
    useExplainer.setState({
      script,
      granularity,
      afterSource,
      presetId,
      formInSync: script === scriptFor(current.form),
      scriptRevision: current.scriptRevision + 1,
      modelRevision: current.modelRevision + 1,
    });
  if (lab) void load().then((m) => m.refreshChecks());
  // The page opened on this link runs nothing until now; a tour stop's preset may already be running.
  if (changed || !runsRequested()) await rerun(row);
  else {
    await settled();
    const n = useExplainer.getState().alignment.rows.length;
    useExplainer.setState({ row: Math.max(0, Math.min(n - 1, row)) });
  }
  persist();
}
