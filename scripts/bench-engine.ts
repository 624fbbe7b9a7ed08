/**
 * The engine's side of `npm run bench`: an engine loaded from a checkout (this one, or another
 * for before/after figures from one run), timed in process, its trace's retained memory
 * measured, and its first run timed in a fresh process. Times are CPU time, which other work on
 * a shared machine does not inflate as it does wall time.
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

/**
 * One run with parsing and compiling included (as CPython compiles): CPU milliseconds the
 * process spent (user + system, every thread: the collector's and the compiler's too) and steps.
 * CPU time rather than wall time, so that other work on a shared machine does not count.
 */
export function timeOnce(engine: Engine, w: Workload): { ms: number; steps: number } {
  engine.clearParseCache();
  const t0 = process.cpuUsage();
  const r = engine.run(w.model, w.script);
  const cpu = process.cpuUsage(t0);
  const ms = (cpu.user + cpu.system) / 1000;
  if (!r.ok || !r.trace) throw new Error(`${engine.label}: ${w.name} did not run`);
  if (r.trace.end.status === 'limit') throw new Error(`${engine.label}: ${w.name} hit the step limit`);
  return { ms, steps: r.trace.steps.length };
}

/**
 * One run as the app makes it: the model's compiled module kept from the runs before (the app's
 * engine worker compiles a source text once and reuses it, run.ts's `compiledSource`), the
 * scenario parsed anew, as after an edit (its text differs each time by a comment line).
 */
export function timeAppRun(engine: Engine, w: Workload, edit: number): { ms: number; steps: number } {
  const script = `${w.script}\n# edit ${edit}\n`;
  const t0 = process.cpuUsage();
  const r = engine.run(w.model, script);
  const cpu = process.cpuUsage(t0);
  if (!r.ok || !r.trace) throw new Error(`${engine.label}: ${w.name} did not run`);
  return { ms: (cpu.user + cpu.system) / 1000, steps: r.trace.steps.length };
}

const gc = (globalThis as { gc?: () => void }).gc;

/**
 * Heap the finished trace keeps alive, per step (needs node's --expose-gc; NaN without it): the
 * growth from holding one result to holding three, halved. Whatever the engine itself keeps of
 * its latest run is in both measurements, so it cancels (a plain before/after difference would
 * count the new trace minus the previous one the engine let go).
 */
export function retainedPerStep(engine: Engine, w: Workload): number {
  if (!gc) return Number.NaN;
  const held: RunResultLike[] = [engine.run(w.model, w.script)];
  gc();
  gc();
  const one = process.memoryUsage().heapUsed;
  held.push(engine.run(w.model, w.script), engine.run(w.model, w.script));
  gc();
  gc();
  const three = process.memoryUsage().heapUsed;
  const steps = held[0].trace?.steps.length ?? 1;
  return (three - one) / 2 / steps;
}

/**
 * CPU milliseconds the first run of the extra work of `w.script` over `w.short` costs in a fresh
 * process (`runner`, from `buildColdRunner`: the engine loaded, its JIT cold), the run alone timed.
 */
export function coldExtraMs(runner: string, w: Workload, dir: string, repeats: number): number {
  const model = join(dir, 'model.py');
  writeFileSync(model, w.model);
  const cpu = (script: string) => {
    const path = join(dir, 'script.py');
    writeFileSync(path, script);
    return Number(execFileSync(process.execPath, [runner, model, path], { encoding: 'utf8' }).trim());
  };
  return medianDiff(
    repeats,
    () => cpu(w.script),
    () => cpu(w.short ?? ''),
  );
}

/** The same for CPython: the reference runner's first run in a fresh process (`bench_cpython.py --once`). */
export function coldExtraMsCPython(python: string, w: Workload, dir: string, repeats: number): number {
  const model = join(dir, 'model.py');
  writeFileSync(model, w.model);
  const cpu = (script: string) => {
    const path = join(dir, 'script.py');
    writeFileSync(path, script);
    const out = execFileSync(python, [join(import.meta.dirname, 'bench_cpython.py'), '--once', model, path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return Number(out.trim());
  };
  return medianDiff(
    repeats,
    () => cpu(w.script),
    () => cpu(w.short ?? ''),
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
