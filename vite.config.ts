import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { walkthroughIds, walkthroughPages } from './build/pages.ts';
import { prerender } from './build/prerender.ts';

/**
 * The Content-Security-Policy the built app runs under: scripts, workers, fonts and images
 * only from its own origin, no eval of any kind, nothing fetched elsewhere. The one
 * allowance is inline styles, which Monaco's editor injects for its layout and theme.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Adds the policy to the built pages (not in dev, where Vite's client needs more). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
  };
}

/**
 * Keeps each page's first download in as few chunks as it needs. Rolldown (1.2, inside Vite 8.3)
 * sometimes moves modules an entry already loads into extra shared chunks when code loaded on
 * demand also uses them (rolldown issues #9963 and #10731): every page then fetches several
 * files where one would do, and pays ~2 KB gzip for the split. This plugin records the static
 * import graph as modules are parsed; two chunk groups then capture what the entries reach
 * statically: `shared`, what both the index page (`src/ui/index-page.ts`) and a walkthrough page
 * (`src/main.tsx`) reach, and `app`, the rest of what a walkthrough page reaches.
 */
function firstDownloadChunks(): { plugin: Plugin; shared: (id: string) => boolean; app: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let sets: { shared: Set<string>; app: Set<string> } | null = null;
  const closure = (from: string) => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const m = stack.pop() as string;
      if (seen.has(m)) continue;
      seen.add(m);
      stack.push(...(imports.get(m) ?? []));
    }
    return seen;
  };
  const plugin: Plugin = {
    name: 'first-download-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const groups = () => {
    if (!sets) {
      // Only what both kinds of page reach is shared: what the index alone uses (its own module,
      // the list it draws) stays in its entry chunk, out of every walkthrough page's download.
      const app = closure(fileURLToPath(new URL('./src/main.tsx', import.meta.url)));
      const shared = new Set([...closure(fileURLToPath(new URL('./src/ui/index-page.ts', import.meta.url)))].filter((m) => app.has(m)));
      sets = { shared, app };
    }
    return sets;
  };
  return { plugin, shared: (id) => groups().shared.has(id), app: (id) => groups().app.has(id) };
}

const firstDownload = firstDownloadChunks();

/** Shared with the prerender's Node build. We parse Python with Lezer but never highlight with it: see no-highlight.ts. */
const shared: Pick<UserConfig, 'resolve'> = {
  resolve: { alias: { '@lezer/highlight': fileURLToPath(new URL('./src/engine/syntax/no-highlight.ts', import.meta.url)) } },
};

// base './' makes the build work from any sub-path of any static host.
export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy(), walkthroughPages(), firstDownload.plugin, prerender(shared, walkthroughIds)],
  ...shared,
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    minify: process.env.NO_MINIFY ? false : 'oxc',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shared', test: firstDownload.shared, priority: 2 },
            { name: 'app', test: firstDownload.app, priority: 1 },
          ],
        },
      },
    },
  },
});
