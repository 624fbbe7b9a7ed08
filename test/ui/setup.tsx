/**
 * Component-test setup: Monaco cannot run under jsdom, so its one wrapper module is replaced by
 * the plain views; and `freshApp`, the page as a new visitor (or a reload) gets it.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.mock('../../src/ui/monaco', async () => {
  const plain = await import('../../src/ui/monaco/plain');
  return { CodeView: plain.PlainCode, ScriptEditor: plain.PlainScript };
});
vi.mock('../../src/ui/monaco/diff', async () => {
  const plain = await import('../../src/ui/monaco/plain-diff');
  return { DiffView: plain.PlainDiff };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Renders the app from freshly loaded modules (the store reads localStorage anew); returns the store module. */
export async function freshApp() {
  vi.resetModules();
  const { App } = await import('../../src/ui/App');
  const store = await import('../../src/store/store');
  render(<App />);
  return store;
}
