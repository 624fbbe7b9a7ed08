/**
 * `datetime.strptime(text, format)` as CPython's `_strptime` does it: the format becomes one
 * case-insensitive pattern (each directive its `_strptime` regex, whitespace any run of it),
 * matched at the start; leftovers raise "unconverted data remains". C-locale names only.
 */
import { exc, pyError, repr } from '../../engine/api';
import { checkDate, checkTime, dayNames, fromOrdinal, monthNames, toOrdinal } from './calendar';
import { DateTimeV, TzV } from './values';

const names = (list: string[], short: boolean): string => `(${list.map((n) => (short ? n.slice(0, 3) : n)).join('|')})`;

const directives: Record<string, string> = {
  Y: '(\\d\\d\\d\\d)',
  y: '(\\d\\d)',
  m: '(1[0-2]|0[1-9]|[1-9])',
  d: '(3[01]|[12]\\d|0[1-9]|[1-9]| [1-9])',
  H: '(2[0-3]|[0-1]\\d|\\d)',
  I: '(1[0-2]|0[1-9]|[1-9])',
  M: '([0-5]\\d|\\d)',
  S: '(6[0-1]|[0-5]\\d|\\d)',
  f: '(\\d{1,6})',
  j: '(36[0-6]|3[0-5]\\d|[12]\\d\\d|0[1-9]\\d|00[1-9]|[1-9]\\d|0[1-9]|[1-9])',
  p: '(am|pm)',
  b: names(monthNames, true),
  B: names(monthNames, false),
  a: names(dayNames, true),
  A: names(dayNames, false),
  z: '([+-]\\d\\d:?[0-5]\\d(?::?[0-5]\\d(?:\\.\\d{1,6})?)?|Z)',
};

function pattern(format: string): { re: RegExp; order: string[] } {
  const order: string[] = [];
  let src = '';
  for (let i = 0; i < format.length; i++) {
    const c = format[i];
    if (c === '%' && i + 1 < format.length) {
      const d = format[++i];
      if (d === '%') src += '%';
      else if (directives[d]) {
        src += directives[d];
        order.push(d);
      } else if (d === 'c' || d === 'x' || d === 'X' || d === 'U' || d === 'W' || d === 'G' || d === 'V' || d === 'u') {
        throw pyError(exc.NotImplementedError, `strptime directive '%${d}' is not supported by this explainer`);
      } else throw pyError(exc.ValueError, `'${d}' is a bad directive in format '%${d}'`);
    } else if (c === '%') throw pyError(exc.ValueError, "stray % in format '%'");
    else if (/\s/.test(c)) {
      src += '\\s+';
      while (i + 1 < format.length && /\s/.test(format[i + 1])) i++;
    } else src += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return { re: new RegExp(`^(?:${src})`, 'i'), order };
}

function indexOfName(list: string[], text: string, short: boolean): number {
  return list.findIndex((n) => (short ? n.slice(0, 3) : n).toLowerCase() === text.toLowerCase());
}

export function strptime(text: string, format: string): DateTimeV {
  const { re, order } = pattern(format);
  const found = re.exec(text);
  if (!found) throw pyError(exc.ValueError, `time data ${repr(text)} does not match format ${repr(format)}`);
  if (found[0].length !== text.length) throw pyError(exc.ValueError, `unconverted data remains: ${text.slice(found[0].length)}`);
  let [y, m, d, h, mi, s, us] = [1900, 1, 1, 0, 0, 0, 0];
  let hour12: number | null = null;
  let pm: boolean | null = null;
  let yday: number | null = null;
  let tz: TzV | null = null;
  order.forEach((dir, k) => {
    const v = found[k + 1];
    switch (dir) {
      case 'Y':
        y = Number(v);
        break;
      case 'y':
        y = Number(v) + (Number(v) <= 68 ? 2000 : 1900);
        break;
      case 'm':
        m = Number(v);
        break;
      case 'd':
        d = Number(v);
        break;
      case 'H':
        h = Number(v);
        break;
      case 'I':
        hour12 = Number(v);
        break;
      case 'M':
        mi = Number(v);
        break;
      case 'S':
        s = Number(v);
        break;
      case 'f':
        us = Number(v.padEnd(6, '0'));
        break;
      case 'j':
        yday = Number(v);
        break;
      case 'p':
        pm = v.toLowerCase() === 'pm';
        break;
      case 'b':
      case 'B':
        m = indexOfName(monthNames, v, dir === 'b') + 1;
        break;
      case 'z':
        tz = v.toUpperCase() === 'Z' ? new TzV(0n, null) : zone(v);
        break;
    }
  });
  if (hour12 !== null) h = pm === null ? hour12 : (hour12 % 12) + (pm ? 12 : 0);
  if (yday !== null && !order.includes('m') && !order.includes('b') && !order.includes('B')) {
    [y, m, d] = fromOrdinal(toOrdinal(y, 1, 1) + yday - 1);
  }
  if (s === 60 || s === 61) s = 59;
  checkDate(y, m, d);
  checkTime(h, mi, s, us);
  return new DateTimeV(y, m, d, h, mi, s, us, tz);
}

function zone(v: string): TzV {
  const sign = v[0] === '-' ? -1n : 1n;
  const digits = v.slice(1).replace(/:/g, '');
  const [hh, mm, ss] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 6) || '0'].map(Number);
  const frac = digits.includes('.') ? Number(digits.split('.')[1].padEnd(6, '0')) : 0;
  return new TzV(sign * (BigInt(hh * 3600 + mm * 60 + ss) * 1_000_000n + BigInt(frac)), null);
}
