/**
 * Evaluates a string annotation (`'Tree'`, `'list[Node] | None'`, `"Literal['a']"`) against a
 * namespace, as `typing._eval_type` does for pydantic's forward references. Annotations are a
 * small language — names, attributes, subscripts, `|`, tuples, lists and literals — so it is
 * parsed here rather than by the interpreter; anything else is refused by name.
 */
import { binop, builtinTypes, Ellipsis, exc, getAttr, getItem, PyList, PyTuple, type PyValue, pyError } from '../../engine/api';

/** Raised when the annotation names something the namespace does not define (yet). */
export class UndefinedName {
  constructor(readonly name: string) {}
}

type Token = { readonly k: 'name' | 'str' | 'num' | 'op'; readonly v: string };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const re = /\s*(?:([A-Za-z_][A-Za-z0-9_]*)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d*)?(?:[eE][+-]?\d+)?)|(\.\.\.|[[\](),.|-]))/y;
  let i = 0;
  while (i < src.length) {
    if (/^\s*$/.test(src.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(src);
    if (!m) throw pyError(exc.ValueError, `Forward reference must be an expression -- got ${JSON.stringify(src)}`);
    if (m[1]) out.push({ k: 'name', v: m[1] });
    else if (m[2]) out.push({ k: 'str', v: m[2] });
    else if (m[3]) out.push({ k: 'num', v: m[3] });
    else out.push({ k: 'op', v: m[4] });
    i = re.lastIndex;
  }
  return out;
}

function unquote(text: string): string {
  return text.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t', r: '\r' })[c] ?? c);
}

const builtinNames: Record<string, PyValue> = {
  int: builtinTypes.int,
  float: builtinTypes.float,
  str: builtinTypes.str,
  bool: builtinTypes.bool,
  list: builtinTypes.list,
  dict: builtinTypes.dict,
  tuple: builtinTypes.tuple,
  set: builtinTypes.set,
  frozenset: builtinTypes.frozenset,
  object: builtinTypes.object,
  type: builtinTypes.type,
  complex: builtinTypes.complex,
};

/** Evaluates `src` with names looked up in `locals`, then `globals`, then the builtins. */
export function evalAnnotation(src: string, globals: ReadonlyMap<string, PyValue>, locals?: ReadonlyMap<string, PyValue>): PyValue {
  const toks = tokenize(src);
  let pos = 0;
  const peek = (v: string) => toks[pos]?.k === 'op' && toks[pos].v === v;
  const expect = (v: string) => {
    if (!peek(v)) throw pyError(exc.ValueError, `Forward reference must be an expression -- got ${JSON.stringify(src)}`);
    pos++;
  };
  const name = (n: string): PyValue => {
    if (n === 'None') return null;
    if (n === 'True') return true;
    if (n === 'False') return false;
    const v = locals?.get(n) ?? globals.get(n) ?? builtinNames[n];
    if (v === undefined) throw new UndefinedName(n);
    return v;
  };
  const list = (close: string): PyValue[] => {
    const items: PyValue[] = [];
    while (!peek(close)) {
      items.push(union());
      if (!peek(close)) expect(',');
    }
    expect(close);
    return items;
  };
  const atom = (): PyValue => {
    const t = toks[pos++];
    if (!t) throw pyError(exc.ValueError, `Forward reference must be an expression -- got ${JSON.stringify(src)}`);
    if (t.k === 'name') return name(t.v);
    if (t.k === 'str') return unquote(t.v);
    if (t.k === 'num') return /[.eE]/.test(t.v) ? Number(t.v) : BigInt(t.v);
    if (t.v === '...') return Ellipsis;
    if (t.v === '(') {
      const items = list(')');
      return items.length === 1 ? items[0] : new PyTuple(items);
    }
    if (t.v === '[') return new PyList(list(']'));
    throw pyError(exc.ValueError, `Forward reference must be an expression -- got ${JSON.stringify(src)}`);
  };
  const primary = (): PyValue => {
    let v = atom();
    for (;;) {
      if (peek('.')) {
        pos++;
        const t = toks[pos++];
        if (t?.k !== 'name') throw pyError(exc.ValueError, `Forward reference must be an expression -- got ${JSON.stringify(src)}`);
        v = getAttr(v, t.v);
      } else if (peek('[')) {
        pos++;
        const items = list(']');
        v = getItem(v, items.length === 1 ? items[0] : new PyTuple(items));
      } else return v;
    }
  };
  const union = (): PyValue => {
    let v = primary();
    while (peek('|')) {
      pos++;
      v = binop('|', v, primary());
    }
    return v;
  };
  const v = union();
  if (pos !== toks.length) throw pyError(exc.ValueError, `Forward reference must be an expression -- got ${JSON.stringify(src)}`);
  return v;
}
