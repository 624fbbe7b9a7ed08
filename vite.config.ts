import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/** Adds the policy to the built index.html (not in dev, where Vite's client needs more). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' }],
  };
}

/**
 * Keeps the first download in one chunk. Rolldown (1.2, inside Vite 8.3) sometimes moves modules
 * the entry already loads into extra shared chunks when code loaded on demand also uses them
 * (rolldown issues #9963 and #10731): every page then fetches three files where one would do, and
 * pays ~2 KB gzip for the split. This plugin records the static import graph as modules are
 * parsed, and one manual chunk group captures exactly what the entry reaches statically.
 */
function firstDownloadInOneChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let entry: string | null = null;
  let initial: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'first-download-in-one-chunk',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entry = info.id;
    },
  };
  const test = (id: string) => {
    if (!initial) {
      initial = new Set();
      const stack = entry ? [entry] : [];
      while (stack.length) {
        const m = stack.pop() as string;
        if (initial.has(m)) continue;
        initial.add(m);
        stack.push(...(imports.get(m) ?? []));
      }
    }
    return initial.has(id);
  };
  return { plugin, test };
}

const firstDownload = firstDownloadInOneChunk();

// base './' makes the build work from any sub-path of any static host.
export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy(), firstDownload.plugin],
  // We parse Python with Lezer but never highlight with it (Monaco does): see no-highlight.ts.
  resolve: { alias: { '@lezer/highlight': fileURLToPath(new URL('./src/engine/syntax/no-highlight.ts', import.meta.url)) } },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    minify: process.env.NO_MINIFY ? false : 'oxc',
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', test: firstDownload.test }] } } },
  },
});
