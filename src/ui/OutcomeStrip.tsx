/**
 * Both runs' outcomes in two lines, under the step controls — on a phone only (CSS), where the
 * runs stand one above the other and their banners sit a long scroll down: a newcomer sees what
 * the fix changes on the first screen, and each line takes them to its run. It says what the
 * banners say (`headlineOf`), and hides the outcome while the tour asks for a prediction.
 */
import { bannerOf } from '../explain/outcome';
import { type Side, useExplainer, walkthrough } from '../store';
import { headlineOf } from './Banner';
import { type Translate, useT } from './i18n';

function Outcome({ side, t }: { side: Side; t: Translate }) {
  const result = useExplainer((s) => s[side]);
  const script = useExplainer((s) => s.ran.script);
  const model = useExplainer((s) => (side === 'after' ? s.ran.afterSource : walkthrough().code.before));
  const asking = useExplainer((s) => s.tour?.asking ?? false);
  const title = side === 'before' ? t('Before fix') : t('After fix');
  const text = asking ? t('Outcome hidden') : result ? headlineOf(bannerOf(result, { model, script }, walkthrough().subjects), t) : t('Running…');
  const failed = !asking && result !== null && (!result.ok || result.trace.end.status !== 'ok');
  return (
    <li className={failed ? 'failed' : 'passed'}>
      <button type="button" onClick={() => document.querySelector(`section.run-${side}`)?.scrollIntoView({ block: 'start' })}>
        <strong>{title}:</strong> <span className="outcome-text">{text}</span> <span aria-hidden="true">↓</span>
      </button>
    </li>
  );
}

export function OutcomeStrip() {
  const t = useT();
  return (
    <section className="outcome-strip" aria-label={t('Outcomes')}>
      <ul>
        <Outcome side="before" t={t} />
        <Outcome side="after" t={t} />
      </ul>
    </section>
  );
}
