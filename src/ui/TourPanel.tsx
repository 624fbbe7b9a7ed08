/**
 * The guided tour: one stop at a time, a question to answer before the reveal, then what ran
 * (computed from the runs on screen) and the stop's explanation. Everything is reachable and
 * usable with the keyboard; focus moves to the new content after each step of the tour.
 */
import { useEffect, useRef } from 'react';
import { useExplainer } from '../store/store';
import { choose, computedAnswer, exitTour, nextStop, openStop, previousStop, reveal, tour } from '../store/tour';
import { fixes } from '../walkthroughs/verl-7491/fixes';
import { useLanguage, useT } from './i18n';

export function TourPanel() {
  const t = useT();
  const lang = useLanguage();
  const position = useExplainer((s) => s.tour);
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
  if (!position) return null;
  const stop = tour[index];
  if (!stop) return null;
  const last = index === tour.length - 1;
  const p = stop.prediction;
  const answer = p ? computedAnswer(stop) : null;
  const labelOf = (value: string | null) => (p && value !== null ? (p.choices.find((c) => c.value === value)?.label[lang] ?? value) : '');
  const fix = stop.tryFix ? fixes.find((f) => f.id === stop.tryFix) : undefined;
  return (
    <section className="tour" aria-label={t('Guided tour')}>
      <h2 ref={heading} tabIndex={-1}>
        <span className="tour-count">{t('Stop {n} of {total}', { n: index + 1, total: tour.length })}</span> {stop.title[lang]}
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
            <legend>{p.question[lang]}</legend>
            {p.choices.map((c) => (
              <label key={c.value}>
                <input type="radio" name={`prediction-${stop.id}`} value={c.value} checked={position.choice === c.value} onChange={() => choose(c.value)} />
                {c.label[lang]}
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
          <p className="tour-text">{stop.text[lang]}</p>
          {fix && (
            <button
              type="button"
              onClick={() =>
                void import('../store/lab').then((m) => {
                  m.openLab();
                  m.loadFix(fix);
                })
              }
            >
              {t('Try it in the fix lab: {fix}', { fix: fix.title[lang] })}
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
                {i + 1}. {s.title[lang]}
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
