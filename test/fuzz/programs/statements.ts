/**
 * Statements of the general-program fuzzer over the program's typed globals: guarded
 * assignments and recordings (a failure is kept as its message in `errs`), common
 * mistakes (operands of the wrong type), slices, tuples, sets and the iterable builtins,
 * in-place list and dict operations, loops with break/continue/else, chained
 * conditionals, assignment expressions and two calls on one line. Every statement keeps
 * what it computed in a global, since the contract compares globals, not printed output.
 */
import fc from 'fast-check';
import { type Exprs, expressions, type Scope } from './expressions';
import { allowed, when } from './gaps';
import { matchStatement } from './match';

/** The program's globals, by type. */
export const globalsScope: Scope = { int: ['i0', 'i1'], num: ['f0', 'i0'], str: ['s0', 's1'], list: ['l0', 'l1'], dict: ['d0'] };

export const indent = (text: string, by = '    ') =>
  text
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');

/** `body` in a try whose except clause records the exception as `Type: message`. */
export const guarded = (body: string) => `try:\n${indent(body)}\nexcept Exception as e:\n    errs.append(f"{type(e).__name__}: {e}")`;

const e = expressions(globalsScope);
const shallow = expressions(globalsScope, 1);

const assignment = fc.oneof(
  fc.tuple(fc.constantFrom('i0', 'i1'), e.int).map(([v, x]) => `${v} = clamp(${x})`),
  e.num.map((x) => `f0 = clamp(${x})`),
  fc.tuple(fc.constantFrom('s0', 's1'), e.str).map(([v, x]) => `${v} = (${x})[:30]`),
  fc.tuple(fc.constantFrom('l0', 'l1'), e.list).map(([v, x]) => `${v} = (${x})[:8]`),
  e.dict.map((x) => `d0 = ${x}`),
  fc.tuple(e.int, e.int).map(([x, y]) => `i0, i1 = clamp(${x}), clamp(${y})`),
  fc.constant('i0, i1 = i1, i0'),
  fc.tuple(fc.constantFrom('+=', '-=', '*=', '//=', '%='), shallow.int).map(([op, x]) => `i1 ${op} ${x}\ni1 = clamp(i1)`),
  shallow.str.map((x) => `s0 += ${x}\ns0 = s0[:30]`),
  e.list.map((x) => `first, *rest = ${x}\nout.append((first, rest))`),
);

const record = e.any.map((x) => `out.append(${x})`);

/**
 * Common mistakes: operands of the wrong type, so the TypeError (or its absence: str * int,
 * list + list, bool + int are fine) and its message are compared.
 */
const typed = [shallow.int, shallow.num, shallow.str, shallow.bool, shallow.list, shallow.dict, fc.constant('None'), fc.constant('(1, "t")')];
const mistake = fc
  .tuple(fc.constantFrom(...typed), fc.constantFrom(...typed))
  .chain(([a, b]) => fc.tuple(a, b))
  // Operands in parentheses: `5.append` would be a SyntaxError, not the AttributeError meant.
  .map(([a, b]) => [`(${a})`, `(${b})`])
  .chain(([x, y]) =>
    fc.oneof(
      fc
        .constantFrom(
          `${x} + ${y}`,
          `${x} - ${y}`,
          ...when('sequence-repeat-message', `${x} * ${y}`),
          `${x} / ${y}`,
          ...when('percent-unused-args', `${x} % ${y}`),
          `${x} < ${y}`,
          ...when('cross-type-eq', `${x} in ${y}`),
          ...when('str-index-message', `${x}[${y}]`),
          `len(${x})`,
          `${x}(${y})`,
          `-${x}`,
          `${x}.append(${y})`,
          `int(${x})`,
          ...when('mixed-sort-message', `sorted([${x}, ${y}])`),
          `{${x}: ${y}}`,
          ...when('iterator-type-names', `iter(${x})`),
        )
        .map((m) => `out.append(${m})`),
      ...when('augassign-message', fc.constantFrom(`w = ${x}\nw += ${y}\nout.append(w)`, `w = [${x}]\nw[0] -= ${y}\nout.append(w)`)),
    ),
  );

/** Slices with steps, tuples and their comparisons, and the builtins over several iterables. */
const sequences = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('l0', 's0', 'tuple(l1)', 'list(range(10))'),
      fc.integer({ min: -6, max: 6 }),
      fc.integer({ min: -6, max: 6 }),
      fc.constantFrom(1, 2, 3, -1, -2),
    )
    .map(([x, a, b, st]) => `out.append(${x}[${a}:${b}:${st}])\nout.append(${x}[::${st}])`),
  fc
    .tuple(e.int, e.str, e.list)
    .map(
      ([x, y, z]) =>
        `t = (${x}, ${y}, ${z})\nout.append((t, t[1:], t + (1,), t * 2, len(t), ${allowed('cross-type-eq') ? `t.count(${x})` : 't.index(t[0])'}, (1, 2) < (1, 2, 0)))`,
    ),
  fc
    .tuple(e.list, e.list, e.str)
    .map(([x, y, z]) => `out.append((list(zip(${x}, ${y}, ${z})), list(map(lambda a, b: a - b, ${x}, ${y})), list(enumerate(${z}, 10))[:3]))`),
  e.list.map((x) => `out.append((min(${x}, key=abs, default=None), max(${x}, default="none"), sorted(${x}, key=lambda v: (-abs(v), v)), sum(${x}, 0.5)))`),
  fc
    .tuple(e.list, e.list)
    .map(([x, y]) => `a, b = set(${x}), frozenset(${y})\nout.append((sorted(a | b), sorted(a - b), sorted(b & a), a <= b, len(a ^ b), 3 in a))`),
  fc
    .tuple(e.str, fc.constantFrom('","', '"l"', ...when('rsplit-whitespace', '" "', 'None')), fc.integer({ min: -1, max: 3 }))
    .map(([x, sep, n]) => `out.append((${x}.split(${sep}, ${n}), ${x}.rsplit(${sep}, ${n}), ${x}.replace("l", "", ${n})))`),
);

