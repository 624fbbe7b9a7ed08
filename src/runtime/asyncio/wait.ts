/**
 * `asyncio.wait(fs, timeout=None, return_when=ALL_COMPLETED)` and `asyncio.shield(aw)` as Python
 * 3.11's `asyncio.tasks` writes them. `wait` wraps each distinct awaitable in a future (a coroutine
 * still accepted, as 3.11 does with its DeprecationWarning), parks until the condition holds or the
 * timeout passes, and returns the `(done, pending)` sets; CPython's sets order tasks by address,
 * these by first appearance. `shield` gives an outer future that a cancellation does not pass
 * through to the inner one.
 */
import { exc, iterate, nativeCoroutine, PyCoroutine, PySet, PyTuple, type PyValue, pyError, repr, truthy, typeName } from '../../engine/api';
import { awaitFuture, PyFuture } from './futures';
import { seconds } from './methods';
import type { AsyncioSession } from './session';

export const waitConstants = { FIRST_COMPLETED: 'FIRST_COMPLETED', FIRST_EXCEPTION: 'FIRST_EXCEPTION', ALL_COMPLETED: 'ALL_COMPLETED' } as const;

function setOf(fs: readonly PyFuture[]): PySet {
  const s = new PySet();
  for (const f of fs) s.map.set(f, f);
  return s;
}

export function wait(session: AsyncioSession, fs: PyValue, timeout: PyValue, returnWhen: PyValue): PyCoroutine {
  return nativeCoroutine('wait', function* () {
    if (fs instanceof PyFuture || fs instanceof PyCoroutine) throw pyError(exc.TypeError, `expect a list of futures, not ${typeName(fs)}`);
    if (!truthy(fs)) throw pyError(exc.ValueError, 'Set of Tasks/Futures is empty.');
    if (returnWhen !== 'FIRST_COMPLETED' && returnWhen !== 'FIRST_EXCEPTION' && returnWhen !== 'ALL_COMPLETED')
      throw pyError(exc.ValueError, `Invalid return_when value: ${typeof returnWhen === 'string' ? returnWhen : repr(returnWhen)}`);
    const loop = session.runningLoop();
    const distinct = new Set<PyValue>();
    for (const it = iterate(fs); ; ) {
      const n = it.next();
      if (n.done) break;
      distinct.add(n.value);
    }
    const futures = [...distinct].map((f) => session.ensureFuture(f, loop));
    const waiter = new PyFuture(loop);
    const handle =
      timeout === null
        ? null
        : loop.callLater(seconds(timeout, 'timeout'), () => {
            if (!waiter.done) waiter.setResult(null);
          });
    let counter = futures.length;
    const onCompletion = (f: PyFuture) => {
      counter--;
      if (counter <= 0 || returnWhen === 'FIRST_COMPLETED' || (returnWhen === 'FIRST_EXCEPTION' && f.state !== 'CANCELLED' && f.error !== null)) {
        if (handle) handle.cancelled = true;
        if (!waiter.done) waiter.setResult(null);
      }
    };
    for (const f of futures) f.addDoneCallback(onCompletion);
    try {
      yield* awaitFuture(waiter);
    } finally {
      if (handle) handle.cancelled = true;
      for (const f of futures) f.callbacks = f.callbacks.filter((c) => c.fn !== onCompletion);
    }
    return new PyTuple([setOf(futures.filter((f) => f.done)), setOf(futures.filter((f) => !f.done))]);
  });
}

export function shield(session: AsyncioSession, arg: PyValue): PyFuture {
  const inner = session.ensureFuture(arg, null);
  if (inner.done) return inner;
  const outer = new PyFuture(inner.loop);
  const innerDone = (f: PyFuture) => {
    if (outer.state === 'CANCELLED') return;
    if (f.state === 'CANCELLED') outer.cancel();
    else if (f.error) outer.setException(f.error);
    else outer.setResult(f.value);
  };
  inner.addDoneCallback(innerDone);
  outer.addDoneCallback(() => {
    if (!inner.done) inner.callbacks = inner.callbacks.filter((c) => c.fn !== innerDone);
  });
  return outer;
}
