/** The methods of an event loop as Python code calls them (`loop.run_until_complete(...)`, `loop.run_in_executor(...)`). */
import { arity, call, checkKwargs, defineMethods, exc, type PyValue, pyError, repr } from '../../engine/api';
import { PyTask } from './futures';
import { type EventLoop, loopType, PyHandle, PyLoop } from './loop';
import { seconds } from './methods';

export function loopOf(v: PyValue): EventLoop {
  if (v instanceof PyLoop) return v.loop;
  throw pyError(exc.TypeError, `expected an asyncio event loop, got ${repr(v)}`);
}

/** A callback with its arguments, as `call_soon(callback, *args)` keeps it. */
function callback(fn: PyValue, args: PyValue[]): () => void {
  return () => {
    call(fn, args, null);
  };
}

export function defineLoopMethods(): void {
  defineMethods(loopType, {
    run_until_complete(args) {
      arity('run_until_complete', args.slice(1), null, 1, 1);
      const loop = loopOf(args[0]);
      return loop.session.runUntilComplete(loop, args[1]);
    },
    run_forever(args) {
      loopOf(args[0]).runForever();
      return null;
    },
    stop(args) {
      loopOf(args[0]).stop();
      return null;
    },
    close(args) {
      const loop = loopOf(args[0]);
      if (loop.running) throw pyError(exc.RuntimeError, 'Cannot close a running event loop');
      loop.closed = true;
      return null;
    },
    is_running: (args) => loopOf(args[0]).running,
    is_closed: (args) => loopOf(args[0]).closed,
    time: (args) => loopOf(args[0]).now,
    call_soon(args, kw) {
      checkKwargs('call_soon', kw, ['context']);
      return new PyHandle(loopOf(args[0]).callSoon(callback(args[1], args.slice(2))));
    },
    call_later(args, kw) {
      checkKwargs('call_later', kw, ['context']);
      return new PyHandle(loopOf(args[0]).callLater(seconds(args[1], 'delay'), callback(args[2], args.slice(3))));
    },
    call_at(args, kw) {
      checkKwargs('call_at', kw, ['context']);
      return new PyHandle(loopOf(args[0]).callAt(seconds(args[1], 'when'), callback(args[2], args.slice(3))));
    },
    create_future(args) {
      const loop = loopOf(args[0]);
      return loop.session.newFuture(loop);
    },
    create_task(args, kw) {
      checkKwargs('create_task', kw, ['name', 'context']);
      const loop = loopOf(args[0]);
      return new PyTask(loop, args[1], loop.session.tasks, kw?.get('name') ?? null);
    },
    run_in_executor(args) {
      if (args.length < 3)
        throw pyError(exc.TypeError, `run_in_executor() missing ${3 - args.length} required positional argument${args.length === 2 ? '' : 's'}`);
      const loop = loopOf(args[0]);
      if (args[1] !== null) throw pyError(exc.NotImplementedError, 'run_in_executor with an executor other than None is not supported by this explainer');
      return loop.session.runInExecutor(loop, args[2], args.slice(3));
    },
  });
}
