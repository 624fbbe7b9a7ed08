/** Debian's Chromium driven by playwright-core, with the flags this machine's closed network needs. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags this machine's closed network needs (and a headless run without GPU or sandbox). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** `javaScript: false` opens pages as a reader without JavaScript sees them. */
export async function launch(viewport = { width: 1440, height: 900 }, { javaScript = true } = {}): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: run scripts/setup-chromium.sh (apt-get install chromium)`);
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'chromium-')), {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    javaScriptEnabled: javaScript,
    args: CHROMIUM_ARGS,
  });
}
