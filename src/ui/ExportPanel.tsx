/**
 * Export as pytest: the scenario on screen as a test file against the project's real import
 * path, asserting what ran after the fix, with what it does against each version (computed by
 * our engine; `npm run walkthrough -- check` runs the same files under real pytest). Download or copy.
 */
import { useEffect, useMemo, useState } from 'react';
import { exportScenario, type ScenarioExport, type TestClaim, useExplainer, walkthrough } from '../store';
import { useT } from './i18n';
import { CodeView } from './monaco';

function Claim({ label, claim }: { label: string; claim: TestClaim }) {
  const t = useT();
  return (
    <li className={claim.passes ? 'pass' : 'fail'}>
      <span className="mark" aria-hidden="true">
        {claim.passes ? '✓' : '✗'}
      </span>{' '}
      {label}: <strong>{claim.passes ? t('passes') : t('fails')}</strong>
      {claim.detail && <code className="check-detail">{claim.detail}</code>}
    </li>
  );
}

export function ExportPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const after = useExplainer((s) => s.after);
  const presetId = useExplainer((s) => s.presetId);
  const w = walkthrough();
  const title = w.presets.list.find((p) => p.id === presetId)?.title ?? 'custom scenario';
  const [result, setResult] = useState<ScenarioExport | null | 'pending'>('pending');
  const [copied, setCopied] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-export whenever a new run arrives (exportScenario reads the store)
  useEffect(() => {
    let live = true;
    setResult('pending');
    void exportScenario(title).then((r) => {
      if (live && r !== undefined) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [title, after]);
  const href = useMemo(
    () => (result && result !== 'pending' ? URL.createObjectURL(new Blob([result.exported.text], { type: 'text/x-python' })) : null),
    [result],
  );
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);
  const copy = async () => {
    if (!result || result === 'pending') return;
    try {
      await navigator.clipboard.writeText(result.exported.text);
      setCopied(t('Copied'));
    } catch {
      setCopied(t('Select the code and copy it'));
    }
  };
  return (
    <section className="export" aria-label={t('Export as pytest')}>
      <h2>{t('Export as pytest')}</h2>
      <p className="legend">
        {t(
          'This scenario as a pytest test against {project}’s real import path, asserting what ran after the fix. Drop it into {directory} in a {project} checkout.',
          {
            project: w.meta.pr.repository.split('/').pop() ?? w.meta.pr.repository,
            directory: w.pytest.directory,
          },
        )}
      </p>
      {result === 'pending' && <p aria-busy="true">{t('Exporting…')}</p>}
      {result === null && <p role="status">{t('This scenario cannot be exported: the after-fix run did not finish (a syntax error or the step limit).')}</p>}
      {result && result !== 'pending' && (
        <>
          <ul className="claims" aria-label={t('What this test does')}>
            <Claim label={t('against the code before the fix')} claim={result.before} />
            <Claim label={t('against the code after the fix')} claim={result.after} />
          </ul>
          <div className="export-actions">
            {href && (
              <a className="button" href={href} download={result.exported.fileName}>
                {t('Download {file}', { file: result.exported.fileName })}
              </a>
            )}
            <button type="button" onClick={copy}>
              {t('Copy the test')}
            </button>
            <span role="status">{copied}</span>
            <button type="button" onClick={onClose}>
              {t('Close')}
            </button>
          </div>
          <CodeView source={result.exported.text} current={null} next={null} label={t('Exported pytest file')} height={360} />
        </>
      )}
    </section>
  );
}
