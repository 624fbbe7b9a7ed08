/**
 * Simulated `datetime`: `date`, `time`, `datetime`, `timedelta`, `timezone` — constructors,
 * attributes, methods, arithmetic and printing as CPython 3.11 has them. The local time zone is
 * UTC (a run must not depend on the machine it runs on).
 */
import {
  builtin,
  defineMethods,
  descriptorTypes,
  exc,
  hash,
  type Kwargs,
  nativeSlots,
  type PyClass,
  PyOpaque,
  type PyValue,
  pyError,
  registerModule,
  str,
  toFloat,
  typeName,
} from '../../engine/api';
import { temporalBinop } from './arith';
import { checkDate, checkTime, US_PER_DAY, weekday } from './calendar';
import { argsByName, fromIsoformat, makeDate, makeDatetime, makeTime, makeTimedelta, makeTimezone } from './construct';
import { dateIso, datetimeIso, strftime, temporalRepr, timedeltaRepr, timedeltaStr, timeIso, tzRepr } from './text';
import { DateTimeV, DateV, dateType, datetimeType, TimeDelta, TimeV, TzV, timedeltaType, timeType, timezoneType, tzinfoType, utc } from './values';
import './pydantic';
import { isoCalendar } from './iso-calendar';
import { strptime } from './strptime';

/** 1970-01-01 in microseconds since 0001-01-01 (ordinal 719163, counted from 0 here). */
const EPOCH_US = BigInt(719162) * BigInt(US_PER_DAY);

timedeltaType.slots.call = (_c, args, kw) => makeTimedelta(args, kw);
dateType.slots.call = (c, args, kw) => (c.isSubclassOf(datetimeType) ? makeDatetime(args, kw, c) : makeDate(args, kw, c));
datetimeType.slots.call = (c, args, kw) => makeDatetime(args, kw, c);
timeType.slots.call = (c, args, kw) => makeTime(args, kw, c);
timezoneType.slots.call = (_c, args, kw) => makeTimezone(args, kw);

for (const t of [timedeltaType, dateType, timeType, tzinfoType]) t.slots.binop = temporalBinop;
timedeltaType.slots.repr = (v) => timedeltaRepr(v as TimeDelta);
timedeltaType.slots.str = (v) => timedeltaStr(v as TimeDelta);
timedeltaType.slots.hash = (v) => hash((v as TimeDelta).totalUs);
timedeltaType.slots.bool = (v) => (v as TimeDelta).totalUs !== 0n;
dateType.slots.repr = (v) => temporalRepr(v as DateV);
dateType.slots.str = (v) => (v instanceof DateTimeV ? datetimeIso(v, ' ') : dateIso(v as DateV));
dateType.slots.hash = (v) => hash(v instanceof DateTimeV ? `dt:${v.tz ? 'a' : 'n'}:${v.utcUs}` : `d:${(v as DateV).ordinal}`);
timeType.slots.repr = (v) => temporalRepr(v as TimeV);
timeType.slots.str = (v) => timeIso(v as TimeV);
timeType.slots.hash = (v) => hash(`t:${(v as TimeV).dayUs}:${(v as TimeV).tz?.offsetUs ?? ''}`);
tzinfoType.slots.repr = (v) => tzRepr(v as TzV);
tzinfoType.slots.str = (v) => ((v as TzV).core ? (v as TzV).tzname() : (v as TzV).tzname());
tzinfoType.slots.hash = (v) => hash(`tz:${(v as TzV).offsetUs}`);

timedeltaType.slots.getattr = (self, name) => {
  const td = self as TimeDelta;
  if (name === 'days') return BigInt(td.days);
  if (name === 'seconds') return BigInt(td.seconds);
  if (name === 'microseconds') return BigInt(td.us);
  return undefined;
};

dateType.slots.getattr = (self, name) => {
  const d = self as DateV | DateTimeV;
  switch (name) {
    case 'year':
      return BigInt(d.y);
    case 'month':
      return BigInt(d.m);
    case 'day':
      return BigInt(d.d);
  }
  if (d instanceof DateTimeV) {
    switch (name) {
      case 'hour':
        return BigInt(d.h);
      case 'minute':
        return BigInt(d.mi);
      case 'second':
        return BigInt(d.s);
      case 'microsecond':
        return BigInt(d.us);
      case 'tzinfo':
        return d.tz;
    }
  }
  return undefined;
};

