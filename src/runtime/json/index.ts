/**
 * Simulated `json`, as CPython 3.11's C encoder and scanner behave: `dumps`/`loads` with their
 * keyword arguments (`indent`, `separators`, `sort_keys`, `default`, `ensure_ascii`, `allow_nan`,
 * `skipkeys`, `cls`; `object_hook`, `object_pairs_hook`, `parse_float`, `parse_int`,
 * `parse_constant`), `dump`/`load` through an object's `write`/`read`, `JSONDecodeError` with its
 * messages and positions, and `JSONEncoder`/`JSONDecoder` as far as a subclass overriding
 * `default` needs them.
 */
import {
  builtin,
  builtinTypes,
  call,
  checkKwargs,
  compare,
  exc,
  floatRepr,
  getAttr,
  getAttrOrUndefined,
  jsonString,
  type Kwargs,
  NativeObject,
  newException,
  PyClass,
  PyDict,
  PyInstance,
  PyList,
  type PyObj,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  typeName,
} from '../../engine/api';

const DUMPS_KW = ['skipkeys', 'ensure_ascii', 'check_circular', 'allow_nan', 'cls', 'indent', 'separators', 'default', 'sort_keys'];
const LOADS_KW = ['cls', 'object_hook', 'parse_float', 'parse_int', 'parse_constant', 'object_pairs_hook', 'strict'];

// ---------------------------------------------------------------- encoding

interface EncodeOptions {
  skipkeys: boolean;
  ensureAscii: boolean;
  checkCircular: boolean;
  allowNan: boolean;
  indent: string | null;
  itemSep: string;
  keySep: string;
  sortKeys: boolean;
  default: ((o: PyValue) => PyValue) | null;
}

/** The primitive a runtime object stands for (an `IntEnum` or str-mixin enum member), if any. */
function scalarOf(v: PyValue): PyValue | undefined {
  if (!(v instanceof NativeObject || v instanceof PyInstance)) return undefined;
  const s = v.cls.slot('valueKind')?.scalar;
  return s ? s(v) : undefined;
}

function encodeFloat(x: number, o: EncodeOptions): string {
  if (Number.isFinite(x)) return floatRepr(x);
  if (!o.allowNan) throw pyError(exc.ValueError, 'Out of range float values are not JSON compliant');
  return Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity';
}

function encode(value: PyValue, o: EncodeOptions): string {
  const markers = new Set<PyObj>();
  const enter = (x: PyObj) => {
    if (!o.checkCircular) return;
    if (markers.has(x)) throw pyError(exc.ValueError, 'Circular reference detected');
    markers.add(x);
  };
  const nl = (depth: number) => (o.indent === null ? '' : `\n${o.indent.repeat(depth)}`);
  const key = (k: PyValue): string | null => {
    const s = scalarOf(k);
    if (s !== undefined) return key(s);
    if (typeof k === 'string') return k;
    if (typeof k === 'number') return encodeFloat(k, o);
    if (k === true) return 'true';
    if (k === false) return 'false';
    if (k === null) return 'null';
    if (typeof k === 'bigint') return k.toString();
    if (o.skipkeys) return null;
    throw pyError(exc.TypeError, `keys must be str, int, float, bool or None, not ${typeName(k)}`);
  };
  const write = (x: PyValue, depth: number): string => {
    if (x === null) return 'null';
    if (x === true) return 'true';
    if (x === false) return 'false';
    if (typeof x === 'string') return jsonString(x, o.ensureAscii);
    if (typeof x === 'bigint') return x.toString();
    if (typeof x === 'number') return encodeFloat(x, o);
    const s = scalarOf(x);
    if (s !== undefined) return write(s, depth);
    if (x instanceof PyList || x instanceof PyTuple) {
      if (x.items.length === 0) return '[]';
      enter(x);
      const parts = x.items.map((i) => write(i, depth + 1));
      markers.delete(x);
      return `[${nl(depth + 1)}${parts.join(o.itemSep + nl(depth + 1))}${nl(depth)}]`;
    }
    if (x instanceof PyDict) {
      if (x.map.size === 0) return '{}';
      enter(x);
      let items = [...x.map.values()];
      if (o.sortKeys) items = items.sort(([a], [b]) => (compare('<', a, b) ? -1 : compare('<', b, a) ? 1 : 0));
      const parts: string[] = [];
      for (const [k, v] of items) {
        const ks = key(k);
        if (ks === null) continue;
        parts.push(`${jsonString(ks, o.ensureAscii)}${o.keySep}${write(v, depth + 1)}`);
      }
      markers.delete(x);
      if (parts.length === 0) return '{}';
      return `{${nl(depth + 1)}${parts.join(o.itemSep + nl(depth + 1))}${nl(depth)}}`;
    }
    if (!o.default) throw pyError(exc.TypeError, `Object of type ${typeName(x)} is not JSON serializable`);
    enter(x as PyObj);
    const out = write(o.default(x), depth);
    markers.delete(x as PyObj);
    return out;
  };
  return write(value, 0);
}

