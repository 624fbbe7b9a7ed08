/**
 * What `BaseException` gives every exception class: `__new__` keeps the arguments as `args`,
 * `__init__` sets them again (so `super().__init__(msg)` in a subclass decides `str(e)`),
 * CPython's `str`/`repr`, and `__cause__`, `__context__`, `__suppress_context__`,
 * `__traceback__` (traceback objects), `with_traceback`, `add_note`; `KeyError`'s quoted message,
 * `StopIteration.value`, `SystemExit.code`, `OSError`'s `[Errno n]`.
 */
import { exc, exceptionState, isException, newException, pyError } from '../exceptions';
import { toArray, typeName } from '../objects';
import { repr, reprContainer, str } from '../repr';
import type { PyClass } from '../values';
import { type PyInstance, PyList, PyTuple, type PyValue } from '../values';
import { arity, defineGetSets, defineMethods, nativeSlots } from './args';
import { setTraceback, tracebackOf } from './traceback-type';

function state(e: PyValue) {
  if (!isException(e)) throw pyError(exc.TypeError, `descriptor requires a 'BaseException' object but received a '${typeName(e)}'`);
  return exceptionState(e);
}

function argsRepr(e: PyInstance): string {
  const args = exceptionState(e).args;
  return reprContainer(e, `${e.type.name}(`, ')', () => args.map(repr).join(', '));
}

nativeSlots(exc.BaseException, {
  new: (cls, args, kwargs) => {
    if (kwargs && kwargs.size > 0 && cls.slot('init') === exc.BaseException.slots.init)
      throw pyError(exc.TypeError, `${cls.name}() takes no keyword arguments`);
    return newException(cls, args);
  },
  init: (self, args, kwargs) => {
    if (kwargs && kwargs.size > 0) throw pyError(exc.TypeError, `${typeName(self)}() takes no keyword arguments`);
    state(self).args = [...args];
  },
  repr: (self) => argsRepr(self as PyInstance),
  str: (self) => {
    const args = state(self).args;
    if (args.length === 0) return '';
    if (args.length === 1) return str(args[0]);
    return repr(new PyTuple(args));
  },
});

nativeSlots(exc.KeyError, {
  str: (self) => {
    const args = state(self).args;
    return args.length === 1 ? repr(args[0]) : args.length === 0 ? '' : repr(new PyTuple(args));
  },
});

/**
 * OSError(errno, strerror[, filename[, winerror[, filename2]]]): with 3 to 5 arguments, as
 * CPython's, `args` keeps the first two and the file names become attributes (and part of str).
 */
/** The OSError subclass CPython's `OSError(errno, ...)` makes for an errno (Linux numbers). */
const byErrno: ReadonlyMap<number, PyClass> = new Map([
  [11, exc.BlockingIOError],
  [114, exc.BlockingIOError],
  [115, exc.BlockingIOError],
  [10, exc.ChildProcessError],
  [32, exc.BrokenPipeError],
  [108, exc.BrokenPipeError],
  [103, exc.ConnectionAbortedError],
  [111, exc.ConnectionRefusedError],
  [104, exc.ConnectionResetError],
  [17, exc.FileExistsError],
  [2, exc.FileNotFoundError],
  [21, exc.IsADirectoryError],
  [20, exc.NotADirectoryError],
  [4, exc.InterruptedError],
  [13, exc.PermissionError],
  [1, exc.PermissionError],
  [3, exc.ProcessLookupError],
  [110, exc.TimeoutError],
]);

