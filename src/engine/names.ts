/**
 * Loading, storing and deleting a name once the resolver has decided where it lives: each
 * becomes a closure over its slot, with CPython's NameError and UnboundLocalError messages.
 */
import { builtinScope } from './builtins/scope';
import { exc, exceptionState, pyError } from './exceptions';
import type { Frame } from './frame';
import { at } from './interpreter';
import type { NameRef } from './resolve';
import type { PyClass, PyInstance, PyValue } from './values';

/** A NameError raised for `name` carries it as `.name`, as CPython's does. */
function named(e: PyInstance, name: string): PyInstance {
  exceptionState(e).extra = new Map([['name', name]]);
  return e;
}

export function nameError(name: string): PyInstance {
  return named(pyError(exc.NameError, `name '${name}' is not defined`), name);
}

export function unboundLocal(name: string): PyInstance {
  return pyError(exc.UnboundLocalError, `cannot access local variable '${name}' where it is not associated with a value`);
}

export function unboundFree(name: string): PyInstance {
  return named(pyError(exc.NameError, `cannot access free variable '${name}' where it is not associated with a value in enclosing scope`), name);
}

function globalOrBuiltin(f: Frame, name: string): PyValue {
  const g = f.globals.get(name);
  if (g !== undefined) return g;
  const b = builtinScope.get(name);
  if (b !== undefined) return b;
  if (name === '__class__') {
    const cls = definingClass(f);
    if (cls) return cls;
  }
  throw nameError(name);
}

const COMPREHENSIONS = new Set(['<listcomp>', '<setcomp>', '<dictcomp>', '<genexpr>']);

/**
 * The class whose body defined the running method, or the method a function or comprehension is
 * nested in: CPython's implicit `__class__` cell, which a method (and what it nests) reads as
 * `__class__` and zero-argument `super()` uses. A class body's own code has none.
 */
export function definingClass(f: Frame): PyClass | null {
  let frame: Frame | null = f;
  while (frame && !frame.func && COMPREHENSIONS.has(frame.code.name)) frame = frame.parent;
  return frame?.func?.ownerClass ?? null;
}

export type Load = (f: Frame) => PyValue;
export type Store = (f: Frame, v: PyValue) => void;
export type Delete = (f: Frame) => void;

export function loader(ref: NameRef): Load {
  const name = ref.name;
  switch (ref.k) {
    case 'fast': {
      const slot = ref.slot;
      return (f) => {
        const v = f.fast[slot];
        if (v === undefined) throw unboundLocal(name);
        return v;
      };
    }
    case 'cell': {
      const { slot, free } = ref;
      return (f) => {
        const v = f.cells[slot].v;
        if (v === undefined) throw free ? unboundFree(name) : unboundLocal(name);
        return v;
      };
    }
    case 'global':
      return (f) => globalOrBuiltin(f, name);
    case 'name':
      return (f) => {
        const v = f.ns.get(name);
        return v !== undefined ? v : globalOrBuiltin(f, name);
      };
    case 'classcell': {
      const slot = ref.slot;
      return (f) => {
        const v = f.ns.get(name) ?? f.cells[slot].v;
        if (v === undefined) throw unboundFree(name);
        return v;
      };
    }
  }
}

/**
 * A name read as an expression on source line `line`: the line change (a CPython `line` event
 * when the frame was on another line) and the load in one closure, the hottest node of the
 * evaluator (the test inline, so reading a name on the current line costs one call).
 */
export function loaderAt(ref: NameRef, line: number): Load {
  const name = ref.name;
  switch (ref.k) {
    case 'fast': {
      const slot = ref.slot;
      return (f) => {
        if (f.line !== line) at(f, line);
        const v = f.fast[slot];
        if (v === undefined) throw unboundLocal(name);
        return v;
      };
    }
    case 'global':
      return (f) => {
        if (f.line !== line) at(f, line);
        const g = f.globals.get(name);
        return g !== undefined ? g : globalOrBuiltin(f, name);
      };
    case 'name':
      return (f) => {
        if (f.line !== line) at(f, line);
        const v = f.ns.get(name);
        return v !== undefined ? v : globalOrBuiltin(f, name);
      };
    default: {
      const load = loader(ref);
      return (f) => {
        at(f, line);
        return load(f);
      };
    }
  }
}

export function storer(ref: NameRef): Store {
  const name = ref.name;
  switch (ref.k) {
    case 'fast': {
      const slot = ref.slot;
      return (f, v) => {
        f.fast[slot] = v;
      };
    }
    case 'cell':
    case 'classcell': {
      const slot = ref.slot;
      return ref.k === 'cell'
        ? (f, v) => {
            f.cells[slot].v = v;
          }
        : (f, v) => {
            f.ns.set(name, v);
          };
    }
    case 'global':
      return (f, v) => {
        f.globals.set(name, v);
      };
    case 'name':
      return (f, v) => {
        f.ns.set(name, v);
      };
  }
}

export function deleter(ref: NameRef): Delete {
  const name = ref.name;
  switch (ref.k) {
    case 'fast': {
      const slot = ref.slot;
      return (f) => {
        if (f.fast[slot] === undefined) throw unboundLocal(name);
        f.fast[slot] = undefined;
      };
    }
    case 'cell': {
      const { slot, free } = ref;
      return (f) => {
        if (f.cells[slot].v === undefined) throw free ? unboundFree(name) : unboundLocal(name);
        f.cells[slot].v = undefined;
      };
    }
    case 'global':
      return (f) => {
        if (!f.globals.delete(name)) throw nameError(name);
      };
    case 'name':
    case 'classcell':
      return (f) => {
        if (!f.ns.delete(name)) throw nameError(name);
      };
  }
}

/** Unbinds a name without complaint (the end of an `except ... as name:` block). */
export function clearer(ref: NameRef): Delete {
  const name = ref.name;
  switch (ref.k) {
    case 'fast': {
      const slot = ref.slot;
      return (f) => {
        f.fast[slot] = undefined;
      };
    }
    case 'cell': {
      const slot = ref.slot;
      return (f) => {
        f.cells[slot].v = undefined;
      };
    }
    case 'global':
      return (f) => {
        f.globals.delete(name);
      };
    case 'name':
    case 'classcell':
      return (f) => {
        f.ns.delete(name);
      };
  }
}
