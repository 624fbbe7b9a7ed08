/**
 * The guided tour of PR #6675: from what _pad_token_ids promises, through what a Hugging Face
 * tokenizer does with an empty sequence, to the PR's tests and the zero-token timings. Each stop
 * loads a preset and puts the cursor on a step; most ask the reader to predict first. The
 * walkthrough tests check every preset, step and answer against real Python (and the engine).
 */
import type { TourStop } from '../tour-types';

export const tour: readonly TourStop[] = [
  {
    id: 'contract',
    title: { en: 'What _pad_token_ids promises', 'zh-CN': '_pad_token_ids 的约定' },
    preset: 'aborted-response',
    at: { side: 'after', file: 'model', line: 37 },
    text: {
      en: "After an agent loop finishes, the worker pads its prompt on the left and its response on the right to fixed widths, so that every sample of the batch has the same shape and torch.cat can join them. The docstring says it: a flat list of token ids becomes a (1, max_length) tensor. This scenario is the PR's case: a request aborted during prefill, whose response came back with no tokens at all.",
      'zh-CN':
        'agent loop 结束后，worker 把 prompt 向左、把回复向右填充到固定宽度，这样批次里每个样本形状相同，torch.cat 才能把它们拼起来。文档字符串写得很清楚：一个扁平的 token id 列表变成形状为 (1, max_length) 的张量。这个场景就是 PR 所说的情况：一个在 prefill 阶段被中止的请求，它的回复里一个 token 也没有。',
    },
  },
  {
    id: 'empty-pad',
    title: { en: 'tokenizer.pad() and an empty list', 'zh-CN': 'tokenizer.pad() 遇到空列表' },
    preset: 'aborted-response',
    at: { side: 'before', file: 'model', line: 43, occurrence: 2 },
    prediction: {
      question: {
        en: 'Before the fix, the empty response goes to tokenizer.pad(..., return_tensors="pt") like any other. The next line calls padded["input_ids"].dim(). What happens?',
        'zh-CN': '修复前，空回复和其他序列一样交给 tokenizer.pad(..., return_tensors="pt")。下一行调用 padded["input_ids"].dim()。会发生什么？',
      },
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: { en: 'It returns a padded tensor', 'zh-CN': '正常返回填充好的张量' } },
        { value: 'AttributeError', label: { en: 'It raises AttributeError', 'zh-CN': '抛出 AttributeError' } },
        { value: 'ValueError', label: { en: 'pad() raises ValueError', 'zh-CN': 'pad() 抛出 ValueError' } },
      ],
      answer: 'AttributeError',
    },
    text: {
      en: 'Hugging Face\'s pad() returns early when input_ids is empty: it adds an empty attention_mask and hands back the very dict it was given, before any padding or conversion to tensors. padded["input_ids"] is the caller\'s empty list, and a list has no .dim(). The objects view shows it: the list in padded is the one passed in.',
      'zh-CN':
        'Hugging Face 的 pad() 在 input_ids 为空时会提前返回：它加上一个空的 attention_mask，然后把收到的那个字典原样交回，既不填充也不转换成张量。padded["input_ids"] 就是调用方传进来的空列表，而列表没有 .dim()。对象视图能看到这一点：padded 里的列表正是传进去的那个。',
    },
  },
  {
    id: 'crash',
    title: { en: 'The crash', 'zh-CN': '崩溃' },
    preset: 'aborted-response',
    at: 'end',
    prediction: {
      question: { en: 'Which exception does the old code raise, exactly?', 'zh-CN': '旧代码抛出的异常具体是什么？' },
      fact: { kind: 'exception', side: 'before' },
      choices: [
        {
          value: "AttributeError: 'list' object has no attribute 'dim'",
          label: { en: "'list' object has no attribute 'dim'", 'zh-CN': "'list' object has no attribute 'dim'" },
        },
        {
          value: "AttributeError: 'dict' object has no attribute 'dim'",
          label: { en: "'dict' object has no attribute 'dim'", 'zh-CN': "'dict' object has no attribute 'dim'" },
        },
        {
          value: "KeyError: 'input_ids'",
          label: { en: "KeyError: 'input_ids'", 'zh-CN': "KeyError: 'input_ids'" },
        },
      ],
      answer: "AttributeError: 'list' object has no attribute 'dim'",
    },
    text: {
      en: "AttributeError: 'list' object has no attribute 'dim', the error of the PR's description. It only shows with partial_rollout off, when a parameter sync aborts in-flight requests during prefill: a rare path, which is why padding had worked for every other sequence.",
      'zh-CN':
        "AttributeError: 'list' object has no attribute 'dim'，正是 PR 描述里的错误。它只在关闭 partial_rollout、参数同步在 prefill 阶段中止进行中的请求时出现：一条少见的路径，所以填充对其他所有序列一直都没问题。",
    },
  },
  {
    id: 'the-fix',
    title: { en: 'The fix: never ask pad() to pad nothing', 'zh-CN': '修复：不让 pad() 去填充“空”' },
    preset: 'aborted-response',
    at: { side: 'after', file: 'model', line: 39 },
    prediction: {
      question: {
        en: 'After the fix, an empty list gets torch.full((1, max_length), pad_id) and an all-zero mask. The scenario then concatenates prompt and response as postprocessing does. What is attention_mask?',
        'zh-CN': '修复后，空列表得到 torch.full((1, max_length), pad_id) 和全 0 掩码。场景随后像后处理那样把 prompt 和回复拼接起来。attention_mask 是什么？',
      },
      fact: { kind: 'global', side: 'after', name: 'attention_mask' },
      choices: [
        { value: 'tensor([[0, 1, 1, 1, 0, 0, 0, 0]])', label: { en: 'tensor([[0, 1, 1, 1, 0, 0, 0, 0]])', 'zh-CN': 'tensor([[0, 1, 1, 1, 0, 0, 0, 0]])' } },
        { value: 'tensor([[0, 1, 1, 1]])', label: { en: 'tensor([[0, 1, 1, 1]])', 'zh-CN': 'tensor([[0, 1, 1, 1]])' } },
        { value: 'tensor([[0, 1, 1, 1, 1, 1, 1, 1]])', label: { en: 'tensor([[0, 1, 1, 1, 1, 1, 1, 1]])', 'zh-CN': 'tensor([[0, 1, 1, 1, 1, 1, 1, 1]])' } },
      ],
      answer: 'tensor([[0, 1, 1, 1, 0, 0, 0, 0]])',
    },
    text: {
      en: "The empty response occupies its four positions like any padded response, and none of them is attended. The early return also skips the .dim() == 1 branch, so the fix must build the batch dimension itself: (1, max_length), not (max_length,). The pad id is the tokenizer's own, 0 only when it has none.",
      'zh-CN':
        '空回复像其他填充过的回复一样占住它的四个位置，而且没有一个位置被关注。提前返回也跳过了 .dim() == 1 分支，所以修复必须自己构造批次维度：(1, max_length)，而不是 (max_length,)。pad id 用的是 tokenizer 自己的，只有在它没有时才用 0。',
    },
    tryFix: 'one-dimensional',
  },
  {
    id: 'pr-test',
    title: { en: "What the PR's test catches", 'zh-CN': 'PR 的测试能发现什么' },
    preset: 'pr-test-pad-id',
    at: 'end',
    prediction: {
      question: {
        en: 'PR test 1 pads an empty list with a fake tokenizer whose pad id is 42 and whose pad() always returns tensors. Run against the old code, how does the test fail?',
        'zh-CN': 'PR 测试 1 用一个假 tokenizer 填充空列表，它的 pad id 是 42，而且它的 pad() 总是返回张量。在旧代码上运行，这个测试会怎样失败？',
      },
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'AttributeError', label: { en: 'With the production crash, AttributeError', 'zh-CN': '和生产环境一样崩溃：AttributeError' } },
        { value: 'AssertionError', label: { en: 'An assertion fails: the padding is 0, not 42', 'zh-CN': '断言失败：填充值是 0 而不是 42' } },
        { value: 'returns', label: { en: 'It passes', 'zh-CN': '测试通过' } },
      ],
      answer: 'AssertionError',
    },
    text: {
      en: 'The test\'s tokenizer never returns lists, so the old code does not crash on it: the test fails in assert_close because that tokenizer pads with 0. What it pins down is the choice of pad id ("not hardcoded 0"); the list-instead-of-tensor crash is what the aborted-response scenario, with a tokenizer that pads as Hugging Face\'s does, shows.',
      'zh-CN':
        '测试用的 tokenizer 从不返回列表，所以旧代码在它上面不会崩溃：测试是在 assert_close 里失败的，因为那个 tokenizer 用 0 填充。它锁定的是 pad id 的选择（“不是硬编码的 0”）；而“返回列表而不是张量”的崩溃，要用像 Hugging Face 那样填充的 tokenizer 才能看到，也就是被中止请求的那个场景。',
    },
    tryFix: 'zeros-for-ids',
  },
  {
    id: 'zero-division',
    title: { en: 'Timing metrics with zero tokens', 'zh-CN': '零 token 的计时指标' },
    preset: 'pr-test-zero-tokens',
    at: 'end',
    prediction: {
      question: {
        en: 'PR test 2: every prompt and response length is 0.0, and compute_timing_metrics divides each stage time by its token count. What does the old code raise?',
        'zh-CN': 'PR 测试 2：所有 prompt 和回复长度都是 0.0，compute_timing_metrics 把每个阶段的耗时除以它的 token 数。旧代码抛出什么？',
      },
      fact: { kind: 'exception', side: 'before' },
      choices: [
        {
          value: 'ZeroDivisionError: float division by zero',
          label: { en: 'ZeroDivisionError: float division by zero', 'zh-CN': 'ZeroDivisionError: float division by zero' },
        },
        { value: 'ZeroDivisionError: division by zero', label: { en: 'ZeroDivisionError: division by zero', 'zh-CN': 'ZeroDivisionError: division by zero' } },
        { value: 'none', label: { en: 'Nothing: it reports inf', 'zh-CN': '不报错：得到 inf' } },
      ],
      answer: 'ZeroDivisionError: float division by zero',
    },
    text: {
      en: 'torch.sum(...).item() of a float tensor is a Python float, and Python, unlike torch, raises on division by 0.0 instead of giving inf ("float division by zero"; with int counts it would say "division by zero"). The fix keeps the division for a positive count and reports 0.0 otherwise, which the test asserts.',
      'zh-CN':
        '浮点张量的 torch.sum(...).item() 是 Python 的 float，而 Python 与 torch 不同，除以 0.0 时会抛出异常而不是得到 inf（“float division by zero”；若计数是 int，则是 “division by zero”）。修复在计数为正时照常相除，否则报告 0.0，这正是测试断言的。',
    },
    tryFix: 'at-least-one-token',
  },
  {
    id: 'only-gen',
    title: { en: 'One stage is enough', 'zh-CN': '一个阶段就足够' },
    preset: 'gen-without-tokens',
    at: 'end',
    prediction: {
      question: {
        en: 'Here the prompts have 7 tokens and the responses none. ref and values divide by all 7 tokens; gen by response tokens only. Does the old code still fail?',
        'zh-CN': '这里 prompt 有 7 个 token，回复一个也没有。ref 和 values 除以全部 7 个 token；gen 只除以回复 token。旧代码还会失败吗？',
      },
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: { en: 'No: 7 tokens is enough', 'zh-CN': '不会：有 7 个 token 就够了' } },
        { value: 'ZeroDivisionError', label: { en: 'Yes: gen still divides by zero', 'zh-CN': '会：gen 仍然除以零' } },
      ],
      answer: 'ZeroDivisionError',
    },
    text: {
      en: 'One zero count fails the whole dict comprehension, so no metric at all is reported for the step. After the fix gen reads 0.0 and ref 0.3 * 1000 / 7. The scenario sorts the result: compute_timing_metrics fills it while iterating a set of stage names, and the order of a set of strings changes from one Python process to the next.',
      'zh-CN':
        '只要有一个计数为零，整个字典推导式就失败，这一步一个指标也报告不出来。修复后 gen 为 0.0，ref 为 0.3 * 1000 / 7。场景对结果做了排序：compute_timing_metrics 是在遍历一个阶段名集合时填充结果的，而字符串集合的顺序在不同的 Python 进程之间会变化。',
    },
    tryFix: 'epsilon',
  },
  {
    id: 'unchanged',
    title: { en: 'Nothing else changes', 'zh-CN': '其他一切照旧' },
    preset: 'non-empty',
    at: 'end',
    prediction: {
      question: {
        en: 'Last one: a prompt of 2 tokens and a response of 3. Does the old code handle it?',
        'zh-CN': '最后一题：prompt 有 2 个 token，回复有 3 个。旧代码能处理吗？',
      },
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: { en: 'Yes', 'zh-CN': '能' } },
        { value: 'AttributeError', label: { en: 'No, AttributeError', 'zh-CN': '不能，AttributeError' } },
      ],
      answer: 'returns',
    },
    text: {
      en: 'Non-empty sequences never enter the new branch: pad() pads them and returns 1-D tensors, and the .dim() == 1 branch adds the batch dimension, as before the PR. Side by side, the two runs take the same steps apart from the one `if not tokens` check.',
      'zh-CN':
        '非空序列从不进入新分支：pad() 填充它们并返回一维张量，由 .dim() == 1 分支补上批次维度，与 PR 之前一样。并排来看，两次运行除了那一个 `if not tokens` 判断外，走的步骤完全相同。',
    },
  },
];
