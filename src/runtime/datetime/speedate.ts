/**
 * A port of the `speedate` parsers pydantic-core validates temporal strings with: RFC 3339
 * dates, times and datetimes, unix timestamps (seconds, or milliseconds beyond 2e10), ISO 8601
 * and `[D day[s],] HH:MM:SS` durations — and their error texts, which pydantic's messages quote.
 */
import { checkDate } from './calendar';

export class ParseError {
  constructor(readonly text: string) {}
}

const E = {
  tooShort: 'input is too short',
  extra: 'unexpected extra characters at the end of the input',
  dtSep: 'invalid datetime separator, expected `T`, `t`, `_` or space',
  dateSep: 'invalid date separator, expected `-`',
  notExact: 'Timestamp is not an exact date',
  year: 'invalid character in year',
  month: 'invalid character in month',
  day: 'invalid character in day',
  timeSep: 'invalid time separator, expected `:`',
  hour: 'invalid character in hour',
  minute: 'invalid character in minute',
  second: 'invalid character in second',
  tzSign: 'invalid timezone sign',
  tzHour: 'invalid timezone hour',
  tzMinute: 'invalid timezone minute',
  tzMinuteRange: 'timezone minute value is outside expected range of 0-59',
  tzRange: 'timezone offset must be less than 24 hours',
  monthRange: 'month value is outside expected range of 1-12',
  dayRange: 'day value is outside expected range',
  hourRange: 'hour value is outside expected range of 0-23',
  minuteRange: 'minute value is outside expected range of 0-59',
  secondRange: 'second value is outside expected range of 0-59',
  fractionMissing: 'second fraction digits missing after `.`',
  durNumber: 'invalid digit in duration',
  durT: '`t` character repeated in duration',
  durFraction: 'quantity fraction invalid in duration',
  durTime: 'quantity invalid in time part of duration',
  durDate: 'quantity invalid in date part of duration',
  durDays: '"day" identifier in duration not correctly formatted',
  durTooLarge: 'durations may not exceed 999,999,999 days',
  durHour: 'durations may not exceed 999,999,999 hours',
  tooSmall: 'dates before 0000 are not supported as unix timestamps',
  tooLarge: 'dates after 9999 are not supported as unix timestamps',
  timeTooLarge: 'numeric times may not exceed 86,399 seconds',
};

function fail(text: string): never {
  throw new ParseError(text);
}

function digit(s: string, i: number, err: string): number {
  const c = s.charCodeAt(i);
  if (Number.isNaN(c) || c < 48 || c > 57) fail(err);
  return c - 48;
}

export interface ParsedDate {
  y: number;
  m: number;
  d: number;
}
export interface ParsedTime {
  h: number;
  mi: number;
  s: number;
  us: number;
  /** Offset in seconds, or null for naive. */
  tz: number | null;
}

function datePartial(s: string): ParsedDate {
  if (s.length < 10) fail(E.tooShort);
  const y = digit(s, 0, E.year) * 1000 + digit(s, 1, E.year) * 100 + digit(s, 2, E.year) * 10 + digit(s, 3, E.year);
  if (s[4] !== '-') fail(E.dateSep);
  const m = digit(s, 5, E.month) * 10 + digit(s, 6, E.month);
  if (s[7] !== '-') fail(E.dateSep);
  const d = digit(s, 8, E.day) * 10 + digit(s, 9, E.day);
  if (m < 1 || m > 12) fail(E.monthRange);
  const max = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  if (d < 1 || d > max) fail(E.dayRange);
  return { y, m, d };
}

/** An integer as speedate reads one (optional sign, digits only); null otherwise. */
function intOf(s: string): number | null {
  return /^[+-]?\d+$/.test(s) ? Number(s) : null;
}

/** A float as speedate reads one, or null. */
function floatOf(s: string): number | null {
  return /^[+-]?\d+\.\d*(e[+-]?\d+)?$/i.test(s) || /^[+-]?\d+$/.test(s) ? Number(s) : null;
}

const WATERSHED = 20_000_000_000;

/** Seconds and microseconds of a unix timestamp (milliseconds when its magnitude exceeds 2e10). */
export function timestampParts(ts: number): [number, number] {
  const t = Math.abs(ts) > WATERSHED ? ts / 1000 : ts;
  const secs = Math.floor(t);
  return [secs, Math.round((t - secs) * 1e6)];
}