timeType.slots.getattr = (self, name) => {
  const t = self as TimeV;
  const map: Record<string, PyValue> = { hour: BigInt(t.h), minute: BigInt(t.mi), second: BigInt(t.s), microsecond: BigInt(t.us), tzinfo: t.tz };
  return name in map ? map[name] : undefined;
};

function self<T>(args: PyValue[], cls: abstract new (...a: never[]) => T, name: string): T {
  const s = args[0];
  if (!(s instanceof cls)) throw pyError(exc.TypeError, `descriptor '${name}' requires a 'datetime' object but received a '${typeName(s ?? null)}'`);
  return s;
}

function dateSelf(args: PyValue[], name: string): DateV | DateTimeV {
  const s = args[0];
  if (!(s instanceof DateV || s instanceof DateTimeV))
    throw pyError(exc.TypeError, `descriptor '${name}' for 'datetime.date' objects doesn't apply to a '${typeName(s ?? null)}' object`);
  return s;
}

function offsetOf(tz: TzV | null): PyValue {
  return tz ? TimeDelta.ofUs(tz.offsetUs) : null;
}

defineMethods(timedeltaType, {
  total_seconds: (a) => Number(self(a, TimeDelta, 'total_seconds').totalUs) / 1e6,
});

defineMethods(dateType, {
  isoformat: (a, kw) => {
    const d = dateSelf(a, 'isoformat');
    if (d instanceof DateTimeV) {
      const o = argsByName(['sep', 'timespec'], a.slice(1), kw, 'isoformat');
      return datetimeIso(d, String(o.get('sep') ?? 'T'), String(o.get('timespec') ?? 'auto'));
    }
    return dateIso(d);
  },
  strftime: (a) => strftime(dateSelf(a, 'strftime'), String(a[1] ?? '')),
  weekday: (a) => {
    const d = dateSelf(a, 'weekday');
    return BigInt(weekday(d.y, d.m, d.d));
  },
  isocalendar: (a) => {
    const d = dateSelf(a, 'isocalendar');
    return isoCalendar(d.y, d.m, d.d);
  },
  isoweekday: (a) => {
    const d = dateSelf(a, 'isoweekday');
    return BigInt(weekday(d.y, d.m, d.d) + 1);
  },
  toordinal: (a) => {
    const d = dateSelf(a, 'toordinal');
    return BigInt(d instanceof DateV ? d.ordinal : new DateV(d.y, d.m, d.d).ordinal);
  },
  replace: (a, kw) => {
    const d = dateSelf(a, 'replace');
    const g = (k: string, v: number) => {
      const x = kw?.get(k);
      return x === undefined ? v : Number(x);
    };
    if (d instanceof DateTimeV) {
      const tz = kw?.has('tzinfo') ? (kw.get('tzinfo') as TzV | null) : d.tz;
      const r = [g('year', d.y), g('month', d.m), g('day', d.d), g('hour', d.h), g('minute', d.mi), g('second', d.s), g('microsecond', d.us)] as const;
      checkDate(r[0], r[1], r[2]);
      checkTime(r[3], r[4], r[5], r[6]);
      return new DateTimeV(...r, tz);
    }
    checkDate(g('year', d.y), g('month', d.m), g('day', d.d));
    return new DateV(g('year', d.y), g('month', d.m), g('day', d.d));
  },
  date: (a) => {
    const d = self(a, DateTimeV, 'date');
    return new DateV(d.y, d.m, d.d);
  },
  time: (a) => {
    const d = self(a, DateTimeV, 'time');
    return new TimeV(d.h, d.mi, d.s, d.us, null);
  },
  timetz: (a) => {
    const d = self(a, DateTimeV, 'timetz');
    return new TimeV(d.h, d.mi, d.s, d.us, d.tz);
  },
  timestamp: (a) => Number(self(a, DateTimeV, 'timestamp').utcUs - EPOCH_US) / 1e6,
  utcoffset: (a) => offsetOf(self(a, DateTimeV, 'utcoffset').tz),
  tzname: (a) => self(a, DateTimeV, 'tzname').tz?.tzname() ?? null,
  astimezone: (a) => {
    const d = self(a, DateTimeV, 'astimezone');
    const tz = a[1] === undefined || a[1] === null ? utc : a[1];
    if (!(tz instanceof TzV)) throw pyError(exc.TypeError, 'tzinfo argument must be None or of a tzinfo subclass');
    return DateTimeV.ofLocalUs(d.utcUs + tz.offsetUs, tz);
  },
});

