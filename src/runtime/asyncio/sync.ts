/**
 * asyncio's synchronization primitives and queue — `Lock`, `Event`, `Semaphore`,
 * `BoundedSemaphore`, `Queue` — ported from CPython 3.11's `asyncio.locks` and `asyncio.queues`
 * line for line where order matters (which waiter wakes, when). Made per run: their waits need
 * the run's running loop.
 */
import {
  arity,
  type Body,
  checkKwargs,
  defineMethods,
  exc,
  isException,
  type Kwargs,
  NativeObject,
  nativeCoroutine,
  objectType,
  PyClass,
  PyList,
  type PyValue,
  pyError,
  repr,
  toInt,
} from '../../engine/api';
import { awaitFuture, cancelledError, type PyFuture } from './futures';
import type { EventLoop } from './loop';
import type { AsyncioSession } from './session';

class Primitive extends NativeObject {
  private loop: EventLoop | null = null;
  constructor(private readonly type: PyClass) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
  /** `_LoopBoundMixin._get_loop`: the running loop, which must stay the same. */
  protected futureOn(session: AsyncioSession): PyFuture {
    const loop = session.runningLoop();
    this.loop ??= loop;
    if (loop !== this.loop) throw pyError(exc.RuntimeError, `${repr(this)} is bound to a different event loop`);
    return session.newFuture(loop);
  }
}

const isCancellation = (e: unknown) => isException(e) && e.type.isSubclassOf(cancelledError);

class LockState extends Primitive {
  waiters: PyFuture[] | null = null;
  locked = false;

  *acquire(session: AsyncioSession): Body {
    if (!this.locked && (this.waiters === null || this.waiters.every((w) => w.state === 'CANCELLED'))) {
      this.locked = true;
      return true;
    }
    this.waiters ??= [];
    const fut = this.futureOn(session);
    this.waiters.push(fut);
    try {
      try {
        yield* awaitFuture(fut);
      } finally {
        this.waiters.splice(this.waiters.indexOf(fut), 1);
      }
    } catch (e) {
      if (isCancellation(e) && !this.locked) this.wakeUpFirst();
      throw e;
    }
    this.locked = true;
    return true;
  }

  release(): void {
    if (!this.locked) throw pyError(exc.RuntimeError, 'Lock is not acquired.');
    this.locked = false;
    this.wakeUpFirst();
  }

  private wakeUpFirst(): void {
    const fut = this.waiters?.[0];
    if (fut && !fut.done) fut.setResult(true);
  }
}

class SemaphoreState extends Primitive {
  waiters: PyFuture[] | null = null;
  constructor(
    type: PyClass,
    public value: number,
    readonly bound: number | null,
  ) {
    super(type);
  }

  isLocked(): boolean {
    return this.value === 0 || (this.waiters ?? []).some((w) => w.state !== 'CANCELLED');
  }

  *acquire(session: AsyncioSession): Body {
    if (!this.isLocked()) {
      this.value--;
      return true;
    }
    this.waiters ??= [];
    const fut = this.futureOn(session);
    this.waiters.push(fut);
    try {
      try {
        yield* awaitFuture(fut);
      } finally {
        this.waiters.splice(this.waiters.indexOf(fut), 1);
      }
    } catch (e) {
      if (isCancellation(e) && fut.state !== 'CANCELLED') {
        this.value++;
        this.wakeUpNext();
      }
      throw e;
    }
    if (this.value > 0) this.wakeUpNext();
    return true;
  }

  release(): void {
    if (this.bound !== null && this.value >= this.bound) throw pyError(exc.ValueError, 'BoundedSemaphore released too many times');
    this.value++;
    this.wakeUpNext();
  }

  private wakeUpNext(): void {
    for (const fut of this.waiters ?? []) {
      if (!fut.done) {
        this.value--;
        fut.setResult(true);
        return;
      }
    }
  }
}

class EventState extends Primitive {
  readonly waiters: PyFuture[] = [];
  value = false;

