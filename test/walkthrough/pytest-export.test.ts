/**
 * The pytest export is real: for every preset, the exported file runs under real pytest +
 * pydantic + torch against before.py and after.py (through the shim module at verl's import
 * path) and passes or fails exactly as the app says it will (our engine's claim).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/engine';
import { engineScript, exportPytest, type PytestExport } from '../../src/explain/pytest-export';
import type { TestClaim } from '../../src/runner';
import { testClaim } from '../../src/runner/work';
import { scripts } from '../../src/walkthroughs/verl-7491/preset-scripts';
import { presets } from '../../src/walkthroughs/verl-7491/presets';
import { after, before, root, walkthrough } from '../helpers';

interface Case {
  readonly id: string;
  readonly exported: PytestExport;
  readonly claims: { before: TestClaim; after: TestClaim };
}

const dir = mkdtempSync(join(tmpdir(), 'pytest-export-'));
const cases: Case[] = presets.map((p) => {
  const exported = exportPytest(scripts[p.id], run({ model: after, script: scripts[p.id] }), p.title);
  if (!exported) throw new Error(`no export for ${p.id}`);
  return { id: p.id, exported, claims: { before: testClaim(before, engineScript(exported)), after: testClaim(after, engineScript(exported)) } };
});

/** Runs every exported file under real pytest against one version; returns pass/fail by file name. */
function pytest(version: 'before' | 'after'): Map<string, boolean> {
  const xml = join(dir, `${version}.xml`);
  const python = join(root, '.venv', 'bin', 'python');
  const r = spawnSync(python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--rootdir=${dir}`, `--junitxml=${xml}`, dir], {
    env: {
      ...process.env,
      PYTHONPATH: join(root, 'test', 'pytest-shim'),
      VERL_AGENT_LOOP_SOURCE: join(walkthrough, `${version}.py`),
      PYTHONDONTWRITEBYTECODE: '1',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (r.status !== 0 && r.status !== 1) throw new Error(`pytest could not run (${r.status}): ${r.stdout}\n${r.stderr}`);
  // By test name (one test per file, each named for its scenario): the junit classname depends on pytest's rootdir.
  const results = new Map<string, boolean>();
  for (const m of readFileSync(xml, 'utf8').matchAll(/<testcase classname="[^"]*" name="([^"]+)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const failed = /<(failure|error)\b/.test(m[3] ?? '');
    results.set(m[1], !failed);
  }
  return results;
}

describe('pytest export', () => {
  let real: Record<'before' | 'after', Map<string, boolean>>;
  beforeAll(() => {
    for (const c of cases) writeFileSync(join(dir, c.exported.fileName), c.exported.text);
    real = { before: pytest('before'), after: pytest('after') };
  }, 180_000);

  it('imports the models from verl’s real path and names one test per file', () => {
    for (const c of cases) {
      expect(c.exported.text).toContain('from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput');
      expect(c.exported.text).toContain(`def ${c.exported.testName}():`);
    }
    expect(new Set(cases.map((c) => c.exported.testName)).size).toBe(cases.length);
    expect(real.before.size + real.after.size).toBe(2 * cases.length);
  });

  for (const c of cases) {
    it(`${c.id}: passes after the fix, and does under real pytest exactly what the app says for both versions`, () => {
      expect(c.claims.after).toEqual({ passes: true, detail: '' });
      const key = (v: 'before' | 'after') => real[v].get(c.exported.testName);
      expect({ before: key('before'), after: key('after') }).toEqual({ before: c.claims.before.passes, after: c.claims.after.passes });
    });
  }

  it('fails before the fix for the scenarios the fix changes', () => {
    const failingBefore = cases.filter((c) => !c.claims.before.passes).map((c) => c.id);
    expect(failingBefore).toEqual(
      expect.arrayContaining(['issue-7486', 'pr-test-default', 'pr-test-mutated', 'pr-test-teacher', 'set-none', 'model-construct']),
    );
    expect(failingBefore).not.toContain('explicit-extra');
  });
});
