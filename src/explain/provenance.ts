/**
 * Why each key of the returned dict is there, read off the trace: kept by
 * `model_dump(exclude_unset=True)` (and whether the field was set in the constructor or
 * assigned later), restored by `setdefault`, promoted out of `extra_fields`, or converted
 * to a tensor. Also which fields the dump dropped because they were never "set".
 */
import type { ObjView, Step } from '../engine';
import { lastAsDictReturn, type Sources, sourceLine } from './outcome';
import type { TraceData } from './run-data';

export interface KeyReason {
  readonly key: string;
  readonly reason: 'set-in-constructor' | 'assigned-after-construction' | 'restored-by-setdefault' | 'promoted' | 'tensor' | 'added';
  /** One sentence for the reader (English; the UI words it in the reader's language from `reason` and `code`). */
  readonly text: string;
  /** The source line that put the key there (for `tensor` and `added`). */
  readonly code: string;
  /** The line that put the key there. */
  readonly line: number;
}

export interface Provenance {
  readonly keys: readonly KeyReason[];
  /** Fields `model_dump(exclude_unset=True)` left out: not in the model's fields-set. */
  readonly dropped: readonly string[];
}

function modelOfFrame(step: Step): Extract<ObjView, { kind: 'model' }> | null {
  const frame = step.frames[step.frames.length - 1];
  const self = frame?.locals.find(([k]) => k === 'self')?.[1];
  const o = self?.kind === 'ref' ? step.heap.get(self.id) : undefined;
  return o?.kind === 'model' ? o : null;
}

export function provenanceOf(trace: TraceData, sources: Sources): Provenance | null {
  const ret = lastAsDictReturn(trace);
  if (ret?.value.kind !== 'ref') return null;
  const dictId = ret.value.id;
  const depth = ret.step.frames.length;
  // The as_dict call that produced this dict: walk back to its first step.
  let start = ret.step.index;
  while (start > 0 && trace.steps[start - 1].frames.length >= depth) start--;
  const model = modelOfFrame(trace.steps[start]);
  // The fields-set right after the model was built: what the constructor set.
  const constructed = model ? trace.steps.find((s) => s.heap.get(model.id)?.kind === 'model' && s.event === 'line') : undefined;
  const constructorSet = new Set(constructed ? (constructed.heap.get(model?.id ?? -1) as Extract<ObjView, { kind: 'model' }>).fieldsSet : []);
  const fieldsSet = new Set(model?.fieldsSet ?? []);
  const firstCause = new Map<string, Step | null>();
  const lastChange = new Map<string, Step>();
  const lastValue = new Map<string, string>();
  let prev: Step | null = null;
  for (let i = start; i <= ret.step.index; i++) {
    const s = trace.steps[i];
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
  const final = ret.step.heap.get(dictId) as Extract<ObjView, { kind: 'dict' }>;
  const reasons = new Map<string, KeyReason>();
  for (const [k, v] of final.entries) {
    const key = k.kind === 'prim' ? k.repr.replace(/^'|'$/g, '') : '?';
    const cause = firstCause.get(key) ?? null;
    const change = lastChange.get(key) ?? trace.steps[start];
    const isTensor = v.kind === 'ref' && ret.step.heap.get(v.id)?.kind === 'tensor';
    const fromDump = !cause || (cause.event === 'call' && (cause.detail?.endsWith('model_dump') ?? false));
    let r: KeyReason;
    if (cause?.event === 'call' && cause.detail === 'dict.setdefault') {
      r = {
        key,
        code: '',
        reason: 'restored-by-setdefault',
        text: 'restored by setdefault: a default that exclude_unset dropped, re-added as a copy of self.extra_fields',
        line: cause.line,
      };
    } else if (isTensor) {
      const code = sourceLine(sources, change.file, change.line);
      r = { key, code, reason: 'tensor', text: `converted to a tensor: ${code}`, line: change.line };
    } else if (key.startsWith('teacher_') && !fromDump) {
      r = { key, code: '', reason: 'promoted', text: 'promoted out of extra_fields to a top-level key', line: change.line };
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
  const dropped = model ? model.fields.map(([k]) => k).filter((k) => !fieldsSet.has(k)) : [];
  return { keys: [...reasons.values()], dropped };
}