  set(): void {
    if (this.value) return;
    this.value = true;
    for (const fut of this.waiters) if (!fut.done) fut.setResult(true);
  }

  *wait(session: AsyncioSession): Body {
    if (this.value) return true;
    const fut = this.futureOn(session);
    this.waiters.push(fut);
    try {
      yield* awaitFuture(fut);
      return true;
    } finally {
      this.waiters.splice(this.waiters.indexOf(fut), 1);
    }
  }
}

class QueueState extends Primitive {
  readonly items: PyValue[] = [];
  readonly getters: PyFuture[] = [];
  readonly putters: PyFuture[] = [];
  unfinished = 0;
  constructor(
    type: PyClass,
    readonly maxsize: number,
    readonly finished: EventState,
    private readonly errors: { empty: PyClass; full: PyClass },
  ) {
    super(type);
    finished.set();
  }

  full(): boolean {
    return this.maxsize > 0 && this.items.length >= this.maxsize;
  }

  private static wakeupNext(waiters: PyFuture[]): void {
    while (waiters.length) {
      const w = waiters.shift() as PyFuture;
      if (!w.done) {
        w.setResult(null);
        break;
      }
    }
  }

  /** Waits on a new future in `waiters` until `blocked()` is false (`put` and `get`). */
  private *waitWhile(session: AsyncioSession, blocked: () => boolean, waiters: PyFuture[]): Body {
    while (blocked()) {
      const w = this.futureOn(session);
      waiters.push(w);
      try {
        yield* awaitFuture(w);
      } catch (e) {
        w.cancel();
        const i = waiters.indexOf(w);
        if (i >= 0) waiters.splice(i, 1);
        if (!blocked() && w.state !== 'CANCELLED') QueueState.wakeupNext(waiters);
        throw e;
      }
    }
    return null;
  }

  *put(session: AsyncioSession, item: PyValue): Body {
    yield* this.waitWhile(session, () => this.full(), this.putters);
    this.putNowait(item);
    return null;
  }

  putNowait(item: PyValue): void {
    if (this.full()) throw pyError(this.errors.full);
    this.items.push(item);
    this.unfinished++;
    this.finished.value = false;
    QueueState.wakeupNext(this.getters);
  }

  *get(session: AsyncioSession): Body {
    yield* this.waitWhile(session, () => this.items.length === 0, this.getters);
    return this.getNowait();
  }

  getNowait(): PyValue {
    if (this.items.length === 0) throw pyError(this.errors.empty);
    const item = this.items.shift() as PyValue;
    QueueState.wakeupNext(this.putters);
    return item;
  }

  taskDone(): void {
    if (this.unfinished <= 0) throw pyError(exc.ValueError, 'task_done() called too many times');
    if (--this.unfinished === 0) this.finished.set();
  }
}

function self<T>(args: PyValue[], kind: new (...a: never[]) => T, name: string): T {
  if (args[0] instanceof kind) return args[0];
  throw pyError(exc.TypeError, `descriptor requires a '${name}' object`);
}

