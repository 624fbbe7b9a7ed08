/**
 * `npm run walkthrough -- check <id>`: holds a walkthrough's presets, tour facts, fix verdicts and
 * pytest export to real Python and to the engine, and says plainly what disagrees (exit 1 when
 * anything does, known engine gaps aside). `npm run walkthrough -- corpus <id>` writes the corpus
 * cases the check asks for (then `npm run golden`); `npm run walkthrough -- list` lists them;
 * `npm run walkthrough -- new <id> --pr owner/name#number` writes a new folder to fill in
 * (`src/cli/walkthrough-scaffold.ts`, `docs/authoring-walkthroughs.md`).
 *
 * Walkthroughs are loaded exactly as the app loads them (the registry's globs, `?raw` sources),
 * through Vite's module runner.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';

const root = join(import.meta.dirname, '..');
const [command, id, ...rest] = process.argv.slice(2);

if (command === 'new') {
  const { scaffold } = await import('../src/cli/walkthrough-scaffold.ts');
  const pr = /^([\w.-]+\/[\w.-]+)#(\d+)$/.exec(rest[rest.indexOf('--pr') + 1] ?? '');
  if (!id || !rest.includes('--pr') || !pr) {
    console.error('usage: npm run walkthrough -- new <id> --pr owner/name#number   (e.g. new verl-7491 --pr verl-project/verl#7491)');
    process.exit(2);
  }
  try {
    for (const path of scaffold(root, id, { repository: pr[1], number: Number(pr[2]) })) console.log(`wrote ${path}`);
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    process.exit(2);
  }
  console.log(`Next: docs/authoring-walkthroughs.md, then npm run walkthrough -- check ${id}`);
  process.exit(0);
}

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
  } else if (command === 'corpus' && id && registry.loadWalkthrough(id)) {
    // Writes the corpus cases the check asks for (the first scenario, presets, checks) that the corpus lacks.
    const w = await (registry.loadWalkthrough(id) as Promise<import('../src/walkthroughs/types').Walkthrough>);
    const check = (await runner.import(join(root, 'src/cli/walkthrough-check.ts'))) as typeof import('../src/cli/walkthrough-check');
    const dir = join(root, 'test', 'corpus', id);
    mkdirSync(dir, { recursive: true });
    const have = check.corpusScripts(root, id);
    for (const c of await check.requiredCases(w)) {
      if (have.has(c.script)) continue;
      const path = join(dir, `${c.name}.py`);
      if (existsSync(path)) {
        console.error(`${c.what}: test/corpus/${id}/${c.name}.py exists with another script; rename one of them`);
        code = 1;
        continue;
      }
      writeFileSync(path, c.script);
      have.set(c.script, c.name);
      console.log(`wrote test/corpus/${id}/${c.name}.py (${c.what})`);
    }
    console.log(`Next: npm run golden -- test/corpus/${id}`);
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
    console.error('usage: npm run walkthrough -- check <id>   |   corpus <id>   |   list   |   new <id> --pr owner/name#number');
    code = 2;
  }
} finally {
  await runner.close();
  await server.close();
}
process.exit(code);
