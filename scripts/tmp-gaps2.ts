import { run } from '../src/engine';
import { installAllModules, installRuntime } from '../src/runtime';
import { STDLIB_MEMBERS } from '../src/engine/stdlib-names';
installRuntime();
await installAllModules();
for (const [key, expr] of [['pydantic.main.BaseModel', 'pydantic.BaseModel'], ['pydantic.fields.FieldInfo', 'pydantic.Field()'], ['pydantic_core._pydantic_core.ValidationError', 'pydantic.ValidationError'], ['torch.Tensor', 'torch.zeros(1)'], ['torch.dtype', 'torch.float32'], ['torch.Size', 'torch.Size([1])'], ['torch', 'torch'], ['torch.nn.functional', 'torch.nn.functional'], ['torch.nn', 'torch.nn'], ['torch.linalg', 'torch.linalg']]) {
  const lacking: string[] = [];
  for (const n of STDLIB_MEMBERS[key].split(' ')) {
    const r = run({ model: '', script: `import pydantic\nimport torch\nimport torch.nn.functional\nx = ${expr}.${n}\n` });
    if (!r.ok) lacking.push(n);
  }
  console.log(key, lacking.length, key.startsWith('torch') && lacking.length > 600 ? lacking.slice(0, 60).join(' ') + ' ...' : lacking.join(' '));
}
