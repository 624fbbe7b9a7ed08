/** The `class` statement: run the body in its own namespace, then make the class from it. */

import { exc, pyError } from './exceptions';
import { evalExpr } from './expressions';
import type { Env, Frame } from './frame';
import type { Interpreter } from './interpreter';
import { makeClass } from './make-class';
import { iterate } from './objects';
import type { ClassDef } from './syntax/ast';
import { type PyClass, PyDict, type PyValue } from './values';

export function defineClass(interp: Interpreter, s: ClassDef, env: Env): PyClass {
  const bases: PyValue[] = [];
  const keywords = new Map<string, PyValue>();
  for (const a of s.bases) {
    const v = evalExpr(interp, a.value, env);
    if (a.kind === 'kw' && a.name) keywords.set(a.name, v);
    else if (a.kind === 'pos') bases.push(v);
    else if (a.kind === 'star') {
      const it = iterate(v);
      for (let r = it.next(); !r.done; r = it.next()) bases.push(r.value);
    } else if (v instanceof PyDict) {
      for (const [k, x] of v.map.values()) {
        if (typeof k !== 'string') throw pyError(exc.TypeError, 'keywords must be strings');
        keywords.set(k, x);
      }
    } else throw pyError(exc.TypeError, 'argument after ** must be a mapping');
  }
  env.frame.line = s.line;
  const qualname = env.kind === 'function' ? `${env.frame.name}.<locals>.${s.name}` : env.kind === 'class' ? `${env.frame.name}.${s.name}` : s.name;
  const frame: Frame = {
    file: env.frame.file,
    name: qualname,
    kind: 'class',
    globals: env.frame.globals,
    parent: interp.current,
    traced: false,
    stmt: null,
    line: s.line,
  };
  const namespace = new Map<string, PyValue>();
  const moduleName = env.frame.globals.get('__name__');
  namespace.set('__module__', typeof moduleName === 'string' ? moduleName : '__walkthrough__');
  namespace.set('__qualname__', qualname);
  const first = s.body[0];
  namespace.set('__doc__', first?.k === 'Expr' && first.value.k === 'Const' && typeof first.value.value === 'string' ? first.value.value : null);
  const body: Env = { frame, vars: namespace, kind: 'class', localNames: null, globalNames: null, declared: null, parent: env.kind === 'module' ? null : env };
  const saved = interp.current;
  interp.current = frame;
  try {
    interp.execBlock(s.body, body);
  } finally {
    interp.current = saved;
  }
  return makeClass(s.name, bases, namespace, keywords);
}
