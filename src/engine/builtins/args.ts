/** Argument checking for builtin functions and methods, with CPython's messages. */
import { exc, pyError } from '../exceptions';
import type { Kwargs } from '../objects';
import { PyBuiltin, type PyClass, PyGetSet, type PyValue, type Slots, typesChanged } from '../values';

/** Raises TypeError unless `args` has between min and max items and no keywords (when none are allowed). */
export function arity(name: string, args: PyValue[], kwargs: Kwargs, min: number, max: number, allowKw = false): void {
  if (!allowKw && kwargs && kwargs.size > 0) throw pyError(exc.TypeError, `${name}() takes no keyword arguments`);
  const n = args.length;
  if (min === max && n !== min) {
    if (min === 0) throw pyError(exc.TypeError, `${name}() takes no arguments (${n} given)`);
    if (min === 1) throw pyError(exc.TypeError, `${name}() takes exactly one argument (${n} given)`);
    throw pyError(exc.TypeError, `${name} expected ${min} arguments, got ${n}`);
  }
  if (n < min) throw pyError(exc.TypeError, `${name.split('.').pop()} expected at least ${min} argument${min === 1 ? '' : 's'}, got ${n}`);
  if (n > max) throw pyError(exc.TypeError, `${name.split('.').pop()} expected at most ${max} argument${max === 1 ? '' : 's'}, got ${n}`);
}

/**
 * Like `arity`, in the words of CPython's `PyArg_ParseTuple` and keyword-taking Argument Clinic
 * methods (`str.find`, `str.split`, `round`...): "find() takes at least 1 argument (0 given)". With
 * `allowKw`, keywords count towards the total as Argument Clinic counts them.
 */
export function takes(name: string, args: PyValue[], kwargs: Kwargs, min: number, max: number, allowKw = false): void {
  if (!allowKw && kwargs && kwargs.size > 0) throw pyError(exc.TypeError, `${name}() takes no keyword arguments`);
  // Argument Clinic counts keywords with the positionals against the maximum.
  const n = args.length + (allowKw ? (kwargs?.size ?? 0) : 0);
  const plural = (k: number) => `${k} argument${k === 1 ? '' : 's'}`;
  if (n < min) throw pyError(exc.TypeError, `${name}() takes at least ${plural(min)} (${n} given)`);
  if (n > max) throw pyError(exc.TypeError, `${name}() takes at most ${plural(max)} (${n} given)`);
}

/** `self` of a method that takes no arguments (after the checks CPython makes for `METH_NOARGS`). */
export function noArgs(args: PyValue[], kwargs: Kwargs, qualname: string): PyValue {
  arity(qualname, args.slice(1), kwargs, 0, 0);
  return args[0];
}

/** A keyword argument's value, or `dflt` when absent; unknown keywords raise TypeError. */
export function kwarg(kwargs: Kwargs, name: string, dflt: PyValue): PyValue {
  return kwargs?.get(name) ?? dflt;
}

/**
 * The argument at position `i`, else the keyword `name`, else undefined. Unlike `args[i] ?? kw.get(name)`,
 * a None (null) passed positionally stays None.
 */
export function argAt(args: PyValue[], i: number, kwargs: Kwargs, name: string): PyValue | undefined {
  return i < args.length ? args[i] : kwargs?.get(name);
}

/**
 * Rejects keywords outside `allowed` in the words of CPython 3.11's C functions (`print`, `sorted`,
 * `int`...): "'sepp' is an invalid keyword argument for print()". Functions written in Python say
 * "got an unexpected keyword argument" instead (`checkKwargs`).
 */
export function checkBuiltinKwargs(fname: string, kwargs: Kwargs, allowed: string[]): void {
  if (!kwargs) return;
  for (const k of kwargs.keys()) {
    if (!allowed.includes(k)) throw pyError(exc.TypeError, `'${k}' is an invalid keyword argument for ${fname}()`);
  }
}

export function checkKwargs(fname: string, kwargs: Kwargs, allowed: string[]): void {
  if (!kwargs) return;
  for (const k of kwargs.keys()) {
    if (!allowed.includes(k)) throw pyError(exc.TypeError, `${fname}() got an unexpected keyword argument '${k}'`);
  }
}

/** Attaches native methods to a builtin type: `self` arrives as args[0]. */
export function defineMethods(cls: PyClass, methods: Record<string, (args: PyValue[], kwargs: Kwargs) => PyValue>): void {
  for (const [name, fn] of Object.entries(methods)) {
    // A builtin type's method called through the class with nothing to bind (`str.lower()`) fails
    // before its own argument checks, as CPython's method descriptors do.
    const checked: typeof fn =
      cls.module === 'builtins'
        ? (args, kwargs) => {
            if (args.length === 0) throw pyError(exc.TypeError, `unbound method ${cls.name}.${name}() needs an argument`);
            return fn(args, kwargs);
          }
        : fn;
    cls.dict.set(name, new PyBuiltin(name, checked, `${cls.name}.${name}`));
  }
}

export function builtin(name: string, fn: (args: PyValue[], kwargs: Kwargs) => PyValue): PyBuiltin {
  return new PyBuiltin(name, fn, name);
}

/** Gives a builtin type its native slots (at start-up, before any lookup through it). */
export function nativeSlots(cls: PyClass, slots: Slots): void {
  Object.assign(cls.slots, slots);
  typesChanged();
}

/** Adds native data descriptors (`args`, `__name__`, ...) to a builtin type's namespace. */
export function defineGetSets(
  cls: PyClass,
  getsets: Record<string, { get: (obj: PyValue) => PyValue; set?: (obj: PyValue, value: PyValue | undefined) => void }>,
): void {
  for (const [name, d] of Object.entries(getsets)) cls.dict.set(name, new PyGetSet(name, cls, d.get, d.set));
}

/** Wraps methods so each checks its argument count (after `self`) first: `{ name: [min, max] }`. */
export function withArity(
  typeName: string,
  methods: Record<string, (args: PyValue[], kwargs: Kwargs) => PyValue>,
  counts: Record<string, [number, number]>,
): Record<string, (args: PyValue[], kwargs: Kwargs) => PyValue> {
  const out: Record<string, (args: PyValue[], kwargs: Kwargs) => PyValue> = {};
  for (const [name, fn] of Object.entries(methods)) {
    const c = counts[name];
    out[name] = c
      ? (args, kwargs) => {
          if (args.length === 0) throw pyError(exc.TypeError, `unbound method ${typeName}.${name}() needs an argument`);
          arity(name, args.slice(1), kwargs, c[0], c[1], name === 'decode' || name === 'hex');
          return fn(args, kwargs);
        }
      : fn;
  }
  return out;
}
