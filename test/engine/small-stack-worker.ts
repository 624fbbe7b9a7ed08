/**
 * Runs scripts through the engine in a worker thread whose JS stack is as small as a browser's
 * Web Worker's (about 500 KB: `recursion-depth.test.ts` starts it with `resourceLimits.stackSizeMb`).
 * Receives `{ model, script }`, answers with the outcome JSON or the source problem's message.
 */
import { parentPort } from 'node:worker_threads';
import { runOutcomeJson } from '../../src/engine';
import { installAllModules, installRuntime } from '../../src/runtime';

installRuntime();
await installAllModules();
parentPort?.on('message', (input: { model: string; script: string }) => {
  const r = runOutcomeJson(input);
  parentPort?.postMessage(r.ok ? r.json : `problem: ${r.problem.message}`);
});
