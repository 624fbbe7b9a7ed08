/**
 * The engine compiles a source text once and runs the compiled module again for the same text
 * (`compiledSource` in run.ts): the app reruns before.py and after.py on every scenario edit and
 * fix-lab check. That is only sound if a compiled module holds no run state, so a run from the
 * cache must end exactly as a run from a fresh parse, whatever ran before it.
 */
import { describe, expect, it } from 'vitest';
import { type RunInput, run } from '../../src/engine';
import { outcomeJson } from '../../src/engine/outcome';
import { clearParseCache, compiledSource } from '../../src/engine/run';
import { after, before, prScenario } from '../helpers';

/** A model and a script that mutate everything a run can reach: class attributes, defaults, closures, registries. */
const mutating: RunInput = {
  model: `class Counter:
    total = 0

    def __init__(self):
        Counter.total += 1
        self.items = []


def append_to(x, into=[]):
    into.append(x)
    return into


registry = {}


def register(name):
    def deco(f):
        registry[name] = f
        f.registered = True
        return f
    return deco
`,
  script: `@register("a")
def a():
    return len(registry)


c1 = Counter()
c2 = Counter()
first = append_to(1)
second = append_to(2)
Counter.extra = "set"
Counter.__init__ = lambda self: None
c3 = Counter()
total = Counter.total
gen = (i * i for i in range(5))
head = next(gen)


def make():
    n = 0

    def inc():
        nonlocal n
        n += 1
        return n
    return inc


inc = make()
inc()
k = inc()
try:
    raise ValueError("boom")
except ValueError as e:
    msg = str(e)
print("printed", total, first)
out = (first, second, total, head, k, msg, a(), a.registered, hasattr(c3, "items"))
`,
};

const scenarios: RunInput[] = [mutating, { model: after, script: prScenario }, { model: before, script: prScenario }];

/** Everything a run shows: its steps, its end, its printed output and its contract outcome. */
function result(input: RunInput): string {
  const r = run(input);
  if (!r.ok) throw new Error(`${r.problem.kind}: ${r.problem.message}`);
  return JSON.stringify({ steps: r.trace.steps, end: r.trace.end, stdout: r.stdout, outcome: outcomeJson(r.trace) });
}

describe('compiled modules reused across runs', () => {
  it('compiles a source text once and again only after the cache is cleared', () => {
    const code = compiledSource(after, 'model');
    expect(compiledSource(after, 'model')).toBe(code);
    expect(compiledSource(after, 'script')).not.toBe(code);
    clearParseCache();
    expect(compiledSource(after, 'model')).not.toBe(code);
  });

  it('runs different scenarios back to back from the cache exactly as from a fresh parse', () => {
    // The first run of a scenario in a process numbers its objects differently from later runs,
    // cache or no cache (the runtime builds some objects on first use), so each runs once first.
    for (const s of scenarios) result(s);
    const fresh = scenarios.map((s) => {
      clearParseCache();
      return result(s);
    });
    expect(fresh[0]).toContain('printed 2 [1, 2]');
    clearParseCache();
    for (let round = 0; round < 3; round++) for (const [i, s] of scenarios.entries()) expect(result(s)).toBe(fresh[i]);
  });
});
