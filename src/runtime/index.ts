/**
 * Installs the simulated libraries (`typing`, `pydantic`, `torch`, `pytest`) into the engine's
 * module registry. Import this once before running a program that imports them.
 */
import './typing';
import './pydantic';
import './torch';
import './pytest';

/** Call sites import this to make the dependency on the runtime explicit. */
export function installRuntime(): void {}
