/**
 * Component-test setup: Monaco cannot run under jsdom, so the fix lab's editor is the light
 * editor it starts as; and `freshApp`, the page as a new visitor (or a reload) gets it.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.mock('../../src/ui/monaco', async () => {
  const light = await import('../../src/ui/code/CodeEditor');
  return { LabEditor: light.CodeEditor };
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