nativeSlots(exc.OSError, {
  new: (cls, args) => {
    const code = args.length >= 2 && typeof args[0] === 'bigint' ? byErrno.get(Number(args[0])) : undefined;
    return newException(cls === exc.OSError && code ? code : cls, args);
  },
  init: (self, args) => {
    const st = state(self);
    st.args = [...args];
    if (args.length >= 3 && args.length <= 5) {
      st.args = args.slice(0, 2);
      st.extra = new Map([
        ['filename', args[2]],
        ['filename2', args[4] ?? null],
      ]);
    }
  },
  str: (self) => {
    const st = state(self);
    const args = st.args;
    const filename = st.extra?.get('filename') ?? null;
    const filename2 = st.extra?.get('filename2') ?? null;
    if (args.length === 2 && filename !== null) {
      const tail = filename2 !== null ? ` -> ${repr(filename2)}` : '';
      return `[Errno ${str(args[0])}] ${str(args[1])}: ${repr(filename)}${tail}`;
    }
    if (args.length === 2) return `[Errno ${str(args[0])}] ${str(args[1])}`;
    return args.length === 1 ? str(args[0]) : args.length === 0 ? '' : repr(new PyTuple(args));
  },
});

function causeOrNone(v: PyValue | undefined, what: string): PyValue {
  const x = v ?? null;
  if (x !== null && !isException(x)) throw pyError(exc.TypeError, `exception ${what} must be None or derive from BaseException`);
  return x;
}

defineGetSets(exc.BaseException, {
  args: {
    get: (e) => new PyTuple(state(e).args),
    set: (e, v) => {
      state(e).args = v === undefined ? [] : toArray(v);
    },
  },
  __cause__: {
    get: (e) => state(e).cause,
    set: (e, v) => {
      state(e).cause = causeOrNone(v, 'cause');
    },
  },
  __context__: {
    get: (e) => state(e).context,
    set: (e, v) => {
      state(e).context = causeOrNone(v, 'context');
    },
  },
  __suppress_context__: {
    get: (e) => state(e).suppressContext,
    set: (e, v) => {
      state(e).suppressContext = v === true;
    },
  },
  __traceback__: {
    get: (e) => {
      state(e);
      return tracebackOf(e as PyInstance);
    },
    set: (e, v) => {
      state(e);
      setTraceback(e as PyInstance, v ?? null);
    },
  },
  __notes__: {
    get: (e) => {
      const notes = state(e).notes;
      if (notes === undefined) throw pyError(exc.AttributeError, `'${typeName(e)}' object has no attribute '__notes__'`);
      return notes;
    },
  },
});

defineMethods(exc.BaseException, {
  with_traceback(args, kw) {
    arity('with_traceback', args.slice(1), kw, 1, 1);
    state(args[0]);
    setTraceback(args[0] as PyInstance, args[1]);
    return args[0];
  },
  add_note(args, kw) {
    arity('add_note', args.slice(1), kw, 1, 1);
    const st = state(args[0]);
    if (typeof args[1] !== 'string') throw pyError(exc.TypeError, `note must be a str, not '${typeName(args[1])}'`);
    if (!(st.notes instanceof PyList)) st.notes = new PyList([]);
    (st.notes as PyList).items.push(args[1]);
    return null;
  },
});

/** The first argument, or None (StopIteration's `value`, SystemExit's `code`). */
function firstArg(e: PyValue): PyValue {
  const args = state(e).args;
  return args.length > 0 ? args[0] : null;
}

defineGetSets(exc.StopIteration, { value: { get: firstArg } });
defineGetSets(exc.SystemExit, { code: { get: firstArg } });
/**
 * `NameError(msg, name=...)` and `AttributeError(msg, name=..., obj=...)` (Python 3.10): the
 * keywords become attributes, which the interpreter also sets on the ones it raises.
 */
