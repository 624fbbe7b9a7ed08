/** `with_config(config)` / `with_config(**options)`: attaches a pydantic config to a TypedDict or dataclass (`__pydantic_config__`). */
import { builtin, PyClass, PyDict, type PyValue } from '../../engine/api';

export const withConfig = builtin('with_config', (args, kw) => {
  let config: PyValue = args[0] ?? null;
  if (config === null && kw) {
    const d = new PyDict();
    for (const [k, v] of kw) d.map.set(k, [k, v]);
    config = d;
  }
  return builtin('inner', (a) => {
    const cls = a[0];
    if (cls instanceof PyClass) cls.dict.set('__pydantic_config__', config);
    return cls ?? null;
  });
});
