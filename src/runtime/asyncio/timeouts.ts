/**
 * `asyncio.timeout(delay)` and `asyncio.timeout_at(when)`, as Python 3.11's `asyncio.timeouts`
 * writes them: an async context manager that cancels the task running it when the deadline comes
 * (in the loop's virtual time), and on exit turns that cancellation into TimeoutError unless
 * another cancellation of the task is still outstanding (`Task.uncancel`).
 */
import {
  defineMethods,
  exc,
  exceptionState,
  formatValue,
  type Kwargs,
  NativeObject,
  nativeCoroutine,
  objectType,
  PyClass,
  PyInstance,
  type PyValue,
  pyError,
  repr,
  toFloat,
  typeName,
} from '../../engine/api';
import { cancelledError, type PyTask, timeoutError } from './futures';
import type { Handle } from './loop';
import type { AsyncioSession } from './session';

/** The states and the words `repr` shows for them. */
const STATES = { created: 'created', entered: 'active', expiring: 'expiring', expired: 'expired', exited: 'finished' } as const;
type State = keyof typeof STATES;

export const timeoutType = new PyClass('Timeout', [objectType], {}, 'asyncio.timeouts');

class TimeoutState extends NativeObject {
  state: State = 'created';
  handle: Handle | null = null;
  task: PyTask | null = null;
  constructor(
    readonly session: AsyncioSession,
    public when: number | null,
  ) {
    super();
  }
  get cls(): PyClass {
    return timeoutType;
  }

  reschedule(when: number | null): void {
    if (this.state === 'created') throw pyError(exc.RuntimeError, 'Timeout has not been entered');
    if (this.state !== 'entered') throw pyError(exc.RuntimeError, `Cannot change state of ${STATES[this.state]} Timeout`);
    this.when = when;
    if (this.handle) this.handle.cancelled = true;
    if (when === null) {
      this.handle = null;
      return;
    }
    const loop = this.session.runningLoop();
    const fire = () => this.onTimeout();
    this.handle = when <= loop.now ? loop.callSoon(fire) : loop.callAt(when, fire);
  }

  private onTimeout(): void {
    this.task?.cancel();
    this.state = 'expiring';
    this.handle = null;
  }
}

function self(args: PyValue[], name: string): TimeoutState {
  const t = args[0];
  if (!(t instanceof TimeoutState))
    throw pyError(exc.TypeError, `descriptor '${name}' for 'Timeout' objects doesn't apply to a '${typeName(t ?? null)}' object`);
  return t;
}

const deadline = (v: PyValue): number | null => (v === null ? null : toFloat(v));

defineMethods(timeoutType, {
  when: (args) => self(args, 'when').when,
  reschedule(args) {
    self(args, 'reschedule').reschedule(deadline(args[1] ?? null));
    return null;
  },
  expired: (args) => {
    const s = self(args, 'expired').state;
    return s === 'expiring' || s === 'expired';
  },
  __aenter__: (args) =>
    // biome-ignore lint/correctness/useYield: an async def that never awaits
    nativeCoroutine('__aenter__', function* () {
      const t = self(args, '__aenter__');
      t.state = 'entered';
      t.task = t.session.tasks.current as PyTask | null;
      if (!t.task) throw pyError(exc.RuntimeError, 'Timeout should be used inside a task');
      t.reschedule(t.when);
      return t;
    }),
  __aexit__: (args) =>
    // biome-ignore lint/correctness/useYield: an async def that never awaits
    nativeCoroutine('__aexit__', function* () {
      const t = self(args, '__aexit__');
      if (t.handle) {
        t.handle.cancelled = true;
        t.handle = null;
      }
      if (t.state === 'expiring') {
        t.state = 'expired';
        const remaining = t.task ? (t.task.cancelRequests > 0 ? --t.task.cancelRequests : 0) : 0;
        if (remaining === 0 && args[1] === cancelledError) {
          const err = pyError(timeoutError);
          // `raise TimeoutError` while the CancelledError is being handled.
          if (args[2] instanceof PyInstance) exceptionState(err).context = args[2];
          throw err;
        }
      } else if (t.state === 'entered') t.state = 'exited';
      return null;
    }),
});

timeoutType.slots.repr = (v) => {
  const t = v as TimeoutState;
  const when = t.state === 'entered' ? ` when=${t.when === null ? 'None' : repr(Number(formatValue(t.when, '.3f')))}` : '';
  return `<Timeout [${STATES[t.state]}]${when}>`;
};

/** The module's `timeout` and `timeout_at` for one run's asyncio. */
export function timeoutFunctions(session: AsyncioSession): Record<string, (args: PyValue[], kw: Kwargs) => PyValue> {
  return {
    timeout: (args) => new TimeoutState(session, args[0] === null || args[0] === undefined ? null : session.runningLoop().now + toFloat(args[0])),
    timeout_at: (args) => new TimeoutState(session, deadline(args[0] ?? null)),
  };
}
