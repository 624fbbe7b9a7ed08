/** Binding call arguments to a Python function's parameters, with CPython's error messages. */
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

/** The new frame's locals for a call of `fn`; raises TypeError as CPython 3.11 does. */
export function bindArguments(fn: PyFunction, args: PyValue[], kwargs: Kwargs): Map<string, PyValue> {
  const p = fn.params;
  const vars = new Map<string, PyValue>();
  const name = `${fn.qualname}()`;
  const npos = p.positional.length;
  for (let i = 0; i < Math.min(args.length, npos); i++) vars.set(p.positional[i].name, args[i]);
  if (args.length > npos) {
    if (p.vararg === null) {
      const required = p.positional.filter((x) => !x.default).length;
      const takes = required === npos ? plural(npos, 'positional argument') : `from ${required} to ${npos} positional arguments`;
      const given = args.length;
      const kwGiven = kwargs ? [...kwargs.keys()].filter((k) => p.kwonly.some((x) => x.name === k)).length : 0;
      const extra = kwGiven ? ` positional argument${given === 1 ? '' : 's'} (and ${plural(kwGiven, 'keyword-only argument')})` : '';
      throw pyError(exc.TypeError, `${name} takes ${takes} but ${given}${extra} ${given === 1 && !extra ? 'was' : 'were'} given`);
    }
  }
  if (p.vararg !== null) vars.set(p.vararg, new PyTuple(args.slice(npos)));
  let extraKw: PyDict | null = null;
  if (p.kwarg !== null) {
    extraKw = new PyDict();
    vars.set(p.kwarg, extraKw);
  }
  if (kwargs) {
    for (const [k, v] of kwargs) {
      const posIndex = p.positional.findIndex((x) => x.name === k);
      const isParam = (posIndex >= p.posonlyCount && posIndex >= 0) || p.kwonly.some((x) => x.name === k);
      if (isParam) {
        if (vars.has(k)) throw pyError(exc.TypeError, `${name} got multiple values for argument '${k}'`);
        vars.set(k, v);
      } else if (extraKw) {
        extraKw.map.set(k, [k, v]);
      } else {
        throw pyError(exc.TypeError, `${name} got an unexpected keyword argument '${k}'`);
      }
    }
  }
  const firstDefault = npos - fn.defaults.length;
  const missing: string[] = [];
  p.positional.forEach((x, i) => {
    if (vars.has(x.name)) return;
    if (i >= firstDefault) vars.set(x.name, fn.defaults[i - firstDefault]);
    else missing.push(x.name);
  });
  if (missing.length) throw pyError(exc.TypeError, `${name} missing ${plural(missing.length, 'required positional argument')}: ${nameList(missing)}`);
  const missingKw: string[] = [];
  for (const x of p.kwonly) {
    if (vars.has(x.name)) continue;
    const d = fn.kwDefaults.get(x.name);
    if (d !== undefined) vars.set(x.name, d);
    else missingKw.push(x.name);
  }
  if (missingKw.length) throw pyError(exc.TypeError, `${name} missing ${plural(missingKw.length, 'required keyword-only argument')}: ${nameList(missingKw)}`);
  return vars;
}
