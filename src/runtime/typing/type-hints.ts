/**
 * `typing.get_type_hints(obj, globalns=None, localns=None, include_extras=False)` as CPython 3.11
 * computes it: a class's annotations merged over its MRO (base classes first), a function's or
 * any other object's own `__annotations__`; string annotations evaluated (a class's in its own
 * namespace and the builtins, a function's in its globals), `None` read as `NoneType`, and `Annotated[T, ...]` read as `T` unless
 * `include_extras`. No implicit `Optional` for a `None` default (3.11 dropped it).
 */
import {
  argAt,
  builtin,
  builtinTypes,
  checkKwargs,
  currentFrameGlobals,
  dictSet,
  exc,
  getAttrOrUndefined,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyModule,
  type PyValue,
  pyError,
  repr,
  truthy,
} from '../../engine/api';
import { annotatedForm, literalForm } from './forms';
import { evalAnnotation, UndefinedName } from './forward-ref';
import { withArgs } from './generic';

function asNamespace(v: PyValue | undefined): Map<string, PyValue> | undefined {
  if (!(v instanceof PyDict)) return undefined;
  const out = new Map<string, PyValue>();
  for (const [key, value] of v.map.values()) if (typeof key === 'string') out.set(key, value);
  return out;
}

type Names = ReadonlyMap<string, PyValue>;

function evaluate(text: string, globals: Names, locals: Names | undefined): PyValue {
  try {
    return evalAnnotation(text, globals, locals);
  } catch (e) {
    if (e instanceof UndefinedName) throw pyError(exc.NameError, `name '${e.name}' is not defined`);
    throw e;
  }
}

/**
 * typing's `_eval_type`: forward references (strings) inside an alias's arguments are evaluated
 * too (`List["int"]` is `List[int]`), except a Literal's values and Annotated's metadata.
 */
function evalNested(v: PyValue, globals: Names, locals: Names | undefined): PyValue {
  if (!(v instanceof PyGenericAlias) || v.origin === literalForm) return v;
  const args = v.args.map((a, i) => {
    if (v.origin === annotatedForm && i > 0) return a;
    const r = typeof a === 'string' ? evaluate(a, globals, locals) : evalNested(a, globals, locals);
    return r === null ? builtinTypes.NoneType : r;
  });
  return args.every((a, i) => a === v.args[i]) ? v : withArgs(v, args);
}

function resolve(value: PyValue, globals: Names, locals: Names | undefined, extras: boolean): PyValue {
  let v = value;
  if (v === null) return builtinTypes.NoneType;
  if (typeof v === 'string') {
    v = evaluate(v, globals, locals);
    if (v === null) return builtinTypes.NoneType;
  }
  v = evalNested(v, globals, locals);
  if (!extras && getAttrOrUndefined(v, '__metadata__') !== undefined) return getAttrOrUndefined(v, '__origin__') ?? v;
  return v;
}

function ownAnnotations(v: PyValue): PyDict | null {
  const ann = v instanceof PyClass ? v.dict.get('__annotations__') : getAttrOrUndefined(v, '__annotations__');
  return ann instanceof PyDict ? ann : null;
}

export const getTypeHints = builtin('get_type_hints', (args, kw) => {
  checkKwargs('get_type_hints', kw, ['obj', 'globalns', 'localns', 'include_extras']);
  const obj = argAt(args, 0, kw, 'obj');
  if (obj === undefined) throw pyError(exc.TypeError, "get_type_hints() missing 1 required positional argument: 'obj'");
  const globalns = asNamespace(argAt(args, 1, kw, 'globalns') ?? undefined);
  const localns = asNamespace(argAt(args, 2, kw, 'localns') ?? undefined);
  const extras = truthy(argAt(args, 3, kw, 'include_extras') ?? false);
  const hints = new PyDict();
  if (obj instanceof PyClass) {
    for (const base of [...obj.mro].reverse()) {
      const ann = ownAnnotations(base);
      if (!ann) continue;
      // CPython looks the class's module up in sys.modules; the script's module is not there (the
      // reference runner executes it in a bare namespace), so only the builtins are in scope.
      const globals = globalns ?? new Map();
      // CPython: with neither namespace given, the class namespace is searched before the module's.
      const locals = localns ?? new Map(base.dict);
      for (const [key, value] of ann.map.values()) dictSet(hints, key, resolve(value, globals, locals, extras));
    }
    return hints;
  }
  const ann = ownAnnotations(obj);
  if (!ann) {
    if (obj instanceof PyFunction || obj instanceof PyModule) return hints;
    throw pyError(exc.TypeError, `${repr(obj)} is not a module, class, method, or function.`);
  }
  const home = obj instanceof PyFunction ? obj.globals : obj instanceof PyModule ? obj.dict : null;
  const globals = globalns ?? home ?? currentFrameGlobals() ?? new Map();
  for (const [key, value] of ann.map.values()) dictSet(hints, key, resolve(value, globals, localns, extras));
  return hints;
});
