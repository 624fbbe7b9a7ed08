/**
 * What every finished run must satisfy whatever the program did, beyond what the Trace
 * types already say: statements name real lines of the two sources and never repeat one
 * entry twice in a row (the contract drops such repeats); an uncaught exception has a
 * Python-looking type, a one-line message and an innermost frame on a real line of the
 * model or the script; the outcome encodes to the JSON the contract describes.
 */
import { outcomeJson, type Trace } from '../../src/engine';

export interface Sources {
  readonly model: string;
  readonly script: string;
}

const lineCount = (text: string) => text.split('\n').length;

/** Every invariant the run breaks, as readable sentences (empty when it holds them all). */
export function traceProblems(trace: Trace, sources: Sources): string[] {
  const problems: string[] = [];
  const lines = { model: lineCount(sources.model), script: lineCount(sources.script) };
  const onRealLine = (file: string, line: number) => (file === 'model' || file === 'script') && line >= 1 && line <= lines[file];
  trace.statements.forEach((entry, i) => {
    const m = /^(model|script):(\d+)$/.exec(entry);
    if (!m || !onRealLine(m[1], Number(m[2]))) problems.push(`statement ${i} "${entry}" is not a line of the sources`);
    if (i > 0 && trace.statements[i - 1] === entry) problems.push(`statement ${i} "${entry}" repeats the one before it`);
  });
  const end = trace.end;
  if (end.status === 'error') {
    if (!/^[A-Za-z_][\w.]*$/.test(end.type)) problems.push(`exception type "${end.type}" is not a class name`);
    if (end.message.includes('\n')) problems.push(`exception message "${end.message}" is more than its first line`);
    const inner = end.traceback.at(-1);
    if (!inner || !onRealLine(inner.file, inner.line)) problems.push(`exception ${end.type} has no innermost frame on a line of the sources`);
  }
  try {
    const encoded = JSON.parse(outcomeJson(trace));
    if (JSON.stringify(encoded.statements) !== JSON.stringify(trace.statements)) problems.push('the outcome JSON does not carry the traced statements');
    if (encoded.outcome.status !== end.status) problems.push(`the outcome JSON says ${encoded.outcome.status}, the run ended ${end.status}`);
  } catch (e) {
    problems.push(`the outcome does not encode: ${(e as Error).message}`);
  }
  return problems;
}
