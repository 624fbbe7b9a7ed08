/** Every text of this walkthrough in Simplified Chinese, keyed by its English (see src/walkthroughs/i18n.ts). */
import type { Catalog } from '../i18n';

const zhCN: Catalog = {
  "Tracing leaves the model's __dict__ as it was": '追踪之后模型的 __dict__ 保持原样',
  'The record has prompt_text and response_text': '记录里有 prompt_text 和 response_text',
  'The record has every field, as model_dump() gives it': '记录里有每个字段，与 model_dump() 给出的一致',
  "The record is not the model's __dict__": '记录不是模型的 __dict__',
  'The record is plain data (nested models dumped)': '记录是纯数据（嵌套模型已导出）',
  "Changing the record's lists leaves the model alone": '修改记录里的列表不会影响模型',
  'A non-pydantic result is left as it was': '非 pydantic 的结果保持原样',
  "A non-pydantic result's record has its attributes and the texts": '非 pydantic 结果的记录包含它的属性和两段文本',
  'No decoding tokenizer, or no prompt_ids: the result itself comes back': '没有能解码的 tokenizer 或没有 prompt_ids 时：原样返回结果本身',
  'The merged fix: model_dump(), else dict(vars())': '合并的修复：model_dump()，否则 dict(vars())',
  "Passes every check. model_dump() builds a new dict with new lists and nested models turned into dicts, so writing the two texts into it cannot reach the model; any other object's attributes are copied into a new dict first.":
    '通过全部检查。model_dump() 构建一个新字典，列表是新的，嵌套模型也变成了字典，所以往里写两段文本不可能影响模型；其他对象的属性则先被复制到一个新字典里。',
  'result.__dict__': 'result.__dict__',
  'The bug spelled differently: vars(x) is defined to return x.__dict__ itself, so every check the old code fails fails again. The texts land on the model, and the record is the live dict that still holds the nested AgentLoopMetrics object.':
    '换了个写法的同一个 bug：vars(x) 按定义返回的就是 x.__dict__ 本身，所以旧代码失败的检查这里全部照样失败。文本被写进了模型，而记录就是那个活的字典，里面还装着嵌套的 AgentLoopMetrics 对象。',
  'vars(result).copy() for everything': '一律用 vars(result).copy()',
  "Half the fix: the texts now go into a new dict, so the model keeps its __dict__. But a shallow copy holds the model's own values: the nested AgentLoopMetrics is still a model object (not plain data for a backend to serialise), and the lists are the model's lists, so a change to the record's prompt_ids changes the model's.":
    '只修了一半：文本现在写进了一个新字典，模型的 __dict__ 保持不变。但浅拷贝里装的仍是模型自己的值：嵌套的 AgentLoopMetrics 依然是模型对象（不是后端能直接序列化的纯数据），列表也还是模型的列表，改动记录里的 prompt_ids 就会改动模型的。',
  'result.model_dump() for everything': '一律用 result.model_dump()',
  'Right for pydantic results, and it breaks the others: a plain object has no model_dump, so tracing it raises AttributeError inside the tracing wrapper, and the traced call itself then fails. The isinstance check in the merged fix is what keeps them working.':
    '对 pydantic 结果是对的，却弄坏了其他结果：普通对象没有 model_dump，追踪它会在追踪包装器内部抛出 AttributeError，被追踪的调用本身也随之失败。合并的修复里那个 isinstance 判断正是为了让它们继续工作。',
  'dict(result)': 'dict(result)',
  'A pydantic model iterates as (field, value) pairs, so dict(result) is a new dict and the model is spared; but it is shallow like vars().copy() (nested model object, shared lists), and a plain object is not iterable: TypeError.':
    'pydantic 模型可以按 (字段, 值) 对迭代，所以 dict(result) 是一个新字典，模型得以幸免；但它和 vars().copy() 一样是浅拷贝（嵌套模型对象、共享的列表），而普通对象根本不可迭代：TypeError。',
  'model_dump(exclude_unset=True)': 'model_dump(exclude_unset=True)',
  'A copy, and plain data, but not the whole result: fields left at their defaults (num_turns, response_logprobs, reward_score...) are missing from the trace, the exclude_unset trap of PR #7491.':
    '是副本，也是纯数据，但不是完整的结果：停留在默认值的字段（num_turns、response_logprobs、reward_score……）在追踪记录里消失了，正是 PR #7491 里 exclude_unset 的陷阱。',
  'verl PR #4706: token2text wrote into the traced model': 'verl PR #4706：token2text 写进了被追踪的模型',
  "vars(result) is the model's own __dict__, so before the fix the two texts are written into the model: result_keys gains prompt_text and response_text, keys that are not fields. After it, model_dump() builds a new dict and the model keeps its fields only.":
    'vars(result) 就是模型自己的 __dict__，所以修复前两段文本被写进了模型：result_keys 多出了 prompt_text 和 response_text 这两个并不是字段的键。修复后，model_dump() 构建一个新字典，模型只保留它的字段。',
  'Any object with a __dict__ has the same problem: before the fix its attributes gain the texts. After it, dict(vars(result)) copies the attributes into a new dict first.':
    '任何有 __dict__ 的对象都有同样的问题：修复前，它的属性里多出了两段文本。修复后，dict(vars(result)) 先把属性复制到一个新字典里。',
  "Before the fix the record is the model's __dict__, so its prompt_ids is the model's list and the append lands in the model. model_dump() copies lists, so after the fix the model keeps [1, 2].":
    '修复前记录就是模型的 __dict__，它的 prompt_ids 就是模型的列表，追加的元素落进了模型。model_dump() 会复制列表，所以修复后模型仍是 [1, 2]。',
  "dict(vars(result)) is a new dict holding the same values: after the fix the object's attributes no longer gain the texts, but its prompt_ids list is still shared with the record, and the append shows in both.":
    'dict(vars(result)) 是一个装着相同值的新字典：修复后对象的属性不再多出文本，但它的 prompt_ids 列表仍与记录共享，追加的元素两边都能看到。',
  "pydantic's == compares fields, and model_dump() dumps fields: both ignore the extra keys in __dict__, so the leaked model still equals a clean twin. A test written with == would not have caught this bug.":
    'pydantic 的 == 比较的是字段，model_dump() 导出的也是字段：两者都忽略 __dict__ 里多出来的键，所以被污染的模型仍然等于一个干净的孪生对象。用 == 写的测试发现不了这个 bug。',
  'model_copy() copies __dict__, not just the fields: before the fix the copy carries prompt_text and response_text too, so the leak spreads to every copy made afterwards.':
    'model_copy() 复制的是 __dict__，而不只是字段：修复前副本也带着 prompt_text 和 response_text，于是污染会扩散到之后生成的每一个副本。',
  'Without a tokenizer that can decode, add_token2text returns the result itself in both versions: the record is the result.':
    '没有能解码的 tokenizer 时，两个版本的 add_token2text 都原样返回结果本身：记录就是结果。',
  'hasattr(a_dict, "prompt_ids") is False (a key is not an attribute), so a dict result is returned undecoded in both versions. verl #7204 later reads fields from dicts too and copies them with dict(output).':
    'hasattr(某个字典, "prompt_ids") 为 False（键不是属性），所以两个版本都把字典结果原样返回、不做解码。后来的 verl #7204 也从字典中读取字段，并用 dict(output) 复制它们。',
  True: 'True',
  False: 'False',
  'What add_token2text is for': 'add_token2text 是做什么的',
  "verl's rollout tracing wraps an agent loop's async run() with @rollout_trace_op. With token2text on, once run() has returned its AgentLoopOutput, the wrapper calls add_token2text to build the record it sends to weave or MLflow: the output's fields plus prompt_text and response_text, decoded from the token ids by the tokenizer in a worker thread (run_in_executor). The wrapper then returns the output itself to the caller, so whatever add_token2text does to it travels on through training.":
    'verl 的 rollout 追踪用 @rollout_trace_op 包装 agent loop 的异步 run()。打开 token2text 后，run() 返回 AgentLoopOutput 之后，包装器调用 add_token2text 构建发往 weave 或 MLflow 的记录：输出的各个字段，加上由 tokenizer 在工作线程里（run_in_executor）从 token id 解码出的 prompt_text 和 response_text。随后包装器把输出本身返回给调用方，所以 add_token2text 对它做的任何改动都会一路带进训练。',
  'What vars() hands out': 'vars() 交出的是什么',
  "Before the fix, _result = vars(result). Is the record that comes back the model's own __dict__ (record is vars(result))?":
    '修复前，_result = vars(result)。返回的记录是不是模型自己的 __dict__（record is vars(result)）？',
  "vars(x) is defined as x.__dict__: the object's own attribute dict, not a copy. A pydantic v2 model keeps its field values there, so _result is the model's storage. Step on: the objects view shows the model's box gaining prompt_text and response_text, marked as not fields.":
    'vars(x) 的定义就是 x.__dict__：对象自己的属性字典，而不是副本。pydantic v2 模型把字段值存放在那里，所以 _result 就是模型的存储本身。继续单步：对象视图里，模型的方框多出了 prompt_text 和 response_text，并被标记为“不是字段”。',
  'The texts land on the model': '文本落到了模型上',
  "add_token2text then writes prompt_text and response_text into _result. Which keys of the model's __dict__ are not fields of AgentLoopOutput afterwards, before the fix?":
    '接着 add_token2text 往 _result 里写入 prompt_text 和 response_text。修复前，之后模型的 __dict__ 里有哪些键不是 AgentLoopOutput 的字段？',
  'None: pydantic refuses unknown attributes': '没有：pydantic 拒绝未知属性',
  "['prompt_text', 'response_text']": "['prompt_text', 'response_text']",
  'pydantic refuses output.prompt_text = ... (its __setattr__ checks the fields), but a write into the dict never reaches __setattr__. The traced output now carries two attributes that are not fields; the PR reports that MLflow then failed to serialise it (issue #4457). After the fix, not_fields is empty.':
    'pydantic 会拒绝 output.prompt_text = ...（它的 __setattr__ 会检查字段），但往字典里写入根本不经过 __setattr__。被追踪的输出从此带着两个不是字段的属性；PR 说明 MLflow 随后无法序列化它（issue #4457）。修复后，not_fields 为空。',
  'Why tests did not see it': '为什么测试没有发现',
  'Before the fix, compare the leaked output with a clean twin built from its own model_dump(). Is result == twin?':
    '修复前，把被污染的输出和一个用它自己的 model_dump() 构建的干净孪生对象比较。result == twin 吗？',
  "pydantic's == compares field values and ignores other keys of __dict__; model_dump() dumps fields only. Both look straight past the leak, so a test that checks the output with == or its dump passes on the buggy code. Checking the model's __dict__ itself, or the identity of the record (record is vars(result)), is what catches it: the fix lab's checks do that.":
    'pydantic 的 == 比较字段值，忽略 __dict__ 里的其他键；model_dump() 也只导出字段。两者都对污染视而不见，所以用 == 或导出结果检查输出的测试，在有 bug 的代码上也能通过。要发现它，得检查模型的 __dict__ 本身，或者检查记录的身份（record is vars(result)）：修复实验室的检查正是这么做的。',
  'What model_dump() returns': 'model_dump() 返回什么',
  'After the fix, _result = result.model_dump(). The output\'s metrics field is an AgentLoopMetrics model. What type is record["metrics"]?':
    '修复后，_result = result.model_dump()。输出的 metrics 字段是一个 AgentLoopMetrics 模型。record["metrics"] 是什么类型？',
  'AgentLoopMetrics, the same model object': 'AgentLoopMetrics，同一个模型对象',
  'dict, a dump of it': 'dict，它的导出结果',
  'model_dump() builds new containers all the way down: nested models become dicts and lists are new lists. So the record is plain data a tracing backend can serialise, and nothing written into it, or appended to its lists, reaches the model. Before the fix record["metrics"] was the model\'s own AgentLoopMetrics.':
    'model_dump() 一路构建新的容器：嵌套模型变成字典，列表也是新列表。所以记录是追踪后端能直接序列化的纯数据，往里写入什么、向它的列表追加什么，都不会影响模型。修复前，record["metrics"] 就是模型自己的 AgentLoopMetrics。',
  'dict(vars()) is shallow': 'dict(vars()) 是浅拷贝',
  'A result that is not a pydantic model gets dict(vars(result)) after the fix. The script appends 0 to record["prompt_ids"]. What is the object\'s own prompt_ids afterwards?':
    '修复后，不是 pydantic 模型的结果走 dict(vars(result))。脚本向 record["prompt_ids"] 追加 0。之后对象自己的 prompt_ids 是什么？',
  '[1, 2]: the record is a copy': '[1, 2]：记录是副本',
  '[1, 2, 0]: the list is shared': '[1, 2, 0]：列表是共享的',
  "dict(vars(result)) is a new dict, so the texts no longer land on the object; but its values are the object's own, and the prompt_ids list is shared (the objects view marks it). That is enough for what add_token2text does, which only adds keys; the pydantic path, through model_dump(), copies the lists too.":
    'dict(vars(result)) 是一个新字典，所以文本不再落到对象上；但它的值还是对象自己的，prompt_ids 列表是共享的（对象视图会标出来）。对 add_token2text 来说这已足够，因为它只添加键；而 pydantic 那条路径经过 model_dump()，连列表也复制了。',
  'The leak spreads': '污染会扩散',
  "Before the fix, after tracing, the script makes result.model_copy(). Which keys of the copy's __dict__ are not fields?":
    '修复前，追踪之后脚本执行 result.model_copy()。副本的 __dict__ 里有哪些键不是字段？',
  'None: a copy has the fields only': '没有：副本只有字段',
  'model_copy() copies the whole __dict__, so every copy made after tracing carries the extra keys as well. A bug that mutates shared state rarely stays where it happened.':
    'model_copy() 复制的是整个 __dict__，所以追踪之后生成的每个副本也都带着这些多余的键。修改共享状态的 bug 很少只停留在发生的地方。',
  'What verl did next': 'verl 后来怎么做的',
  'A traced call that returns a dict with "prompt_ids": does add_token2text decode it, or return the dict itself (record is result)?':
    '被追踪的调用返回一个带 "prompt_ids" 的字典：add_token2text 会解码它，还是原样返回这个字典（record is result）？',
  'It decodes it into a new record': '解码成一条新记录',
  'It returns the dict itself': '原样返回这个字典',
  'hasattr(a_dict, "prompt_ids") is False, since a key is not an attribute, so a dict is traced undecoded. verl #7204 (aebd1f8a2) later moved the function to module level as _add_token2text, read fields from dicts as well as attributes, and copied every output first: model_dump() for a model, dict(output) for a dict, dict(vars(output)) for any other object.':
    'hasattr(某个字典, "prompt_ids") 为 False，因为键不是属性，所以字典被原样追踪、不做解码。后来的 verl #7204（aebd1f8a2）把这个函数移到模块级，改名为 _add_token2text，既从属性也从字典读取字段，并且先复制每一种输出：模型用 model_dump()，字典用 dict(output)，其他对象用 dict(vars(output))。',
  'Issue #4457: token2text on an agent-loop output': 'Issue #4457：对 agent-loop 输出做 token2text',
  'A result that is not a pydantic model': '不是 pydantic 模型的结果',
  "Appending to the record's prompt_ids": '向记录的 prompt_ids 追加元素',
  'dict(vars(...)) is a shallow copy': 'dict(vars(...)) 是浅拷贝',
  'Would == have caught it?': '用 == 能发现这个问题吗？',
  'model_copy() carries the extra keys along': 'model_copy() 把多出来的键也带上了',
  'No tokenizer to decode with': '没有可用来解码的 tokenizer',
  'A dict result is not decoded': '字典结果不会被解码',
  "add_token2text built its trace record with vars(result), the pydantic model's own __dict__, so the decoded texts landed on the model; the fix builds a copy with model_dump().":
    'add_token2text 用 vars(result)（pydantic 模型自己的 __dict__）构建追踪记录，解码出的文本因此落到了模型上；修复改用 model_dump() 构建一个副本。',
  'why tracing a rollout with `token2text` changed the traced model, and what the fix copies':
    '为什么开启 `token2text` 追踪 rollout 会改变被追踪的模型，以及修复复制了什么',
  "With rollout tracing's `token2text` on, verl decodes a traced agent loop's `prompt_ids` and `response_ids` into text for the trace record. `add_token2text` built that record with `vars(result)`, but `vars()` of an object is its own `__dict__`, not a copy: on a pydantic `AgentLoopOutput`, writing `prompt_text` and `response_text` into the record wrote them into the model, which then carried attributes that are not fields (issue #4457: token2text in MLflow did not work). The fix builds the record with `result.model_dump()` for a pydantic model and `dict(vars(result))` for any other object. Build a scenario and watch the objects view: before the fix, `_result` is the model's own `__dict__`.":
    '打开 rollout 追踪的 `token2text` 后，verl 会把被追踪的 agent loop 的 `prompt_ids` 和 `response_ids` 解码成文本写进追踪记录。`add_token2text` 用 `vars(result)` 构建这条记录，但对象的 `vars()` 就是它自己的 `__dict__`，而不是副本：对 pydantic 的 `AgentLoopOutput` 来说，往记录里写 `prompt_text` 和 `response_text` 就等于写进了模型，模型从此带着并非字段的属性（issue #4457：MLflow 中的 token2text 不工作）。修复后，pydantic 模型用 `result.model_dump()` 构建记录，其他对象则用 `dict(vars(result))`。构建一个场景并留意对象视图：修复前，`_result` 就是模型自己的 `__dict__`。',
  'Trace an agent-loop result with token2text': '用 token2text 追踪一个 agent-loop 结果',
  'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and nine checks run here in your browser. PR #4706 added no test, so each check states a property the PR describes: the record is a copy, the traced result is left as it was, the record carries the two decoded texts. Or load a fix from the gallery.':
    '编辑修复后的源码：场景会立即在“修复后”窗格中重新运行，九项检查就在你的浏览器里执行。PR #4706 没有加测试，所以每项检查陈述 PR 所描述的一条性质：记录是副本，被追踪的结果保持原样，记录带有两段解码出的文本。也可以从图库中载入一个修复。',
  'The traced call returned': '被追踪的调用返回了',
  'an AgentLoopOutput (a pydantic model)': '一个 AgentLoopOutput（pydantic 模型）',
  'a plain object with token ids': '一个带 token id 的普通对象',
  'a dict with token ids': '一个带 token id 的字典',
  extra_fields: 'extra_fields',
  'not passed': '不传入',
  'e.g. {example}': '例如 {example}',
  "The traced object's tokenizer": '被追踪对象的 tokenizer',
  "verl's test tokenizer (decodes)": 'verl 测试用的 tokenizer（能解码）',
  'an object without decode()': '一个没有 decode() 的对象',
  None: 'None',
  'Once the record is built': '记录构建完成后',
  'look at the record and the model': '查看记录和模型',
  'append to record["prompt_ids"]': '向 record["prompt_ids"] 追加元素',
  'compare the model with a clean twin (==)': '把模型和一个干净的孪生对象比较（==）',
  'copy the model (model_copy())': '复制模型（model_copy()）',
};

export default zhCN;
