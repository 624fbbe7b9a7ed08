/**
 * Simulated `logging`, as far as scripts call it: `getLogger` (one logger per name, `name`,
 * `level`, `setLevel`, `isEnabledFor`, `getEffectiveLevel`, handlers kept but never written to),
 * the level constants and names, `basicConfig`, and the logging calls at module and logger
 * level. Records go to stderr in CPython; the explainer shows no stderr, so a call formats
 * nothing and writes nothing.
 */
import { builtin, exc, type Kwargs, NativeObject, objectType, PyClass, PyList, type PyObj, type PyValue, pyError, registerModule } from '../../engine/api';

const LEVELS: [string, bigint][] = [
  ['CRITICAL', 50n],
  ['FATAL', 50n],
  ['ERROR', 40n],
  ['WARNING', 30n],
  ['WARN', 30n],
  ['INFO', 20n],
  ['DEBUG', 10n],
  ['NOTSET', 0n],
];

const loggerType = new PyClass('Logger', [objectType], {}, 'logging');
const rootType = new PyClass('RootLogger', [loggerType], {}, 'logging');

class Logger extends NativeObject {
  level = 0n;
  readonly handlers = new PyList([]);
  propagate = true;
  disabled = false;
  constructor(
    readonly name: string,
    readonly parent: Logger | null,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.parent ? loggerType : rootType;
  }
  effective(): bigint {
    for (let l: Logger | null = this; l; l = l.parent) if (l.level !== 0n) return l.level;
    return 0n;
  }
}

function levelOf(v: PyValue): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'string') {
    const hit = LEVELS.find(([n]) => n === v);
    if (hit) return hit[1];
    throw pyError(exc.ValueError, `Unknown level: '${v}'`);
  }
  throw pyError(exc.TypeError, `Level not an integer or a valid string: ${String(v)}`);
}

function levelName(n: bigint): string {
  return LEVELS.find(([, v]) => v === n)?.[0] ?? `Level ${n}`;
}

/** Handlers and formatters: kept as objects a script can configure; nothing is ever written. */
class Inert extends NativeObject {
  level = 0n;
  constructor(readonly type: PyClass) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}
const inertSlots = {
  call: (cls: PyValue) => new Inert(cls as PyClass),
  getattr: (self: PyObj, name: string) => {
    const h = self as Inert;
    if (name === 'level') return h.level;
    if (name === 'setLevel')
      return builtin('setLevel', (args) => {
        h.level = levelOf(args[0] ?? null);
        return null;
      });
    if (['setFormatter', 'addFilter', 'removeFilter', 'flush', 'close'].includes(name)) return builtin(name, () => null);
    return undefined;
  },
};
const handlerBase = new PyClass('Handler', [objectType], inertSlots, 'logging');
const streamHandler = new PyClass('StreamHandler', [handlerBase], {}, 'logging');
const handlerTypes = {
  Handler: handlerBase,
  StreamHandler: streamHandler,
  FileHandler: new PyClass('FileHandler', [streamHandler], {}, 'logging'),
  NullHandler: new PyClass('NullHandler', [handlerBase], {}, 'logging'),
};
const formatterType = new PyClass('Formatter', [objectType], { call: (cls: PyValue) => new Inert(cls as PyClass) }, 'logging');

const logMethods = ['debug', 'info', 'warning', 'warn', 'error', 'exception', 'critical', 'fatal'];

registerModule('logging', () => {
  const root = new Logger('root', null);
  root.level = 30n;
  const loggers = new Map<string, Logger>();
  const getLogger = (name: PyValue): Logger => {
    if (name === null || name === undefined || name === 'root' || name === '') return root;
    if (typeof name !== 'string') throw pyError(exc.TypeError, 'A logger name must be a string');
    let l = loggers.get(name);
    if (!l) {
      const dot = name.lastIndexOf('.');
      l = new Logger(name, dot > 0 ? getLogger(name.slice(0, dot)) : root);
      loggers.set(name, l);
    }
    return l;
  };
  const ns: Record<string, PyValue> = {
    getLogger: builtin('getLogger', (args) => getLogger(args[0] ?? null)),
    basicConfig: builtin('basicConfig', (_a, kw: Kwargs) => {
      const level = kw?.get('level');
      if (level !== undefined) root.level = levelOf(level);
      return null;
    }),
    getLevelName: builtin('getLevelName', (args) => (typeof args[0] === 'bigint' ? levelName(args[0]) : `Level ${String(args[0])}`)),
    disable: builtin('disable', () => null),
    Logger: loggerType,
    Handler: handlerTypes.Handler,
    StreamHandler: handlerTypes.StreamHandler,
    FileHandler: handlerTypes.FileHandler,
    NullHandler: handlerTypes.NullHandler,
    Formatter: formatterType,
    RootLogger: rootType,
    root,
  };
  for (const [n, v] of LEVELS) ns[n] = v;
  for (const m of [...logMethods, 'log']) ns[m] = builtin(m, () => null);
  return ns;
});

loggerType.slots.repr = (self) => {
  const l = self as Logger;
  return `<${l.cls.name} ${l.name} (${levelName(l.effective())})>`;
};
loggerType.slots.getattr = (self, name) => {
  const l = self as Logger;
  if (name === 'name') return l.name;
  if (name === 'level') return l.level;
  if (name === 'handlers') return l.handlers;
  if (name === 'propagate') return l.propagate;
  if (name === 'disabled') return l.disabled;
  if (name === 'parent') return l.parent;
  if (logMethods.includes(name) || name === 'log') return builtin(name, () => null);
  if (name === 'setLevel')
    return builtin('setLevel', (args) => {
      l.level = levelOf(args[0] ?? null);
      return null;
    });
  if (name === 'getEffectiveLevel') return builtin('getEffectiveLevel', () => l.effective());
  if (name === 'isEnabledFor') return builtin('isEnabledFor', (args) => (args[0] as bigint) >= l.effective());
  if (name === 'addHandler' || name === 'removeHandler')
    return builtin(name, (args) => {
      const h = args[0] ?? null;
      const i = l.handlers.items.indexOf(h);
      if (name === 'addHandler' && i < 0) l.handlers.items.push(h);
      if (name === 'removeHandler' && i >= 0) l.handlers.items.splice(i, 1);
      return null;
    });
  if (name === 'hasHandlers') return builtin('hasHandlers', () => l.handlers.items.length > 0);
  return undefined;
};
loggerType.slots.setattr = (self, name, value) => {
  const l = self as Logger;
  if (name === 'propagate') l.propagate = value === true;
  else if (name === 'disabled') l.disabled = value === true;
  else if (name === 'level') l.level = levelOf(value);
  else throw pyError(exc.AttributeError, `'${l.cls.name}' object attribute '${name}' is not supported by this explainer's logging`);
};
