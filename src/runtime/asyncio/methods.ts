/** What Python code calls on futures, tasks, handles and loops; and how they print. */
import {
  arity,
  call,
  checkKwargs,
  defineMethods,
  exc,
  type Kwargs,
  PyGenerator,
  type PyObj,
  type PyValue,
  pyError,
  repr,
  Suspended,
  toFloat,
  typeName,
} from '../../engine/api';
import { awaitFuture, futureType, PyFuture, PyTask, taskType } from './futures';
import { handleType, type PyHandle } from './loop';

function future(v: PyValue, method: string): PyFuture {
  if (v instanceof PyFuture) return v;
  throw pyError(exc.TypeError, `descriptor '${method}' requires a 'Future' object but received a '${typeName(v)}'`);
}

function kw(kwargs: Kwargs, name: string): PyValue {
  return kwargs?.get(name) ?? null;
}

/** `future.__await__()`: a generator whose body parks the awaiting task until the future is done. */
export function futureIterator(fut: PyFuture): PyGenerator {
  return new PyGenerator(new Suspended(null, () => awaitFuture(fut), '__await__', 'Future.__await__', 'generator'));
}

defineMethods(futureType, {
  result: (args) => future(args[0], 'result').result(),
  exception: (args) => future(args[0], 'exception').exception(),
  done: (args) => future(args[0], 'done').done,
  cancelled: (args) => future(args[0], 'cancelled').state === 'CANCELLED',
  set_result(args) {
    arity('Future.set_result', args, null, 2, 2);
    future(args[0], 'set_result').setResult(args[1]);
    return null;
  },
  set_exception(args) {
    arity('Future.set_exception', args, null, 2, 2);
    future(args[0], 'set_exception').setException(args[1]);
    return null;
  },
  cancel(args, kwargs) {
    checkKwargs('cancel', kwargs, ['msg']);
    return future(args[0], 'cancel').cancel(args[1] ?? kw(kwargs, 'msg'));
  },
  add_done_callback(args, kwargs) {
    checkKwargs('add_done_callback', kwargs, ['context']);
    const fut = future(args[0], 'add_done_callback');
    const fn = args[1];
    fut.addDoneCallback((f) => {
      call(fn, [f], null);
    }, fn);
    return null;
  },
  remove_done_callback: (args) => BigInt(future(args[0], 'remove_done_callback').removeDoneCallback(args[1])),
  get_loop: (args) => future(args[0], 'get_loop').loop.pyLoop,
  __await__: (args) => futureIterator(future(args[0], '__await__')),
  __iter__: (args) => futureIterator(future(args[0], '__iter__')),
});

function task(v: PyValue, method: string): PyTask {
  if (v instanceof PyTask) return v;
  throw pyError(exc.TypeError, `descriptor '${method}' requires a '_asyncio.Task' object but received a '${typeName(v)}'`);
}

defineMethods(taskType, {
  get_name: (args) => task(args[0], 'get_name').name,
  set_name(args) {
    task(args[0], 'set_name').name = String(args[1]);
    return null;
  },
  get_coro: (args) => task(args[0], 'get_coro').coro,
  cancelling: (args) => BigInt(task(args[0], 'cancelling').cancelRequests),
  uncancel(args) {
    const t = task(args[0], 'uncancel');
    if (t.cancelRequests > 0) t.cancelRequests--;
    return BigInt(t.cancelRequests);
  },
});

defineMethods(handleType, {
  cancel(args) {
    (args[0] as PyHandle).handle.cancelled = true;
    return null;
  },
  cancelled: (args) => (args[0] as PyHandle).handle.cancelled,
  when: (args) => (args[0] as PyHandle).handle.when,
});

/** `<Future finished result=42>`, `<Task pending name='Task-1' coro=<main() ...>>`, as CPython prints them. */
function futureRepr(self: PyObj): string {
  const f = self as PyFuture;
  const state = f.state.toLowerCase();
  let info = state;
  if (f.state === 'FINISHED') info += f.error ? ` exception=${repr(f.error)}` : ` result=${repr(f.value)}`;
  if (f instanceof PyTask) return `<Task ${state} name='${f.name}' coro=${repr(f.coro)}${f.state === 'FINISHED' ? info.slice(state.length) : ''}>`;
  return `<Future ${info}>`;
}

futureType.slots.repr = futureRepr;
taskType.slots.repr = futureRepr;
futureType.slots.getattr = (self, name) => (name === '_asyncio_future_blocking' ? (self as PyFuture).blocking : undefined);

/** A delay in seconds from a Python number. */
export function seconds(v: PyValue, what: string): number {
  if (typeof v !== 'number' && typeof v !== 'bigint' && typeof v !== 'boolean')
    throw pyError(exc.TypeError, `'${typeName(v)}' object cannot be interpreted as a ${what}`);
  return toFloat(v);
}
