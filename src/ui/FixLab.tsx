/**
 * The fix lab: the after-fix source, editable; the checks (the PR's tests and the walkthrough's
 * properties) run by our engine on every edit; and a gallery of alternative fixes, each loadable
 * in one click, with the verdict the engine computes for it and why.
 */
import { useEffect } from 'react';
import { editModel, fixOnScreen, type LabReport, loadFix, openLab, restoreModel, useExplainer, walkthrough } from '../store';
import type { Lab } from '../walkthroughs';
import { type Translate, useT } from './i18n';
import { LabEditor } from './monaco';

/** The line of the first subject's `def` in a source, to open the editor there. */
function subjectLine(source: string): number | undefined {
  const names = walkthrough().subjects.map((s) => s.split('.').pop());
  const i = source.split('\n').findIndex((l) => names.some((n) => l.trimStart().startsWith(`def ${n}(`) || l.trimStart().startsWith(`async def ${n}(`)));
  return i < 0 ? undefined : i + 1;
}

function checkTitle(lab: Lab, id: string, t: Translate): string {
  const check = lab.checks.find((c) => c.id === id);
  return check ? t(check.title) : id;
}

function summary(report: LabReport, t: Translate): string {
  if (report.problem) return t('The checks could not run: {problem}', { problem: report.problem });
  const passed = report.results.filter((r) => r.passed).length;
  return passed === report.results.length
    ? t('All {n} checks pass', { n: report.results.length })
    : t('{passed} of {n} checks pass', { passed, n: report.results.length });
}

function Checks({ report, lab }: { report: LabReport | null; lab: Lab }) {
  const t = useT();
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
            <span className="sr-only">{r.passed ? t('passes:') : t('fails:')}</span> {checkTitle(lab, r.id, t)}
            {!r.passed && <code className="check-detail">{r.detail}</code>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function FixLab() {
  const t = useT();
  const source = useExplainer((s) => s.afterSource);
  const revision = useExplainer((s) => s.modelRevision);
  const problem = useExplainer((s) => (s.after?.ok === false && s.after.problem.file === 'model' ? s.after.problem : null));
  const report = useExplainer((s) => s.labReport);
  const gallery = useExplainer((s) => s.gallery);
  const lab = useExplainer((s) => s.labSpec);
  // Opened from a saved session or a link: run the checks and the gallery now.
  useEffect(() => {
    const s = useExplainer.getState();
    if (!s.labReport && !s.checking) void openLab();
  }, []);
  if (!lab) return <p aria-busy="true">{t('Running the checks…')}</p>;
  const current = fixOnScreen(source);
  const edited = source !== walkthrough().code.after;
  return (
    <section className="fix-lab" aria-label={t('Fix lab')}>
      <h2>{t('Fix lab')}</h2>
      <p className="legend">{t(lab.intro)}</p>
      <div className="lab-grid">
        <div className="lab-editor">
          <h3>
            {t('After-fix source')}{' '}
            <span className="lab-loaded">{current ? t('showing: {fix}', { fix: t(current.title) }) : edited ? t('your edit') : ''}</span>
          </h3>
          {problem && (
            <p className="script-problem" role="alert">
              {t('{kind} at line {line}: {message}', { kind: problem.kind, line: problem.line, message: problem.detail })}
            </p>
          )}
          <LabEditor
            key={revision}
            value={source}
            onChange={editModel}
            problem={problem}
            current={null}
            label={t('After-fix source (editable)')}
            height={420}
            revealLine={subjectLine(source)}
          />
          <button type="button" onClick={() => void restoreModel()} disabled={!edited}>
            {t('Restore the PR’s fix')}
          </button>
        </div>
        <div className="lab-checks">
          <h3>{t('Checks')}</h3>
          <Checks report={report} lab={lab} />
        </div>
      </div>
      <h3>{t('Gallery of alternative fixes')}</h3>
      <ul className="gallery" aria-label={t('Gallery of alternative fixes')}>
        {lab.fixes.map((f) => {
          const verdict = gallery.get(f.id);
          const ok = verdict && !verdict.problem && verdict.results.every((r) => r.passed);
          return (
            <li key={f.id} className={current?.id === f.id ? 'on-screen' : ''}>
              <div className="gallery-head">
                <strong>{t(f.title)}</strong>
                {verdict && <span className={`verdict ${ok ? 'passing' : 'failing'}`}>{summary(verdict, t)}</span>}
              </div>
              {verdict && !ok && (
                <p className="failed-checks">
                  {t('Fails: {checks}', {
                    checks: verdict.results
                      .filter((r) => !r.passed)
                      .map((r) => checkTitle(lab, r.id, t))
                      .join(' · '),
                  })}
                </p>
              )}
              <p>{t(f.verdict)}</p>
              <button type="button" onClick={() => void loadFix(f)} aria-label={t('Load this fix: {fix}', { fix: t(f.title) })}>
                {t('Load this fix')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
