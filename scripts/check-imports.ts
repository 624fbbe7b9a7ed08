/**
 * The import-direction rule of docs/architecture.md, enforced on every source file, for static
 * imports, re-exports and dynamic `import()` alike:
 *
 *   syntax → trace → engine (+ its public API) → runtime
 *   trace → explain → runner → store → ui → app, walkthroughs beside explain
 *
 * The trace's data (its types and the heap snapshot) is a layer of its own: whatever shows a
 * run may use it, while the engine proper (interpreter, recorder, encoder) is imported by value
 * only where Python runs — the runner's worker side and the CLI. Elsewhere the engine may be
 * named in `import type` only. The runner's page side may load its worker side only through a
 * dynamic `import()` (the in-process fallback), so the engine never enters the first download.
 * Prints each violation as `file: imports X (layer A may not import layer B)` and exits 1.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

/** Layer of a file under src/, by the first matching prefix. */
const layers: [string, string][] = [
  ['engine/syntax/', 'syntax'],
  ['engine/api.ts', 'engine-api'],
  ['engine/trace/types.ts', 'trace'],
  ['engine/trace/heap-log.ts', 'trace'],
  ['engine/trace/chunked.ts', 'trace'],
  ['engine/trace/step-data.ts', 'trace'],
  ['engine/trace/step-list.ts', 'trace'],
  ['engine/', 'engine'],
  ['runtime/', 'runtime'],
  ['walkthroughs/', 'walkthroughs'],
  ['explain/', 'explain'],
  ['runner/work.ts', 'runner-engine'],
  ['runner/run.worker.ts', 'runner-engine'],
  ['runner/', 'runner'],
  ['store/', 'store'],
  ['ui/', 'ui'],
  ['cli/', 'cli'],
  ['prerender/', 'prerender'],
  ['main.tsx', 'app'],
  ['index-page.ts', 'page'],
];

interface Rule {
  /** Layers it may import by value (itself always allowed). */
  readonly layers: readonly string[];
  /** Layers it may name in `import type` only. */
  readonly types?: readonly string[];
  /** Layers it may load only through a dynamic `import()`. */
  readonly lazy?: readonly string[];
  /** Packages, by name prefix. */
  readonly packages: readonly string[];
}

const engineTypes = ['engine', 'engine-api', 'syntax'];

const allowed: Record<string, Rule> = {
  syntax: { layers: [], packages: ['@lezer/'] },
  trace: { layers: [], types: ['syntax'], packages: [] },
  engine: { layers: ['syntax', 'engine-api', 'trace'], packages: [] },
  'engine-api': { layers: ['engine', 'syntax', 'trace'], packages: [] },
  runtime: { layers: ['engine-api'], types: ['trace'], packages: [] },
  walkthroughs: { layers: ['trace'], types: engineTypes, packages: ['react'] },
  explain: { layers: ['trace', 'walkthroughs'], types: engineTypes, packages: [] },
  runner: { layers: ['trace', 'explain', 'walkthroughs'], types: [...engineTypes, 'runner-engine'], lazy: ['runner-engine'], packages: [] },
  'runner-engine': { layers: ['engine', 'engine-api', 'syntax', 'trace', 'runtime', 'explain', 'walkthroughs', 'runner'], packages: [] },
  store: { layers: ['runner', 'explain', 'walkthroughs', 'trace'], types: engineTypes, packages: ['zustand', 'lz-string'] },
  ui: { layers: ['store', 'explain', 'walkthroughs', 'trace'], types: engineTypes, packages: ['react', 'react-dom', 'monaco-editor', '@monaco-editor/'] },
  cli: { layers: ['engine', 'engine-api', 'trace', 'runtime', 'walkthroughs', 'explain', 'runner-engine', 'runner'], packages: ['node:'] },
  app: { layers: ['ui', 'store', 'walkthroughs', 'runner'], packages: ['react', 'react-dom'] },
  /** The build's prerender (in Node): runs the engine and renders a page's first screen. */
  prerender: { layers: ['ui', 'store', 'runner', 'runner-engine', 'explain', 'walkthroughs', 'trace'], packages: ['react', 'react-dom'] },
  page: { layers: ['walkthroughs'], packages: [] },
};

function layerOf(file: string): string | null {
  const rel = relative(src, file).split('\\').join('/');
  for (const [prefix, layer] of layers) if (rel === prefix || rel.startsWith(prefix)) return layer;
  return null;
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx)$/.test(name)) yield p;
  }
}

type Kind = 'value' | 'type' | 'dynamic';

/** Every module a file's text loads: `import`/`export … from` (type-only or not) and `import('…')`. */
export function importsOf(text: string): { spec: string; kind: Kind }[] {
  const out: { spec: string; kind: Kind }[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g))
    out.push({ spec: m[2], kind: m[1] ? 'type' : 'value' });
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push({ spec: m[1], kind: 'dynamic' });
  return out;
}

function resolveLayer(file: string, spec: string): string | null {
  const target = resolve(dirname(file), spec);
  return layerOf(`${target}.ts`) ?? layerOf(`${target}.tsx`) ?? layerOf(join(target, 'index.ts')) ?? layerOf(target);
}

/** Violations for one file's text; exported for the rule's own test. */
export function violations(file: string, text: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const rule = allowed[from];
  const out: string[] = [];
  const at = relative(root, file);
  for (const { spec, kind } of importsOf(text)) {
    if (spec.startsWith('.')) {
      const to = resolveLayer(file, spec);
      if (!to || to === from || rule.layers.includes(to)) continue;
      if (kind === 'type' && rule.types?.includes(to)) continue;
      if (kind === 'dynamic' && rule.lazy?.includes(to)) continue;
      const how = rule.types?.includes(to)
        ? ` (${from} may import ${to} types only: use 'import type')`
        : rule.lazy?.includes(to)
          ? ` (${from} may load ${to} only lazily, with import())`
          : ` (${from} may not import ${to})`;
      out.push(`${at}: imports ${spec}${how}`);
    } else if (kind !== 'type' && !rule.packages.some((p) => spec === p || spec.startsWith(p)) && !spec.endsWith('?raw') && !spec.endsWith('.css')) {
      out.push(`${at}: imports package ${spec} (not allowed in ${from})`);
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const all: string[] = [];
  for (const f of files(src)) all.push(...violations(f, readFileSync(f, 'utf8')));
  for (const v of all) console.error(v);
  if (all.length) {
    console.error(`${all.length} import-direction violation(s)`);
    process.exit(1);
  }
}
