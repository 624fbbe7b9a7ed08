/**
 * The source path under abuse: random mutations of before.py and after.py (deleted text,
 * swapped lines, unsupported syntax, huge literals, deep nesting, endless loops) must end
 * in a located syntax error, an "unsupported" message, a Python outcome or the step-limit
 * event — never a JS error escaping, never a hang.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/engine';
import { after, before, prScenario } from '../helpers';
import { traceProblems } from './invariants';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Date.now() / 1000) % 2 ** 31);
const RUNS = Number(process.env.FUZZ_SOURCE_RUNS ?? 300);

const unsupported = [
  'match x:\n    case 1:\n        pass\n',
  'async def f():\n    yield 1\n',
  'try:\n    pass\nexcept* ValueError:\n    pass\n',
  'z = [await x for x in y]\n',
  'x = b"bytes"\n',
  'from . import x\n',
  'x = 1j\n',
  "print(f'{x=}')\n",
];

const mutation = (source: string) => {
  const lines = source.split('\n');
  return fc.oneof(
    // Delete a span of characters.
    fc.tuple(fc.nat(source.length), fc.integer({ min: 1, max: 40 })).map(([at, n]) => source.slice(0, at) + source.slice(at + n)),
    // Swap two lines.
    fc.tuple(fc.nat(lines.length - 1), fc.nat(lines.length - 1)).map(([a, b]) => {
      const copy = [...lines];
      [copy[a], copy[b]] = [copy[b], copy[a]];
      return copy.join('\n');
    }),
    // Insert an unsupported construct at a line boundary (indented like its neighbour).
    fc.tuple(fc.nat(lines.length - 1), fc.constantFrom(...unsupported)).map(([at, text]) => {
      const indent = /^\s*/.exec(lines[at])?.[0] ?? '';
      const block = text
        .split('\n')
        .map((l) => (l ? indent + l : l))
        .join('\n');
      return [...lines.slice(0, at), block, ...lines.slice(at)].join('\n');
    }),
    // A huge literal, deep nesting, or an endless loop inside as_dict.
    fc.constantFrom(
      `${source}\nBIG = [${'1, '.repeat(20_000)}]\n`,
      `${source}\nDEEP = ${'('.repeat(400)}1${')'.repeat(400)}\n`,
      `${source}\nNESTED = ${'['.repeat(150)}${']'.repeat(150)}\n`,
      source.replace(
        '        output = self.model_dump(exclude_unset=True)\n',
        '        output = self.model_dump(exclude_unset=True)\n        while True:\n            pass\n',
      ),
      source.replace('        return output\n', '        return self.as_dict()\n'),
      `${source}\nSTR = "${'x'.repeat(100_000)}"\n`,
    ),
    // Random bytes spliced in.
    fc.tuple(fc.nat(source.length), fc.string({ maxLength: 12 })).map(([at, s]) => source.slice(0, at) + s + source.slice(at)),
  );
};

describe('mutated model sources', () => {
  for (const [name, source] of [
    ['before.py', before],
    ['after.py', after],
  ] as const) {
    it(`${name}: every mutation ends as data within a time bound`, () => {
      const failures: string[] = [];
      let syntax = 0;
      for (const mutated of fc.sample(mutation(source), { seed: SEED, numRuns: RUNS })) {
        const started = performance.now();
        const r = run({ model: mutated, script: prScenario, stepLimit: 2_000 });
        const ms = performance.now() - started;
        if (!r.ok) {
          if (r.problem.kind === 'InternalError') failures.push(`${r.problem.message}\n--- source ---\n${mutated.slice(0, 400)}`);
          else {
            syntax++;
            expect(r.problem.line).toBeGreaterThan(0);
          }
        } else for (const p of traceProblems(r.trace, { model: mutated, script: prScenario })) failures.push(`${p}\n--- source ---\n${mutated.slice(0, 400)}`);
        if (ms > 10_000) failures.push(`took ${ms.toFixed(0)} ms`);
      }
      expect(failures.slice(0, 3)).toEqual([]);
      // The mutations really exercise the error paths, not only clean runs.
      expect(syntax).toBeGreaterThan(RUNS / 10);
    }, 600_000);
  }
});
