/**
 * `UnicodeDecodeError(encoding, object, start, end, reason)` and `UnicodeEncodeError(...)`: the
 * five arguments are `args` and the attributes of those names, and `str()` is CPython's
 * sentence (`'utf-8' codec can't decode byte 0xff in position 0: invalid start byte`), which
 * the codecs' own errors get by being made with the five arguments too.
 */
import { exc, exceptionState, isException, pyError } from '../exceptions';
import { typeName } from '../objects';
import { str } from '../repr';
import { PyBytes, type PyClass, type PyValue } from '../values';
import { defineGetSets, nativeSlots } from './args';
import { escaped, positions } from './codecs';

const FIELDS = ['encoding', 'object', 'start', 'end', 'reason'] as const;

function args(e: PyValue): readonly PyValue[] {
  if (!isException(e)) throw pyError(exc.TypeError, `descriptor requires a 'UnicodeError' object but received a '${typeName(e)}'`);
  return exceptionState(e).args;
}

/** The sentence, or undefined when the arguments are not the five this needs (then BaseException's str). */
function sentence(cls: PyClass, a: readonly PyValue[]): string | undefined {
  const [encoding, object, start, end, reason] = a;
  if (a.length !== 5 || typeof start !== 'bigint' || typeof end !== 'bigint') return undefined;
  const s = Number(start);
  const e = Number(end);
  if (cls.isSubclassOf(exc.UnicodeDecodeError)) {
    if (!(object instanceof PyBytes)) return undefined;
    const one = s < object.data.length ? `byte 0x${object.data[s].toString(16).padStart(2, '0')}` : 'bytes';
    return `'${str(encoding)}' codec can't decode ${s < object.data.length ? positions(s, e, one, 'bytes') : `bytes in position ${s}-${e - 1}`}: ${str(reason)}`;
  }
  if (typeof object !== 'string') return undefined;
  const cps = [...object];
  const one = s < cps.length ? `character '${escaped(cps[s].codePointAt(0) as number)}'` : 'characters';
  return `'${str(encoding)}' codec can't encode ${s < cps.length ? positions(s, e, one, 'characters') : `characters in position ${s}-${e - 1}`}: ${str(reason)}`;
}

for (const cls of [exc.UnicodeDecodeError, exc.UnicodeEncodeError]) {
  const base = exc.BaseException.slots;
  nativeSlots(cls, {
    init: (self, a, kwargs) => {
      if (kwargs && kwargs.size > 0) throw pyError(exc.TypeError, `${typeName(self)}() takes no keyword arguments`);
      if (a.length !== 5) throw pyError(exc.TypeError, `function takes exactly 5 arguments (${a.length} given)`);
      exceptionState(self as never).args = [...a];
    },
    str: (self) => sentence(cls, args(self)) ?? (base.str?.(self) as string),
  });
  defineGetSets(cls, Object.fromEntries(FIELDS.map((name, i) => [name, { get: (e: PyValue) => args(e)[i] ?? null }])));
}
