/**
 * `date.isocalendar()`: the ISO year, week and weekday of a date (CPython's `_isocalendar`:
 * week 1 is the one holding the year's first Thursday), as a `datetime.IsoCalendarDate`, the
 * tuple subclass with read-only `year`, `week` and `weekday` that CPython 3.11 returns.
 */
import { builtinTypes, defineGetSets, exc, PyClass, PyTuple, type PyValue, pyError } from '../../engine/api';
import { toOrdinal } from './calendar';

export const isoCalendarDateType = new PyClass('IsoCalendarDate', [builtinTypes.tuple], {}, 'datetime');
isoCalendarDateType.tpName = 'datetime.IsoCalendarDate';

const names = ['year', 'week', 'weekday'] as const;
isoCalendarDateType.slots.repr = (v) => `datetime.IsoCalendarDate(${names.map((n, i) => `${n}=${String((v as PyTuple).items[i])}`).join(', ')})`;
defineGetSets(
  isoCalendarDateType,
  Object.fromEntries(
    names.map((n, i) => [
      n,
      {
        get: (v: PyValue) => (v as PyTuple).items[i],
        set: () => {
          throw pyError(exc.AttributeError, `attribute '${n}' of 'datetime.IsoCalendarDate' objects is not writable`);
        },
      },
    ]),
  ),
);

/** The ordinal of the Monday of ISO week 1 of `year`. */
function isoWeek1Monday(year: number): number {
  const first = toOrdinal(year, 1, 1);
  const firstWeekday = (first + 6) % 7;
  return first - firstWeekday + (firstWeekday > 3 ? 7 : 0);
}

export function isoCalendar(y: number, m: number, d: number): PyTuple {
  let year = y;
  const today = toOrdinal(y, m, d);
  let monday = isoWeek1Monday(year);
  let week = Math.floor((today - monday) / 7);
  let day = (((today - monday) % 7) + 7) % 7;
  if (week < 0) {
    year -= 1;
    monday = isoWeek1Monday(year);
    week = Math.floor((today - monday) / 7);
    day = (today - monday) % 7;
  } else if (week >= 52 && today >= isoWeek1Monday(year + 1)) {
    year += 1;
    week = 0;
  }
  return new PyTuple([BigInt(year), BigInt(week + 1), BigInt(day + 1)], isoCalendarDateType);
}
