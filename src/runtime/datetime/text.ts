/**
 * How `datetime` values print: `repr`, `str`, `isoformat` (with `sep` and `timespec`) and
 * `strftime`, as CPython 3.11 writes them.
 */
import { exc, pyError, repr, unsupported } from '../../engine/api';
import { dayNames, monthNames, pad, toOrdinal, weekday } from './calendar';
import { DateTimeV, DateV, offsetText, type TimeDelta, TimeV, type TzV, utc } from './values';

function clock(h: number, mi: number, s: number, us: number, timespec = 'auto'): string {
  const hm = `${pad(h, 2)}:${pad(mi, 2)}`;
  switch (timespec) {
    case 'hours':
      return pad(h, 2);
    case 'minutes':
      return hm;
    case 'seconds':
      return `${hm}:${pad(s, 2)}`;
    case 'milliseconds':
      return `${hm}:${pad(s, 2)}.${pad(Math.floor(us / 1000), 3)}`;
    case 'microseconds':
      return `${hm}:${pad(s, 2)}.${pad(us, 6)}`;
    case 'auto':
      return us ? `${hm}:${pad(s, 2)}.${pad(us, 6)}` : `${hm}:${pad(s, 2)}`;
  }
  throw pyError(exc.ValueError, 'Unknown timespec value');
}

export function dateIso(d: DateV | DateTimeV): string {
  return `${pad(d.y, 4)}-${pad(d.m, 2)}-${pad(d.d, 2)}`;
}

export function timeIso(t: TimeV, timespec = 'auto'): string {
  return clock(t.h, t.mi, t.s, t.us, timespec) + (t.tz ? offsetText(t.tz.offsetUs, ':') : '');
}

export function datetimeIso(dt: DateTimeV, sep = 'T', timespec = 'auto'): string {
  return `${dateIso(dt)}${sep}${clock(dt.h, dt.mi, dt.s, dt.us, timespec)}${dt.tz ? offsetText(dt.tz.offsetUs, ':') : ''}`;
}

export function timedeltaStr(td: TimeDelta): string {
  const h = Math.floor(td.seconds / 3600);
  const m = Math.floor(td.seconds / 60) % 60;
  const s = td.seconds % 60;
  let out = `${h}:${pad(m, 2)}:${pad(s, 2)}`;
  if (td.us) out += `.${pad(td.us, 6)}`;
  if (td.days) out = `${td.days} day${Math.abs(td.days) === 1 ? '' : 's'}, ${out}`;
  return out;
}

export function timedeltaRepr(td: TimeDelta): string {
  const parts: string[] = [];
  if (td.days) parts.push(`days=${td.days}`);
  if (td.seconds) parts.push(`seconds=${td.seconds}`);
  if (td.us) parts.push(`microseconds=${td.us}`);
  return `datetime.timedelta(${parts.length ? parts.join(', ') : '0'})`;
}

export function tzRepr(tz: TzV): string {
  if (tz.core) return `TzInfo(${String(tz.offsetUs / 1_000_000n)})`;
  if (tz === utc || (tz.offsetUs === 0n && tz.name === null)) return 'datetime.timezone.utc';
  const secs = Number(tz.offsetUs / 1_000_000n);
  const inner = `datetime.timedelta(${secs < 0 ? `days=-1, seconds=${86400 + secs}` : `seconds=${secs}`})`;
  return tz.name === null ? `datetime.timezone(${inner})` : `datetime.timezone(${inner}, ${repr(tz.name)})`;
}

function trailing(values: number[]): string {
  while (values.length && values[values.length - 1] === 0) values.pop();
  return values.length ? `, ${values.join(', ')}` : '';
}

export function temporalRepr(v: DateV | TimeV | DateTimeV): string {
  if (v instanceof DateTimeV) {
    const tz = v.tz ? `, tzinfo=${tzRepr(v.tz)}` : '';
    return `datetime.datetime(${v.y}, ${v.m}, ${v.d}, ${v.h}, ${v.mi}${trailing([v.s, v.us])}${tz})`;
  }
  if (v instanceof TimeV) {
    const rest = trailing([v.s, v.us]);
    return `datetime.time(${v.h}, ${v.mi}${rest}${v.tz ? `, tzinfo=${tzRepr(v.tz)}` : ''})`;
  }
  return `datetime.date(${v.y}, ${v.m}, ${v.d})`;
}

