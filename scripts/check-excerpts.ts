/**
 * Holds every walkthrough excerpt that has a `source-map.json` to the real repository: each
 * recorded run of lines must be, character for character (indentation restored), the lines of
 * that file at that commit, and its recorded SHA-256 must be theirs.
 *
 *     npx tsx scripts/check-excerpts.ts PATH-TO-A-CLONE-WITH-HISTORY [ID...]
 *
 * The unit tests check the excerpts against the recorded hashes without the repository; this
 * command checks the hashes against the repository itself.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SourceMap, segmentText } from '../src/walkthroughs/source-map';

const [repo, ...only] = process.argv.slice(2);
if (!repo) {
  console.error('usage: check-excerpts.ts PATH-TO-A-CLONE-WITH-HISTORY [ID...]');
  process.exit(2);
}

const root = join(import.meta.dirname, '..', 'src', 'walkthroughs');
const ids = only.length > 0 ? only : readdirSync(root).filter((d) => existsSync(join(root, d, 'source-map.json')));
const cache = new Map<string, string[]>();

function fileAt(commit: string, file: string): string[] {
  const key = `${commit}:${file}`;
  let lines = cache.get(key);
  if (!lines) {
    lines = execFileSync('git', ['-C', repo, 'show', key], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\n');
    cache.set(key, lines);
  }
  return lines;
}

let problems = 0;
let checked = 0;
for (const id of ids) {
  const map = JSON.parse(readFileSync(join(root, id, 'source-map.json'), 'utf8')) as SourceMap;
  for (const side of ['before', 'after'] as const) {
    const excerpt = readFileSync(join(root, id, `${side}.py`), 'utf8');
    for (const s of map[side].segments) {
      checked++;
      const real = fileAt(map[side].commit, s.file)
        .slice(s.lines[0] - 1, s.lines[1])
        .join('\n');
      const ours = segmentText(s, excerpt);
      const where = `${id}/${side}.py:${s.excerpt} = ${s.file}:${s.lines[0]}-${s.lines[1]} @ ${map[side].commit.slice(0, 9)}`;
      if (ours !== real) {
        problems++;
        console.log(`differs: ${where}\n--- real\n${real}\n--- excerpt\n${ours}`);
      } else if (createHash('sha256').update(real).digest('hex') !== s.sha256) {
        problems++;
        console.log(`recorded sha256 is not the real lines': ${where}`);
      }
    }
  }
}
console.log(problems === 0 ? `excerpts: ${checked} runs of lines identical to the repository` : `excerpts: ${problems} of ${checked} runs differ`);
process.exit(problems === 0 ? 0 : 1);
