/**
 * Simulated `string`: the character-class constants, `capwords` and `Template` (`$name`,
 * `${name}`, `$$`; `substitute` raising KeyError/ValueError as CPython's, `safe_substitute`
 * leaving what it cannot fill, `get_identifiers`, `is_valid`), and `Formatter` (formatter.ts).
 */
import {
  builtin,
  exc,
  getItem,
  isException,
  type Kwargs,
  keyError,
  objectType,
  PyClass,
  PyInstance,
  PyList,
  type PyValue,
  pyError,
  registerModule,
  str,
  typeName,
} from '../../engine/api';
import { formatterType } from './formatter';

const lower = 'abcdefghijklmnopqrstuvwxyz';
const upper = lower.toUpperCase();
const digits = '0123456789';
const punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const whitespace = ' \t\n\r\x0b\x0c';

/** CPython's `Template.pattern` with the default delimiter and identifier pattern (ASCII, any case). */
const placeholder = /\$(?:(\$)|([_a-z][_a-z0-9]*)|\{([_a-z][_a-z0-9]*)\}|())/gi;

function templateText(self: PyValue): string {
  const t = self instanceof PyInstance ? self.attrs.get('template') : undefined;
  if (typeof t !== 'string') throw pyError(exc.TypeError, "descriptor requires a 'Template' object");
  return t;
}

/** The `mapping` and `**kws` of a substitute call, keywords first (CPython's ChainMap). */
function lookupOf(method: string, args: PyValue[], kw: Kwargs): (name: string) => PyValue {
  if (args.length > 2) throw pyError(exc.TypeError, `Template.${method}() takes from 1 to 2 positional arguments but ${args.length} were given`);
  const mapping = args[1];
  return (name) => {
    if (kw?.has(name)) return kw.get(name) as PyValue;
    if (mapping === undefined) throw keyError(name);
    return getItem(mapping, name);
  };
}

function invalidAt(text: string, i: number): never {
  const before = text.slice(0, i);
  const lines = before.split(/(?<=\n)/).filter((l) => l !== '');
  const lineno = lines.length || 1;
  const colno = lines.length ? i - lines.slice(0, -1).join('').length : 1;
  throw pyError(exc.ValueError, `Invalid placeholder in string: line ${lineno}, col ${colno}`);
}

function substitute(args: PyValue[], kw: Kwargs, safe: boolean): string {
  const text = templateText(args[0]);
  const lookup = lookupOf(safe ? 'safe_substitute' : 'substitute', args, kw);
  return text.replace(placeholder, (whole, escaped, named, braced, invalid, offset: number) => {
    if (escaped !== undefined) return '$';
    const name = (named ?? braced) as string | undefined;
    if (name !== undefined) {
      if (!safe) return str(lookup(name));
      try {
        return str(lookup(name));
      } catch (e) {
        if (isException(e) && e.type.isSubclassOf(exc.KeyError)) return whole;
        throw e;
      }
    }
    if (invalid !== undefined && !safe) invalidAt(text, offset);
    return whole;
  });
}

const templateType = new PyClass(
  'Template',
  [objectType],
  {
    call: (cls, args) => {
      if (args.length !== 1) throw pyError(exc.TypeError, `Template.__init__() takes 2 positional arguments but ${args.length + 1} were given`);
      if (typeof args[0] !== 'string') throw pyError(exc.TypeError, `expected string or bytes-like object, got '${typeName(args[0])}'`);
      const self = new PyInstance(cls);
      self.attrs.set('template', args[0]);
      return self;
    },
  },
  'string',
);
templateType.dict.set('delimiter', '$');
templateType.dict.set(
  'substitute',
  builtin('substitute', (args, kw) => substitute(args, kw, false)),
);
templateType.dict.set(
  'safe_substitute',
  builtin('safe_substitute', (args, kw) => substitute(args, kw, true)),
);

templateType.dict.set(
  'get_identifiers',
  builtin('get_identifiers', (args) => {
    const names: string[] = [];
    for (const m of templateText(args[0]).matchAll(placeholder)) {
      const name = m[2] ?? m[3];
      if (name !== undefined && !names.includes(name)) names.push(name);
    }
    return new PyList(names);
  }),
);
templateType.dict.set(
  'is_valid',
  builtin('is_valid', (args) => [...templateText(args[0]).matchAll(placeholder)].every((m) => m[4] === undefined)),
);

/** `capwords(s, sep=None)`: `(sep or ' ').join(w.capitalize() for w in s.split(sep))`. */
const capwords = builtin('capwords', (args) => {
  const s = args[0];
  const sep = args[1] ?? null;
  if (typeof s !== 'string') throw pyError(exc.TypeError, `descriptor 'split' for 'str' objects doesn't apply to a '${typeName(s ?? null)}' object`);
  const words = sep === null ? s.split(/\s+/).filter(Boolean) : s.split(sep as string);
  const cap = (w: string) => (w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w);
  return words.map(cap).join(sep === null ? ' ' : (sep as string));
});

registerModule('string', () => ({
  ascii_lowercase: lower,
  ascii_uppercase: upper,
  ascii_letters: lower + upper,
  digits,
  hexdigits: `${digits}abcdefABCDEF`,
  octdigits: '01234567',
  punctuation,
  whitespace,
  printable: digits + lower + upper + punctuation + whitespace,
  capwords,
  Template: templateType,
  Formatter: formatterType,
}));
