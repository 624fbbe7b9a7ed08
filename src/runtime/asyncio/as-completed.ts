/**
 * `asyncio.as_completed(fs, timeout=None)` as Python 3.11's `asyncio.tasks` writes it: a plain
 * generator that, when first iterated, wraps each distinct awaitable in a future, and yields one
 * coroutine per future; each coroutine waits on a queue the futures' done callbacks fill in the
 * order they finish (a `None` there, put by the timeout, raises TimeoutError). Its queue is
 * `asyncio.Queue`'s behaviour written out: a waiting getter is woken by `set_result`, one at a time.
 */
import { type Body, exc, iterate, nativeCoroutine, PyCoroutine, PyGenerator, type PyValue, pyError, Suspended, typeName } from '../../engine/api';
import { awaitFuture, PyFuture, timeoutError } from './futures';
import type { EventLoop } from './loop';
import { seconds } from './methods';
import type { AsyncioSession } from './session';

/** The part of `asyncio.Queue` as_completed uses: unbounded, `put_nowait` and `get`. */
class DoneQueue {
  private readonly items: (PyFuture | null)[] = [];
  private readonly getters: PyFuture[] = [];

  constructor(private readonly loop: EventLoop) {}

  put(item: PyFuture | null): void {
    this.items.push(item);
    this.wakeNext();
  }

  private wakeNext(): void {
    while (this.getters.length) {
      const g = this.getters.shift() as PyFuture;
      if (!g.done) {
        g.setResult(null);
        return;
      }
    }
  }

  /** `await queue.get()`. */
  *get(): Generator<PyValue, PyFuture | null, PyValue> {
    while (this.items.length === 0) {
      const getter = new PyFuture(this.loop);
      this.getters.push(getter);
      try {
        yield* awaitFuture(getter);
      } catch (e) {
        getter.cancel();
        const at = this.getters.indexOf(getter);
        if (at >= 0) this.getters.splice(at, 1);
        if (this.items.length && getter.state !== 'CANCELLED') this.wakeNext();
        throw e;
      }
    }
    return this.items.shift() as PyFuture | null;
  }
}

export function asCompleted(session: AsyncioSession, fs: PyValue, timeout: PyValue): PyGenerator {
  const body = function* (): Body {
    if (fs instanceof PyFuture || fs instanceof PyCoroutine) throw pyError(exc.TypeError, `expect an iterable of futures, not ${typeName(fs)}`);
    const loop = session.eventLoop();
    const distinct = new Set<PyValue>();
    for (const it = iterate(fs); ; ) {
      const n = it.next();
      if (n.done) break;
      distinct.add(n.value);
    }
    const queue = new DoneQueue(loop);
    const todo = new Set<PyFuture>([...distinct].map((f) => session.ensureFuture(f, loop)));
    let timeoutHandle: { cancelled: boolean } | null = null;
    const onCompletion = (f: PyFuture) => {
      if (todo.size === 0) return;
      todo.delete(f);
      queue.put(f);
      if (todo.size === 0 && timeoutHandle) timeoutHandle.cancelled = true;
    };
    const onTimeout = () => {
      for (const f of todo) {
        f.callbacks = f.callbacks.filter((c) => c.fn !== onCompletion);
        queue.put(null);
      }
      todo.clear();
    };
    for (const f of todo) f.addDoneCallback(onCompletion);
    if (todo.size && timeout !== null) timeoutHandle = loop.callLater(seconds(timeout, 'timeout'), onTimeout);
    const count = todo.size;
    for (let i = 0; i < count; i++) {
      yield nativeCoroutine('_wait_for_one', function* () {
        const f = yield* queue.get();
        if (f === null) throw pyError(timeoutError);
        return f.result();
      });
    }
    return null;
  };
  return new PyGenerator(new Suspended(null, body, 'as_completed', 'as_completed', 'generator'));
}
