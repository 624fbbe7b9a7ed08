/**
 * `string.Formatter`, method for method as CPython 3.11's `string.py` writes it over
 * `_string.formatter_parser` and `_string.formatter_field_name_split`: `format` → `vformat` →
 * `_vformat`, which asks `parse`, `get_field` (→ `get_value`), `convert_field`, `format_field`
 * and `check_unused_args` through the instance, so a subclass overriding one is obeyed.
 */
import {
  asciiRepr,
  call,
  defineMethods,
  exc,
  formatValue,
  getAttr,
  getItem,
  iterate,
  type Kwargs,
  objectType,
  PyClass,
  PyDict,
  PyIterator,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  setAdd,
  str,
  toArray,
  typeName,
} from '../../engine/api';

/** One step of `_string.formatter_parser`: literal text, then the field's name, spec and conversion (null: no field, or no conversion). */
type Parsed = [literal: string, field: string | null, spec: string | null, conversion: string | null];

/** CPython's MarkupIterator over a format string, raising its ValueErrors when it reaches them. */
function* parseFormat(s: string): Generator<Parsed> {
  let i = 0;
  while (i < s.length) {
    const start = i;
    let c = '';
    let markup = false;
    while (i < s.length) {
      c = s[i++];
      if (c === '{' || c === '}') {
        markup = true;
        break;
      }
    }
    const atEnd = i >= s.length;
    let len = i - start;
    if (c === '}' && markup && (atEnd || s[i] !== '}')) throw pyError(exc.ValueError, "Single '}' encountered in format string");
    if (atEnd && c === '{' && markup) throw pyError(exc.ValueError, "Single '{' encountered in format string");
    if (!atEnd && markup) {
      if (s[i] === c) {
        i++;
        markup = false;
      } else len--;
    }
    const literal = s.slice(start, start + len);
    if (!markup) {
      yield [literal, null, null, null];
      continue;
    }
    // parse_field: the name runs to '}', ':' or '!' ('[...]' may hold them).
    const nameStart = i;
    c = '';
    while (i < s.length) {
      c = s[i++];
      if (c === '{') throw pyError(exc.ValueError, "unexpected '{' in field name");
      if (c === '[') {
        while (i < s.length && s[i] !== ']') i++;
        continue;
      }
      if (c === '}' || c === ':' || c === '!') break;
    }
    const name = s.slice(nameStart, i - 1);
    let conversion: string | null = null;
    let spec = '';
    if (c === '!' || c === ':') {
      let done = false;
      if (c === '!') {
        if (i >= s.length) throw pyError(exc.ValueError, 'end of string while looking for conversion specifier');
        conversion = s[i++];
        if (i < s.length) {
          const next = s[i++];
          if (next === '}') done = true;
          else if (next !== ':') throw pyError(exc.ValueError, "expected ':' after conversion specifier");
        }
      }
      if (!done) {
        const specStart = i;
        let count = 1;
        let closed = false;
        while (i < s.length) {
          const ch = s[i++];
          if (ch === '{') count++;
          else if (ch === '}' && --count === 0) {
            spec = s.slice(specStart, i - 1);
            closed = true;
            break;
          }
        }
        if (!closed) throw pyError(exc.ValueError, "unmatched '{' in format spec");
      }
    } else if (c !== '}') throw pyError(exc.ValueError, "expected '}' before end of string");
    yield [literal, name, spec, conversion];
  }
}

/** `_string.formatter_field_name_split`: the first part (an int when all digits) and the `.attr` / `[key]` steps after it. */
function splitFieldName(name: string): { first: PyValue; rest: [boolean, PyValue][] } {
  let i = 0;
  while (i < name.length && name[i] !== '.' && name[i] !== '[') i++;
  const head = name.slice(0, i);
  const first: PyValue = /^\d+$/.test(head) ? BigInt(head) : head;
  const rest: [boolean, PyValue][] = [];
  while (i < name.length) {
    const c = name[i++];
    if (c === '.') {
      const start = i;
      while (i < name.length && name[i] !== '.' && name[i] !== '[') i++;
      if (i === start) throw pyError(exc.ValueError, 'Empty attribute in format string');
      rest.push([true, name.slice(start, i)]);
    } else if (c === '[') {
      const start = i;
      while (i < name.length && name[i] !== ']') i++;
      if (i >= name.length) throw pyError(exc.ValueError, "Missing ']' in format string");
      const key = name.slice(start, i++);
      if (key === '') throw pyError(exc.ValueError, 'Empty attribute in format string');
      rest.push([false, /^\d+$/.test(key) ? BigInt(key) : key]);
      if (i < name.length && name[i] !== '.' && name[i] !== '[') throw pyError(exc.ValueError, "Only '.' or '[' may follow ']' in format field specifier");
    } else throw pyError(exc.ValueError, "Only '.' or '[' may follow ']' in format field specifier");
  }
  return { first, rest };
}

