/**
 * Simulated `io`: `StringIO`, an in-memory text stream as CPython's (`write` at the position,
 * overwriting and padding as a file does; `read`, `readline`, `readlines`, iteration by line,
 * `seek`/`tell`/`truncate`, `getvalue`, `close` and use as a context manager). The text stays as
 * given (no newline translation: `newline` other than the default is refused by name). Other
 * `io` names CPython has (`BytesIO`, `open`, ...) are refused by the engine's standard-library table.
 */
import {
  argAt,
  checkKwargs,
  defineGetSets,
  defineMethods,
  exc,
  index,
  type Kwargs,
  NativeObject,
  nativeSlots,
  objectType,
  PyClass,
  PyList,
  type PyValue,
  pyError,
  registerModule,
  typeName,
  unsupported,
} from '../../engine/api';

export const stringIOType = new PyClass('StringIO', [objectType], {}, '_io');
stringIOType.tpName = '_io.StringIO';

/** The buffer as code points, so positions count as Python's do. */
class StringIO extends NativeObject {
  chars: string[] = [];
  pos = 0;
  closed = false;
  constructor(readonly type: PyClass) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}

function open(v: PyValue, name: string): StringIO {
  if (!(v instanceof StringIO)) throw pyError(exc.TypeError, `descriptor '${name}' for '_io.StringIO' objects doesn't apply to a '${typeName(v)}' object`);
  if (v.closed) throw pyError(exc.ValueError, 'I/O operation on closed file');
  return v;
}

/** A size argument: None or negative means "to the end". */
function size(v: PyValue | undefined): number {
  if (v === undefined || v === null) return -1;
  if (typeof v !== 'bigint' && typeof v !== 'boolean') throw pyError(exc.TypeError, `argument should be integer or None, not '${typeName(v)}'`);
  return Number(index(v));
}

function readLine(s: StringIO, limit: number): string {
  let end = s.pos;
  while (end < s.chars.length && s.chars[end] !== '\n') end++;
  if (end < s.chars.length) end++;
  if (limit >= 0) end = Math.min(end, s.pos + limit);
  const out = s.chars.slice(s.pos, end).join('');
  s.pos = Math.max(s.pos, end);
  return out;
}

nativeSlots(stringIOType, {
  new: (cls) => new StringIO(cls),
  init: (self, args, kw) => {
    checkKwargs('StringIO', kw, ['initial_value', 'newline']);
    const initial = argAt(args, 0, kw, 'initial_value') ?? '';
    const newline = argAt(args, 1, kw, 'newline');
    if (newline !== undefined && newline !== '\n') unsupported("io.StringIO's newline translation");
    if (typeof initial !== 'string') throw pyError(exc.TypeError, `initial_value must be str or None, not ${typeName(initial)}`);
    const s = self as StringIO;
    s.chars = [...initial];
    s.pos = 0;
  },
  iter: function* (self) {
    const s = open(self, '__iter__');
    for (;;) {
      const line = readLine(s, -1);
      if (line === '') return;
      yield line;
    }
  },
  repr: () => '<_io.StringIO object>',
});

defineMethods(stringIOType, {
  write(args: PyValue[]) {
    const s = open(args[0], 'write');
    const t = args[1];
    if (typeof t !== 'string') throw pyError(exc.TypeError, `string argument expected, got '${typeName(t ?? null)}'`);
    const add = [...t];
    while (s.chars.length < s.pos) s.chars.push('\0');
    s.chars.splice(s.pos, add.length, ...add);
    s.pos += add.length;
    s.touch();
    return BigInt(add.length);
  },
  writelines(args: PyValue[]) {
    const s = open(args[0], 'writelines');
    const items = args[1] instanceof PyList ? args[1].items : null;
    if (!items) return unsupported('io.StringIO.writelines of anything but a list');
    for (const t of items) {
      if (typeof t !== 'string') throw pyError(exc.TypeError, `string argument expected, got '${typeName(t)}'`);
      const add = [...t];
      while (s.chars.length < s.pos) s.chars.push('\0');
      s.chars.splice(s.pos, add.length, ...add);
      s.pos += add.length;
    }
    s.touch();
    return null;
  },
  getvalue: (args: PyValue[]) => open(args[0], 'getvalue').chars.join(''),
  read(args: PyValue[], kw: Kwargs) {
    const s = open(args[0], 'read');
    const n = size(argAt(args, 1, kw, 'size'));
    const end = n < 0 ? s.chars.length : Math.min(s.chars.length, s.pos + n);
    const out = s.chars.slice(s.pos, end).join('');
    s.pos = Math.max(s.pos, end);
    return out;
  },
  readline: (args: PyValue[], kw: Kwargs) => readLine(open(args[0], 'readline'), size(argAt(args, 1, kw, 'size'))),
  readlines(args: PyValue[]) {
    const s = open(args[0], 'readlines');
    const out: string[] = [];
    for (;;) {
      const line = readLine(s, -1);
      if (line === '') break;
      out.push(line);
    }
    return new PyList(out);
  },
  seek(args: PyValue[]) {
    const s = open(args[0], 'seek');
    const pos = Number(index(args[1] ?? 0n));
    const whence = Number(index(args[2] ?? 0n));
    if (whence === 0) {
      if (pos < 0) throw pyError(exc.ValueError, `Negative seek position ${pos}`);
      s.pos = pos;
    } else if (whence === 1 || whence === 2) {
      if (pos !== 0) throw pyError(exc.OSError, "Can't do nonzero cur-relative seeks");
      if (whence === 2) s.pos = s.chars.length;
    } else throw pyError(exc.ValueError, `Invalid whence (${whence}, should be 0, 1 or 2)`);
    return BigInt(s.pos);
  },
  tell: (args: PyValue[]) => BigInt(open(args[0], 'tell').pos),
  truncate(args: PyValue[]) {
    const s = open(args[0], 'truncate');
    const at = args[1] === undefined || args[1] === null ? s.pos : Number(index(args[1]));
    if (at < 0) throw pyError(exc.ValueError, `Negative size value ${at}`);
    s.chars = s.chars.slice(0, at);
    s.touch();
    return BigInt(at);
  },
  close(args: PyValue[]) {
    (args[0] as StringIO).closed = true;
    return null;
  },
  flush(args: PyValue[]) {
    open(args[0], 'flush');
    return null;
  },
  readable: (args: PyValue[]) => open(args[0], 'readable') !== null,
  writable: (args: PyValue[]) => open(args[0], 'writable') !== null,
  seekable: (args: PyValue[]) => open(args[0], 'seekable') !== null,
  __enter__: (args: PyValue[]) => open(args[0], '__enter__'),
  __exit__(args: PyValue[]) {
    (args[0] as StringIO).closed = true;
    return null;
  },
  __next__(args: PyValue[]) {
    const line = readLine(open(args[0], '__next__'), -1);
    if (line === '') throw pyError(exc.StopIteration);
    return line;
  },
});

defineGetSets(stringIOType, {
  closed: { get: (s) => (s as StringIO).closed },
});

registerModule('io', () => ({
  StringIO: stringIOType,
  SEEK_SET: 0n,
  SEEK_CUR: 1n,
  SEEK_END: 2n,
}));
