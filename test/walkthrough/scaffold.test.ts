/**
 * `npm run walkthrough -- new`: the folder it writes has every file the interface asks for, with
 * the PR it was given, and it refuses ids that are not URL segments or are taken.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idProblem, scaffold } from '../../src/cli/walkthrough-scaffold';
import { root } from '../helpers';

describe('the walkthrough scaffold', () => {
  it('writes the folder the registry needs and the corpus folder, naming the PR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scaffold-'));
    const written = scaffold(dir, 'acme-12', { repository: 'acme/widgets', number: 12 });
    for (const f of ['meta.ts', 'index.ts', 'before.py', 'after.py', 'source-map.json', 'zh-CN.ts', 'form.tsx', 'tour.ts', 'lab.ts', 'checks.py'])
      expect(written).toContain(`src/walkthroughs/acme-12/${f}`);
    expect(written).toContain('test/corpus/acme-12/known-failures.txt');
    const meta = readFileSync(join(dir, 'src/walkthroughs/acme-12/meta.ts'), 'utf8');
    expect(meta).toContain("id: 'acme-12'");
    expect(meta).toContain("url: 'https://github.com/acme/widgets/pull/12'");
    const map = JSON.parse(readFileSync(join(dir, 'src/walkthroughs/acme-12/source-map.json'), 'utf8'));
    expect(Object.keys(map)).toEqual(['before', 'after']);
    expect(() => scaffold(dir, 'acme-12', { repository: 'acme/widgets', number: 12 })).toThrow(/exists already/);
  });

  it('refuses ids that are not a lowercase URL segment, and ids taken in the repository', () => {
    for (const bad of ['Verl-1', 'verl_1', '-verl', 'verl--1', 'a/b', '']) expect(idProblem(root, bad)).toMatch(/is not an id/);
    expect(idProblem(root, 'verl-7491')).toMatch(/exists already/);
    expect(idProblem(root, 'verl-9999999')).toBeNull();
  });
});
