/**
 * The trace: the contract between computing and showing. A run of the engine produces
 * one immutable `Trace`; everything the UI shows is derived from its steps, and moving
 * the cursor never evaluates Python again.
 */
import type { Span } from '../syntax/ast';

/** A value as a step shows it: a scalar by its repr, or a reference to a heap object. */
export type ValueView =
  | {
      readonly kind: 'prim';
      /** Python type name: `NoneType`, `bool`, `int`, `float` or `str`. */
      readonly type: string;
      /** `repr()` of the value, exactly as Python prints it. */
      readonly repr: string;
    }
  | { readonly kind: 'ref'; readonly id: number };

/** An object on the heap at one step. `id` is stable for the whole run (creation order). */
export type ObjView =
  | {
      readonly kind: 'list' | 'tuple' | 'set';
      readonly id: number;
      /** Python type name (`list`, `tuple`, `set`, `frozenset`). */
      readonly type: string;
      readonly items: readonly ValueView[];
      /** Items left out of a very long container's view (only the first 500 are kept); 0 or absent when none. */
      readonly more?: number;
    }
  | {
      readonly kind: 'dict';
      readonly id: number;
      readonly type: string;
      readonly entries: readonly (readonly [ValueView, ValueView])[];
      readonly more?: number;
      /**
       * Object id of the instance whose own `__dict__` this is (what `vars(x)` and `x.__dict__`
       * hand out): its entries are that object's attributes, and writing into it writes them.
       */
      readonly owner?: number;
    }
  | {
      readonly kind: 'model';
      readonly id: number;
      /** The model class name, e.g. `AgentLoopOutput`. */
      readonly type: string;
      /** Field values in declaration order. */
      readonly fields: readonly (readonly [string, ValueView])[];
      /** Pydantic's `model_fields_set`, sorted: the fields counted as explicitly set. */
      readonly fieldsSet: readonly string[];
      /** Fields a dump by alias writes under another key: [field name, dump key]. */
      readonly aliases?: readonly (readonly [string, string])[];
      /** Computed fields (`@computed_field`): in dumps, never in the fields-set; values are not evaluated for the view. */
      readonly computed?: readonly string[];
      /**
       * For each field validated from input: [field, the value the input held before validation and
       * validators, the alias or path it was read under (null when read by its name)]. A field whose
       * value differs from its input was converted or changed by a validator; a field without an
       * entry was filled from its default.
       */
      readonly inputs?: readonly (readonly [string, ValueView, string | null])[];
      /** Fields whose value passes through validator functions: [field, the functions' names, outermost first]. */
      readonly validators?: readonly (readonly [string, readonly string[]])[];
      /** Extra values kept by `extra='allow'`: [key, value]. */
      readonly extra?: readonly (readonly [string, ValueView])[];
      /** Keys of the instance's `__dict__` that are no fields (written through `vars(model)` or `model.__dict__`): [key, value]. */
      readonly notFields?: readonly (readonly [string, ValueView])[];
    }
  | { readonly kind: 'instance'; readonly id: number; readonly type: string; readonly attrs: readonly (readonly [string, ValueView])[] }
  | {
      readonly kind: 'tensor';
      readonly id: number;
      readonly type: string;
      readonly dtype: string;
      readonly shape: readonly number[];
      /** `repr()` as torch prints it, e.g. `tensor([101, 102])`. */
      readonly repr: string;
      /** `repr(tensor.tolist())`, exact: `[-0.10000000149011612, -0.20000000298023224]`; empty past 500 elements. */
      readonly tolist: string;
      /** Where the elements live: tensors with the same `storage.id` share memory (a view drawn on its base). */
      readonly storage: TensorStorage;
      /** Object id of the tensor this one is a view of (torch's `._base`), or null when it owns its memory. */
      readonly base: number | null;
    }
  | {
      /** Functions, classes, modules and anything else shown only by its repr. */
      readonly kind: 'opaque';
      readonly id: number;
      readonly type: string;
      readonly repr: string;
    };