export const formatterType = new PyClass('Formatter', [objectType], {}, 'string');
formatterType.heap = true;

const method = (self: PyValue, name: string, args: PyValue[], kw: Kwargs = null) => call(getAttr(self, name), args, kw);
const asDict = (kw: Kwargs): PyDict => {
  const d = new PyDict();
  for (const [k, v] of kw ?? []) d.map.set(k, [k, v]);
  return d;
};
const tuple = (items: PyValue[]) => new PyTuple(items);
const none = (v: string | null): PyValue => v;

const switching = 'cannot switch from manual field specification to automatic field numbering';

defineMethods(formatterType, {
  format: ([self, formatString, ...args], kw) => {
    if (formatString === undefined) throw pyError(exc.TypeError, "Formatter.format() missing 1 required positional argument: 'format_string'");
    return method(self, 'vformat', [formatString, tuple(args), asDict(kw)]);
  },
  vformat: ([self, formatString, args, kwargs]) => {
    const used = new PySet();
    const out = method(self, '_vformat', [formatString ?? null, args ?? null, kwargs ?? null, used, 2n]);
    const [result] = toArray(out);
    method(self, 'check_unused_args', [used, args ?? null, kwargs ?? null]);
    return result;
  },
  _vformat: ([self, formatString, args, kwargs, used, depth, autoIndex], kw) => {
    if ((depth as bigint) < 0n) throw pyError(exc.ValueError, 'Max string recursion exceeded');
    const result: string[] = [];
    let auto: PyValue = autoIndex ?? kw?.get('auto_arg_index') ?? 0n;
    const it = iterate(method(self, 'parse', [formatString ?? null]));
    for (let r = it.next(); !r.done; r = it.next()) {
      const entry = r.value;
      const [literal, fieldName, spec, conversion] = toArray(entry);
      if (literal) result.push(str(literal));
      if (fieldName === null) continue;
      let name = fieldName;
      if (name === '') {
        if (auto === false) throw pyError(exc.ValueError, switching);
        name = String(auto);
        auto = (auto as bigint) + 1n;
      } else if (typeof name === 'string' && /^\d+$/.test(name)) {
        if (auto !== false && auto !== 0n) throw pyError(exc.ValueError, switching);
        auto = false;
      }
      const [obj, argUsed] = toArray(method(self, 'get_field', [name, args ?? null, kwargs ?? null]));
      setAdd(used as PySet, argUsed);
      const converted = method(self, 'convert_field', [obj, conversion]);
      const [formatSpec, nextAuto] = toArray(
        method(self, '_vformat', [spec, args ?? null, kwargs ?? null, used ?? null, (depth as bigint) - 1n], new Map([['auto_arg_index', auto]])),
      );
      auto = nextAuto;
      result.push(str(method(self, 'format_field', [converted, formatSpec])));
    }
    return tuple([result.join(''), auto]);
  },
  get_value: ([, key, args, kwargs]) => (typeof key === 'bigint' ? getItem(args ?? null, key) : getItem(kwargs ?? null, key ?? null)),
  check_unused_args: () => null,
  format_field: ([, value, spec]) => {
    if (typeof spec !== 'string') throw pyError(exc.TypeError, `format() argument 2 must be str, not ${typeName(spec ?? null)}`);
    return formatValue(value ?? null, spec);
  },
  convert_field: ([, value, conversion]) => {
    if (conversion === null || conversion === undefined) return value ?? null;
    if (conversion === 's') return str(value ?? null);
    if (conversion === 'r') return repr(value ?? null);
    if (conversion === 'a') return asciiRepr(value ?? null);
    throw pyError(exc.ValueError, `Unknown conversion specifier ${str(conversion)}`);
  },
  parse: ([, formatString]) => {
    if (typeof formatString !== 'string')
      throw pyError(exc.TypeError, `descriptor 'formatter_parser' requires a 'str' object but received a '${typeName(formatString ?? null)}'`);
    const gen = parseFormat(formatString);
    return new PyIterator(
      (function* () {
        for (const [literal, field, spec, conversion] of gen) yield tuple([literal, none(field), none(spec), none(conversion)]);
      })(),
      'formatteriterator',
    );
  },
  get_field: ([self, fieldName, args, kwargs]) => {
    const { first, rest } = splitFieldName(str(fieldName ?? null));
    let obj = method(self, 'get_value', [first, args ?? null, kwargs ?? null]);
    for (const [isAttr, key] of rest) obj = isAttr ? getAttr(obj, key as string) : getItem(obj, key);
    return tuple([obj, first]);
  },
});