const listOp = fc.oneof(
  e.int.map((x) => `l0.append(${x})`),
  shallow.list.map((x) => `l0.extend(${x})`),
  fc.tuple(shallow.index, shallow.int).map(([i, x]) => `l0.insert(${i}, ${x})`),
  fc.constantFrom(
    'out.append(l0.pop())',
    'out.append(l0.pop(0))',
    'l0.sort()',
    'l0.reverse()',
    'l0.sort(key=lambda v: -abs(v))',
    'l1 = l0',
    'l1 = l0[:]',
    'l1 = list(l0)',
    'l0.clear()',
  ),
  shallow.int.map((x) => `l0.remove(${x})`),
  shallow.index.map((x) => `del l0[${x}]`),
  fc.tuple(shallow.index, shallow.int).map(([i, x]) => `l0[${i}] = ${x}`),
  fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 5 }), shallow.list).map(([a, b, x]) => `l0[${a}:${b}] = ${x}`),
  fc.constantFrom('l0 = l0[:8]'),
);

const key = fc.constantFrom('"a"', '"b"', '"k"', '"zz"', 's0');
const dictOp = fc.oneof(
  fc.tuple(key, e.int).map(([k, x]) => `d0[${k}] = ${x}`),
  fc.tuple(key, shallow.int).map(([k, x]) => `out.append(d0.setdefault(${k}, ${x}))`),
  key.map((k) => `out.append(d0.pop(${k}))`),
  key.map((k) => `out.append(d0.pop(${k}, None))`),
  key.map((k) => `del d0[${k}]`),
  shallow.dict.map((x) => `d0.update(${x})`),
  fc.constantFrom(
    'out.append(d0.popitem())',
    'out.append(list(d0.items()))',
    'out.append(sorted(d0, key=d0.get))',
    'd0.clear()',
    'out.append(list(d0.keys()))',
  ),
  key.map((k) => `d0[${k}] = d0.get(${k}, 0) + 1`),
);

/** The loop variable `v` (an int) joins the scope inside loop bodies. */
const inLoop = expressions({ ...globalsScope, int: [...globalsScope.int, 'v', 'acc'], num: [...globalsScope.num, 'v'] }, 1);

const forLoop = fc
  .tuple(e.list, inLoop.bool, inLoop.int, fc.boolean(), fc.boolean(), fc.integer({ min: -5, max: 40 }))
  .map(([xs, cond, step, withElse, withContinue, limit]) => {
    const lines = ['acc = 0', `for v in ${xs}:`, `    if ${cond}:`, `        acc += ${step}`];
    if (withContinue) lines.push('    elif v % 3 == 0:', '        continue');
    lines.push('    else:', '        acc -= 1', `    if acc > ${limit}:`, '        break');
    if (withElse) lines.push('else:', '    acc = -acc');
    lines.push('acc = clamp(acc)', 'out.append(acc)');
    return lines.join('\n');
  });

const whileLoop = fc
  .tuple(fc.integer({ min: 0, max: 6 }), inLoop.int)
  .map(([n, x]) =>
    ['v = 0', 'acc = 1', `while v < ${n}:`, '    v += 1', `    acc = clamp(acc + ${x})`, '    if acc == 7:', '        break', 'out.append((v, acc))'].join(
      '\n',
    ),
  );

const conditional = fc
  .tuple(e.bool, e.any, e.bool, e.any, e.any)
  .map(([c1, x, c2, y, z]) => [`if ${c1}:`, `    out.append(${x})`, `elif ${c2}:`, `    out.append(${y})`, 'else:', `    out.append(${z})`].join('\n'));

const nested = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 1 }))
  .map(([a, b, parity]) =>
    [
      `for x in range(${a + 1}):`,
      `    for y in range(${b + 1}):`,
      `        if (x + y) % 2 == ${parity}:`,
      '            continue',
      '        out.append((x, y))',
    ].join('\n'),
  );

/** One top-level statement; all but the loops and conditionals are guarded. */
export const statement: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: assignment.map(guarded) },
  { weight: 6, arbitrary: record.map(guarded) },
  { weight: 2, arbitrary: mistake.map(guarded) },
  { weight: 2, arbitrary: sequences.map(guarded) },
  { weight: 3, arbitrary: listOp.map(guarded) },
  { weight: 3, arbitrary: dictOp.map(guarded) },
  { weight: 2, arbitrary: forLoop.map(guarded) },
  { weight: 1, arbitrary: whileLoop.map(guarded) },
  { weight: 2, arbitrary: conditional.map(guarded) },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: e.list.map((x) => guarded(`if (n := len(${x})) > 2:\n    out.append(n)\nout.append([y for v in ${x} if (y := v * 2) > 0])`)) },
  { weight: 1, arbitrary: fc.constant('out.append(clamp(i0)); out.append(clamp(i1))') },
  { weight: 2, arbitrary: matchStatement(e).map(guarded) },
);

/** A last statement left unguarded, so an exception may end the program (the outcome then names it). */
export const finalStatement: fc.Arbitrary<string> = fc.oneof(record, assignment, listOp, dictOp);

export type { Exprs };
