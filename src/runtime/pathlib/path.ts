/**
 * `pathlib`'s path classes, the pure part: `Path` / `PurePath` (POSIX flavour, as on the reference
 * machine) built from parts and normalised as CPython does, joined with `/`, and read through
 * `name`, `suffix`, `stem`, `parent`, `parts`, `with_suffix`... Touching the file system
 * (`exists`, `read_text`, `mkdir`, `cwd`...) is refused by name: a scenario has no files.
 */
import {
  builtin,
  descriptorTypes,
  exc,
  NativeObject,
  objectType,
  PyBuiltin,
  PyClass,
  PyList,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  typeName,
} from '../../engine/api';

export const purePathType = new PyClass('PurePath', [objectType], {}, 'pathlib');
export const purePosixPathType = new PyClass('PurePosixPath', [purePathType], {}, 'pathlib');
export const pathType = new PyClass('Path', [purePathType], {}, 'pathlib');
export const posixPathType = new PyClass('PosixPath', [pathType, purePosixPathType], {}, 'pathlib');

/** A path: its class and its normalised text ('.' for the empty path). */
export class PathV extends NativeObject {
  constructor(
    readonly type: PyClass,
    readonly text: string,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}

export function pathText(v: PyValue): string | undefined {
  return v instanceof PathV ? v.text : undefined;
}

/** CPython's parsing: separators collapsed, `.` parts dropped (not `..`), a trailing separator dropped. */
export function normalise(parts: readonly string[]): string {
  let out = '';
  for (const p of parts) {
    if (p.startsWith('/')) out = p;
    else if (p) out = out && !out.endsWith('/') ? `${out}/${p}` : `${out}${p}`;
  }
  const absolute = out.startsWith('/');
  const lead = absolute ? (out.startsWith('//') && !out.startsWith('///') ? '//' : '/') : '';
  const kept = out.split('/').filter((x) => x && x !== '.');
  const text = lead + kept.join('/');
  return text || '.';
}

/** The concrete class a constructor call makes: `Path(...)` is a `PosixPath`, `PurePath(...)` a `PurePosixPath`. */
function concrete(cls: PyClass): PyClass {
  if (cls === pathType) return posixPathType;
  if (cls === purePathType) return purePosixPathType;
  return cls;
}

export function makePath(cls: PyClass, text: string): PathV {
  return new PathV(concrete(cls), text);
}

function partText(v: PyValue): string {
  const p = pathText(v);
  if (p !== undefined) return p;
  if (typeof v === 'string') return v;
  throw pyError(exc.TypeError, `expected str, bytes or os.PathLike object, not ${typeName(v)}`);
}

for (const cls of [purePathType, pathType]) cls.slots.call = (c, args) => makePath(c, normalise(args.map(partText)));

function self(v: PyValue): [PyClass, string] {
  const t = pathText(v);
  if (t === undefined) throw pyError(exc.TypeError, `descriptor requires a 'PurePath' object, not ${typeName(v)}`);
  return [(v as PathV).type, t];
}

function nameOf(t: string): string {
  if (t === '.' || t === '/') return '';
  return t.slice(t.lastIndexOf('/') + 1);
}

function suffixOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i > 0 && i < name.length - 1 ? name.slice(i) : '';
}

function parentOf(t: string): string {
  if (t === '.' || t === '/') return t;
  const i = t.lastIndexOf('/');
  if (i < 0) return '.';
  return i === 0 ? '/' : t.slice(0, i);
}

function partsOf(t: string): string[] {
  if (t === '.') return [];
  const rest = t.split('/').filter(Boolean);
  return t.startsWith('/') ? ['/', ...rest] : rest;
}

purePathType.slots.repr = (v) => `${(v as PathV).type.name}(${repr((v as PathV).text)})`;
purePathType.slots.str = (v) => (v as PathV).text;
purePathType.slots.hash = (v) => `\u0000path:${(v as PathV).text}`;
/** Paths compare by their parts (equality, and ordering between paths of one flavour). */
function comparePaths(op: string, a: string, b: string): boolean | undefined {
  if (op === '==') return a === b;
  if (op === '!=') return a !== b;
  const pa = partsOf(a);
  const pb = partsOf(b);
  let c = 0;
  for (let i = 0; i < Math.min(pa.length, pb.length) && c === 0; i++) c = pa[i] < pb[i] ? -1 : pa[i] > pb[i] ? 1 : 0;
  if (c === 0) c = pa.length - pb.length;
  if (op === '<') return c < 0;
  if (op === '<=') return c <= 0;
  if (op === '>') return c > 0;
  if (op === '>=') return c >= 0;
  return undefined;
}

