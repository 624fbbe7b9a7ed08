/**
 * `ParamSpec` (typing's, and typing_extensions' own class making typing's instances, as on Python
 * 3.11): a parameter-list variable printed `~P`, with `P.args` and `P.kwargs` for annotating a
 * wrapper's `*args` and `**kwargs`, usable as `Callable[P, R]`, in a union and as a parameter of a
 * generic class (`Generic[P]`, subscribed as param-subst.ts says).
 */
import { checkKwargs, exc, NotImplemented, objectType, PyClass, PyOpaque, type PyValue, pyError, truthy } from '../../engine/api';
import { typingOr } from './forms';
import { noDefault } from './generic';

interface ParamSpecInfo {
  readonly name: string;
  readonly bound: PyValue;
  readonly covariant: boolean;
  readonly contravariant: boolean;
  readonly default: PyValue | undefined;
  /** Made by `typing_extensions.ParamSpec`, which gives every one a `__default__`. */
  readonly extended: boolean;
  args?: PyOpaque;
  kwargs?: PyOpaque;
}

function make(args: PyValue[], kw: Map<string, PyValue> | null, extended: boolean): PyOpaque {
  if (extended) checkKwargs('ParamSpec.__new__', kw, ['bound', 'covariant', 'contravariant', 'default', 'infer_variance']);
  else checkKwargs('ParamSpec.__init__', kw, ['bound', 'covariant', 'contravariant']);
  const name = args[0];
  if (typeof name !== 'string') throw pyError(exc.TypeError, 'ParamSpec name must be a string');
  if (args.length > 1) throw pyError(exc.TypeError, `ParamSpec.__init__() takes 2 positional arguments but ${args.length + 1} were given`);
  const info: ParamSpecInfo = {
    name,
    bound: kw?.get('bound') ?? null,
    covariant: truthy(kw?.get('covariant') ?? false),
    contravariant: truthy(kw?.get('contravariant') ?? false),
    default: kw?.get('default'),
    extended,
  };
  return new PyOpaque(paramSpecType, `~${name}`, info);
}

export const paramSpecType: PyClass = new PyClass(
  'ParamSpec',
  [objectType],
  {
    call: (_cls, args, kw) => make(args, kw, false),
    getattr: (self, name) => {
      const info = (self as PyOpaque).payload as ParamSpecInfo;
      if (name === '__name__') return info.name;
      if (name === '__bound__') return info.bound;
      if (name === '__covariant__') return info.covariant;
      if (name === '__contravariant__') return info.contravariant;
      if (name === '__default__' && info.extended) return info.default ?? noDefault;
      if (name === 'args') {
        info.args ??= new PyOpaque(paramSpecArgsType, `${info.name}.args`, self);
        return info.args;
      }
      if (name === 'kwargs') {
        info.kwargs ??= new PyOpaque(paramSpecKwargsType, `${info.name}.kwargs`, self);
        return info.kwargs;
      }
      return undefined;
    },
    binop: typingOr,
  },
  'typing',
);

/** `P.args` / `P.kwargs`: their `__origin__` is P; two are equal when their origins are. */
function componentType(name: string): PyClass {
  return new PyClass(
    name,
    [objectType],
    {
      getattr: (self, attr) => (attr === '__origin__' ? ((self as PyOpaque).payload as PyValue) : undefined),
      richcompare: (self, other, op) => {
        if ((op !== '==' && op !== '!=') || !(other instanceof PyOpaque) || other.type !== (self as PyOpaque).type) return NotImplemented;
        const same = (self as PyOpaque).payload === other.payload;
        return op === '==' ? same : !same;
      },
    },
    'typing',
  );
}
const paramSpecArgsType = componentType('ParamSpecArgs');
const paramSpecKwargsType = componentType('ParamSpecKwargs');

/** `typing_extensions.ParamSpec`: its own class, accepting `default=`, whose instances are typing's. */
export const extensionsParamSpecType: PyClass = new PyClass('ParamSpec', [objectType], { call: (_cls, args, kw) => make(args, kw, true) }, 'typing_extensions');
extensionsParamSpecType.virtualInstance = (v) => isParamSpec(v);

export function isParamSpec(v: PyValue): v is PyOpaque {
  return v instanceof PyOpaque && v.type === paramSpecType;
}
