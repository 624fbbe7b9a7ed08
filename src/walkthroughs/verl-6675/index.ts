/**
 * The verl PR #6675 walkthrough as data: its metadata in every language, the excerpt before and
 * after the fix with where each line comes from, and the scenario a newcomer sees first.
 */
import type { Localized } from '../localized';
import type { SourceMap } from '../source-map';
import after from './after.py?raw';
import before from './before.py?raw';
import sourceMap from './source-map.json';

export const walkthrough = {
  id: 'verl-6675',
  title: {
    en: 'verl PR #6675: empty token sequences in padding and timing metrics',
    'zh-CN': 'verl PR #6675：填充与计时指标中的空 token 序列',
  } satisfies Localized,
  pr: { repository: 'verl-project/verl', number: 6675, url: 'https://github.com/verl-project/verl/pull/6675' },
  /** The merged commit (after.py) and its parent (before.py). */
  commit: 'ccebe7cace9efb5a83ce66798538dea3286c1faa',
  parent: '334d9f8b03816382cbd72e898bc8ae04efca6fbe',
  files: ['verl/experimental/agent_loop/agent_loop.py', 'verl/trainer/ppo/metric_utils.py'],
  /** What the runs call. */
  subjects: ['AgentLoopWorker._pad_token_ids', 'compute_timing_metrics'],
  summary: {
    en: "When a rollout request is aborted during prefill, its response has no tokens, and two places crashed on it. AgentLoopWorker._pad_token_ids hands the token list to tokenizer.pad(), which returns an empty input just as it came (lists, not tensors, even with return_tensors=\"pt\"), so the next line's .dim() raised AttributeError; the fix returns a (1, max_length) tensor of the tokenizer's pad id (0 when it has none) and an all-zero attention mask for an empty list. compute_timing_metrics divided each stage's time by its token count, and a count of zero raised ZeroDivisionError; the fix reports 0.0 ms per token instead. The PR adds a test for each, with a fake tokenizer whose pad id is 42.",
    'zh-CN':
      '当 rollout 请求在 prefill 阶段被中止时，它的回复里没有任何 token，有两处代码因此崩溃。AgentLoopWorker._pad_token_ids 把 token 列表交给 tokenizer.pad()，而后者会把空输入原样返回（即使指定了 return_tensors="pt"，返回的也是列表而不是张量），于是下一行的 .dim() 抛出 AttributeError；修复后，空列表直接得到由 tokenizer 的 pad id（没有时为 0）填满的 (1, max_length) 张量和全 0 的注意力掩码。compute_timing_metrics 把每个阶段的耗时除以它的 token 数，token 数为零时抛出 ZeroDivisionError；修复后改为报告每 token 0.0 毫秒。PR 为两处各加了一个测试，其中用到一个 pad id 为 42 的假 tokenizer。',
  } satisfies Localized,
  before,
  after,
  sourceMap: sourceMap satisfies SourceMap,
  /**
   * The names the pytest export imports from verl. FakeHFTokenizer and DataProto are the
   * excerpt's stand-ins, not verl's: an exported test has to define them itself.
   */
  pytestImports: [
    'from verl.experimental.agent_loop.agent_loop import AgentLoopWorker',
    'from verl.trainer.ppo.metric_utils import _compute_response_info, compute_timing_metrics',
  ],
  /** The scenario a newcomer sees first: an aborted request's empty response, padded and concatenated. */
  defaultPreset: 'aborted-response',
} as const;
