/**
 * The guided tour of PR #7491: nine stops from the contract of as_dict to the Pydantic threads
 * behind the bug. Each stop loads a preset and puts the cursor on a step; most ask the reader
 * to predict first. `test/walkthrough/tour.test.ts` checks every preset, step and answer here
 * against the engine.
 */
import type { TourStop } from '../tour-types';

const yesNo = [
  { value: 'yes', label: { en: 'Yes', 'zh-CN': '是' } },
  { value: 'no', label: { en: 'No', 'zh-CN': '否' } },
] as const;

export const tour: readonly TourStop[] = [
  {
    id: 'contract',
    title: { en: 'What as_dict promises', 'zh-CN': 'as_dict 的约定' },
    preset: 'issue-7486',
    at: { side: 'after', file: 'model', line: 46 },
    text: {
      en: 'as_dict() turns one agent-loop trajectory into the dict the trainer batches: token ids become tensors (prompts, responses, response_mask), optional fields are added only when present, and extra_fields is always there so callers can read output["extra_fields"]. The first thing it does is model_dump(exclude_unset=True).',
      'zh-CN':
        'as_dict() 把一条 agent-loop 轨迹转换成训练端要批处理的字典：token id 变成张量（prompts、responses、response_mask），可选字段只在存在时才加入，而 extra_fields 总是存在，调用方可以直接读 output["extra_fields"]。它做的第一件事是 model_dump(exclude_unset=True)。',
    },
  },
  {
    id: 'exclude-unset',
    title: { en: 'What exclude_unset keeps', 'zh-CN': 'exclude_unset 保留什么' },
    preset: 'issue-7486',
    at: { side: 'after', file: 'model', line: 48 },
    prediction: {
      question: {
        en: 'The script filled output.extra_fields["raw_prompt"] before calling as_dict(). Right after model_dump(exclude_unset=True), does the dumped dict have an "extra_fields" key?',
        'zh-CN':
          '脚本在调用 as_dict() 之前已经填入了 output.extra_fields["raw_prompt"]。model_dump(exclude_unset=True) 刚执行完时，导出的字典里有 "extra_fields" 键吗？',
      },
      fact: { kind: 'has-key', variable: 'output', key: 'extra_fields' },
      choices: yesNo,
      answer: 'no',
    },
    text: {
      en: "exclude_unset keeps only the fields in Pydantic's hidden model_fields_set — the ones passed to the constructor or assigned later — no matter what their values are. Look at the Variables panel: output holds metrics and the three id lists, and no extra_fields, even though the model's extra_fields is not empty.",
      'zh-CN':
        'exclude_unset 只保留 Pydantic 隐藏的 model_fields_set 中的字段——也就是构造时传入或之后赋值过的字段——而不管它们的值是什么。看变量面板：output 里有 metrics 和三个 id 列表，却没有 extra_fields，尽管模型的 extra_fields 并不为空。',
    },
  },
  {
    id: 'not-set',
    title: { en: 'Filled in place is not "set"', 'zh-CN': '原地填充不算“设置”' },
    preset: 'issue-7486',
    at: { side: 'after', file: 'model', line: 46 },
    prediction: {
      question: {
        en: 'output.extra_fields["raw_prompt"] = [...] put a key into the default dict. Is extra_fields now in the model\'s model_fields_set?',
        'zh-CN': 'output.extra_fields["raw_prompt"] = [...] 向默认字典里放了一个键。现在 extra_fields 在模型的 model_fields_set 里吗？',
      },
      fact: { kind: 'field-set', variable: 'self', field: 'extra_fields' },
      choices: yesNo,
      answer: 'no',
    },
    text: {
      en: 'Pydantic records a field as set in two places only: the constructor and its own __setattr__ (output.extra_fields = ...). Writing into the dict goes through the dict, not the model, so Pydantic never hears of it. In the model\'s field table, extra_fields carries the "default" badge while prompt_ids and the others are "set".',
      'zh-CN':
        'Pydantic 只在两处把字段记为已设置：构造函数和它自己的 __setattr__（output.extra_fields = ...）。往字典里写入走的是字典本身，而不是模型，所以 Pydantic 完全不知道。在模型字段表中，extra_fields 标着 “default”，而 prompt_ids 等字段标着 “set”。',
    },
  },
  {
    id: 'key-error',
    title: { en: 'The KeyError', 'zh-CN': 'KeyError' },
    preset: 'issue-7486',
    at: 'end',
    prediction: {
      question: {
        en: 'The old code then pops the teacher fields from output["extra_fields"]. What happens before the fix?',
        'zh-CN': '旧代码接着从 output["extra_fields"] 中弹出 teacher 字段。修复之前会发生什么？',
      },
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: { en: 'as_dict() returns a dict', 'zh-CN': 'as_dict() 正常返回字典' } },
        { value: 'KeyError', label: { en: 'It raises KeyError', 'zh-CN': '抛出 KeyError' } },
        { value: 'AttributeError', label: { en: 'It raises AttributeError', 'zh-CN': '抛出 AttributeError' } },
      ],
      answer: 'KeyError',
    },
    text: {
      en: 'Before the fix, output["extra_fields"] looks up a key that exclude_unset dropped: KeyError: \'extra_fields\' at line 148 of agent_loop.py (before the fix). This is issue #7486: any agent loop that fills the default extra_fields in place crashes here.',
      'zh-CN':
        '修复之前，output["extra_fields"] 查找的是一个已被 exclude_unset 丢掉的键：在 agent_loop.py 第 148 行（修复前）抛出 KeyError: \'extra_fields\'。这就是 issue #7486：任何原地填充默认 extra_fields 的 agent loop 都会在这里崩溃。',
    },
  },
  {
    id: 'the-fix',
    title: { en: 'The fix: setdefault', 'zh-CN': '修复：setdefault' },
    preset: 'issue-7486',
    at: { side: 'after', file: 'model', line: 79 },
    prediction: {
      question: {
        en: 'After the fix, line 149 runs output.setdefault("extra_fields", self.extra_fields.copy()). Does as_dict() now return?',
        'zh-CN': '修复之后，第 149 行执行 output.setdefault("extra_fields", self.extra_fields.copy())。现在 as_dict() 能正常返回吗？',
      },
      fact: { kind: 'outcome', side: 'after' },
      choices: [
        { value: 'returns', label: { en: 'Yes, it returns a dict', 'zh-CN': '能，返回字典' } },
        { value: 'KeyError', label: { en: 'No, still KeyError', 'zh-CN': '不能，仍然 KeyError' } },
      ],
      answer: 'returns',
    },
    text: {
      en: 'setdefault puts the model\'s extra_fields back only when the dump left the key out, so a field that was passed or assigned keeps the dumped value, exactly as before the PR. The returned dict now carries extra_fields with raw_prompt (see "why each key is there" under the After fix banner).',
      'zh-CN':
        'setdefault 只在 dump 漏掉这个键时才把模型的 extra_fields 放回去，所以构造时传入或赋值过的字段保留 dump 出的值，与 PR 之前完全一样。返回的字典现在带有包含 raw_prompt 的 extra_fields（见 After fix 结果下的“每个键为何存在”）。',
    },
    tryFix: 'no-exclude-unset',
  },
  {
    id: 'why-copy',
    title: { en: 'Why .copy()', 'zh-CN': '为什么要 .copy()' },
    preset: 'pr-test-teacher',
    at: { side: 'after', file: 'model', line: 80 },
    prediction: {
      question: {
        en: "PR test 3 puts teacher_ids into the default extra_fields; as_dict() pops them out of the output's extra_fields. Does the test pass after the fix, i.e. does the model keep its teacher_ids?",
        'zh-CN':
          'PR 测试 3 把 teacher_ids 放进默认的 extra_fields；as_dict() 从输出的 extra_fields 中把它们弹出。修复后这个测试能通过吗，也就是模型还保留 teacher_ids 吗？',
      },
      fact: { kind: 'outcome', side: 'after' },
      choices: [
        { value: 'returns', label: { en: 'Yes: the test passes', 'zh-CN': '能：测试通过' } },
        { value: 'AssertionError', label: { en: 'No: an assert fails', 'zh-CN': '不能：断言失败' } },
      ],
      answer: 'returns',
    },
    text: {
      en: "The pops run on extra_fields, the copy returned by setdefault — in the Objects view it is a different box from the model's dict. Without .copy(), the output would hold the model's own dict and popping the teacher fields would delete them from the model: serialization would mutate what it serializes.",
      'zh-CN':
        '弹出操作作用在 setdefault 返回的副本 extra_fields 上——在对象视图中，它与模型的字典是两个不同的方框。如果没有 .copy()，输出持有的就是模型自己的字典，弹出 teacher 字段会把它们从模型中删除：序列化会修改被序列化的对象。',
    },
    tryFix: 'no-copy',
  },
  {
    id: 'shallow',
    title: { en: 'What the copy does not protect', 'zh-CN': '副本保护不到的地方' },
    preset: 'shallow-copy-leak',
    at: 'end',
    prediction: {
      question: {
        en: 'The script appends one message to result["extra_fields"]["raw_prompt"], the list in the output. How many messages does the model\'s own raw_prompt list hold afterwards?',
        'zh-CN': '脚本向输出中的列表 result["extra_fields"]["raw_prompt"] 追加了一条消息。之后，模型自己的 raw_prompt 列表里有几条消息？',
      },
      fact: { kind: 'global', side: 'after', name: 'model_sees_it' },
      choices: [
        { value: '1', label: { en: '1: the copy protects it', 'zh-CN': '1 条：副本保护了它' } },
        { value: '2', label: { en: '2: the list is shared', 'zh-CN': '2 条：列表是共享的' } },
      ],
      answer: '2',
    },
    text: {
      en: 'dict.copy() is shallow: a new dict whose values are the same objects. The raw_prompt list is shared by the output and the model (the Objects view marks it shared), so appending through one shows in the other. The fix protects the keys of extra_fields, which is all as_dict itself changes.',
      'zh-CN':
        'dict.copy() 是浅拷贝：新的字典，值还是原来那些对象。raw_prompt 列表由输出和模型共享（对象视图把它标为共享），所以通过其中一方追加，另一方也能看到。这个修复保护的是 extra_fields 的键，而那正是 as_dict 自己会修改的部分。',
    },
  },
  {
    id: 'none',
    title: { en: 'The None edge case', 'zh-CN': 'None 的边界情况' },
    preset: 'set-none',
    at: 'end',
    prediction: {
      question: {
        en: 'output.extra_fields = None is assigned after construction (assignment is not validated). After the fix, which error does as_dict() raise?',
        'zh-CN': '构造之后执行 output.extra_fields = None（赋值不会被校验）。修复之后，as_dict() 抛出哪个错误？',
      },
      fact: { kind: 'exception', side: 'after' },
      choices: [
        {
          value: "AttributeError: 'NoneType' object has no attribute 'pop'",
          label: { en: "'NoneType' object has no attribute 'pop'", 'zh-CN': "'NoneType' object has no attribute 'pop'" },
        },
        {
          value: "AttributeError: 'NoneType' object has no attribute 'copy'",
          label: { en: "'NoneType' object has no attribute 'copy'", 'zh-CN': "'NoneType' object has no attribute 'copy'" },
        },
        { value: 'none', label: { en: 'None: it returns', 'zh-CN': '不报错：正常返回' } },
      ],
      answer: "AttributeError: 'NoneType' object has no attribute 'copy'",
    },
    text: {
      en: 'Assigning None marks the field set, so the dump keeps extra_fields = None and setdefault would not even replace it. But Python evaluates the arguments first: self.extra_fields.copy() fails on line 149 before setdefault runs. The old code fails one step later, on output["extra_fields"].pop. Both fail; the fix does not make None worse.',
      'zh-CN':
        '赋值为 None 会把字段标记为已设置，所以 dump 保留 extra_fields = None，setdefault 也不会替换它。但 Python 先求值参数：self.extra_fields.copy() 在第 149 行就失败了，setdefault 根本没有执行。旧代码晚一步失败，在 output["extra_fields"].pop 上。两者都失败；修复并没有让 None 的情况变得更糟。',
    },
  },
  {
    id: 'threads',
    title: { en: 'The Pydantic threads behind it', 'zh-CN': '背后的 Pydantic 讨论' },
    preset: 'reassigned',
    at: 'end',
    prediction: {
      question: {
        en: 'Last one: this script assigns output.extra_fields = {...} instead of filling it in place. Does the old code raise?',
        'zh-CN': '最后一题：这个脚本用 output.extra_fields = {...} 赋值，而不是原地填充。旧代码会报错吗？',
      },
      fact: { kind: 'outcome', side: 'before' },
      choices: [
        { value: 'returns', label: { en: 'No, it returns', 'zh-CN': '不会，正常返回' } },
        { value: 'KeyError', label: { en: 'Yes, KeyError', 'zh-CN': '会，KeyError' } },
      ],
      answer: 'returns',
    },
    text: {
      en: 'Assignment goes through Pydantic\'s __setattr__, which adds the field to model_fields_set, so both versions work. Pydantic treats this as intended: see pydantic#9866 ("model_fields_set doesn\'t update when modifying a list with append"), pydantic#10574 ("Misleading behavior using exclude_unset=True") and pydantic#13009 (exclude_unset excludes modified defaults). Code that dumps with exclude_unset must not assume a mutable default reaches the output.',
      'zh-CN':
        '赋值会经过 Pydantic 的 __setattr__，它把字段加入 model_fields_set，所以两个版本都能正常工作。Pydantic 认为这是预期行为：见 pydantic#9866（“model_fields_set 在用 append 修改列表时不会更新”）、pydantic#10574（“exclude_unset=True 的行为容易误解”）和 pydantic#13009（exclude_unset 会排除被修改过的默认值）。用 exclude_unset 导出的代码不能假设可变默认值会出现在输出里。',
    },
  },
];
