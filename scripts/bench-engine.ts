/**
 * The engine's side of `npm run bench`: an engine loaded from a checkout (this one, or another
 * for before/after figures from one run), timed in process, its trace's retained memory
 * measured, and its `trace` command timed in a fresh process.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Workload } from './bench-workloads';

interface RunResultLike {
  readonly ok: boolean;
  readonly trace?: { readonly steps: readonly unknown[]; readonly end: { readonly status: string } };
}

export interface Engine {
  readonly label: string;
  readonly root: string;
  run(model: string, script: string): RunResultLike;
  clearParseCache(): void;
}

/** Loads the engine and runtime of the checkout at `root` (each checkout gets its own module instances). */
export async function loadEngine(label: string, root: string): Promise<Engine> {
  const engine = await import(join(root, 'src', 'engine', 'index.ts'));
  const runModule = await import(join(root, 'src', 'engine', 'run.ts'));
  const runtime = await import(join(root, 'src', 'runtime', 'index.ts'));
  runtime.installRuntime();
  await runtime.installAllModules();
  return {
    label,
    root,
    run: (model, script) => engine.run({ model, script, stepLimit: 1_000_000 }),
    clearParseCache: () => runModule.clearParseCache(),
  };
}

/** One run with parsing and compiling included (as CPython compiles): milliseconds and steps. */
export function timeOnce(engine: Engine, w: Workload): { ms: number; steps: number } {
  engine.clearParseCache();
  const t0 = performance.now();
  const r = engine.run(w.model, w.script);
  const ms = performance.now() - t0;
  if (!r.ok || !r.trace) throw new Error(`${engine.label}: ${w.name} did not run`);
  if (r.trace.end.status === 'limit') throw new Error(`${engine.label}: ${w.name} hit the step limit`);
  return { ms, steps: r.trace.steps.length };
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Heap the finished trace keeps alive, per step (needs node's --expose-gc; NaN without it). */
export function retainedPerStep(engine: Engine, w: Workload): number {
  if (!gc) return Number.NaN;
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const r = engine.run(w.model, w.script);
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  const steps = r.trace?.steps.length ?? 1;
  return (after - before) / steps;
}

/**
 * Milliseconds a fresh process spends on the extra work of `w.script` over `w.short`, through
 * the checkout's `trace` command (process start, module loading and parsing cancel out).
 */
export function coldExtraMs(root: string, w: Workload, dir: string, repeats: number): number {
  const model = join(dir, 'model.py');
  writeFileSync(model, w.model);
  const wall = (script: string) => {
    const path = join(dir, 'script.py');
    writeFileSync(path, script);
    const t0 = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src', 'cli', 'trace.ts'), '--model', model, '--script', path], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    return performance.now() - t0;
  };
  return medianDiff(
    repeats,
    () => wall(w.script),
    () => wall(w.short ?? ''),
  );
}

/** The same for CPython: the reference runner in a fresh process. */
export function coldExtraMsCPython(python: string, runner: string, w: Workload, dir: string, repeats: number): number {
  const model = join(dir, 'model.py');
  writeFileSync(model, w.model);
  const wall = (script: string) => {
    const path = join(dir, 'script.py');
    writeFileSync(path, script);
    const t0 = performance.now();
    execFileSync(python, [runner, model, path], { stdio: ['ignore', 'ignore', 'ignore'] });
    return performance.now() - t0;
  };
  return medianDiff(
    repeats,
    () => wall(w.script),
    () => wall(w.short ?? ''),
  );
}

function medianDiff(repeats: number, long: () => number, short: () => number): number {
  const diffs: number[] = [];
  for (let i = 0; i < repeats; i++) diffs.push(long() - short());
  return median(diffs);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
