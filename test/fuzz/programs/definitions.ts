/**
 * Definitions of the general-program fuzzer, each with the statements that use it:
 * functions with defaults, *args, keyword-only parameters and **kwargs (and the
 * TypeErrors of wrong calls), closures with nonlocal state, decorators, recursion,
 * classes with a random set of dunders (and a subclass calling super()), and user
 * exception hierarchies raised and caught through try/except/else/finally.
 */
import fc from 'fast-check';
import { expressions, intLit } from './expressions';
import { allowed, type Gap, when } from './gaps';
import { globalsScope, guarded, indent } from './statements';

const g = expressions(globalsScope, 1);
/** Inside `fn`, and inside the closure's and the decorated function's bodies. */
const inFunction = expressions({ ...globalsScope, int: ['a', 'b', 'total'], num: ['a', 'b', 'scale'] }, 2);
const inInner = expressions({ ...globalsScope, int: ['a', 'b', 'total'], num: ['a', 'b'] }, 2);

const callKinds = ['one', 'two', 'kw', 'unpack', 'missing', 'extra', 'multiple', 'too-many', ...(allowed('kwargs-duplicate-message') ? ['keyword'] : [])];

const functionDef = fc
  .tuple(inFunction.int, intLit, fc.array(fc.constantFrom(...callKinds), { minLength: 1, maxLength: 4 }), fc.array(g.int, { minLength: 3, maxLength: 3 }))
  .map(([body, dflt, calls, [x, y, z]]) => {
    const lines = [`def fn(a, b=${dflt}, *rest, scale=1, **kw):`, '    total = a + b + sum(rest) + len(kw)', `    return clamp(${body}) * scale`];
    const call: Record<string, string> = {
      one: `fn(${x})`,
      two: `fn(${x}, ${y})`,
      kw: `fn(b=${x}, a=${y}, scale=2)`,
      unpack: `fn(*[${x}, ${y}, ${z}], **{"scale": -1, "tag": 5})`,
      missing: 'fn()',
      extra: `fn(${x}, scale=1, other=${y})`,
      multiple: `fn(${x}, a=${y})`,
      'too-many': `(lambda p, q: p + q)(${x}, ${y}, ${z})`,
      keyword: `fn(${x}, bad=1, **{"bad": 2})`,
    };
    for (const c of calls) lines.push(guarded(`out.append(${call[c]})`));
    return lines.join('\n');
  });

const closure = fc
  .tuple(inInner.int, fc.array(g.int, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 4 }))
  .map(([body, args, n]) =>
    [
      'def make(k):',
      '    count = 0',
      '    def inner(a):',
      '        nonlocal count',
      '        count += 1',
      '        b = k',
      '        total = count',
      `        return clamp(${body})`,
      '    return inner',
      'h = make(3)',
      ...args.map((a) => guarded(`out.append(h(${a}))`)),
      `adders = [lambda x, k=k: x + k for k in range(${n})]`,
      'out.append([f(10) for f in adders])',
      `late = [lambda x: x + k for k in range(${n})]`,
      'out.append([f(10) for f in late])',
    ].join('\n'),
  );

const decorator = fc
  .tuple(inInner.int, fc.array(g.int, { minLength: 1, maxLength: 3 }))
  .map(([body, args]) =>
    [
      'calls = []',
      'def logged(func):',
      '    def wrapper(*args, **kwargs):',
      '        calls.append((func.__name__, args))',
      '        return func(*args, **kwargs)',
      '    return wrapper',
      '@logged',
      'def work(a, b=2):',
      '    total = a - b',
      `    return clamp(${body})`,
      ...args.map((a) => guarded(`out.append(work(${a}))`)),
      'out.append(work.__name__)',
    ].join('\n'),
  );

const recursion = fc
  .tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom('n * f(n - 1)', 'f(n - 1) + f(n - 2)', 'f(n // 2) + n % 2', 'n + f(n - 1)'))
  .map(([n, rec]) =>
    [
      'def f(n):',
      '    if n <= 1:',
      '        return 1 if n >= 0 else 0',
      `    return ${rec}`,
      guarded(`out.append(f(${n}))`),
      guarded(`out.append([f(i) for i in range(${Math.min(n, 6)})])`),
    ].join('\n'),
  );

