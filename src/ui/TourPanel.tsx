/**
 * The guided tour: one stop at a time, a question to answer before the reveal, then what ran
 * (computed from the runs on screen) and the stop's explanation. Everything is reachable and
 * usable with the keyboard; focus moves to the new content after each step of the tour.
 */
import { useEffect, useRef } from 'react';
import { choose, computedAnswer, exitTour, loadFix, loadLab, loadTour, nextStop, openLab, openStop, previousStop, reveal, useExplainer } from '../store';
import { useT } from './i18n';

export function TourPanel() {
  const t = useT();
  const position = useExplainer((s) => s.tour);
  const tour = useExplainer((s) => s.tourStops);
  const labSpec = useExplainer((s) => s.labSpec);
  // Re-render when the runs change (the computed answer depends on them).
  useExplainer((s) => s.after);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const index = position?.stop ?? 0;
  const asking = position?.asking ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the stop changes, not only on reveal
  useEffect(() => {
    // A new stop: read it from its title. A reveal: read what ran.
    (asking ? heading.current : (result.current ?? heading.current))?.focus();
  }, [index, asking]);
  // Opened from a saved session: the stops (and the fixes a stop suggests) load now.
  useEffect(() => {
    void loadTour();
  }, []);
  const stop = tour?.[index];
  const suggests = stop?.tryFix !== undefined;
  useEffect(() => {
    if (suggests) void loadLab();
  }, [suggests]);
  if (!position || !tour || !stop) return null;
  const last = index === tour.length - 1;
  const p = stop.prediction;
  const answer = p ? computedAnswer(stop) : null;
  const labelOf = (value: string | null) => {
    const label = p && value !== null ? p.choices.find((c) => c.value === value)?.label : undefined;
    return label !== undefined ? t(label) : (value ?? '');
  };
  const fix = stop.tryFix ? labSpec?.fixes.find((f) => f.id === stop.tryFix) : undefined;
  return (
    <section className="tour" aria-label={t('Guided tour')}>
      <h2 ref={heading} tabIndex={-1}>
        <span className="tour-count">{t('Stop {n} of {total}', { n: index + 1, total: tour.length })}</span> {t(stop.title)}
      </h2>
      {asking && p ? (
        <form
          className="prediction"
          onSubmit={(e) => {
            e.preventDefault();
            if (position.choice !== null) reveal();
          }}
        >
          <fieldset>
            <legend>{t(p.question)}</legend>
            {p.choices.map((c) => (
              <label key={c.value}>
                <input type="radio" name={`prediction-${stop.id}`} value={c.value} checked={position.choice === c.value} onChange={() => choose(c.value)} />
                {t(c.label)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="primary" disabled={position.choice === null}>
            {t('Reveal what ran')}
          </button>
          <span className="hint">{t('Predict first: the outcome below stays hidden until you reveal it.')}</span>
        </form>
      ) : (
        <>
          {p && (
            <p ref={result} tabIndex={-1} className={`tour-result ${position.choice === answer ? 'right' : 'wrong'}`} role="status">
              {position.choice !== null && (
                <>
                  <strong>{position.choice === answer ? t('You were right.') : t('Not quite.')}</strong>{' '}
                  {t('You predicted: {choice}.', { choice: labelOf(position.choice) })}{' '}
                </>
              )}
              {t('What ran: {answer}.', { answer: answer === null ? t('the run could not answer this') : labelOf(answer) })}
            </p>
          )}
          <p className="tour-text">{t(stop.text)}</p>
          {fix && (
            <button
              type="button"
              onClick={() => {
                void openLab();
                void loadFix(fix);
              }}
            >
              {t('Try it in the fix lab: {fix}', { fix: t(fix.title) })}
            </button>
          )}
        </>
      )}
      <nav className="tour-nav" aria-label={t('Tour navigation')}>
        <button type="button" onClick={() => void previousStop()} disabled={index === 0}>
          {t('← Previous stop')}
        </button>
        {last ? (
          <button type="button" className="primary" onClick={exitTour}>
            {t('Finish the tour')}
          </button>
        ) : (
          <button type="button" className="primary" onClick={() => void nextStop()}>
            {t('Next stop →')}
          </button>
        )}
        <label className="tour-jump">
          <span className="sr-only">{t('Go to stop')}</span>
          <select value={index} onChange={(e) => void openStop(Number(e.target.value))} aria-label={t('Go to stop')}>
            {tour.map((s, i) => (
              <option key={s.id} value={i}>
                {i + 1}. {t(s.title)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={exitTour}>
          {t('Leave the tour')}
        </button>
      </nav>
    </section>
  );
}
