/**
 * Typed Python expressions for the general-program fuzzer. Each generator yields source
 * text of one static type (int, a number, str, bool, list of ints, dict of str to int)
 * over the variables in scope, so generated programs mostly compute rather than fail on
 * type errors; the failures they do hit (ZeroDivisionError, IndexError, KeyError,
 * OverflowError...) are real Python behaviour and part of what is compared.
 *
 * Sizes stay bounded: exponents, shifts and repeat counts are small literals, and depth is
 * limited, so no expression builds a number or string large enough to be slow.
 */
import fc from 'fast-check';
import { allowed, when } from './gaps';

/** The variables of each type an expression may read. */
export interface Scope {
  readonly int: readonly string[];
  readonly num: readonly string[];
  readonly str: readonly string[];
  readonly list: readonly string[];
  readonly dict: readonly string[];
}

export interface Exprs {
  readonly int: fc.Arbitrary<string>;
  /** An int fit to index a list (within 64 bits, unless the engine handles bigger ones). */
  readonly index: fc.Arbitrary<string>;
  /** An int or a float. */
  readonly num: fc.Arbitrary<string>;
  readonly str: fc.Arbitrary<string>;
  readonly bool: fc.Arbitrary<string>;
  readonly list: fc.Arbitrary<string>;
  readonly dict: fc.Arbitrary<string>;
  /** Any of the above. */
  readonly any: fc.Arbitrary<string>;
}

const smallInt = fc.integer({ min: -12, max: 12 }).map((n) => (n < 0 ? `(${n})` : `${n}`));
const bigInt = fc.constantFrom('(2 ** 64)', '(10 ** 20)', '(-(2 ** 70))', '123456789012345678901234567890', '(2 ** 53 + 1)', '(-7 * 10 ** 15)', '255', '1000');
export const intLit = fc.oneof({ weight: 6, arbitrary: smallInt }, { weight: 1, arbitrary: bigInt });
export const floatLit = fc.constantFrom(
  '0.1',
  '0.5',
  '2.5',
  '(-1.5)',
  '1e-3',
  '3.14159',
  '1e16',
  '(-0.0)',
  '100.0',
  '7.0',
  '0.2',
  '1.25',
  '(-2.75)',
  '0.3',
  ...(allowed('float-overflow') ? ['1e300'] : []),
  ...when('float-trailing-dot', '2.', '(-1.)'),
);
const strValues = [
  '',
  'a',
  'hello',
  'Hello, World',
  '  padded  ',
  'ünïcödé',
  '日本語',
  'a,b,,c',
  'CamelCase',
  'x y  z',
  "it's",
  'tab\there',
  'MiXeD 42',
  '3.5',
  '-17',
  'line one\nline two\n',
];
export const strLit = fc.constantFrom(...strValues).map((s) => JSON.stringify(s));
const keyLit = fc.constantFrom('"a"', '"b"', '"k"', '"zz"', '"hello"');
const small = (min: number, max: number) => fc.integer({ min, max }).map(String);
export const listLit = fc.array(smallInt, { maxLength: 5 }).map((xs) => `[${xs.join(', ')}]`);
export const dictLit = fc
  .uniqueArray(fc.tuple(keyLit, smallInt), { maxLength: 3, selector: ([k]) => k })
  .map((kv) => `{${kv.map(([k, v]) => `${k}: ${v}`).join(', ')}}`);

const intSpecs = ['d', '5d', '<6', '>6', '^7', '+d', ',', '_', '08d', 'x', 'X', '#x', 'o', 'b', '#b', '*>8'];
const floatSpecs = ['.2f', '8.3f', '.1e', 'g', '.3g', ',.2f', '+.1f', '.0%', '10.4f', '<10', '>10', '.1f', 'e', '.0f'];

/** True division; while the engine divides big ints through doubles, the dividend is made a float first. */
const divide = (x: string, y: string) => (allowed('int-true-division') ? `(${x} / ${y})` : `(float(${x}) / ${y})`);

const pick = (names: readonly string[]) => (names.length ? [fc.constantFrom(...names)] : []);

/** Expressions over a scope, nested at most `depth` levels. */
export function expressions(scope: Scope, depth = 2): Exprs {
  const levels: Exprs[] = [];
  for (let d = 0; d <= depth; d++) levels.push(level(scope, d === 0 ? undefined : levels[d - 1]));
  return levels[depth];
}