/** Date and seconds-into-day of a unix timestamp. */
function fromTimestamp(secs: number): [ParsedDate, number] {
  const days = Math.floor(secs / 86400);
  const rest = secs - days * 86400;
  const ordinal = days + 719163;
  if (ordinal < 1) fail(E.tooSmall);
  if (ordinal > 3652059) fail(E.tooLarge);
  const base = new Date(Date.UTC(1970, 0, 1) + days * 86_400_000);
  return [{ y: base.getUTCFullYear(), m: base.getUTCMonth() + 1, d: base.getUTCDate() }, rest];
}

export function parseDate(s: string): ParsedDate {
  try {
    const d = datePartial(s);
    if (s.length > 10) fail(E.extra);
    return d;
  } catch (e) {
    const n = intOf(s);
    if (n === null) throw e;
    const [secs, us] = timestampParts(n);
    const [d, rest] = fromTimestamp(secs);
    if (rest !== 0 || us !== 0) fail(E.notExact);
    return d;
  }
}

function pureTime(s: string, offset: number): ParsedTime & { pos: number } {
  if (s.length - offset < 5) fail(E.tooShort);
  const h = digit(s, offset, E.hour) * 10 + digit(s, offset + 1, E.hour);
  if (s[offset + 2] !== ':') fail(E.timeSep);
  const mi = digit(s, offset + 3, E.minute) * 10 + digit(s, offset + 4, E.minute);
  if (h > 23) fail(E.hourRange);
  if (mi > 59) fail(E.minuteRange);
  let len = 5;
  let sec = 0;
  let us = 0;
  if (s[offset + 5] === ':') {
    sec = digit(s, offset + 6, E.second) * 10 + digit(s, offset + 7, E.second);
    if (sec > 59) fail(E.secondRange);
    len = 8;
    const sep = s[offset + 8];
    if (sep === '.' || sep === ',') {
      len = 9;
      let i = 0;
      while (/[0-9]/.test(s[offset + len + i] ?? '')) {
        if (i < 6) us = us * 10 + Number(s[offset + len + i]);
        i++;
      }
      if (i === 0) fail(E.fractionMissing);
      if (i < 6) us *= 10 ** (6 - i);
      len += i;
    }
  }
  return { h, mi, s: sec, us, tz: null, pos: offset + len };
}

function timeAt(s: string, offset: number): ParsedTime {
  const t = pureTime(s, offset);
  let pos = t.pos;
  if (pos < s.length) {
    const c = s[pos++];
    if (c === 'Z' || c === 'z') t.tz = 0;
    else {
      let sign = 1;
      if (c === '-' || c === '\u2212') sign = -1;
      else if (c !== '+') fail(E.tzSign);
      const h1 = digit(s, pos, E.tzHour);
      const h2 = digit(s, pos + 1, E.tzHour);
      let m1: number;
      if (s[pos + 2] === ':') {
        pos += 3;
        m1 = digit(s, pos, E.tzMinute);
      } else if (/[0-9]/.test(s[pos + 2] ?? '')) {
        pos += 2;
        m1 = Number(s[pos]);
      } else return fail(E.tzMinute);
      const m2 = digit(s, pos + 1, E.tzMinute);
      const minuteSeconds = m1 * 600 + m2 * 60;
      if (minuteSeconds >= 3600) fail(E.tzMinuteRange);
      const off = sign * (h1 * 36000 + h2 * 3600 + minuteSeconds);
      if (Math.abs(off) >= 86400) fail(E.tzRange);
      t.tz = off;
      pos += 2;
    }
  }
  if (s.length > pos) fail(E.extra);
  return { h: t.h, mi: t.mi, s: t.s, us: t.us, tz: t.tz };
}

export function parseTime(s: string): ParsedTime {
  return timeAt(s, 0);
}

/** A datetime string, or a unix timestamp (int or float) written as text. */
export function parseDatetime(s: string): ParsedDate & ParsedTime {
  try {
    const d = datePartial(s);
    const sep = s[10];
    if (sep !== 'T' && sep !== 't' && sep !== ' ' && sep !== '_') fail(E.dtSep);
    return { ...d, ...timeAt(s, 11) };
  } catch (e) {
    const n = floatOf(s);
    if (n === null) throw e;
    return datetimeFromTimestamp(n);
  }
}

export function datetimeFromTimestamp(ts: number): ParsedDate & ParsedTime {
  const [secs, us] = timestampParts(ts);
  const [d, rest] = fromTimestamp(secs);
  checkDate(d.y, d.m, d.d);
  return { ...d, h: Math.floor(rest / 3600), mi: Math.floor(rest / 60) % 60, s: rest % 60, us, tz: 0 };
}

