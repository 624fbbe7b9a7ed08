/**
 * Building `datetime` values: the constructors' argument rules, `timedelta`'s normalization of
 * mixed units, and `fromisoformat` (CPython 3.11's accepted forms).
 */
import { exc, type Kwargs, type PyClass, type PyValue, pyError, repr, toFloat, typeName } from '../../engine/api';
import { checkDate, checkTime } from './calendar';
import { DateTimeV, DateV, TimeDelta, TimeV, TzV } from './values';

function intArg(v: PyValue | undefined, name: string, fn: string): number {
  if (v === undefined) throw pyError(exc.TypeError, `function missing required argument '${name}' (pos ${fn})`);
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  throw pyError(exc.TypeError, `'${typeName(v)}' object cannot be interpreted as an integer`);
}

/** Positional-or-keyword arguments by name. */
export function argsByName(names: readonly string[], args: PyValue[], kw: Kwargs, fname: string): Map<string, PyValue> {
  const out = new Map<string, PyValue>();
  if (args.length > names.length) throw pyError(exc.TypeError, `${fname}() takes at most ${names.length} arguments (${args.length} given)`);
  args.forEach((a, i) => {
    out.set(names[i], a);
  });
  if (kw) {
    for (const [k, v] of kw) {
      if (!names.includes(k)) throw pyError(exc.TypeError, `'${k}' is an invalid keyword argument for ${fname}()`);
      out.set(k, v);
    }
  }
  return out;
}

function tzArg(v: PyValue | undefined): TzV | null {
  if (v === undefined || v === null) return null;
  if (v instanceof TzV) return v;
  throw pyError(exc.TypeError, `tzinfo argument must be None or of a tzinfo subclass, not type '${typeName(v)}'`);
}

export function makeDate(args: PyValue[], kw: Kwargs, cls?: PyClass): DateV {
  const a = argsByName(['year', 'month', 'day'], args, kw, 'date');
  const y = intArg(a.get('year'), 'year', '1');
  const m = intArg(a.get('month'), 'month', '2');
  const d = intArg(a.get('day'), 'day', '3');
  checkDate(y, m, d);
  return new DateV(y, m, d, cls);
}

export function makeDatetime(args: PyValue[], kw: Kwargs, cls?: PyClass): DateTimeV {
  const a = argsByName(['year', 'month', 'day', 'hour', 'minute', 'second', 'microsecond', 'tzinfo'], args, kw, 'datetime');
  const y = intArg(a.get('year'), 'year', '1');
  const m = intArg(a.get('month'), 'month', '2');
  const d = intArg(a.get('day'), 'day', '3');
  const n = (k: string) => (a.has(k) ? intArg(a.get(k), k, '') : 0);
  checkDate(y, m, d);
  checkTime(n('hour'), n('minute'), n('second'), n('microsecond'));
  return new DateTimeV(y, m, d, n('hour'), n('minute'), n('second'), n('microsecond'), tzArg(a.get('tzinfo')), cls);
}

export function makeTime(args: PyValue[], kw: Kwargs, cls?: PyClass): TimeV {
  const a = argsByName(['hour', 'minute', 'second', 'microsecond', 'tzinfo'], args, kw, 'time');
  const n = (k: string) => (a.has(k) ? intArg(a.get(k), k, '') : 0);
  checkTime(n('hour'), n('minute'), n('second'), n('microsecond'));
  return new TimeV(n('hour'), n('minute'), n('second'), n('microsecond'), tzArg(a.get('tzinfo')), cls);
}

const unitUs: Record<string, number> = { weeks: 604_800e6, days: 86_400e6, hours: 3_600e6, minutes: 60e6, seconds: 1e6, milliseconds: 1e3, microseconds: 1 };

