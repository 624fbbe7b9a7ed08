/** One run ("Before fix" or "After fix"): outcome, the model source at the cursor, and the state there. */
import type { Step } from '../engine';
import { stepAt } from '../explain/alignment';
import { type Sources, sourceLine } from '../explain/outcome';
import type { RunData } from '../explain/run-data';
import { modelsAt, variablesAt } from '../explain/state';
import { shownLine } from '../explain/step-line';
import { hover, type Side, useExplainer, walkthrough } from '../store';
import { Banner } from './Banner';
import { CodeView } from './code/CodeView';
import { type Translate, useT } from './i18n';
import { ModelFields } from './ModelFields';
import { useAfterFirstPaint } from './use-after-first-paint';
import { type Lines, useLines } from './use-lines';

function describe(step: Step | null, result: RunData | null, sources: Sources, lines: Lines, aligned: boolean, t: Translate): string {
  // A run stopped at the runner's deadline keeps no steps: say so rather than "not started".
  if (!step && result?.ok && result.trace.end.status === 'limit') return t('stopped: {reason}', { reason: result.trace.end.message });
  if (!step || !result) return t('Not started yet.');
  const line = shownLine(result, step);
  const code = sourceLine(sources, step.file, line);
  const where = lines.name(step.file, line, t);
  const prefix = aligned ? '' : `${t('No counterpart in the other run')} · `;
  switch (step.event) {
    case 'call':
      return prefix + t('{where}: calling {callee}() — its arguments are already evaluated', { where, callee: step.detail ?? '' });
    case 'return':
      return prefix + t('{where}: returning {value}', { where, value: step.value?.kind === 'prim' ? step.value.repr : t('an object') });
    case 'exception':
      return prefix + t('{where}: raised {exception}', { where, exception: step.detail ?? '' });
    case 'limit':
      return prefix + t('stopped: {reason}', { reason: step.detail ?? '' });
    case 'end':
      return prefix + t("finished: the state after the script's last statement");
    default:
      return prefix + t('{where}: about to run {code}', { where, code });
  }
}

/** While the tour asks for a prediction, the outcome stays hidden. */
function HiddenOutcome() {
  const t = useT();
  return (
    <div className="banner hidden-outcome" role="status">
      <strong>{t('Outcome hidden')}</strong>
      <div className="where">{t('Make your prediction in the tour above, then reveal what ran.')}</div>
    </div>
  );
}

/** Height of the code box: the marked line with its context, beside the state below it. */
const CODE_HEIGHT = 340;

/** The model line the run was last at, up to `index` (shown while the run is in the scenario script). */
function lastModelLine(result: RunData | null, index: number | null): number | null {
  if (!result?.ok || index === null) return null;
  for (let i = index; i >= 0; i--) {
    const s = result.trace.steps.at(i) as Step;
    if (s.file === 'model') return s.line;
  }
  return null;
}

/** Before the first run of this view arrives (a moment: the engine loads and runs in a worker). */
function Running() {
  const t = useT();
  return (
    <div className="banner running" role="status">
      <strong>{t('Running…')}</strong>
    </div>
  );
}

/** The run's outcome banner: hidden while the tour asks, a placeholder until the run arrives. */
function Outcome({ asking, result, sources, lines }: { asking: boolean; result: RunData | null; sources: Sources; lines: Lines }) {
  if (asking) return <HiddenOutcome />;
  if (!result) return <Running />;
  return <Banner result={result} model={sources.model} script={sources.script} lines={lines} />;
}

function nextModelLine(result: RunData | null, index: number | null): number | null {
  if (!result?.ok || index === null) return null;
  const steps = result.trace.steps;
  const here = steps.at(index) as Step;
  for (let i = index + 1; i < steps.length; i++) {
    const s = steps.at(i) as Step;
    if (s.event !== 'line') continue;
    if (s.line === here.line && s.file === here.file) continue;
    return s.file === 'model' ? s.line : null;
  }
  return null;
}

export function RunPane({ side }: { side: Side }) {
  const result = useExplainer((s) => s[side]);
  const script = useExplainer((s) => s.ran.script);
  const index = useExplainer((s) => stepAt(s.alignment, s.row, side));
  const rowHere = useExplainer((s) => s.alignment.rows[s.row]);
  const hovered = useExplainer((s) => (s.hovered?.side === side ? s.hovered.id : null));
  const { code } = walkthrough();
  const model = useExplainer((s) => (side === 'after' ? s.ran.afterSource : code.before));
  const lines = useLines(side);
  const asking = useExplainer((s) => s.tour?.asking ?? false);
  const pending = useExplainer((s) => s.pending);
  const t = useT();
  const sources: Sources = { model, script };
  const step = result?.ok && index !== null ? (result.trace.steps.at(index) ?? null) : null;
  const line = step && result ? shownLine(result, step) : null;
  const aligned = !rowHere || rowHere.same || rowHere[side] !== null;
  const title = side === 'before' ? t('Before fix') : t('After fix');
  const edited = side === 'after' && model !== code.after;
  const ready = useAfterFirstPaint();
  const vars = step ? variablesAt(step) : null;
  const models = step ? modelsAt(step) : [];
  return (
    <section className={`run-pane run-${side}${pending ? ' pending' : ''}`} aria-label={title} aria-busy={pending}>
      <header>
        <h2>{title}</h2>
        <span className="caption">{edited ? <strong className="edited">{t('your edit from the fix lab')}</strong> : <code>{code.captions[side]}</code>}</span>
      </header>
      <Outcome asking={asking} result={result} sources={sources} lines={lines} />
      <p className={`now ${step?.event ?? ''} ${aligned ? '' : 'skipped'}`} aria-live="polite">
        {describe(step, result, sources, lines, aligned, t)}
      </p>
      {step?.file === 'script' && (
        <p className="script-line">
          {t('scenario line {line}:', { line: line ?? step.line })} <code>{sourceLine(sources, 'script', line ?? step.line)}</code>
        </p>
      )}
      <CodeView
        source={sources.model}
        current={step?.file === 'model' ? line : null}
        next={nextModelLine(result, index)}
        recent={lastModelLine(result, index)}
        label={t('{title}: model source', { title })}
        lineNumbers={lines.numbers}
        height={CODE_HEIGHT}
      />
      {ready && vars && (
        <div className="state">
          <h3>
            {t('Variables')} <span className="frame">{t('in {frame}', { frame: vars.frame })}</span>
          </h3>
          <table className="vars">
            <tbody>
              {vars.vars.map((v) => (
                <tr
                  key={v.name}
                  className={v.id !== null && v.id === hovered ? 'hovered' : ''}
                  onMouseEnter={() => v.id !== null && hover(side, v.id)}
                  onMouseLeave={() => hover(side, null)}
                >
                  <th scope="row">{v.name}</th>
                  <td>
                    <code title={v.text}>{v.text}</code>
                  </td>
                  <td className="type">
                    {v.type}
                    {v.dictOf && (
                      <span className="dict-of">
                        {t('the __dict__ of {owner}: writing it writes the object', { owner: v.dictOf.via ?? `${v.dictOf.type} #${v.dictOf.id}` })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {models.map((m) => (
            <ModelFields key={m.id} m={m} />
          ))}
        </div>
      )}
    </section>
  );
}
