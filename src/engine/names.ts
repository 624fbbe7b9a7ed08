/** Name lookup and binding with Python's scoping rules (LEGB, `global`, `nonlocal`). */

import { builtinScope } from './builtins/scope';
import { exc, pyError } from './exceptions';
import type { Env } from './frame';
import type { PyValue } from './values';

function nameError(name: string) {
  return pyError(exc.NameError, `name '${name}' is not defined`);
}

/** The value a name has in `env`; raises NameError or UnboundLocalError. */
export function lookupName(env: Env, name: string): PyValue {
  if (env.kind === 'function') {
    if (env.localNames?.has(name)) {
      const v = env.vars.get(name);
      if (v === undefined) throw pyError(exc.UnboundLocalError, `cannot access local variable '${name}' where it is not associated with a value`);
      return v;
    }
    if (env.globalNames?.has(name)) return globalOrBuiltin(env, name);
  } else if (env.kind !== 'module') {
    const v = env.vars.get(name);
    if (v !== undefined) return v;
  }
  // Enclosing function scopes (class scopes are not visible from inside their methods).
  for (let p = env.kind === 'module' ? null : env.parent; p; p = p.parent) {
    if (p.kind === 'module') break;
    if (p.kind === 'class') continue;
    const v = p.vars.get(name);
    if (v !== undefined) return v;
    if (p.kind === 'function' && p.localNames?.has(name))
      throw pyError(exc.NameError, `cannot access free variable '${name}' where it is not associated with a value in enclosing scope`);
  }
  return globalOrBuiltin(env, name);
}

function globalOrBuiltin(env: Env, name: string): PyValue {
  const g = env.frame.globals.get(name);
  if (g !== undefined) return g;
  const b = builtinScope.get(name);
  if (b !== undefined) return b;
  throw nameError(name);
}

/** Binds `name` in the scope Python would bind it in. */
export function storeName(env: Env, name: string, value: PyValue): void {
  if (env.kind === 'function' && env.declared?.has(name)) {
    if (env.globalNames?.has(name)) {
      env.frame.globals.set(name, value);
      return;
    }
    for (let p = env.parent; p; p = p.parent) {
      if (p.kind === 'function' && (p.vars.has(name) || p.localNames?.has(name))) {
        p.vars.set(name, value);
        return;
      }
    }
  }
  env.vars.set(name, value);
}

/** `del name`. */
export function deleteName(env: Env, name: string): void {
  const vars = env.kind === 'function' && env.globalNames?.has(name) ? env.frame.globals : env.vars;
  if (!vars.delete(name)) {
    if (env.kind === 'function' && env.localNames?.has(name))
      throw pyError(exc.UnboundLocalError, `cannot access local variable '${name}' where it is not associated with a value`);
    throw nameError(name);
  }
}
