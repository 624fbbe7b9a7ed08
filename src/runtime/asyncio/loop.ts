/**
 * The event loop, as CPython's `asyncio.base_events` runs it: a FIFO of ready callbacks and a
 * queue of timers; each iteration moves the timers that are due to the ready queue, then runs
 * exactly the callbacks that were ready when it began (those scheduled meanwhile wait for the
 * next iteration). That order is what makes interleaved tasks run in CPython's order.
 * Time is virtual: with nothing ready, the clock jumps to the next timer instead of waiting.
 */

import { currentRun, exc, isException, NativeObject, objectType, PyClass, pyError, StepLimitExceeded, spendWork } from '../../engine/api';
import type { AsyncioSession } from './session';

/** A scheduled callback (`asyncio.Handle` / `TimerHandle`). */
export class Handle {
  cancelled = false;
  constructor(
    readonly run: () => void,
    /** When a timer is due (virtual seconds); 0 for callbacks scheduled with call_soon. */
    readonly when = 0,
    readonly seq = 0,
  ) {}
}

export const handleType = new PyClass('TimerHandle', [objectType], {}, 'asyncio');

/** A handle as Python code holds it (`loop.call_later(...)` returns it; `.cancel()`). */
export class PyHandle extends NativeObject {
  constructor(readonly handle: Handle) {
    super();
  }
  get cls(): PyClass {
    return handleType;
  }
}

/** A callback that raises is reported and skipped, as `Handle._run` does; only SystemExit and KeyboardInterrupt go on. */
function runCallback(h: Handle): void {
  try {
    h.run();
  } catch (e) {
    if (isException(e) && !e.type.isSubclassOf(exc.SystemExit) && !e.type.isSubclassOf(exc.KeyboardInterrupt)) return;
    throw e;
  }
}

export const loopType = new PyClass('_UnixSelectorEventLoop', [objectType], {}, 'asyncio.unix_events');

/** The loop as Python code holds it (`asyncio.get_event_loop()`). */
export class PyLoop extends NativeObject {
  constructor(readonly loop: EventLoop) {
    super();
  }
  get cls(): PyClass {
    return loopType;
  }
}

export class EventLoop {
  /** This loop as a Python object. */
  readonly pyLoop = new PyLoop(this);

  constructor(
    /** The run's asyncio state this loop belongs to. */
    readonly session: AsyncioSession,
  ) {}

  private ready: Handle[] = [];
  private timers: Handle[] = [];
  private seq = 0;
  /** Virtual monotonic time, in seconds (`loop.time()`). */
  now = 0;
  running = false;
  private stopping = false;
  closed = false;

  callSoon(run: () => void): Handle {
    this.checkClosed();
    const h = new Handle(run);
    this.ready.push(h);
    return h;
  }

  callAt(when: number, run: () => void): Handle {
    this.checkClosed();
    const h = new Handle(run, when, this.seq++);
    // Due order; timers due at the same time run in the order they were scheduled.
    let i = this.timers.length;
    while (i > 0 && (this.timers[i - 1].when > when || (this.timers[i - 1].when === when && this.timers[i - 1].seq > h.seq))) i--;
    this.timers.splice(i, 0, h);
    return h;
  }

  callLater(delay: number, run: () => void): Handle {
    return this.callAt(this.now + delay, run);
  }

  stop(): void {
    this.stopping = true;
  }

  private checkClosed(): void {
    if (this.closed) throw pyError(exc.RuntimeError, 'Event loop is closed');
  }

  /** One iteration of the loop (`BaseEventLoop._run_once`). */
  private runOnce(): void {
    this.timers = this.timers.filter((t) => !t.cancelled);
    if (this.ready.length === 0 && !this.stopping) {
      const next = this.timers[0];
      // Nothing will ever become ready: CPython would wait forever.
      if (!next)
        throw new StepLimitExceeded(
          currentRun().budget.limit,
          'The event loop has nothing left to run: the program would wait forever (an awaited future is never completed).',
        );
      if (next.when > this.now) this.now = next.when;
    }
    while (this.timers.length && this.timers[0].when <= this.now) this.ready.push(this.timers.shift() as Handle);
    const todo = this.ready.length;
    for (let i = 0; i < todo; i++) {
      const h = this.ready.shift() as Handle;
      if (h.cancelled) continue;
      spendWork(1);
      runCallback(h);
    }
  }

  /** `run_forever`: iterations until `stop()` is called. */
  runForever(): void {
    this.checkClosed();
    if (this.running) throw pyError(exc.RuntimeError, 'This event loop is already running');
    this.running = true;
    try {
      for (;;) {
        this.runOnce();
        if (this.stopping) break;
      }
    } finally {
      this.stopping = false;
      this.running = false;
    }
  }
}
