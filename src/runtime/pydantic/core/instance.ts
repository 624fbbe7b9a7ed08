/**
 * What a model instance keeps beside its field values (its attributes): pydantic's
 * `__pydantic_fields_set__`, `__pydantic_extra__` and `__pydantic_private__`, plus what the
 * explainer shows about how each field got its value (the input before validation).
 */
import { PyDict, PyInstance, type PyObj, PySet, type PyValue } from '../../../engine/api';

/**
 * `__pydantic_fields_set__`: a real Python set, and the very object `model_fields_set` returns,
 * so code that adds to it changes the model (as in pydantic). A change to it also marks its
 * model changed, so the trace shows the new fields-set.
 */
export class FieldsSet extends PySet {
  constructor(
    private readonly owner: PyObj,
    names: Iterable<string> = [],
  ) {
    super();
    for (const n of names) this.map.set(n, n);
  }
  has(name: string): boolean {
    return this.map.has(name);
  }
  add(name: string): void {
    this.map.set(name, name);
    this.touch();
  }
  clear(): void {
    this.map.clear();
    this.touch();
  }
  /** The field names in it (anything else a script added is not a field name). */
  *[Symbol.iterator](): Iterator<string> {
    for (const v of this.map.values()) if (typeof v === 'string') yield v;
  }
  override touch(): void {
    super.touch();
    this.owner.touch();
  }
}

/** How a field's value came to be, for the trace view: the input it was validated from. */
export interface FieldOrigin {
  /** The value found in the input (before validation and validators). */
  readonly input: PyValue;
  /** The key or path it was found under, when that is not the field name (an alias). */
  readonly key: string | null;
}

export interface ModelState {
  readonly fieldsSet: FieldsSet;
  /** `__pydantic_extra__`: a dict when `extra='allow'`, else null. */
  extra: PyDict | null;
  /** `__pydantic_private__`: private attribute values, or null when the model has none. */
  private: PyDict | null;
  /** Per field, the input it was validated from (fields filled from defaults have none). */
  readonly origins: Map<string, FieldOrigin>;
}

export function stateOf(inst: PyInstance): ModelState {
  let s = inst.native as ModelState | undefined;
  if (!s) {
    s = { fieldsSet: new FieldsSet(inst), extra: null, private: null, origins: new Map() };
    inst.native = s;
  }
  return s;
}

/** Gives an instance fresh model state (fields-set, extra, private). */
export function initState(inst: PyInstance, fieldsSet: Iterable<string>, extra: PyDict | null): ModelState {
  const s: ModelState = { fieldsSet: new FieldsSet(inst, fieldsSet), extra, private: null, origins: new Map() };
  inst.native = s;
  return s;
}

/** A dict of string keys from entries. */
export function strDict(entries: Iterable<readonly [string, PyValue]>): PyDict {
  const d = new PyDict();
  for (const [k, v] of entries) d.map.set(k, [k, v]);
  return d;
}

export function isInstanceWithState(v: PyValue): boolean {
  return v instanceof PyInstance && v.native !== undefined && (v.native as ModelState).fieldsSet instanceof FieldsSet;
}
