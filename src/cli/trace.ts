/**
 * `npm run --silent trace -- --model PATH --script PATH`: prints the contract's outcome JSON
 * for a model/script pair (the same text `reference/runner.py` prints). Exits 0
 * whether or not the Python program raised; exits 2 when the source could not run at all.
 */
import { readFileSync } from 'node:fs';
import { runOutcomeJson } from '../engine';
import { installAllModules, installRuntime } from '../runtime';

installRuntime();
await installAllModules();

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): number {
  const modelPath = arg('model');
  const scriptPath = arg('script');
  if (!modelPath || !scriptPath) {
    process.stderr.write('usage: trace --model PATH --script PATH\n');
    return 2;
  }
  let model: string;
  let script: string;
  try {
    model = readFileSync(modelPath, 'utf8');
    script = readFileSync(scriptPath, 'utf8');
  } catch (e) {
    process.stderr.write(`trace: cannot read input: ${(e as Error).message}\n`);
    return 2;
  }
  const result = runOutcomeJson({ model, script });
  if (!result.ok) {
    process.stderr.write(`${result.problem.message}\n`);
    return 2;
  }
  process.stdout.write(`${result.json}\n`);
  return 0;
}

process.exitCode = main();
