/** A long-lived reference runner (real CPython + pydantic + torch) answering outcome requests. */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export class ReferencePython {
  private readonly proc: ChildProcessWithoutNullStreams;
  private readonly pending: ((line: string) => void)[] = [];

  constructor(root: string) {
    const python = join(root, '.venv', 'bin', 'python');
    if (!existsSync(python)) throw new Error('no .venv: run `bash scripts/setup-python.sh`');
    this.proc = spawn(python, [join(root, 'scripts', 'golden.py'), '--serve'], { env: { ...process.env, PYTHONWARNINGS: 'ignore' } });
    this.proc.stderr.resume();
    createInterface({ input: this.proc.stdout }).on('line', (line) => this.pending.shift()?.(line));
  }

  /** The reference runner's outcome JSON for a model file (null: the empty conformance model) and a script text. */
  outcome(modelPath: string | null, script: string): Promise<string> {
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.proc.stdin.write(`${JSON.stringify({ model: modelPath, script })}\n`);
    });
  }

  close(): void {
    this.proc.stdin.end();
  }
}
