/** Methods of str. */
import { exc, pyError } from '../exceptions';
import { getItem } from '../items';
import { iterate, typeName } from '../objects';
import { asInt } from '../ops';
import { repr, str } from '../repr';
import { builtinTypes, PyList, PyTuple, type PyValue } from '../values';
import { arity, defineMethods } from './args';
import { formatValue } from './format';

function s0(args: PyValue[], name: string): string {
  const s = args[0];
  if (typeof s !== 'string') throw pyError(exc.TypeError, `descriptor '${name}' requires a 'str' object but received a '${typeName(s)}'`);
  return s;
}

function strArg(v: PyValue, allowNone = true): string | null {
  if (v === null && allowNone) return null;
  if (typeof v !== 'string') throw pyError(exc.TypeError, `must be str or None, not ${typeName(v)}`);
  return v;
}

const WS = ' \t\n\r\x0b\x0c';

function strip(s: string, chars: string | null, left: boolean, right: boolean): string {
  const set = chars ?? WS;
  let a = 0;
  let b = s.length;
  if (left) while (a < b && set.includes(s[a])) a++;
  if (right) while (b > a && set.includes(s[b - 1])) b--;
  return s.slice(a, b);
}

function split(s: string, sep: string | null, maxsplit: number): string[] {
  if (sep === null) {
    const out: string[] = [];
    let rest = s.replace(/^[\s]+/, '');
    while (rest.length) {
      if (maxsplit >= 0 && out.length === maxsplit) {
        out.push(rest);
        return out;
      }
      const m = /[\s]+/.exec(rest);
      if (!m) {
        out.push(rest);
        break;
      }
      out.push(rest.slice(0, m.index));
      rest = rest.slice(m.index + m[0].length);
    }
    return out;
  }
  if (sep === '') throw pyError(exc.ValueError, 'empty separator');
  const parts = s.split(sep);
  if (maxsplit < 0 || parts.length - 1 <= maxsplit) return parts;
  return [...parts.slice(0, maxsplit), parts.slice(maxsplit).join(sep)];
}

function affix(args: PyValue[], name: string, test: (s: string, x: string) => boolean): boolean {
  const s = s0(args, name);
  const x = args[1];
  if (x instanceof PyTuple) return x.items.some((p) => typeof p === 'string' && test(s, p));
  if (typeof x !== 'string') throw pyError(exc.TypeError, `${name.split('.')[1]} first arg must be str or a tuple of str, not ${typeName(x)}`);
  return test(s, x);
}

/** `str.format` with auto/explicit field numbering, keyword fields, conversions and specs. */
export function strFormat(fmt: string, args: PyValue[], kwargs: Map<string, PyValue> | null): string {
  let auto = 0;
  return fmt.replace(/\{\{|\}\}|\{([^{}!:]*)(?:!([rsa]))?(?::([^{}]*))?\}/g, (m, field: string, conv: string, spec: string) => {
    if (m === '{{') return '{';
    if (m === '}}') return '}';
    const [head, ...path] = field.split('.');
    let v: PyValue;
    if (head === '') {
      if (auto >= args.length) throw pyError(exc.IndexError, `Replacement index ${auto} out of range for positional args tuple`);
      v = args[auto++];
    } else if (/^\d+$/.test(head)) {
      const i = Number(head);
      if (i >= args.length) throw pyError(exc.IndexError, `Replacement index ${i} out of range for positional args tuple`);
      v = args[i];
    } else {
      const kw = kwargs?.get(head);
      if (kw === undefined) throw pyError(exc.KeyError, `'${head}'`);
      v = kw;
    }
    for (const p of path) v = getItem(v, p);
    if (conv === 'r' || conv === 'a') v = repr(v);
    else if (conv === 's') v = str(v);
    return formatValue(v, spec ?? '');
  });
}

