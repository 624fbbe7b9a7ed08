/** Output diff (what each version returned) and Model state diff (the model before vs after as_dict). */
import { modelSnapshots, outputText } from '../explain';
import { useExplainer, walkthrough } from '../store/store';
import { useT } from './i18n';
import { DiffView } from './monaco/diff';
import { SideSwitch } from './SideSwitch';
import { useNarrow } from './use-narrow';

export function OutputDiff() {
  const before = useExplainer((s) => s.before);
  const after = useExplainer((s) => s.after);
  const script = useExplainer((s) => s.ran.script);
  const afterSource = useExplainer((s) => s.ran.afterSource);
  const asking = useExplainer((s) => s.tour?.asking ?? false);
  const narrow = useNarrow();
  const t = useT();
  const original = before ? outputText(before, { model: walkthrough.before, script }) : null;
  const modified = after ? outputText(after, { model: afterSource, script }) : null;
  return (
    <section className="diff" aria-label={t('Output diff')}>
      <h2>{t('Output diff')}</h2>
      <p className="legend">{t('What as_dict() returned (or raised): before the fix on the left, after it on the right.')}</p>
      {asking ? (
        <p className="hidden-outcome">{t('Hidden until you reveal the tour’s answer.')}</p>
      ) : original === null || modified === null ? (
        <p aria-busy="true">{t('Running…')}</p>
      ) : (
        <DiffView
          original={original}
          modified={modified}
          originalLabel={t('Before fix output')}
          modifiedLabel={t('After fix output')}
          height={300}
          sideBySide={!narrow}
        />
      )}
    </section>
  );
}

export function ModelStateDiff() {
  const result = useExplainer((s) => s[s.focusSide]);
  const asking = useExplainer((s) => s.tour?.asking ?? false);
  const narrow = useNarrow();
  const t = useT();
  const snaps = result?.ok ? modelSnapshots(result.trace) : null;
  return (
    <section className="diff" aria-label={t('Model state diff')}>
      <h2>{t('Model state diff')}</h2>
      <SideSwitch name="model-side" legend={t('Show the model of')} />
      <p className="legend">
        {t('The model when as_dict() was called (left) and after the run (right).')}{' '}
        {snaps &&
          !asking &&
          (snaps.changed ? (
            <strong>{t('Serialization (or the script after it) changed the model.')}</strong>
          ) : (
            t('Identical: serialization left the model alone.')
          ))}
      </p>
      {asking ? (
        <p className="hidden-outcome">{t('Hidden until you reveal the tour’s answer.')}</p>
      ) : snaps ? (
        <DiffView
          original={snaps.before}
          modified={snaps.after}
          originalLabel={t('Model at the call')}
          modifiedLabel={t('Model after the run')}
          height={300}
          sideBySide={!narrow}
        />
      ) : (
        <p>{t('as_dict() was not called in this run.')}</p>
      )}
    </section>
  );
}
