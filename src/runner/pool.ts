/**
 * Runs jobs in a small pool of engine workers, so the page never waits on Python.
 *
 * - **Deadline.** Each job gets a wall-clock budget from the moment a ready worker takes it;
 *   past it the worker is terminated (the only way to stop a loop the step budget does not
 *   reach) and replaced, and the job ends `stopped`.
 * - **Newest wins.** A job is submitted under a key (`run:after`, `checks`, …); a newer job
 *   under the same key cancels the older one, dropping it from the queue or terminating the
 *   worker that runs it, so stale work never delays fresh work.
 * - **Priority.** Among queued jobs, a higher priority goes first (runs on screen before
 *   checks before the gallery); equal priorities go in submission order.
 *
 * Where `Worker` does not exist (component tests under jsdom) `InProcess` runs jobs on the
 * page itself with the same contract, minus the deadline (the step budget still applies).
 */
import type { FromWorker, Job, Reply, ToWorker } from './protocol';

/** How a submitted job ended. */
export type Outcome =
  | { readonly status: 'done'; readonly reply: Reply }
  /** Terminated at its deadline (`ms`). */
  | { readonly status: 'stopped'; readonly ms: number }
  /** Replaced by a newer job under the same key. */
  | { readonly status: 'cancelled' }
  /** The worker failed (it could not load, or threw outside the engine's own error handling). */
  | { readonly status: 'failed'; readonly message: string };

export interface JobOptions {
  /** Higher runs first. */
  readonly priority: number;
  readonly deadlineMs: number;
}

export interface Executor {
  submit(key: string, job: Job, options: JobOptions): Promise<Outcome>;
}

/** The part of a `Worker` the pool uses (a test passes a fake). */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(message: ToWorker): void;
  terminate(): void;
}

interface Task {
  readonly id: number;
  readonly key: string;
  readonly job: Job;
  readonly options: JobOptions;
  readonly settle: (o: Outcome) => void;
}

interface Slot {
  readonly worker: WorkerLike;
  ready: boolean;
  task: Task | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export class WorkerPool implements Executor {
  private readonly slots: Slot[] = [];
  private queue: Task[] = [];
  private nextId = 1;
  /** Set when a fresh worker could not even load: every job then fails with this message. */
  private broken: string | null = null;

  constructor(
    private readonly spawn: () => WorkerLike,
    private readonly size: number,
  ) {}

  submit(key: string, job: Job, options: JobOptions): Promise<Outcome> {
    this.cancel(key);
    if (this.broken !== null) return Promise.resolve({ status: 'failed', message: this.broken });
    return new Promise((settle) => {
      this.queue.push({ id: this.nextId++, key, job, options, settle });
      this.pump();
    });
  }

  /** Cancels the job under `key`, queued or running. */
  cancel(key: string): void {
    this.queue = this.queue.filter((t) => {
      if (t.key !== key) return true;
      t.settle({ status: 'cancelled' });
      return false;
    });
    for (const slot of [...this.slots]) {
      if (slot.task?.key !== key) continue;
      const task = slot.task;
      this.replace(slot);
      task.settle({ status: 'cancelled' });
    }
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.ready && s.task === null);
      if (!slot) break;
      let best = 0;
      for (let i = 1; i < this.queue.length; i++) if (this.queue[i].options.priority > this.queue[best].options.priority) best = i;
      const [task] = this.queue.splice(best, 1);
      slot.task = task;
      slot.timer = setTimeout(() => {
        if (slot.task !== task) return;
        this.replace(slot);
        task.settle({ status: 'stopped', ms: task.options.deadlineMs });
      }, task.options.deadlineMs);
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
    // Not enough idle workers for what waits: start more, up to the pool's size.
    const starting = this.slots.filter((s) => !s.ready).length;
    for (let i = starting; i < this.queue.length && this.slots.length < this.size; i++) this.add();
  }

  private add(): Slot {
    const slot: Slot = { worker: this.spawn(), ready: false, task: null, timer: undefined };
    slot.worker.onmessage = (e) => this.received(slot, e.data);
    slot.worker.onerror = (e) => this.crashed(slot, e.message || 'the engine worker failed');
    this.slots.push(slot);
    return slot;
  }

  /** Terminates a slot's worker and starts a fresh one in its place (warm for the next job). */
  private replace(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.task = null;
    slot.worker.terminate();
    this.slots.splice(this.slots.indexOf(slot), 1);
    this.add();
  }

  private received(slot: Slot, message: FromWorker): void {
    if (message.type === 'ready') {
      slot.ready = true;
      this.pump();
      return;
    }
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.task = null;
    task.settle(message.type === 'done' ? { status: 'done', reply: message.reply } : { status: 'failed', message: message.message });
    this.pump();
  }

  private crashed(slot: Slot, message: string): void {
    if (!this.slots.includes(slot)) return;
    if (!slot.ready) {
      // It never loaded: another would not either. Fail everything now rather than retry forever.
      this.broken = `the engine could not start: ${message}`;
      slot.worker.terminate();
      this.slots.splice(this.slots.indexOf(slot), 1);
      for (const t of this.queue) t.settle({ status: 'failed', message: this.broken });
      this.queue = [];
      return;
    }
    const task = slot.task;
    this.replace(slot);
    task?.settle({ status: 'failed', message });
    this.pump();
  }
}

/** Runs jobs on the page, one at a time, newest per key winning (no `Worker` here, so no deadline). */
export class InProcess implements Executor {
  private readonly latest = new Map<string, number>();
  private nextId = 1;
  private chain: Promise<unknown> = Promise.resolve();

  submit(key: string, job: Job): Promise<Outcome> {
    const id = this.nextId++;
    this.latest.set(key, id);
    const current = () => this.latest.get(key) === id;
    const result = this.chain.then(async (): Promise<Outcome> => {
      // Yield first, as a worker would: the caller's state update lands before the result.
      await new Promise((r) => setTimeout(r, 0));
      if (!current()) return { status: 'cancelled' };
      const { perform } = await import('./work');
      if (!current()) return { status: 'cancelled' };
      const reply = await perform(job);
      return current() ? { status: 'done', reply } : { status: 'cancelled' };
    });
    this.chain = result.catch(() => undefined);
    return result.catch((e: unknown) => ({ status: 'failed', message: e instanceof Error ? e.message : String(e) }));
  }
}
