/**
 * Simulated `os`, as far as a script can use it without a real process: `os.path` (see
 * `path.ts`), the separators and `name`, `fspath`, and `environ`/`getenv` as a mapping that holds
 * only what the script itself set (reading a variable the script did not set is refused by name:
 * the explainer cannot know the environment CPython would run in). Files, processes and the
 * rest of `os` are refused by name (the engine's standard-library table).
 */
import {
  argAt,
  builtin,
  defineMethods,
  exc,
  type Kwargs,
  NativeObject,
  nativeSlots,
  objectType,
  PyClass,
  PyDict,
  type PyValue,
  pyError,
  registerModule,
  typeName,
  unsupported,
} from '../../engine/api';
import { fspath, pathNamespace } from './path';

const environType = new PyClass('_Environ', [objectType], {}, 'os');

/** The script's own environment variables. */
class Environ extends NativeObject {
  readonly vars = new Map<string, string>();
  get cls(): PyClass {
    return environType;
  }
}

function envKey(v: PyValue): string {
  if (typeof v !== 'string') throw pyError(exc.TypeError, `str expected, not ${typeName(v)}`);
  return v;
}

function unknown(name: string): never {
  return unsupported(`reading the environment variable '${name}' (os.environ holds only what the script set; the real environment is unknown here)`);
}

nativeSlots(environType, {
  getitem: (self, key) => {
    const k = envKey(key);
    const v = (self as Environ).vars.get(k);
    return v ?? unknown(k);
  },
  setitem: (self, key, value) => {
    const k = envKey(key);
    (self as Environ).vars.set(k, envKey(value));
    self.touch();
  },
  delitem: (self, key) => {
    const k = envKey(key);
    if (!(self as Environ).vars.delete(k)) unknown(k);
    self.touch();
  },
  contains: (self, key) => {
    const k = envKey(key);
    return (self as Environ).vars.has(k) || unknown(k);
  },
  len: () => unsupported('len(os.environ) (the real environment is unknown here)'),
  iter: () => unsupported('iterating os.environ (the real environment is unknown here)'),
  repr: () => unsupported('repr(os.environ) (the real environment is unknown here)'),
});

/** `get(key, default)`: a variable the script did not set is unknown either way, default or not. */
function get(env: Environ, key: PyValue): PyValue {
  const k = envKey(key);
  return env.vars.get(k) ?? unknown(k);
}

defineMethods(environType, {
  get: (args) => get(args[0] as Environ, args[1] ?? null),
  setdefault(args) {
    const env = args[0] as Environ;
    const k = envKey(args[1] ?? null);
    const have = env.vars.get(k);
    if (have !== undefined) return have;
    return unknown(k);
  },
  pop(args) {
    const env = args[0] as Environ;
    const k = envKey(args[1] ?? null);
    const have = env.vars.get(k);
    if (have === undefined) return unknown(k);
    env.vars.delete(k);
    env.touch();
    return have;
  },
  update(args, kw: Kwargs) {
    const env = args[0] as Environ;
    const src = args[1];
    if (src instanceof PyDict) for (const [k, v] of src.map.values()) env.vars.set(envKey(k), envKey(v));
    else if (src !== undefined) unsupported('os.environ.update with anything but a dict');
    for (const [k, v] of kw ?? []) env.vars.set(k, envKey(v));
    env.touch();
    return null;
  },
  copy: () => unsupported('os.environ.copy (the real environment is unknown here)'),
  keys: () => unsupported('os.environ.keys (the real environment is unknown here)'),
  items: () => unsupported('os.environ.items (the real environment is unknown here)'),
  values: () => unsupported('os.environ.values (the real environment is unknown here)'),
});

registerModule('os', (registry) => {
  const environ = new Environ();
  return {
    name: 'posix',
    sep: '/',
    altsep: null,
    curdir: '.',
    pardir: '..',
    extsep: '.',
    pathsep: ':',
    linesep: '\n',
    devnull: '/dev/null',
    path: registry.load('os.path'),
    environ,
    getenv: builtin('getenv', (args, kw) => {
      const key = argAt(args, 0, kw, 'key');
      if (key === undefined) throw pyError(exc.TypeError, "getenv() missing 1 required positional argument: 'key'");
      return get(environ, key);
    }),
    fspath: builtin('fspath', (args) => fspath(args[0] ?? null, 'fspath')),
    getcwd: builtin('getcwd', () => unsupported('os.getcwd (the explainer has no current directory)')),
    listdir: builtin('listdir', () => unsupported('os.listdir (the explainer has no file system)')),
    cpu_count: builtin('cpu_count', () => unsupported('os.cpu_count (the machine CPython would run on is unknown here)')),
    getpid: builtin('getpid', () => unsupported('os.getpid (the explainer has no process)')),
  };
});

registerModule('os.path', () => pathNamespace());
