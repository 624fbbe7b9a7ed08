/**
 * `re.Pattern`: a translated pattern and the searches Python runs with it — search, match,
 * fullmatch, findall, finditer, sub/subn (template or function replacement), split — with
 * Python's rules for empty matches (the search after an empty match must move on) and groups.
 */
import { call, exc, hash, NativeObject, objectType, PyClass, PyList, PyTuple, type PyValue, pyError, repr, typeName, unsupported } from '../../engine/api';
import { patternError } from './check';
import { MatchV, toUnit } from './match';
import { FLAGS, translate } from './translate';

export const patternType = new PyClass('Pattern', [objectType], {}, 're');

const FLAG_NAMES: [number, string][] = [
  [FLAGS.I, 're.IGNORECASE'],
  [FLAGS.L, 're.LOCALE'],
  [FLAGS.M, 're.MULTILINE'],
  [FLAGS.S, 're.DOTALL'],
  [FLAGS.X, 're.VERBOSE'],
  [FLAGS.A, 're.ASCII'],
];

export class PatternV extends NativeObject {
  readonly groups: number;
  readonly names: Map<string, number>;
  readonly flags: number;
  private readonly source: string;
  private readonly jsFlags: string;

  constructor(
    readonly pattern: string,
    flags: number,
  ) {
    super();
    const t = translate(pattern, flags);
    this.groups = t.groups;
    this.names = t.names;
    this.flags = t.flags | (t.flags & FLAGS.A ? 0 : FLAGS.U);
    this.source = t.source;
    this.jsFlags = `du${t.flags & FLAGS.I ? 'i' : ''}`;
    try {
      this.regex('g');
    } catch (e) {
      // CPython accepted the pattern (check.ts found nothing wrong); the JS engine cannot run its translation.
      unsupported(`the regular expression ${repr(pattern)} (${(e as Error).message.replace(/^Invalid regular expression: /, '')})`);
    }
  }
  get cls(): PyClass {
    return patternType;
  }
  get info() {
    return { pattern: this.pattern as PyValue, groups: this.groups, names: this.names };
  }
  regex(mode: 'g' | 'y' | 'full'): RegExp {
    return mode === 'full' ? new RegExp(`(?:${this.source})(?![\\s\\S])`, `${this.jsFlags}y`) : new RegExp(this.source, this.jsFlags + mode);
  }

  /** One match attempt from `pos` (code points) within `string[:endpos]`. */
  exec(string: string, mode: 'g' | 'y' | 'full', pos = 0, endpos: number | null = null): MatchV | null {
    const len = [...string].length;
    const p = Math.max(0, Math.min(pos, len));
    const e = endpos === null ? len : Math.max(p, Math.min(endpos, len));
    const text = string.slice(0, toUnit(string, e));
    const re = this.regex(mode);
    re.lastIndex = toUnit(string, p);
    const m = re.exec(text);
    return m ? this.wrap(string, m, p, e) : null;
  }

  wrap(string: string, m: RegExpExecArray, pos: number, endpos: number): MatchV {
    const indices = m.indices as ([number, number] | undefined)[];
    return new MatchV(
      this,
      this.info,
      string,
      Array.from({ length: this.groups + 1 }, (_, i) => indices[i]),
      pos,
      endpos,
    );
  }

  /** Every match left to right, as `finditer` finds them. */
  *all(string: string, pos = 0, endpos: number | null = null): Generator<MatchV> {
    const e = endpos === null ? string.length : toUnit(string, endpos);
    const text = string.slice(0, e);
    const re = this.regex('g');
    const sticky = this.regex('y');
    let at = toUnit(string, Math.max(0, pos));
    let mustAdvance = false;
    while (at <= text.length) {
      let m: RegExpExecArray | null = null;
      if (mustAdvance) {
        // After an empty match, a match may start here only if it is not empty.
        sticky.lastIndex = at;
        const here = sticky.exec(text);
        if (here && here[0].length > 0) m = here;
        else {
          if (at >= text.length) return;
          re.lastIndex = at + ((text.codePointAt(at) as number) > 0xffff ? 2 : 1);
          m = re.exec(text);
        }
      } else {
        re.lastIndex = at;
        m = re.exec(text);
      }
      if (!m) return;
      yield this.wrap(string, m, pos, endpos ?? [...string].length);
      const end = m.index + m[0].length;
      mustAdvance = m[0].length === 0;
      at = end;
    }
  }
}

