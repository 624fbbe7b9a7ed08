/**
 * `asyncio.TaskGroup`, as Python 3.11's `asyncio.taskgroups` writes it: an async context manager
 * whose `create_task` tasks are awaited on exit; the first task to fail cancels the others and the
 * task running the group (undone on exit with `uncancel`), and the failures leave as one
 * `ExceptionGroup('unhandled errors in a TaskGroup', [...])` (a BaseExceptionGroup when one is not
 * an Exception; SystemExit and KeyboardInterrupt leave as themselves). Tasks are kept in creation
 * order, where CPython's set orders them by address (the order in which aborting cancels them).
 */
import {
  arity,
  baseExceptionGroup,
  call,
  checkKwargs,
  currentRun,
  defineMethods,
  exc,
  exceptionState,
  isException,
  NativeObject,
  nativeCoroutine,
  objectType,
  PyClass,
  type PyInstance,
  PyList,
  type PyValue,
  pyError,
  typeName,
} from '../../engine/api';
import { awaitFuture, cancelledError, PyFuture, PyTask } from './futures';
import type { EventLoop } from './loop';
import type { AsyncioSession } from './session';

export const taskGroupType = new PyClass('TaskGroup', [objectType], {}, 'asyncio.taskgroups');

class TaskGroup extends NativeObject {
  entered = false;
  exiting = false;
  aborting = false;
  loop: EventLoop | null = null;
  parent: PyTask | null = null;
  parentCancelRequested = false;
  readonly tasks = new Set<PyTask>();
  errors: PyInstance[] = [];
  baseError: PyInstance | null = null;
  onCompleted: PyFuture | null = null;

  constructor(readonly session: AsyncioSession) {
    super();
  }
  get cls(): PyClass {
    return taskGroupType;
  }

  abort(): void {
    this.aborting = true;
    for (const t of this.tasks) if (!t.done) t.cancel();
  }

  onTaskDone(task: PyTask): void {
    this.tasks.delete(task);
    if (this.onCompleted && !this.tasks.size && !this.onCompleted.done) this.onCompleted.setResult(true);
    if (task.state === 'CANCELLED' || !task.error) return;
    const error = task.error;
    this.errors.push(error);
    if (isBaseError(error) && !this.baseError) this.baseError = error;
    const parent = this.parent as PyTask;
    if (parent.done) return;
    if (!this.aborting && !this.parentCancelRequested) {
      this.abort();
      this.parentCancelRequested = true;
      parent.cancel();
    }
  }

  createTask(coro: PyValue, name: PyValue): PyTask {
    if (!this.entered) throw pyError(exc.RuntimeError, `TaskGroup ${groupRepr(this)} has not been entered`);
    if (this.exiting && !this.tasks.size) throw pyError(exc.RuntimeError, `TaskGroup ${groupRepr(this)} is finished`);
    if (this.aborting) throw pyError(exc.RuntimeError, `TaskGroup ${groupRepr(this)} is shutting down`);
    const task = new PyTask(this.loop as EventLoop, coro, this.session.tasks, name);
    task.addDoneCallback((f) => this.onTaskDone(f as PyTask));
    this.tasks.add(task);
    return task;
  }
}

function isBaseError(e: PyInstance): boolean {
  return e.type.isSubclassOf(exc.SystemExit) || e.type.isSubclassOf(exc.KeyboardInterrupt);
}

function groupRepr(g: TaskGroup): string {
  const info = [''];
  if (g.tasks.size) info.push(`tasks=${g.tasks.size}`);
  if (g.errors.length) info.push(`errors=${g.errors.length}`);
  if (g.aborting) info.push('cancelling');
  else if (g.entered) info.push('entered');
  return `<TaskGroup${info.join(' ')}>`;
}

taskGroupType.slots.repr = (v) => groupRepr(v as TaskGroup);

function self(args: PyValue[], name: string): TaskGroup {
  const g = args[0];
  if (!(g instanceof TaskGroup))
    throw pyError(exc.TypeError, `descriptor '${name}' for 'TaskGroup' objects doesn't apply to a '${typeName(g ?? null)}' object`);
  return g;
}

/** `TaskGroup.__aexit__(et, exc, tb)`. */
function* exit(g: TaskGroup, et: PyValue, error: PyValue) {
  g.exiting = true;
  const raised = isException(error) ? error : null;
  if (raised && isBaseError(raised) && !g.baseError) g.baseError = raised;
  let propagateCancellation: PyInstance | null = et === cancelledError ? raised : null;
  if (g.parentCancelRequested) {
    const parent = g.parent as PyTask;
    if (parent.cancelRequests > 0) parent.cancelRequests--;
    if (parent.cancelRequests === 0) propagateCancellation = null;
  }
  if (et !== null && !g.aborting) g.abort();
  while (g.tasks.size) {
    g.onCompleted ??= new PyFuture(g.loop as EventLoop);
    try {
      yield* awaitFuture(g.onCompleted);
    } catch (e) {
      if (!(isException(e) && e.type.isSubclassOf(cancelledError))) throw e;
      if (!g.aborting) {
        propagateCancellation = e;
        g.abort();
      }
    }
    g.onCompleted = null;
  }
  if (g.baseError) throw g.baseError;
  if (propagateCancellation && !g.errors.length) throw propagateCancellation;
  if (et !== null && et !== cancelledError && raised) g.errors.push(raised);
  if (g.errors.length) {
    const group = call(baseExceptionGroup, ['unhandled errors in a TaskGroup', new PyList(g.errors)], null) as PyInstance;
    g.errors = [];
    const st = exceptionState(group);
    st.cause = null;
    st.suppressContext = true;
    throw group;
  }
  return null;
}

defineMethods(taskGroupType, {
  create_task: (args, kw) => {
    checkKwargs('create_task', kw, ['name', 'context']);
    return self(args, 'create_task').createTask(args[1] ?? null, kw?.get('name') ?? null);
  },
  __aenter__: (args) =>
    // biome-ignore lint/correctness/useYield: an async def that never awaits
    nativeCoroutine('__aenter__', function* () {
      const g = self(args, '__aenter__');
      if (g.entered) throw pyError(exc.RuntimeError, `TaskGroup ${groupRepr(g)} has already been entered`);
      g.entered = true;
      g.loop ??= g.session.runningLoop();
      g.parent = g.session.tasks.current;
      if (!g.parent) throw pyError(exc.RuntimeError, `TaskGroup ${groupRepr(g)} cannot determine the parent task`);
      return g;
    }),
  __aexit__: (args) => nativeCoroutine('__aexit__', () => exit(self(args, '__aexit__'), args[1] ?? null, args[2] ?? null)),
});

/** Each run's asyncio state, which `TaskGroup()` (a class shared by every run) belongs to. */
const sessions = new WeakMap<object, AsyncioSession>();

/** Called as a run imports asyncio: `TaskGroup()` in that run uses `session`. */
export function bindTaskGroups(session: AsyncioSession): void {
  sessions.set(currentRun(), session);
}

taskGroupType.slots.call = (_cls, args, kw) => {
  arity('TaskGroup', args, kw, 0, 0);
  const session = sessions.get(currentRun());
  if (!session) throw pyError(exc.RuntimeError, 'asyncio.TaskGroup made outside the run that imported asyncio');
  return new TaskGroup(session);
};
