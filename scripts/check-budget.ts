/**
 * Budget check on the build: the JavaScript a first visit downloads before Monaco (the entry
 * chunk and everything it imports statically) must stay within 150 KB gzip; Monaco must live
 * only in lazily loaded chunks, and the engine only in its worker (and the lazy in-process
 * fallback). Prints the sizes; exits 1 when a budget is broken.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\.\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');

/** The entry and its static imports (what the browser must fetch and run before first paint). */
function initialChunks(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only: `import ... from "./x.js"` (minified names may hold `$`) and bare `import "./x.js"`; not `import("./x.js")`.
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) initialChunks(join('assets', m[1]), seen);
  return seen;
}

const initial = [...initialChunks(entry)];
let total = 0;
let monacoInInitial = false;
let engineInInitial = false;
/** Texts only the engine's run and recorder carry (strings survive minification). */
const engineMarkers = /internal error in the engine|recorder: frame stack out of order/;
for (const f of initial) {
  const code = readFileSync(join(dist, f));
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  if (/CodeEditorWidget|StandaloneCodeEditor/.test(code.toString())) monacoInInitial = true;
  if (engineMarkers.test(code.toString())) engineInInitial = true;
  console.log(`initial  ${f}  ${(code.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip`);
}
console.log(`initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
let failed = false;
if (total / 1024 > BUDGET_KB) {
  console.error(`over budget by ${(total / 1024 - BUDGET_KB).toFixed(1)} KB`);
  failed = true;
}
if (monacoInInitial) {
  console.error('Monaco is in the initial JavaScript: it must only be loaded lazily');
  failed = true;
}
if (engineInInitial) {
  console.error('The engine is in the initial JavaScript: it must run in the worker only');
  failed = true;
}
process.exit(failed ? 1 : 0);
