/**
 * `str.format` and `str.format_map`: `{field!conversion:spec}` with automatic or explicit
 * numbering, keyword fields, `.attr` and `[key]` lookups, nested fields in the spec, and
 * CPython's errors.
 */
import { exc, newException, pyError } from '../exceptions';
import { getItem } from '../items';
import { getAttr } from '../objects';
import { repr, str } from '../repr';
import type { PyValue } from '../values';
import { formatValue } from './format';
import { asciiRepr } from './percent';

interface State {
  auto: number;
  /** 'auto' or 'manual' once a field fixed it. */
  mode: '' | 'auto' | 'manual';
}

export function strFormat(fmt: string, args: PyValue[], kwargs: Map<string, PyValue> | null, mapping?: PyValue): string {
  return render(fmt, args, kwargs, mapping, { auto: 0, mode: '' }, 2);
}

function render(fmt: string, args: PyValue[], kwargs: Map<string, PyValue> | null, mapping: PyValue | undefined, st: State, depth: number): string {
  if (depth <= 0) throw pyError(exc.ValueError, 'Max string recursion exceeded');
  let out = '';
  let i = 0;
  while (i < fmt.length) {
    const ch = fmt[i];
    if (ch === '}') {
      if (fmt[i + 1] === '}') {
        out += '}';
        i += 2;
        continue;
      }
      throw pyError(exc.ValueError, "Single '}' encountered in format string");
    }
    if (ch !== '{') {
      out += ch;
      i++;
      continue;
    }
    if (fmt[i + 1] === '{') {
      out += '{';
      i += 2;
      continue;
    }
    if (i + 1 >= fmt.length) throw pyError(exc.ValueError, "Single '{' encountered in format string");
    // Find the matching close brace, as CPython's MarkupIterator: the spec may hold nested fields,
    // and the character after a '!' is the conversion, whatever it is.
    let j = i + 1;
    let level = 1;
    let bracket = false;
    let spec = false;
    while (j < fmt.length) {
      const c = fmt[j];
      if (!spec && c === '[') bracket = true;
      else if (!spec && c === ']') bracket = false;
      else if (!bracket && !spec && c === '!') {
        spec = true;
        j += 2;
        continue;
      } else if (!bracket && c === ':') spec = true;
      else if (!bracket && c === '{') level++;
      else if (!bracket && c === '}') {
        level--;
        if (level === 0) break;
      }
      j++;
    }
    if (j >= fmt.length) throw pyError(exc.ValueError, spec ? "unmatched '{' in format spec" : "expected '}' before end of string");
    out += field(fmt.slice(i + 1, j), args, kwargs, mapping, st, depth);
    i = j + 1;
  }
  return out;
}

function field(body: string, args: PyValue[], kwargs: Map<string, PyValue> | null, mapping: PyValue | undefined, st: State, depth: number): string {
  // Split name, conversion and spec (a ':' or '!' inside [...] belongs to the name).
  let k = 0;
  let bracket = false;
  while (k < body.length) {
    const c = body[k];
    if (c === '[') bracket = true;
    else if (c === ']') bracket = false;
    else if (!bracket && (c === '!' || c === ':')) break;
    k++;
  }
  const name = body.slice(0, k);
  let conversion = '';
  let spec = '';
  if (body[k] === '!') {
    conversion = body[k + 1] ?? '';
    const after = body.slice(k + 2);
    if (after !== '' && !after.startsWith(':')) throw pyError(exc.ValueError, "expected ':' after conversion specifier");
    spec = after.slice(1);
    if (!'rsa'.includes(conversion) || conversion === '') {
      if (conversion === '') throw pyError(exc.ValueError, 'end of string while looking for conversion specifier');
      throw pyError(exc.ValueError, `Unknown conversion specifier ${conversion}`);
    }
  } else if (body[k] === ':') spec = body.slice(k + 1);
  let v = lookup(name, args, kwargs, mapping, st);
  if (conversion === 'r') v = repr(v);
  else if (conversion === 's') v = str(v);
  else if (conversion === 'a') v = asciiRepr(v);
  const resolvedSpec = spec.includes('{') ? render(spec, args, kwargs, mapping, st, depth - 1) : spec;
  return formatValue(v, resolvedSpec);
}

function lookup(name: string, args: PyValue[], kwargs: Map<string, PyValue> | null, mapping: PyValue | undefined, st: State): PyValue {
  const m = /^([^.[]*)(.*)$/s.exec(name) as RegExpExecArray;
  const head = m[1];
  let rest = m[2];
  let v: PyValue;
  if (head === '') {
    if (st.mode === 'manual') throw pyError(exc.ValueError, 'cannot switch from manual field specification to automatic field numbering');
    st.mode = 'auto';
    if (mapping !== undefined) throw pyError(exc.ValueError, 'Format string contains positional fields');
    if (st.auto >= args.length) throw pyError(exc.IndexError, `Replacement index ${st.auto} out of range for positional args tuple`);
    v = args[st.auto++];
  } else if (/^\d+$/.test(head)) {
    if (st.mode === 'auto') throw pyError(exc.ValueError, 'cannot switch from automatic field numbering to manual field specification');
    st.mode = 'manual';
    const i = Number(head);
    if (i >= args.length) throw pyError(exc.IndexError, `Replacement index ${i} out of range for positional args tuple`);
    v = args[i];
  } else if (mapping !== undefined) {
    v = getItem(mapping, head);
  } else {
    const kw = kwargs?.get(head);
    if (kw === undefined) throw newException(exc.KeyError, [head]);
    v = kw;
  }
  while (rest.length > 0) {
    if (rest[0] === '.') {
      const a = /^\.([^.[]+)/.exec(rest);
      if (!a) throw pyError(exc.ValueError, 'Empty attribute in format string');
      v = getAttr(v, a[1]);
      rest = rest.slice(a[0].length);
    } else if (rest[0] === '[') {
      const close = rest.indexOf(']');
      if (close < 0) throw pyError(exc.ValueError, "Missing ']' in format string");
      const key = rest.slice(1, close);
      if (key === '') throw pyError(exc.ValueError, 'Empty attribute in format string');
      v = getItem(v, /^\d+$/.test(key) ? BigInt(key) : key);
      rest = rest.slice(close + 1);
    } else throw pyError(exc.ValueError, "Only '.' or '[' may follow ']' in format field specifier");
  }
  return v;
}
