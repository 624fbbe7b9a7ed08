/**
 * Simulated `asyncio`: `run`, `gather`, `sleep` (without real waiting: time is virtual),
 * `create_task`, `TaskGroup`, `wait`, `wait_for`, `shield`, `as_completed`, `timeout`/`timeout_at` (timeouts.ts), event loops with `run_in_executor` (the function runs at once and
 * untraced, as CPython's tracer never sees the executor's thread) — enough to run async code as
 * it is written (verl's agent loops), in CPython's order. Each run imports its own asyncio.
 */
import {
  builtin,
  checkKwargs,
  coreOf,
  exc,
  isCoroutineFunction,
  type Kwargs,
  PyBoundMethod,
  PySet,
  type PyValue,
  pyError,
  registerModule,
} from '../../engine/api';
import { asCompleted } from './as-completed';
import { sleep, toThread, waitFor } from './coroutines';
import { cancelledError, futureType, invalidStateError, PyFuture, PyTask, taskType, timeoutError } from './futures';
import { handleType, loopType } from './loop';
import { defineLoopMethods, loopOf } from './loop-methods';
import { bindTaskGroups, taskGroupType } from './task-group';
import { shield, wait, waitConstants } from './wait';
import './methods';
import { AsyncioSession } from './session';
import { syncPrimitives } from './sync';
import { timeoutFunctions, timeoutType } from './timeouts';

defineLoopMethods();

registerModule('asyncio', () => {
  const session = new AsyncioSession();
  bindTaskGroups(session);
  const fn = (name: string, f: (args: PyValue[], kw: Kwargs) => PyValue) => builtin(name, f);
  const arg = (args: PyValue[], kw: Kwargs, i: number, name: string, dflt: PyValue = null) => args[i] ?? kw?.get(name) ?? dflt;
  return {
    run: fn('run', (args, kw) => {
      checkKwargs('run', kw, ['debug']);
      return session.run(args[0] ?? null);
    }),
    sleep: fn('sleep', (args, kw) => {
      checkKwargs('sleep', kw, ['result']);
      return sleep(session, arg(args, kw, 0, 'delay'), arg(args, kw, 1, 'result'));
    }),
    gather: fn('gather', (args, kw) => {
      checkKwargs('gather', kw, ['return_exceptions']);
      return session.gather(args, Boolean(kw?.get('return_exceptions')));
    }),
    as_completed: fn('as_completed', (args, kw) => {
      checkKwargs('as_completed', kw, ['fs', 'timeout']);
      return asCompleted(session, arg(args, kw, 0, 'fs'), kw?.get('timeout') ?? null);
    }),
    wait: fn('wait', (args, kw) => {
      checkKwargs('wait', kw, ['fs', 'timeout', 'return_when']);
      if (args.length > 1) throw pyError(exc.TypeError, `wait() takes 1 positional argument but ${args.length} were given`);
      return wait(session, arg(args, kw, 0, 'fs'), kw?.get('timeout') ?? null, kw?.get('return_when') ?? 'ALL_COMPLETED');
    }),
    shield: fn('shield', (args, kw) => {
      checkKwargs('shield', kw, ['arg']);
      return shield(session, arg(args, kw, 0, 'arg'));
    }),
    ...waitConstants,
    wait_for: fn('wait_for', (args, kw) => {
      checkKwargs('wait_for', kw, ['fut', 'timeout']);
      return waitFor(session, arg(args, kw, 0, 'fut'), arg(args, kw, 1, 'timeout'));
    }),
    create_task: fn('create_task', (args, kw) => {
      checkKwargs('create_task', kw, ['name', 'context']);
      return new PyTask(session.runningLoop(), args[0] ?? null, session.tasks, kw?.get('name') ?? null);
    }),
    ensure_future: fn('ensure_future', (args, kw) => {
      checkKwargs('ensure_future', kw, ['loop']);
      const loop = kw?.get('loop');
      return session.ensureFuture(args[0] ?? null, loop ? loopOf(loop) : null);
    }),
    to_thread: fn('to_thread', (args, kw) => toThread(session, args[0] ?? null, args.slice(1), kw)),
    get_event_loop: fn('get_event_loop', () => session.eventLoop().pyLoop),
    get_running_loop: fn('get_running_loop', () => session.runningLoop().pyLoop),
    new_event_loop: fn('new_event_loop', () => session.newLoop().pyLoop),
    set_event_loop: fn('set_event_loop', (args) => {
      session.setEventLoop(args[0] === null || args[0] === undefined ? null : loopOf(args[0]));
      return null;
    }),
    iscoroutine: fn('iscoroutine', (args) => coreOf(args[0] ?? null)?.kind === 'coroutine'),
    iscoroutinefunction: fn('iscoroutinefunction', (args) => {
      const f = args[0] ?? null;
      return isCoroutineFunction(f instanceof PyBoundMethod ? f.func : f);
    }),
    isfuture: fn('isfuture', (args) => args[0] instanceof PyFuture),
    current_task: fn('current_task', () => session.tasks.current),
    all_tasks: fn('all_tasks', () => {
      const s = new PySet();
      for (const t of session.tasks.all) if (!t.done) s.map.set(t, t);
      return s;
    }),
    TaskGroup: taskGroupType,
    Future: futureType,
    Task: taskType,
    TimerHandle: handleType,
    AbstractEventLoop: loopType,
    CancelledError: cancelledError,
    InvalidStateError: invalidStateError,
    TimeoutError: timeoutError,
    Timeout: timeoutType,
    ...Object.fromEntries(Object.entries(timeoutFunctions(session)).map(([name, f]) => [name, fn(name, f)])),
    ...syncPrimitives(session),
  };
});
