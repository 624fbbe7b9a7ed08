/** The banner at the end of each run: the exception with a Python-style traceback, or what was returned. */
import type { RunEnd, Step, ValueView } from '../engine';
import { reprOf } from './render';
import type { RunData, TraceData } from './run-data';

export interface Sources {
  readonly model: string;
  readonly script: string;
}

export type Banner =
  | {
      readonly kind: 'error';
      /** `KeyError: 'extra_fields'` */
      readonly headline: string;
      readonly file: string;
      readonly line: number;
      /** The failing source line, trimmed. */
      readonly code: string;
      /** The traceback as Python prints it. */
      readonly traceback: string;
    }
  | {
      readonly kind: 'returned';
      /** The subject that returned, by its short name (`as_dict`). */
      readonly subject: string;
      readonly headline: string;
      readonly keys: readonly string[];
      /** The returned value's repr when it is not a dict. */
      readonly value?: string;
    }
  | { readonly kind: 'ok'; readonly headline: string }
  | { readonly kind: 'limit'; readonly headline: string }
  | { readonly kind: 'problem'; readonly headline: string; readonly file: string; readonly line: number; readonly col: number };

type ErrorEnd = Extract<RunEnd, { status: 'error' }>;

/** The exception as Python's last traceback line prints it: `KeyError: 'extra_fields'` (the bare type when the message is empty). */
export function exceptionLine(end: ErrorEnd): string {
  return end.message ? `${end.type}: ${end.message}` : end.type;
}

/** The exception and where it was raised: `KeyError: 'extra_fields' (model line 76)`. */
export function failureText(end: ErrorEnd): string {
  const at = end.traceback[end.traceback.length - 1];
  return `${exceptionLine(end)}${at ? ` (${at.file} line ${at.line})` : ''}`;
}

export function sourceLine(sources: Sources, file: string, line: number): string {
  const text = file === 'model' ? sources.model : sources.script;
  return (text.split('\n')[line - 1] ?? '').trim();
}

/** Whether a frame runs one of the walkthrough's subjects (`AgentLoopOutput.as_dict`, or just `as_dict`). */
export function isSubject(frameName: string, subjects: readonly string[]): boolean {
  return subjects.some((s) => frameName === s || frameName.endsWith(`.${s}`));
}

/** The last value one of the subjects returned, with its step and the function's short name (`as_dict`). */
export function lastSubjectReturn(trace: TraceData, subjects: readonly string[]): { step: Step; value: ValueView; name: string } | null {
  for (let i = trace.steps.length - 1; i >= 0; i--) {
    const s = trace.steps.at(i) as Step;
    const frame = s.frames[s.frames.length - 1];
    if (s.event === 'return' && s.value && frame && isSubject(frame.name, subjects))
      return { step: s, value: s.value, name: frame.name.split('.').pop() ?? frame.name };
  }
  return null;
}

/** How many identical frames in a row a traceback prints before it folds the rest (CPython's `traceback._RECURSIVE_CUTOFF`). */
const RECURSIVE_CUTOFF = 3;

/** A traceback's frames, runs of identical ones (same file, line and function) counted once. */
function repeats<T extends { readonly file: string; readonly line: number; readonly func: string }>(frames: readonly T[]): { frame: T; count: number }[] {
  const out: { frame: T; count: number }[] = [];
  for (const f of frames) {
    const last = out[out.length - 1];
    if (last && last.frame.file === f.file && last.frame.line === f.line && last.frame.func === f.func) last.count++;
    else out.push({ frame: f, count: 1 });
  }
  return out;
}

export function bannerOf(result: RunData, sources: Sources, subjects: readonly string[]): Banner {
  if (!result.ok) {
    const p = result.problem;
    return { kind: 'problem', headline: p.message, file: p.file, line: p.line, col: p.col };
  }
  const end = result.trace.end;
  if (end.status === 'limit') return { kind: 'limit', headline: end.message };
  if (end.status === 'error') {
    const headline = exceptionLine(end);
    const inner = end.traceback[end.traceback.length - 1];
    const lines = ['Traceback (most recent call last):'];
    for (const { frame: t, count } of repeats(end.traceback)) {
      for (let i = 0; i < Math.min(count, RECURSIVE_CUTOFF); i++) {
        lines.push(`  File "${t.file}", line ${t.line}, in ${t.func.split('.').pop()}`);
        lines.push(`    ${sourceLine(sources, t.file, t.line)}`);
      }
      const more = count - RECURSIVE_CUTOFF;
      if (more > 0) lines.push(`  [Previous line repeated ${more} more time${more > 1 ? 's' : ''}]`);
    }
    lines.push(end.fullMessage ? `${end.type}: ${end.fullMessage}` : end.type);
    return {
      kind: 'error',
      headline,
      file: inner?.file ?? 'script',
      line: inner?.line ?? 0,
      code: inner ? sourceLine(sources, inner.file, inner.line) : '',
      traceback: lines.join('\n'),
    };
  }
  const ret = lastSubjectReturn(result.trace, subjects);
  if (ret) {
    const o = ret.value.kind === 'ref' ? ret.step.heap.get(ret.value.id) : undefined;
    if (o?.kind === 'dict') {
      const keys = o.entries.map(([k]) => (k.kind === 'prim' ? k.repr.replace(/^'|'$/g, '') : '?'));
      return { kind: 'returned', subject: ret.name, headline: `${ret.name}() returned a dict with ${keys.length} keys`, keys };
    }
    const value = reprOf(ret.step.heap, ret.value);
    return { kind: 'returned', subject: ret.name, headline: `${ret.name}() returned ${value}`, keys: [], value };
  }
  return { kind: 'ok', headline: 'The script ran to the end without an exception.' };
}