function flag(kwargs: Kwargs, name: string, dflt: boolean): boolean {
  const v = kwargs?.get(name);
  return v === undefined ? dflt : v !== null && v !== false && v !== 0n && v !== '';
}

function encodeOptions(kwargs: Kwargs, defaultFn: ((o: PyValue) => PyValue) | null): EncodeOptions {
  const ind = kwargs?.get('indent') ?? null;
  const indent = ind === null ? null : typeof ind === 'bigint' ? ' '.repeat(Math.max(0, Number(ind))) : typeof ind === 'string' ? ind : null;
  if (ind !== null && indent === null) throw pyError(exc.TypeError, `can't multiply sequence by non-int of type '${typeName(ind)}'`);
  const seps = kwargs?.get('separators') ?? null;
  let itemSep = indent === null ? ', ' : ',';
  let keySep = ': ';
  if (seps !== null) {
    const items = seps instanceof PyTuple || seps instanceof PyList ? seps.items : [];
    if (items.length !== 2 || typeof items[0] !== 'string' || typeof items[1] !== 'string')
      throw pyError(exc.ValueError, `too many values to unpack (expected 2)`);
    [itemSep, keySep] = items as [string, string];
  }
  return {
    skipkeys: flag(kwargs, 'skipkeys', false),
    ensureAscii: flag(kwargs, 'ensure_ascii', true),
    checkCircular: flag(kwargs, 'check_circular', true),
    allowNan: flag(kwargs, 'allow_nan', true),
    indent,
    itemSep,
    keySep,
    sortKeys: flag(kwargs, 'sort_keys', false),
    default: defaultFn,
  };
}

/** `JSONEncoder`: a subclass overrides `default`; `encode(o)` writes with the instance's options. */
const encoderType = new PyClass('JSONEncoder', [builtinTypes.object], {}, 'json');
const encoderOptions = new WeakMap<PyObj, Kwargs>();
encoderType.dict.set(
  '__init__',
  builtin('__init__', (args, kwargs) => {
    checkKwargs(
      'JSONEncoder.__init__',
      kwargs,
      DUMPS_KW.filter((k) => k !== 'cls'),
    );
    encoderOptions.set(args[0] as PyObj, kwargs ?? new Map());
    return null;
  }),
);
encoderType.dict.set(
  'default',
  builtin('default', (args) => {
    throw pyError(exc.TypeError, `Object of type ${typeName(args[1] ?? null)} is not JSON serializable`);
  }),
);
encoderType.dict.set(
  'encode',
  builtin('encode', (args) => encodeWith(args[0] as PyObj, args[1] ?? null)),
);

function encodeWith(encoder: PyObj, value: PyValue): string {
  const kw = encoderOptions.get(encoder) ?? new Map<string, PyValue>();
  const userDefault = kw.get('default');
  const method = getAttr(encoder, 'default');
  const fn = userDefault !== undefined && userDefault !== null ? userDefault : method;
  return encode(
    value,
    encodeOptions(kw, (o) => call(fn, [o], null)),
  );
}

function dumps(args: PyValue[], kwargs: Kwargs, name = 'dumps'): string {
  checkKwargs(name, kwargs, DUMPS_KW);
  if (args.length < 1) throw pyError(exc.TypeError, `${name}() missing 1 required positional argument: 'obj'`);
  if (args.length > 1) throw pyError(exc.TypeError, `${name}() takes 1 positional argument but ${args.length} were given`);
  const cls = kwargs?.get('cls') ?? null;
  if (cls !== null) {
    const rest = new Map([...(kwargs ?? new Map())].filter(([k]) => k !== 'cls'));
    const encoder = call(cls, [], rest) as PyObj;
    return call(getAttr(encoder, 'encode'), [args[0]], null) as string;
  }
  const d = kwargs?.get('default') ?? null;
  return encode(args[0], encodeOptions(kwargs, d === null ? null : (o) => call(d, [o], null)));
}

