/**
 * The engine's worker: runs one job at a time for the page (see `pool.ts`), so that no
 * Python program, however long, can block the page. Posts `ready` once the engine has loaded.
 */
import type { FromWorker, ToWorker } from './protocol';
import { perform } from './work';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

scope.onmessage = (e) => {
  const { id, job } = e.data;
  perform(job).then(
    (reply) => scope.postMessage({ type: 'done', id, reply }),
    (error: unknown) => scope.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
  );
};
scope.postMessage({ type: 'ready' });
