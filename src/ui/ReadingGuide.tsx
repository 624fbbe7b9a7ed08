/**
 * How to read the page, in place, under the step controls: what a step is, what the lockstep
 * pairing does, and what "No counterpart in the other run" means — the three things newcomers
 * could not work out alone — and where the page opens (the first divergence, the fix's line
 * marked). Always shown, short, and part of the first screen the build prerenders.
 */
import { useT } from './i18n';

export function ReadingGuide() {
  const t = useT();
  return (
    <section className="reading-guide" aria-labelledby="reading-guide-title">
      <h2 id="reading-guide-title">{t('How to read this')}</h2>
      <p className="where-you-are">
        {t(
          'The page opens at the first divergence: the first step where the fixed code runs differently. ▶ marks the line each version is about to run, › the line after it.',
        )}
      </p>
      <dl>
        <div>
          <dt>
            <dfn>{t('Step')}</dfn>
          </dt>
          <dd>
            {t('One line the interpreter ran for this scenario (with calls shown, one call inside a line). ←/→ move a step, Home/End jump to either end.')}
          </dd>
        </div>
        <div>
          <dt>
            <dfn>{t('Lockstep')}</dfn>
          </dt>
          <dd>{t('Both versions run the same scenario and step together: a step both take is one row, level in both panes.')}</dd>
        </div>
        <div>
          <dt>
            <dfn>{t('No counterpart in the other run')}</dfn>
          </dt>
          <dd>{t('This version ran a step the other did not (the fix added or removed it); the other pane holds its place until they meet again.')}</dd>
        </div>
      </dl>
    </section>
  );
}
