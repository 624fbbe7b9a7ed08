/** Every text of this walkthrough in Simplified Chinese, keyed by its English (see src/walkthroughs/i18n.ts). */
import type { Catalog } from '../i18n';

const zhCN: Catalog = {
  "PR test 1: an empty sequence pads with the tokenizer's pad id (42), mask all zeros": 'PR 测试 1：空序列用 tokenizer 的 pad id（42）填充，注意力掩码全为 0',
  'PR test 2: zero tokens give 0.0 ms per token, raw timings still reported': 'PR 测试 2：token 数为零时每 token 耗时为 0.0，原始耗时照常报告',
  "verl's existing timing test: per-token figures with tokens": 'verl 原有的计时测试：有 token 时的每 token 耗时',
  'Empty sequence: input_ids is an int64 (1, max_length) tensor': '空序列：input_ids 是 int64 的 (1, max_length) 张量',
  'Empty sequence: attention mask all zeros, (1, max_length)': '空序列：注意力掩码全为 0，形状 (1, max_length)',
  'Empty sequence, no mask asked: input_ids only': '空序列且不要求掩码：只返回 input_ids',
  'Empty sequence, no pad token: pads with 0': '空序列且没有 pad token：用 0 填充',
  'Non-empty sequences pad as before the PR': '非空序列的填充与 PR 之前相同',
  'An empty response concatenates with its prompt, as postprocessing does': '空回复能像后处理那样与 prompt 拼接',
  'No response tokens: gen is 0.0, the other stages divide as before': '没有回复 token：gen 为 0.0，其他阶段照常相除',
  'With tokens, per-token figures exactly as before': '有 token 时，每 token 耗时与之前完全相同',
  'Every raw timing reported; per-token only for known stages': '每项原始耗时都报告；每 token 耗时只针对已知阶段',
  'The merged fix': '合并的修复',
  "Passes every check. An empty sequence never reaches tokenizer.pad(): it gets a (1, max_length) tensor of the tokenizer's pad id (0 when it has none) and an all-zero mask; a zero token count reports 0.0 instead of dividing.":
    '通过全部检查。空序列根本不进入 tokenizer.pad()：它直接得到由 tokenizer 的 pad id（没有时为 0）填满的 (1, max_length) 张量和全 0 掩码；token 数为零时报告 0.0 而不是去做除法。',
  'torch.zeros for the ids too': 'input_ids 也用 torch.zeros',
  "Nothing crashes and every check with a pad id of 0 passes, but an empty sequence is padded with 0 whatever the tokenizer's pad token is: PR test 1 (pad id 42) catches it, as does the empty-shape check (pad id 7). This is the hard-coded 0 the PR's test names.":
    '不会崩溃，pad id 为 0 的检查也都通过，但无论 tokenizer 的 pad token 是什么，空序列都被填成 0：PR 测试 1（pad id 42）和空序列形状检查（pad id 7）都能发现。PR 的测试说的“硬编码 0”就是这个。',
  'A 1-D tensor of max_length': '长度为 max_length 的一维张量',
  "The early return skips the .dim() == 1 branch that adds the batch dimension, so an empty sequence comes back with shape (max_length,), not (1, max_length): the shape checks fail, and torch.cat along dim=1 with the prompt's (1, n) tensors raises, so the crash has only moved from _pad_token_ids to its caller.":
    '提前返回跳过了补上批次维度的 .dim() == 1 分支，所以空序列得到的形状是 (max_length,) 而不是 (1, max_length)：形状检查失败，而且与 prompt 的 (1, n) 张量沿 dim=1 做 torch.cat 时报错，所以崩溃只是从 _pad_token_ids 挪到了它的调用方。',
  'Turn the returned lists into tensors': '把返回的列表转换成张量',
  'Converting what tokenizer.pad() returned makes .dim() work, but an empty list becomes a tensor of shape (0,), then (1, 0): nothing was padded. No crash here; the response is max_length positions too short, so the batch no longer lines up (the concatenation check sees (1, 3) where (1, 5) belongs).':
    '把 tokenizer.pad() 返回的列表转成张量后 .dim() 可以调用了，但空列表变成形状 (0,) 的张量，再变成 (1, 0)：根本没有填充。这里不会崩溃，但回复少了 max_length 个位置，批次因此对不齐（拼接检查看到的是 (1, 3)，而应该是 (1, 5)）。',
  'Give pad() one pad token instead of none': '给 pad() 一个 pad token 而不是空列表',
  "tokenizer.pad() now has something to pad, so the shapes come out right, but that one token is real input to it: the attention mask has a 1 in its place, so the model would attend to a padding token (and PR test 1's tokenizer pads with 0 after it, not 42). Without a pad token it is worse: a real tokenizer refuses to pad anything at all.":
    '现在 tokenizer.pad() 有东西可填充，形状因此正确，但那一个 token 对它来说是真实输入：注意力掩码在它的位置上是 1，模型会去关注一个填充 token（而且 PR 测试 1 的 tokenizer 在它后面填的是 0，而不是 42）。没有 pad token 时更糟：真实的 tokenizer 根本拒绝做任何填充。',
  'Divide by max(count, 1)': '除以 max(count, 1)',
  'No ZeroDivisionError, but with no tokens at all the whole stage time is reported as the time of one token (500 ms per token for a 0.5 s gen): the misleading value PR test 2 rules out. With tokens, nothing changes.':
    '不再抛出 ZeroDivisionError，但在一个 token 都没有时，整个阶段的耗时被当成一个 token 的耗时（0.5 秒的 gen 报告为每 token 500 毫秒）：正是 PR 测试 2 排除的误导性数值。有 token 时没有任何变化。',
  'Add a small epsilon to the count': '给 token 数加一个很小的 epsilon',
  "A common reflex, and wrong twice: zero tokens now report 5e10 ms per token, and every real figure shifts a little (0.3 * 1000 / (4 + 1e-08) is not 75.0). verl's existing test still passes: it compares to five places.":
    '常见的条件反射，却错了两次：零 token 时报告每 token 5e10 毫秒，而且每个真实数值都偏了一点（0.3 * 1000 / (4 + 1e-08) 不等于 75.0）。verl 原有的测试仍然通过：它只比较到小数点后五位。',
  'pad_token_id or 0': 'pad_token_id or 0',
  'Also correct: for an int pad id, `pad_token_id or 0` differs from `pad_token_id if pad_token_id is not None else 0` only when the id is 0, and then both give 0. The merged form says what it means (None is the missing case), which is why reviewers prefer it.':
    '同样正确：对整数 pad id 来说，`pad_token_id or 0` 与 `pad_token_id if pad_token_id is not None else 0` 只在 id 为 0 时不同，而那时两者都得到 0。合并的写法把意思说清楚了（None 才是缺失的情况），所以评审更喜欢它。',
  'verl PR #6675: empty token sequences in padding and timing metrics': 'verl PR #6675：填充与计时指标中的空 token 序列',
  'A request aborted during prefill comes back with no response tokens. Before the fix, tokenizer.pad() returns the empty input as it came, lists and not tensors, and .dim() raises; after it, the empty response is a (1, 4) tensor of pad ids with an all-zero mask, and the batch concatenates.':
    '在 prefill 阶段被中止的请求返回时没有回复 token。修复前，tokenizer.pad() 把空输入原样返回——是列表而不是张量——于是 .dim() 报错；修复后，空回复是由 pad id 填满的 (1, 4) 张量，掩码全为 0，批次可以正常拼接。',
  "The PR's test tokenizer returns tensors even for empty input, so before the fix nothing crashes: the test fails because its padding is 0, not the tokenizer's pad id 42. After the fix, an empty sequence never reaches pad().":
    'PR 的测试用 tokenizer 即使对空输入也返回张量，所以修复前并不会崩溃：测试失败是因为填充值是 0，而不是 tokenizer 的 pad id 42。修复后，空序列根本不会进入 pad()。',
  'With zero prompt and response tokens every per-token figure divides by 0.0: ZeroDivisionError before the fix, 0.0 after it, and the raw timings are reported either way.':
    'prompt 和回复的 token 数都为零时，每个每 token 指标都要除以 0.0：修复前抛出 ZeroDivisionError，修复后得到 0.0，而原始耗时两种情况下都照常报告。',
  'With tokens the new condition is true and the division is the old one: both versions pass the test that was already there.':
    '有 token 时新加的条件成立，做的还是原来的除法：两个版本都能通过原有的测试。',
  "A tokenizer without a pad token refuses to pad any non-empty sequence, in both versions; only empty ones get through, and pad() returns them before its pad-token check. Before the fix that is the same crash; after it, the fix's fallback pads them with 0.":
    '没有 pad token 的 tokenizer 在两个版本里都拒绝填充任何非空序列；只有空序列能通过，而 pad() 在检查 pad token 之前就把它们返回了。修复前这还是同样的崩溃；修复后，修复中的兜底逻辑用 0 填充它们。',
  "gen is normalised by response tokens only, the other stages by all tokens: with prompts but no responses, only gen's count is zero. Before the fix that one division fails the whole metrics call.":
    'gen 只按回复 token 数归一化，其他阶段按全部 token 数：有 prompt 而没有回复时，只有 gen 的计数为零。修复前，这一个除法就让整个指标计算失败。',
  'Non-empty sequences skip the new branch: tokenizer.pad() pads them, returns 1-D tensors, and the .dim() == 1 branch adds the batch dimension, exactly as before.':
    '非空序列不走新加的分支：tokenizer.pad() 填充它们并返回一维张量，再由 .dim() == 1 分支补上批次维度，与之前完全相同。',
  'What _pad_token_ids promises': '_pad_token_ids 的约定',
  "After an agent loop finishes, the worker pads its prompt on the left and its response on the right to fixed widths, so that every sample of the batch has the same shape and torch.cat can join them. The docstring says it: a flat list of token ids becomes a (1, max_length) tensor. This scenario is the PR's case: a request aborted during prefill, whose response came back with no tokens at all.":
    'agent loop 结束后，worker 把 prompt 向左、把回复向右填充到固定宽度，这样批次里每个样本形状相同，torch.cat 才能把它们拼起来。文档字符串写得很清楚：一个扁平的 token id 列表变成形状为 (1, max_length) 的张量。这个场景就是 PR 所说的情况：一个在 prefill 阶段被中止的请求，它的回复里一个 token 也没有。',
  'tokenizer.pad() and an empty list': 'tokenizer.pad() 遇到空列表',
  'Before the fix, the empty response goes to tokenizer.pad(..., return_tensors="pt") like any other. The next line calls padded["input_ids"].dim(). What happens?':
    '修复前，空回复和其他序列一样交给 tokenizer.pad(..., return_tensors="pt")。下一行调用 padded["input_ids"].dim()。会发生什么？',
  'It returns a padded tensor': '正常返回填充好的张量',
  'It raises AttributeError': '抛出 AttributeError',
  'pad() raises ValueError': 'pad() 抛出 ValueError',
  'Hugging Face\'s pad() returns early when input_ids is empty: it adds an empty attention_mask and hands back the very dict it was given, before any padding or conversion to tensors. padded["input_ids"] is the caller\'s empty list, and a list has no .dim(). The objects view shows it: the list in padded is the one passed in.':
    'Hugging Face 的 pad() 在 input_ids 为空时会提前返回：它加上一个空的 attention_mask，然后把收到的那个字典原样交回，既不填充也不转换成张量。padded["input_ids"] 就是调用方传进来的空列表，而列表没有 .dim()。对象视图能看到这一点：padded 里的列表正是传进去的那个。',
  'The crash': '崩溃',
  'Which exception does the old code raise, exactly?': '旧代码抛出的异常具体是什么？',
  "'list' object has no attribute 'dim'": "'list' object has no attribute 'dim'",
  "'dict' object has no attribute 'dim'": "'dict' object has no attribute 'dim'",
  "KeyError: 'input_ids'": "KeyError: 'input_ids'",
  "AttributeError: 'list' object has no attribute 'dim', the error of the PR's description. It only shows with partial_rollout off, when a parameter sync aborts in-flight requests during prefill: a rare path, which is why padding had worked for every other sequence.":
    "AttributeError: 'list' object has no attribute 'dim'，正是 PR 描述里的错误。它只在关闭 partial_rollout、参数同步在 prefill 阶段中止进行中的请求时出现：一条少见的路径，所以填充对其他所有序列一直都没问题。",
  'The fix: never ask pad() to pad nothing': '修复：不让 pad() 去填充“空”',
  'After the fix, an empty list gets torch.full((1, max_length), pad_id) and an all-zero mask. The scenario then concatenates prompt and response as postprocessing does. What is attention_mask?':
    '修复后，空列表得到 torch.full((1, max_length), pad_id) 和全 0 掩码。场景随后像后处理那样把 prompt 和回复拼接起来。attention_mask 是什么？',
  'tensor([[0, 1, 1, 1, 0, 0, 0, 0]])': 'tensor([[0, 1, 1, 1, 0, 0, 0, 0]])',
  'tensor([[0, 1, 1, 1]])': 'tensor([[0, 1, 1, 1]])',
  'tensor([[0, 1, 1, 1, 1, 1, 1, 1]])': 'tensor([[0, 1, 1, 1, 1, 1, 1, 1]])',
  "The empty response occupies its four positions like any padded response, and none of them is attended. The early return also skips the .dim() == 1 branch, so the fix must build the batch dimension itself: (1, max_length), not (max_length,). The pad id is the tokenizer's own, 0 only when it has none.":
    '空回复像其他填充过的回复一样占住它的四个位置，而且没有一个位置被关注。提前返回也跳过了 .dim() == 1 分支，所以修复必须自己构造批次维度：(1, max_length)，而不是 (max_length,)。pad id 用的是 tokenizer 自己的，只有在它没有时才用 0。',
  "What the PR's test catches": 'PR 的测试能发现什么',
  'PR test 1 pads an empty list with a fake tokenizer whose pad id is 42 and whose pad() always returns tensors. Run against the old code, how does the test fail?':
    'PR 测试 1 用一个假 tokenizer 填充空列表，它的 pad id 是 42，而且它的 pad() 总是返回张量。在旧代码上运行，这个测试会怎样失败？',
  'With the production crash, AttributeError': '和生产环境一样崩溃：AttributeError',
  'An assertion fails: the padding is 0, not 42': '断言失败：填充值是 0 而不是 42',
  'It passes': '测试通过',
  'The test\'s tokenizer never returns lists, so the old code does not crash on it: the test fails in assert_close because that tokenizer pads with 0. What it pins down is the choice of pad id ("not hardcoded 0"); the list-instead-of-tensor crash is what the aborted-response scenario, with a tokenizer that pads as Hugging Face\'s does, shows.':
    '测试用的 tokenizer 从不返回列表，所以旧代码在它上面不会崩溃：测试是在 assert_close 里失败的，因为那个 tokenizer 用 0 填充。它锁定的是 pad id 的选择（“不是硬编码的 0”）；而“返回列表而不是张量”的崩溃，要用像 Hugging Face 那样填充的 tokenizer 才能看到，也就是被中止请求的那个场景。',
  'Timing metrics with zero tokens': '零 token 的计时指标',
  'PR test 2: every prompt and response length is 0.0, and compute_timing_metrics divides each stage time by its token count. What does the old code raise?':
    'PR 测试 2：所有 prompt 和回复长度都是 0.0，compute_timing_metrics 把每个阶段的耗时除以它的 token 数。旧代码抛出什么？',
  'ZeroDivisionError: float division by zero': 'ZeroDivisionError: float division by zero',
  'ZeroDivisionError: division by zero': 'ZeroDivisionError: division by zero',
  'Nothing: it reports inf': '不报错：得到 inf',
  'torch.sum(...).item() of a float tensor is a Python float, and Python, unlike torch, raises on division by 0.0 instead of giving inf ("float division by zero"; with int counts it would say "division by zero"). The fix keeps the division for a positive count and reports 0.0 otherwise, which the test asserts.':
    '浮点张量的 torch.sum(...).item() 是 Python 的 float，而 Python 与 torch 不同，除以 0.0 时会抛出异常而不是得到 inf（“float division by zero”；若计数是 int，则是 “division by zero”）。修复在计数为正时照常相除，否则报告 0.0，这正是测试断言的。',
  'One stage is enough': '一个阶段就足够',
  'Here the prompts have 7 tokens and the responses none. ref and values divide by all 7 tokens; gen by response tokens only. Does the old code still fail?':
    '这里 prompt 有 7 个 token，回复一个也没有。ref 和 values 除以全部 7 个 token；gen 只除以回复 token。旧代码还会失败吗？',
  'No: 7 tokens is enough': '不会：有 7 个 token 就够了',
  'Yes: gen still divides by zero': '会：gen 仍然除以零',
  'One zero count fails the whole dict comprehension, so no metric at all is reported for the step. After the fix gen reads 0.0 and ref 0.3 * 1000 / 7. The scenario sorts the result: compute_timing_metrics fills it while iterating a set of stage names, and the order of a set of strings changes from one Python process to the next.':
    '只要有一个计数为零，整个字典推导式就失败，这一步一个指标也报告不出来。修复后 gen 为 0.0，ref 为 0.3 * 1000 / 7。场景对结果做了排序：compute_timing_metrics 是在遍历一个阶段名集合时填充结果的，而字符串集合的顺序在不同的 Python 进程之间会变化。',
  'Nothing else changes': '其他一切照旧',
  'Last one: a prompt of 2 tokens and a response of 3. Does the old code handle it?': '最后一题：prompt 有 2 个 token，回复有 3 个。旧代码能处理吗？',
  Yes: '能',
  'No, AttributeError': '不能，AttributeError',
  'Non-empty sequences never enter the new branch: pad() pads them and returns 1-D tensors, and the .dim() == 1 branch adds the batch dimension, as before the PR. Side by side, the two runs take the same steps apart from the one `if not tokens` check.':
    '非空序列从不进入新分支：pad() 填充它们并返回一维张量，由 .dim() == 1 分支补上批次维度，与 PR 之前一样。并排来看，两次运行除了那一个 `if not tokens` 判断外，走的步骤完全相同。',
  'An aborted request: the response has no tokens': '被中止的请求：回复里没有 token',
  'PR test 1: empty sequence, pad id 42': 'PR 测试 1：空序列，pad id 为 42',
  'PR test 2: timing metrics with zero tokens': 'PR 测试 2：token 数为零时的计时指标',
  "verl's existing timing test: unchanged": 'verl 原有的计时测试：不受影响',
  'A tokenizer without a pad token: only empty sequences get through': '没有 pad token 的 tokenizer：只有空序列能通过',
  'Prompt tokens, no response tokens: only gen divides by zero': '有 prompt token、没有回复 token：只有 gen 会除以零',
  'Non-empty sequences: the fix changes nothing': '非空序列：修复没有改变任何东西',
  'An aborted request with no response tokens crashed twice: tokenizer.pad() returned lists and .dim() failed, and the timing metrics divided by zero; the fix pads empty sequences itself and reports 0.0.':
    '一个没有响应 token 的中止请求会崩溃两次：tokenizer.pad() 返回列表导致 .dim() 失败，计时指标又除以零；修复后空序列由函数自己填充，并报告 0.0。',
  'why an empty response crashed padding and the timing metrics, and what the fix returns instead': '为什么空响应会让填充和计时指标崩溃，以及修复改为返回什么',
  'When a rollout request is aborted during prefill, its response has no tokens, and two places crashed on it. `AgentLoopWorker._pad_token_ids` hands the token list to `tokenizer.pad()`, which returns an empty input just as it came (lists, not tensors, even with `return_tensors="pt"`), so the next line\'s `.dim()` raised `AttributeError`; the fix returns a `(1, max_length)` tensor of the pad id and an all-zero mask itself. `compute_timing_metrics` divided each stage\'s time by its token count, and a count of zero raised `ZeroDivisionError`; the fix reports 0.0. Build a scenario, then step through both versions in lockstep — or take the guided tour.':
    '当 rollout 请求在 prefill 阶段被中止时，它的响应没有任何 token，有两处代码因此崩溃。`AgentLoopWorker._pad_token_ids` 把 token 列表交给 `tokenizer.pad()`，而它对空输入原样返回（是列表而不是张量，即使传了 `return_tensors="pt"`），于是下一行的 `.dim()` 抛出 `AttributeError`；修复后函数自己返回一个由 pad id 填满的 `(1, max_length)` 张量和全零的掩码。`compute_timing_metrics` 用各阶段的时间除以对应的 token 数，数量为零时抛出 `ZeroDivisionError`；修复后报告 0.0。构建一个场景，然后同步单步执行两个版本——或者跟随导览。',
  'Pad token sequences, or time a batch': '填充 token 序列，或为一个批次计时',
  'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and the checks run the PR’s two regression tests, verl’s existing timing test and nine properties of the padding and the timing, here in your browser. Or load a fix from the gallery.':
    '编辑修复后的源码：场景会立即在“修复后”窗格中重新运行，检查会在你的浏览器里运行 PR 的两个回归测试、verl 已有的计时测试，以及填充和计时的九条性质。也可以从图库中载入一个修复。',
  'What to run': '运行什么',
  'AgentLoopWorker._pad_token_ids, as postprocessing calls it': 'AgentLoopWorker._pad_token_ids，按后处理的调用方式',
  'compute_timing_metrics on a batch': '对一个批次调用 compute_timing_metrics',
  "The tokenizer's pad_token_id": 'tokenizer 的 pad_token_id',
  'None (no pad token)': 'None（没有 pad token）',
  'prompt ids': 'prompt id',
  'prompt max_length': 'prompt 的 max_length',
  'response ids': 'response id',
  'response mask': 'response 掩码',
  'response max_length': 'response 的 max_length',
  empty: '空',
  'then concatenate prompt and response, as postprocessing does': '然后像后处理那样拼接 prompt 和 response',
  'prompt lengths': 'prompt 长度',
  'response lengths': 'response 长度',
  'stage timings (seconds)': '各阶段耗时（秒）',
  'e.g. {example}': '例如 {example}',
};

export default zhCN;
