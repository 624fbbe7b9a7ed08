/**
 * One page per walkthrough, for static hosting: the build writes `<base>/index.html` (the index)
 * and `<base>/<id>/index.html` for every walkthrough folder with a `meta.ts` and an `index.ts`,
 * each a copy of the built `walkthrough.html` that names its walkthrough
 * (`<html data-walkthrough="<id>">`), with asset paths one level up and its walkthrough's chunk
 * preloaded beside the app's. Every path is relative, so the site works from any sub-path and
 * offline. The dev server answers `/<id>/` the same way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const root = join(import.meta.dirname, '..');

/** The walkthrough folders the registry finds (see src/walkthroughs/registry.ts). */
export function walkthroughIds(): string[] {
  const dir = join(root, 'src', 'walkthroughs');
  return readdirSync(dir).filter((d) => existsSync(join(dir, d, 'meta.ts')) && existsSync(join(dir, d, 'index.ts')));
}

/** The template made into one walkthrough's page (`up` prefixes relative asset paths: the page sits one folder down). */
export function pageFor(template: string, id: string, up: string, preload: readonly string[] = []): string {
  const links = preload.map((f) => `<link rel="modulepreload" crossorigin href="${up}${f}">`).join('\n    ');
  return template
    .replace('<html lang="en">', `<html lang="en" data-walkthrough="${id}">`)
    .replace(/(src|href)="\.\/(?!\/)/g, `$1="${up}`)
    .replace('</head>', links ? `  ${links}\n  </head>` : '</head>');
}

export function walkthroughPages(): Plugin {
  return {
    name: 'walkthrough-pages',
    config: () => ({ build: { rolldownOptions: { input: { index: join(root, 'index.html'), walkthrough: join(root, 'walkthrough.html') } } } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /^\/([a-z0-9-]+)\/(?:index\.html)?(?:[?#].*)?$/.exec(req.url ?? '');
        if (!m || !walkthroughIds().includes(m[1])) return next();
        const template = readFileSync(join(root, 'walkthrough.html'), 'utf8');
        server
          .transformIndexHtml(req.url ?? '/', pageFor(template, m[1], '../'))
          .then((html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
    generateBundle: {
      // After Vite's own HTML plugin has written walkthrough.html into the bundle.
      order: 'post',
      handler(_, bundle) {
        const template = bundle['walkthrough.html'];
        if (template?.type !== 'asset') throw new Error('walkthrough.html was not built');
        delete bundle['walkthrough.html'];
        for (const id of walkthroughIds()) {
          const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === join(root, 'src', 'walkthroughs', id, 'index.ts'));
          this.emitFile({
            type: 'asset',
            fileName: `${id}/index.html`,
            source: pageFor(String(template.source), id, '../', chunk ? [chunk.fileName] : []),
          });
        }
      },
    },
  };
}