/** The day of the year, counted from 0. */
function yday(y: number, m: number, d: number): number {
  return toOrdinal(y, m, d) - toOrdinal(y, 1, 1);
}

/** `strftime`: glibc's directives in the C locale, as CPython's output (ISO-week ones and `%s` refused by name). */
export function strftime(v: DateV | DateTimeV | TimeV, fmt: string): string {
  const isDate = v instanceof DateV || v instanceof DateTimeV;
  const y = isDate ? v.y : 1900;
  const m = isDate ? v.m : 1;
  const d = isDate ? v.d : 1;
  const h = v instanceof DateV ? 0 : v.h;
  const mi = v instanceof DateV ? 0 : v.mi;
  const s = v instanceof DateV ? 0 : v.s;
  const us = v instanceof DateV ? 0 : v.us;
  const tz = v instanceof DateV ? null : v.tz;
  const wd = weekday(y, m, d);
  return fmt.replace(/%([a-zA-Z%])/g, (whole, c: string) => {
    switch (c) {
      case 'Y':
        return String(y);
      case 'y':
        return pad(y % 100, 2);
      case 'm':
        return pad(m, 2);
      case 'd':
        return pad(d, 2);
      case 'H':
        return pad(h, 2);
      case 'I':
        return pad(h % 12 === 0 ? 12 : h % 12, 2);
      case 'p':
        return h < 12 ? 'AM' : 'PM';
      case 'M':
        return pad(mi, 2);
      case 'S':
        return pad(s, 2);
      case 'f':
        return pad(us, 6);
      case 'b':
        return monthNames[m - 1].slice(0, 3);
      case 'B':
        return monthNames[m - 1];
      case 'a':
        return dayNames[wd].slice(0, 3);
      case 'A':
        return dayNames[wd];
      case 'w':
        return String((wd + 1) % 7);
      case 'j':
        return pad(toOrdinal(y, m, d) - toOrdinal(y, 1, 1) + 1, 3);
      case 'z':
        return tz ? offsetText(tz.offsetUs, '') : '';
      case 'Z':
        return tz ? tz.tzname() : '';
      case 'c':
        return `${dayNames[wd].slice(0, 3)} ${monthNames[m - 1].slice(0, 3)} ${String(d).padStart(2)} ${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)} ${y}`;
      case 'x':
        return `${pad(m, 2)}/${pad(d, 2)}/${pad(y % 100, 2)}`;
      case 'X':
        return `${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}`;
      case 'U':
        return pad(Math.floor((yday(y, m, d) + 7 - ((wd + 1) % 7)) / 7), 2);
      case 'W':
        return pad(Math.floor((yday(y, m, d) + 7 - wd) / 7), 2);
      case 'u':
        return String(wd + 1);
      case 'e':
        return String(d).padStart(2);
      case 'k':
        return String(h).padStart(2);
      case 'l':
        return String(h % 12 === 0 ? 12 : h % 12).padStart(2);
      case 'P':
        return h < 12 ? 'am' : 'pm';
      case 'C':
        return pad(Math.floor(y / 100), 2);
      case 'h':
        return monthNames[m - 1].slice(0, 3);
      case 'D':
        return `${pad(m, 2)}/${pad(d, 2)}/${pad(y % 100, 2)}`;
      case 'F':
        return `${y}-${pad(m, 2)}-${pad(d, 2)}`;
      case 'T':
        return `${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}`;
      case 'R':
        return `${pad(h, 2)}:${pad(mi, 2)}`;
      case 'r':
        return `${pad(h % 12 === 0 ? 12 : h % 12, 2)}:${pad(mi, 2)}:${pad(s, 2)} ${h < 12 ? 'AM' : 'PM'}`;
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'G':
      case 'g':
      case 'V':
      case 's':
      case 'E':
      case 'O':
        return unsupported(`the strftime directive %${c}`);
      case '%':
        return '%';
    }
    return whole;
  });
}
