/**
 * The runner service the store calls: run a scenario, check a source, check an exported test.
 * Each call resolves to plain data, or to null when a newer call of the same kind replaced it
 * (its result would be stale). The engine runs in workers (`pool.ts`); a run that does not
 * finish within its deadline is stopped and comes back as a run that hit its limit.
 */
import type { RunData } from '../explain/run-data';
import { type Executor, InProcess, type Outcome, WorkerPool } from './pool';
import type { Job, LabReport, Reply, TestClaim } from './protocol';
import { decodeRun } from './wire';

/** Wall-clock budget of one run (on top of the engine's step budget). */
export const RUN_DEADLINE_MS = 1000;
/** Of one checks or claim job (a whole test file and its model). */
export const CHECK_DEADLINE_MS = 3000;

/** Runs on screen first, then the lab's checks, then the gallery and exports. */
const PRIORITY = { run: 3, checks: 2, background: 1 } as const;

let executor: Executor | null = null;

/** The pool of engine workers (two: the two runs of a scenario go in parallel), or the in-process fallback. */
function engine(): Executor {
  executor ??=
    typeof Worker === 'undefined' ? new InProcess() : new WorkerPool(() => new Worker(new URL('./run.worker.ts', import.meta.url), { type: 'module' }), 2);
  return executor;
}

/** Uses another executor (tests). */
export function useExecutor(e: Executor): void {
  executor = e;
}

function stoppedMessage(ms: number): string {
  return `Stopped after ${ms} ms: the program may be in an endless loop.`;
}

function reply<K extends Reply['kind']>(outcome: Outcome, kind: K): Extract<Reply, { kind: K }> | null {
  return outcome.status === 'done' && outcome.reply.kind === kind ? (outcome.reply as Extract<Reply, { kind: K }>) : null;
}

/** Runs a model and a script. `key` names the run (`before`, `after`): a newer run under it replaces this one. */
export async function runScenario(key: string, model: string, script: string): Promise<RunData | null> {
  const outcome = await engine().submit(`run:${key}`, { kind: 'run', model, script }, { priority: PRIORITY.run, deadlineMs: RUN_DEADLINE_MS });
  const done = reply(outcome, 'run');
  if (done) return decodeRun(done.run);
  switch (outcome.status) {
    case 'cancelled':
      return null;
    case 'stopped':
      // Nothing of the run survives its worker: an empty trace that ended at its (time) limit.
      return { ok: true, stdout: '', trace: { steps: [], statements: [], end: { status: 'limit', limit: outcome.ms, message: stoppedMessage(outcome.ms) } } };
    default: {
      const message = `internal error: ${outcome.status === 'failed' ? outcome.message : 'no result'}`;
      return {
        ok: false,
        problem: {
          kind: 'InternalError',
          message,
          detail: message,
          file: 'script',
          line: 1,
          col: 0,
        },
      };
    }
  }
}

/** Runs a checks script after a model source. `key` names the source checked (`checks`, `gallery:<fix>`). */
export async function checkSource(key: string, model: string, script: string, checkIds: readonly string[], background = false): Promise<LabReport | null> {
  const job: Job = { kind: 'checks', model, script, checkIds };
  const outcome = await engine().submit(key, job, { priority: background ? PRIORITY.background : PRIORITY.checks, deadlineMs: CHECK_DEADLINE_MS });
  const done = reply(outcome, 'checks');
  if (done) return done.report;
  if (outcome.status === 'cancelled') return null;
  return {
    results: [],
    problem: outcome.status === 'stopped' ? stoppedMessage(outcome.ms) : `internal error: ${outcome.status === 'failed' ? outcome.message : ''}`,
  };
}

/** Whether a test body passes after a model source. `key` names the claim (`claim:before`, …). */
export async function claimTest(key: string, model: string, script: string): Promise<TestClaim | null> {
  const outcome = await engine().submit(key, { kind: 'claim', model, script }, { priority: PRIORITY.background, deadlineMs: CHECK_DEADLINE_MS });
  const done = reply(outcome, 'claim');
  if (done) return done.claim;
  if (outcome.status === 'cancelled') return null;
  return {
    passes: false,
    detail: outcome.status === 'stopped' ? stoppedMessage(outcome.ms) : `internal error: ${outcome.status === 'failed' ? outcome.message : ''}`,
  };
}
