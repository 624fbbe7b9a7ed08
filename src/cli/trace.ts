/**
 * `npm run --silent trace -- --model PATH --script PATH`: prints the contract's outcome JSON
 * for a model/script pair (the same text `reference/runner.py` prints). Exits 0
 * whether or not the Python program raised; exits 2 when the source could not run at all.
 *
 * The engine runs in a worker thread with a JS stack of `STACK_MB`: each Python call takes a
 * few JS frames, and the main thread's stack (under 1 MB in Node) runs out near CPython's default
 * recursion limit for calls that pass through special methods (`__getattr__`, `__eq__`, a
 * builtin calling back), or past it once a script raises the limit. A worker's stack is
 * allocated at the size asked, so this holds on any machine.
 */
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** The worker's stack: room for about 16 times the Python calls of the main thread's. */
const STACK_MB = 16;

interface Input {
  readonly model: string;
  readonly script: string;
}

type Answer = { readonly ok: true; readonly json: string } | { readonly ok: false; readonly message: string };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function readInput(): Input | null {
  const modelPath = arg('model');
  const scriptPath = arg('script');
  if (!modelPath || !scriptPath) {
    process.stderr.write('usage: trace --model PATH --script PATH\n');
    return null;
  }
  try {
    return { model: readFileSync(modelPath, 'utf8'), script: readFileSync(scriptPath, 'utf8') };
  } catch (e) {
    process.stderr.write(`trace: cannot read input: ${(e as Error).message}\n`);
    return null;
  }
}

function answer(a: Answer): void {
  if (a.ok) {
    process.stdout.write(`${a.json}\n`);
    process.exitCode = 0;
  } else {
    process.stderr.write(`${a.message}\n`);
    process.exitCode = 2;
  }
}

if (isMainThread) {
  const input = readInput();
  if (!input) process.exitCode = 2;
  else {
    // The worker loads this file's TypeScript through tsx, as the command does.
    const entry = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(import.meta.url)});`;
    const worker = new Worker(entry, { eval: true, workerData: input, resourceLimits: { stackSizeMb: STACK_MB } });
    let answered = false;
    const once = (a: Answer) => {
      if (!answered) answer(a);
      answered = true;
    };
    worker.once('message', once);
    worker.once('error', (e) => once({ ok: false, message: `trace: ${e.message}` }));
    worker.once('exit', (code) => once({ ok: false, message: `trace: the engine's thread ended (exit code ${code}) without an answer` }));
  }
} else {
  const { runOutcomeJson } = await import('../engine');
  const { installAllModules, installRuntime } = await import('../runtime');
  installRuntime();
  await installAllModules();
  const r = runOutcomeJson(workerData as Input);
  parentPort?.postMessage((r.ok ? { ok: true, json: r.json } : { ok: false, message: r.problem.message }) satisfies Answer);
}
