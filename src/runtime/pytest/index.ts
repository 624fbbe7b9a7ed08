/**
 * Simulated `pytest`, for scenarios and exported tests that check an exception:
 * `pytest.raises(Exc, match=...)` as a context manager with its ExceptionInfo
 * (`.value`, `.type`, `.typename`, `.match()`), and `pytest.fail`.
 */
import { builtin, checkKwargs, exc, newException, objectType, PyClass, PyInstance, type PyValue, pyError, registerModule, repr, str } from '../../engine/api';

/** pytest's `Failed` derives from BaseException, so `except Exception` does not catch it. */
const failedType = new PyClass('Failed', [exc.BaseException], {}, '_pytest.outcomes');
const exceptionInfoType = new PyClass('ExceptionInfo', [objectType], {}, '_pytest._code.code');
const raisesContextType = new PyClass('RaisesContext', [objectType], {}, '_pytest.python_api');

interface RaisesState {
  readonly expected: PyValue;
  readonly match: string | null;
  readonly info: PyInstance;
}

function classesOf(expected: PyValue): PyClass[] {
  if (expected instanceof PyClass) return [expected];
  if (expected && typeof expected === 'object' && 'items' in expected) return (expected.items as PyValue[]).filter((x): x is PyClass => x instanceof PyClass);
  return [];
}

/** `KeyError`, or `any of (ValueError, TypeError)`, as pytest 9 words it. */
function describe(expected: PyValue): string {
  const names = classesOf(expected).map((c) => c.qualname);
  return expected instanceof PyClass ? names[0] : `any of (${names.join(', ')})`;
}

function noMatch(pattern: string, value: PyValue): PyInstance {
  return newException(exc.AssertionError, [`Regex pattern did not match.\n  Expected regex: ${repr(pattern)}\n  Actual message: ${repr(str(value))}`]);
}

raisesContextType.dict.set(
  '__enter__',
  builtin('__enter__', (args) => ((args[0] as PyInstance).native as RaisesState).info),
);
raisesContextType.dict.set(
  '__exit__',
  builtin('__exit__', (args) => {
    const state = (args[0] as PyInstance).native as RaisesState;
    const [, type, value] = args;
    if (type === null) throw newException(failedType, [`DID NOT RAISE ${describe(state.expected)}`]);
    if (!(type instanceof PyClass) || !classesOf(state.expected).some((c) => type.isSubclassOf(c))) return false;
    state.info.attrs.set('value', value);
    state.info.attrs.set('type', type);
    state.info.attrs.set('typename', type.name);
    if (state.match !== null && !new RegExp(state.match).test(str(value))) throw noMatch(state.match, value);
    return true;
  }),
);

exceptionInfoType.dict.set(
  'match',
  builtin('match', (args) => {
    const value = (args[0] as PyInstance).attrs.get('value') ?? null;
    const pattern = String(args[1]);
    if (!new RegExp(pattern).test(str(value))) throw noMatch(pattern, value);
    return true;
  }),
);

registerModule('pytest', () => ({
  raises: builtin('raises', (args, kw) => {
    checkKwargs('raises', kw, ['match']);
    if (args.length !== 1) throw pyError(exc.TypeError, 'pytest.raises() needs the expected exception class (the callable form is not supported here)');
    if (!classesOf(args[0]).every((c) => c.isSubclassOf(exc.BaseException)) || classesOf(args[0]).length === 0)
      throw pyError(exc.TypeError, `expected exception must be a BaseException type, not ${str(args[0])}`);
    const match = kw?.get('match');
    const ctx = new PyInstance(raisesContextType);
    ctx.native = { expected: args[0], match: typeof match === 'string' ? match : null, info: new PyInstance(exceptionInfoType) } satisfies RaisesState;
    return ctx;
  }),
  fail: builtin('fail', (args) => {
    throw newException(failedType, args.length ? [args[0]] : []);
  }),
  Failed: failedType,
}));
