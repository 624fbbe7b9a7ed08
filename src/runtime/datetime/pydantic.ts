/**
 * How pydantic validates and dumps `datetime`, `date`, `time` and `timedelta` (pydantic-core's
 * temporal validators on `speedate`): instances pass; strings and numbers are parsed in lax mode
 * and from JSON; a datetime that fails falls back to a date at midnight; JSON dumps ISO 8601
 * with `Z` for UTC and durations as `P…DT…S`.
 */
import { type PyClass, type PyValue, typeName } from '../../engine/api';
import { valError } from '../pydantic/core/errors';
import { strDict } from '../pydantic/core/instance';
import { registerNativeKind } from '../pydantic/core/native-kinds';
import type { NativeContext, NativeTypeSchema } from '../pydantic/core/schema';
import { registerTypeHandler } from '../pydantic/generate';
import { temporalTypes } from '../pydantic/temporal-types';
import { pad } from './calendar';
import {
  datetimeFromTimestamp,
  type ParsedDate,
  type ParsedTime,
  ParseError,
  parseDate,
  parseDatetime,
  parseDuration,
  parseTime,
  timeFromSeconds,
} from './speedate';
import { dateIso } from './text';
import { DateTimeV, DateV, dateType, datetimeType, TimeDelta, TimeV, TzV, timedeltaType, timeType } from './values';

function tz(offsetSecs: number | null): TzV | null {
  return offsetSecs === null ? null : new TzV(BigInt(offsetSecs) * 1_000_000n, null, true);
}

function toDatetime(p: ParsedDate & ParsedTime): DateTimeV {
  return new DateTimeV(p.y, p.m, p.d, p.h, p.mi, p.s, p.us, tz(p.tz));
}

function parsing<T>(type: string, input: PyValue, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ParseError) throw valError(type, input, [['error', e.text]]);
    throw e;
  }
}

function isNumber(v: PyValue): v is bigint | number {
  return typeof v === 'bigint' || typeof v === 'number';
}

function laxAllowed(ctx: NativeContext): boolean {
  return !ctx.strict || ctx.json;
}

function validateDate(input: PyValue, ctx: NativeContext): DateV {
  if (input instanceof DateV) return input;
  if (input instanceof DateTimeV) {
    if (ctx.strict) throw valError('date_type', input);
    ctx.floor('lax');
    if (input.h || input.mi || input.s || input.us) throw valError('date_from_datetime_inexact', input);
    return new DateV(input.y, input.m, input.d);
  }
  if (typeof input === 'string' && laxAllowed(ctx)) {
    ctx.floor(ctx.json ? 'strict' : 'lax');
    try {
      const d = parseDate(input);
      return new DateV(d.y, d.m, d.d);
    } catch (e) {
      if (!(e instanceof ParseError)) throw e;
      const dt = parsing('date_from_datetime_parsing', input, () => parseDatetime(input));
      if (dt.h || dt.mi || dt.s || dt.us) throw valError('date_from_datetime_inexact', input);
      return new DateV(dt.y, dt.m, dt.d);
    }
  }
  if (isNumber(input) && !ctx.strict) {
    ctx.floor('lax');
    const p = parsing('date_parsing', input, () => datetimeFromTimestamp(Number(input)));
    if (p.h || p.mi || p.s || p.us) throw valError('date_from_datetime_inexact', input);
    return new DateV(p.y, p.m, p.d);
  }
  throw valError('date_type', input);
}

function validateDatetime(input: PyValue, ctx: NativeContext): DateTimeV {
  if (input instanceof DateTimeV) return input;
  try {
    if (typeof input === 'string' && laxAllowed(ctx)) {
      ctx.floor(ctx.json ? 'strict' : 'lax');
      return toDatetime(parsing('datetime_parsing', input, () => parseDatetime(input)));
    }
    if (isNumber(input) && !ctx.strict) {
      ctx.floor('lax');
      return toDatetime(parsing('datetime_parsing', input, () => datetimeFromTimestamp(Number(input))));
    }
    throw valError('datetime_type', input);
  } catch (e) {
    if (ctx.strict) throw e;
    // pydantic-core's `datetime_from_date`: a date, or a string that parses as a date, at midnight.
    if (input instanceof DateV) {
      ctx.floor('lax');
      return new DateTimeV(input.y, input.m, input.d, 0, 0, 0, 0, null);
    }
    if (typeof input !== 'string') throw e;
    ctx.floor('lax');
    let d: ParsedDate;
    try {
      d = parseDate(input);
    } catch (pe) {
      if (pe instanceof ParseError) throw valError('datetime_from_date_parsing', input, [['error', pe.text]]);
      throw pe;
    }
    return new DateTimeV(d.y, d.m, d.d, 0, 0, 0, 0, null);
  }
}