// ---------------------------------------------------------------- decoding

export const decodeErrorType = new PyClass('JSONDecodeError', [exc.ValueError], {}, 'json');

function decodeError(msg: string, doc: string[], pos: number): PyInstance {
  let lineno = 1;
  let lastNl = -1;
  for (let i = 0; i < pos && i < doc.length; i++)
    if (doc[i] === '\n') {
      lineno++;
      lastNl = i;
    }
  const colno = pos - lastNl;
  const e = newException(decodeErrorType, [`${msg}: line ${lineno} column ${colno} (char ${pos})`]);
  e.attrs.set('msg', msg);
  e.attrs.set('doc', doc.join(''));
  e.attrs.set('pos', BigInt(pos));
  e.attrs.set('lineno', BigInt(lineno));
  e.attrs.set('colno', BigInt(colno));
  return e;
}

interface DecodeOptions {
  objectHook: PyValue;
  pairsHook: PyValue;
  parseFloat: PyValue;
  parseInt: PyValue;
  parseConstant: PyValue;
  strict: boolean;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /^(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?/;

/** Marks "no value here" for the caller to report as `Expecting value` at its own position. */
class NoValue {
  constructor(readonly pos: number) {}
}

function decode(text: string, o: DecodeOptions): PyValue {
  const s = Array.from(text);
  const skip = (i: number) => {
    while (i < s.length && WS.has(s[i])) i++;
    return i;
  };
  const scanString = (start: number): [string, number] => {
    // start: index just after the opening quote
    let out = '';
    let i = start;
    for (;;) {
      if (i >= s.length) throw decodeError('Unterminated string starting at', s, start - 1);
      const ch = s[i];
      if (ch === '"') return [out, i + 1];
      if (ch === '\\') {
        const e = s[i + 1];
        if (e === undefined) throw decodeError('Unterminated string starting at', s, start - 1);
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e in simple) {
          out += simple[e];
          i += 2;
          continue;
        }
        if (e !== 'u') throw decodeError('Invalid \\escape', s, i);
        const hex = (at: number) => {
          const h = s.slice(at, at + 4).join('');
          if (!/^[0-9a-fA-F]{4}$/.test(h)) throw decodeError('Invalid \\uXXXX escape', s, at - 1);
          return Number.parseInt(h, 16);
        };
        let c = hex(i + 2);
        i += 6;
        if (c >= 0xd800 && c <= 0xdbff && s[i] === '\\' && s[i + 1] === 'u') {
          const lo = hex(i + 2);
          if (lo >= 0xdc00 && lo <= 0xdfff) {
            c = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00);
            i += 6;
          }
        }
        out += String.fromCodePoint(c);
        continue;
      }
      if (o.strict && (ch.codePointAt(0) as number) < 0x20) throw decodeError('Invalid control character at', s, i);
      out += ch;
      i++;
    }
  };
  const value = (i: number): [PyValue, number] => {
    const ch = s[i];
    if (ch === '"') return scanString(i + 1);
    if (ch === '{') return object(i + 1);
    if (ch === '[') return array(i + 1);
    const word = (w: string) => s.slice(i, i + w.length).join('') === w;
    if (ch === 'n' && word('null')) return [null, i + 4];
    if (ch === 't' && word('true')) return [true, i + 4];
    if (ch === 'f' && word('false')) return [false, i + 5];
    if (ch === 'N' && word('NaN')) return [constant('NaN'), i + 3];
    if (ch === 'I' && word('Infinity')) return [constant('Infinity'), i + 8];
    if (ch === '-' && word('-Infinity')) return [constant('-Infinity'), i + 9];
    const m = NUMBER.exec(s.slice(i, i + 400).join(''));
    if (m) {
      const [all, intPart, frac, expo] = m;
      if (frac || expo) return [o.parseFloat !== null ? call(o.parseFloat, [all], null) : Number.parseFloat(all), i + all.length];
      return [o.parseInt !== null ? call(o.parseInt, [intPart], null) : BigInt(intPart), i + all.length];
    }
    throw new NoValue(i);
  };
  const constant = (name: string): PyValue => {
    if (o.parseConstant !== null) return call(o.parseConstant, [name], null);
    return name === 'NaN' ? Number.NaN : name === 'Infinity' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  };
  const valueAt = (i: number): [PyValue, number] => {
    try {
      return value(i);
    } catch (e) {
      if (e instanceof NoValue) throw decodeError('Expecting value', s, e.pos);
      throw e;
    }
  };
  const object = (start: number): [PyValue, number] => {
    const pairs: [string, PyValue][] = [];
    let i = skip(start);
    if (s[i] === '}') return [finishObject(pairs), i + 1];
    for (;;) {
      if (s[i] !== '"') throw decodeError('Expecting property name enclosed in double quotes', s, i);
      const [k, afterKey] = scanString(i + 1);
      i = skip(afterKey);
      if (s[i] !== ':') throw decodeError("Expecting ':' delimiter", s, i);
      i = skip(i + 1);
      const [v, afterValue] = valueAt(i);
      pairs.push([k, v]);
      i = skip(afterValue);
      if (s[i] === '}') return [finishObject(pairs), i + 1];
      if (s[i] !== ',') throw decodeError("Expecting ',' delimiter", s, i);
      i = skip(i + 1);
    }
  };
  const finishObject = (pairs: [string, PyValue][]): PyValue => {
    if (o.pairsHook !== null) return call(o.pairsHook, [new PyList(pairs.map((p) => new PyTuple(p)))], null);
    const d = new PyDict();
    for (const [k, v] of pairs) d.map.set(k, [k, v]);
    return o.objectHook !== null ? call(o.objectHook, [d], null) : d;
  };
  const array = (start: number): [PyValue, number] => {
    const items: PyValue[] = [];
    let i = skip(start);
    if (s[i] === ']') return [new PyList(items), i + 1];
    for (;;) {
      const [v, after] = valueAt(i);
      items.push(v);
      i = skip(after);
      if (s[i] === ']') return [new PyList(items), i + 1];
      if (s[i] !== ',') throw decodeError("Expecting ',' delimiter", s, i);
      i = skip(i + 1);
    }
  };
  if (s[0] === '\ufeff') throw decodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0);
  const [v, end] = valueAt(skip(0));
  const rest = skip(end);
  if (rest !== s.length) throw decodeError('Extra data', s, rest);
  return v;
}

