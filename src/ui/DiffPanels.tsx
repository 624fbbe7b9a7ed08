/** Output diff (what each version returned) and Model state diff (the model a subject received, before vs after the run). */
import { modelSnapshots, outputText } from '../explain';
import { useExplainer, walkthrough } from '../store';
import { useT } from './i18n';
import { DiffView } from './monaco/diff';
import { SideSwitch } from './SideSwitch';
import { useNarrow } from './use-narrow';

/** The subjects' short names: `as_dict`, or `_pad_token_ids / compute_timing_metrics`. */
function subjectNames(): string {
  return walkthrough()
    .subjects.map((s) => s.split('.').pop())
    .join('() / ');
}

export function OutputDiff() {
  const before = useExplainer((s) => s.before);
  const after = useExplainer((s) => s.after);
  const script = useExplainer((s) => s.ran.script);
  const afterSource = useExplainer((s) => s.ran.afterSource);
  const asking = useExplainer((s) => s.tour?.asking ?? false);
  const narrow = useNarrow();
  const t = useT();
  const { code, subjects } = walkthrough();
  const original = before ? outputText(before, { model: code.before, script }, subjects) : null;
  const modified = after ? outputText(after, { model: afterSource, script }, subjects) : null;
  return (
    <section className="diff" aria-label={t('Output diff')}>
      <h2>{t('Output diff')}</h2>
      <p className="legend">{t('What {subject}() returned (or raised): before the fix on the left, after it on the right.', { subject: subjectNames() })}</p>
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
  const snaps = result?.ok ? modelSnapshots(result.trace, walkthrough().subjects) : null;
  return (
    <section className="diff" aria-label={t('Model state diff')}>
      <h2>{t('Model state diff')}</h2>
      <SideSwitch name="model-side" legend={t('Show the model of')} />
      <p className="legend">
        {t('The model {subject}() received, when it was called (left) and after the run (right).', { subject: subjectNames() })}{' '}
        {snaps &&
          !asking &&
          (snaps.changed ? <strong>{t('The call (or the script after it) changed the model.')}</strong> : t('Identical: the call left the model alone.'))}
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
        <p>{t('{subject}() received no model in this run.', { subject: subjectNames() })}</p>
      )}
    </section>
  );
}
