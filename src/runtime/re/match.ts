/** `re.Match`: one match's groups and spans, in Python's code-point positions. */

import { builtin, exc, hashKey, NativeObject, objectType, PyClass, PyDict, PyTuple, type PyValue, pyError, repr, typeName } from '../../engine/api';
import { expand } from './pattern';

export const matchType = new PyClass('Match', [objectType], {}, 're');

/** Code-point index of a UTF-16 index in `s` (the same when `s` has no astral characters). */
export function toPoint(s: string, unit: number): number {
  return /[\uD800-\uDFFF]/.test(s) ? [...s.slice(0, unit)].length : unit;
}

/** UTF-16 index of a code-point index in `s`. */
export function toUnit(s: string, point: number): number {
  if (!/[\uD800-\uDFFF]/.test(s)) return point;
  return [...s].slice(0, point).join('').length;
}

export interface PatternInfo {
  readonly pattern: PyValue;
  readonly groups: number;
  readonly names: Map<string, number>;
}

export class MatchV extends NativeObject {
  constructor(
    readonly re: PyValue,
    readonly info: PatternInfo,
    readonly string: string,
    /** [start, end] in UTF-16 units per group (group 0 first), undefined when the group did not take part. */
    readonly spans: ([number, number] | undefined)[],
    readonly pos: number,
    readonly endpos: number,
  ) {
    super();
  }
  get cls(): PyClass {
    return matchType;
  }
  groupIndex(g: PyValue): number {
    if (typeof g === 'bigint' || typeof g === 'boolean') {
      const i = Number(g);
      if (i >= 0 && i <= this.info.groups) return i;
    } else if (typeof g === 'string' && this.info.names.has(g)) return this.info.names.get(g) as number;
    throw pyError(exc.IndexError, 'no such group');
  }
  text(i: number, dflt: PyValue = null): PyValue {
    const span = this.spans[i];
    return span === undefined ? dflt : this.string.slice(span[0], span[1]);
  }
  span(i: number): [number, number] {
    const s = this.spans[i];
    return s === undefined ? [-1, -1] : [toPoint(this.string, s[0]), toPoint(this.string, s[1])];
  }
  /** The group that closed last (Python's `lastindex`), or null. */
  lastIndex(): number | null {
    let best: number | null = null;
    for (let i = 1; i < this.spans.length; i++) {
      const s = this.spans[i];
      if (s === undefined) continue;
      if (best === null || s[1] > (this.spans[best] as [number, number])[1]) best = i;
    }
    return best;
  }
}

function groupArgs(m: MatchV, args: PyValue[]): PyValue {
  if (args.length === 0) return m.text(0);
  if (args.length === 1) return m.text(m.groupIndex(args[0]));
  return new PyTuple(args.map((a) => m.text(m.groupIndex(a))));
}

matchType.slots.repr = (self) => {
  const m = self as MatchV;
  const [a, b] = m.span(0);
  return `<re.Match object; span=(${a}, ${b}), match=${repr(m.text(0))}>`;
};
matchType.slots.bool = () => true;
matchType.slots.getitem = (self, key) => (self as MatchV).text((self as MatchV).groupIndex(key));
matchType.slots.getattr = (self, name) => {
  const m = self as MatchV;
  const method = (fn: (args: PyValue[]) => PyValue) => builtin(name, (args) => fn(args));
  switch (name) {
    case 'string':
      return m.string;
    case 're':
      return m.re;
    case 'pos':
      return BigInt(m.pos);
    case 'endpos':
      return BigInt(m.endpos);
    case 'lastindex': {
      const i = m.lastIndex();
      return i === null ? null : BigInt(i);
    }
    case 'lastgroup': {
      const i = m.lastIndex();
      if (i === null) return null;
      for (const [n, g] of m.info.names) if (g === i) return n;
      return null;
    }
    case 'group':
      return method((args) => groupArgs(m, args));
    case 'groups':
      return method((args) => new PyTuple(Array.from({ length: m.info.groups }, (_, k) => m.text(k + 1, args[0] ?? null))));
    case 'groupdict':
      return method((args) => {
        const d = new PyDict();
        for (const [n, g] of m.info.names) d.map.set(hashKey(n), [n, m.text(g, args[0] ?? null)]);
        return d;
      });
    case 'expand':
      return method((args) => expand(checkString(args[0] ?? null), m));
    case 'start':
    case 'end':
    case 'span':
      return method((args) => {
        const [a, b] = m.span(args.length ? m.groupIndex(args[0]) : 0);
        return name === 'start' ? BigInt(a) : name === 'end' ? BigInt(b) : new PyTuple([BigInt(a), BigInt(b)]);
      });
    default:
      return undefined;
  }
};

export function checkString(v: PyValue): string {
  if (typeof v !== 'string') throw pyError(exc.TypeError, `expected string or bytes-like object, got '${typeName(v)}'`);
  return v;
}
