/**
 * Simulated `hashlib` (CPython 3.11 over OpenSSL): `md5`, `sha1`, `sha224`, `sha256`, `sha384`,
 * `sha512` and `new(name, data=b'')`, each a `_hashlib.HASH` object with `update`, `digest`,
 * `hexdigest`, `copy`, `name`, `digest_size` and `block_size`. Only bytes-like data is hashed
 * (a str is the TypeError CPython raises); the other algorithms (blake2, sha3, shake) are refused by name.
 */
import {
  argAt,
  builtin,
  defineGetSets,
  defineMethods,
  exc,
  type Kwargs,
  NativeObject,
  objectType,
  PyBytes,
  PyClass,
  type PyValue,
  pyError,
  registerModule,
  typeName,
  unsupported,
} from '../../engine/api';
import { md5, sha1, sha224, sha256, sha384, sha512 } from './digests';

interface Algorithm {
  readonly digest: (data: Uint8Array) => Uint8Array;
  readonly size: number;
  readonly block: number;
}

const algorithms: Record<string, Algorithm> = {
  md5: { digest: md5, size: 16, block: 64 },
  sha1: { digest: sha1, size: 20, block: 64 },
  sha224: { digest: sha224, size: 28, block: 64 },
  sha256: { digest: sha256, size: 32, block: 64 },
  sha384: { digest: sha384, size: 48, block: 128 },
  sha512: { digest: sha512, size: 64, block: 128 },
};
/** What CPython's hashlib also guarantees, refused by name. */
const refused = new Set(['blake2b', 'blake2s', 'sha3_224', 'sha3_256', 'sha3_384', 'sha3_512', 'shake_128', 'shake_256']);

export const hashType = new PyClass('HASH', [objectType], {}, '_hashlib');
hashType.tpName = '_hashlib.HASH';

class Hash extends NativeObject {
  chunks: Uint8Array[] = [];
  constructor(
    readonly name: string,
    readonly algorithm: Algorithm,
  ) {
    super();
  }
  get cls(): PyClass {
    return hashType;
  }
  update(data: PyValue | undefined): void {
    this.chunks.push(bytesOf(data));
  }
  value(): Uint8Array {
    const all = new Uint8Array(this.chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of this.chunks) {
      all.set(c, at);
      at += c.length;
    }
    return this.algorithm.digest(all);
  }
}

function bytesOf(data: PyValue | undefined): Uint8Array {
  if (data instanceof PyBytes) return data.data.slice();
  if (typeof data === 'string') throw pyError(exc.TypeError, 'Strings must be encoded before hashing');
  throw pyError(exc.TypeError, `object supporting the buffer API required`);
}

function self(args: PyValue[], name: string): Hash {
  const h = args[0];
  if (!(h instanceof Hash)) throw pyError(exc.TypeError, `descriptor '${name}' for '_hashlib.HASH' objects doesn't apply to a '${typeName(h ?? null)}' object`);
  return h;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

defineMethods(hashType, {
  update: (args) => {
    self(args, 'update').update(args[1]);
    return null;
  },
  digest: (args) => new PyBytes(self(args, 'digest').value()),
  hexdigest: (args) => hex(self(args, 'hexdigest').value()),
  copy: (args) => {
    const h = self(args, 'copy');
    const c = new Hash(h.name, h.algorithm);
    c.chunks = [...h.chunks];
    return c;
  },
});
defineGetSets(hashType, {
  name: { get: (h) => (h as Hash).name },
  digest_size: { get: (h) => BigInt((h as Hash).algorithm.size) },
  block_size: { get: (h) => BigInt((h as Hash).algorithm.block) },
});

/** A new hash object of `name`, fed its data argument when given (`dataKeyword` names it as a keyword). */
function make(name: string, fname: string, dataKeyword: string, args: PyValue[], kw: Kwargs): Hash {
  for (const k of kw?.keys() ?? [])
    if (k !== dataKeyword && k !== 'usedforsecurity') throw pyError(exc.TypeError, `'${k}' is an invalid keyword argument for ${fname}()`);
  if (args.length > 1) throw pyError(exc.TypeError, `${fname}() takes at most 1 argument (${args.length} given)`);
  const h = new Hash(name, algorithms[name]);
  const data = argAt(args, 0, kw, dataKeyword);
  if (data !== undefined) h.update(data);
  return h;
}

registerModule('hashlib', () => ({
  ...Object.fromEntries(
    Object.keys(algorithms).map((name) => [name, builtin(`openssl_${name}`, (args, kw) => make(name, `openssl_${name}`, 'string', args, kw))]),
  ),
  new: builtin('new', (args, kw) => {
    const name = argAt(args, 0, kw, 'name');
    if (typeof name !== 'string') throw pyError(exc.TypeError, `new() argument 'name' must be str, not ${typeName(name ?? null)}`);
    const key = name.toLowerCase();
    if (refused.has(key)) unsupported(`hashlib.new('${name}')`);
    if (!(key in algorithms)) throw pyError(exc.ValueError, `unsupported hash type ${name}`);
    const rest = new Map(kw ?? []);
    rest.delete('name');
    return make(key, 'new', 'data', args.slice(1), rest.size ? rest : null);
  }),
}));
