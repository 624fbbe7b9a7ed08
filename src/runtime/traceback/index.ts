/**
 * Simulated `traceback`: `format_exc`, `print_exc`, `format_exception`, `print_exception` and
 * `format_exception_only`, with CPython 3.11's text — chained exceptions first with their link
 * lines, one `File "...", line N, in name` per frame (the explainer's files have no source on
 * disk, so no source lines, as the reference runner's CPython prints them), notes after the
 * message. Frame walking (`extract_tb`, `format_stack`, ...) is refused by name.
 */
import {
  argAt,
  builtin,
  checkKwargs,
  currentRun,
  exc,
  exceptionState,
  isException,
  type Kwargs,
  PyClass,
  PyInstance,
  PyList,
  type PyValue,
  pyError,
  qualifiedTypeName,
  registerModule,
  str,
  truthy,
  typeName,
  unsupported,
} from '../../engine/api';

/** `Type: message` and the notes, each line ending in a newline. */
function onlyLines(e: PyInstance): string[] {
  let message: string;
  try {
    message = str(e);
  } catch {
    message = '<exception str() failed>';
  }
  const out = [message ? `${qualifiedTypeName(e)}: ${message}\n` : `${qualifiedTypeName(e)}\n`];
  const notes = exceptionState(e).notes;
  if (notes instanceof PyList) for (const n of notes.items) out.push(`${typeof n === 'string' ? n : str(n)}\n`);
  return out;
}

function oneException(e: PyInstance): string[] {
  const tb = exceptionState(e).traceback;
  const frames = tb.map((t) => `  File "${t.file}", line ${t.line}, in ${t.func.split('.').pop()}\n`);
  return [...(frames.length ? ['Traceback (most recent call last):\n', ...frames] : []), ...onlyLines(e)];
}

const links = {
  cause: '\nThe above exception was the direct cause of the following exception:\n\n',
  context: '\nDuring handling of the above exception, another exception occurred:\n\n',
};

function formatted(e: PyInstance, chain: boolean, seen = new Set<PyInstance>()): string[] {
  seen.add(e);
  const out: string[] = [];
  if (chain) {
    const st = exceptionState(e);
    if (isException(st.cause) && !seen.has(st.cause)) out.push(...formatted(st.cause, chain, seen), links.cause);
    else if (!st.suppressContext && isException(st.context) && !seen.has(st.context)) out.push(...formatted(st.context, chain, seen), links.context);
  }
  out.push(...oneException(e));
  return out;
}

/** The exception of `format_exception(exc)` or `format_exception(type, value, tb)`. */
function exceptionArg(fname: string, args: PyValue[], kw: Kwargs): PyValue {
  const first = argAt(args, 0, kw, 'exc');
  if (first === undefined) throw pyError(exc.TypeError, `${fname}() missing 1 required positional argument: 'exc'`);
  if (first instanceof PyClass && args.length >= 2) return args[1];
  return first;
}

function formatAny(v: PyValue, chain: boolean): string[] {
  return v instanceof PyInstance && isException(v) ? formatted(v, chain) : [`${typeName(v)}: ${str(v)}\n`];
}

function handled(): PyValue {
  return currentRun().handledException() ?? null;
}

/** A traceback `limit` (frames to keep) is not simulated. */
function noLimit(limit: PyValue | undefined): void {
  if (limit !== undefined && limit !== null) unsupported("the traceback functions' limit argument");
}

const chainOf = (kw: Kwargs) => truthy(kw?.get('chain') ?? true);

registerModule('traceback', () => ({
  format_exc: builtin('format_exc', (args, kw) => {
    checkKwargs('format_exc', kw, ['limit', 'chain']);
    noLimit(argAt(args, 0, kw, 'limit'));
    return formatAny(handled(), chainOf(kw)).join('');
  }),
  print_exc: builtin('print_exc', (args, kw) => {
    checkKwargs('print_exc', kw, ['limit', 'file', 'chain']);
    noLimit(argAt(args, 0, kw, 'limit'));
    currentRun().stdout.push(formatAny(handled(), chainOf(kw)).join(''));
    return null;
  }),
  format_exception: builtin('format_exception', (args, kw) => {
    checkKwargs('format_exception', kw, ['exc', 'value', 'tb', 'limit', 'chain']);
    noLimit(argAt(args, 3, kw, 'limit'));
    return new PyList(formatAny(exceptionArg('format_exception', args, kw), chainOf(kw)));
  }),
  print_exception: builtin('print_exception', (args, kw) => {
    checkKwargs('print_exception', kw, ['exc', 'value', 'tb', 'limit', 'file', 'chain']);
    noLimit(argAt(args, 3, kw, 'limit'));
    currentRun().stdout.push(formatAny(exceptionArg('print_exception', args, kw), chainOf(kw)).join(''));
    return null;
  }),
  format_exception_only: builtin('format_exception_only', (args, kw) => {
    checkKwargs('format_exception_only', kw, ['exc', 'value']);
    const v = exceptionArg('format_exception_only', args, kw);
    return new PyList(v instanceof PyInstance && isException(v) ? onlyLines(v) : [`${typeName(v)}: ${str(v)}\n`]);
  }),
}));