/** Dunders a generated class may define, with the statements that exercise each (and the gap that keeps one out). */
const dunders: Record<string, { def: string[]; use: string[]; gap?: Gap }> = {
  repr: { def: ['def __repr__(self):', '    return f"P({self.v!r})"'], use: ['repr(P(i0))', 'str([P(1), P(-2)])', 'f"{P(s0)}"'] },
  str: { def: ['def __str__(self):', '    return f"<{self.v}>"'], use: ['str(P(i1))', 'f"{P(2)}!"'] },
  eq: {
    def: ['def __eq__(self, other):', '    return isinstance(other, P) and self.v == other.v'],
    use: ['P(i0) == P(i0)', 'P(1) == P(2)', 'P(1) != P(1)', 'P(3) == 3'],
  },
  lt: {
    def: ['def __lt__(self, other):', '    return self.v < other.v'],
    use: ['[p.v for p in sorted([P(3), P(-1), P(2)])]', 'P(1) < P(i0)', 'max([P(5), P(9), P(-3)]).v', 'P(2) > P(1)'],
  },
  add: {
    def: ['def __add__(self, other):', '    return P(self.v + (other.v if isinstance(other, P) else other))'],
    use: ['(P(i0) + P(i1)).v', '(P(2) + 5).v', '(P(s0) + P(s1)).v'],
  },
  mul: { def: ['def __mul__(self, k):', '    return P(self.v * k)'], use: ['(P(i0) * 3).v', '(P("ab") * 2).v'] },
  neg: { def: ['def __neg__(self):', '    return P(-self.v)'], use: ['(-P(i1)).v'] },
  len: { def: ['def __len__(self):', '    return abs(self.v) % 5'], use: ['len(P(i0))', 'bool(P(5))', 'bool(P(3))'] },
  bool: { def: ['def __bool__(self):', '    return self.v != 0'], use: ['bool(P(0))', '"yes" if P(i1) else "no"', 'not P(2)'] },
  getitem: { def: ['def __getitem__(self, i):', '    return self.v * i'], use: ['P(i0)[3]', 'P("x")[2]'] },
  contains: { def: ['def __contains__(self, x):', '    return x == self.v'], use: ['3 in P(3)', 'i0 in P(i1)'] },
  call: { def: ['def __call__(self, x):', '    return self.v + x'], use: ['P(i0)(i1)', 'list(map(P(10), [1, 2]))'] },
  prop: {
    def: ['@property', 'def double(self):', '    return self.v * 2', '@double.setter', 'def double(self, value):', '    self.v = value // 2'],
    use: ['P(i0).double', '(lambda p: (setattr(p, "double", 9), p.v))(P(1))'],
    gap: 'property-setter',
  },
  hash: {
    def: ['def __hash__(self):', '    return hash(self.v)', 'def __eq__(self, other):', '    return isinstance(other, P) and self.v == other.v'],
    use: ['len({P(1), P(1), P(i0)})', '{P(2): "a", P(2): "b"}[P(2)]', 'P(i1) in {P(i1)}'],
    gap: 'user-hash',
  },
  radd: {
    def: ['def __radd__(self, other):', '    if not isinstance(other, int):', '        return NotImplemented', '    return P(other + self.v)'],
    use: ['(5 + P(i0)).v', 'sum([P(1), P(2)], 0).v', '"s" + P(1)'],
    gap: 'not-implemented',
  },
  iadd: {
    def: ['def __iadd__(self, other):', '    self.v += other', '    return self'],
    use: ['(lambda p: (p.__iadd__(2), p.v))(P(i0))'],
    gap: 'dunder-protocols',
  },
  abs: { def: ['def __abs__(self):', '    return abs(self.v)'], use: ['abs(P(-3))', 'abs(P(i1))'], gap: 'dunder-protocols' },
  // With `getitem` too, the class defines __getitem__ twice; the later one wins, as in Python.
  seq: {
    def: ['def __getitem__(self, i):', '    if i >= 3:', '        raise IndexError(i)', '    return self.v + i'],
    use: ['list(P(i0))', 'sum(P(1))', '4 in P(2)'],
    gap: 'dunder-protocols',
  },
  classmethod: {
    def: ['@classmethod', 'def make(cls, x):', '    return cls(x * 10)', '@staticmethod', 'def kind():', '    return "P-kind"'],
    use: ['P.make(2).v', 'type(P.make(i0)).__name__', 'P.kind()', 'P(1).kind()'],
  },
};
const dunderNames = Object.keys(dunders).filter((n) => {
  const gap = dunders[n].gap;
  return gap === undefined || allowed(gap);
});