/** One Python frame at a step: outermost first in `Step.frames`. */
export interface FrameView {
  /** `<module>` for the script, else the function's qualified name (`AgentLoopOutput.as_dict`). */
  readonly name: string;
  /** `model` or `script` (the contract's file names). */
  readonly file: string;
  /** The line the frame is executing (the first line of its current statement). */
  readonly line: number;
  /** Local variables in binding order (the script's globals for `<module>`, without modules, classes and functions). */
  readonly locals: readonly (readonly [string, ValueView])[];
}

/** What happened at a step. */
export type StepEvent =
  /** A statement is about to run. */
  | 'line'
  /** Inside a statement, a call's arguments are evaluated and the callee is about to run. */
  | 'call'
  /** A Python function defined in the model or script is returning. */
  | 'return'
  /** An exception was raised at `span`. */
  | 'exception'
  /** The run hit its step budget and was stopped. */
  | 'limit'
  /** The script finished normally: the state after its last statement. */
  | 'end';

export interface Step {
  /** Position of this step in `Trace.steps`. */
  readonly index: number;
  readonly event: StepEvent;
  /** File of the innermost frame. */
  readonly file: string;
  /** First line of the statement being executed (what an editor marks as the current line). */
  readonly line: number;
  /** The statement for `line` steps; the call expression for `call`; the failing expression for `exception`. */
  readonly span: Span;
  /** Index of the `line` step of the statement this step belongs to (its own index for `line`). */
  readonly statement: number;
  /** Frames, outermost first. */
  readonly frames: readonly FrameView[];
  /** Every object allocated so far, by id, as it is at this step. */
  readonly heap: ReadonlyMap<number, ObjView>;
  /**
   * `call`: the callee's qualified name (`dict.setdefault`); `return`: repr of the returned value;
   * `exception`: the exception as Python's last traceback line prints it (`KeyError: 'extra_fields'`).
   */
  readonly detail?: string;
  /** For `return` steps: the returned value. */
  readonly value?: ValueView;
}

/** One line of a traceback, outermost first. */
export interface TracebackLine {
  readonly file: string;
  readonly line: number;
  readonly func: string;
}

/** An exception in the chain printed above the final one. */
export interface ChainedException {
  /** How Python's traceback names the class. */
  readonly type: string;
  /** Full `str(exception)`. */
  readonly message: string;
  readonly traceback: readonly TracebackLine[];
  /** How it leads to the next exception: it was its `__cause__` (`raise ... from`), or its `__context__`. */
  readonly link: 'cause' | 'context';
}

/** How the run ended. */
export type RunEnd =
  | { readonly status: 'ok' }
  | {
      readonly status: 'error';
      /** Exception class name. */
      readonly type: string;
      /** First line of `str(exception)`. */
      readonly message: string;
      /** Full `str(exception)` (a pydantic ValidationError spans several lines). */
      readonly fullMessage: string;
      readonly traceback: readonly TracebackLine[];
      /** How Python's traceback names the class: `ValueError`, `__walkthrough__.MyError`. */
      readonly qualifiedType?: string;
      /** The exceptions chained before this one (its `__cause__` or `__context__`, and theirs), earliest first. */
      readonly chain?: readonly ChainedException[];
    }
  | { readonly status: 'limit'; readonly limit: number; readonly message: string };

/**
 * A run's steps in order, read one at a time: an engine trace builds each `Step` when it is read
 * (`StepList`), so hold on to a step only while it is used.
 */
export interface Steps extends Iterable<Step> {
  readonly length: number;
  /** The step at `index` (from the end when negative), as `Array.prototype.at`. */
  at(index: number): Step | undefined;
}

export interface Trace {
  readonly steps: Steps;
  readonly end: RunEnd;
  /** The contract's `statements`: `file:line` of each statement run, consecutive repeats dropped. */
  readonly statements: readonly string[];
  /**
   * The shared global namespace as the run left it. Opaque to the UI: `outcomeOf` (engine/outcome.ts)
   * encodes it into the contract's `roots`, so only the CLI and the tests carry that encoder.
   */
  readonly finalGlobals: ReadonlyMap<string, unknown>;
}

/** A tensor's place in its storage, in elements (torch's `storage_offset()` and `stride()`). */
export interface TensorStorage {
  /** The id of the tensor that allocated the storage: equal ids mean shared memory. */
  readonly id: number;
  readonly offset: number;
  readonly strides: readonly number[];
  /** Elements in the whole storage. */
  readonly size: number;
}
