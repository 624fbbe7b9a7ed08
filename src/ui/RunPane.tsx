/** One run ("Before fix" or "After fix"): outcome, the model source at the cursor, and the state there. */
import type { RunResult, Step } from '../engine';
import { modelsAt, type Sources, sourceLine, stepAt, variablesAt } from '../explain';
import { hover, type Side, useExplainer, walkthrough } from '../store/store';
import { Banner } from './Banner';
import { CodeView } from './monaco';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useNarrow } from './use-narrow';

const titles: Record<Side, { title: string; caption: string }> = {
  before: { title: 'Before fix', caption: 'pops from output["extra_fields"]' },
  after: { title: 'After fix', caption: 'setdefault("extra_fields", self.extra_fields.copy())' },
};

function describe(step: Step | null, sources: Sources, aligned: boolean): string {
  if (!step) return 'Not started yet.';
  const code = sourceLine(sources, step.file, step.line);
  const where = `${step.file} line ${step.line}`;
  const prefix = aligned ? '' : 'No counterpart in the other run · ';
  switch (step.event) {
    case 'call':
      return `${prefix}${where}: calling ${step.detail}() — its arguments are already evaluated`;
    case 'return':
      return `${prefix}${where}: returning ${step.value?.kind === 'prim' ? step.value.repr : 'an object'}`;
    case 'exception':
      return `${prefix}${where}: raised ${step.detail}`;
    case 'limit':
      return `${prefix}stopped: ${step.detail}`;
    case 'end':
      return `${prefix}finished: the state after the script's last statement`;
    default:
      return `${prefix}${where}: about to run ${code}`;
  }
}

function nextModelLine(result: RunResult, index: number | null): number | null {
  if (!result.ok || index === null) return null;
  const steps = result.trace.steps;
  const here = steps[index];
  for (let i = index + 1; i < steps.length; i++) {
    if (steps[i].event !== 'line') continue;
    if (steps[i].line === here.line && steps[i].file === here.file) continue;
    return steps[i].file === 'model' ? steps[i].line : null;
  }
  return null;
}

export function RunPane({ side }: { side: Side }) {
  const result = useExplainer((s) => s[side]);
  const script = useExplainer((s) => s.script);
  const index = useExplainer((s) => stepAt(s.alignment, s.row, side));
  const rowHere = useExplainer((s) => s.alignment.rows[s.row]);
  const hovered = useExplainer((s) => (s.hovered?.side === side ? s.hovered.id : null));
  const sources: Sources = { model: walkthrough[side], script };
  const step = result.ok && index !== null ? result.trace.steps[index] : null;
  const aligned = !rowHere || rowHere.same || rowHere[side] !== null;
  const { title, caption } = titles[side];
  const ready = useAfterFirstPaint();
  const narrow = useNarrow();
  const vars = step ? variablesAt(step) : null;
  const models = step ? modelsAt(step) : [];
  return (
    <section className={`run-pane run-${side}`} aria-label={title}>
      <header>
        <h2>{title}</h2>
        <span className="caption">
          <code>{caption}</code>
        </span>
      </header>
      <Banner result={result} model={sources.model} script={script} />
      <p className={`now ${step?.event ?? ''} ${aligned ? '' : 'skipped'}`} aria-live="polite">
        {describe(step, sources, aligned)}
      </p>
      {step?.file === 'script' && (
        <p className="script-line">
          scenario line {step.line}: <code>{sourceLine(sources, 'script', step.line)}</code>
        </p>
      )}
      {ready ? (
        <CodeView
          source={sources.model}
          current={step?.file === 'model' ? step.line : null}
          next={nextModelLine(result, index)}
          label={`${title}: model source`}
          height={narrow ? 280 : 320}
          wrap={narrow}
        />
      ) : (
        <div className="code-placeholder" style={{ height: 320 }} />
      )}
      {ready && vars && (
        <div className="state">
          <h3>
            Variables <span className="frame">in {vars.frame}</span>
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
                  <td className="type">{v.type}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {models.map((m) => (
            <div key={m.id} className="model">
              <h3>
                <code>{m.via}</code>: {m.type} fields
              </h3>
              <table className="fields" aria-label={`${m.type} fields and model_fields_set`}>
                <tbody>
                  {m.fields.map((f) => (
                    <tr key={f.name} className={f.set ? 'set' : 'unset'}>
                      <th scope="row">{f.name}</th>
                      <td className="marker">
                        <span className={f.set ? 'badge set' : 'badge default'} title={f.set ? 'in model_fields_set' : 'not in model_fields_set'}>
                          {f.set ? 'set' : 'default'}
                        </span>
                      </td>
                      <td>
                        <code title={f.text}>{f.text}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