function validateTime(input: PyValue, ctx: NativeContext): TimeV {
  if (input instanceof TimeV) return input;
  if (typeof input === 'string' && laxAllowed(ctx)) {
    ctx.floor(ctx.json ? 'strict' : 'lax');
    const t = parsing('time_parsing', input, () => parseTime(input));
    return new TimeV(t.h, t.mi, t.s, t.us, tz(t.tz));
  }
  if (isNumber(input) && !ctx.strict) {
    ctx.floor('lax');
    const t = parsing('time_parsing', input, () => timeFromSeconds(Number(input)));
    return new TimeV(t.h, t.mi, t.s, t.us, tz(t.tz));
  }
  throw valError('time_type', input);
}

function validateTimedelta(input: PyValue, ctx: NativeContext): TimeDelta {
  if (input instanceof TimeDelta) return input;
  if (typeof input === 'string' && laxAllowed(ctx)) {
    ctx.floor(ctx.json ? 'strict' : 'lax');
    return TimeDelta.ofUs(parsing('time_delta_parsing', input, () => parseDuration(input)));
  }
  if (isNumber(input) && (!ctx.strict || ctx.json)) {
    ctx.floor('lax');
    if (typeof input === 'bigint') return TimeDelta.ofUs(input * 1_000_000n);
    return TimeDelta.ofUs(BigInt(Math.round(input * 1e6)));
  }
  throw valError('time_delta_type', input);
}

function clockJson(h: number, mi: number, s: number, us: number, zone: TzV | null): string {
  let out = `${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}`;
  if (us) out += `.${pad(us, 6)}`;
  if (zone) {
    const off = Number(zone.offsetUs / 1_000_000n);
    if (off === 0) out += 'Z';
    else {
      const a = Math.abs(off);
      out += `${off < 0 ? '-' : '+'}${pad(Math.floor(a / 3600), 2)}:${pad(Math.floor(a / 60) % 60, 2)}`;
      if (a % 60) out += `:${pad(a % 60, 2)}`;
    }
  }
  return out;
}

/** speedate's `Duration` display: `P1Y35DT1H1M1.5S`, `-PT1S`, `PT0S`. */
export function durationJson(td: TimeDelta): string {
  let total = td.totalUs;
  const negative = total < 0n;
  if (negative) total = -total;
  let day = Number(total / 86_400_000_000n);
  const rest = total % 86_400_000_000n;
  const second = Number(rest / 1_000_000n);
  const micro = Number(rest % 1_000_000n);
  if (day === 0 && second === 0 && micro === 0) return 'PT0S';
  let out = `${negative ? '-' : ''}P`;
  const years = Math.floor(day / 365);
  day %= 365;
  if (years) out += `${years}Y`;
  if (day) out += `${day}D`;
  if (second || micro) {
    out += 'T';
    const h = Math.floor(second / 3600);
    const m = Math.floor(second / 60) % 60;
    const s = second % 60;
    if (h) out += `${h}H`;
    if (m) out += `${m}M`;
    if (s || micro) out += micro ? `${s}.${pad(micro, 6).replace(/0+$/, '')}S` : `${s}S`;
  }
  return out;
}

export function temporalJson(v: PyValue): PyValue {
  if (v instanceof DateTimeV) return `${dateIso(v)}T${clockJson(v.h, v.mi, v.s, v.us, v.tz)}`;
  if (v instanceof DateV) return dateIso(v);
  if (v instanceof TimeV) return clockJson(v.h, v.mi, v.s, v.us, v.tz);
  if (v instanceof TimeDelta) return durationJson(v);
  return v;
}

const formats: Record<string, string> = { datetime: 'date-time', date: 'date', time: 'time', timedelta: 'duration' };

