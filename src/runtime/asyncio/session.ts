/**
 * The asyncio state of one run (each run imports its own `asyncio`): the running and current
 * loops, the tasks, and the operations that need them — `run`, `run_until_complete`, `gather`,
 * `ensure_future`, `run_in_executor` — written after CPython's `asyncio.runners`,
 * `base_events` and `tasks`.
 */
import {
  acloseOf,
  call,
  currentRun,
  exc,
  isException,
  type Kwargs,
  type PyAsyncGenerator,
  PyCoroutine,
  PyList,
  type PyValue,
  pyError,
  repr,
  runUntraced,
} from '../../engine/api';
import { PyFuture, PyTask, type TaskRegistry } from './futures';
import { EventLoop } from './loop';

/** `gather`'s outer future: cancelling it cancels the children. */
class GatheringFuture extends PyFuture {
  cancelRequested = false;
  constructor(
    loop: EventLoop,
    readonly children: PyFuture[],
  ) {
    super(loop);
  }
  cancel(msg: PyValue = null): boolean {
    if (this.done) return false;
    let any = false;
    for (const child of this.children) if (child.cancel(msg)) any = true;
    if (any) this.cancelRequested = true;
    return any;
  }
}

export class AsyncioSession {
  readonly tasks: TaskRegistry = { current: null, all: new Set(), count: 0 };
  private running: EventLoop | null = null;
  private current: EventLoop | null = null;
  /** `set_event_loop(None)` was called (as `asyncio.run` does when it ends): no loop is made on demand. */
  private currentCleared = false;

  newLoop(): EventLoop {
    return new EventLoop(this);
  }

  newFuture(loop: EventLoop): PyFuture {
    return new PyFuture(loop);
  }

  runningLoop(): EventLoop {
    if (!this.running) throw pyError(exc.RuntimeError, 'no running event loop');
    return this.running;
  }

  /** `get_event_loop()`: the running loop, else the current one (made on first use). */
  eventLoop(): EventLoop {
    if (this.running) return this.running;
    if (!this.current) {
      if (this.currentCleared) throw pyError(exc.RuntimeError, "There is no current event loop in thread 'MainThread'.");
      this.current = this.newLoop();
    }
    return this.current;
  }

  setEventLoop(loop: EventLoop | null): void {
    this.current = loop;
    this.currentCleared = loop === null;
  }

  ensureFuture(v: PyValue, loop: EventLoop | null): PyFuture {
    if (v instanceof PyFuture) return v;
    if (v instanceof PyCoroutine) return new PyTask(loop ?? this.eventLoop(), v, this.tasks);
    throw pyError(exc.TypeError, 'An asyncio.Future, a coroutine or an awaitable is required');
  }

  /** `loop.run_until_complete(aw)`: runs the loop until the future is done; one more iteration runs its stop callback. */
  runUntilComplete(loop: EventLoop, v: PyValue): PyValue {
    if (this.running) throw pyError(exc.RuntimeError, 'Cannot run the event loop while another loop is running');
    const fut = this.ensureFuture(v, loop);
    const stop = () => loop.stop();
    fut.addDoneCallback(stop);
    this.running = loop;
    try {
      loop.runForever();
    } finally {
      this.running = null;
      fut.callbacks = fut.callbacks.filter((c) => c.fn !== stop);
    }
    if (!fut.done) throw pyError(exc.RuntimeError, 'Event loop stopped before Future completed.');
    return fut.result();
  }

