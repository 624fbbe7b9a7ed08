/** Output diff (what each version returned) and Model state diff (the model before vs after as_dict). */
import { modelSnapshots, outputText } from '../explain';
import { useExplainer, walkthrough } from '../store/store';
import { DiffView } from './monaco/diff';
import { SideSwitch } from './SideSwitch';
import { useNarrow } from './use-narrow';

export function OutputDiff() {
  const before = useExplainer((s) => s.before);
  const after = useExplainer((s) => s.after);
  const script = useExplainer((s) => s.script);
  const narrow = useNarrow();
  const original = outputText(before, { model: walkthrough.before, script });
  const modified = outputText(after, { model: walkthrough.after, script });
  return (
    <section className="diff" aria-label="Output diff">
      <h2>Output diff</h2>
      <p className="legend">What as_dict() returned (or raised): before the fix on the left, after it on the right.</p>
      <DiffView original={original} modified={modified} originalLabel="Before fix output" modifiedLabel="After fix output" height={300} sideBySide={!narrow} />
    </section>
  );
}

export function ModelStateDiff() {
  const result = useExplainer((s) => s[s.focusSide]);
  const narrow = useNarrow();
  const snaps = result.ok ? modelSnapshots(result.trace) : null;
  return (
    <section className="diff" aria-label="Model state diff">
      <h2>Model state diff</h2>
      <SideSwitch name="model-side" legend="Show the model of" />
      <p className="legend">
        The model when as_dict() was called (left) and after the run (right).{' '}
        {snaps &&
          (snaps.changed ? <strong>Serialization (or the script after it) changed the model.</strong> : 'Identical: serialization left the model alone.')}
      </p>
      {snaps ? (
        <DiffView
          original={snaps.before}
          modified={snaps.after}
          originalLabel="Model at the call"
          modifiedLabel="Model after the run"
          height={300}
          sideBySide={!narrow}
        />
      ) : (
        <p>as_dict() was not called in this run.</p>
      )}
    </section>
  );
}
