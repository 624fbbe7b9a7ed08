/**
 * `npm run walkthrough -- check <id>`: holds a walkthrough's presets, tour facts, fix verdicts and
 * pytest export to real Python and to the engine, and says plainly what disagrees (exit 1 when
 * anything does, known engine gaps aside). `npm run walkthrough -- list` lists the walkthroughs.
 *
 * Walkthroughs are loaded exactly as the app loads them (the registry's globs, `?raw` sources),
 * through Vite's module runner.
 */
import { join } from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';

const root = join(import.meta.dirname, '..');
const [command, id] = process.argv.slice(2);

const server = await createServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
let code = 0;
try {
  const registry = (await runner.import(join(root, 'src/walkthroughs/registry.ts'))) as typeof import('../src/walkthroughs/registry');
  if (command === 'list') {
    for (const w of registry.walkthroughs) console.log(`${w.id}  ${w.title}`);
  } else if (command === 'check' && id) {
    const loading = registry.loadWalkthrough(id);
    if (!loading) {
      console.error(`no walkthrough "${id}" (folders with a meta.ts and an index.ts: ${registry.walkthroughs.map((w) => w.id).join(', ')})`);
      code = 2;
    } else {
      const w = await loading;
      const { checkWalkthrough, areas } = (await runner.import(join(root, 'src/cli/walkthrough-check.ts'))) as typeof import('../src/cli/walkthrough-check');
      const { Reference } = (await runner.import(join(root, 'src/cli/reference.ts'))) as typeof import('../src/cli/reference');
      const python = new Reference(root);
      console.log(`Checking ${id} against real Python and the engine…`);
      const findings = await checkWalkthrough(w, python, root);
      python.close();
      for (const area of areas) {
        const mine = findings.filter((f) => f.area === area);
        const failing = mine.filter((f) => f.known === undefined);
        console.log(`${failing.length === 0 ? '✓' : '✗'} ${area}${mine.length ? '' : ': all agree'}`);
        for (const f of mine) console.log(`    ${f.known === undefined ? '' : '(known engine gap) '}${f.what}${f.known ? ` — ${f.known}` : ''}`);
      }
      const failing = findings.filter((f) => f.known === undefined).length;
      console.log(failing === 0 ? `${id}: everything agrees with real Python.` : `${id}: ${failing} disagreement(s).`);
      code = failing === 0 ? 0 : 1;
    }
  } else {
    console.error('usage: npm run walkthrough -- check <id>   |   npm run walkthrough -- list');
    code = 2;
  }
} finally {
  await runner.close();
  await server.close();
}
process.exit(code);
