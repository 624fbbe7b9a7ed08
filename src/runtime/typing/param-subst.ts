/**
 * Subscribing a generic class whose parameters include a `ParamSpec` or a `TypeVarTuple`, as
 * Python 3.11's `Generic.__class_getitem__` does with their `__typing_prepare_subst__`: a class
 * generic over one ParamSpec alone takes its parameter list bare (`Z[int, str]` is `Z[[int, str]]`),
 * a list for a ParamSpec becomes a tuple, and a TypeVarTuple takes the arguments the other
 * parameters leave (flattened into `__args__`). An unpacked arbitrary-length tuple argument
 * (`*tuple[int, ...]`) is refused by name.
 */
import { Ellipsis, exc, PyGenericAlias, PyList, type PyOpaque, PyTuple, type PyValue, pyError, unsupported } from '../../engine/api';
import { isParamSpec } from './param-spec';
import { isTypeVarTuple, unpackForm } from './type-var-tuple';

/** typing's `_is_param_expr`: what stands for a parameter list already. */
function isParamExpr(v: PyValue): boolean {
  return v === Ellipsis || v instanceof PyTuple || v instanceof PyList || isParamSpec(v);
}

function prepareParamSpec(params: readonly PyOpaque[], i: number, args: PyValue[], shown: string): PyValue[] {
  if (i >= args.length) throw pyError(exc.TypeError, `Too few arguments for ${shown}`);
  if (params.length === 1 && !isParamExpr(args[0])) return [new PyTuple(args)];
  const a = args[i];
  return a instanceof PyList ? [...args.slice(0, i), new PyTuple(a.items), ...args.slice(i + 1)] : args;
}

function prepareTypeVarTuple(params: readonly PyOpaque[], i: number, args: PyValue[], shown: string): PyValue[] {
  if (params.slice(i + 1).some(isTypeVarTuple)) throw pyError(exc.TypeError, `More than one TypeVarTuple parameter in ${shown}`);
  for (const a of args)
    if (a instanceof PyGenericAlias && a.origin === unpackForm)
      unsupported('an unpacked type argument (*Ts, *tuple[...]) to a class generic over a TypeVarTuple');
  const left = i;
  const right = params.length - i - 1;
  if (left + right > args.length) throw pyError(exc.TypeError, `Too few arguments for ${shown}; actual ${args.length}, expected at least ${params.length - 1}`);
  return [...args.slice(0, left), new PyTuple(args.slice(left, args.length - right)), ...args.slice(args.length - right)];
}

/**
 * The arguments of `cls[args]` for its parameters `params` (`shown` names the class in errors), or
 * null when no parameter needs preparing; a TypeVarTuple's share comes back flattened.
 */
export function substitutionArgs(params: readonly PyOpaque[], args: PyValue[], shown: string): PyValue[] | null {
  if (!params.some((p) => isParamSpec(p) || isTypeVarTuple(p))) return null;
  let prepared = args;
  params.forEach((p, i) => {
    if (isParamSpec(p)) prepared = prepareParamSpec(params, i, prepared, shown);
    else if (isTypeVarTuple(p)) prepared = prepareTypeVarTuple(params, i, prepared, shown);
  });
  if (prepared.length !== params.length)
    throw pyError(
      exc.TypeError,
      `Too ${prepared.length > params.length ? 'many' : 'few'} arguments for ${shown}; actual ${prepared.length}, expected ${params.length}`,
    );
  return params.flatMap((p, i) => (isTypeVarTuple(p) ? [...(prepared[i] as PyTuple).items] : [prepared[i]]));
}
