/** Shared test helpers: the walkthrough sources and a runner with the runtime installed. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RunResult, run } from '../src/engine';
import { installAllModules, installRuntime } from '../src/runtime';

installRuntime();
await installAllModules();

export const root = join(import.meta.dirname, '..');
export const walkthrough = join(root, 'src', 'walkthroughs', 'verl-7491');
export const before = readFileSync(join(walkthrough, 'before.py'), 'utf8');
export const after = readFileSync(join(walkthrough, 'after.py'), 'utf8');
export const prTests = readFileSync(join(walkthrough, 'pr_tests.py'), 'utf8');

/** Runs a script against a model (the after-fix source by default) and fails the test on a source problem. */
export function runOk(script: string, model = after) {
  const r: RunResult = run({ model, script });
  if (!r.ok) throw new Error(`expected the program to run, got ${r.problem.kind}: ${r.problem.message}`);
  return r.trace;
}

/** The PR's scenario: a default extra_fields filled in place, then serialized. */
export const prScenario = `output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12],
                         response_mask=[1, 1], metrics=AgentLoopMetrics())
output.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]
result = output.as_dict()
`;
