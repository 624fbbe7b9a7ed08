/**
 * Python's traceback text, as CPython 3.11's `traceback` module prints it: the chained
 * exceptions first ("The above exception was the direct cause of the following exception:",
 * "During handling of the above exception, another exception occurred:"), each as
 * "Traceback (most recent call last):", one `File "...", line N, in name` per frame with its
 * source line, runs of more than three identical frames folded into
 * "[Previous line repeated N more times]", and the `Type: message` line.
 */
import { exceptionState, isException } from './exceptions';
import { displayStr } from './repr';
import type { ChainedException, RunEnd, TracebackLine } from './trace/types';
import type { PyInstance } from './values';

/** The source text of a line (for the line under each frame), or undefined when not known. */
export type SourceLine = (file: string, line: number) => string | undefined;

/** How a traceback names an exception's class: the module is shown unless it is `builtins` or `__main__`. */
export function qualifiedTypeName(e: PyInstance): string {
  const t = e.type;
  return t.module === 'builtins' || t.module === '__main__' ? t.qualname : `${t.module}.${t.qualname}`;
}

/** The exceptions chained before `e`, earliest first, as the traceback prints them. */
export function exceptionChain(e: PyInstance): ChainedException[] {
  const out: ChainedException[] = [];
  const seen = new Set<PyInstance>([e]);
  let cur = e;
  for (;;) {
    const st = exceptionState(cur);
    const cause = st.cause;
    const context = st.suppressContext ? null : st.context;
    const next = isException(cause) ? cause : isException(context) ? context : null;
    if (!next || seen.has(next)) break;
    seen.add(next);
    // Never runs a user `__str__`: the chain is read after the run, where no Python code may run.
    const message = displayStr(next);
    out.unshift({
      type: qualifiedTypeName(next),
      message,
      traceback: exceptionState(next).traceback.map((t) => ({ ...t })),
      link: next === cause ? 'cause' : 'context',
    });
    cur = next;
  }
  return out;
}

/** The frame lines of one traceback, with CPython's folding of repeated frames. */
function frameLines(traceback: readonly TracebackLine[], source: SourceLine | undefined): string[] {
  const out: string[] = [];
  let last: TracebackLine | null = null;
  let count = 0;
  const flush = () => {
    if (count > 3) {
      const n = count - 3;
      out.push(`  [Previous line repeated ${n} more time${n > 1 ? 's' : ''}]`);
    }
  };
  for (const t of traceback) {
    if (!last || last.file !== t.file || last.line !== t.line || last.func !== t.func) {
      flush();
      last = t;
      count = 0;
    }
    count++;
    if (count > 3) continue;
    out.push(`  File "${t.file}", line ${t.line}, in ${t.func.split('.').pop()}`);
    const text = source?.(t.file, t.line)?.trim();
    if (text) out.push(`    ${text}`);
  }
  flush();
  return out;
}

function block(type: string, message: string, traceback: readonly TracebackLine[], source: SourceLine | undefined): string[] {
  const lines = traceback.length ? ['Traceback (most recent call last):', ...frameLines(traceback, source)] : [];
  lines.push(message ? `${type}: ${message}` : type);
  return lines;
}

const linkText = {
  cause: 'The above exception was the direct cause of the following exception:',
  context: 'During handling of the above exception, another exception occurred:',
};

/** The full traceback text of a run that ended in an exception (empty for any other end). */
export function formatTraceback(end: RunEnd, source?: SourceLine): string {
  if (end.status !== 'error') return '';
  const lines: string[] = [];
  for (const c of end.chain ?? []) {
    lines.push(...block(c.type, c.message, c.traceback, source), '', linkText[c.link], '');
  }
  lines.push(...block(end.qualifiedType ?? end.type, end.fullMessage, end.traceback, source));
  return lines.join('\n');
}
