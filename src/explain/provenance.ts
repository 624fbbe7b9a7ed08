/**
 * Why each key of a dict a subject returned is there, read off the trace: by a rule of the
 * walkthrough's own (restored by `setdefault`, say), converted to a tensor, kept by pydantic's
 * `model_dump` (and whether the field was set in the constructor or assigned later), or added
 * by a line of code. Also which fields the dump dropped because they were never "set".
 */
import type { ObjView, Step } from '../engine';
import type { KeyRule } from '../walkthroughs/types';
import { lastSubjectReturn, type Sources, sourceLine } from './outcome';
import type { TraceData } from './run-data';

export interface KeyReason {
  readonly key: string;
  readonly reason: 'rule' | 'set-in-constructor' | 'assigned-after-construction' | 'dumped' | 'tensor' | 'added';
  /** One sentence for the reader, in English: the walkthrough's message for `rule`, else the UI words it from `reason` and `code`. */
  readonly text: string;
  /** The source line that put the key there (for `tensor` and `added`). */
  readonly code: string;
  /** The line that put the key there. */
  readonly line: number;
}

export interface Provenance {
  readonly keys: readonly KeyReason[];
  /** Fields `model_dump(exclude_unset=True)` left out: not in the model's fields-set (none when the dump keeps every field). */
  readonly dropped: readonly string[];
}

/** The model the innermost frame received: its `self`, or its first argument that is a model. */
function modelOfFrame(step: Step): Extract<ObjView, { kind: 'model' }> | null {
  const frame = step.frames[step.frames.length - 1];
  for (const [, v] of frame?.locals ?? []) {
    const o = v.kind === 'ref' ? step.heap.get(v.id) : undefined;
    if (o?.kind === 'model') return o;
  }
  return null;
}

/** Why each key of the dict the subjects last returned is there; null when they returned no dict. */
export function provenanceOf(trace: TraceData, sources: Sources, subjects: readonly string[], rules: readonly KeyRule[] = []): Provenance | null {
  const ret = lastSubjectReturn(trace, subjects);
  if (ret?.value.kind !== 'ref') return null;
  const dictId = ret.value.id;
  const final = ret.step.heap.get(dictId);
  if (final?.kind !== 'dict') return null;
  const depth = ret.step.frames.length;
  // The as_dict call that produced this dict: walk back to its first step.
  let start = ret.step.index;
  const steps = trace.steps;
  const stepAt = (i: number) => steps.at(i) as Step;
  while (start > 0 && stepAt(start - 1).frames.length >= depth) start--;
  const model = modelOfFrame(stepAt(start));
  // The fields-set right after the model was built: what the constructor set.
  let constructed: Step | undefined;
  if (model) {
    for (const s of steps) {
      if (s.heap.get(model.id)?.kind === 'model' && s.event === 'line') {
        constructed = s;
        break;
      }
    }
  }
  const constructorSet = new Set(constructed ? (constructed.heap.get(model?.id ?? -1) as Extract<ObjView, { kind: 'model' }>).fieldsSet : []);
  const fieldsSet = new Set(model?.fieldsSet ?? []);
  const firstCause = new Map<string, Step | null>();
  const lastChange = new Map<string, Step>();
  const lastValue = new Map<string, string>();
  let prev: Step | null = null;
  for (let i = start; i <= ret.step.index; i++) {
    const s = stepAt(i);
    const dict = s.heap.get(dictId);
    if (dict?.kind === 'dict') {
      for (const [k, v] of dict.entries) {
        const key = k.kind === 'prim' ? k.repr.replace(/^'|'$/g, '') : '?';
        const ident = v.kind === 'ref' ? `#${v.id}` : v.repr;
        if (!firstCause.has(key)) firstCause.set(key, prev);
        if (lastValue.get(key) !== ident) {
          lastValue.set(key, ident);
          lastChange.set(key, prev ?? s);
        }
      }
    }
    prev = s;
  }
  // The model_dump call behind the dict, if one: does it keep only the fields that were set?
  const isDump = (st: Step | null | undefined) => st?.event === 'call' && (st.detail?.endsWith('model_dump') ?? false);
  let dumpCall: Step | undefined;
  for (let i = start; i <= ret.step.index && !dumpCall; i++) if (isDump(stepAt(i))) dumpCall = stepAt(i);
  const excludeUnset = dumpCall !== undefined && /\bexclude_unset\s*=\s*True\b/.test(spanText(sources, dumpCall));
  const reasons = new Map<string, KeyReason>();
  for (const [k, v] of final.entries) {
    const key = k.kind === 'prim' ? k.repr.replace(/^'|'$/g, '') : '?';
    const cause = firstCause.get(key) ?? null;
    const change = lastChange.get(key) ?? stepAt(start);
    const isTensor = v.kind === 'ref' && ret.step.heap.get(v.id)?.kind === 'tensor';
    const fromDump = isDump(cause) || (!cause && dumpCall !== undefined);
    const addedBy = cause?.event === 'call' ? (cause.detail ?? null) : null;
    const ruled = rules.map((rule) => rule({ key, addedBy, fromDump, isTensor })).find((m) => m !== null);
    let r: KeyReason;
    if (ruled) {
      r = { key, code: '', reason: 'rule', text: ruled, line: change.line };
    } else if (isTensor) {
      const code = sourceLine(sources, change.file, change.line);
      r = { key, code, reason: 'tensor', text: `converted to a tensor: ${code}`, line: change.line };
    } else if (fromDump && !excludeUnset) {
      r = { key, code: '', reason: 'dumped', text: 'kept by model_dump(): it dumps every field', line: change.line };
    } else if (fromDump) {
      r = constructorSet.has(key)
        ? { key, code: '', reason: 'set-in-constructor', text: 'kept by model_dump(exclude_unset=True): set in the constructor', line: change.line }
        : {
            key,
            code: '',
            reason: 'assigned-after-construction',
            text: 'kept by model_dump(exclude_unset=True): assigned after construction, which marks it set',
            line: change.line,
          };
    } else {
      const code = sourceLine(sources, change.file, change.line);
      r = { key, code, reason: 'added', text: `added by: ${code}`, line: change.line };
    }
    reasons.set(key, r);
  }
  const dropped = model && excludeUnset ? model.fields.map(([k]) => k).filter((k) => !fieldsSet.has(k)) : [];
  return { keys: [...reasons.values()], dropped };
}

/** The source text of a step's span (a call step's: the call expression). */
function spanText(sources: Sources, step: Step): string {
  const text = step.file === 'model' ? sources.model : sources.script;
  return text.slice(step.span.from, step.span.to);
}
