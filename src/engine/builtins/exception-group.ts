/**
 * `BaseExceptionGroup(message, exceptions)` and `ExceptionGroup`, as CPython 3.11's: the
 * arguments are checked as CPython checks them; a BaseExceptionGroup of Exceptions only is made
 * an ExceptionGroup; `args` is `(message, exceptions)` as given and `.exceptions` a tuple;
 * `str()` counts the sub-exceptions; `subgroup`, `split` and `derive` rebuild the nested groups
 * through the (possibly overridden) `derive`, copying traceback, cause, context and notes.
 * `except*` matching and re-raising is compile-try-star.ts's.
 */
import { exc, exceptionState, isException, newException, pyError } from '../exceptions';
import { call, getAttr, isInstance, toArray, typeName } from '../objects';
import { truthy } from '../ops';
import { str } from '../repr';
import { PyClass, type PyInstance, PyList, PyTuple, type PyValue } from '../values';
import { defineGetSets, defineMethods, nativeSlots } from './args';

export const baseExceptionGroup = new PyClass('BaseExceptionGroup', [exc.BaseException]);
export const exceptionGroup = new PyClass('ExceptionGroup', [baseExceptionGroup, exc.Exception]);

function group(e: PyValue): PyInstance {
  if (!isException(e) || !isInstance(e, baseExceptionGroup))
    throw pyError(exc.TypeError, `descriptor requires a 'BaseExceptionGroup' object but received a '${typeName(e)}'`);
  return e;
}

const members = (e: PyValue) => exceptionState(group(e)).extra?.get('exceptions') as PyTuple;

nativeSlots(baseExceptionGroup, {
  new: (cls, args, kwargs) => {
    if (kwargs && kwargs.size > 0) throw pyError(exc.TypeError, `${cls.name}() takes no keyword arguments`);
    if (args.length !== 2) throw pyError(exc.TypeError, `BaseExceptionGroup.__new__() takes exactly 2 arguments (${args.length} given)`);
    const [message, seq] = args;
    if (typeof message !== 'string') throw pyError(exc.TypeError, `BaseExceptionGroup.__new__() argument 1 must be str, not ${typeName(message)}`);
    if (!(seq instanceof PyList || seq instanceof PyTuple)) throw pyError(exc.TypeError, 'second argument (exceptions) must be a sequence');
    const items = toArray(seq);
    if (items.length === 0) throw pyError(exc.ValueError, 'second argument (exceptions) must be a non-empty sequence');
    items.forEach((x, i) => {
      if (!isException(x)) throw pyError(exc.ValueError, `Item ${i} of second argument (exceptions) is not an exception`);
    });
    const allExceptions = items.every((x) => isInstance(x, exc.Exception));
    let made = cls;
    if (cls === baseExceptionGroup && allExceptions) made = exceptionGroup;
    else if (cls.isSubclassOf(exc.Exception) && !allExceptions) {
      if (cls === exceptionGroup) throw pyError(exc.TypeError, 'Cannot nest BaseExceptions in an ExceptionGroup');
      throw pyError(exc.TypeError, `Cannot nest BaseExceptions in '${cls.name}'`);
    }
    const e = newException(made, [message, seq]);
    exceptionState(e).extra = new Map<string, PyValue>([
      ['message', message],
      ['exceptions', new PyTuple(items)],
    ]);
    return e;
  },
  init: () => undefined,
  str: (self) => {
    const n = members(self).items.length;
    return `${str(exceptionState(group(self)).extra?.get('message') ?? '')} (${n} sub-exception${n === 1 ? '' : 's'})`;
  },
});

defineGetSets(baseExceptionGroup, {
  message: { get: (e) => exceptionState(group(e)).extra?.get('message') ?? '' },
  exceptions: { get: members },
});

/** `subgroup`'s and `split`'s condition as a predicate on one exception. */
function matcher(condition: PyValue): (e: PyValue) => boolean {
  const isType = (v: PyValue) => v instanceof PyClass && v.isSubclassOf(exc.BaseException);
  if (isType(condition)) return (e) => isInstance(e, condition as PyClass);
  if (condition instanceof PyTuple && condition.items.every(isType)) return (e) => condition.items.some((c) => isInstance(e, c as PyClass));
  if (!(condition instanceof PyClass) && condition !== null && typeof condition === 'object') return (e) => truthy(call(condition, [e], null));
  throw pyError(exc.TypeError, 'expected a function, exception type or tuple of exception types');
}

/** A group made by `derive`, with the original's traceback, cause, context and notes. */
function derived(original: PyInstance, excs: PyValue[]): PyValue {
  const made = call(getAttr(original, 'derive'), [new PyList(excs)], null);
  if (!isException(made) || !isInstance(made, baseExceptionGroup)) throw pyError(exc.TypeError, 'derive must return an instance of BaseExceptionGroup');
  const from = exceptionState(original);
  const to = exceptionState(made);
  to.traceback = [...from.traceback];
  to.frames = [...from.frames];
  to.cause = from.cause;
  to.context = from.context;
  to.notes = from.notes;
  return made;
}

/** CPython's `exceptiongroup_split_recursive`: the matching part and (when asked) the rest. */
function split(e: PyValue, match: (e: PyValue) => boolean, withRest: boolean): [PyValue, PyValue] {
  if (match(e)) return [e, null];
  if (!isInstance(e, baseExceptionGroup)) return [null, e];
  const matched: PyValue[] = [];
  const rest: PyValue[] = [];
  for (const sub of members(e).items) {
    const [m, r] = split(sub, match, withRest);
    if (m !== null) matched.push(m);
    if (withRest && r !== null) rest.push(r);
  }
  const g = e as PyInstance;
  return [matched.length ? derived(g, matched) : null, rest.length ? derived(g, rest) : null];
}

defineMethods(baseExceptionGroup, {
  derive: ([self, excs]) => call(baseExceptionGroup, [exceptionState(group(self)).extra?.get('message') ?? '', excs ?? null], null),
  subgroup: ([self, condition]) => split(group(self), matcher(condition ?? null), false)[0],
  split: ([self, condition]) => new PyTuple(split(group(self), matcher(condition ?? null), true)),
});

/** The exceptions at the leaves of a group (the exception itself when it is no group). */
export function groupLeaves(e: PyValue, out: PyValue[] = []): PyValue[] {
  if (isException(e) && isInstance(e, baseExceptionGroup)) for (const sub of members(e).items) groupLeaves(sub, out);
  else out.push(e);
  return out;
}

/** CPython's `exception_group_projection`: the part of `orig` whose leaves are in `keep`, in `orig`'s shape (null for none). */
export function projectGroup(orig: PyInstance, keep: ReadonlySet<PyValue>): PyValue {
  return split(orig, (e) => keep.has(e), false)[0];
}
