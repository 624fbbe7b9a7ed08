/**
 * `@validate_call`: a function whose arguments are validated against its annotations before it
 * runs (pydantic-core's arguments validator): positional arguments located by index, keyword
 * arguments by name, `*args` items and `**kwargs` values by their annotations, missing,
 * unexpected and doubled arguments reported as pydantic does; the return value validated too
 * with `validate_return=True`. Defaults are not validated (pydantic's default).
 */
import { builtin, call, exc, type Kwargs, PyBuiltin, PyDict, PyFunction, type PyValue, pyError, repr, truthy } from '../../engine/api';
import { anyType } from '../typing';
import { mergeConfig, resolveConfig } from './config';
import { argsKwargs } from './core/args-kwargs';
import { type LineError, type LocItem, lineError, ValError } from './core/errors';
import type { CoreSchema } from './core/schema';
import { newState, type ValState } from './core/state';
import { validate } from './core/validate';
import { type GenContext, schemaFor } from './generate';
import { fieldSpecFor } from './model/collect';
import { runValidation } from './model/run';

interface Options {
  readonly config: PyValue;
  readonly validateReturn: boolean;
}

interface Compiled {
  readonly schema: (name: string) => CoreSchema;
  /** The name a parameter is passed by as a keyword: its `Field(alias=...)`, else its own. */
  readonly key: (name: string) => string;
  readonly returns: CoreSchema | null;
}

/** Each parameter's schema from its annotation (Any when unannotated), built at the first call. */
function compile(fn: PyFunction, opts: Options): Compiled {
  const raw = mergeConfig(null, opts.config instanceof PyDict ? opts.config : null, new Map());
  const ctx: GenContext = { config: resolveConfig(raw, fn.name), globals: fn.globals, locals: null };
  const anns = fn.annotations;
  const ann = (name: string): PyValue | undefined => (anns instanceof PyDict ? anns.map.get(name)?.[1] : undefined);
  const cache = new Map<string, CoreSchema>();
  const schema = (name: string) => {
    let s = cache.get(name);
    if (!s) {
      s = schemaFor(ann(name) ?? anyType, ctx);
      cache.set(name, s);
    }
    return s;
  };
  const keys = new Map<string, string>();
  const key = (name: string) => {
    let k = keys.get(name);
    if (k === undefined) {
      const a = ann(name);
      const spec = a === undefined ? null : fieldSpecFor(a, undefined);
      k = typeof spec?.validationAlias === 'string' ? spec.validationAlias : (spec?.alias ?? name);
      keys.set(name, k);
    }
    return k;
  };
  const ret = ann('return');
  return { schema, key, returns: opts.validateReturn && ret !== undefined ? schemaFor(ret, ctx) : null };
}

function checked(schema: CoreSchema, value: PyValue, loc: LocItem, state: ValState, errors: LineError[]): PyValue {
  try {
    return validate(schema, value, state);
  } catch (e) {
    if (!(e instanceof ValError)) throw e;
    errors.push(...e.within(loc).errors);
    return null;
  }
}

/** Binds and validates one call's arguments, then calls the function with the validated values. */
function callValidated(fn: PyFunction, c: Compiled, args: PyValue[], kw: Kwargs): PyValue {
  const p = fn.params;
  const state = newState({});
  const errors: LineError[] = [];
  const input = () => argsKwargs(args, kw);
  const rest = new Map(kw ?? []);
  const outArgs: PyValue[] = [];
  const outKw = new Map<string, PyValue>();
  const firstDefault = p.positional.length - fn.defaults.length;
  p.positional.forEach((q, i) => {
    const posOnly = i < p.posonlyCount;
    const k = c.key(q.name);
    if (i < args.length) {
      if (!posOnly && rest.has(k)) {
        errors.push(lineError('multiple_argument_values', rest.get(k) ?? null, undefined, [k]));
        rest.delete(k);
      }
      outArgs.push(checked(c.schema(q.name), args[i], i, state, errors));
    } else if (!posOnly && rest.has(k)) {
      outArgs.push(checked(c.schema(q.name), rest.get(k) ?? null, k, state, errors));
      rest.delete(k);
    } else if (i >= firstDefault) outArgs.push(fn.defaults[i - firstDefault]);
    else errors.push(lineError(posOnly ? 'missing_positional_only_argument' : 'missing_argument', input(), undefined, [posOnly ? i : k]));
  });
  for (const q of p.kwonly) {
    const k = c.key(q.name);
    if (rest.has(k)) {
      outKw.set(q.name, checked(c.schema(q.name), rest.get(k) ?? null, k, state, errors));
      rest.delete(k);
    } else if (fn.kwDefaults.has(q.name)) outKw.set(q.name, fn.kwDefaults.get(q.name) ?? null);
    else errors.push(lineError('missing_keyword_only_argument', input(), undefined, [k]));
  }
  for (let i = p.positional.length; i < args.length; i++) {
    if (p.vararg) outArgs.push(checked(c.schema(p.vararg), args[i], i, state, errors));
    else errors.push(lineError('unexpected_positional_argument', args[i], undefined, [i]));
  }
  for (const [k, v] of rest) {
    if (p.kwarg) outKw.set(k, checked(c.schema(p.kwarg), v, k, state, errors));
    else errors.push(lineError('unexpected_keyword_argument', v, undefined, [k]));
  }
  if (errors.length) throw new ValError(errors);
  return call(fn, outArgs, outKw.size ? outKw : null);
}

function wrap(fn: PyValue, opts: Options): PyValue {
  if (!(fn instanceof PyFunction))
    throw pyError(exc.NotImplementedError, `validate_call on ${repr(fn)} (only functions written in the script) is not supported by this explainer`);
  let compiled: Compiled | null = null;
  const wrapped = new PyBuiltin(
    fn.name,
    (args, kw) => {
      compiled ??= compile(fn, opts);
      const c = compiled;
      const result = runValidation(fn.qualname, () => callValidated(fn, c, args, kw));
      if (!c.returns) return result;
      const returns = c.returns;
      return runValidation(fn.qualname, () => validate(returns, result, newState({})));
    },
    fn.qualname,
  );
  return wrapped;
}

/** `validate_call`, bare or with `config=` / `validate_return=`. */
export const validateCall = builtin('validate_call', (args, kw) => {
  const opts: Options = { config: kw?.get('config') ?? null, validateReturn: truthy(kw?.get('validate_return') ?? false) };
  if (args.length) return wrap(args[0], opts);
  return builtin('validate_call', (a) => wrap(a[0] ?? null, opts));
});
