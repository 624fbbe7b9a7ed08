/**
 * The fix lab: the after-fix source, editable; the checks (the PR's three tests and the lab's
 * properties) run by our engine on every edit; and a gallery of alternative fixes, each loadable
 * in one click, with the verdict the engine computes for it and why.
 */
import { useEffect } from 'react';
import { editModel, fixes, fixOnScreen, type LabReport, loadFix, openLab, restoreModel, useLab } from '../store/lab';
import { useExplainer, walkthrough } from '../store/store';
import { type CheckId, checkTitles } from '../walkthroughs/verl-7491/fixes';
import { useLanguage, useT } from './i18n';
import { ScriptEditor } from './monaco';

/** The line of `def as_dict` in a source, to open the editor there. */
function asDictLine(source: string): number | undefined {
  const i = source.split('\n').findIndex((l) => /^\s*def as_dict\(/.test(l));
  return i < 0 ? undefined : i + 1;
}

function summary(report: LabReport, t: ReturnType<typeof useT>): string {
  if (report.problem) return t('The checks could not run: {problem}', { problem: report.problem });
  const passed = report.results.filter((r) => r.passed).length;
  return passed === report.results.length
    ? t('All {n} checks pass', { n: report.results.length })
    : t('{passed} of {n} checks pass', { passed, n: report.results.length });
}

function Checks({ report }: { report: LabReport | null }) {
  const t = useT();
  const lang = useLanguage();
  if (!report) return <p aria-busy="true">{t('Running the checks…')}</p>;
  return (
    <>
      <p className={`lab-summary ${report.problem || report.results.some((r) => !r.passed) ? 'failing' : 'passing'}`} role="status">
        {summary(report, t)}
      </p>
      <ul className="checks" aria-label={t('Checks')}>
        {report.results.map((r) => (
          <li key={r.id} className={r.passed ? 'pass' : 'fail'}>
            <span className="mark" aria-hidden="true">
              {r.passed ? '✓' : '✗'}
            </span>
            <span className="sr-only">{r.passed ? t('passes:') : t('fails:')}</span> {checkTitles[r.id as CheckId][lang]}
            {!r.passed && <code className="check-detail">{r.detail}</code>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function FixLab() {
  const t = useT();
  const lang = useLanguage();
  const source = useExplainer((s) => s.afterSource);
  const revision = useExplainer((s) => s.modelRevision);
  const problem = useExplainer((s) => (s.after?.ok === false && s.after.problem.file === 'model' ? s.after.problem : null));
  const report = useLab((s) => s.report);
  const gallery = useLab((s) => s.gallery);
  // Opened from a saved session or a link: run the checks and the gallery now.
  useEffect(() => {
    if (!useLab.getState().report) void openLab();
  }, []);
  const current = fixOnScreen(source);
  const edited = source !== walkthrough.after;
  return (
    <section className="fix-lab" aria-label={t('Fix lab')}>
      <h2>{t('Fix lab')}</h2>
      <p className="legend">
        {t(
          'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and the checks run the PR’s three regression tests and six properties of as_dict, here in your browser. Or load a fix from the gallery.',
        )}
      </p>
      <div className="lab-grid">
        <div className="lab-editor">
          <h3>
            {t('After-fix source')}{' '}
            <span className="lab-loaded">{current ? t('showing: {fix}', { fix: current.title[lang] }) : edited ? t('your edit') : ''}</span>
          </h3>
          {problem && (
            <p className="script-problem" role="alert">
              {t('{kind} at line {line}: {message}', { kind: problem.kind, line: problem.line, message: problem.message })}
            </p>
          )}
          <ScriptEditor
            key={revision}
            value={source}
            onChange={editModel}
            problem={problem}
            current={null}
            label={t('After-fix source (editable)')}
            height={420}
            revealLine={asDictLine(source)}
          />
          <button type="button" onClick={restoreModel} disabled={!edited}>
            {t('Restore the PR’s fix')}
          </button>
        </div>
        <div className="lab-checks">
          <h3>{t('Checks')}</h3>
          <Checks report={report} />
        </div>
      </div>
      <h3>{t('Gallery of alternative fixes')}</h3>
      <ul className="gallery" aria-label={t('Gallery of alternative fixes')}>
        {fixes.map((f) => {
          const verdict = gallery.get(f.id);
          const ok = verdict && !verdict.problem && verdict.results.every((r) => r.passed);
          return (
            <li key={f.id} className={current?.id === f.id ? 'on-screen' : ''}>
              <div className="gallery-head">
                <strong>{f.title[lang]}</strong>
                {verdict && <span className={`verdict ${ok ? 'passing' : 'failing'}`}>{summary(verdict, t)}</span>}
              </div>
              {verdict && !ok && (
                <p className="failed-checks">
                  {t('Fails: {checks}', {
                    checks: verdict.results
                      .filter((r) => !r.passed)
                      .map((r) => checkTitles[r.id as CheckId][lang])
                      .join(' · '),
                  })}
                </p>
              )}
              <p>{f.verdict[lang]}</p>
              <button type="button" onClick={() => loadFix(f)} aria-label={t('Load this fix: {fix}', { fix: f.title[lang] })}>
                {t('Load this fix')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
