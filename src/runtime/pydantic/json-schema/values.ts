/**
 * JSON schemas as the Python dicts pydantic returns (hooks receive and mutate them in place),
 * and the small helpers the generator needs: key access, `inspect.cleandoc`, `str.title`,
 * `to_jsonable_python`.
 */
import { PyDict, PyList, type PyValue } from '../../../engine/api';
import { strDict } from '../core/instance';
import { serialize } from '../core/serialize';
import { dumpOptions } from '../model/dump';

export type Json = PyDict;

export function js(entries: Iterable<readonly [string, PyValue]> = []): Json {
  return strDict(entries);
}

export function get(d: PyDict, k: string): PyValue | undefined {
  return d.map.get(k)?.[1];
}

export function has(d: PyDict, k: string): boolean {
  return d.map.has(k);
}

export function put(d: PyDict, k: string, v: PyValue): void {
  d.map.set(k, [k, v]);
}

export function del(d: PyDict, k: string): void {
  d.map.delete(k);
}

/** A shallow copy (`dict.copy()`). */
export function copy(d: PyDict): Json {
  const out = new PyDict();
  for (const [k, e] of d.map) out.map.set(k, [e[0], e[1]]);
  return out;
}

export function size(d: PyDict): number {
  return d.map.size;
}

export function list(items: PyValue[]): PyList {
  return new PyList(items);
}

/** `to_jsonable_python(v)`: the value as `model_dump(mode='json')` would write it. */
export function jsonable(v: PyValue, byAlias = true): PyValue {
  const st = dumpOptions(null, 'json', { serJsonInfNan: 'null', serJsonBytes: 'utf8' });
  return serialize({ type: 'any' }, v, { ...st, byAlias });
}

/** `inspect.cleandoc`: a docstring without its indentation and surrounding blank lines. */
export function cleandoc(text: string): string {
  const lines = text.replace(/\t/g, '        ').split('\n');
  let margin = Number.POSITIVE_INFINITY;
  for (const line of lines.slice(1)) {
    const content = line.trimStart().length;
    if (content) margin = Math.min(margin, line.length - content);
  }
  const out = [lines[0].trimStart(), ...lines.slice(1).map((l) => (margin === Number.POSITIVE_INFINITY ? l : l.slice(margin)))];
  while (out.length && !out[0]) out.shift();
  while (out.length && !out[out.length - 1]) out.pop();
  return out.join('\n');
}

/** `name.title().replace('_', ' ').strip()`: pydantic's default title of a field. */
export function titleFromName(name: string): string {
  let out = '';
  let prevCased = false;
  for (const ch of name) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (prevCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    prevCased = cased;
  }
  return out.replace(/_/g, ' ').trim();
}
