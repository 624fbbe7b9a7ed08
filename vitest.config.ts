import { execSync } from 'node:child_process';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The test processes' JS stack, as large as the machine's stack allows (half its `ulimit -s`, at
 * most 3.9 MB; Node's own default is under 1 MB). The engine runs Python calls on the JS stack, a
 * few JS frames each: with Node's default, calls through special methods (`__getattr__`,
 * `__eq__`, a builtin calling back) run out of it near CPython's recursion limit, where CPython
 * raises its RecursionError. `npm run trace` gives its worker thread a large stack the same way;
 * `test/engine/recursion-depth.test.ts` holds the engine to a browser worker's smaller one.
 */
function stackSizeArgs(): string[] {
  let limitKb: number;
  try {
    const out = execSync('ulimit -s', { shell: '/bin/sh', encoding: 'utf8' }).trim();
    limitKb = out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out);
  } catch {
    return [];
  }
  const kb = Math.min(3900, Math.floor(limitKb / 2));
  return Number.isFinite(kb) && kb > 984 ? [`--stack-size=${kb}`] : [];
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      testTimeout: 60_000,
      execArgv: stackSizeArgs(),
    },
  }),
);
