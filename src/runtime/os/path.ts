/**
 * `os.path` as CPython's `posixpath`: the pure string functions (`join`, `split`, `splitext`,
 * `basename`, `dirname`, `normpath`, `isabs`, `commonprefix`, and `abspath`/`relpath` of absolute
 * paths). Whatever needs the file system or the process (`exists`, `getsize`, a relative
 * `abspath`, `expanduser` of `~`) is refused by name: the explainer has neither.
 */
import { builtin, call, exc, getAttrOrUndefined, type PyBuiltin, PyList, PyTuple, type PyValue, pyError, typeName, unsupported } from '../../engine/api';
import { pathText } from '../pathlib/path';

/** `os.fspath`: a str, or what a path object's `__fspath__` returns (`fname` 'join' for `join`'s later parts, whose message differs). */
export function fspath(v: PyValue, fname: string): string {
  if (typeof v === 'string') return v;
  const text = pathText(v);
  if (text !== undefined) return text;
  const method = getAttrOrUndefined(v, '__fspath__');
  if (method !== undefined) {
    const r = call(method, [], null);
    if (typeof r === 'string') return r;
  }
  if (fname === 'join') throw pyError(exc.TypeError, `join() argument must be str, bytes, or os.PathLike object, not '${typeName(v)}'`);
  throw pyError(exc.TypeError, `expected str, bytes or os.PathLike object, not ${typeName(v)}`);
}

export function join(parts: string[]): string {
  let path = parts[0];
  for (const b of parts.slice(1)) {
    if (b.startsWith('/')) path = b;
    else if (!path || path.endsWith('/')) path += b;
    else path += `/${b}`;
  }
  return path;
}

function split(p: string): [string, string] {
  const i = p.lastIndexOf('/') + 1;
  let head = p.slice(0, i);
  const tail = p.slice(i);
  if (head && head !== '/'.repeat(head.length)) head = head.replace(/\/+$/, '');
  return [head, tail];
}

function splitext(p: string): [string, string] {
  const sep = p.lastIndexOf('/');
  const dot = p.lastIndexOf('.');
  if (dot > sep) {
    for (let i = sep + 1; i < dot; i++) if (p[i] !== '.') return [p.slice(0, dot), p.slice(dot)];
  }
  return [p, ''];
}

export function normpath(path: string): string {
  if (path === '') return '.';
  let initial = path.startsWith('/') ? 1 : 0;
  if (initial && path.startsWith('//') && !path.startsWith('///')) initial = 2;
  const comps: string[] = [];
  for (const comp of path.split('/')) {
    if (comp === '' || comp === '.') continue;
    if (comp !== '..' || (!initial && comps.length === 0) || (comps.length && comps[comps.length - 1] === '..')) comps.push(comp);
    else if (comps.length) comps.pop();
  }
  return '/'.repeat(initial) + comps.join('/') || '.';
}

function absolute(p: string, what: string): string {
  if (!p.startsWith('/')) unsupported(`${what} of a relative path (the explainer has no current directory)`);
  return normpath(p);
}

function commonprefix(items: string[]): string {
  if (items.length === 0) return '';
  const sorted = [...items].sort();
  const [s1, s2] = [sorted[0], sorted[sorted.length - 1]];
  for (let i = 0; i < s1.length; i++) if (s1[i] !== s2[i]) return s1.slice(0, i);
  return s1;
}

function relpath(path: string, start: string | undefined): string {
  if (!path) throw pyError(exc.ValueError, 'no path specified');
  if (start === undefined) unsupported('os.path.relpath without start (the explainer has no current directory)');
  const s = absolute(start, 'os.path.relpath').split('/').filter(Boolean);
  const p = absolute(path, 'os.path.relpath').split('/').filter(Boolean);
  let i = 0;
  while (i < s.length && i < p.length && s[i] === p[i]) i++;
  const rel = [...Array<string>(s.length - i).fill('..'), ...p.slice(i)];
  return rel.length ? join(rel) : '.';
}

function one(name: string, fn: (p: string) => PyValue): PyBuiltin {
  return builtin(name, (args) => {
    if (args.length !== 1) throw pyError(exc.TypeError, `${name}() takes 1 positional argument but ${args.length} were given`);
    return fn(fspath(args[0], name));
  });
}

const noFileSystem = (name: string) => builtin(name, () => unsupported(`os.path.${name} (the explainer has no file system)`));

/** The namespace of `os.path`. */
export function pathNamespace(): Record<string, PyValue> {
  return {
    sep: '/',
    curdir: '.',
    pardir: '..',
    extsep: '.',
    altsep: null,
    pathsep: ':',
    defpath: '/bin:/usr/bin',
    devnull: '/dev/null',
    join: builtin('join', (args) => {
      if (args.length === 0) throw pyError(exc.TypeError, "join() missing 1 required positional argument: 'a'");
      return join(args.map((a, i) => fspath(a, i === 0 ? 'fspath' : 'join')));
    }),
    split: one('split', (p) => new PyTuple(split(p))),
    splitext: one('splitext', (p) => new PyTuple(splitext(p))),
    basename: one('basename', (p) => p.slice(p.lastIndexOf('/') + 1)),
    dirname: one('dirname', (p) => split(p)[0]),
    normpath: one('normpath', normpath),
    isabs: one('isabs', (p) => p.startsWith('/')),
    abspath: one('abspath', (p) => absolute(p, 'os.path.abspath')),
    realpath: one('realpath', () => unsupported('os.path.realpath (the explainer has no file system)')),
    expanduser: one('expanduser', (p) => (p.startsWith('~') ? unsupported('os.path.expanduser (the explainer has no home directory)') : p)),
    splitdrive: one('splitdrive', (p) => new PyTuple(['', p])),
    normcase: one('normcase', (p) => p),
    commonprefix: builtin('commonprefix', (args) => {
      const items = args[0];
      if (!(items instanceof PyList || items instanceof PyTuple)) return unsupported('os.path.commonprefix of anything but a list or tuple');
      return commonprefix(items.items.map((v) => fspath(v, 'commonprefix')));
    }),
    relpath: builtin('relpath', (args) =>
      relpath(fspath(args[0] ?? '', 'relpath'), args[1] === undefined || args[1] === null ? undefined : fspath(args[1], 'relpath')),
    ),
    exists: noFileSystem('exists'),
    lexists: noFileSystem('lexists'),
    isfile: noFileSystem('isfile'),
    isdir: noFileSystem('isdir'),
    islink: noFileSystem('islink'),
    getsize: noFileSystem('getsize'),
    getmtime: noFileSystem('getmtime'),
  };
}