purePathType.slots.binop = (op, v, other, reflected) => {
  if (op !== '/') {
    const o = pathText(other);
    if (o === undefined) return op === '==' ? false : op === '!=' ? true : undefined;
    const t = (v as PathV).text;
    return reflected ? comparePaths(op, o, t) : comparePaths(op, t, o);
  }
  const [cls, t] = self(v);
  const o = pathText(other) ?? (typeof other === 'string' ? other : undefined);
  if (o === undefined) return undefined;
  return makePath(cls, normalise(reflected ? [o, t] : [t, o]));
};
purePathType.slots.getattr = (v, name) => {
  const t = pathText(v);
  if (t === undefined) return undefined;
  const cls = (v as PathV).type;
  const n = nameOf(t);
  switch (name) {
    case 'name':
      return n;
    case 'suffix':
      return suffixOf(n);
    case 'suffixes': {
      const parts = (n.startsWith('.') ? n.slice(1) : n).split('.').slice(1);
      return new PyList(n.endsWith('.') ? [] : parts.map((p) => `.${p}`));
    }
    case 'stem': {
      const s = suffixOf(n);
      return s ? n.slice(0, -s.length) : n;
    }
    case 'parent':
      return makePath(cls, parentOf(t));
    case 'parts':
      return new PyTuple(partsOf(t));
    case 'anchor':
      return t.startsWith('/') ? '/' : '';
  }
  return undefined;
};

const methods: Record<string, (args: PyValue[]) => PyValue> = {
  joinpath: (a) => {
    const [cls, t] = self(a[0] ?? null);
    return makePath(cls, normalise([t, ...a.slice(1).map(partText)]));
  },
  with_name: (a) => {
    const [cls, t] = self(a[0] ?? null);
    if (!nameOf(t)) throw pyError(exc.ValueError, `${repr(a[0] ?? null)} has an empty name`);
    return makePath(cls, normalise([parentOf(t), String(a[1])]));
  },
  with_suffix: (a) => {
    const [cls, t] = self(a[0] ?? null);
    const n = nameOf(t);
    const suffix = String(a[1] ?? '');
    if (suffix && (!suffix.startsWith('.') || suffix === '.')) throw pyError(exc.ValueError, `Invalid suffix ${repr(suffix)}`);
    if (!n) throw pyError(exc.ValueError, `${repr(a[0] ?? null)} has an empty name`);
    const s = suffixOf(n);
    return makePath(cls, normalise([parentOf(t), (s ? n.slice(0, -s.length) : n) + suffix]));
  },
  with_stem: (a) => {
    const [cls, t] = self(a[0] ?? null);
    return makePath(cls, normalise([parentOf(t), String(a[1]) + suffixOf(nameOf(t))]));
  },
  is_absolute: (a) => self(a[0] ?? null)[1].startsWith('/'),
  as_posix: (a) => self(a[0] ?? null)[1],
  __fspath__: (a) => self(a[0] ?? null)[1],
  relative_to: (a) => {
    const [cls, t] = self(a[0] ?? null);
    const base = normalise([partText(a[1] ?? null)]);
    if (t === base) return makePath(cls, '.');
    const prefix = base === '/' ? '/' : `${base}/`;
    if (base !== '.' && !t.startsWith(prefix))
      throw pyError(exc.ValueError, `${repr(t)} is not in the subpath of ${repr(base)} OR one path is relative and the other is absolute.`);
    return makePath(cls, normalise([base === '.' ? t : t.slice(prefix.length)]));
  },
  match: (a) => {
    const [, t] = self(a[0] ?? null);
    const pattern = String(a[1] ?? '');
    const re = new RegExp(
      `(^|/)${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]')}$`,
    );
    return re.test(t);
  },
};
for (const [name, fn] of Object.entries(methods)) purePathType.dict.set(name, new PyBuiltin(name, (args) => fn(args), `PurePath.${name}`));

/** File-system methods: refused by name. */
for (const name of [
  'exists',
  'is_file',
  'is_dir',
  'mkdir',
  'read_text',
  'write_text',
  'read_bytes',
  'write_bytes',
  'open',
  'unlink',
  'rmdir',
  'iterdir',
  'glob',
  'rglob',
  'stat',
  'touch',
  'resolve',
  'absolute',
  'expanduser',
  'rename',
  'samefile',
])
  pathType.dict.set(
    name,
    new PyBuiltin(
      name,
      () => {
        throw pyError(exc.NotImplementedError, `file system access (Path.${name}) is not supported by this explainer`);
      },
      `Path.${name}`,
    ),
  );
for (const name of ['cwd', 'home'])
  pathType.dict.set(
    name,
    new PyOpaque(
      descriptorTypes.staticmethod,
      'staticmethod',
      builtin(name, () => {
        throw pyError(exc.NotImplementedError, `file system access (Path.${name}) is not supported by this explainer`);
      }),
    ),
  );
