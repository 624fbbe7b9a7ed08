/** The `class` statement: run the body in its own namespace, then build the class. */

import { exc, pyError } from './exceptions';
import { evalExpr } from './expressions';
import type { Env, Frame } from './frame';
import type { Interpreter } from './interpreter';
import type { ClassDef } from './syntax/ast';
import { objectType, PyClass, PyFunction, PyGenericAlias, PyOpaque, PyTuple, type PyValue } from './values';

export function defineClass(interp: Interpreter, s: ClassDef, env: Env): PyClass {
  const bases: PyClass[] = [];
  const keywords = new Map<string, PyValue>();
  // `Generic[T]` or `Base[int]` as a base stands for its origin class (`__mro_entries__`); the
  // written bases are kept as `__orig_bases__`, which typing reads the class's parameters from.
  const written: PyValue[] = [];
  for (const a of s.bases) {
    const v = evalExpr(interp, a.value, env);
    if (a.kind === 'kw' && a.name) keywords.set(a.name, v);
    else if (a.kind === 'pos') {
      written.push(v);
      const base = v instanceof PyGenericAlias && v.origin instanceof PyClass ? v.origin : v;
      if (!(base instanceof PyClass)) throw pyError(exc.TypeError, 'bases must be types');
      if (!bases.includes(base)) bases.push(base);
    } else throw pyError(exc.TypeError, 'unsupported class argument');
  }
  env.frame.line = s.line;
  const qualname = env.kind === 'function' ? `${env.frame.name}.<locals>.${s.name}` : env.kind === 'class' ? `${env.frame.name}.${s.name}` : s.name;
  // The reference runner recognises a class body by its code's first line, which for a decorated
  // class is the first decorator's line, not the `class` line it looks for: so a decorated class's
  // body is traced like a function's, starting with an event at the decorator line.
  const decoratorLine = s.decorators.length ? s.decorators[0].span.line : null;
  const frame: Frame = {
    file: env.frame.file,
    name: qualname,
    kind: 'class',
    globals: env.frame.globals,
    parent: interp.current,
    traced: decoratorLine !== null,
    stmt: null,
    line: s.line,
  };
  const namespace = new Map<string, PyValue>();
  namespace.set('__module__', '__walkthrough__');
  namespace.set('__qualname__', qualname);
  const first = s.body[0];
  namespace.set('__doc__', first?.k === 'Expr' && first.value.k === 'Const' && typeof first.value.value === 'string' ? first.value.value : null);
  const body: Env = { frame, vars: namespace, kind: 'class', localNames: null, globalNames: null, declared: null, parent: env.kind === 'module' ? null : env };
  const saved = interp.current;
  interp.current = frame;
  if (decoratorLine !== null) {
    interp.tracer.enter(frame, body);
    frame.stmt = { k: 'Pass', line: decoratorLine, span: s.decorators[0].span };
    frame.line = decoratorLine;
    interp.tracer.lineEvent(frame, decoratorLine);
  }
  try {
    interp.execBlock(s.body, body);
  } finally {
    if (decoratorLine !== null) interp.tracer.leave(frame);
    interp.current = saved;
  }
  const cls = new PyClass(s.name, bases.length ? bases : [objectType], {}, '__walkthrough__');
  cls.qualname = qualname;
  cls.definingGlobals = env.frame.globals;
  for (const [k, v] of namespace) {
    cls.dict.set(k, v);
    const fn = v instanceof PyOpaque && v.payload instanceof PyFunction ? v.payload : v;
    if (fn instanceof PyFunction) {
      fn.qualname = `${qualname}.${fn.name}`;
      fn.ownerClass = cls;
    }
  }
  for (const [k, v] of keywords) cls.dict.set(`__kw_${k}__`, v);
  if (written.some((v) => v instanceof PyGenericAlias)) cls.dict.set('__orig_bases__', new PyTuple(written));
  // Let a native base (pydantic's BaseModel) build its class-level state from the finished body.
  for (const b of cls.mro.slice(1)) {
    const hook = b.slots.initSubclass;
    if (hook) {
      hook(cls);
      break;
    }
  }
  return cls;
}
