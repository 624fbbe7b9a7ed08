/**
 * pydantic's URL types (`AnyUrl`, `AnyHttpUrl`, `HttpUrl`, `FileUrl`, `WebsocketUrl`...): a
 * string parsed and normalised as the WHATWG URL standard says (pydantic-core's `url` crate
 * and the platform's `URL` follow the same standard), the scheme and length checked, the
 * parts read as attributes (`scheme`, `host`, `port` with the scheme's default, `path`...).
 * A parse failure names the crate's reason for the common cases (no scheme, empty host, bad
 * port); others are reported as an invalid domain.
 */
import { NativeObject, objectType, PyClass, type PyValue, repr } from '../../engine/api';
import { valError } from './core/errors';
import { strDict } from './core/instance';
import { registerNativeKind } from './core/native-kinds';
import type { NativeTypeSchema } from './core/schema';
import { registerTypeHandler } from './generate';
import { runValidation } from './model/run';

interface UrlRules {
  readonly schemes: readonly string[] | null;
  readonly maxLength: number | null;
}

const M = 'pydantic.networks';
export const anyUrlType = new PyClass('AnyUrl', [objectType], {}, M);
const rules = new Map<PyClass, UrlRules>();

function urlClass(name: string, r: UrlRules): PyClass {
  const cls = name === 'AnyUrl' ? anyUrlType : new PyClass(name, [anyUrlType], {}, M);
  rules.set(cls, r);
  return cls;
}

export class UrlV extends NativeObject {
  constructor(
    readonly type: PyClass,
    readonly url: URL,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
  get href(): string {
    return this.url.href;
  }
}

const defaultPorts: Record<string, bigint> = { http: 80n, https: 443n, ws: 80n, wss: 443n, ftp: 21n };

/** The `url` crate's reason for a string the standard refuses, for the common cases. */
function parseError(text: string): string {
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text);
  if (!scheme) return 'relative URL without a base';
  const rest = text.slice(scheme[0].length);
  const authority = /^\/\/([^/?#]*)/.exec(rest);
  if (authority) {
    const host = authority[1].replace(/^[^@]*@/, '');
    const port = /:([^:\]]*)$/.exec(host);
    if (!host || host.startsWith(':')) return 'empty host';
    if (port && (!/^\d*$/.test(port[1]) || Number(port[1]) > 65535)) return 'invalid port number';
  }
  return 'invalid international domain name';
}

function validateUrl(cls: PyClass, input: PyValue): UrlV {
  const r = rules.get(cls) as UrlRules;
  let text: string;
  if (input instanceof UrlV) text = input.href;
  else if (typeof input === 'string') text = input;
  else throw valError('url_type', input);
  if (r.maxLength !== null && text.length > r.maxLength) throw valError('url_too_long', input, [['max_length', BigInt(r.maxLength)]]);
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    const error = parseError(text.trim());
    throw valError('url_parsing', input, [['error', error]]);
  }
  const scheme = url.protocol.slice(0, -1);
  if (r.schemes && !r.schemes.includes(scheme)) {
    const expected = r.schemes.map((s) => `'${s}'`);
    const text2 = expected.length <= 1 ? expected.join('') : `${expected.slice(0, -1).join(', ')} or ${expected[expected.length - 1]}`;
    throw valError('url_scheme', input, [['expected_schemes', text2]]);
  }
  return new UrlV(cls, url);
}

function schema(cls: PyClass): NativeTypeSchema {
  const r = rules.get(cls) as UrlRules;
  return {
    name: 'url',
    validate: (input) => (input instanceof UrlV && input.type === cls ? input : validateUrl(cls, input)),
    toJson: (v) => (v instanceof UrlV ? v.href : v),
    isInstance: (v) => v instanceof UrlV,
    jsonSchema: {
      build: () =>
        strDict([['type', 'string'], ['format', 'uri'], ['minLength', 1n], ...(r.maxLength !== null ? [['maxLength', BigInt(r.maxLength)] as const] : [])]),
    },
  };
}

const http = ['http', 'https'];
const classes = [
  urlClass('AnyUrl', { schemes: null, maxLength: null }),
  urlClass('AnyHttpUrl', { schemes: http, maxLength: null }),
  urlClass('HttpUrl', { schemes: http, maxLength: 2083 }),
  urlClass('AnyWebsocketUrl', { schemes: ['ws', 'wss'], maxLength: null }),
  urlClass('WebsocketUrl', { schemes: ['ws', 'wss'], maxLength: 2083 }),
  urlClass('FileUrl', { schemes: ['file'], maxLength: null }),
  urlClass('FtpUrl', { schemes: ['ftp'], maxLength: null }),
];

for (const cls of classes) {
  registerTypeHandler({ matches: (c) => c === cls, build: () => ({ type: 'native', native: schema(cls) }) });
  cls.slots.call = (c, args) => runValidation(c.name, () => validateUrl(c, args[0] ?? null));
}

anyUrlType.slots.repr = (v) => `${(v as UrlV).type.name}(${repr((v as UrlV).href)})`;
anyUrlType.slots.str = (v) => (v as UrlV).href;
anyUrlType.slots.hash = (v) => `\u0000url:${(v as UrlV).href}`;
anyUrlType.slots.binop = (op, v, other) => {
  if (op !== '==' && op !== '!=') return undefined;
  const same = other instanceof UrlV && other.type === (v as UrlV).type && other.href === (v as UrlV).href;
  return op === '==' ? same : !same;
};
anyUrlType.slots.getattr = (v, name) => {
  if (!(v instanceof UrlV)) return undefined;
  const u = v.url;
  const scheme = u.protocol.slice(0, -1);
  const opt = (s: string) => (s ? s : null);
  switch (name) {
    case 'scheme':
      return scheme;
    case 'host':
      return opt(u.hostname);
    case 'port':
      return u.port ? BigInt(u.port) : (defaultPorts[scheme] ?? null);
    case 'path':
      return opt(u.pathname);
    case 'query':
      return opt(u.search.slice(1));
    case 'fragment':
      return opt(u.hash.slice(1));
    case 'username':
      return opt(u.username);
    case 'password':
      return opt(u.password);
  }
  return undefined;
};

registerNativeKind({ name: 'url', matches: (v) => v instanceof UrlV, toJson: (v) => (v as UrlV).href });

/** The URL classes by name, for `pydantic` and `pydantic.networks`. */
export function urlTypes(): Record<string, PyValue> {
  return Object.fromEntries(classes.map((c) => [c.name, c]));
}
