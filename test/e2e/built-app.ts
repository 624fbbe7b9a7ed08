/** The built app served under a sub-path, and a Chromium, for one test file: ready before its tests, closed after. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';
import { type StaticServer, serve } from './server';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');

export interface BuiltApp {
  readonly server: StaticServer;
  readonly ctx: BrowserContext;
  /** The address of a walkthrough's page (`<base><id>/`), verl-7491's by default. */
  page(id?: string): string;
}

/** Builds `dist/` if it is missing, serves it at `base` (with `headers` on every response) and launches Chromium. */
export function builtApp(base: string, headers: Record<string, string> = {}): BuiltApp {
  let server: StaticServer | undefined;
  let ctx: BrowserContext | undefined;
  beforeAll(async () => {
    if (!existsSync(join(dist, 'index.html'))) execSync('npx vite build', { cwd: root, stdio: 'ignore' });
    server = await serve(dist, base, headers);
    ctx = await launch();
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
  });
  const ready = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('the built app is set up in beforeAll');
    return v;
  };
  return {
    get server() {
      return ready(server);
    },
    get ctx() {
      return ready(ctx);
    },
    page: (id = 'verl-7491') => `${ready(server).url}${id}/`,
  };
}

/** Waits until the page shows the runs of what is on screen (the engine runs them in a worker). */
export async function runsShown(page: Page): Promise<void> {
  await page.locator('section.run-after[aria-busy="false"]').waitFor({ timeout: 30_000 });
}
