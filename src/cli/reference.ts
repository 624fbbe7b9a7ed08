/**
 * Real Python for the walkthrough check: the reference runner (`scripts/golden.py --serve`, one
 * long-lived process, so torch is imported once) for contract outcomes, and real pytest for
 * exported test files. Needs `.venv` (`bash scripts/setup-python.sh`).
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export class Reference {
  private readonly proc: ChildProcessWithoutNullStreams;
  private readonly pending: ((line: string) => void)[] = [];
  private readonly dir = mkdtempSync(join(tmpdir(), 'walkthrough-check-'));
  private readonly models = new Map<string, string>();
  private readonly python: string;

  constructor(root: string) {
    this.python = join(root, '.venv', 'bin', 'python');
    if (!existsSync(this.python)) throw new Error('no .venv with real Python: run `bash scripts/setup-python.sh`');
    this.proc = spawn(this.python, [join(root, 'scripts', 'golden.py'), '--serve'], { env: { ...process.env, PYTHONWARNINGS: 'ignore' } });
    this.proc.stderr.resume();
    createInterface({ input: this.proc.stdout }).on('line', (line) => this.pending.shift()?.(line));
  }

  /** A file holding a model source (one per distinct text). */
  private modelFile(model: string): string {
    let path = this.models.get(model);
    if (!path) {
      path = join(this.dir, `model_${this.models.size}.py`);
      writeFileSync(path, model);
      this.models.set(model, path);
    }
    return path;
  }

  /** The contract's outcome JSON text that real Python gives for a model source and a script. */
  outcome(model: string, script: string): Promise<string> {
    const path = this.modelFile(model);
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.proc.stdin.write(`${JSON.stringify({ model: path, script })}\n`);
    });
  }

  /**
   * Runs test files under real pytest, each next to a module `walkthrough_model.py` holding the
   * model source; returns pass/fail by test function name.
   */
  pytest(model: string, files: readonly { name: string; text: string }[]): Map<string, boolean> {
    const dir = mkdtempSync(join(this.dir, 'pytest-'));
    writeFileSync(join(dir, 'walkthrough_model.py'), model);
    for (const f of files) writeFileSync(join(dir, f.name), f.text);
    const xml = join(dir, 'results.xml');
    const r = spawnSync(this.python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--rootdir=${dir}`, `--junitxml=${xml}`, dir], {
      cwd: dir,
      env: { ...process.env, PYTHONPATH: dir, PYTHONDONTWRITEBYTECODE: '1' },
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (r.status !== 0 && r.status !== 1) throw new Error(`pytest could not run (${r.status}): ${r.stdout}\n${r.stderr}`);
    const results = new Map<string, boolean>();
    for (const m of readFileSync(xml, 'utf8').matchAll(/<testcase classname="[^"]*" name="([^"]+)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g))
      results.set(m[1], !/<(failure|error)\b/.test(m[3] ?? ''));
    return results;
  }

  close(): void {
    this.proc.stdin.end();
  }
}
