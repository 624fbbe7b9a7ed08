/**
 * `asyncio.Future` and `asyncio.Task`, as CPython's `asyncio.futures` and `asyncio.tasks`
 * define them: a future completes once and schedules its done callbacks with `call_soon`; a
 * task drives a coroutine one `send`/`throw` per loop callback (`__step`), parks on a future the
 * coroutine awaits and wakes when it completes, and gives up one loop iteration on a bare yield.
 */
import {
  type Body,
  call,
  coreOf,
  exc,
  isException,
  NativeObject,
  newException,
  objectType,
  PyClass,
  type PyInstance,
  type PyValue,
  pyError,
  repr,
  type Suspended,
} from '../../engine/api';
import type { EventLoop } from './loop';

export const cancelledError = new PyClass('CancelledError', [exc.BaseException], {}, 'asyncio.exceptions');
export const invalidStateError = new PyClass('InvalidStateError', [exc.Exception], {}, 'asyncio.exceptions');
/** Python 3.11's `asyncio.TimeoutError` is the builtin `TimeoutError`. */
export const timeoutError: PyClass = (exc as Record<string, PyClass>).TimeoutError ?? new PyClass('TimeoutError', [exc.Exception]);

export const futureType = new PyClass('Future', [objectType], {}, '_asyncio');
export const taskType = new PyClass('Task', [futureType], {}, '_asyncio');

type Callback = (fut: PyFuture) => void;

export class PyFuture extends NativeObject {
  state: 'PENDING' | 'FINISHED' | 'CANCELLED' = 'PENDING';
  value: PyValue = null;
  error: PyInstance | null = null;
  cancelMessage: PyValue = null;
  /** Set while a task's coroutine is parked on this future (`_asyncio_future_blocking`). */
  blocking = false;
  callbacks: { fn: Callback; key: PyValue }[] = [];

  constructor(readonly loop: EventLoop) {
    super();
  }
  get cls(): PyClass {
    return futureType;
  }
  get done(): boolean {
    return this.state !== 'PENDING';
  }

  private scheduleCallbacks(): void {
    const callbacks = this.callbacks;
    this.callbacks = [];
    for (const c of callbacks) this.loop.callSoon(() => c.fn(this));
  }

  /** `add_done_callback`: runs soon if already done; `key` is the Python callable, for removal. */
  addDoneCallback(fn: Callback, key: PyValue = null): void {
    if (this.done) this.loop.callSoon(() => fn(this));
    else this.callbacks.push({ fn, key });
  }

  removeDoneCallback(key: PyValue): number {
    const before = this.callbacks.length;
    this.callbacks = this.callbacks.filter((c) => c.key !== key || key === null);
    return before - this.callbacks.length;
  }

  setResult(v: PyValue): void {
    if (this.done) throw pyError(invalidStateError, `${this.state}: ${repr(this)}`);
    this.value = v;
    this.state = 'FINISHED';
    this.scheduleCallbacks();
  }

  setException(e: PyValue): void {
    if (this.done) throw pyError(invalidStateError, `${this.state}: ${repr(this)}`);
    const err = e instanceof PyClass ? call(e, [], null) : e;
    if (!isException(err)) throw pyError(exc.TypeError, 'invalid exception object');
    if (err.type.isSubclassOf(exc.StopIteration))
      throw pyError(exc.TypeError, 'StopIteration interacts badly with generators and cannot be raised into a Future');
    this.error = err;
    this.state = 'FINISHED';
    this.scheduleCallbacks();
  }

  cancel(msg: PyValue = null): boolean {
    if (this.done) return false;
    this.state = 'CANCELLED';
    this.cancelMessage = msg;
    this.scheduleCallbacks();
    return true;
  }

  cancelledError(): PyInstance {
    return newException(cancelledError, this.cancelMessage === null ? [] : [this.cancelMessage]);
  }

  /** `result()`: the value, or what it holds raised. */
  result(): PyValue {
    if (this.state === 'CANCELLED') throw this.cancelledError();
    if (this.state !== 'FINISHED') throw pyError(invalidStateError, 'Result is not set.');
    if (this.error) throw this.error;
    return this.value;
  }

  exception(): PyValue {
    if (this.state === 'CANCELLED') throw this.cancelledError();
    if (this.state !== 'FINISHED') throw pyError(invalidStateError, 'Exception is not set.');
    return this.error;
  }
}