const classDef = fc
  .tuple(fc.subarray(dunderNames, { minLength: 1, maxLength: 6 }), fc.boolean(), fc.array(fc.nat(), { minLength: 2, maxLength: 5 }))
  .map(([names, sub, picks]) => {
    const lines = ['class P:', '    made = 0', '    def __init__(self, v):', '        self.v = v', '        P.made += 1'];
    for (const n of names) lines.push(indent(dunders[n].def.join('\n')));
    const uses = names.flatMap((n) => dunders[n].use);
    for (const p of picks) lines.push(guarded(`out.append(${uses[p % uses.length]})`));
    lines.push(
      'out.append(P.made)',
      guarded('p = P(i0)\np.v += 1\np.extra = [p.v]\nout.append((p.v, p.extra, hasattr(p, "extra"), getattr(p, "nope", None)))'),
    );
    if (sub && (allowed('super-calls-repr') || !names.includes('repr'))) {
      lines.push(
        'class Q(P):',
        '    def __init__(self, v, w=1):',
        '        super().__init__(v)',
        '        self.w = w',
        '    def total(self):',
        '        return self.v + self.w',
      );
      lines.push(guarded('q = Q(i1, 2)\nout.append((q.total(), isinstance(q, P), issubclass(Q, P), type(q).__name__, [c.__name__ for c in Q.__mro__]))'));
    }
    return lines.join('\n');
  });

/** A class without __init__, filled from outside, and one whose instances carry a list. */
const plainClass = fc
  .tuple(g.int, g.str)
  .map(([x, y]) =>
    [
      'class Bag:',
      '    size = 0',
      '    def describe(self):',
      '        return f"{type(self).__name__}({sorted(vars(self))})"',
      'bag = Bag()',
      guarded(`bag.x = ${x}\nbag.y = ${y}\nBag.size += 1\nout.append((bag.x, bag.y, bag.size, bag.describe(), type(bag).__name__))`),
      guarded('out.append(bag.missing)'),
    ].join('\n'),
  );

/** A generator function with send, close and a return value, and its uses. */
const generator = fc
  .tuple(g.list, fc.integer({ min: 0, max: 4 }))
  .map(([xs, n]) =>
    [
      'def gen(items, limit):',
      '    total = 0',
      '    try:',
      '        for v in items[:limit]:',
      '            got = yield v * 2',
      '            if got is not None:',
      '                total += got',
      '        yield from [0, 1]',
      '        return total',
      '    finally:',
      '        out.append("closed")',
      guarded(`out.append(list(gen(${xs}, ${n})))`),
      guarded(`it = gen(${xs}, ${n})\nout.append(next(it, "empty"))\nout.append(it.send(5))\nit.close()`),
      guarded('out.append(sum(v for v in gen(l0, 3)))'),
    ].join('\n'),
  );

/**
 * Coroutines as agent loops write them: awaits in a chain, gather (with and without
 * return_exceptions) interleaving at sleep(0), tasks, async for over an async generator,
 * async with, and an exception crossing await.
 */
const asyncFlow = fc
  .tuple(fc.array(g.int, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 3 }))
  .map(([values, returnExceptions, useTasks, failAt]) =>
    [
      'import asyncio',
      'trail = []',
      'async def step(name, v):',
      '    trail.append(("start", name))',
      '    await asyncio.sleep(0)',
      `    if v == ${values[failAt % values.length]} and name == "n${failAt % values.length}":`,
      '        raise ValueError(f"step {name} failed")',
      '    trail.append(("end", name))',
      '    return v * 2',
      ...(allowed('async-generators')
        ? ['async def numbers(limit):', '    for k in range(limit):', '        await asyncio.sleep(0)', '        yield k']
        : [
            'class numbers:',
            '    def __init__(self, limit):',
            '        self.k, self.limit = -1, limit',
            '    def __aiter__(self):',
            '        return self',
            '    async def __anext__(self):',
            '        await asyncio.sleep(0)',
            '        self.k += 1',
            '        if self.k >= self.limit:',
            '            raise StopAsyncIteration',
            '        return self.k',
          ]),
      'class Session:',
      '    def __init__(self):',
      '        self.opened = 0',
      '    async def __aenter__(self):',
      '        trail.append("open")',
      '        return self',
      '    async def __aexit__(self, kind, exc, tb):',
      '        trail.append(("close", kind.__name__ if kind else None))',
      '        return False',
      'async def main(values):',
      '    async with Session():',
      `        jobs = [${useTasks ? 'asyncio.create_task(step(f"n{i}", v))' : 'step(f"n{i}", v)'} for i, v in enumerate(values)]`,
      `        results = await asyncio.gather(*jobs${returnExceptions ? ', return_exceptions=True' : ''})`,
      ...(allowed('async-comprehensions')
        ? ['        seen = [k async for k in numbers(len(values))]']
        : ['        seen = []', '        async for k in numbers(len(values)):', '            seen.append(k)']),
      '    return [r if isinstance(r, int) else type(r).__name__ for r in results], seen',
      guarded(`out.append(asyncio.run(main([${values.join(', ')}])))`),
      'out.append(trail)',
    ].join('\n'),
  );

