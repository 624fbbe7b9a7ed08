/** Component-test setup: Monaco cannot run under jsdom, so its one wrapper module is replaced by the plain views. */
import { cleanup } from '@testing-library/react';
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
