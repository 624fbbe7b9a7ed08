/**
 * The Model state diff: the model a subject received (its `self`, or its first argument that is
 * a model) as it was when the subject was first called versus after the run, so a reader sees
 * whether the call mutated it (fields-set included), with what each field's value came from:
 * its dump key, its input and whether validation changed it, and the model's computed fields.
 */
import type { ObjView, Step } from '../engine';
import { fieldNotes, type ModelView } from './model-notes';
import { isSubject } from './outcome';
import { prettyOf } from './pretty';
import { reprOf } from './render';
import type { TraceData } from './run-data';

export interface ModelSnapshots {
  readonly before: string;
  readonly after: string;
  /** Whether the two differ at all. */
  readonly changed: boolean;
}

/** One comment line a field with something to say, then the computed fields and the extras. */
function notesText(heap: ReadonlyMap<number, ObjView>, o: ModelView): string {
  const lines: string[] = [];
  for (const [name, note] of fieldNotes(heap, o)) {
    const parts: string[] = [];
    if (note.dumpKey !== null) parts.push(`dumped by alias as '${note.dumpKey}'`);
    const input = note.input;
    if (input && (input.changed || input.key !== null)) {
      const from = input.key !== null ? ` read from '${input.key}'` : '';
      const how = !input.changed
        ? ''
        : note.validators.length
          ? `, changed by ${note.validators.map((v) => `${v}()`).join(', ')}`
          : ', converted by validation';
      parts.push(`input ${input.text}${from}${how}`);
    }
    if (parts.length) lines.push(`# ${name}: ${parts.join('; ')}`);
  }
  if (o.computed?.length) lines.push(`# computed fields (in dumps, never in model_fields_set): ${o.computed.join(', ')}`);
  if (o.extra?.length) lines.push(`# extra (extra='allow', in dumps): ${o.extra.map(([k, v]) => `${k}=${reprOf(heap, v)}`).join(', ')}`);
  return lines.map((l) => `${l}\n`).join('');
}

function text(heap: ReadonlyMap<number, ObjView>, id: number): string {
  const o = heap.get(id);
  if (o?.kind !== 'model') return '# (not a model)\n';
  return `${prettyOf(heap, { kind: 'ref', id })}\n# model_fields_set = {${o.fieldsSet.map((f) => `'${f}'`).join(', ')}}\n${notesText(heap, o)}`;
}

/** The model the first subject call received, at the call and at the end of the run; null when no subject received a model. */
export function modelSnapshots(trace: TraceData, subjects: readonly string[]): ModelSnapshots | null {
  let entered: Step | undefined;
  for (const s of trace.steps) {
    const frame = s.frames[s.frames.length - 1];
    if (frame !== undefined && isSubject(frame.name, subjects)) {
      entered = s;
      break;
    }
  }
  if (!entered) return null;
  const locals = entered.frames[entered.frames.length - 1].locals;
  const model = locals.map(([, v]) => v).find((v) => v.kind === 'ref' && entered.heap.get(v.id)?.kind === 'model');
  if (model?.kind !== 'ref') return null;
  const atCall = trace.steps.at(Math.max(0, entered.index - 1)) as Step;
  const last = trace.steps.at(-1) as Step;
  const before = text(atCall.heap.has(model.id) ? atCall.heap : entered.heap, model.id);
  const after = text(last.heap, model.id);
  return { before, after, changed: before !== after };
}
