/**
 * Simulated `pprint`: `pformat`, `pprint` and `pp`, ported from CPython 3.11's PrettyPrinter for
 * what scripts print with it — dicts (keys sorted unless `sort_dicts=False`), lists, tuples, sets
 * and strings, nested, with `indent`, `width` and `compact`. A value too wide for its line whose
 * CPython layout the explainer does not simulate (a dataclass, `OrderedDict`, `Counter`, `deque`,
 * bytes...) is refused by name, as are `depth`, `underscore_numbers` and the `PrettyPrinter` class.
 */
import {
  argAt,
  builtin,
  builtinTypes,
  call,
  checkKwargs,
  currentRun,
  exc,
  getAttr,
  index,
  isException,
  type Kwargs,
  type PyClass,
  PyDict,
  PyList,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  repr,
  sortValues,
  toArray,
  truthy,
  typeOf,
  unsupported,
} from '../../engine/api';

interface Options {
  indent: number;
  width: number;
  compact: boolean;
  sortDicts: boolean;
}

const plen = (s: string) => [...s].length;

/** The builtin container layouts CPython's printer has (`_dispatch`), when the value's class keeps the builtin `__repr__`. */
type Kind = 'dict' | 'list' | 'tuple' | 'set' | 'str' | 'other' | 'special';

function kindOf(v: PyValue): Kind {
  if (typeof v === 'string') return 'str';
  const cls = typeOf(v);
  // A subclass that defines its own __repr__ is printed by it, as CPython dispatches on __repr__.
  for (const c of cls.mro) {
    if (c.heap && c.dict.has('__repr__')) return 'other';
    if (!c.heap) break;
  }
  const base = cls.mro.find((c) => !c.heap) as PyClass;
  if (base === builtinTypes.dict && v instanceof PyDict) return 'dict';
  if (base === builtinTypes.list && v instanceof PyList) return 'list';
  if (base === builtinTypes.tuple && v instanceof PyTuple) return 'tuple';
  if ((base === builtinTypes.set || base === builtinTypes.frozenset) && v instanceof PySet) return 'set';
  if (base === builtinTypes.str) return 'str';
  if (v instanceof PyDict || base.module === 'collections' || base === builtinTypes.bytes || base === builtinTypes.bytearray) return 'special';
  if (cls.lookup('__dataclass_fields__') !== undefined || (base.module === 'types' && base.name === 'SimpleNamespace')) return 'special';
  return 'other';
}

/** Sorted as `sorted(..., key=_safe_key)`; values Python cannot order are refused (CPython falls back to their ids). */
function safeSorted(items: PyValue[], keys: PyValue[], what: string): PyValue[] {
  try {
    const order = sortValues(
      keys.map((_, i) => BigInt(i)),
      builtin('key', (a) => keys[Number(a[0])]),
      false,
    );
    return order.map((i) => items[Number(i)]);
  } catch (e) {
    if (isException(e) && e.type.isSubclassOf(exc.TypeError)) unsupported(`pprint of ${what} whose items cannot be ordered (CPython orders them by id)`);
    throw e;
  }
}

function dictItems(d: PyDict, o: Options): [PyValue, PyValue][] {
  const items = [...d.map.values()];
  if (!o.sortDicts) return items;
  return safeSorted(
    items.map((_, i) => BigInt(i)),
    items.map(([k]) => k),
    'a dict',
  ).map((i) => items[Number(i)]);
}

/** CPython's `_safe_repr`: repr, with dict keys sorted throughout builtin containers; a container inside itself is refused. */
function safeRepr(v: PyValue, o: Options, context: Set<PyValue>): string {
  const kind = kindOf(v);
  if (kind !== 'dict' && kind !== 'list' && kind !== 'tuple') return repr(v);
  if (context.has(v)) unsupported('pprint of a container that holds itself');
  context.add(v);
  try {
    if (kind === 'dict') {
      const items = dictItems(v as PyDict, o);
      return `{${items.map(([k, x]) => `${safeRepr(k, o, context)}: ${safeRepr(x, o, context)}`).join(', ')}}`;
    }
    const items = (v as PyList | PyTuple).items;
    const inner = items.map((x) => safeRepr(x, o, context)).join(', ');
    if (kind === 'list') return `[${inner}]`;
    return items.length === 1 ? `(${inner},)` : `(${inner})`;
  } finally {
    context.delete(v);
  }
}

