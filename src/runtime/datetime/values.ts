/**
 * The values of the simulated `datetime` module: `timedelta` (normalized to days, seconds and
 * microseconds as CPython keeps it), `date`, `time`, `datetime` and fixed-offset time zones
 * (`timezone`, and pydantic-core's `TzInfo` for parsed offsets).
 */
import { NativeObject, objectType, PyClass, type PyValue } from '../../engine/api';
import { fromOrdinal, pad, toOrdinal, US_PER_DAY } from './calendar';

const M = 'datetime';

export const timedeltaType = new PyClass('timedelta', [objectType], {}, M);
export const dateType = new PyClass('date', [objectType], {}, M);
export const tzinfoType = new PyClass('tzinfo', [objectType], {}, M);
export const timezoneType = new PyClass('timezone', [tzinfoType], {}, M);
export const tzInfoCoreType = new PyClass('TzInfo', [tzinfoType], {}, 'pydantic_core._pydantic_core');
export const timeType = new PyClass('time', [objectType], {}, M);
export const datetimeType = new PyClass('datetime', [dateType], {}, M);
for (const c of [timedeltaType, dateType, tzinfoType, timezoneType, timeType, datetimeType]) {
  c.qualname = c.name;
  c.tpName = `datetime.${c.name}`;
}

export class TimeDelta extends NativeObject {
  constructor(
    readonly days: number,
    readonly seconds: number,
    readonly us: number,
    readonly type: PyClass = timedeltaType,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
  get totalUs(): bigint {
    return (BigInt(this.days) * 86400n + BigInt(this.seconds)) * 1_000_000n + BigInt(this.us);
  }
  static ofUs(total: bigint): TimeDelta {
    const perDay = BigInt(US_PER_DAY);
    let days = total / perDay;
    let rest = total % perDay;
    if (rest < 0n) {
      rest += perDay;
      days -= 1n;
    }
    return new TimeDelta(Number(days), Number(rest / 1_000_000n), Number(rest % 1_000_000n));
  }
}

/** A fixed UTC offset (`timezone(timedelta(hours=2))`, `timezone.utc`, pydantic's `TzInfo`). */
export class TzV extends NativeObject {
  constructor(
    readonly offsetUs: bigint,
    readonly name: string | null,
    readonly core = false,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.core ? tzInfoCoreType : timezoneType;
  }
  /** `UTC`, `UTC+02:30` (timezone) or `+02:30` style names. */
  tzname(): string {
    if (this.name !== null) return this.name;
    if (this.offsetUs === 0n) return 'UTC';
    return `${this.core ? '' : 'UTC'}${offsetText(this.offsetUs, ':')}`;
  }
}

export const utc = new TzV(0n, null);

/** `+02:30`, `-05:00`, with seconds when present. */
export function offsetText(us: bigint, sep: string): string {
  const sign = us < 0n ? '-' : '+';
  let rest = us < 0n ? -us : us;
  const h = rest / 3_600_000_000n;
  rest %= 3_600_000_000n;
  const m = rest / 60_000_000n;
  rest %= 60_000_000n;
  const s = rest / 1_000_000n;
  const micro = rest % 1_000_000n;
  let out = `${sign}${pad(Number(h), 2)}${sep}${pad(Number(m), 2)}`;
  if (s || micro) out += `${sep}${pad(Number(s), 2)}`;
  if (micro) out += `.${pad(Number(micro), 6)}`;
  return out;
}

export class DateV extends NativeObject {
  constructor(
    readonly y: number,
    readonly m: number,
    readonly d: number,
    readonly type: PyClass = dateType,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
  get ordinal(): number {
    return toOrdinal(this.y, this.m, this.d);
  }
  static ofOrdinal(n: number): DateV {
    const [y, m, d] = fromOrdinal(n);
    return new DateV(y, m, d);
  }
}

export class TimeV extends NativeObject {
  constructor(
    readonly h: number,
    readonly mi: number,
    readonly s: number,
    readonly us: number,
    readonly tz: TzV | null,
    readonly type: PyClass = timeType,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
  get dayUs(): number {
    return ((this.h * 60 + this.mi) * 60 + this.s) * 1_000_000 + this.us;
  }
}

export class DateTimeV extends NativeObject {
  constructor(
    readonly y: number,
    readonly m: number,
    readonly d: number,
    readonly h: number,
    readonly mi: number,
    readonly s: number,
    readonly us: number,
    readonly tz: TzV | null,
    readonly type: PyClass = datetimeType,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
  /** Microseconds since 0001-01-01 00:00 in local (wall) time. */
  get localUs(): bigint {
    return BigInt(toOrdinal(this.y, this.m, this.d) - 1) * BigInt(US_PER_DAY) + BigInt(((this.h * 60 + this.mi) * 60 + this.s) * 1_000_000 + this.us);
  }
  /** Microseconds since 0001-01-01 00:00 UTC (aware) or wall time (naive). */
  get utcUs(): bigint {
    return this.localUs - (this.tz?.offsetUs ?? 0n);
  }
  static ofLocalUs(total: bigint, tz: TzV | null): DateTimeV {
    const perDay = BigInt(US_PER_DAY);
    const days = total / perDay;
    let rest = Number(total % perDay);
    const [y, m, d] = fromOrdinal(Number(days) + 1);
    const us = rest % 1_000_000;
    rest = (rest - us) / 1_000_000;
    return new DateTimeV(y, m, d, Math.floor(rest / 3600), Math.floor(rest / 60) % 60, rest % 60, us, tz);
  }
}

export type Temporal = TimeDelta | DateV | TimeV | DateTimeV | TzV;

export function isTemporal(v: PyValue): v is Temporal {
  return v instanceof TimeDelta || v instanceof DateV || v instanceof TimeV || v instanceof DateTimeV || v instanceof TzV;
}
