/**
 * `npm run bench`'s cold figure in Node: the engine's first run in a fresh process. The engine
 * and runtime of a checkout are bundled with Vite into one script for Node (as the app bundles
 * them for the browser), and each run is a `node` process of that script alone: no TypeScript
 * loader in the process, whose own JIT work (tsx's transpiler compiled on V8's background
 * threads while the modules load) would still be running when the run starts and be counted
 * in its CPU time. The script loads the engine, then prints the CPU milliseconds (every
 * thread: the compiler's and the collector's too) of one run of MODEL and SCRIPT.
 *
 *   node RUNNER.mjs MODEL_PATH SCRIPT_PATH      (RUNNER from `buildColdRunner`)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/** The entry of the engine page (`bench-cold-browser.ts`) and of the Node runner: the checkout's engine and runtime. */
export const engineImports = (root: string): string =>
  `import { run } from ${JSON.stringify(join(root, 'src', 'engine', 'index.ts'))};
import { installAllModules, installRuntime } from ${JSON.stringify(join(root, 'src', 'runtime', 'index.ts'))};
`;

/** Resolve options as the app bundles the engine (its Lezer without highlighting). */
export const engineAlias = (root: string) => ({ '@lezer/highlight': join(root, 'src', 'engine', 'syntax', 'no-highlight.ts') });

/**
 * What a runner times: `trace`, the run the app makes (every step recorded); `outcome`, what the
 * `trace` command prints (`runOutcomeJson`: the contract's outcome as JSON text; since the
 * seventh session it records the statement order alone, as the reference runner's tracer does).
 */
export type ColdMode = 'trace' | 'outcome';

const timed: Record<ColdMode, string> = {
  trace: `const r = run({ model, script, stepLimit: 1_000_000 });
const cpu = process.cpuUsage(t0);
if (!r.ok || r.trace.end.status === 'limit') throw new Error('the workload did not run to its end');`,
  outcome: `const r = runOutcomeJson({ model, script, stepLimit: 1_000_000 });
const cpu = process.cpuUsage(t0);
if (!r.ok || r.json.includes('"status": "limit"')) throw new Error('the workload did not run to its end');`,
};

const runner = (
  root: string,
  mode: ColdMode,
) => `${engineImports(root)}import { runOutcomeJson } from ${JSON.stringify(join(root, 'src', 'engine', 'index.ts'))};
import { readFileSync } from 'node:fs';

installRuntime();
await installAllModules();
const [model, script] = process.argv.slice(2).map((p) => readFileSync(p, 'utf8'));
const t0 = process.cpuUsage();
${timed[mode]}
process.stdout.write(\`\${(cpu.user + cpu.system) / 1000}\\n\`);
`;

/** Bundles the cold runner of the checkout at `root` (dependencies included); returns the script's path. */
export async function buildColdRunner(root: string, mode: ColdMode = 'trace'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-runner-'));
  const entry = join(dir, 'runner.ts');
  writeFileSync(entry, runner(root, mode));
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: engineAlias(root) },
    ssr: { noExternal: true, target: 'node' },
    build: { ssr: entry, outDir: join(dir, 'dist'), target: 'node20', emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'runner.mjs' } } },
  });
  return join(dir, 'dist', 'runner.mjs');
}