class Printer {
  out = '';
  constructor(readonly o: Options) {}

  format(v: PyValue, indent: number, allowance: number, context: Set<PyValue>, level: number): void {
    if (context.has(v)) unsupported('pprint of a container that holds itself');
    const rep = safeRepr(v, this.o, context);
    const maxWidth = this.o.width - indent - allowance;
    if (plen(rep) <= maxWidth) {
      this.out += rep;
      return;
    }
    const kind = kindOf(v);
    if (kind === 'other') {
      this.out += rep;
      return;
    }
    if (kind === 'special') unsupported(`pprint's layout of a ${typeOf(v).name} wider than the line`);
    context.add(v);
    if (kind === 'dict') this.dict(v as PyDict, indent, allowance, context, level + 1);
    else if (kind === 'list') this.sequence('[', ']', (v as PyList).items, indent, allowance, context, level + 1);
    else if (kind === 'tuple') {
      const items = (v as PyTuple).items;
      this.sequence('(', items.length === 1 ? ',)' : ')', items, indent, allowance, context, level + 1);
    } else if (kind === 'set') this.set(v as PySet, indent, allowance, context, level + 1);
    else this.str(v as string, indent, allowance, level + 1);
    context.delete(v);
  }

  private pad(): void {
    if (this.o.indent > 1) this.out += ' '.repeat(this.o.indent - 1);
  }

  dict(d: PyDict, indent: number, allowance: number, context: Set<PyValue>, level: number): void {
    this.out += '{';
    this.pad();
    const items = dictItems(d, this.o);
    const inner = indent + this.o.indent;
    items.forEach(([k, v], i) => {
      const last = i === items.length - 1;
      const rep = safeRepr(k, this.o, context);
      this.out += `${rep}: `;
      this.format(v, inner + plen(rep) + 2, last ? allowance + 1 : 1, context, level);
      if (!last) this.out += `,\n${' '.repeat(inner)}`;
    });
    this.out += '}';
  }

  sequence(
    open: string,
    close: string,
    items: readonly PyValue[],
    indent: number,
    allowance: number,
    context: Set<PyValue>,
    level: number,
    extraIndent = 0,
  ): void {
    this.out += open;
    this.items(items, indent + extraIndent, allowance + plen(close), context, level);
    this.out += close;
  }

  set(s: PySet, indent: number, allowance: number, context: Set<PyValue>, level: number): void {
    const cls = typeOf(s);
    const items = toArray(s);
    if (items.length === 0) {
      this.out += repr(s);
      return;
    }
    const sorted = safeSorted(items, items, 'a set');
    if (cls === builtinTypes.set) this.sequence('{', '}', sorted, indent, allowance, context, level);
    else {
      this.out += `${cls.name}(`;
      this.sequence('{', '})', sorted, indent, allowance, context, level, plen(cls.name) + 1);
    }
  }

  /** CPython's `_format_items`. */
  items(items: readonly PyValue[], indent0: number, allowance: number, context: Set<PyValue>, level: number): void {
    const indent = indent0 + this.o.indent;
    this.pad();
    const delimnl = `,\n${' '.repeat(indent)}`;
    let delim = '';
    let width = this.o.width - indent + 1;
    let maxWidth = width;
    items.forEach((ent, i) => {
      const last = i === items.length - 1;
      if (last) {
        maxWidth -= allowance;
        width -= allowance;
      }
      if (this.o.compact) {
        const rep = safeRepr(ent, this.o, context);
        const w = plen(rep) + 2;
        if (width < w) {
          width = maxWidth;
          if (delim) delim = delimnl;
        }
        if (width >= w) {
          width -= w;
          this.out += delim + rep;
          delim = ', ';
          return;
        }
      }
      this.out += delim;
      delim = delimnl;
      this.format(ent, indent, last ? allowance : 1, context, level);
    });
  }