/** The classes of one run, with methods that wait on the run's loop. */
export function syncPrimitives(session: AsyncioSession): Record<string, PyValue> {
  const klass = (name: string, module: string, make: (cls: PyClass, args: PyValue[], kw: Kwargs) => PyValue) => {
    const cls = new PyClass(name, [objectType], {}, module);
    cls.slots.call = (c, args, kw) => make(c, args, kw);
    return cls;
  };
  const co = (name: string, body: () => Body) => nativeCoroutine(name, body);

  const lock = klass('Lock', 'asyncio.locks', (cls, args, kw) => {
    arity('Lock', args, kw, 0, 0);
    return new LockState(cls);
  });
  defineMethods(lock, {
    acquire: (args) => co('acquire', () => self(args, LockState, 'Lock').acquire(session)),
    release(args) {
      self(args, LockState, 'Lock').release();
      return null;
    },
    locked: (args) => self(args, LockState, 'Lock').locked,
    __aenter__: (args) =>
      co('__aenter__', function* () {
        yield* self(args, LockState, 'Lock').acquire(session);
        return null;
      }),
    __aexit__: (args) =>
      // biome-ignore lint/correctness/useYield: an async def that never awaits
      co('__aexit__', function* () {
        self(args, LockState, 'Lock').release();
        return null;
      }),
  });

  const semaphoreOf = (bounded: boolean) => (cls: PyClass, args: PyValue[], kw: Kwargs) => {
    checkKwargs(cls.name, kw, ['value']);
    const value = Number(toInt(args[0] ?? kw?.get('value') ?? 1n));
    if (value < 0) throw pyError(exc.ValueError, 'Semaphore initial value must be >= 0');
    return new SemaphoreState(cls, value, bounded ? value : null);
  };
  const semaphore = klass('Semaphore', 'asyncio.locks', semaphoreOf(false));
  const bounded = new PyClass('BoundedSemaphore', [semaphore], {}, 'asyncio.locks');
  bounded.slots.call = semaphoreOf(true);
  defineMethods(semaphore, {
    acquire: (args) => co('acquire', () => self(args, SemaphoreState, 'Semaphore').acquire(session)),
    release(args) {
      self(args, SemaphoreState, 'Semaphore').release();
      return null;
    },
    locked: (args) => self(args, SemaphoreState, 'Semaphore').isLocked(),
    __aenter__: (args) =>
      co('__aenter__', function* () {
        yield* self(args, SemaphoreState, 'Semaphore').acquire(session);
        return null;
      }),
    __aexit__: (args) =>
      // biome-ignore lint/correctness/useYield: an async def that never awaits
      co('__aexit__', function* () {
        self(args, SemaphoreState, 'Semaphore').release();
        return null;
      }),
  });

  const event = klass('Event', 'asyncio.locks', (cls, args, kw) => {
    arity('Event', args, kw, 0, 0);
    return new EventState(cls);
  });
  defineMethods(event, {
    set(args) {
      self(args, EventState, 'Event').set();
      return null;
    },
    clear(args) {
      self(args, EventState, 'Event').value = false;
      return null;
    },
    is_set: (args) => self(args, EventState, 'Event').value,
    wait: (args) => co('wait', () => self(args, EventState, 'Event').wait(session)),
  });

  const queueEmpty = new PyClass('QueueEmpty', [exc.Exception], {}, 'asyncio.queues');
  const queueFull = new PyClass('QueueFull', [exc.Exception], {}, 'asyncio.queues');
  const queue = klass('Queue', 'asyncio.queues', (cls, args, kw) => {
    checkKwargs('Queue', kw, ['maxsize']);
    const maxsize = Number(toInt(args[0] ?? kw?.get('maxsize') ?? 0n));
    return new QueueState(cls, maxsize, new EventState(event), { empty: queueEmpty, full: queueFull });
  });
  const q = (args: PyValue[]) => self(args, QueueState, 'Queue');
  defineMethods(queue, {
    put: (args) => co('put', () => q(args).put(session, args[1] ?? null)),
    get: (args) => co('get', () => q(args).get(session)),
    put_nowait(args) {
      q(args).putNowait(args[1] ?? null);
      return null;
    },
    get_nowait: (args) => q(args).getNowait(),
    qsize: (args) => BigInt(q(args).items.length),
    empty: (args) => q(args).items.length === 0,
    full: (args) => q(args).full(),
    task_done(args) {
      q(args).taskDone();
      return null;
    },
    join: (args) =>
      co('join', function* () {
        const state = q(args);
        if (state.unfinished > 0) yield* state.finished.wait(session);
        return null;
      }),
  });
  queue.slots.getattr = (obj, name) =>
    name === 'maxsize' ? BigInt((obj as QueueState).maxsize) : name === '_queue' ? new PyList([...(obj as QueueState).items]) : undefined;

  return { Lock: lock, Semaphore: semaphore, BoundedSemaphore: bounded, Event: event, Queue: queue, QueueEmpty: queueEmpty, QueueFull: queueFull };
}