export function timeFromSeconds(total: number): ParsedTime {
  if (total < 0 || total >= 86400) fail(E.timeTooLarge);
  const secs = Math.floor(total);
  const us = Math.round((total - secs) * 1e6);
  return { h: Math.floor(secs / 3600), mi: Math.floor(secs / 60) % 60, s: secs % 60, us, tz: 0 };
}

/** A duration as signed microseconds. */
export function parseDuration(text: string): bigint {
  let positive = true;
  let s = text;
  if (s.startsWith('-')) {
    positive = false;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (s === '') fail(E.tooShort);
  let day = 0;
  let second = 0;
  let micro = 0;
  if (s[0] === 'P') [day, second, micro] = isoDuration(s.slice(1));
  else if (/[dD]/.test(s) || s.length < 5) [day, second, micro] = daysTime(s);
  else [day, second, micro] = durationTime(s);
  second += Math.floor(micro / 1e6);
  micro %= 1e6;
  day += Math.floor(second / 86400);
  second %= 86400;
  if (day > 999_999_999) fail(E.durTooLarge);
  const total = (BigInt(day) * 86400n + BigInt(second)) * 1_000_000n + BigInt(micro);
  return positive ? total : -total;
}

function number(s: string, i: number): [number, number] {
  if (!/[0-9]/.test(s[i] ?? '')) fail(E.durNumber);
  let j = i;
  while (/[0-9]/.test(s[j] ?? '')) j++;
  return [Number(s.slice(i, j)), j];
}

function isoDuration(s: string): [number, number, number] {
  let gotT = false;
  let lastFraction = false;
  let pos = 0;
  let day = 0;
  let second = 0;
  let micro = 0;
  while (pos < s.length) {
    if (s[pos] === 'T') {
      if (gotT) fail(E.durT);
      gotT = true;
      pos++;
      continue;
    }
    let [value, next] = number(s, pos);
    let fraction: number | null = null;
    if (s[next] === '.' || s[next] === ',') {
      let j = next + 1;
      while (/[0-9]/.test(s[j] ?? '')) j++;
      fraction = Number(`0.${s.slice(next + 1, j)}`);
      next = j;
    }
    if (lastFraction) fail(E.durFraction);
    if (fraction !== null) lastFraction = true;
    pos = next;
    const unit = s[pos];
    if (gotT) {
      const mult = unit === 'H' ? 3600 : unit === 'M' ? 60 : unit === 'S' ? 1 : fail(E.durTime);
      second += mult * value;
      if (fraction !== null) {
        const extra = fraction * mult;
        second += Math.trunc(extra);
        micro += Math.round((extra - Math.trunc(extra)) * 1e6);
      }
    } else {
      const mult = unit === 'Y' ? 365 : unit === 'M' ? 30 : unit === 'W' ? 7 : unit === 'D' ? 1 : fail(E.durDate);
      day += value * mult;
      if (fraction !== null) {
        const extra = fraction * mult;
        day += Math.trunc(extra);
        const secs = (extra - Math.trunc(extra)) * 86400;
        second += Math.trunc(secs);
        micro += Math.round((secs - Math.trunc(secs)) * 1e6);
      }
    }
    pos++;
    value = 0;
  }
  if (pos < 2) fail(E.tooShort);
  return [day, second, micro];
}

function daysTime(s: string): [number, number, number] {
  const [day, pos] = number(s, 0);
  let rest = s.slice(pos);
  const m = /^ ?[dD]/.exec(rest);
  if (!m) fail(E.durDays);
  rest = rest.slice(m[0].length);
  if (/^(ays|ay|AYS|AY)/.test(rest)) rest = rest.replace(/^(ays|ay|AYS|AY)/, '');
  else if (/^[aA]/.test(rest)) fail(E.durDays);
  rest = rest.replace(/^(, |,| )/, '');
  if (rest === '') return [day, 0, 0];
  const [d2, second, micro] = durationTime(rest);
  if (d2 > 0) fail(E.durHour);
  return [day, second, micro];
}

function durationTime(s: string): [number, number, number] {
  if (s.length < 5) fail(E.tooShort);
  const colon = s.indexOf(':');
  if (colon < 0) fail(E.hour);
  const hourPart = s.slice(0, colon);
  if (hourPart.length > 10) fail(E.durHour);
  if (!/^[0-9]*$/.test(hourPart)) fail(E.hour);
  let hour = Number(hourPart || '0');
  const t = pureTime(`00:${s.slice(colon + 1)}`.slice(0, 15), 0);
  if (`00:${s.slice(colon + 1)}`.length > t.pos) fail(E.extra);
  const day = Math.floor(hour / 24);
  hour %= 24;
  return [day, t.mi * 60 + t.s + hour * 3600, t.us];
}