defineMethods(builtinTypes.str, {
  join(args, kw) {
    arity('str.join', args.slice(1), kw, 1, 1);
    const sep = s0(args, 'str.join');
    const parts: string[] = [];
    const it = iterate(args[1]);
    for (let r = it.next(); !r.done; r = it.next()) {
      if (typeof r.value !== 'string') throw pyError(exc.TypeError, `sequence item ${parts.length}: expected str instance, ${typeName(r.value)} found`);
      parts.push(r.value);
    }
    return parts.join(sep);
  },
  split(args, kw) {
    const s = s0(args, 'str.split');
    const sep = strArg(kw?.get('sep') ?? (args.length > 1 ? args[1] : null));
    const max = Number(asInt(kw?.get('maxsplit') ?? (args.length > 2 ? args[2] : -1n)) ?? -1n);
    return new PyList(split(s, sep, max));
  },
  rsplit(args, kw) {
    const s = s0(args, 'str.rsplit');
    const sep = strArg(kw?.get('sep') ?? (args.length > 1 ? args[1] : null));
    const max = Number(asInt(kw?.get('maxsplit') ?? (args.length > 2 ? args[2] : -1n)) ?? -1n);
    if (max < 0 || sep === null) return new PyList(split(s, sep, max));
    const parts = s.split(sep);
    if (parts.length - 1 <= max) return new PyList(parts);
    return new PyList([parts.slice(0, parts.length - max).join(sep), ...parts.slice(parts.length - max)]);
  },
  splitlines(args) {
    return new PyList(
      s0(args, 'str.splitlines')
        .split(/\r\n|\r|\n/)
        .filter((x, i, a) => i < a.length - 1 || x !== ''),
    );
  },
  strip(args, kw) {
    arity('strip', args.slice(1), kw, 0, 1);
    return strip(s0(args, 'str.strip'), args.length > 1 ? strArg(args[1]) : null, true, true);
  },
  lstrip(args, kw) {
    arity('lstrip', args.slice(1), kw, 0, 1);
    return strip(s0(args, 'str.lstrip'), args.length > 1 ? strArg(args[1]) : null, true, false);
  },
  rstrip(args, kw) {
    arity('rstrip', args.slice(1), kw, 0, 1);
    return strip(s0(args, 'str.rstrip'), args.length > 1 ? strArg(args[1]) : null, false, true);
  },
  upper: (args) => s0(args, 'str.upper').toUpperCase(),
  lower: (args) => s0(args, 'str.lower').toLowerCase(),
  title: (args) => s0(args, 'str.title').replace(/[A-Za-z]+/g, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase()),
  capitalize: (args) => {
    const s = s0(args, 'str.capitalize');
    return s.slice(0, 1).toUpperCase() + s.slice(1).toLowerCase();
  },
  startswith: (args) => affix(args, 'str.startswith', (s, x) => s.startsWith(x)),
  endswith: (args) => affix(args, 'str.endswith', (s, x) => s.endsWith(x)),
  replace(args, kw) {
    arity('replace', args.slice(1), kw, 2, 3);
    const s = s0(args, 'str.replace');
    const old = strArg(args[1], false) as string;
    const rep = strArg(args[2], false) as string;
    const count = args.length > 3 ? Number(asInt(args[3])) : -1;
    if (count < 0) return s.split(old).join(rep);
    const parts = s.split(old);
    return parts.slice(0, count + 1).join(rep) + (parts.length > count + 1 ? old + parts.slice(count + 1).join(old) : '');
  },
  find: (args) => BigInt(s0(args, 'str.find').indexOf(strArg(args[1], false) as string)),
  rfind: (args) => BigInt(s0(args, 'str.rfind').lastIndexOf(strArg(args[1], false) as string)),
  index(args) {
    const i = s0(args, 'str.index').indexOf(strArg(args[1], false) as string);
    if (i < 0) throw pyError(exc.ValueError, 'substring not found');
    return BigInt(i);
  },
  count(args) {
    const sub = strArg(args[1], false) as string;
    const s = s0(args, 'str.count');
    return BigInt(sub === '' ? s.length + 1 : s.split(sub).length - 1);
  },
  format: (args, kw) => strFormat(s0(args, 'str.format'), args.slice(1), kw),
  isdigit: (args) => /^[0-9]+$/.test(s0(args, 'str.isdigit')),
  isnumeric: (args) => /^[0-9]+$/.test(s0(args, 'str.isnumeric')),
  isalpha: (args) => /^\p{L}+$/u.test(s0(args, 'str.isalpha')),
  isalnum: (args) => /^[\p{L}0-9]+$/u.test(s0(args, 'str.isalnum')),
  isspace: (args) => /^\s+$/.test(s0(args, 'str.isspace')),
  isupper: (args) => {
    const s = s0(args, 'str.isupper');
    return s !== s.toLowerCase() && s === s.toUpperCase();
  },
  islower: (args) => {
    const s = s0(args, 'str.islower');
    return s !== s.toUpperCase() && s === s.toLowerCase();
  },
  zfill(args) {
    const s = s0(args, 'str.zfill');
    const w = Number(asInt(args[1]));
    const sign = s[0] === '-' || s[0] === '+' ? s[0] : '';
    return sign + s.slice(sign.length).padStart(w - sign.length, '0');
  },
  ljust: (args) => s0(args, 'str.ljust').padEnd(Number(asInt(args[1])), (args[2] as string) ?? ' '),
  rjust: (args) => s0(args, 'str.rjust').padStart(Number(asInt(args[1])), (args[2] as string) ?? ' '),
  center(args) {
    const s = s0(args, 'str.center');
    const w = Number(asInt(args[1]));
    const fill = (args[2] as string) ?? ' ';
    if (s.length >= w) return s;
    const total = w - s.length;
    const left = Math.floor(total / 2) + (total % 2 && w % 2 ? 1 : 0);
    return fill.repeat(left) + s + fill.repeat(total - left);
  },
  partition(args) {
    const s = s0(args, 'str.partition');
    const sep = strArg(args[1], false) as string;
    const i = s.indexOf(sep);
    return i < 0 ? new PyTuple([s, '', '']) : new PyTuple([s.slice(0, i), sep, s.slice(i + sep.length)]);
  },
  removeprefix: (args) => {
    const s = s0(args, 'str.removeprefix');
    const p = strArg(args[1], false) as string;
    return s.startsWith(p) ? s.slice(p.length) : s;
  },
  removesuffix: (args) => {
    const s = s0(args, 'str.removesuffix');
    const p = strArg(args[1], false) as string;
    return p && s.endsWith(p) ? s.slice(0, -p.length) : s;
  },
});
