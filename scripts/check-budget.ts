/**
 * Budget check on the build, page by page (the index and every walkthrough's page): the
 * JavaScript a first visit downloads before Monaco — the page's module scripts and preloads and
 * everything they import statically — must stay within 150 KB gzip; Monaco must live only in
 * lazily loaded chunks, the engine only in its worker (and the lazy in-process fallback), and
 * each walkthrough's code only in its own page's first download (never in another page's).
 * Prints the sizes; exits 1 when a budget is broken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = join(import.meta.dirname, '..', 'dist');
/** Texts only the engine's run and recorder carry (strings survive minification). */
const engineMarkers = /internal error in the engine|recorder: frame stack out of order/;

/**
 * A line of each walkthrough's `before.py` that its code carries verbatim (the excerpt is bundled
 * as a string, and a line without quotes, backslashes or non-ASCII stays as written): where it
 * turns up tells where that walkthrough's code is. The longest such line, to be distinctive.
 */
const walkthroughsDir = join(import.meta.dirname, '..', 'src', 'walkthroughs');
const markers = new Map(
  readdirSync(walkthroughsDir)
    .filter((id) => existsSync(join(walkthroughsDir, id, 'index.ts')) && existsSync(join(walkthroughsDir, id, 'before.py')))
    .map((id) => {
      const lines = readFileSync(join(walkthroughsDir, id, 'before.py'), 'utf8')
        .split('\n')
        .filter((l) => /^[\x20-\x7e]+$/.test(l) && !/['"`\\$]/.test(l));
      return [id, lines.reduce((a, b) => (b.length > a.length ? b : a), '')] as const;
    })
    .filter(([, line]) => line.length >= 40),
);

/** The built pages: `index.html` and `<id>/index.html`. */
const pages = [
  'index.html',
  ...readdirSync(dist)
    .filter((d) => existsSync(join(dist, d, 'index.html')))
    .map((d) => join(d, 'index.html')),
];

/** A file and its static imports (`import … from "./x.js"`, bare `import "./x.js"`; not `import("./x.js")`), as paths under dist/. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) withImports(join(dirname(file), m[1]), seen);
  return seen;
}

let failed = false;
for (const page of pages) {
  const html = readFileSync(join(dist, page), 'utf8');
  const refs = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"|<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (m) => m[1] ?? m[2],
  );
  if (refs.length === 0) throw new Error(`no module script in dist/${page}`);
  const files = new Set<string>();
  for (const ref of refs) for (const f of withImports(relative(dist, join(dist, dirname(page), ref)))) files.add(f);
  let total = 0;
  for (const f of files) {
    const code = readFileSync(join(dist, f));
    total += gzipSync(code, { level: 9 }).length;
    if (/CodeEditorWidget|StandaloneCodeEditor/.test(code.toString())) {
      console.error(`${page}: Monaco is in the initial JavaScript (${f}): it must only be loaded lazily`);
      failed = true;
    }
    for (const [id, line] of markers)
      if (page !== join(id, 'index.html') && code.toString().includes(line)) {
        console.error(`${page}: ${id}'s code is in the initial JavaScript (${f}): a walkthrough's code loads only on its own page`);
        failed = true;
      }
    if (engineMarkers.test(code.toString())) {
      console.error(`${page}: the engine is in the initial JavaScript (${f}): it must run in the worker only`);
      failed = true;
    }
  }
  console.log(`${page}: initial JavaScript ${(total / 1024).toFixed(1)} KB gzip in ${files.size} files (budget ${BUDGET_KB} KB)`);
  if (total / 1024 > BUDGET_KB) {
    console.error(`${page}: over budget by ${(total / 1024 - BUDGET_KB).toFixed(1)} KB`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
