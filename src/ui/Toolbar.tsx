/** The page's tools: the guided tour, the fix lab, the pytest export, a link to this view, the language, and a deliberate reset. */
import { useState } from 'react';
import { closeLab, exitTour, linkToView, openLab, resetAll, setLanguage, startTour, useExplainer } from '../store';
import { type Language, languages } from '../walkthroughs';
import { useT } from './i18n';

const languageNames: Record<Language, string> = { en: 'English', 'zh-CN': '简体中文' };

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

export function Toolbar({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  const t = useT();
  const touring = useExplainer((s) => s.tour !== null);
  const lab = useExplainer((s) => s.lab);
  const language = useExplainer((s) => s.language);
  const toggleTour = () => (touring ? exitTour() : void startTour());
  const toggleLab = () => (lab ? closeLab() : void openLab());
  const reset = () => {
    if (window.confirm(t('Reset everything? Your edits to the scenario and to the fix, the tour position and the language go back to the defaults.')))
      void resetAll();
  };
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
      <button type="button" className="reset-all" onClick={reset}>
        {t('Reset everything')}
      </button>
    </fieldset>
  );
}