  /**
   * `asyncio.run(main)`: a new loop; at the end, remaining tasks cancelled, the async generators
   * still open closed (`shutdown_asyncgens`) and the loop closed. While it runs, the loop's async
   * generator hooks are in force: each first iterated is remembered, and one freed unfinished is
   * closed by a task the loop makes soon (`call_soon(create_task, agen.aclose())`).
   */
  run(main: PyValue): PyValue {
    if (this.running) throw pyError(exc.RuntimeError, 'asyncio.run() cannot be called from a running event loop');
    if (!(main instanceof PyCoroutine)) throw pyError(exc.ValueError, `a coroutine was expected, got ${repr(main)}`);
    const loop = this.newLoop();
    this.setEventLoop(loop);
    const agens = new Set<PyAsyncGenerator>();
    const run = currentRun();
    const savedHooks = run.asyncGenHooks;
    run.asyncGenHooks = {
      firstiter: (agen) => {
        agens.add(agen as PyAsyncGenerator);
      },
      finalizer: (agen) => {
        agens.delete(agen as PyAsyncGenerator);
        if (loop.closed) return;
        const closing = acloseOf(agen as PyAsyncGenerator);
        loop.callSoon(() => {
          new PyTask(loop, closing, this.tasks);
        });
      },
    };
    const close = () => {
      try {
        this.cancelAllTasks(loop);
        this.shutdownAsyncgens(loop, agens);
      } finally {
        run.asyncGenHooks = savedHooks;
        loop.closed = true;
        this.setEventLoop(null);
      }
    };
    let result: PyValue;
    try {
      result = this.runUntilComplete(loop, new PyTask(loop, main, this.tasks));
    } catch (e) {
      if (isException(e)) close();
      throw e;
    }
    close();
    return result;
  }

  /** `loop.shutdown_asyncgens()`: `aclose()` on every async generator still open, gathered, exceptions kept. */
  private shutdownAsyncgens(loop: EventLoop, agens: Set<PyAsyncGenerator>): void {
    const open = [...agens];
    agens.clear();
    if (!open.length) return;
    this.runUntilComplete(loop, this.gather(open.map(acloseOf), true));
  }

  private cancelAllTasks(loop: EventLoop): void {
    const pending = [...this.tasks.all].filter((t) => t.loop === loop && !t.done);
    if (!pending.length) return;
    for (const t of pending) t.cancel();
    this.runUntilComplete(loop, this.gather(pending, true));
  }

  /** `asyncio.gather(*aws, return_exceptions=...)`, with CPython's done-callback bookkeeping. */
  gather(args: readonly PyValue[], returnExceptions: boolean): PyFuture {
    if (args.length === 0) {
      const outer = new PyFuture(this.eventLoop());
      outer.setResult(new PyList([]));
      return outer;
    }
    const children: PyFuture[] = [];
    const seen = new Map<PyValue, PyFuture>();
    let loop: EventLoop | null = null;
    let finished = 0;
    let outer: GatheringFuture | null = null;
    const done = (fut: PyFuture) => {
      finished++;
      if (!outer || outer.done) return;
      if (!returnExceptions) {
        if (fut.state === 'CANCELLED') {
          outer.setException(fut.cancelledError());
          return;
        }
        if (fut.error) {
          outer.setException(fut.error);
          return;
        }
      }
      if (finished < seen.size) return;
      const results = children.map((c) => (c.state === 'CANCELLED' ? c.cancelledError() : (c.error ?? c.value)));
      if (outer.cancelRequested) outer.setException(fut.cancelledError());
      else outer.setResult(new PyList(results));
    };
    for (const arg of args) {
      let fut = seen.get(arg);
      if (!fut) {
        fut = this.ensureFuture(arg, loop);
        loop ??= fut.loop;
        seen.set(arg, fut);
        fut.addDoneCallback(done);
      }
      children.push(fut);
    }
    outer = new GatheringFuture(loop as EventLoop, children);
    return outer;
  }

  /**
   * `loop.run_in_executor(None, f, *args)`: CPython runs `f` on a worker thread, which its
   * tracer does not see; here `f` runs at once, untraced, and the future completes on the
   * loop's next iteration, as the thread's `call_soon_threadsafe` would complete it.
   */
  runInExecutor(loop: EventLoop, func: PyValue, args: PyValue[], kwargs: Kwargs = null): PyFuture {
    const fut = new PyFuture(loop);
    try {
      const v = runUntraced(() => call(func, args, kwargs));
      loop.callSoon(() => {
        if (!fut.done) fut.setResult(v);
      });
    } catch (e) {
      if (!isException(e)) throw e;
      loop.callSoon(() => {
        if (!fut.done) fut.setException(e);
      });
    }
    return fut;
  }
}
