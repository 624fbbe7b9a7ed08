/**
 * The verl PR #4706 walkthrough as data: its metadata in every language, the excerpt before and
 * after the fix with where each line comes from, and the scenario a newcomer sees first.
 */
import type { Localized } from '../localized';
import type { SourceMap } from '../source-map';
import after from './after.py?raw';
import before from './before.py?raw';
import sourceMap from './source-map.json';

export const walkthrough = {
  id: 'verl-4706',
  title: {
    en: 'verl PR #4706: token2text wrote into the traced model',
    'zh-CN': 'verl PR #4706：token2text 写进了被追踪的模型',
  } satisfies Localized,
  pr: { repository: 'verl-project/verl', number: 4706, url: 'https://github.com/verl-project/verl/pull/4706' },
  /** The merged commit (after.py) and its parent (before.py). */
  commit: '0f615578bdbd95a1a56a5525479969fa30c7e5fc',
  parent: 'd6bc62964d06588b0728122a1d2414b098165295',
  files: ['verl/utils/rollout_trace.py'],
  /** What the runs call (an async function: scenarios run it with asyncio.run). */
  subjects: ['add_token2text'],
  summary: {
    en: "With rollout tracing's token2text on, verl decodes a traced agent loop's prompt and response ids into text for the trace. add_token2text built that trace record with vars(result), but vars() of an object is its own __dict__, not a copy: on a pydantic AgentLoopOutput, writing prompt_text and response_text into the record wrote them into the model, which then carried attributes that are not fields (issue #4457: token2text in MLflow did not work). The fix builds the record with result.model_dump() for a pydantic model, a new dict with nested models dumped, and dict(vars(result)) for any other object. The PR added no test; the fix lab's checks state its properties.",
    'zh-CN':
      '打开 rollout 追踪的 token2text 后，verl 会把被追踪的 agent loop 的 prompt 和 response id 解码成文本写进追踪记录。add_token2text 用 vars(result) 构建这条记录，但对象的 vars() 就是它自己的 __dict__，而不是副本：对 pydantic 的 AgentLoopOutput 来说，往记录里写 prompt_text 和 response_text 就等于写进了模型，模型从此带着并非字段的属性（issue #4457：MLflow 中的 token2text 不工作）。修复后，pydantic 模型用 result.model_dump() 构建记录——一个新字典，嵌套模型也被导出——其他对象则用 dict(vars(result))。这个 PR 没有加测试；修复实验室的检查陈述了它应有的性质。',
  } satisfies Localized,
  before,
  after,
  sourceMap: sourceMap satisfies SourceMap,
  /**
   * add_token2text is defined inside rollout_trace_op's wrapper, so verl offers no import of it;
   * an exported test has to reach it through rollout_trace_op with a tracing backend, or carry
   * the excerpt. The models are importable.
   */
  pytestImports: ['from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopOutput'],
  /** The scenario a newcomer sees first: the case, an agent-loop output traced with token2text. */
  defaultPreset: 'issue-4457',
} as const;
