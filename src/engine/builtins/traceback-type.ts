/**
 * Traceback objects: `e.__traceback__`, the third value of `sys.exc_info()` and of `__exit__`.
 * A chain of `traceback` objects, one per frame the exception has passed through, outermost
 * first, each with `tb_lineno` and `tb_next`. Frame objects (`tb_frame`) and bytecode offsets
 * (`tb_lasti`) are not simulated and are refused by name.
 *
 * Reading `__traceback__` twice gives the same objects while the exception has not unwound
 * through another frame, as in CPython; `with_traceback(tb)` makes `tb`'s frames the
 * exception's traceback, to which later unwinding adds the outer frames.
 */
import { exc, exceptionState, pyError, type TracebackEntry, unsupported } from '../exceptions';
import { typeName } from '../objects';
import { NativeObject, objectType, PyClass, type PyInstance, type PyValue } from '../values';
import { defineGetSets } from './args';

export const tracebackType = new PyClass('traceback', [objectType]);

export class PyTraceback extends NativeObject {
  constructor(
    readonly entry: TracebackEntry,
    readonly next: PyTraceback | null,
  ) {
    super();
  }
  get cls(): PyClass {
    return tracebackType;
  }
}

const made = new WeakMap<PyInstance, { length: number; head: PyTraceback | null }>();

/** `e.__traceback__`: the chain of the frames `e` has unwound through so far, or None. */
export function tracebackOf(e: PyInstance): PyTraceback | null {
  const entries = exceptionState(e).traceback;
  const have = made.get(e);
  if (have && have.length === entries.length) return have.head;
  let head: PyTraceback | null = null;
  for (let i = entries.length - 1; i >= 0; i--) head = new PyTraceback(entries[i], head);
  made.set(e, { length: entries.length, head });
  return head;
}

/** `e.__traceback__ = tb` (or `with_traceback(tb)`): None or a traceback object. */
export function setTraceback(e: PyInstance, tb: PyValue): void {
  if (tb !== null && !(tb instanceof PyTraceback)) throw pyError(exc.TypeError, '__traceback__ must be a traceback or None');
  const entries: TracebackEntry[] = [];
  for (let t: PyTraceback | null = tb; t; t = t.next) entries.push(t.entry);
  const st = exceptionState(e);
  st.traceback = entries;
  made.set(e, { length: entries.length, head: tb });
}

function self(v: PyValue): PyTraceback {
  if (!(v instanceof PyTraceback)) throw pyError(exc.TypeError, `descriptor requires a 'traceback' object but received a '${typeName(v)}'`);
  return v;
}

defineGetSets(tracebackType, {
  tb_lineno: { get: (v) => BigInt(self(v).entry.line) },
  tb_next: { get: (v) => self(v).next },
  tb_frame: { get: () => unsupported('frame objects (traceback.tb_frame)') },
  tb_lasti: { get: () => unsupported('bytecode offsets (traceback.tb_lasti)') },
});
