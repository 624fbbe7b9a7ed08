/**
 * The `bytes` that `TypeAdapter.dump_json` returns: UTF-8 JSON text with `decode()`, `len()`,
 * equality and the `b'...'` repr. The interpreter has no bytes type of its own; this one covers
 * what scripts do with a JSON dump, and nothing more.
 */
import { builtin, exc, hash, objectType, PyClass, PyOpaque, type PyValue, pyError } from '../../engine/api';

export const bytesType = new PyClass('bytes', [objectType]);

function text(v: PyValue): string {
  return (v as PyOpaque).payload as string;
}

function bytesRepr(s: string): string {
  let out = "b'";
  for (const b of new TextEncoder().encode(s)) {
    const ch = String.fromCharCode(b);
    if (ch === "'" || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (b < 0x20 || b >= 0x7f) out += `\\x${b.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${out}'`;
}

/** A bytes value holding the UTF-8 encoding of `s`. */
export function bytesOf(s: string): PyOpaque {
  return new PyOpaque(bytesType, bytesRepr(s), s);
}

bytesType.slots.len = (self) => new TextEncoder().encode(text(self)).length;
bytesType.slots.eq = (self, other) => other instanceof PyOpaque && other.type === bytesType && text(other) === text(self);
bytesType.slots.hash = (self) => hash(`bytes:${text(self)}`);
bytesType.dict.set(
  'decode',
  builtin('decode', (args) => {
    const enc = args[1];
    if (enc !== undefined && typeof enc === 'string' && !/^utf-?8$/i.test(enc)) throw pyError(exc.LookupError, `unknown encoding: ${enc}`);
    return text(args[0]);
  }),
);
