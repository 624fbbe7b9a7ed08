/**
 * `pydantic_core.from_json(data, *, allow_inf_nan=True, cache_strings=True, allow_partial=False)`:
 * JSON text (str or bytes) to Python values with jiter's parser, its `ValueError` messages, and its
 * partial mode for a document cut short (`allow_partial=True` / `'on'` / `'trailing-strings'`).
 */
import { builtin, exc, PyBytes, type PyValue, pyError, truthy, typeName } from '../../engine/api';
import { JsonSyntaxError, type PartialMode, parseJson } from './core/json-read';

function partialMode(v: PyValue | undefined): PartialMode {
  if (v === 'on' || v === 'off' || v === 'trailing-strings') return v;
  if (typeof v === 'string') throw pyError(exc.ValueError, `Invalid partial mode, should be \`'off'\`, \`'on'\`, \`'trailing-strings'\` or a \`bool\``);
  return v !== undefined && truthy(v) ? 'on' : 'off';
}

export const fromJson = builtin('from_json', (args, kw) => {
  const data = args[0] ?? kw?.get('data');
  let text: string;
  if (typeof data === 'string') text = data;
  else if (data instanceof PyBytes) text = new TextDecoder().decode(data.data);
  else throw pyError(exc.TypeError, `Expected bytes, bytearray or str, got ${data === undefined ? 'nothing' : typeName(data)}`);
  try {
    return parseJson(text, partialMode(kw?.get('allow_partial')));
  } catch (e) {
    if (e instanceof JsonSyntaxError) throw pyError(exc.ValueError, e.message);
    throw e;
  }
});
