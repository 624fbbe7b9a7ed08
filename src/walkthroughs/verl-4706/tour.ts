/**
 * The guided tour of PR #4706: from what add_token2text is for, through what vars() hands out,
 * to what model_dump() and dict(vars()) copy and what they do not, and how verl later reshaped
 * the function. Each stop loads a preset and puts the cursor on a step; most ask the reader to
 * predict first. The walkthrough tests check every preset, step and answer against real Python
 * (and the engine).
 */
import type { TourStop } from '../tour-types';

const trueFalse = [
  { value: 'True', label: { en: 'True', 'zh-CN': 'True' } },
  { value: 'False', label: { en: 'False', 'zh-CN': 'False' } },
] as const;

export const tour: readonly TourStop[] = [
  {
    id: 'contract',
    title: { en: 'What add_token2text is for', 'zh-CN': 'add_token2text 是做什么的' },
    preset: 'issue-4457',
    at: { side: 'after', file: 'model', line: 69 },
    text: {
      en: "verl's rollout tracing wraps an agent loop's async run() with @rollout_trace_op. With token2text on, once run() has returned its AgentLoopOutput, the wrapper calls add_token2text to build the record it sends to weave or MLflow: the output's fields plus prompt_text and response_text, decoded from the token ids by the tokenizer in a worker thread (run_in_executor). The wrapper then returns the output itself to the caller, so whatever add_token2text does to it travels on through training.",
      'zh-CN':
        'verl 的 rollout 追踪用 @rollout_trace_op 包装 agent loop 的异步 run()。打开 token2text 后，run() 返回 AgentLoopOutput 之后，包装器调用 add_token2text 构建发往 weave 或 MLflow 的记录：输出的各个字段，加上由 tokenizer 在工作线程里（run_in_executor）从 token id 解码出的 prompt_text 和 response_text。随后包装器把输出本身返回给调用方，所以 add_token2text 对它做的任何改动都会一路带进训练。',
    },
  },
  {
    id: 'vars',
    title: { en: 'What vars() hands out', 'zh-CN': 'vars() 交出的是什么' },
    preset: 'issue-4457',
    at: { side: 'before', file: 'model', line: 68 },
    prediction: {
      question: {
        en: "Before the fix, _result = vars(result). Is the record that comes back the model's own __dict__ (record is vars(result))?",
        'zh-CN': '修复前，_result = vars(result)。返回的记录是不是模型自己的 __dict__（record is vars(result)）？',
      },
      fact: { kind: 'global', side: 'before', name: 'record_is_result_dict' },
      choices: trueFalse,
      answer: 'True',
    },
    text: {
      en: "vars(x) is defined as x.__dict__: the object's own attribute dict, not a copy. A pydantic v2 model keeps its field values there, so _result is the model's storage, and the objects view draws the record and the model's fields as one box.",
      'zh-CN':
        'vars(x) 的定义就是 x.__dict__：对象自己的属性字典，而不是副本。pydantic v2 模型把字段值存放在那里，所以 _result 就是模型的存储本身，对象视图把记录和模型的字段画成同一个方框。',
    },
  },
  {
    id: 'leak',
    title: { en: 'The texts land on the model', 'zh-CN': '文本落到了模型上' },
    preset: 'issue-4457',
    at: 'end',
    prediction: {
      question: {
        en: "add_token2text then writes prompt_text and response_text into _result. Which keys of the model's __dict__ are not fields of AgentLoopOutput afterwards, before the fix?",
        'zh-CN': '接着 add_token2text 往 _result 里写入 prompt_text 和 response_text。修复前，之后模型的 __dict__ 里有哪些键不是 AgentLoopOutput 的字段？',
      },
      fact: { kind: 'global', side: 'before', name: 'not_fields' },
      choices: [
        { value: '[]', label: { en: 'None: pydantic refuses unknown attributes', 'zh-CN': '没有：pydantic 拒绝未知属性' } },
        { value: "['prompt_text', 'response_text']", label: { en: "['prompt_text', 'response_text']", 'zh-CN': "['prompt_text', 'response_text']" } },
      ],
      answer: "['prompt_text', 'response_text']",
    },
    text: {
      en: 'pydantic refuses output.prompt_text = ... (its __setattr__ checks the fields), but a write into the dict never reaches __setattr__. The traced output now carries two attributes that are not fields; the PR reports that MLflow then failed to serialise it (issue #4457). After the fix, not_fields is empty.',
      'zh-CN':
        'pydantic 会拒绝 output.prompt_text = ...（它的 __setattr__ 会检查字段），但往字典里写入根本不经过 __setattr__。被追踪的输出从此带着两个不是字段的属性；PR 说明 MLflow 随后无法序列化它（issue #4457）。修复后，not_fields 为空。',
    },
    tryFix: 'dunder-dict',
  },
  {
    id: 'blind',
    title: { en: 'Why tests did not see it', 'zh-CN': '为什么测试没有发现' },
    preset: 'equality-blind',
    at: 'end',
    prediction: {
      question: {
        en: 'Before the fix, compare the leaked output with a clean twin built from its own model_dump(). Is result == twin?',
        'zh-CN': '修复前，把被污染的输出和一个用它自己的 model_dump() 构建的干净孪生对象比较。result == twin 吗？',
      },
      fact: { kind: 'global', side: 'before', name: 'equal_to_twin' },
      choices: trueFalse,
      answer: 'True',
    },
    text: {
      en: "pydantic's == compares field values and ignores other keys of __dict__; model_dump() dumps fields only. Both look straight past the leak, so a test that checks the output with == or its dump passes on the buggy code. Checking the model's __dict__ itself, or the identity of the record (record is vars(result)), is what catches it: the fix lab's checks do that.",
      'zh-CN':
        'pydantic 的 == 比较字段值，忽略 __dict__ 里的其他键；model_dump() 也只导出字段。两者都对污染视而不见，所以用 == 或导出结果检查输出的测试，在有 bug 的代码上也能通过。要发现它，得检查模型的 __dict__ 本身，或者检查记录的身份（record is vars(result)）：修复实验室的检查正是这么做的。',
    },
  },
  {
    id: 'model-dump',
    title: { en: 'What model_dump() returns', 'zh-CN': 'model_dump() 返回什么' },
    preset: 'issue-4457',
    at: { side: 'after', file: 'model', line: 77 },
    prediction: {
      question: {
        en: 'After the fix, _result = result.model_dump(). The output\'s metrics field is an AgentLoopMetrics model. What type is record["metrics"]?',
        'zh-CN': '修复后，_result = result.model_dump()。输出的 metrics 字段是一个 AgentLoopMetrics 模型。record["metrics"] 是什么类型？',
      },
      fact: { kind: 'global', side: 'after', name: 'record_metrics' },
      choices: [
        { value: "'AgentLoopMetrics'", label: { en: 'AgentLoopMetrics, the same model object', 'zh-CN': 'AgentLoopMetrics，同一个模型对象' } },
        { value: "'dict'", label: { en: 'dict, a dump of it', 'zh-CN': 'dict，它的导出结果' } },
      ],
      answer: "'dict'",
    },
    text: {
      en: 'model_dump() builds new containers all the way down: nested models become dicts and lists are new lists. So the record is plain data a tracing backend can serialise, and nothing written into it, or appended to its lists, reaches the model. Before the fix record["metrics"] was the model\'s own AgentLoopMetrics.',
      'zh-CN':
        'model_dump() 一路构建新的容器：嵌套模型变成字典，列表也是新列表。所以记录是追踪后端能直接序列化的纯数据，往里写入什么、向它的列表追加什么，都不会影响模型。修复前，record["metrics"] 就是模型自己的 AgentLoopMetrics。',
    },
    tryFix: 'shallow-copy',
  },
  {
    id: 'shallow',
    title: { en: 'dict(vars()) is shallow', 'zh-CN': 'dict(vars()) 是浅拷贝' },
    preset: 'plain-object-shallow',
    at: 'end',
    prediction: {
      question: {
        en: 'A result that is not a pydantic model gets dict(vars(result)) after the fix. The script appends 0 to record["prompt_ids"]. What is the object\'s own prompt_ids afterwards?',
        'zh-CN': '修复后，不是 pydantic 模型的结果走 dict(vars(result))。脚本向 record["prompt_ids"] 追加 0。之后对象自己的 prompt_ids 是什么？',
      },
      fact: { kind: 'global', side: 'after', name: 'result_prompt_ids' },
      choices: [
        { value: '[1, 2]', label: { en: '[1, 2]: the record is a copy', 'zh-CN': '[1, 2]：记录是副本' } },
        { value: '[1, 2, 0]', label: { en: '[1, 2, 0]: the list is shared', 'zh-CN': '[1, 2, 0]：列表是共享的' } },
      ],
      answer: '[1, 2, 0]',
    },
    text: {
      en: "dict(vars(result)) is a new dict, so the texts no longer land on the object; but its values are the object's own, and the prompt_ids list is shared (the objects view marks it). That is enough for what add_token2text does, which only adds keys; the pydantic path, through model_dump(), copies the lists too.",
      'zh-CN':
        'dict(vars(result)) 是一个新字典，所以文本不再落到对象上；但它的值还是对象自己的，prompt_ids 列表是共享的（对象视图会标出来）。对 add_token2text 来说这已足够，因为它只添加键；而 pydantic 那条路径经过 model_dump()，连列表也复制了。',
    },
    tryFix: 'always-model-dump',
  },
  {
    id: 'copies',
    title: { en: 'The leak spreads', 'zh-CN': '污染会扩散' },
    preset: 'model-copy',
    at: 'end',
    prediction: {
      question: {
        en: "Before the fix, after tracing, the script makes result.model_copy(). Which keys of the copy's __dict__ are not fields?",
        'zh-CN': '修复前，追踪之后脚本执行 result.model_copy()。副本的 __dict__ 里有哪些键不是字段？',
      },
      fact: { kind: 'global', side: 'before', name: 'copy_not_fields' },
      choices: [
        { value: '[]', label: { en: 'None: a copy has the fields only', 'zh-CN': '没有：副本只有字段' } },
        { value: "['prompt_text', 'response_text']", label: { en: "['prompt_text', 'response_text']", 'zh-CN': "['prompt_text', 'response_text']" } },
      ],
      answer: "['prompt_text', 'response_text']",
    },
    text: {
      en: 'model_copy() copies the whole __dict__, so every copy made after tracing carries the extra keys as well. A bug that mutates shared state rarely stays where it happened.',
      'zh-CN': 'model_copy() 复制的是整个 __dict__，所以追踪之后生成的每个副本也都带着这些多余的键。修改共享状态的 bug 很少只停留在发生的地方。',
    },
  },
  {
    id: 'later',
    title: { en: 'What verl did next', 'zh-CN': 'verl 后来怎么做的' },
    preset: 'dict-result',
    at: 'end',
    prediction: {
      question: {
        en: 'A traced call that returns a dict with "prompt_ids": does add_token2text decode it, or return the dict itself (record is result)?',
        'zh-CN': '被追踪的调用返回一个带 "prompt_ids" 的字典：add_token2text 会解码它，还是原样返回这个字典（record is result）？',
      },
      fact: { kind: 'global', side: 'after', name: 'record_is_result' },
      choices: [
        { value: 'False', label: { en: 'It decodes it into a new record', 'zh-CN': '解码成一条新记录' } },
        { value: 'True', label: { en: 'It returns the dict itself', 'zh-CN': '原样返回这个字典' } },
      ],
      answer: 'True',
    },
    text: {
      en: 'hasattr(a_dict, "prompt_ids") is False, since a key is not an attribute, so a dict is traced undecoded. verl #7204 (aebd1f8a2) later moved the function to module level as _add_token2text, read fields from dicts as well as attributes, and copied every output first: model_dump() for a model, dict(output) for a dict, dict(vars(output)) for any other object.',
      'zh-CN':
        'hasattr(某个字典, "prompt_ids") 为 False，因为键不是属性，所以字典被原样追踪、不做解码。后来的 verl #7204（aebd1f8a2）把这个函数移到模块级，改名为 _add_token2text，既从属性也从字典读取字段，并且先复制每一种输出：模型用 model_dump()，字典用 dict(output)，其他对象用 dict(vars(output))。',
    },
  },
];
