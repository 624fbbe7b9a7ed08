/**
 * The runner: the worker pool's deadline, newest-wins cancellation and priorities (with fake
 * workers), the wire form of a trace (a round trip keeps every step's heap), and how a stopped
 * run reads on the page. The real worker is exercised in Chromium (test/e2e).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WorkerLike, WorkerPool } from '../../src/runner/pool';
import type { FromWorker, Job, ToWorker } from '../../src/runner/protocol';
import { runScenario, useExecutor } from '../../src/runner/service';
import { decodeRun, encodeRun } from '../../src/runner/wire';
import { prScenario, runOk } from '../helpers';

/** A worker that loads at once and answers only when told to. */
class FakeWorker implements WorkerLike {
  static all: FakeWorker[] = [];
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  readonly received: ToWorker[] = [];
  terminated = false;
  constructor(private readonly loads = true) {
    FakeWorker.all.push(this);
    queueMicrotask(() => (this.loads ? this.send({ type: 'ready' }) : this.onerror?.({ message: 'no module' } as ErrorEvent)));
  }
  postMessage(m: ToWorker): void {
    this.received.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  send(m: FromWorker): void {
    this.onmessage?.({ data: m } as MessageEvent<FromWorker>);
  }
  /** Answers its last job as a claim that passes. */
  answer(): void {
    const last = this.received[this.received.length - 1];
    this.send({ type: 'done', id: last.id, reply: { kind: 'claim', claim: { passes: true, detail: '' } } });
  }
}

const job = (script: string): Job => ({ kind: 'claim', model: '', script });
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  FakeWorker.all = [];
  vi.useRealTimers();
});

describe('worker pool', () => {
  it('stops a job at its deadline by terminating its worker, and starts a fresh one', async () => {
    vi.useFakeTimers();
    const pool = new WorkerPool(() => new FakeWorker(), 1);
    const outcome = pool.submit('k', job('while True: pass'), { priority: 1, deadlineMs: 1500 });
    await vi.advanceTimersByTimeAsync(0);
    const [first] = FakeWorker.all;
    expect(first.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(first.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ status: 'stopped', ms: 1500 });
    expect(first.terminated).toBe(true);
    expect(FakeWorker.all).toHaveLength(2);
    // The fresh worker takes the next job.
    const next = pool.submit('k', job('x = 1'), { priority: 1, deadlineMs: 1500 });
    await vi.advanceTimersByTimeAsync(0);
    FakeWorker.all[1].answer();
    expect((await next).status).toBe('done');
  });

  it('lets a newer job under the same key cancel the older one, queued or running', async () => {
    const pool = new WorkerPool(() => new FakeWorker(), 1);
    const running = pool.submit('a', job('1'), { priority: 1, deadlineMs: 5000 });
    await flush();
    const queued = pool.submit('b', job('2'), { priority: 1, deadlineMs: 5000 });
    const newerB = pool.submit('b', job('3'), { priority: 1, deadlineMs: 5000 });
    expect(await queued).toEqual({ status: 'cancelled' });
    const newerA = pool.submit('a', job('4'), { priority: 1, deadlineMs: 5000 });
    expect(await running).toEqual({ status: 'cancelled' });
    expect(FakeWorker.all[0].terminated).toBe(true);
    await flush();
    const worker = FakeWorker.all[1];
    // Submission order among equal priorities: b's newer job was queued before a's.
    expect(worker.received.map((m) => (m.job as { script: string }).script)).toEqual(['3']);
    worker.answer();
    expect((await newerB).status).toBe('done');
    await flush();
    expect(worker.received.map((m) => (m.job as { script: string }).script)).toEqual(['3', '4']);
    worker.answer();
    expect((await newerA).status).toBe('done');
  });

  it('runs a higher priority first, equal priorities in order, on up to its size of workers', async () => {
    const pool = new WorkerPool(() => new FakeWorker(), 2);
    for (const [name, priority] of [
      ['a', 1],
      ['b', 1],
      ['low', 1],
      ['high', 3],
    ] as const)
      void pool.submit(name, job(name), { priority, deadlineMs: 5000 });
    await flush();
    expect(FakeWorker.all).toHaveLength(2);
    const scripts = (w: FakeWorker) => w.received.map((m) => (m.job as { script: string }).script);
    // The first worker ready takes 'high', though it was submitted last; the second takes 'a'.
    expect(FakeWorker.all.map(scripts)).toEqual([['high'], ['a']]);
    FakeWorker.all[0].answer();
    await flush();
    expect(FakeWorker.all.map(scripts)).toEqual([['high', 'b'], ['a']]);
  });

  it('fails every job at once when a worker cannot even load', async () => {
    const pool = new WorkerPool(() => new FakeWorker(false), 2);
    const outcome = await pool.submit('k', job('1'), { priority: 1, deadlineMs: 1000 });
    expect(outcome.status).toBe('failed');
    expect((await pool.submit('k', job('2'), { priority: 1, deadlineMs: 1000 })).status).toBe('failed');
  });
});

describe('the wire form of a run', () => {
  it('rebuilds every step with the same heap, frames and end', () => {
    const trace = runOk(`${prScenario}extra = [result, output]\n`);
    const back = decodeRun(structuredClone(encodeRun({ ok: true, trace, stdout: '' })));
    if (!back.ok) throw new Error('expected a run');
    expect(back.trace.end).toEqual(trace.end);
    expect(back.trace.statements).toEqual(trace.statements);
    expect(back.trace.steps).toHaveLength(trace.steps.length);
    [...trace.steps].forEach((step, i) => {
      const got = back.trace.steps.at(i)!;
      expect(got.frames).toEqual(step.frames);
      expect(got.event).toBe(step.event);
      expect(new Map(got.heap)).toEqual(new Map(step.heap));
    });
  });

  it('passes a source problem through as it is', () => {
    const problem = { kind: 'SyntaxError', message: 'invalid syntax', detail: 'invalid syntax', file: 'script', line: 2, col: 0 } as const;
    expect(decodeRun(encodeRun({ ok: false, problem }))).toEqual({ ok: false, problem });
  });
});

describe('the runner service', () => {
  it('shows a run stopped at its deadline as a run that hit its limit, with the time', async () => {
    useExecutor({ submit: async () => ({ status: 'stopped', ms: 1500 }) });
    const r = await runScenario('after', 'while 1: pass\n', '');
    expect(r?.ok && r.trace.end).toEqual({ status: 'limit', limit: 1500, message: 'Stopped after 1500 ms: the program may be in an endless loop.' });
    useExecutor({ submit: async () => ({ status: 'cancelled' }) });
    expect(await runScenario('after', '', '')).toBeNull();
  });
});
