/**
 * Installs the simulated libraries into the engine's module registry. `typing`, `pydantic`
 * and `torch` come with the core; `pytest` is rarely imported by a scenario, so the browser
 * loads it on demand (`loadOptionalModules`), while the CLI and tests install it up front.
 */
import './typing';
import './pydantic';
import './torch';

/** Call sites import this to make the dependency on the runtime explicit. */
export function installRuntime(): void {}

/** Installs `pytest` too (the CLI and the tests, which run any scenario at once). */
export async function installAllModules(): Promise<void> {
  await import('./pytest');
}

let pytestLoaded = false;

/**
 * For a script that imports an optional module not loaded yet: loads it and resolves true
 * (the caller runs the script again); false when nothing was missing.
 */
export async function loadOptionalModules(script: string): Promise<boolean> {
  if (pytestLoaded || !/\bpytest\b/.test(script)) return false;
  await import('./pytest');
  pytestLoaded = true;
  return true;
}
