/**
 * Simulated `sys`, as far as scripts of the kind users type touch it: `version_info` and
 * `version` (the reference CPython's, 3.11.7), `maxsize`, `float_info`, `byteorder`,
 * `platform`, `get/setrecursionlimit`, `exception()`, `exc_info()`, `stdout`/`stderr` (their `write` goes to the run's
 * output), `argv`, `modules`, `exit` and `intern`. What depends on the host process
 * (`getsizeof`, `path`) is refused by name.
 */
import {
  builtin,
  call,
  currentRun,
  DEPTH_AT_MODULE_LEVEL,
  exc,
  index,
  newException,
  objectType,
  PyClass,
  PyDict,
  PyInstance,
  PyList,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  tracebackOf,
  typeName,
  typeOf,
  unsupported,
} from '../../engine/api';
import { namedtuple } from '../collections/namedtuple';

function named(name: string, fields: string[], values: PyValue[]): PyValue {
  const cls = call(namedtuple, [name, new PyTuple(fields)], new Map([['module', 'sys']]));
  return call(cls, values, null);
}

/** A text stream whose writes go to the run's printed output. */
const textIOType = new PyClass('TextIOWrapper', [objectType], {}, '_io');
textIOType.dict.set(
  'write',
  builtin('write', (args) => {
    const s = args[1];
    if (typeof s !== 'string') throw pyError(exc.TypeError, `write() argument must be str, not ${typeName(s ?? null)}`);
    currentRun().stdout.push(s);
    return BigInt([...s].length);
  }),
);
textIOType.dict.set(
  'flush',
  builtin('flush', () => null),
);
textIOType.dict.set(
  'writelines',
  builtin('writelines', (args) => {
    for (const s of (args[1] as PyList).items) currentRun().stdout.push(String(s));
    return null;
  }),
);

function stream(name: string): PyInstance {
  const s = new PyInstance(textIOType);
  s.attrs.set('name', name);
  s.attrs.set('encoding', 'utf-8');
  return s;
}

function refused(name: string) {
  return builtin(name, () => unsupported(`sys.${name}`));
}

registerModule('sys', () => {
  const modules = new PyDict();
  for (const m of ['sys', 'builtins', '__main__']) modules.map.set(m, [m, null]);
  // As the reference runner runs a program: inside `contextlib.redirect_stdout(sys.stderr)`, so
  // `sys.stdout is sys.stderr` (the capture); `sys.__stdout__` and `sys.__stderr__` are the process's own.
  const stdout = stream('<stderr>');
  const ns = new Map(Object.entries(namespace(modules, stdout)));
  // `print()` follows `sys.stdout` once the program replaces it.
  currentRun().stdoutTarget = () => {
    const v = ns.get('stdout');
    return v === stdout ? undefined : v;
  };
  return ns;
});

function namespace(modules: PyDict, stdout: PyInstance): Record<string, PyValue> {
  return {
    version_info: named('version_info', ['major', 'minor', 'micro', 'releaselevel', 'serial'], [3n, 11n, 7n, 'final', 0n]),
    version: '3.11.7 (main) [GCC 12.2.0]',
    hexversion: 0x30b07f0n,
    implementation: named('implementation', ['name'], ['cpython']),
    maxsize: 2n ** 63n - 1n,
    maxunicode: 0x10ffffn,
    float_info: named(
      'float_info',
      ['max', 'max_exp', 'max_10_exp', 'min', 'min_exp', 'min_10_exp', 'dig', 'mant_dig', 'epsilon', 'radix', 'rounds'],
      [Number.MAX_VALUE, 1024n, 308n, 2.2250738585072014e-308, -1021n, -307n, 15n, 53n, Number.EPSILON, 2n, 1n],
    ),
    byteorder: 'little',
    platform: 'linux',
    argv: new PyList(['']),
    modules,
    stdout,
    stderr: stdout,
    __stdout__: stream('<stdout>'),
    __stderr__: stream('<stderr>'),
    getrecursionlimit: builtin('getrecursionlimit', (args) => {
      if (args.length) throw pyError(exc.TypeError, `sys.getrecursionlimit() takes no arguments (${args.length} given)`);
      return BigInt(currentRun().recursionLimit);
    }),
    setrecursionlimit: builtin('setrecursionlimit', (args, kwargs) => {
      if (kwargs?.size) throw pyError(exc.TypeError, 'sys.setrecursionlimit() takes no keyword arguments');
      if (args.length !== 1) throw pyError(exc.TypeError, `sys.setrecursionlimit() takes exactly one argument (${args.length} given)`);
      const n = index(args[0]);
      if (n > 2n ** 31n - 1n || n < -(2n ** 31n)) throw pyError(exc.OverflowError, 'Python int too large to convert to C int');
      if (n < 1n) throw pyError(exc.ValueError, 'recursion limit must be greater or equal than 1');
      const run = currentRun();
      // CPython's depth counts the frames the reference runner has in use below the script's.
      const depth = run.pythonDepth() + DEPTH_AT_MODULE_LEVEL;
      if (depth >= n) throw pyError(exc.RecursionError, `cannot set the recursion limit to ${n} at the recursion depth ${depth}: the limit is too low`);
      run.recursionLimit = Number(n);
      return null;
    }),
    exit: builtin('exit', (args) => {
      throw newException(exc.SystemExit, args.length ? [args[0]] : []);
    }),
    intern: builtin('intern', (args) => {
      if (typeof args[0] !== 'string') throw pyError(exc.TypeError, `intern() argument must be str, not ${typeName(args[0] ?? null)}`);
      return args[0];
    }),
    getsizeof: refused('getsizeof'),
    exc_info: builtin('exc_info', (args) => {
      if (args.length) throw pyError(exc.TypeError, `sys.exc_info() takes no arguments (${args.length} given)`);
      const e = currentRun().handledException();
      return e instanceof PyInstance ? new PyTuple([typeOf(e), e, tracebackOf(e)]) : new PyTuple([null, null, null]);
    }),
    exception: builtin('exception', (args) => {
      if (args.length) throw pyError(exc.TypeError, `sys.exception() takes no arguments (${args.length} given)`);
      return currentRun().handledException();
    }),
    getrefcount: refused('getrefcount'),
  };
}