for (const [cls, keys] of [
  [exc.NameError, ['name']],
  [exc.AttributeError, ['name', 'obj']],
] as const) {
  nativeSlots(cls, {
    new: (c, args) => newException(c, args),
    init: (self, args, kwargs) => {
      const st = state(self);
      st.args = [...args];
      for (const k of kwargs?.keys() ?? [])
        if (!(keys as readonly string[]).includes(k)) throw pyError(exc.TypeError, `'${k}' is an invalid keyword argument for ${typeName(self)}()`);
      st.extra = new Map(keys.map((k) => [k, kwargs?.get(k) ?? null]));
    },
  });
}
/** ImportError(msg, name=..., path=...): the keywords become attributes. */
nativeSlots(exc.ImportError, {
  new: (cls, args) => newException(cls, args),
  init: (self, args, kwargs) => {
    const st = state(self);
    st.args = [...args];
    for (const k of kwargs?.keys() ?? [])
      if (k !== 'name' && k !== 'path') throw pyError(exc.TypeError, `'${k}' is an invalid keyword argument for ${typeName(self)}()`);
    st.extra = new Map([
      ['name', kwargs?.get('name') ?? null],
      ['path', kwargs?.get('path') ?? null],
    ]);
  },
});

function extraAttr(name: string) {
  return {
    get: (e: PyValue) => state(e).extra?.get(name) ?? null,
    set: (e: PyValue, v: PyValue | undefined) => {
      const st = state(e);
      st.extra ??= new Map();
      st.extra.set(name, v ?? null);
    },
  };
}

defineGetSets(exc.NameError, { name: extraAttr('name') });
defineGetSets(exc.AttributeError, { name: extraAttr('name'), obj: extraAttr('obj') });

defineGetSets(exc.ImportError, {
  name: extraAttr('name'),
  path: extraAttr('path'),
  msg: { get: (e) => (state(e).args.length === 1 ? state(e).args[0] : null) },
});

defineGetSets(exc.OSError, {
  errno: { get: (e) => (state(e).args.length >= 2 ? state(e).args[0] : null) },
  strerror: { get: (e) => (state(e).args.length >= 2 ? state(e).args[1] : null) },
  filename: extraAttr('filename'),
  filename2: extraAttr('filename2'),
});

const SYNTAX_FIELDS = ['filename', 'lineno', 'offset', 'text', 'end_lineno', 'end_offset'] as const;

/**
 * `SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset]))`: the details
 * become attributes, and `str()` adds the file's base name and the line, as CPython's does.
 */
nativeSlots(exc.SyntaxError, {
  init: (self, args, kwargs) => {
    if (kwargs && kwargs.size > 0) throw pyError(exc.TypeError, `${typeName(self)}() takes no keyword arguments`);
    const st = state(self);
    st.args = [...args];
    st.extra = new Map<string, PyValue>([['msg', args.length >= 1 ? args[0] : null]]);
    if (args.length === 2) {
      const info = toArray(args[1]);
      if (info.length < 4) throw pyError(exc.TypeError, `function takes at least 4 arguments (${info.length} given)`);
      if (info.length > 6) throw pyError(exc.TypeError, `function takes at most 6 arguments (${info.length} given)`);
      SYNTAX_FIELDS.forEach((name, i) => {
        if (i < info.length) st.extra?.set(name, info[i]);
      });
    }
  },
  str: (self) => {
    const st = state(self);
    // An exception made without running __init__ (raised by the engine itself) has only its args.
    const msg = st.extra?.has('msg') ? (st.extra.get('msg') as PyValue) : (st.args[0] ?? null);
    const text = msg === null && st.args.length === 0 ? '' : str(msg);
    const file = st.extra?.get('filename');
    const line = st.extra?.get('lineno');
    const base = typeof file === 'string' ? file.split('/').pop() : undefined;
    const lineText = typeof line === 'bigint' ? `line ${line}` : undefined;
    if (base !== undefined && lineText !== undefined) return `${text} (${base}, ${lineText})`;
    if (base !== undefined) return `${text} (${base})`;
    if (lineText !== undefined) return `${text} (${lineText})`;
    return text;
  },
});

defineGetSets(exc.SyntaxError, Object.fromEntries(['msg', ...SYNTAX_FIELDS, 'print_file_and_line'].map((name) => [name, extraAttr(name)])));
