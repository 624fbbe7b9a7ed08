/**
 * The proleptic Gregorian calendar as CPython's `datetime` computes it: ordinals (day 1 is
 * 0001-01-01), days per month, weekdays, and the checks behind its constructor errors.
 */
import { exc, pyError } from '../../engine/api';

export const US_PER_DAY = 86_400_000_000;

export function isLeap(y: number): boolean {
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
}

const monthDays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeap(y) ? 29 : monthDays[m];
}

function daysBeforeYear(y: number): number {
  const p = y - 1;
  return p * 365 + Math.floor(p / 4) - Math.floor(p / 100) + Math.floor(p / 400);
}

function daysBeforeMonth(y: number, m: number): number {
  let n = 0;
  for (let i = 1; i < m; i++) n += daysInMonth(y, i);
  return n;
}

/** Day number of a date, 0001-01-01 being 1 (`date.toordinal()`). */
export function toOrdinal(y: number, m: number, d: number): number {
  return daysBeforeYear(y) + daysBeforeMonth(y, m) + d;
}

/** The date of an ordinal (`date.fromordinal()`). */
export function fromOrdinal(n: number): [number, number, number] {
  let y = Math.floor((n - 1) / 365.2425) + 1;
  while (daysBeforeYear(y + 1) < n) y++;
  while (daysBeforeYear(y) >= n) y--;
  let rest = n - daysBeforeYear(y);
  let m = 1;
  while (rest > daysInMonth(y, m)) {
    rest -= daysInMonth(y, m);
    m++;
  }
  return [y, m, rest];
}

/** Monday is 0, as `date.weekday()`. */
export function weekday(y: number, m: number, d: number): number {
  return (toOrdinal(y, m, d) + 6) % 7;
}

/** CPython's range checks for a date. */
export function checkDate(y: number, m: number, d: number): void {
  if (y < 1 || y > 9999) throw pyError(exc.ValueError, `year ${y} is out of range`);
  if (m < 1 || m > 12) throw pyError(exc.ValueError, 'month must be in 1..12');
  if (d < 1 || d > daysInMonth(y, m)) throw pyError(exc.ValueError, 'day is out of range for month');
}

/** CPython's range checks for a time of day. */
export function checkTime(h: number, mi: number, s: number, us: number): void {
  if (h < 0 || h > 23) throw pyError(exc.ValueError, 'hour must be in 0..23');
  if (mi < 0 || mi > 59) throw pyError(exc.ValueError, 'minute must be in 0..59');
  if (s < 0 || s > 59) throw pyError(exc.ValueError, 'second must be in 0..59');
  if (us < 0 || us > 999999) throw pyError(exc.ValueError, 'microsecond must be in 0..999999');
}

export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function pad(n: number, width: number): string {
  return String(Math.abs(n)).padStart(width, '0');
}
