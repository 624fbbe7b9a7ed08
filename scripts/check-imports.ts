/**
 * The import-direction rule of docs/architecture.md, enforced on every source file:
 * engine → trace → explain → store → ui, with runtime modules on the engine's public API.
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
  ['engine/', 'engine'],
  ['runtime/', 'runtime'],
  ['walkthroughs/', 'walkthroughs'],
  ['explain/', 'explain'],
  ['store/', 'store'],
  ['ui/', 'ui'],
  ['cli/', 'cli'],
  ['main.tsx', 'app'],
];

/** Which layers each layer may import (itself always allowed). Packages are listed by name prefix. */
const allowed: Record<string, { layers: string[]; packages: string[] }> = {
  syntax: { layers: [], packages: ['@lezer/'] },
  engine: { layers: ['syntax', 'engine-api'], packages: [] },
  'engine-api': { layers: ['engine', 'syntax'], packages: [] },
  runtime: { layers: ['engine-api'], packages: [] },
  walkthroughs: { layers: ['engine'], packages: [] },
  explain: { layers: ['engine', 'walkthroughs'], packages: [] },
  store: { layers: ['engine', 'runtime', 'explain', 'walkthroughs'], packages: ['zustand', 'lz-string'] },
  ui: { layers: ['store', 'explain', 'engine', 'walkthroughs'], packages: ['react', 'react-dom', 'monaco-editor', '@monaco-editor/'] },
  cli: { layers: ['engine', 'runtime', 'walkthroughs'], packages: ['node:'] },
  app: { layers: ['ui', 'store'], packages: ['react', 'react-dom'] },
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

const importPattern = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** Violations for one file's text; exported for the rule's own test. */
export function violations(file: string, text: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const rule = allowed[from];
  const out: string[] = [];
  for (const m of text.matchAll(importPattern)) {
    const isType = Boolean(m[1]);
    const spec = m[2];
    if (spec.startsWith('.')) {
      const target = resolve(dirname(file), spec);
      const to = layerOf(`${target}.ts`) ?? layerOf(join(target, 'index.ts')) ?? layerOf(target);
      if (!to || to === from) continue;
      // The UI may name engine types (the trace) but never run the engine.
      if (from === 'ui' && to === 'engine' && !isType) {
        out.push(`${relative(root, file)}: imports ${spec} (ui may import engine types only: use 'import type')`);
        continue;
      }
      if (!rule.layers.includes(to)) out.push(`${relative(root, file)}: imports ${spec} (${from} may not import ${to})`);
    } else if (!rule.packages.some((p) => spec === p || spec.startsWith(p)) && !spec.endsWith('?raw') && !spec.endsWith('.css')) {
      out.push(`${relative(root, file)}: imports package ${spec} (not allowed in ${from})`);
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
