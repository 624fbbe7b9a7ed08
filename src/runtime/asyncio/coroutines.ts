/** The coroutines asyncio itself defines with `async def`: `sleep`, `wait_for` and `to_thread`, with native bodies. */
import { awaitValue, type Body, isException, type Kwargs, nativeCoroutine, type PyCoroutine, type PyValue, pyError } from '../../engine/api';
import { awaitFuture, cancelledError, type PyFuture, timeoutError } from './futures';
import { seconds } from './methods';
import type { AsyncioSession } from './session';

/** `asyncio.sleep(delay, result)`: a bare yield for a delay of 0 or less, else a timer. */
export function sleep(session: AsyncioSession, delay: PyValue, result: PyValue): PyCoroutine {
  return nativeCoroutine('sleep', function* () {
    const d = seconds(delay, 'delay');
    if (d <= 0) {
      yield null;
      return result;
    }
    const loop = session.runningLoop();
    const fut = session.newFuture(loop);
    const h = loop.callLater(d, () => {
      if (!fut.done) fut.setResult(result);
    });
    try {
      return yield* awaitFuture(fut);
    } finally {
      h.cancelled = true;
    }
  });
}

function isCancellation(e: unknown): boolean {
  return isException(e) && e.type.isSubclassOf(cancelledError);
}

/** Cancels `fut` and waits until it has finished (`asyncio.tasks._cancel_and_wait`). */
function* cancelAndWait(session: AsyncioSession, fut: PyFuture): Body {
  const waiter = session.newFuture(fut.loop);
  const release = () => {
    if (!waiter.done) waiter.setResult(null);
  };
  fut.addDoneCallback(release);
  try {
    fut.cancel();
    yield* awaitFuture(waiter);
  } finally {
    fut.callbacks = fut.callbacks.filter((c) => c.fn !== release);
  }
  return null;
}

/** The future's result; its cancellation becomes TimeoutError. */
function resultOrTimeout(fut: PyFuture): PyValue {
  try {
    return fut.result();
  } catch (e) {
    if (!isCancellation(e)) throw e;
    const err = pyError(timeoutError);
    err.attrs.set('__cause__', e as PyValue);
    throw err;
  }
}

/** `asyncio.wait_for(aw, timeout)`, as Python 3.11 writes it. */
export function waitFor(session: AsyncioSession, aw: PyValue, timeout: PyValue): PyCoroutine {
  return nativeCoroutine('wait_for', function* () {
    const loop = session.runningLoop();
    if (timeout === null) return yield* awaitValue(aw);
    const limit = seconds(timeout, 'timeout');
    const fut = session.ensureFuture(aw, loop);
    if (limit <= 0) {
      if (fut.done) return fut.result();
      yield* cancelAndWait(session, fut);
      return resultOrTimeout(fut);
    }
    const waiter = session.newFuture(loop);
    const release = () => {
      if (!waiter.done) waiter.setResult(null);
    };
    const handle = loop.callLater(limit, release);
    fut.addDoneCallback(release);
    try {
      try {
        yield* awaitFuture(waiter);
      } catch (e) {
        if (!isCancellation(e)) throw e;
        if (fut.done) return fut.result();
        fut.callbacks = fut.callbacks.filter((c) => c.fn !== release);
        yield* cancelAndWait(session, fut);
        throw e;
      }
      if (fut.done) return fut.result();
      fut.callbacks = fut.callbacks.filter((c) => c.fn !== release);
      yield* cancelAndWait(session, fut);
      return resultOrTimeout(fut);
    } finally {
      handle.cancelled = true;
    }
  });
}

/** `asyncio.to_thread(f, *args, **kwargs)`: `f` through the loop's default executor. */
export function toThread(session: AsyncioSession, func: PyValue, args: PyValue[], kwargs: Kwargs): PyCoroutine {
  return nativeCoroutine('to_thread', function* () {
    return yield* awaitFuture(session.runInExecutor(session.runningLoop(), func, args, kwargs));
  });
}