defineMethods(timeType, {
  isoformat: (a, kw) => timeIso(a[0] as TimeV, String(kw?.get('timespec') ?? a[1] ?? 'auto')),
  strftime: (a) => strftime(a[0] as TimeV, String(a[1] ?? '')),
  utcoffset: (a) => offsetOf((a[0] as TimeV).tz),
});

defineMethods(tzinfoType, {
  utcoffset: (a) => TimeDelta.ofUs((a[0] as TzV).offsetUs),
  tzname: (a) => (a[0] as TzV).tzname(),
  dst: () => null,
});

function classMethod(cls: PyClass, name: string, fn: (cls: PyClass, args: PyValue[], kw: Kwargs) => PyValue): void {
  cls.dict.set(
    name,
    new PyOpaque(
      descriptorTypes.classmethod,
      name,
      builtin(name, (args, kw) => fn(args[0] as PyClass, args.slice(1), kw)),
    ),
  );
}

/** The current instant; runs are meant to be deterministic, so scripts should not depend on it. */
function nowUs(): bigint {
  return EPOCH_US + BigInt(Date.now()) * 1000n;
}

function fromTimestamp(ts: PyValue, tz: PyValue | undefined): DateTimeV {
  const us = EPOCH_US + BigInt(Math.round(toFloat(ts) * 1e6));
  const zone = tz instanceof TzV ? tz : null;
  return DateTimeV.ofLocalUs(us + (zone?.offsetUs ?? 0n), zone);
}

classMethod(datetimeType, 'now', (_c, a, kw) => {
  const tz = a[0] ?? kw?.get('tz') ?? null;
  const zone = tz instanceof TzV ? tz : null;
  return DateTimeV.ofLocalUs(nowUs() + (zone?.offsetUs ?? 0n), zone);
});
classMethod(datetimeType, 'strptime', (_c, a) => {
  if (a.length !== 2) throw pyError(exc.TypeError, `strptime() takes exactly 2 arguments (${a.length} given)`);
  const [text, format] = a;
  if (typeof text !== 'string' || typeof format !== 'string')
    throw pyError(exc.TypeError, `strptime() argument 1 must be str, not ${typeName(typeof text === 'string' ? format : text)}`);
  return strptime(text, format);
});
classMethod(datetimeType, 'utcnow', () => DateTimeV.ofLocalUs(nowUs(), null));
classMethod(datetimeType, 'today', () => DateTimeV.ofLocalUs(nowUs(), null));
classMethod(datetimeType, 'fromtimestamp', (_c, a, kw) => fromTimestamp(a[0] ?? null, a[1] ?? kw?.get('tz')));
classMethod(datetimeType, 'utcfromtimestamp', (_c, a) => fromTimestamp(a[0] ?? null, undefined));
classMethod(datetimeType, 'combine', (_c, a) => {
  const d = a[0] as DateV;
  const t = a[1] as TimeV;
  return new DateTimeV(d.y, d.m, d.d, t.h, t.mi, t.s, t.us, a[2] instanceof TzV ? a[2] : t.tz);
});
classMethod(dateType, 'today', () => {
  const dt = DateTimeV.ofLocalUs(nowUs(), null);
  return new DateV(dt.y, dt.m, dt.d);
});
classMethod(dateType, 'fromordinal', (_c, a) => DateV.ofOrdinal(Number(a[0])));
for (const t of [dateType, datetimeType, timeType]) classMethod(t, 'fromisoformat', (c, a) => fromIsoformat(c, a[0] ?? null));

// `format(d, spec)` and f-strings: `strftime(spec)`, or `str(d)` for an empty spec (CPython's `__format__`).
for (const t of [dateType, timeType]) nativeSlots(t, { format: (self, spec) => (spec ? strftime(self as DateV | DateTimeV | TimeV, spec) : str(self)) });

timezoneType.dict.set('utc', utc);
timedeltaType.dict.set('resolution', new TimeDelta(0, 0, 1));
timedeltaType.dict.set('max', new TimeDelta(999_999_999, 86399, 999_999));
timedeltaType.dict.set('min', new TimeDelta(-999_999_999, 0, 0));

registerModule('datetime', () => ({
  date: dateType,
  time: timeType,
  datetime: datetimeType,
  timedelta: timedeltaType,
  timezone: timezoneType,
  tzinfo: tzinfoType,
  MINYEAR: 1n,
  MAXYEAR: 9999n,
  UTC: utc,
}));
