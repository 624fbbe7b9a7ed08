/**
 * A static server for the built app under a sub-path (as a static host would serve it),
 * recording every request so tests can assert the page stays on its own origin.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
};

export interface StaticServer {
  readonly url: string;
  readonly requests: string[];
  close(): Promise<void>;
}

/** Serves `dir` at `http://127.0.0.1:PORT{base}`; `headers` are added to every response (e.g. a CSP). */
export async function serve(dir: string, base: string, headers: Record<string, string> = {}): Promise<StaticServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    if (!url.pathname.startsWith(base)) {
      res.writeHead(404).end();
      return;
    }
    let path = normalize(join(dir, decodeURIComponent(url.pathname.slice(base.length))));
    if (!path.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', ...headers });
    createReadStream(path).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
