/**
 * Simulated `contextlib`, as far as scripts use it: `contextmanager` (a generator function made
 * into a context manager: `__enter__` runs it to its `yield`, `__exit__` resumes it or throws the
 * exception into it), `suppress`, `nullcontext`, `ExitStack`, `closing` and `redirect_stdout`/`redirect_stderr`
 * (redirect.ts). Other names are not defined.
 */
import {
  argAt,
  builtin,
  call,
  exc,
  getAttr,
  isException,
  objectType,
  PyBuiltin,
  PyClass,
  PyInstance,
  PyOpaque,
  type PyValue,
  pyError,
  registerModule,
} from '../../engine/api';
import { closingType, exitStackType } from './exit-stack';
import { redirectClasses } from './redirect';

const generatorCmType = new PyClass('_GeneratorContextManager', [objectType], {}, 'contextlib');

function genOf(self: PyValue): PyValue {
  if (self instanceof PyOpaque && self.type === generatorCmType) return self.payload as PyValue;
  throw pyError(exc.TypeError, "descriptor requires a '_GeneratorContextManager' object");
}

function isStop(e: unknown): boolean {
  return isException(e) && e.type.isSubclassOf(exc.StopIteration);
}

generatorCmType.dict.set(
  '__enter__',
  new PyBuiltin(
    '__enter__',
    (args) => {
      try {
        return call(getAttr(genOf(args[0] ?? null), '__next__'), [], null);
      } catch (e) {
        if (isStop(e)) throw pyError(exc.RuntimeError, "generator didn't yield");
        throw e;
      }
    },
    '_GeneratorContextManager.__enter__',
  ),
);

generatorCmType.dict.set(
  '__exit__',
  new PyBuiltin(
    '__exit__',
    (args) => {
      const gen = genOf(args[0] ?? null);
      const type = args[1] ?? null;
      if (type === null) {
        try {
          call(getAttr(gen, '__next__'), [], null);
        } catch (e) {
          if (isStop(e)) return false;
          throw e;
        }
        throw pyError(exc.RuntimeError, "generator didn't stop");
      }
      const value = args[2] instanceof PyInstance ? args[2] : call(type, [], null);
      try {
        call(getAttr(gen, 'throw'), [value], null);
      } catch (e) {
        // The generator let the exception through (re-raised by returning False), or ended (suppressed).
        if (e === value) return false;
        if (isStop(e)) return true;
        throw e;
      }
      throw pyError(exc.RuntimeError, "generator didn't stop after throw()");
    },
    '_GeneratorContextManager.__exit__',
  ),
);

const contextmanager = builtin('contextmanager', (args) => {
  const fn = args[0] ?? null;
  return builtin(String(getAttr(fn, '__name__')), (a, kw) => {
    const gen = call(fn, a, kw);
    return new PyOpaque(generatorCmType, '<contextlib._GeneratorContextManager object>', gen);
  });
});

const suppressType = new PyClass('suppress', [objectType], {}, 'contextlib');
suppressType.slots.call = (_c, args) => new PyOpaque(suppressType, '<contextlib.suppress object>', args);
suppressType.dict.set('__enter__', new PyBuiltin('__enter__', () => null, 'suppress.__enter__'));
suppressType.dict.set(
  '__exit__',
  new PyBuiltin(
    '__exit__',
    (args) => {
      const kinds = (args[0] as PyOpaque).payload as PyValue[];
      const type = args[1];
      return type instanceof PyClass && kinds.some((k) => k instanceof PyClass && type.isSubclassOf(k));
    },
    'suppress.__exit__',
  ),
);

const nullcontextType = new PyClass('nullcontext', [objectType], {}, 'contextlib');
nullcontextType.slots.call = (_c, args, kw) => new PyOpaque(nullcontextType, '<contextlib.nullcontext object>', argAt(args, 0, kw, 'enter_result') ?? null);
nullcontextType.dict.set('__enter__', new PyBuiltin('__enter__', (args) => (args[0] as PyOpaque).payload as PyValue, 'nullcontext.__enter__'));
nullcontextType.dict.set('__exit__', new PyBuiltin('__exit__', () => false, 'nullcontext.__exit__'));

registerModule('contextlib', (registry) => ({
  ...redirectClasses(registry),
  contextmanager,
  suppress: suppressType,
  nullcontext: nullcontextType,
  ExitStack: exitStackType,
  closing: closingType,
}));
