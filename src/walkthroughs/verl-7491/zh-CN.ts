/** Every text of this walkthrough in Simplified Chinese, keyed by its English (see src/walkthroughs/i18n.ts). */
import type { Catalog } from '../i18n';

const zhCN: Catalog = {
  'PR test 1: untouched default serializes to {}': 'PR 测试 1：未改动的默认值序列化为 {}',
  'PR test 2: in-place additions to the default are kept': 'PR 测试 2：原地添加到默认值的键被保留',
  'PR test 3: teacher fields promoted, model untouched': 'PR 测试 3：teacher 字段被提升，模型不变',
  'No KeyError on a default extra_fields': '默认 extra_fields 不会触发 KeyError',
  'Keys added in place reach the output': '原地添加的键出现在输出中',
  "Serializing leaves the model's extra_fields unchanged": '序列化不改变模型的 extra_fields',
  "Serializing leaves the model's fields-set unchanged": '序列化不改变模型的 fields-set',
  'Explicit extra_fields: output as before the PR': '显式传入 extra_fields：输出与 PR 之前相同',
  'No new keys in the output': '输出中没有新增的键',
  'The merged fix: setdefault with a copy': '合并的修复：setdefault 加 copy',
  'Passes every check. setdefault only fills the key when exclude_unset dropped it, so the explicit path is untouched; the .copy() means popping the teacher fields never reaches the model.':
    '通过全部检查。只有当 exclude_unset 丢掉了这个键时 setdefault 才会补上，所以显式传入的路径不受影响；.copy() 保证弹出 teacher 字段不会影响模型。',
  'setdefault without .copy()': '不带 .copy() 的 setdefault',
  "The output's extra_fields is the model's own dict, so popping teacher_ids from it deletes them from the model: serialization mutates the model (PR test 3 catches it).":
    '输出里的 extra_fields 就是模型自己的字典，从中弹出 teacher_ids 会把它们从模型里删掉：序列化修改了模型（PR 测试 3 能发现）。',
  'output.get("extra_fields", {})': 'output.get("extra_fields", {})',
  'No KeyError inside as_dict, but the in-place additions are lost (the dump dropped them, and {} is a new empty dict) and the output has no extra_fields key at all.':
    'as_dict 内部不再抛出 KeyError，但原地添加的内容丢失了（dump 已经把它们丢掉，{} 是一个新的空字典），输出里也根本没有 extra_fields 键。',
  'Field(default_factory=dict)': 'Field(default_factory=dict)',
  'Does not help: a default_factory value is still a default, so extra_fields stays out of model_fields_set and exclude_unset drops it exactly as before and every check that serializes a default still raises KeyError (Pydantic already gave each instance its own copy of the {} default).':
    '没有用：default_factory 产生的值仍然是默认值，extra_fields 依旧不在 model_fields_set 中，exclude_unset 照样把它丢掉，凡是序列化默认值的检查仍然抛出 KeyError（Pydantic 本来就为每个实例复制了一份 {} 默认值）。',
  'model_dump() without exclude_unset': '不带 exclude_unset 的 model_dump()',
  "Passes the PR's three tests, but every field now reaches the output: num_turns, multi_modal_data and mm_processor_kwargs appear even when nobody set them, on the explicit path too, which changes what downstream code receives.":
    '能通过 PR 的三个测试，但所有字段都会进入输出：即使没人设置，num_turns、multi_modal_data 和 mm_processor_kwargs 也会出现，显式传入的路径也一样，下游代码收到的内容因此改变。',
  'Add extra_fields to model_fields_set by hand': '手动把 extra_fields 加入 model_fields_set',
  "Passes the PR's three tests, but serializing now changes the model: model_fields_set is Pydantic's live set, so after one as_dict() the model reports extra_fields as set (and model_dump(exclude_unset=True) elsewhere changes too).":
    '能通过 PR 的三个测试，但序列化会改变模型：model_fields_set 是 Pydantic 内部那个集合本身，调用一次 as_dict() 之后，模型就认为 extra_fields 已被设置（别处的 model_dump(exclude_unset=True) 也随之改变）。',
  'extra_fields was never passed, so it is not in model_fields_set; filling it in place does not change that, exclude_unset drops it, and the old code raises KeyError.':
    'extra_fields 从未被传入，所以它不在 model_fields_set 中；原地填充改变不了这一点，exclude_unset 把它丢掉，旧代码于是抛出 KeyError。',
  'Even an empty default is dropped by exclude_unset: before the fix as_dict() fails; after it, setdefault restores {}.':
    '即使是空的默认值也会被 exclude_unset 丢掉：修复前 as_dict() 失败；修复后 setdefault 恢复 {}。',
  'The fix restores a copy of self.extra_fields, so keys added in place after construction reach the output.':
    '修复恢复的是 self.extra_fields 的一份副本，所以构造之后原地添加的键能进入输出。',
  'Teacher fields are popped from the copy, not from the model: the model keeps them after serialization.':
    'teacher 字段是从副本而不是从模型中弹出的：序列化之后模型依然保留它们。',
  'Passing extra_fields to the constructor puts it in model_fields_set, so model_dump keeps it and both versions succeed.':
    '把 extra_fields 传给构造函数会把它放进 model_fields_set，所以 model_dump 保留它，两个版本都成功。',
  "Assigning output.extra_fields = {...} goes through pydantic's __setattr__, which adds the field to model_fields_set; mutating in place does not.":
    '赋值 output.extra_fields = {...} 会经过 pydantic 的 __setattr__，它把字段加入 model_fields_set；原地修改则不会。',
  'Assigning None marks the field set, so it is dumped as None: the old code fails on output["extra_fields"].pop; the new one fails earlier, on self.extra_fields.copy() — the argument is evaluated before setdefault even runs.':
    '赋值为 None 会把字段标记为已设置，于是它被导出为 None：旧代码在 output["extra_fields"].pop 上失败；新代码更早失败，在 self.extra_fields.copy() 上——参数在 setdefault 运行之前就被求值了。',
  'self.extra_fields.copy() copies only the top-level dict: appending to the returned nested list changes the model too (see the Objects view).':
    'self.extra_fields.copy() 只复制顶层字典：向返回的嵌套列表追加内容也会改变模型（见对象视图）。',
  'Log-probs become float32, routed experts are zero-padded to prompt + response rows as int16, and the reward lands on the last token of rm_scores.':
    'log-probs 变成 float32，routed experts 以 int16 补零到 prompt + response 行数，reward 落在 rm_scores 的最后一个 token 上。',
  'extra_fields=None is not a dict: pydantic rejects it in the constructor, before as_dict() ever runs.':
    'extra_fields=None 不是字典：pydantic 在构造函数中就拒绝了它，as_dict() 根本没有运行。',
  'model_construct also records only the fields you pass in model_fields_set, so the default extra_fields is still dropped by exclude_unset.':
    'model_construct 同样只把传入的字段记入 model_fields_set，所以默认的 extra_fields 仍会被 exclude_unset 丢掉。',
  Yes: '是',
  No: '否',
  'What as_dict promises': 'as_dict 的约定',
  'as_dict() turns one agent-loop trajectory into the dict the trainer batches: token ids become tensors (prompts, responses, response_mask), optional fields are added only when present, and extra_fields is always there so callers can read output["extra_fields"]. The first thing it does is model_dump(exclude_unset=True).':
    'as_dict() 把一条 agent-loop 轨迹转换成训练端要批处理的字典：token id 变成张量（prompts、responses、response_mask），可选字段只在存在时才加入，而 extra_fields 总是存在，调用方可以直接读 output["extra_fields"]。它做的第一件事是 model_dump(exclude_unset=True)。',
  'What exclude_unset keeps': 'exclude_unset 保留什么',
  'The script filled output.extra_fields["raw_prompt"] before calling as_dict(). Right after model_dump(exclude_unset=True), does the dumped dict have an "extra_fields" key?':
    '脚本在调用 as_dict() 之前已经填入了 output.extra_fields["raw_prompt"]。model_dump(exclude_unset=True) 刚执行完时，导出的字典里有 "extra_fields" 键吗？',
  "exclude_unset keeps only the fields in Pydantic's hidden model_fields_set — the ones passed to the constructor or assigned later — no matter what their values are. Look at the Variables panel: output holds metrics and the three id lists, and no extra_fields, even though the model's extra_fields is not empty.":
    'exclude_unset 只保留 Pydantic 隐藏的 model_fields_set 中的字段——也就是构造时传入或之后赋值过的字段——而不管它们的值是什么。看变量面板：output 里有 metrics 和三个 id 列表，却没有 extra_fields，尽管模型的 extra_fields 并不为空。',
  'Filled in place is not "set"': '原地填充不算“设置”',
  'output.extra_fields["raw_prompt"] = [...] put a key into the default dict. Is extra_fields now in the model\'s model_fields_set?':
    'output.extra_fields["raw_prompt"] = [...] 向默认字典里放了一个键。现在 extra_fields 在模型的 model_fields_set 里吗？',
  'Pydantic records a field as set in two places only: the constructor and its own __setattr__ (output.extra_fields = ...). Writing into the dict goes through the dict, not the model, so Pydantic never hears of it. In the model\'s field table, extra_fields carries the "default" badge while prompt_ids and the others are "set".':
    'Pydantic 只在两处把字段记为已设置：构造函数和它自己的 __setattr__（output.extra_fields = ...）。往字典里写入走的是字典本身，而不是模型，所以 Pydantic 完全不知道。在模型字段表中，extra_fields 标着 “default”，而 prompt_ids 等字段标着 “set”。',
  'The KeyError': 'KeyError',
  'The old code then pops the teacher fields from output["extra_fields"]. What happens before the fix?':
    '旧代码接着从 output["extra_fields"] 中弹出 teacher 字段。修复之前会发生什么？',
  'as_dict() returns a dict': 'as_dict() 正常返回字典',
  'It raises KeyError': '抛出 KeyError',
  'It raises AttributeError': '抛出 AttributeError',
  'Before the fix, output["extra_fields"] looks up a key that exclude_unset dropped: KeyError: \'extra_fields\' at line 148 of agent_loop.py (before the fix). This is issue #7486: any agent loop that fills the default extra_fields in place crashes here.':
    '修复之前，output["extra_fields"] 查找的是一个已被 exclude_unset 丢掉的键：在 agent_loop.py 第 148 行（修复前）抛出 KeyError: \'extra_fields\'。这就是 issue #7486：任何原地填充默认 extra_fields 的 agent loop 都会在这里崩溃。',
  'The fix: setdefault': '修复：setdefault',
  'After the fix, line 149 runs output.setdefault("extra_fields", self.extra_fields.copy()). Does as_dict() now return?':
    '修复之后，第 149 行执行 output.setdefault("extra_fields", self.extra_fields.copy())。现在 as_dict() 能正常返回吗？',
  'Yes, it returns a dict': '能，返回字典',
  'No, still KeyError': '不能，仍然 KeyError',
  'setdefault puts the model\'s extra_fields back only when the dump left the key out, so a field that was passed or assigned keeps the dumped value, exactly as before the PR. The returned dict now carries extra_fields with raw_prompt (see "why each key is there" under the After fix banner).':
    'setdefault 只在 dump 漏掉这个键时才把模型的 extra_fields 放回去，所以构造时传入或赋值过的字段保留 dump 出的值，与 PR 之前完全一样。返回的字典现在带有包含 raw_prompt 的 extra_fields（见 After fix 结果下的“每个键为何存在”）。',
  'Why .copy()': '为什么要 .copy()',
  "PR test 3 puts teacher_ids into the default extra_fields; as_dict() pops them out of the output's extra_fields. Does the test pass after the fix, i.e. does the model keep its teacher_ids?":
    'PR 测试 3 把 teacher_ids 放进默认的 extra_fields；as_dict() 从输出的 extra_fields 中把它们弹出。修复后这个测试能通过吗，也就是模型还保留 teacher_ids 吗？',
  'Yes: the test passes': '能：测试通过',
  'No: an assert fails': '不能：断言失败',
  "The pops run on extra_fields, the copy returned by setdefault — in the Objects view it is a different box from the model's dict. Without .copy(), the output would hold the model's own dict and popping the teacher fields would delete them from the model: serialization would mutate what it serializes.":
    '弹出操作作用在 setdefault 返回的副本 extra_fields 上——在对象视图中，它与模型的字典是两个不同的方框。如果没有 .copy()，输出持有的就是模型自己的字典，弹出 teacher 字段会把它们从模型中删除：序列化会修改被序列化的对象。',
  'What the copy does not protect': '副本保护不到的地方',
  'The script appends one message to result["extra_fields"]["raw_prompt"], the list in the output. How many messages does the model\'s own raw_prompt list hold afterwards?':
    '脚本向输出中的列表 result["extra_fields"]["raw_prompt"] 追加了一条消息。之后，模型自己的 raw_prompt 列表里有几条消息？',
  '1: the copy protects it': '1 条：副本保护了它',
  '2: the list is shared': '2 条：列表是共享的',
  'dict.copy() is shallow: a new dict whose values are the same objects. The raw_prompt list is shared by the output and the model (the Objects view marks it shared), so appending through one shows in the other. The fix protects the keys of extra_fields, which is all as_dict itself changes.':
    'dict.copy() 是浅拷贝：新的字典，值还是原来那些对象。raw_prompt 列表由输出和模型共享（对象视图把它标为共享），所以通过其中一方追加，另一方也能看到。这个修复保护的是 extra_fields 的键，而那正是 as_dict 自己会修改的部分。',
  'The None edge case': 'None 的边界情况',
  'output.extra_fields = None is assigned after construction (assignment is not validated). After the fix, which error does as_dict() raise?':
    '构造之后执行 output.extra_fields = None（赋值不会被校验）。修复之后，as_dict() 抛出哪个错误？',
  "'NoneType' object has no attribute 'pop'": "'NoneType' object has no attribute 'pop'",
  "'NoneType' object has no attribute 'copy'": "'NoneType' object has no attribute 'copy'",
  'None: it returns': '不报错：正常返回',
  'Assigning None marks the field set, so the dump keeps extra_fields = None and setdefault would not even replace it. But Python evaluates the arguments first: self.extra_fields.copy() fails on line 149 before setdefault runs. The old code fails one step later, on output["extra_fields"].pop. Both fail; the fix does not make None worse.':
    '赋值为 None 会把字段标记为已设置，所以 dump 保留 extra_fields = None，setdefault 也不会替换它。但 Python 先求值参数：self.extra_fields.copy() 在第 149 行就失败了，setdefault 根本没有执行。旧代码晚一步失败，在 output["extra_fields"].pop 上。两者都失败；修复并没有让 None 的情况变得更糟。',
  'The Pydantic threads behind it': '背后的 Pydantic 讨论',
  'Last one: this script assigns output.extra_fields = {...} instead of filling it in place. Does the old code raise?':
    '最后一题：这个脚本用 output.extra_fields = {...} 赋值，而不是原地填充。旧代码会报错吗？',
  'No, it returns': '不会，正常返回',
  'Yes, KeyError': '会，KeyError',
  'Assignment goes through Pydantic\'s __setattr__, which adds the field to model_fields_set, so both versions work. Pydantic treats this as intended: see pydantic#9866 ("model_fields_set doesn\'t update when modifying a list with append"), pydantic#10574 ("Misleading behavior using exclude_unset=True") and pydantic#13009 (exclude_unset excludes modified defaults). Code that dumps with exclude_unset must not assume a mutable default reaches the output.':
    '赋值会经过 Pydantic 的 __setattr__，它把字段加入 model_fields_set，所以两个版本都能正常工作。Pydantic 认为这是预期行为：见 pydantic#9866（“model_fields_set 在用 append 修改列表时不会更新”）、pydantic#10574（“exclude_unset=True 的行为容易误解”）和 pydantic#13009（exclude_unset 会排除被修改过的默认值）。用 exclude_unset 导出的代码不能假设可变默认值会出现在输出里。',
  'Issue #7486: default extra_fields filled in place': 'Issue #7486：原地填充默认的 extra_fields',
  'PR test 1: untouched default': 'PR 测试 1：未改动的默认值',
  'PR test 2: mutated default is kept': 'PR 测试 2：被修改的默认值得以保留',
  'Explicit extra_fields: the old code was fine': '显式传入 extra_fields：旧代码没问题',
  'Reassigned after construction: old code fine too — why?': '构造后重新赋值：旧代码也没问题——为什么？',
  'Set to None: both fail, on different calls — why?': '设为 None：两个版本都失败，但失败在不同的调用上——为什么？',
  'The shallow-copy leak': '浅拷贝泄漏',
  'All tensor paths': '所有张量路径',
  'A validation error': '校验错误',
  'model_construct skips validation, not the bug': 'model_construct 跳过校验，但不能绕开这个 bug',
  "why `as_dict()` raised `KeyError: 'extra_fields'`, and what the fix restores": "为什么 `as_dict()` 抛出 `KeyError: 'extra_fields'`，以及修复恢复了什么",
  '`as_dict()` starts with `model_dump(exclude_unset=True)`, which keeps only fields in Pydantic\'s hidden `model_fields_set`. A default `extra_fields = {}` filled in place is never “set”, so it is dropped, and the old code\'s `output["extra_fields"]` fails. Build a scenario, then step through both versions in lockstep — or take the guided tour.':
    '`as_dict()` 第一步是 `model_dump(exclude_unset=True)`，它只保留 Pydantic 隐藏的 `model_fields_set` 中的字段。默认的 `extra_fields = {}` 被原地填充后从未被“设置”，因此被丢弃，旧代码的 `output["extra_fields"]` 随之失败。构建一个场景，然后同步逐步执行两个版本——或者跟随导览。',
  'Build an AgentLoopOutput': '构建一个 AgentLoopOutput',
  'extra_fields in the constructor': '构造函数中的 extra_fields',
  'not passed (default {})': '不传入（默认 {}）',
  'passed: {}': '传入：{}',
  'passed with content': '传入有内容的字典',
  'extra_fields content (a dict literal)': 'extra_fields 内容（字典字面量）',
  'Then, after construction': '然后，在构造之后',
  nothing: '什么也不做',
  'fill in place: output.extra_fields["raw_prompt"] = …': '原地填充：output.extra_fields["raw_prompt"] = …',
  'update with teacher fields': '用 teacher 字段 update',
  'reassign: output.extra_fields = {…}': '重新赋值：output.extra_fields = {…}',
  'set to None': '设为 None',
  'Teacher fields in extra_fields': 'extra_fields 中的 teacher 字段',
  absent: '不存在',
  present: '存在',
  'None values': '值为 None',
  'not passed': '不传入',
  'e.g. {example}': '例如 {example}',
  defaults: '默认值',
  'Edit the after-fix source: the scenario re-runs at once in the After fix pane, and the checks run the PR’s three regression tests and six properties of as_dict, here in your browser. Or load a fix from the gallery.':
    '编辑修复后的源码：场景会立即在“修复后”面板中重新运行，检查会在你的浏览器中运行 PR 的三个回归测试和 as_dict 的六条性质。也可以从候选修复中加载一个。',
  'restored by setdefault: a default that exclude_unset dropped, re-added as a copy of self.extra_fields':
    '由 setdefault 恢复：被 exclude_unset 丢掉的默认值，以 self.extra_fields 副本的形式重新加入',
  'promoted out of extra_fields to a top-level key': '从 extra_fields 提升为顶层键',
  'verl PR #7491: preserve default AgentLoop extra fields': 'verl PR #7491：保留 AgentLoop 默认的 extra 字段',
  "as_dict() raised KeyError: 'extra_fields' when the default extra_fields was filled in place; the fix restores a copy of it.":
    "默认的 extra_fields 被原地填充后，as_dict() 抛出 KeyError: 'extra_fields'；修复恢复了它的一份副本。",
};

export default zhCN;
