/** A walkthrough's store as a new visitor (or a reload) gets it, from freshly loaded modules. */
import { vi } from 'vitest';

/** The store with the walkthrough open and, unless `started` is false, its first runs shown. */
export async function freshStore(id = 'verl-7491', started = true) {
  vi.resetModules();
  const store = await import('../../src/store');
  const { loadWalkthrough } = await import('../../src/walkthroughs');
  const w = await loadWalkthrough(id);
  if (!w) throw new Error(`no walkthrough ${id}`);
  store.openWalkthrough(w);
  if (started) await store.begin();
  return store;
}