/** Python's replacement template (`\1`, `\g<name>`, `\n`...) expanded for one match. */
export function expand(template: string, m: MatchV): string {
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const ch = template[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const c = template[i + 1];
    if (c === undefined) throw patternError('bad escape (end of pattern)', template, i);
    if (c === 'g') {
      const close = template.indexOf('>', i);
      if (template[i + 2] !== '<' || close < 0) throw patternError('missing <', template, i + 2);
      const name = template.slice(i + 3, close);
      const g = /^\d+$/.test(name) ? BigInt(name) : name;
      let idx: number;
      try {
        idx = m.groupIndex(g);
      } catch {
        if (typeof g === 'bigint') throw patternError(`invalid group reference ${name}`, template, i + 3);
        throw pyError(exc.IndexError, `unknown group name '${name}'`);
      }
      out += (m.text(idx, '') as string) ?? '';
      i = close;
      continue;
    }
    if (/[0-9]/.test(c)) {
      const digits = /^[0-9]{1,2}/.exec(template.slice(i + 1)) as RegExpExecArray;
      const idx = Number(digits[0]);
      if (c === '0' || idx > m.info.groups) {
        if (c === '0') {
          const oct = /^[0-7]{1,3}/.exec(template.slice(i + 1)) as RegExpExecArray;
          out += String.fromCharCode(Number.parseInt(oct[0], 8));
          i += oct[0].length;
          continue;
        }
        throw patternError(`invalid group reference ${idx}`, template, i + 1);
      }
      out += m.text(idx, '') as string;
      i += digits[0].length;
      continue;
    }
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', a: '\x07', b: '\b', '\\': '\\' };
    if (c in simple) out += simple[c];
    else if (/[a-zA-Z]/.test(c)) throw patternError(`bad escape \\${c}`, template, i);
    else out += `\\${c}`;
    i++;
  }
  return out;
}

export function subn(p: PatternV, repl: PyValue, string: string, count: number): [string, number] {
  let out = '';
  let last = 0;
  let n = 0;
  for (const m of p.all(string)) {
    if (count > 0 && n >= count) break;
    const [s, e] = m.spans[0] as [number, number];
    out += string.slice(last, s);
    if (typeof repl === 'string') out += expand(repl, m);
    else {
      const r = call(repl, [m], null);
      if (typeof r !== 'string') throw pyError(exc.TypeError, `expected str instance, ${typeName(r)} found`);
      out += r;
    }
    last = e;
    n++;
  }
  return [out + string.slice(last), n];
}

export function split(p: PatternV, string: string, maxsplit: number): PyList {
  const out: PyValue[] = [];
  let last = 0;
  let n = 0;
  for (const m of p.all(string)) {
    if (maxsplit > 0 && n >= maxsplit) break;
    const [s, e] = m.spans[0] as [number, number];
    out.push(string.slice(last, s));
    for (let g = 1; g <= p.groups; g++) out.push(m.text(g));
    last = e;
    n++;
  }
  out.push(string.slice(last));
  return new PyList(out);
}

export function findall(p: PatternV, string: string, pos = 0, endpos: number | null = null): PyList {
  const out: PyValue[] = [];
  for (const m of p.all(string, pos, endpos)) {
    if (p.groups === 0) out.push(m.text(0));
    else if (p.groups === 1) out.push(m.text(1, ''));
    else out.push(new PyTuple(Array.from({ length: p.groups }, (_, g) => m.text(g + 1, ''))));
  }
  return new PyList(out);
}

patternType.slots.repr = (self) => {
  const p = self as PatternV;
  const shown = FLAG_NAMES.filter(([bit]) => p.flags & bit).map(([, name]) => name);
  return `re.compile(${repr(p.pattern)}${shown.length ? `, ${shown.join('|')}` : ''})`;
};
patternType.slots.hash = (self) => hash(`re:${(self as PatternV).flags}:${(self as PatternV).pattern}`);
patternType.slots.eq = (self, other) => other instanceof PatternV && other.pattern === (self as PatternV).pattern && other.flags === (self as PatternV).flags;
