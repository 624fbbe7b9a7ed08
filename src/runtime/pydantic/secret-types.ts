/**
 * `SecretStr` and `SecretBytes`: a value that prints as `**********` (`''` / `b''` when empty, as
 * pydantic's `_secret_display`), dumps as itself in Python mode and as that display in JSON, and
 * gives its value back through `get_secret_value()`.
 */
import { builtin, exc, hash, objectType, PyBytes, PyClass, PyOpaque, type PyValue, pyError } from '../../engine/api';
import { registerNativeKind } from './core/native-kinds';
import type { CoreSchema } from './core/schema';
import { registerSpecialOrigin } from './generate';

function secretOf(self: PyValue): string | PyBytes {
  return (self as PyOpaque).payload as string | PyBytes;
}

/** What `str(secret)` prints: the stars for a non-empty secret. */
function display(v: string | PyBytes): string {
  if (typeof v === 'string') return v ? '**********' : '';
  return v.data.length ? "b'**********'" : "b''";
}

function secretType(name: 'SecretStr' | 'SecretBytes', kind: 'str' | 'bytes'): PyClass {
  const cls = new PyClass(name, [objectType], {}, 'pydantic.types');
  cls.slots.call = (c, args) => {
    const v = args[0];
    if (kind === 'str' ? typeof v !== 'string' : !(v instanceof PyBytes)) throw pyError(exc.TypeError, `${name} expects a ${kind}`);
    const secret = v as string | PyBytes;
    return new PyOpaque(c as PyClass, `${name}(${kind === 'str' ? `'${display(secret)}'` : display(secret)})`, secret);
  };
  cls.slots.str = (self) => display(secretOf(self));
  cls.slots.len = (self) => {
    const v = secretOf(self);
    return typeof v === 'string' ? [...v].length : v.data.length;
  };
  const text = (v: string | PyBytes) => (typeof v === 'string' ? v : Array.from(v.data, (b) => String.fromCharCode(b)).join(''));
  cls.slots.eq = (self, other) => other instanceof PyOpaque && other.type === (self as PyOpaque).type && text(secretOf(other)) === text(secretOf(self));
  cls.slots.hash = (self) => hash(`secret:${kind}:${text(secretOf(self))}`);
  cls.dict.set(
    'get_secret_value',
    builtin('get_secret_value', (args) => secretOf(args[0] ?? null)),
  );
  const inner: CoreSchema = { type: kind };
  registerSpecialOrigin(cls, (): CoreSchema => ({ type: 'secret', kind, cls, inner }));
  registerNativeKind({
    name,
    matches: (v) => v instanceof PyOpaque && v.type === cls,
    toJson: (v) => display(secretOf(v)).replace(/^b'(.*)'$/, '$1'),
  });
  return cls;
}

export const secretStrType = secretType('SecretStr', 'str');
export const secretBytesType = secretType('SecretBytes', 'bytes');
