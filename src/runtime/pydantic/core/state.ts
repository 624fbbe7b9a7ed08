/**
 * The state of one validation run (pydantic-core's `ValidationState` and `Extra`): the input
 * mode, the call's overrides, the context, and what function validators see through
 * `ValidationInfo` (the field being validated, the fields validated before it). It also tracks
 * how exactly the input matched, which smart-mode unions use to pick a member.
 */
import type { PyDict, PyInstance, PyValue } from '../../../engine/api';

/** How exactly an input matched: an exact type, a strict-mode conversion, or a lax one. */
export enum Exactness {
  Lax = 0,
  Strict = 1,
  Exact = 2,
}

export interface ValState {
  readonly mode: 'python' | 'json' | 'strings';
  /** `strict=` of the call; null when the call left it to the schema and config. */
  readonly strict: boolean | null;
  readonly fromAttributes: boolean | null;
  /** `by_alias=` / `by_name=` of the call (`model_validate`); null defers to the config. */
  readonly byAlias: boolean | null;
  readonly byName: boolean | null;
  readonly context: PyValue;
  /** `ValidationInfo.config` of the model being validated: a dict with its title. */
  config: PyDict | null;
  fieldName: string | null;
  /** The fields validated so far (`ValidationInfo.data`); null outside a model. */
  data: PyDict | null;
  exactness: Exactness | null;
  /** How many fields the last model validated had set (smart unions prefer more). */
  fieldsSetCount: number | null;
  /** The instance `BaseModel.__init__` is filling (pydantic-core's `self_instance`). */
  selfInstance: PyInstance | null;
  /** Models being validated from objects, for cycle detection. */
  readonly recursion: Set<unknown>;
}

export function newState(opts: Partial<Pick<ValState, 'mode' | 'strict' | 'fromAttributes' | 'byAlias' | 'byName' | 'context'>>): ValState {
  return {
    mode: opts.mode ?? 'python',
    strict: opts.strict ?? null,
    fromAttributes: opts.fromAttributes ?? null,
    byAlias: opts.byAlias ?? null,
    byName: opts.byName ?? null,
    context: opts.context ?? null,
    config: null,
    fieldName: null,
    data: null,
    exactness: null,
    fieldsSetCount: null,
    selfInstance: null,
    recursion: new Set(),
  };
}

/** Lowers the recorded exactness (a lax conversion makes the whole match lax). */
export function floorExactness(state: ValState, e: Exactness): void {
  if (state.exactness !== null && state.exactness > e) state.exactness = e;
}

/** The strictness a node validates with: the call's, else the node's own (config baked in). */
export function strictFor(state: ValState, schemaStrict: boolean | undefined): boolean {
  return state.strict ?? schemaStrict ?? false;
}

/** Runs `f` with some fields of the state changed, restoring them after. */
export function scoped<T>(state: ValState, patch: Partial<Pick<ValState, 'fieldName' | 'data' | 'config' | 'selfInstance'>>, f: () => T): T {
  const saved = { fieldName: state.fieldName, data: state.data, config: state.config, selfInstance: state.selfInstance };
  Object.assign(state, patch);
  try {
    return f();
  } finally {
    Object.assign(state, saved);
  }
}
