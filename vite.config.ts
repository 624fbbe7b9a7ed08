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

// base './' makes the build work from any sub-path of any static host.
export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  // We parse Python with Lezer but never highlight with it (Monaco does): see no-highlight.ts.
  resolve: { alias: { '@lezer/highlight': fileURLToPath(new URL('./src/engine/syntax/no-highlight.ts', import.meta.url)) } },
  worker: { format: 'es' },
  build: { target: 'es2022', minify: process.env.NO_MINIFY ? false : 'oxc' },
});