export function makeTimedelta(args: PyValue[], kw: Kwargs): TimeDelta {
  const a = argsByName(['days', 'seconds', 'microseconds', 'milliseconds', 'minutes', 'hours', 'weeks'], args, kw, 'timedelta');
  let whole = 0n;
  let frac = 0;
  for (const [k, v] of a) {
    if (typeof v === 'bigint') whole += v * BigInt(unitUs[k]);
    else if (typeof v === 'number' || typeof v === 'boolean') frac += toFloat(v) * unitUs[k];
    else throw pyError(exc.TypeError, `unsupported type for timedelta ${k} component: ${typeName(v)}`);
  }
  const rounded = Math.round(frac);
  const extra = Math.abs(frac - Math.trunc(frac)) === 0.5 && rounded % 2 !== 0 ? rounded - 1 : rounded;
  const td = TimeDelta.ofUs(whole + BigInt(extra));
  if (Math.abs(td.days) > 999_999_999) throw pyError(exc.OverflowError, `days=${td.days}; must have magnitude <= 999999999`);
  return td;
}

export function makeTimezone(args: PyValue[], kw: Kwargs): TzV {
  const a = argsByName(['offset', 'name'], args, kw, 'timezone');
  const off = a.get('offset');
  if (!(off instanceof TimeDelta)) throw pyError(exc.TypeError, `timezone() argument 1 must be datetime.timedelta, not ${typeName(off ?? null)}`);
  if (off.totalUs <= -86_400_000_000n || off.totalUs >= 86_400_000_000n)
    throw pyError(exc.ValueError, 'offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).');
  const name = a.get('name');
  return new TzV(off.totalUs, typeof name === 'string' ? name : null);
}

/** `[+-]HH[:MM[:SS]]` or `Z` → offset in microseconds. */
function parseOffset(text: string): bigint | null {
  if (text === 'Z') return 0n;
  const m = /^([+-])(\d{2}):?(\d{2})?(?::?(\d{2}))?$/.exec(text);
  if (!m) return null;
  const us = ((Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60 + Number(m[4] ?? 0)) * 1_000_000;
  return BigInt(m[1] === '-' ? -us : us);
}

function parseClock(text: string): [number, number, number, number, bigint | null] | null {
  const m = /^(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d{1,6})\d*)?)?)?(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)?$/.exec(text);
  if (!m) return null;
  const us = m[4] ? Number(m[4].padEnd(6, '0')) : 0;
  const off = m[5] ? parseOffset(m[5]) : null;
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0), us, off];
}

function parseDay(text: string): [number, number, number] | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

export function fromIsoformat(cls: PyClass, text: PyValue): DateV | DateTimeV | TimeV {
  if (typeof text !== 'string') throw pyError(exc.TypeError, `fromisoformat: argument must be str`);
  const bad = () => pyError(exc.ValueError, `Invalid isoformat string: ${repr(text)}`);
  const kind = cls.name;
  if (kind === 'time') {
    const c = parseClock(text.replace(/^T/, ''));
    if (!c) throw bad();
    checkTime(c[0], c[1], c[2], c[3]);
    return new TimeV(c[0], c[1], c[2], c[3], c[4] === null ? null : new TzV(c[4], null));
  }
  const dateText = text.length >= 10 && text[4] === '-' ? text.slice(0, 10) : text.slice(0, 8);
  const day = parseDay(dateText);
  if (!day) throw bad();
  checkDate(day[0], day[1], day[2]);
  const rest = text.slice(dateText.length);
  if (kind === 'date') {
    if (rest) throw bad();
    return new DateV(day[0], day[1], day[2]);
  }
  if (!rest) return new DateTimeV(day[0], day[1], day[2], 0, 0, 0, 0, null);
  const c = parseClock(rest.slice(1));
  if (!c) throw bad();
  checkTime(c[0], c[1], c[2], c[3]);
  return new DateTimeV(day[0], day[1], day[2], c[0], c[1], c[2], c[3], c[4] === null ? null : new TzV(c[4], null));
}
