/** The lockstep cursor: buttons, slider, divergence jump, granularity, and the keyboard. */
import { useEffect } from 'react';
import { goFirst, goLast, goTo, jumpToDivergence, setGranularity, step, useExplainer } from '../store';
import { useT } from './i18n';

/** ←/→ step, Home/End jump — unless the reader is typing somewhere. */
function useKeyboard() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target instanceof HTMLElement ? e.target : null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) || t.closest('.monaco-editor'))) {
        if (!(t.tagName === 'INPUT' && (t as HTMLInputElement).type === 'range')) return;
      }
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'Home') goFirst();
      else if (e.key === 'End') goLast();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function Icon({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function Controls() {
  useKeyboard();
  const t = useT();
  const row = useExplainer((s) => s.row);
  const total = useExplainer((s) => s.alignment.rows.length);
  const divergence = useExplainer((s) => s.alignment.firstDivergence);
  const same = useExplainer((s) => s.alignment.rows[s.row]?.same ?? true);
  const granularity = useExplainer((s) => s.granularity);
  const last = Math.max(0, total - 1);
  return (
    <nav className="controls" aria-label={t('Step controls')}>
      <div className="buttons">
        <button type="button" onClick={goFirst} disabled={row === 0} aria-label={t('First step')} title={t('First step (Home)')}>
          <Icon d="M6 5v14M19 5l-9 7 9 7z" />
        </button>
        <button type="button" onClick={() => step(-1)} disabled={row === 0} aria-label={t('Step back')} title={t('Step back (←)')}>
          <Icon d="M16 5l-9 7 9 7z" />
        </button>
        <button type="button" onClick={() => step(1)} disabled={row >= last} aria-label={t('Step forward')} title={t('Step forward (→)')}>
          <Icon d="M8 5l9 7-9 7z" />
        </button>
        <button type="button" onClick={goLast} disabled={row >= last} aria-label={t('Last step')} title={t('Last step (End)')}>
          <Icon d="M18 5v14M5 5l9 7-9 7z" />
        </button>
        <button type="button" className="diverge" onClick={jumpToDivergence} disabled={divergence === null} aria-label={t('Jump to first divergence')}>
          {t('⤓ First divergence')}
        </button>
      </div>
      <input
        type="range"
        aria-label={t('Step')}
        min={0}
        max={last}
        value={row}
        onChange={(e) => goTo(Number(e.target.value))}
        aria-valuetext={t('Step {n} of {total}', { n: row + 1, total })}
      />
      <span className="position" aria-live="polite">
        {t('Step {n} / {total}', { n: row + 1, total })}
        {divergence !== null && (
          <span className={same ? 'same' : 'differs'}>
            {' · '}
            {row < divergence ? t('runs identical so far') : same ? t('same step') : t('runs differ here')}
          </span>
        )}
      </span>
      <label className="granularity">
        <input type="checkbox" checked={granularity === 'calls'} onChange={(e) => setGranularity(e.target.checked ? 'calls' : 'statements')} />
        {t('Show calls inside statements')}
      </label>
    </nav>
  );
}
