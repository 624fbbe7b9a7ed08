/**
 * `contextlib.redirect_stdout(target)` and `redirect_stderr(target)`: on entry `sys.stdout` (or
 * `sys.stderr`) becomes the target, and is put back on exit, as CPython's `_RedirectStream` does
 * (reentrant: the previous streams are kept on a stack). `print()` follows `sys.stdout`.
 */
import { builtin, exc, getAttr, type ModuleRegistry, objectType, PyClass, PyInstance, type PyValue, pyError, setAttr } from '../../engine/api';

interface Redirect {
  readonly target: PyValue;
  readonly previous: PyValue[];
}

const redirects = new WeakMap<PyInstance, Redirect>();

function redirectClass(name: string, stream: string, registry: ModuleRegistry): PyClass {
  const cls = new PyClass(name, [objectType], {}, 'contextlib');
  const state = (self: PyValue): Redirect => {
    const r = self instanceof PyInstance ? redirects.get(self) : undefined;
    if (!r) throw pyError(exc.TypeError, `descriptor requires a '${name}' object`);
    return r;
  };
  cls.slots.call = (_c, args, kw) => {
    if (kw && kw.size) {
      const key = [...kw.keys()].find((k) => k !== 'new_target');
      if (key !== undefined) throw pyError(exc.TypeError, `${name}.__init__() got an unexpected keyword argument '${key}'`);
    }
    const target = args[0] ?? kw?.get('new_target');
    if (target === undefined || args.length > 1)
      throw pyError(
        exc.TypeError,
        `${name}.__init__() ${target === undefined ? "missing 1 required positional argument: 'new_target'" : `takes 2 positional arguments but ${args.length + 1} were given`}`,
      );
    const self = new PyInstance(cls);
    redirects.set(self, { target, previous: [] });
    return self;
  };
  cls.dict.set(
    '__enter__',
    builtin('__enter__', (args) => {
      const r = state(args[0] ?? null);
      const sys = registry.load('sys');
      r.previous.push(getAttr(sys, stream));
      setAttr(sys, stream, r.target);
      return r.target;
    }),
  );
  cls.dict.set(
    '__exit__',
    builtin('__exit__', (args) => {
      const r = state(args[0] ?? null);
      setAttr(registry.load('sys'), stream, r.previous.pop() ?? null);
      return null;
    }),
  );
  return cls;
}

/** The module's `redirect_stdout` and `redirect_stderr` for one run. */
export function redirectClasses(registry: ModuleRegistry): Record<string, PyClass> {
  return { redirect_stdout: redirectClass('redirect_stdout', 'stdout', registry), redirect_stderr: redirectClass('redirect_stderr', 'stderr', registry) };
}