/** What `await future` runs (`Future.__await__`): park the task until done, then the result. */
export function* awaitFuture(fut: PyFuture): Body {
  if (!fut.done) {
    fut.blocking = true;
    yield fut;
  }
  if (!fut.done) throw pyError(exc.RuntimeError, "await wasn't used with future");
  return fut.result();
}

/** The loop state tasks share: which task is running, every task not done. */
export interface TaskRegistry {
  current: PyTask | null;
  readonly all: Set<PyTask>;
  count: number;
}

export class PyTask extends PyFuture {
  mustCancel = false;
  cancelRequests = 0;
  waiter: PyFuture | null = null;
  name: string;
  private readonly core: Suspended;

  constructor(
    loop: EventLoop,
    readonly coro: PyValue,
    private readonly registry: TaskRegistry,
    name: PyValue = null,
  ) {
    super(loop);
    const core = coreOf(coro);
    if (core?.kind !== 'coroutine') throw pyError(exc.TypeError, `a coroutine was expected, got ${repr(coro)}`);
    this.core = core;
    this.name = name === null ? `Task-${++registry.count}` : String(name);
    registry.all.add(this);
    loop.callSoon(() => this.step(null));
  }
  get cls(): PyClass {
    return taskType;
  }

  cancel(msg: PyValue = null): boolean {
    if (this.done) return false;
    // Python 3.11's `_num_cancels_requested`, which `cancelling()` reads and `uncancel()` lowers.
    this.cancelRequests++;
    if (this.waiter?.cancel(msg)) return true;
    this.mustCancel = true;
    this.cancelMessage = msg;
    return true;
  }

  private finish(): void {
    this.registry.all.delete(this);
  }

  /** `Task.__step`: one resumption of the coroutine, and what to wait for next. */
  step(thrown: PyInstance | null): void {
    if (this.done) throw pyError(invalidStateError, `_step(): already done: ${repr(this)}`);
    let error = thrown;
    if (this.mustCancel) {
      if (!error?.type.isSubclassOf(cancelledError)) error = this.cancelledError();
      this.mustCancel = false;
    }
    this.waiter = null;
    const saved = this.registry.current;
    this.registry.current = this;
    try {
      let r: { done: boolean; value: PyValue };
      try {
        r = error ? this.core.resume('throw', error) : this.core.resume('send', null);
      } catch (e) {
        if (!isException(e)) throw e;
        this.finish();
        if (e.type.isSubclassOf(cancelledError)) super.cancel();
        else {
          super.setException(e);
          if (e.type.isSubclassOf(exc.KeyboardInterrupt) || e.type.isSubclassOf(exc.SystemExit)) throw e;
        }
        return;
      }
      if (r.done) {
        this.finish();
        if (this.mustCancel) {
          this.mustCancel = false;
          super.cancel(this.cancelMessage);
        } else super.setResult(r.value);
        return;
      }
      this.park(r.value);
    } finally {
      this.registry.current = saved;
    }
  }

  /** What the coroutine yielded: a future to wait on, or None to give up one loop iteration. */
  private park(yielded: PyValue): void {
    if (yielded instanceof PyFuture && yielded.blocking) {
      if (yielded.loop !== this.loop) {
        this.loop.callSoon(() => this.step(pyError(exc.RuntimeError, `Task ${repr(this)} got Future ${repr(yielded)} attached to a different loop`)));
        return;
      }
      if (yielded === this) {
        this.loop.callSoon(() => this.step(pyError(exc.RuntimeError, `Task cannot await on itself: ${repr(this)}`)));
        return;
      }
      yielded.blocking = false;
      yielded.addDoneCallback((f) => this.wakeup(f));
      this.waiter = yielded;
      if (this.mustCancel && this.waiter.cancel(this.cancelMessage)) this.mustCancel = false;
      return;
    }
    if (yielded === null) {
      this.loop.callSoon(() => this.step(null));
      return;
    }
    const message =
      yielded instanceof PyFuture ? `yield was used instead of yield from in task ${repr(this)} with ${repr(yielded)}` : `Task got bad yield: ${repr(yielded)}`;
    this.loop.callSoon(() => this.step(pyError(exc.RuntimeError, message)));
  }

  /** `Task.__wakeup`: the awaited future is done; resume with its result or its exception. */
  private wakeup(fut: PyFuture): void {
    try {
      fut.result();
    } catch (e) {
      if (!isException(e)) throw e;
      this.step(e);
      return;
    }
    this.step(null);
  }
}
