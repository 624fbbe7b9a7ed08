/** The `class` statement compiled: bases and keywords, the body run in its own namespace, then the class. */

import { defineClass } from './classes';
import { type Ctx, classCode } from './compile';
import { compileExpr } from './compile-expr';
import { captureClosure, closureSlots, qualPrefix } from './compile-function';
import { decoratorOwner } from './decorator-owners';
import { exc, pyError } from './exceptions';
import type { Eval } from './frame';
import { prepareClass } from './make-class';
import { Namespace } from './namespace';
import { toArray, typeName } from './objects';
import type { ClassDef } from './syntax/ast';
import { PyDict, type PyValue } from './values';

export function compileClassDef(ctx: Ctx, s: ClassDef): Eval {
  const args = s.bases.map((a) => ({ kind: a.kind, name: a.name, value: compileExpr(ctx, a.value) }));
  const code = classCode(ctx, s);
  const slots = closureSlots(ctx.scope, code);
  const name = ctx.scope.mangle(s.name);
  const first = s.body[0];
  const doc = first?.k === 'Expr' && first.value.k === 'Const' && typeof first.value.value === 'string' ? first.value.value : null;
  // The reference runner recognises a class body by its code's first line, which for a decorated
  // class is the first decorator's line, not the `class` line it looks for: so a decorated class's
  // body is traced like a function's, starting with an event at the decorator line.
  const decoratorLine = s.decorators.length ? (decoratorOwner(s) ?? s.decorators[0].span.line) : null;
  return (f) => {
    const bases: PyValue[] = [];
    const keywords = new Map<string, PyValue>();
    for (const a of args) {
      const v = a.value(f);
      if (a.kind === 'kw' && a.name) keywords.set(a.name, v);
      else if (a.kind === 'pos') bases.push(v);
      else if (a.kind === 'star') bases.push(...toArray(v));
      else if (v instanceof PyDict) {
        for (const [k, x] of v.map.values()) {
          if (typeof k !== 'string') throw pyError(exc.TypeError, 'keywords must be strings');
          keywords.set(k, x);
        }
      } else throw pyError(exc.TypeError, `argument after ** must be a mapping, not ${typeName(v)}`);
    }
    f.line = s.line;
    const prepared = prepareClass(name, bases, keywords);
    const qualname = qualPrefix(f) + name;
    const namespace = new Namespace();
    for (const [k, v] of prepared) namespace.set(k, v);
    const moduleName = f.globals.get('__name__');
    namespace.set('__module__', typeof moduleName === 'string' ? moduleName : '__walkthrough__');
    namespace.set('__qualname__', qualname);
    namespace.set('__doc__', doc);
    f.rt.runClassBody(code, f, namespace, qualname, captureClosure(f, slots), decoratorLine);
    return defineClass(name, qualname, bases, namespace, keywords, f.globals);
  };
}
