/**
 * Component-test setup: Monaco cannot run under jsdom, so its one wrapper module is replaced by
 * the plain views; and `freshApp`, the page of a walkthrough as a new visitor (or a reload) gets it.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.mock('../../src/ui/monaco', async () => {
  const plain = await import('../../src/ui/monaco/plain');
  return { CodeView: plain.PlainCode, ScriptEditor: plain.PlainScript };
});
vi.mock('../../src/ui/monaco/diff', async () => {
  const plain = await import('../../src/ui/monaco/plain-diff');
  return { DiffView: plain.PlainDiff };
});

/** The store of the page under test: its runs still on their way must land before the next test starts. */
let store: typeof import('../../src/store') | null = null;

afterEach(async () => {
  cleanup();
  await store?.settled();
  store = null;
  localStorage.clear();
});

/**
 * Renders a walkthrough's page from freshly loaded modules (the store reads localStorage anew)
 * and waits for its first runs; returns the store module.
 */
export async function freshApp(id = 'verl-7491') {
  vi.resetModules();
  const { App } = await import('../../src/ui/App');
  const loaded = await import('../../src/store');
  const { loadWalkthrough } = await import('../../src/walkthroughs');
  const w = await loadWalkthrough(id);
  if (!w) throw new Error(`no walkthrough ${id}`);
  loaded.openWalkthrough(w);
  store = loaded;
  render(<App />);
  await act(() => loaded.begin());
  return loaded;
}