function level(scope: Scope, sub: Exprs | undefined): Exprs {
  const intLeaf = fc.oneof(intLit, ...pick(scope.int));
  const numLeaf = fc.oneof(intLeaf, floatLit, ...pick(scope.num));
  const strLeaf = fc.oneof(strLit, ...pick(scope.str));
  const listLeaf = fc.oneof(listLit, ...pick(scope.list));
  const dictLeaf = fc.oneof(dictLit, ...pick(scope.dict));
  const boolLeaf = fc.constantFrom('True', 'False');
  if (!sub) {
    return {
      int: intLeaf,
      index: intLeaf,
      num: numLeaf,
      str: strLeaf,
      bool: boolLeaf,
      list: listLeaf,
      dict: dictLeaf,
      any: fc.oneof(intLeaf, numLeaf, strLeaf, boolLeaf, listLeaf, dictLeaf),
    };
  }
  const { int: i, num: n, str: s, bool: b, list: l, dict: d } = sub;
  const index = allowed('huge-index') ? i : i.map((x) => `(${x}) % 9 - 4`);
  const t2 = <A, B>(a: fc.Arbitrary<A>, c: fc.Arbitrary<B>) => fc.tuple(a, c);

  const int = fc.oneof(
    { weight: 4, arbitrary: intLeaf },
    t2(i, i).chain(([x, y]) => fc.constantFrom(`(${x} + ${y})`, `(${x} - ${y})`, `(${x} * ${y})`, `(${x} // ${y})`, `(${x} % ${y})`)),
    t2(i, i).chain(([x, y]) =>
      fc.constantFrom(`(${x} & ${y})`, `(${x} | ${y})`, `(${x} ^ ${y})`, `min(${x}, ${y})`, `max(${x}, ${y}, 0)`, `divmod(${x}, ${y})[1]`),
    ),
    t2(i, small(0, 4)).map(([x, k]) => `(${x} ** ${k})`),
    t2(i, small(0, 9)).chain(([x, k]) => fc.constantFrom(`(${x} << ${k})`, `(${x} >> ${k})`, `pow(${x}, ${k})`)),
    i.chain((x) => fc.constantFrom(`(-${x})`, `abs(${x})`, `(~${x})`, `int(str(${x}))`, `len(str(${x}))`)),
    ...when(
      'int-parse-base',
      t2(i, fc.constantFrom('2', '8', '11', '16', '36', '0')).map(([x, base]) => `int(str(abs(${x})), ${base})`),
    ),
    n.chain((x) => fc.constantFrom(`int(${x})`, `round(${x})`)),
    s.chain((x) =>
      fc.constantFrom(
        `len(${x})`,
        `${x}.count("a")`,
        `${x}.find("l")`,
        `${x}.index(" ")`,
        ...when('str-start-end', `${x}.count("l", 1, -1)`, `${x}.find("l", -4)`, `${x}.rfind("l", 0, 5)`, `${x}.startswith("l", 2)`),
        `ord(${x}[0])`,
        `int(${x}.strip() or "0")`,
      ),
    ),
    l.chain((x) => fc.constantFrom(`len(${x})`, `sum(${x})`, `${x}[0]`, `${x}[-1]`, `max(${x})`, `min(${x}, default=0)`, `${x}.index(1)`, `${x}.count(2)`)),
    t2(l, index).map(([x, y]) => `${x}[${y}]`),
    t2(d, keyLit).chain(([x, k]) => fc.constantFrom(`${x}[${k}]`, `${x}.get(${k}, 0)`, `len(${x})`)),
    fc.tuple(b, i, i).map(([c, x, y]) => `(${x} if ${c} else ${y})`),
    t2(b, i).map(([c, x]) => `(${c} + ${x})`),
    ...when(
      'pow-mod',
      t2(i, i).map(([x, m]) => `pow(${x}, 5, ${m})`),
    ),
    ...when(
      'str-methods',
      s.map((x) => `${x}.rindex("l")`),
    ),
    ...when(
      'int-hash',
      i.map((x) => `hash(${x})`),
    ),
    ...when(
      'int-methods',
      i.map((x) => `(${x}).bit_length()`),
    ),
  );

  // Ints that meet floats stay within float range while the engine gets overflow wrong.
  const numInt = allowed('float-overflow') ? int : int.map((x) => `clamp(${x})`);
  const num = fc.oneof(
    { weight: 3, arbitrary: numLeaf },
    { weight: 2, arbitrary: numInt },
    t2(n, n).chain(([x, y]) => fc.constantFrom(`(${x} + ${y})`, `(${x} - ${y})`, `(${x} * ${y})`, divide(x, y))),
    ...(allowed('float-floordiv') ? [t2(n, n).chain(([x, y]) => fc.constantFrom(`(${x} // ${y})`, `(${x} % ${y})`))] : []),
    t2(n, small(0, 3)).map(([x, k]) => `(${x} ** ${k})`),
    n.chain((x) => fc.constantFrom(`(-${x})`, `abs(${x})`, `float(${x})`, `min(${x}, 1.5)`, `max(${x}, -2)`)),
    ...(allowed('round-ndigits') ? [t2(n, small(-2, 3)).map(([x, k]) => `round(${x}, ${k})`)] : []),
    t2(n, n).map(([x, y]) => divide(x, y)),
    fc.tuple(b, n, n).map(([c, x, y]) => `(${x} if ${c} else ${y})`),
  );

  const intSpec = fc.constantFrom(...intSpecs);
  const floatSpec = fc.constantFrom(...floatSpecs.filter((f) => allowed('float-format-rounding') || !/\.\d/.test(f)));
  const str = fc.oneof(
    { weight: 3, arbitrary: strLeaf },
    t2(s, s).map(([x, y]) => `(${x} + ${y})`),
    t2(s, small(0, 3)).map(([x, k]) => `(${x} * ${k})`),
    s.chain((x) =>
      fc.constantFrom(
        `${x}.upper()`,
        `${x}.lower()`,
        ...(allowed('unicode-title') ? [`${x}.title()`] : []),
        `${x}.capitalize()`,
        `${x}.strip()`,
        `${x}.lstrip(" a")`,
        `${x}.replace("l", "L")`,
        `${x}[::-1]`,
        `repr(${x})`,
        `${x}.zfill(6)`,
        `${x}.center(9, "*")`,
        `${x}.ljust(5, ".")`,
        `${x}.rjust(5)`,
        `${x}.partition(",")[2]`,
        `"-".join(${x}.split())`,
        `${x}.split(",")[0]`,
        `${x}[0]`,
      ),
    ),
    fc.tuple(s, small(-6, 6), small(-6, 6)).map(([x, a, c]) => `${x}[${a}:${c}]`),
    i.chain((x) => fc.constantFrom(`str(${x})`, `repr(${x})`, `hex(${x})`, `bin(${x})`, `chr(65 + ${x} % 26)`, `("%d" % ${x})`, `("%5s|" % ${x})`)),
    n.map((x) => `str(${x})`),
    // Python 3.11 f-strings cannot reuse their quote inside: only quote-free operands go in one.
    t2(fc.oneof(intLeaf, numLeaf), fc.oneof(intSpec, floatSpec)).map(([x, f]) => `f"{${x}:${f}}"`),
    t2(i, intSpec).map(([x, f]) => `"{:${f}}".format(${x})`),
    t2(n, floatSpec).map(([x, f]) => `"{0:${f}}|{0}".format(${x})`),
    t2(i, intSpec).map(([x, f]) => `format(${x}, "${f}")`),
    l.chain((x) => fc.constantFrom(`str(${x})`, `", ".join(str(v) for v in ${x})`, `repr(sorted(${x}))`)),
    d.map((x) => `str(${x})`),
    t2(s, i).map(([x, y]) => `"{!r} has {}".format(${x}, ${y})`),
    ...when(
      'int-methods',
      i.map((x) => `oct(${x})`),
    ),
    ...when(
      'str-methods',
      s.chain((x) => fc.constantFrom(`${x}.casefold()`, `${x}.swapcase()`, `${x}.rpartition(",")[0]`, `str(${x}.isdecimal())`)),
    ),
    ...when(
      'splitlines-keepends',
      s.map((x) => `repr(${x}.splitlines(True))`),
    ),
    ...when(
      'percent-format',
      t2(s, i).chain(([x, y]) => fc.constantFrom(`("%r|%o|%e" % (${x}, ${y}, ${y}))`, `("%(k)s!" % {"k": ${x}})`)),
    ),
  );

  const cmp = fc.constantFrom('<', '<=', '>', '>=', '==', '!=');
  const bool = fc.oneof(
    { weight: 2, arbitrary: boolLeaf },
    fc.tuple(n, cmp, n).map(([x, o, y]) => `(${x} ${o} ${y})`),
    fc.tuple(s, cmp, s).map(([x, o, y]) => `(${x} ${o} ${y})`),
    fc.tuple(i, cmp, i, cmp, i).map(([x, o, y, p, z]) => `(${x} ${o} ${y} ${p} ${z})`),
    t2(s, s).map(([x, y]) => `(${x} in ${y})`),
    t2(i, l).map(([x, y]) => `(${x} in ${y})`),
    t2(keyLit, d).map(([k, y]) => `(${k} not in ${y})`),
    t2(l, l).chain(([x, y]) => fc.constantFrom(`(${x} == ${y})`, `(${x} < ${y})`)),
    t2(b, b).chain(([x, y]) => fc.constantFrom(`(${x} and ${y})`, `(${x} or ${y})`, `(not ${x})`)),
    s.chain((x) => fc.constantFrom(`${x}.startswith("a")`, `${x}.isdigit()`, `${x}.isalpha()`, `${x}.isupper()`, `bool(${x})`, `${x}.endswith(("o", "d"))`)),
    l.chain((x) => fc.constantFrom(`any(v > 2 for v in ${x})`, `all(v % 2 for v in ${x})`, `bool(${x})`)),
    n.chain((x) => fc.constantFrom(`isinstance(${x}, int)`, `isinstance(${x}, float)`, `bool(${x})`)),
    ...when(
      'cross-type-eq',
      t2(l, l).chain(([x, y]) => fc.constantFrom(`(${x} == tuple(${y}))`, `(${x} in [tuple(${y})])`, '(object() == object())', '(int == str)')),
    ),
    ...when(
      'int-float-compare',
      i.map((x) => `(${x} * 2 ** 60 + 1 == float(${x} * 2 ** 60 + 1))`),
    ),
    ...when(
      'set-methods',
      t2(l, l).map(([x, y]) => `set(${x}).isdisjoint(${y})`),
    ),
  );

  const list = fc.oneof(
    { weight: 3, arbitrary: listLeaf },
    fc.tuple(small(-5, 5), small(-5, 12), fc.constantFrom('1', '2', '3', '(-1)', '(-2)')).map(([a, c, st]) => `list(range(${a}, ${c}, ${st}))`),
    l.chain((x) =>
      fc.constantFrom(
        `sorted(${x})`,
        `sorted(${x}, reverse=True)`,
        `sorted(${x}, key=lambda v: (v % 3, -v))`,
        `list(reversed(${x}))`,
        `${x}[::2]`,
        `${x}[::-1]`,
        `${x}[1:]`,
        `[v * 2 for v in ${x} if v % 2]`,
        `[v for v in ${x} if v > 0]`,
        `list(map(abs, ${x}))`,
        `list(filter(lambda v: v != 0, ${x}))`,
        `sorted(set(${x}))`,
        `list(dict.fromkeys(${x}))`,
        `[i for i, _ in enumerate(${x})]`,
        `[${x}.count(v) for v in ${x}]`,
      ),
    ),
    t2(l, l).chain(([x, y]) =>
      fc.constantFrom(`(${x} + ${y})[:8]`, `[a * b for a, b in zip(${x}, ${y})]`, `sorted(set(${x}) & set(${y}))`, `sorted(set(${x}) ^ set(${y}))`),
    ),
    s.chain((x) => fc.constantFrom(`[len(w) for w in ${x}.split()]`, `[ord(c) % 10 for c in ${x}][:6]`)),
    d.chain((x) => fc.constantFrom(`sorted(${x}.values())`, `[len(k) for k in ${x}]`)),
    t2(l, i).map(([x, y]) => `[v % (${y} or 1) for v in ${x}]`),
    t2(i, small(0, 3)).map(([x, k]) => `([${x}] * ${k})`),
    ...when(
      'set-methods',
      t2(l, l).map(([x, y]) => `sorted(set(${x}).symmetric_difference(${y}))`),
    ),
    ...when(
      'dict-view-set-ops',
      // A list of ints like every list expression: a list of the keys themselves, mixed into an int
      // set and sorted, would compare str and int in an order that depends on str hashing.
      t2(d, d).map(([x, y]) => `[len(k) for k in sorted(${x}.keys() & ${y}.keys())]`),
    ),
    ...when(
      'zip-strict',
      t2(l, l).map(([x, y]) => `[a - b for a, b in zip(${x}, ${y}, strict=True)]`),
    ),
    ...when(
      'mixed-sort-message',
      t2(i, s).map(([x, y]) => `sorted([${x}, ${y}])`),
    ),
  );

  const dict = fc.oneof(
    { weight: 3, arbitrary: dictLeaf },
    s.map((x) => `{w: len(w) for w in ${x}.split()}`),
    t2(d, d).chain(([x, y]) => fc.constantFrom(`{**${x}, **${y}}`, `(${x} | ${y})`)),
    d.chain((x) =>
      fc.constantFrom(
        `{k: v for k, v in sorted(${x}.items()) if v > 0}`,
        `dict(sorted(${x}.items(), key=lambda kv: kv[1]))`,
        `{k.upper(): v * 2 for k, v in ${x}.items()}`,
      ),
    ),
    l.map((x) => `dict(zip(["a", "b", "c"], ${x}))`),
    t2(d, keyLit).chain(([x, k]) => i.map((v) => `{**${x}, ${k}: ${v}}`)),
  );

  return { int, index, num, str, bool, list, dict, any: fc.oneof(int, num, str, bool, list, dict) };
}
