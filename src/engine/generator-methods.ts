/**
 * What Python code sees of generators and coroutines: `send`, `throw`, `close`, `__next__`,
 * `__iter__` / `__await__`, and the attributes (`__name__`, `gi_running`, `cr_await`...).
 */
import { defineMethods } from './builtins/args';
import { exc, isException, newException, pyError } from './exceptions';
import { coroutineType, generatorType, PyCoroutine, PyGenerator, type Step, type Suspended } from './generators';
import { call, type Kwargs, typeName } from './objects';
import { objectType, PyClass, type PyObj, PyOpaque, PyTuple, type PyValue } from './values';

/** `StopIteration(value)` once a body returned to a `send`/`throw`/`__next__` caller. */
function result(r: Step): PyValue {
  if (!r.done) return r.value;
  throw newException(exc.StopIteration, r.value === null ? [] : [r.value]);
}

function coreOfSelf(self: PyValue, kind: string): Suspended {
  if (self instanceof PyGenerator || self instanceof PyCoroutine) return self.core;
  throw pyError(exc.TypeError, `descriptor requires a '${kind}' object but received a '${typeName(self)}'`);
}

/** `throw(value)` or the deprecated `throw(type[, value[, traceback]])`. */
function thrown(args: PyValue[], method: string): PyValue {
  if (args.length < 1 || args.length > 3) throw pyError(exc.TypeError, `${method} expected at least 1 argument, got ${args.length}`);
  const [typ, val] = args;
  if (typ instanceof PyClass && typ.isSubclassOf(exc.BaseException)) {
    if (val === undefined || val === null) return call(typ, [], null);
    if (isException(val) && val.type.isSubclassOf(typ)) return val;
    return call(typ, val instanceof PyTuple ? [...val.items] : [val], null);
  }
  if (isException(typ)) {
    if (val !== undefined && val !== null) throw pyError(exc.TypeError, 'instance exception may not have a separate value');
    return typ;
  }
  throw pyError(exc.TypeError, `exceptions must be classes or instances deriving from BaseException, not ${typeName(typ)}`);
}

function methods(kind: 'generator' | 'coroutine'): Record<string, (args: PyValue[], kw: Kwargs) => PyValue> {
  const core = (args: PyValue[]) => coreOfSelf(args[0], kind);
  return {
    send(args) {
      if (args.length !== 2) throw pyError(exc.TypeError, `${kind}.send() takes exactly one argument (${args.length - 1} given)`);
      return result(core(args).resume('send', args[1]));
    },
    throw(args) {
      return result(core(args).resume('throw', thrown(args.slice(1), 'throw')));
    },
    close(args) {
      core(args).close();
      return null;
    },
  };
}

defineMethods(generatorType, {
  ...methods('generator'),
  __next__(args) {
    return result(coreOfSelf(args[0], 'generator').resume('send', null));
  },
  __iter__(args) {
    return args[0];
  },
});

defineMethods(coroutineType, {
  ...methods('coroutine'),
  __await__(args) {
    return new PyGenerator(coreOfSelf(args[0], 'coroutine'));
  },
});

/** Attributes read off the suspended state (`gi_*` for generators, `cr_*` for coroutines). */
function attribute(core: Suspended, name: string): PyValue | undefined {
  const prefix = core.kind === 'coroutine' ? 'cr_' : 'gi_';
  switch (name) {
    case '__name__':
      return core.name;
    case '__qualname__':
      return core.qualname;
    case `${prefix}running`:
      return core.state === 'running';
    case `${prefix}suspended`:
      return core.state === 'suspended';
    case `${prefix}frame`:
      return core.state === 'closed' || !core.frame ? null : new PyOpaque(frameType, `<frame of ${core.qualname}>`);
    case core.kind === 'coroutine' ? 'cr_await' : 'gi_yieldfrom':
      return core.delegate;
    default:
      return undefined;
  }
}

const frameType = new PyClass('frame', [objectType]);

function repr(self: PyObj): string {
  const core = coreOfSelf(self, 'generator');
  return `<${core.kind} object ${core.qualname} at 0x${(0x7f0000000000 + Math.abs(self.id) * 0x40).toString(16)}>`;
}

for (const cls of [generatorType, coroutineType]) {
  cls.slots.getattr = (self, name) => attribute(coreOfSelf(self, cls.name), name);
  cls.slots.repr = repr;
}