function loads(args: PyValue[], kwargs: Kwargs, name = 'loads'): PyValue {
  checkKwargs(name, kwargs, LOADS_KW);
  if (args.length !== 1) throw pyError(exc.TypeError, `${name}() takes 1 positional argument but ${args.length} were given`);
  const text = args[0];
  if (typeof text !== 'string') throw pyError(exc.TypeError, `the JSON object must be str, bytes or bytearray, not ${typeName(text)}`);
  if ((kwargs?.get('cls') ?? null) !== null) throw pyError(exc.NotImplementedError, 'json.loads(cls=...) is not supported by this explainer');
  const get = (k: string) => kwargs?.get(k) ?? null;
  return decode(text, {
    objectHook: get('object_hook'),
    pairsHook: get('object_pairs_hook'),
    parseFloat: get('parse_float'),
    parseInt: get('parse_int'),
    parseConstant: get('parse_constant'),
    strict: flag(kwargs, 'strict', true),
  });
}

registerModule('json', () => ({
  dumps: builtin('dumps', (args, kwargs) => dumps(args, kwargs)),
  loads: builtin('loads', (args, kwargs) => loads(args, kwargs)),
  dump: builtin('dump', (args, kwargs) => {
    if (args.length !== 2) throw pyError(exc.TypeError, `dump() missing 1 required positional argument: 'fp'`);
    call(getAttr(args[1], 'write'), [dumps([args[0]], kwargs, 'dump')], null);
    return null;
  }),
  load: builtin('load', (args, kwargs) => {
    const read = getAttrOrUndefined(args[0] ?? null, 'read');
    if (!read) throw pyError(exc.AttributeError, `'${typeName(args[0] ?? null)}' object has no attribute 'read'`);
    return loads([call(read, [], null)], kwargs, 'load');
  }),
  JSONDecodeError: decodeErrorType,
  JSONEncoder: encoderType,
}));
