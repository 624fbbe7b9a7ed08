/**
 * A fast-check generator of scenario scripts over the space the builder and a curious user
 * reach: every AgentLoopOutput field present or absent, valid and invalid values, every
 * post-construction action, and random dict/list operations on extra_fields and on the
 * returned output. Every script is valid Python; what it does may raise.
 */
import fc from 'fast-check';

const smallInt = fc.integer({ min: -3, max: 300 });
const intList = fc.array(smallInt, { maxLength: 4 }).map((xs) => `[${xs.join(', ')}]`);
const floatLit = fc.constantFrom('-0.1', '-0.25', '0.5', '1.0', '-3.75', '2', '0', '1e-3', '-1.5e2', '0.3');
const floatList = fc.array(floatLit, { maxLength: 4 }).map((xs) => `[${xs.join(', ')}]`);
const strLit = fc.constantFrom('"a"', '"hello"', '"x y"', '""', "'q'");
const anyValue = fc.oneof(smallInt.map(String), floatLit, strLit, intList, fc.constant('None'), fc.constant('True'), fc.constant('{"k": [1, 2]}'));

const invalidIds = fc.constantFrom('"101"', 'None', '["a", 1]', '[1.5]', '{"a": 1}', '(1, 2)', '[True, 2]', '["3", 4]');
const ids = fc.oneof({ weight: 6, arbitrary: intList }, { weight: 1, arbitrary: invalidIds });

const routed = fc.oneof(
  fc
    .integer({ min: 0, max: 5 })
    .chain((rows) =>
      fc
        .integer({ min: 1, max: 2 })
        .chain((cols) => fc.array(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows })),
    )
    .map((m) => `[${m.map((r) => `[${r.join(', ')}]`).join(', ')}]`),
  intList,
  fc.constantFrom('None', '[[1, 2], [3]]', '[[40000]]', '"r"'),
);

const teacherValue = fc.oneof(intList, floatList, fc.constant('None'));
const extraDict = fc
  .record({
    raw: fc.option(fc.oneof(strLit, fc.constant('[{"role": "user", "content": "hi"}]'), intList), { nil: undefined }),
    teacher_ids: fc.option(teacherValue, { nil: undefined }),
    teacher_logprobs: fc.option(teacherValue, { nil: undefined }),
    uid: fc.option(smallInt.map(String), { nil: undefined }),
  })
  .map(
    (r) =>
      `{${Object.entries(r)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `"${k === 'raw' ? 'raw_prompt' : k}": ${v}`)
        .join(', ')}}`,
  );

const constructorArgs = fc.record({
  prompt_ids: fc.option(ids, { nil: undefined, freq: 12 }),
  response_ids: fc.option(ids, { nil: undefined, freq: 12 }),
  response_mask: fc.option(ids, { nil: undefined, freq: 12 }),
  response_logprobs: fc.option(fc.oneof(floatList, fc.constantFrom('None', '["a"]', '[1, 2]')), { nil: undefined, freq: 2 }),
  routed_experts: fc.option(routed, { nil: undefined, freq: 2 }),
  reward_score: fc.option(fc.constantFrom('0.5', '1', 'None', '-2.25', '"high"', 'True'), { nil: undefined, freq: 2 }),
  num_turns: fc.option(fc.constantFrom('0', '3', '"2"', '1.5', '-1'), { nil: undefined, freq: 2 }),
  metrics: fc.option(
    fc.constantFrom('AgentLoopMetrics()', 'AgentLoopMetrics(num_preempted=2)', 'AgentLoopMetrics(tool_calls=1)', '{}', '{"compute_score": "1.5"}', 'None'),
    {
      nil: undefined,
      freq: 12,
    },
  ),
  extra_fields: fc.option(fc.oneof({ weight: 4, arbitrary: extraDict }, { weight: 1, arbitrary: fc.constantFrom('None', '[1]', '{1: "a"}') }), {
    nil: undefined,
    freq: 2,
  }),
});

const key = fc.constantFrom('"raw_prompt"', '"teacher_ids"', '"teacher_logprobs"', '"uid"', '"k"');
const onExtra = (target: string) =>
  fc.oneof(
    fc.tuple(key, anyValue).map(([k, v]) => `${target}[${k}] = ${v}`),
    fc.tuple(key, anyValue).map(([k, v]) => `${target}.setdefault(${k}, ${v})`),
    key.map((k) => `${target}.pop(${k}, None)`),
    key.map((k) => `${target}.pop(${k})`),
    key.map((k) => `del ${target}[${k}]`),
    fc.tuple(key, smallInt).map(([k, v]) => `${target}.setdefault(${k}, []).append(${v})`),
    fc.tuple(teacherValue, teacherValue).map(([a, b]) => `${target}.update({"teacher_ids": ${a}, "teacher_logprobs": ${b}})`),
    fc.constant(`${target}.clear()`),
    key.map((k) => `seen.append(${k} in ${target})`),
    fc.constant(`seen.append(sorted(${target}))`),
  );

const afterConstruction = fc.oneof(
  onExtra('output.extra_fields'),
  extraDict.map((d) => `output.extra_fields = ${d}`),
  fc.constant('output.extra_fields = None'),
  fc.constant('output.extra_fields = output.extra_fields'),
  fc.constantFrom('output.num_turns = 4', 'output.reward_score = 0.25', 'output.metrics.tool_calls = 2.0', 'output.prompt_ids.append(7)'),
  fc.constant('seen.append(sorted(output.model_fields_set))'),
);

const onResult = fc.oneof(
  onExtra('result["extra_fields"]'),
  fc.constantFrom(
    'result.pop("prompts", None)',
    'seen.append(sorted(result))',
    'seen.append(result["extra_fields"] is output.extra_fields)',
    'seen.append(output.extra_fields)',
    'result["extra_fields"]["raw_prompt"].append("x")',
    'seen.append(result.get("teacher_ids"))',
    'seen.append(result["prompts"].tolist())',
    'seen.append(list(result["responses"].shape))',
  ),
);

/** One scenario script. */
export const scenarioScript: fc.Arbitrary<string> = fc
  .tuple(
    constructorArgs,
    fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
    fc.array(afterConstruction, { maxLength: 3 }),
    fc.integer({ min: 0, max: 2 }),
    fc.array(onResult, { maxLength: 3 }),
  )
  .map(([args, construct, before, calls, afterOps]) => {
    // model_construct skips validation but the reference runner reads every field back,
    // so the required ones are always passed there.
    const required = { prompt_ids: '[1, 2]', response_ids: '[3]', response_mask: '[1]', metrics: 'AgentLoopMetrics()' };
    const all = construct ? { ...required, ...Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined)) } : args;
    const kw = Object.entries(all)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ');
    const lines = ['seen = []', construct ? `output = AgentLoopOutput.model_construct(${kw})` : `output = AgentLoopOutput(${kw})`, ...before];
    for (let i = 0; i < calls; i++) lines.push(i === 0 ? 'result = output.as_dict()' : 'again = output.as_dict()');
    if (calls > 0) lines.push(...afterOps);
    return `${lines.join('\n')}\n`;
  });
