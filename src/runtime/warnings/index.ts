/**
 * Simulated `warnings`: `warn`, `simplefilter`/`filterwarnings`/`resetwarnings` with CPython's
 * default filters, and `catch_warnings` (restoring the filters on exit; `record=True` collects
 * `WarningMessage`s whose `message`, `category` and `str()` are kept). An `error` filter raises
 * the warning. A warning shown is written to stderr in CPython; the explainer shows no stderr.
 */
import {
  builtin,
  call,
  exc,
  isInstance,
  type Kwargs,
  NativeObject,
  objectType,
  PyClass,
  PyList,
  type PyObj,
  type PyValue,
  pyError,
  registerModule,
  str,
  truthy,
} from '../../engine/api';

/** The builtin warning categories (the engine's, once it has them; this module's own until then). */
function category(name: string, base: PyClass): PyClass {
  return (exc as unknown as Record<string, PyClass | undefined>)[name] ?? new PyClass(name, [base], {}, 'builtins');
}
const warningBase = category('Warning', exc.Exception);
const cats: Record<string, PyClass> = { Warning: warningBase };
for (const n of [
  'UserWarning',
  'DeprecationWarning',
  'PendingDeprecationWarning',
  'SyntaxWarning',
  'RuntimeWarning',
  'FutureWarning',
  'ImportWarning',
  'UnicodeWarning',
  'BytesWarning',
  'ResourceWarning',
])
  cats[n] = category(n, warningBase);

type Filter = { action: string; category: PyClass; message: RegExp | null };
const ACTIONS = ['error', 'ignore', 'always', 'default', 'module', 'once'];

const messageType = new PyClass('WarningMessage', [objectType], {}, 'warnings');
class WarningMessage extends NativeObject {
  constructor(
    readonly message: PyObj,
    readonly category: PyClass,
  ) {
    super();
  }
  get cls(): PyClass {
    return messageType;
  }
}
messageType.slots.getattr = (self, name) => {
  const w = self as WarningMessage;
  if (name === 'message') return w.message;
  if (name === 'category') return w.category;
  if (name === 'filename' || name === 'lineno' || name === 'line' || name === 'file' || name === 'source')
    throw pyError(exc.NotImplementedError, `WarningMessage.${name} is not supported by this explainer's warnings module`);
  return undefined;
};
messageType.slots.str = (self) => {
  const w = self as WarningMessage;
  return `{message : ${str(w.message)}, category : '${w.category.name}'}`;
};

const catchType = new PyClass('catch_warnings', [objectType], {}, 'warnings');
class CatchWarnings extends NativeObject {
  saved: Filter[] | null = null;
  constructor(
    readonly state: State,
    readonly record: boolean,
    readonly action: string | null,
    readonly cat: PyClass,
  ) {
    super();
  }
  get cls(): PyClass {
    return catchType;
  }
}

interface State {
  filters: Filter[];
  log: PyList | null;
  shown: Set<string>;
}

function parseAction(a: PyValue): string {
  if (typeof a !== 'string' || !ACTIONS.includes(a)) throw pyError(exc.AssertionError, `invalid action: ${typeof a === 'string' ? `'${a}'` : str(a)}`);
  return a;
}

catchType.slots.getattr = (self, name) => {
  const c = self as CatchWarnings;
  if (name === '__enter__')
    return builtin('__enter__', () => {
      c.saved = [...c.state.filters];
      if (c.action) c.state.filters.unshift({ action: c.action, category: c.cat, message: null });
      if (!c.record) return null;
      c.state.log = new PyList([]);
      return c.state.log;
    });
  if (name === '__exit__')
    return builtin('__exit__', () => {
      if (c.saved) c.state.filters = c.saved;
      if (c.record) c.state.log = null;
      return false;
    });
  return undefined;
};

registerModule('warnings', () => {
  const state: State = {
    filters: [
      { action: 'ignore', category: cats.DeprecationWarning, message: null },
      { action: 'ignore', category: cats.PendingDeprecationWarning, message: null },
      { action: 'ignore', category: cats.ImportWarning, message: null },
      { action: 'ignore', category: cats.ResourceWarning, message: null },
    ],
    log: null,
    shown: new Set(),
  };
  const addFilter = (f: Filter, append: boolean) => {
    state.filters = state.filters.filter((g) => !(g.action === f.action && g.category === f.category && String(g.message) === String(f.message)));
    if (append) state.filters.push(f);
    else state.filters.unshift(f);
  };
  const warn = (args: PyValue[], kw: Kwargs) => {
    const message = args[0] ?? kw?.get('message') ?? null;
    let cat = (args[1] ?? kw?.get('category') ?? null) as PyClass | null;
    let instance: PyObj;
    if (isInstance(message, warningBase)) {
      instance = message as PyObj;
      cat = (message as PyObj).cls;
    } else {
      cat = cat ?? cats.UserWarning;
      if (!(cat instanceof PyClass) || !cat.isSubclassOf(warningBase))
        throw pyError(exc.TypeError, `category must be a Warning subclass, not '${cat instanceof PyClass ? 'type' : str(cat)}'`);
      instance = call(cat, [message], null) as PyObj;
    }
    const text = str(instance);
    const f = state.filters.find((g) => cat?.isSubclassOf(g.category) && (!g.message || g.message.test(text)));
    const action = f?.action ?? 'default';
    if (action === 'error') throw instance;
    if (action === 'ignore') return null;
    const key = `${cat.name}\u0000${text}`;
    if (action !== 'always' && state.shown.has(key)) return null;
    state.shown.add(key);
    state.log?.items.push(new WarningMessage(instance, cat));
    return null;
  };
  return {
    warn: builtin('warn', warn),
    simplefilter: builtin('simplefilter', (args, kw) => {
      const action = parseAction(args[0] ?? kw?.get('action') ?? null);
      const cat = (args[1] ?? kw?.get('category') ?? warningBase) as PyClass;
      addFilter({ action, category: cat, message: null }, truthy(kw?.get('append') ?? args[3] ?? false));
      return null;
    }),
    filterwarnings: builtin('filterwarnings', (args, kw) => {
      const action = parseAction(args[0] ?? kw?.get('action') ?? null);
      const msg = (args[1] ?? kw?.get('message') ?? '') as string;
      const cat = (args[2] ?? kw?.get('category') ?? warningBase) as PyClass;
      addFilter({ action, category: cat, message: msg ? new RegExp(`^(?:${msg})`, 'i') : null }, truthy(kw?.get('append') ?? false));
      return null;
    }),
    resetwarnings: builtin('resetwarnings', () => {
      state.filters = [];
      return null;
    }),
    catch_warnings: builtin('catch_warnings', (args, kw) => {
      if (args.length) throw pyError(exc.TypeError, 'catch_warnings() takes 1 positional argument but 2 were given');
      const action = kw?.get('action');
      return new CatchWarnings(state, truthy(kw?.get('record') ?? false), action ? parseAction(action) : null, (kw?.get('category') ?? warningBase) as PyClass);
    }),
    WarningMessage: messageType,
  };
});
