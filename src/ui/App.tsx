import type { RunResult } from '../engine';
import { useExplainer } from '../store/store';

function Outcome({ title, result }: { title: string; result: RunResult }) {
  let text: string;
  if (!result.ok) text = `${result.problem.kind}: ${result.problem.message}`;
  else if (result.trace.end.status === 'ok') text = 'returned normally';
  else if (result.trace.end.status === 'limit') text = result.trace.end.message;
  else text = `${result.trace.end.type}: ${result.trace.end.message}`;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <p role="status">{text}</p>
    </section>
  );
}

export function App() {
  const { script, before, after } = useExplainer();
  return (
    <main>
      <h1>verl PR #7491: preserve default AgentLoop extra fields</h1>
      <section aria-label="Scenario">
        <pre>{script}</pre>
      </section>
      <Outcome title="Before fix" result={before} />
      <Outcome title="After fix" result={after} />
    </main>
  );
}
