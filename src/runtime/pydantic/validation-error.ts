/**
 * `pydantic_core.ValidationError` and the errors a validator may raise to report a failure of
 * its own (`PydanticCustomError`, `PydanticKnownError`): their `str()`, `errors()`, `json()`,
 * `error_count()` and `title`, formatted as pydantic-core 2.13 does.
 */
import {
  builtin,
  checkKwargs,
  exc,
  exceptionArgs,
  floatRepr,
  isException,
  type Kwargs,
  newException,
  PyBuiltin,
  PyClass,
  PyDict,
  type PyInstance,
  PyList,
  PyObj,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  str,
  truthy,
  typeName,
} from '../../engine/api';
import { isKnownErrorType, type LineError, lineError, renderTemplate } from './core/errors';
import { jsonText } from './core/json-write';

const CORE = 'pydantic_core._pydantic_core';

interface ErrorData {
  readonly title: string;
  readonly errors: readonly LineError[];
}

const data = new WeakMap<PyObj, ErrorData>();

/** The line errors a ValidationError carries (empty for anything else). */
export function lineErrorsOf(e: PyValue): readonly LineError[] {
  return e instanceof PyObj ? (data.get(e)?.errors ?? []) : [];
}

/** Pydantic's truncated `input_value` repr in error messages. */
export function inputRepr(v: PyValue): string {
  const text = typeof v === 'number' ? floatRepr(v) : repr(v);
  const chars = [...text];
  return chars.length > 50 ? `${chars.slice(0, 25).join('')}...${chars.slice(-24).join('')}` : text;
}

/** `str(ValidationError)`. */
export function formatValidationError(title: string, errors: readonly LineError[]): string {
  const lines = [`${errors.length} validation error${errors.length === 1 ? '' : 's'} for ${title}`];
  for (const e of errors) {
    if (e.loc.length) lines.push(e.loc.join('.'));
    lines.push(`  ${e.msg} [type=${e.type}, input_value=${inputRepr(e.input)}, input_type=${typeName(e.input)}]`);
    if (!e.noUrl) lines.push(`    For further information visit https://errors.pydantic.dev/2.13/v/${e.type}`);
  }
  return lines.join('\n');
}

/** pydantic_core's ValidationError: its repr is its str, the report of every error. */
export const validationErrorType = new PyClass('ValidationError', [exc.ValueError], { str: (self) => formatOf(self), repr: (self) => formatOf(self) }, CORE);

function formatOf(self: PyObj): string {
  const d = data.get(self);
  return d ? formatValidationError(d.title, d.errors) : '';
}

/** A ValidationError for `title` (the model or type name) with these errors, ready to throw. */
export function newValidationError(title: string, errors: readonly LineError[]): PyInstance {
  const e = newException(validationErrorType, []);
  data.set(e, { title, errors });
  return e;
}

function ctxDict(ctx: NonNullable<LineError['ctx']>, forJson: boolean): PyDict {
  const d = new PyDict();
  for (const [k, v] of ctx) d.map.set(k, [k, forJson && isException(v) ? str(v) : v]);
  return d;
}

/** One error as `errors()` returns it. */
function errorDict(e: LineError, opts: { url: boolean; context: boolean; input: boolean; forJson: boolean }): PyDict {
  const d = new PyDict();
  const put = (k: string, v: PyValue) => d.map.set(k, [k, v]);
  put('type', e.type);
  put('loc', new PyTuple(e.loc.map((l) => (typeof l === 'number' ? BigInt(l) : l))));
  put('msg', e.msg);
  if (opts.input) put('input', e.input);
  if (e.ctx && opts.context) put('ctx', ctxDict(e.ctx, opts.forJson));
  if (opts.url && (!e.noUrl || opts.forJson)) put('url', `https://errors.pydantic.dev/2.13/v/${e.type}`);
  return d;
}

function self(args: PyValue[]): ErrorData {
  const d = args[0] instanceof PyObj ? data.get(args[0]) : undefined;
  if (!d) throw pyError(exc.TypeError, "descriptor 'errors' requires a 'pydantic_core._pydantic_core.ValidationError' object");
  return d;
}

function flag(kw: Kwargs, name: string, dflt: boolean): boolean {
  const v = kw?.get(name);
  return v === undefined ? dflt : truthy(v);
}

validationErrorType.dict.set(
  'errors',
  new PyBuiltin(
    'errors',
    (args, kw) => {
      checkKwargs('errors', kw, ['include_url', 'include_context', 'include_input']);
      const d = self(args);
      const opts = { url: flag(kw, 'include_url', true), context: flag(kw, 'include_context', true), input: flag(kw, 'include_input', true), forJson: false };
      return new PyList(d.errors.map((e) => errorDict(e, opts)));
    },
    'ValidationError.errors',
  ),
);
validationErrorType.dict.set('error_count', new PyBuiltin('error_count', (args) => BigInt(self(args).errors.length), 'ValidationError.error_count'));
validationErrorType.dict.set(
  'json',
  new PyBuiltin(
    'json',
    (args, kw) => {
      checkKwargs('json', kw, ['indent', 'include_url', 'include_context', 'include_input']);
      const d = self(args);
      const opts = { url: flag(kw, 'include_url', true), context: flag(kw, 'include_context', true), input: flag(kw, 'include_input', true), forJson: true };
      const indent = kw?.get('indent');
      return jsonText(new PyList(d.errors.map((e) => errorDict(e, opts))), { indent: typeof indent === 'bigint' ? Number(indent) : null, infNan: 'constants' });
    },
    'ValidationError.json',
  ),
);
validationErrorType.slots.getattr = (s, name) => {
  const d = data.get(s);
  if (d && name === 'title') return d.title;
  return undefined;
};