/** pydantic's `date_schema`...`timedelta_schema` (a timedelta is a number when dumped as float seconds). */
function temporalJsonSchema(name: string): NonNullable<NativeTypeSchema['jsonSchema']> {
  return {
    build: (c) =>
      name === 'timedelta' && c.config.serJsonTimedelta === 'float'
        ? strDict([['type', 'number']])
        : strDict([
            ['type', 'string'],
            ['format', formats[name]],
          ]),
  };
}

function native(name: string, cls: PyClass, validate: (input: PyValue, ctx: NativeContext) => PyValue): NativeTypeSchema {
  return {
    name,
    validate,
    toJson: temporalJson,
    isInstance: (v) => typeName(v) === cls.name || (cls === dateType && v instanceof DateV),
    jsonSchema: temporalJsonSchema(name),
  };
}

const schemas: [PyClass, NativeTypeSchema][] = [
  [datetimeType, native('datetime', datetimeType, validateDatetime)],
  [dateType, native('date', dateType, validateDate)],
  [timeType, native('time', timeType, validateTime)],
  [timedeltaType, native('timedelta', timedeltaType, validateTimedelta)],
];

for (const [cls, schema] of schemas) {
  registerTypeHandler({
    matches: (c) => c === cls,
    build: (_c, ctx) => ({ type: 'native', native: schema, ...(ctx.config.core.strict !== undefined ? { strict: ctx.config.core.strict } : {}) }),
  });
}

registerNativeKind({
  name: 'temporal',
  matches: (v) => v instanceof DateV || v instanceof TimeV || v instanceof TimeDelta,
  toJson: temporalJson,
});

/** Microseconds since 0001-01-01 now, in UTC (as `datetime.now(timezone.utc)`). */
function nowUtcUs(): bigint {
  return BigInt(719162) * BigInt(86_400_000_000) + BigInt(Date.now()) * 1000n;
}

/**
 * pydantic's constrained temporal types: the datetime (or date) schema, then a check — the
 * timezone (`tz_constraint`) or the value against now (`now_op`; a naive datetime counts as UTC).
 */
function checked(base: NativeTypeSchema, check: (v: PyValue, input: PyValue) => void): NativeTypeSchema {
  return {
    ...base,
    validate: (input, ctx) => {
      const v = base.validate(input, ctx);
      check(v, input);
      return v;
    },
  };
}

const dt = schemas[0][1];
const d = schemas[1][1];
const today = () => DateTimeV.ofLocalUs(nowUtcUs(), null);
const dayOf = (v: { readonly y: number; readonly m: number; readonly d: number }) => Date.UTC(v.y, v.m - 1, v.d);
const constrained: [PyClass, NativeTypeSchema][] = [
  [
    temporalTypes.AwareDatetime,
    checked(dt, (v, input) => {
      if ((v as DateTimeV).tz === null) throw valError('timezone_aware', input);
    }),
  ],
  [
    temporalTypes.NaiveDatetime,
    checked(dt, (v, input) => {
      if ((v as DateTimeV).tz !== null) throw valError('timezone_naive', input);
    }),
  ],
  [
    temporalTypes.PastDatetime,
    checked(dt, (v, input) => {
      if ((v as DateTimeV).utcUs >= nowUtcUs()) throw valError('datetime_past', input);
    }),
  ],
  [
    temporalTypes.FutureDatetime,
    checked(dt, (v, input) => {
      if ((v as DateTimeV).utcUs <= nowUtcUs()) throw valError('datetime_future', input);
    }),
  ],
  [
    temporalTypes.PastDate,
    checked(d, (v, input) => {
      if (dayOf(v as DateV) >= dayOf(today())) throw valError('date_past', input);
    }),
  ],
  [
    temporalTypes.FutureDate,
    checked(d, (v, input) => {
      if (dayOf(v as DateV) <= dayOf(today())) throw valError('date_future', input);
    }),
  ],
];

for (const [cls, schema] of constrained) {
  registerTypeHandler({
    matches: (c) => c === cls,
    build: (_c, ctx) => ({ type: 'native', native: schema, ...(ctx.config.core.strict !== undefined ? { strict: ctx.config.core.strict } : {}) }),
  });
}
