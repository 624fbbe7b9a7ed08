/**
 * The build's prerender step (a Vite plugin): once the app is built, it bundles
 * `src/prerender/first-screen.tsx` and `src/prerender/index-screen.ts` for Node (Vite's SSR build, so `?raw` sources and the
 * registry's globs resolve as in the app), runs it for every walkthrough — the engine runs its
 * first scenario, React renders the first screen — and writes the markup and the runs into the
 * walkthrough's built page (`<id>/index.html`): `<div id="root">…</div>` and
 * `<script type="application/json" id="first-runs">`; and the site's index, its list of walkthroughs,
 * into `index.html`. Monaco is left out of the Node bundle (only
 * the fix lab loads it, never on the first screen).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type UserConfig } from 'vite';

const root = join(import.meta.dirname, '..');
const EMPTY_ROOT = '<div id="root"></div>';

/** Writes the first screen into a built page's HTML (its root element must be empty). */
export function withFirstScreen(html: string, screen: { html: string; runs: string }): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error('prerender: the page has no empty <div id="root">');
  return html.replace(EMPTY_ROOT, () => `<div id="root">${screen.html}</div>\n    <script type="application/json" id="first-runs">${screen.runs}</script>`);
}

const EMPTY_INDEX = '<main id="index" class="index-page"></main>';

/** Writes the index's list into the built `index.html` (its `<main id="index">` must be empty). */
export function withIndex(html: string, markup: string): string {
  if (!html.includes(EMPTY_INDEX)) throw new Error('prerender: the index has no empty <main id="index">');
  return html.replace(EMPTY_INDEX, () => `<main id="index" class="index-page">${markup}</main>`);
}

/** `ids`: the walkthroughs whose pages (`<id>/index.html` in the output folder) get their first screen. */
export function prerender(shared: Pick<UserConfig, 'resolve'>, ids: () => readonly string[]): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      skip = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (skip) return;
        // Inside the project, so the bundle's packages (React, zustand) resolve from node_modules.
        const out = join(root, 'node_modules', '.prerender');
        try {
          await build({
            configFile: false,
            root,
            // Not 'warn': rolldown notes that this bundle imports the engine statically, which is its point.
            logLevel: 'error',
            plugins: [react()],
            resolve: shared.resolve,
            build: {
              ssr: true,
              outDir: out,
              emptyOutDir: true,
              minify: false,
              rolldownOptions: {
                input: { 'first-screen': 'src/prerender/first-screen.tsx', 'index-screen': 'src/prerender/index-screen.ts' },
                external: [/^monaco-editor/, /^@monaco-editor\//],
              },
            },
          });
          const entry = pathToFileURL(join(out, 'first-screen.js')).href;
          const { firstScreen } = (await import(entry)) as typeof import('../src/prerender/first-screen');
          const { indexScreen } = (await import(pathToFileURL(join(out, 'index-screen.js')).href)) as typeof import('../src/prerender/index-screen');
          const index = join(resolve(root, outDir), 'index.html');
          writeFileSync(index, withIndex(readFileSync(index, 'utf8'), indexScreen()));
          for (const id of ids()) {
            const file = join(resolve(root, outDir), id, 'index.html');
            writeFileSync(file, withFirstScreen(readFileSync(file, 'utf8'), await firstScreen(id)));
          }
        } finally {
          rmSync(out, { recursive: true, force: true });
        }
      },
    },
  };
}
