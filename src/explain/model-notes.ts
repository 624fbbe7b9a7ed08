/**
 * What a model's fields say beyond their values, read from the trace's model view: the key a dump
 * by alias writes, what validation received and whether it changed it (and which validators the
 * field passes through), the computed fields a dump adds, and the extra values `extra='allow'` kept.
 * The variables view, the objects view and the model state diff all show these.
 */
import type { ObjView } from '../engine';
import { type Heap, reprOf } from './render';

export type ModelView = Extract<ObjView, { kind: 'model' }>;

/** What validation received for a field. */
export interface FieldInput {
  /** The input's repr. */
  readonly text: string;
  /** The alias or path (`a.0.b`) it was read under; null when read by the field's name. */
  readonly key: string | null;
  /** Whether the field holds something else than what came in (a conversion or a validator changed it). */
  readonly changed: boolean;
}

export interface FieldNote {
  /** The key `model_dump(by_alias=True)` writes for the field, when it is not the field's name. */
  readonly dumpKey: string | null;
  /** What validation received; null for a field filled from its default (or set without validation). */
  readonly input: FieldInput | null;
  /** The validator functions the field's value passes through (`upper`), outermost first. */
  readonly validators: readonly string[];
}

const none: FieldNote = { dumpKey: null, input: null, validators: [] };

/** Each field's note, by field name (fields with nothing to say have none). */
export function fieldNotes(heap: Heap, o: ModelView): ReadonlyMap<string, FieldNote> {
  const values = new Map(o.fields);
  const notes = new Map<string, FieldNote>();
  const note = (name: string) => notes.get(name) ?? none;
  for (const [name, key] of o.aliases ?? []) notes.set(name, { ...note(name), dumpKey: key });
  for (const [name, input, key] of o.inputs ?? []) {
    const value = values.get(name);
    const text = reprOf(heap, input);
    notes.set(name, { ...note(name), input: { text, key, changed: value !== undefined && reprOf(heap, value) !== text } });
  }
  for (const [name, names] of o.validators ?? []) notes.set(name, { ...note(name), validators: names });
  return notes;
}

/** The note of one field (empty when it has none). */
export function noteOf(notes: ReadonlyMap<string, FieldNote>, name: string): FieldNote {
  return notes.get(name) ?? none;
}
