/**
 * Binding call arguments to a Python function's parameters, in the order CPython 3.11 checks
 * them (`initialize_locals` in ceval.c) and with its messages: positional arguments, `*args`,
 * keywords (unknown, duplicated, positional-only ones), too many positional, missing ones.
 */
import { exc, pyError } from './exceptions';
import type { Kwargs } from './objects';
import { PyDict, type PyFunction, PyTuple, type PyValue } from './values';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function nameList(names: string[]): string {
  const q = names.map((n) => `'${n}'`);
  if (q.length === 1) return q[0];
  if (q.length === 2) return `${q[0]} and ${q[1]}`;
  return `${q.slice(0, -1).join(', ')}, and ${q[q.length - 1]}`;
}

/**
 * The parameters' values for a call of `fn`, in `Params` order: positional, keyword-only,
 * then `*args` and `**kwargs` when the function has them. Raises TypeError as CPython does.
 */
export function bindArguments(fn: PyFunction, args: readonly PyValue[], kwargs: Kwargs): PyValue[] {
  const p = fn.params;
  const npos = p.positional.length;
  const nkw = p.kwonly.length;
  const total = npos + nkw;
  const values: (PyValue | undefined)[] = new Array(total + (p.vararg !== null ? 1 : 0) + (p.kwarg !== null ? 1 : 0)).fill(undefined);
  // Fast path: exactly the positional parameters, nothing else to decide.
  if (!kwargs && args.length === npos && p.vararg === null && p.kwarg === null && nkw === 0) {
    for (let i = 0; i < npos; i++) values[i] = args[i];
    return values as PyValue[];
  }
  const name = `${fn.qualname}()`;
  const given = Math.min(args.length, npos);
  for (let i = 0; i < given; i++) values[i] = args[i];
  let slot = total;
  if (p.vararg !== null) values[slot++] = new PyTuple(args.slice(npos));
  let extra: PyDict | null = null;
  if (p.kwarg !== null) {
    extra = new PyDict();
    values[slot] = extra;
  }
  if (kwargs) {
    for (const [k, v] of kwargs) {
      let j = -1;
      for (let i = p.posonlyCount; i < npos; i++) if (p.positional[i].name === k) j = i;
      if (j < 0) for (let i = 0; i < nkw; i++) if (p.kwonly[i].name === k) j = npos + i;
      if (j < 0) {
        if (extra) {
          extra.map.set(k, [k, v]);
          continue;
        }
        const posonly = p.positional.slice(0, p.posonlyCount).filter((x) => kwargs.has(x.name));
        if (posonly.length)
          throw pyError(exc.TypeError, `${name} got some positional-only arguments passed as keyword arguments: '${posonly.map((x) => x.name).join(', ')}'`);
        throw pyError(exc.TypeError, `${name} got an unexpected keyword argument '${k}'`);
      }
      if (values[j] !== undefined) throw pyError(exc.TypeError, `${name} got multiple values for argument '${k}'`);
      values[j] = v;
    }
  }
  if (args.length > npos && p.vararg === null) {
    const defcount = fn.defaults.length;
    const takes = defcount ? `from ${npos - defcount} to ${npos} positional arguments` : plural(npos, 'positional argument');
    const n = args.length;
    let kwonlyGiven = 0;
    for (let i = npos; i < total; i++) if (values[i] !== undefined) kwonlyGiven++;
    const more = kwonlyGiven ? ` positional argument${n === 1 ? '' : 's'} (and ${plural(kwonlyGiven, 'keyword-only argument')})` : '';
    throw pyError(exc.TypeError, `${name} takes ${takes} but ${n}${more} ${n === 1 && !kwonlyGiven ? 'was' : 'were'} given`);
  }
  const firstDefault = npos - fn.defaults.length;
  const missing: string[] = [];
  for (let i = 0; i < npos; i++) {
    if (values[i] !== undefined) continue;
    if (i >= firstDefault) values[i] = fn.defaults[i - firstDefault];
    else missing.push(p.positional[i].name);
  }
  if (missing.length) throw pyError(exc.TypeError, `${name} missing ${plural(missing.length, 'required positional argument')}: ${nameList(missing)}`);
  const missingKw: string[] = [];
  for (let i = 0; i < nkw; i++) {
    if (values[npos + i] !== undefined) continue;
    const d = fn.kwDefaults.get(p.kwonly[i].name);
    if (d !== undefined) values[npos + i] = d;
    else missingKw.push(p.kwonly[i].name);
  }
  if (missingKw.length) throw pyError(exc.TypeError, `${name} missing ${plural(missingKw.length, 'required keyword-only argument')}: ${nameList(missingKw)}`);
  return values as PyValue[];
}