/** `PydanticCustomError(error_type, message_template, context=None)`: a failure with its own type and message. */
/** `pydantic_core.SchemaError`: a core schema that cannot be built (a bound an int field cannot take). */
export const schemaErrorType = new PyClass('SchemaError', [exc.Exception], {}, CORE);

export function schemaError(message: string): PyInstance {
  return newException(schemaErrorType, [message]);
}

export const customErrorType = new PyClass('PydanticCustomError', [exc.ValueError], {}, CORE);
/** `PydanticKnownError(error_type, context=None)`: one of pydantic-core's own error types. */
export const knownErrorType = new PyClass('PydanticKnownError', [exc.ValueError], {}, CORE);
/** `PydanticOmit`: raised by a validator to leave an item out of a list. */
export const omitType = new PyClass('PydanticOmit', [exc.Exception], {}, CORE);
/** `PydanticUseDefault`: raised by a validator to fall back to the field's default. */
export const useDefaultType = new PyClass('PydanticUseDefault', [exc.Exception], {}, CORE);

function ctxEntries(v: PyValue | undefined): [string, PyValue][] | undefined {
  if (v === undefined || v === null) return undefined;
  if (!(v instanceof PyDict)) throw pyError(exc.TypeError, `argument 'context': '${typeName(v)}' object cannot be converted to 'PyDict'`);
  return [...v.map.values()].map(([k, x]) => [str(k), x]);
}

/** The line error a `PydanticCustomError` or `PydanticKnownError` stands for, at the validator's location. */
export function errorFromRaised(e: PyInstance, input: PyValue): LineError | null {
  const args = exceptionArgs(e);
  if (e.type.isSubclassOf(customErrorType)) {
    const ctx = ctxEntries(args[2]);
    return { type: String(args[0]), loc: [], msg: renderTemplate(String(args[1]), ctx, true), input, ...(ctx ? { ctx } : {}), noUrl: true };
  }
  if (e.type.isSubclassOf(knownErrorType)) return lineError(String(args[0]), input, ctxEntries(args[1]));
  return null;
}

customErrorType.slots.call = (cls, args, kw) => {
  checkKwargs('PydanticCustomError', kw, ['context']);
  if (typeof args[0] !== 'string' || typeof args[1] !== 'string')
    throw pyError(exc.TypeError, "PydanticCustomError() missing required positional argument 'message_template'");
  const ctx = args[2] ?? kw?.get('context') ?? null;
  ctxEntries(ctx);
  return newException(cls, [args[0], args[1], ctx]);
};
customErrorType.slots.str = (s) => {
  const args = exceptionArgs(s as PyInstance);
  return renderTemplate(String(args[1]), ctxEntries(args[2]), true);
};
customErrorType.slots.getattr = (s, name) => {
  const args = exceptionArgs(s as PyInstance);
  if (name === 'type') return args[0];
  if (name === 'message_template') return args[1];
  if (name === 'context') return args[2] ?? null;
  if (name === 'message') return builtin('message', () => renderTemplate(String(args[1]), ctxEntries(args[2]), true));
  return undefined;
};

knownErrorType.slots.call = (cls, args, kw) => {
  checkKwargs('PydanticKnownError', kw, ['context']);
  const type = args[0];
  if (typeof type !== 'string' || !isKnownErrorType(type)) throw pyError(exc.KeyError, `Invalid error type: '${String(type)}'`);
  return newException(cls, [type, args[1] ?? kw?.get('context') ?? null]);
};
knownErrorType.slots.str = (s) => {
  const args = exceptionArgs(s as PyInstance);
  return lineError(String(args[0]), null, ctxEntries(args[1])).msg;
};
knownErrorType.slots.getattr = (s, name) => {
  const args = exceptionArgs(s as PyInstance);
  if (name === 'type') return args[0];
  if (name === 'context') return args[1] ?? null;
  if (name === 'message') return builtin('message', () => lineError(String(args[0]), null, ctxEntries(args[1])).msg);
  return undefined;
};

/** `ValidationError.from_exception_data(title, line_errors)`: a ValidationError built by hand. */
validationErrorType.dict.set(
  'from_exception_data',
  new PyBuiltin('from_exception_data', (args) => {
    const [title, items] = [args[0], args[1]];
    const errors: LineError[] = [];
    for (const item of items instanceof PyList ? items.items : []) {
      if (!(item instanceof PyDict)) continue;
      const get = (k: string) => item.map.get(k)?.[1];
      const type = get('type');
      const loc = get('loc');
      const ctx = ctxEntries(get('ctx'));
      if (typeof type !== 'string' || !isKnownErrorType(type)) throw pyError(exc.KeyError, `Invalid error type: '${String(type)}'`);
      const base = lineError(type, get('input') ?? null, ctx);
      errors.push({ ...base, loc: loc instanceof PyTuple ? loc.items.map((l) => (typeof l === 'bigint' ? Number(l) : str(l))) : [] });
    }
    return newValidationError(typeof title === 'string' ? title : str(title), errors);
  }),
);