  /** CPython's `_pprint_str`: a long string split at word ends into adjacent literals. */
  str(s: string, indent0: number, allowance0: number, level: number): void {
    if (s.length === 0) {
      this.out += repr(s);
      return;
    }
    let indent = indent0;
    let allowance = allowance0;
    if (level === 1) {
      indent += 1;
      allowance += 1;
    }
    const lines = splitlines(s) as string[];
    const chunks: string[] = [];
    let maxWidth1 = this.o.width - indent;
    const maxWidth = this.o.width - indent;
    let rep = '';
    lines.forEach((line, i) => {
      rep = repr(line);
      if (i === lines.length - 1) maxWidth1 -= allowance;
      if (plen(rep) <= maxWidth1) {
        chunks.push(rep);
        return;
      }
      const parts = line.match(/\S*\s*/gu) ?? [];
      parts.pop();
      let maxWidth2 = maxWidth;
      let current = '';
      parts.forEach((part, j) => {
        const candidate = current + part;
        if (j === parts.length - 1 && i === lines.length - 1) maxWidth2 -= allowance;
        if (plen(repr(candidate)) > maxWidth2) {
          if (current) chunks.push(repr(current));
          current = part;
        } else current = candidate;
      });
      if (current) chunks.push(repr(current));
    });
    if (chunks.length === 1) {
      this.out += rep;
      return;
    }
    if (level === 1) this.out += '(';
    this.out += chunks.join(`\n${' '.repeat(indent)}`);
    if (level === 1) this.out += ')';
  }
}

/** `str.splitlines(True)`, the engine's own. */
function splitlines(s: string): string[] {
  return (call(getAttr(s, 'splitlines'), [true], null) as PyList).items as string[];
}

const KEYWORDS = ['object', 'indent', 'width', 'depth', 'compact', 'sort_dicts', 'underscore_numbers'];

function options(args: PyValue[], kw: Kwargs, first: number, sortDicts: boolean): Options {
  const depth = argAt(args, first + 2, kw, 'depth');
  if (depth !== undefined && depth !== null) unsupported("pprint's depth argument");
  if (truthy(kw?.get('underscore_numbers') ?? false)) unsupported("pprint's underscore_numbers");
  const indent = Number(index(argAt(args, first, kw, 'indent') ?? 1n));
  const width = Number(index(argAt(args, first + 1, kw, 'width') ?? 80n));
  if (indent < 0) throw pyError(exc.ValueError, 'indent must be >= 0');
  if (width < 0) throw pyError(exc.ValueError, 'width must be != 0');
  return { indent, width, compact: truthy(argAt(args, first + 3, kw, 'compact') ?? false), sortDicts: truthy(kw?.get('sort_dicts') ?? sortDicts) };
}

function pformat(v: PyValue, o: Options): string {
  const p = new Printer(o);
  p.format(v, 0, 0, new Set(), 0);
  return p.out;
}

function printTo(args: PyValue[], kw: Kwargs, fname: string, sortDicts: boolean): PyValue {
  checkKwargs(fname, kw, [...KEYWORDS, 'stream']);
  const stream = argAt(args, 1, kw, 'stream') ?? null;
  if (stream !== null) unsupported(`${fname} to a stream`);
  const o = options(args, kw, 2, sortDicts);
  currentRun().stdout.push(`${pformat(args[0] ?? kw?.get('object') ?? null, o)}\n`);
  return null;
}

registerModule('pprint', () => ({
  pformat: builtin('pformat', (args, kw) => {
    checkKwargs('pformat', kw, KEYWORDS);
    return pformat(argAt(args, 0, kw, 'object') ?? null, options(args, kw, 1, true));
  }),
  pprint: builtin('pprint', (args, kw) => printTo(args, kw, 'pprint', true)),
  pp: builtin('pp', (args, kw) => printTo(args, kw, 'pp', false)),
  isreadable: builtin('isreadable', () => unsupported('pprint.isreadable')),
  saferepr: builtin('saferepr', (args) => safeRepr(args[0] ?? null, { indent: 1, width: 80, compact: false, sortDicts: true }, new Set())),
}));