/** How NotFound passes its message to Exception: as written, or the way the engine gets right today. */
const baseInit = allowed('explicit-base-init')
  ? 'Exception.__init__(self, f"not found: {what}")'
  : allowed('exception-super-init')
    ? 'super().__init__(f"not found: {what}")'
    : 'self.args = (f"not found: {what}",)';

const exceptionFlow = fc
  .tuple(fc.array(fc.constantFrom('ok', 'base', 'derived', 'key', 'zero', 'value', 'type'), { minLength: 1, maxLength: 4 }), fc.boolean(), fc.boolean())
  .map(([kinds, withElse, reraise]) => {
    const lines = [
      'class AppError(Exception):',
      '    pass',
      'class NotFound(AppError):',
      '    def __init__(self, what):',
      '        self.what = what',
      `        ${baseInit}`,
      'log = []',
      'def risky(kind):',
      '    if kind == "base":',
      '        raise AppError("base failure", 2)',
      '    if kind == "derived":',
      '        raise NotFound(kind)',
      '    if kind == "key":',
      '        return {}[kind]',
      '    if kind == "zero":',
      '        return 1 // 0',
      '    if kind == "value":',
      '        return int(kind)',
      '    if kind == "type":',
      '        return kind + 1',
      '    return kind',
      'def handle(kind):',
      '    try:',
      '        result = risky(kind)',
      '    except NotFound as e:',
      '        log.append(("NotFound", e.what, str(e), e.args))',
      `        ${reraise ? 'raise' : 'return "handled"'}`,
      '    except AppError as e:',
      '        log.append(("AppError", str(e), e.args))',
      '    except (KeyError, ZeroDivisionError) as e:',
      '        log.append((type(e).__name__, str(e), repr(e)))',
    ];
    lines.push('    except ValueError as e:', '        raise RuntimeError("wrapped") from e', '    except TypeError:', '        log.append(undefined_name)');
    if (withElse) lines.push('    else:', '        log.append(("else", result))');
    lines.push('    finally:', '        log.append("finally")', '    return "done"');
    for (const k of kinds) lines.push(guarded(`out.append(handle("${k}"))`));
    lines.push('try:', '    handle("value")', 'except RuntimeError as x:', '    out.append((str(x), type(x.__cause__).__name__, x.__suppress_context__))');
    const noCause = allowed('cause-default-none') ? ', x.__cause__' : '';
    lines.push('try:', '    handle("type")', 'except NameError as x:', `    out.append((str(x), type(x.__context__).__name__${noCause}))`);
    return lines.join('\n');
  });

/**
 * Control flow through a context manager and try/finally inside a loop (break, continue and
 * return crossing finally), assert with a message, del, a global counter, and augmented
 * assignment to subscripts.
 */
const control = fc
  .tuple(fc.array(g.int, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.integer({ min: 0, max: 5 }), g.bool)
  .map(([values, suppress, stop, check]) =>
    [
      'events = []',
      'count = 0',
      'class Scope:',
      '    def __init__(self, name):',
      '        self.name = name',
      '    def __enter__(self):',
      '        events.append(("enter", self.name))',
      '        return self',
      '    def __exit__(self, kind, value, tb):',
      '        events.append(("exit", self.name, kind.__name__ if kind else None))',
      `        return ${suppress ? 'kind is ZeroDivisionError' : 'False'}`,
      'def bump(by=1):',
      '    global count',
      '    count += by',
      '    return count',
      'def walk(items):',
      '    for i, v in enumerate(items):',
      '        try:',
      `            if i == ${stop}:`,
      '                break',
      '            if v % 2:',
      '                continue',
      '            with Scope(v):',
      '                bump(v)',
      '                events.append(10 // v)',
      '        finally:',
      '            events.append(("finally", i))',
      '    return count',
      guarded(`out.append(walk([${values.join(', ')}]))`),
      guarded(`assert ${check}, f"check failed with {count}"\nout.append("asserted")`),
      guarded('tally = {"a": 1}\ntally["a"] += 2\ntally.setdefault("b", [0])[0] -= 1\nvals = [1, 2]\nvals[-1] *= 5\nout.append((tally, vals))'),
      guarded('x = y = []\nx.append(1)\nout.append((y, x is y))\ndel x\nout.append(x)'),
      'out.append(events)',
    ].join('\n'),
  );

/** One definition with its uses. */
export const definition: fc.Arbitrary<string> = fc.oneof(
  functionDef,
  closure,
  decorator,
  recursion,
  classDef,
  exceptionFlow,
  control,
  ...when('class-without-init', plainClass),
  generator,
  asyncFlow,
);
