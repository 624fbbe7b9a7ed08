/** The page's tools: the guided tour, the fix lab, the pytest export, a link to this view, the language, and a deliberate reset. */
import { useEffect, useRef, useState } from 'react';
import { closeLab, exitTour, linkToView, openLab, resetAll, setLanguage, startTour, useExplainer } from '../store';
import { type Language, languageNames, languages } from '../walkthroughs';
import { useT } from './i18n';

/** Copies the link to exactly this view (the address bar holds it too). */
function CopyLink() {
  const t = useT();
  const [status, setStatus] = useState<string | null>(null);
  const copy = async () => {
    const url = `${location.origin}${location.pathname}${location.search}${await linkToView()}`;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('Link copied'));
    } catch {
      setStatus(t('Copy the address bar: it links to this view'));
    }
    setTimeout(() => setStatus(null), 3000);
  };
  return (
    <>
      <button type="button" onClick={copy}>
        {t('Copy link to this view')}
      </button>
      <span className="toolbar-status" role="status">
        {status}
      </span>
    </>
  );
}

/**
 * "Reset everything", asked in the page (not the browser's `confirm()`, which blocks the page and
 * cannot be styled, translated in its buttons or tested): the question, the consequence, and two
 * buttons; focus goes to "Cancel", the safe answer, and Escape cancels.
 */
function ResetAll() {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  const close = () => {
    setAsking(false);
    opener.current?.focus();
  };
  return (
    <span className="reset-all">
      <button type="button" ref={opener} className="danger" onClick={() => setAsking(true)} aria-expanded={asking} disabled={asking}>
        {t('Reset everything')}
      </button>
      {asking && (
        <div
          className="confirm"
          role="alertdialog"
          aria-labelledby="reset-question"
          aria-describedby="reset-consequence"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <p>
            <strong id="reset-question">{t('Reset everything?')}</strong>{' '}
            <span id="reset-consequence">{t('Your edits to the scenario and to the fix, the tour position and the language go back to the defaults.')}</span>
          </p>
          <button
            type="button"
            className="danger-solid"
            onClick={() => {
              setAsking(false);
              void resetAll();
            }}
          >
            {t('Yes, reset everything')}
          </button>
          <button type="button" ref={cancel} onClick={close}>
            {t('Cancel')}
          </button>
        </div>
      )}
    </span>
  );
}

export function Toolbar({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  const t = useT();
  const touring = useExplainer((s) => s.tour !== null);
  const lab = useExplainer((s) => s.lab);
  const language = useExplainer((s) => s.language);
  const toggleTour = () => void (touring ? exitTour() : startTour());
  const toggleLab = () => (lab ? closeLab() : void openLab());
  return (
    <fieldset className="toolbar">
      <legend className="sr-only">{t('Tools')}</legend>
      <button type="button" className="primary" onClick={toggleTour} aria-pressed={touring}>
        {touring ? t('Leave the tour') : t('Take the guided tour')}
      </button>
      <button type="button" onClick={toggleLab} aria-pressed={lab}>
        {t('Fix lab')}
      </button>
      <button type="button" onClick={onExport} aria-pressed={exporting}>
        {t('Export as pytest')}
      </button>
      <CopyLink />
      <label className="language">
        <span className="sr-only">{t('Language')}</span>
        <select value={language} onChange={(e) => setLanguage(e.target.value as Language)} aria-label={t('Language')}>
          {languages.map((l) => (
            <option key={l} value={l} lang={l}>
              {languageNames[l]}
            </option>
          ))}
        </select>
      </label>
      <ResetAll />
    </fieldset>
  );
}
