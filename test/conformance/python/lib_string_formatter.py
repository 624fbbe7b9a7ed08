# string.Formatter: format/vformat/parse as CPython's string.py, parser errors, and subclasses overriding
# format_field, get_value, check_unused_args and convert_field.
import string
f = string.Formatter()
def t(fn, *a, **k):
    try:
        return fn(*a, **k)
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
class P:
    x = 3
    items = ['a', 'b']
a = [f.format('{0}-{x}', 1, x=2), f.vformat('{}{}', (1, 2), {}), f.format('{:>5}|{!r}|{0.x}', P, 'q') if False else f.format('{0.x}|{0.items[1]}|{1!r:>6}|{2!a}', P, 'q', 'é'), f.format('{:{w}.{p}f}', 3.14159, w=8, p=2), f.format('{{}}{}', 'x'), f.format(''), f.format('{0}{0}', 'ab')]
b = [list(f.parse(s)) for s in ['abc{0!r:>5}def{{x}}', '{}', 'a{b.c[0]}', '{:{w}}', 'x}}y', 'plain', '', '{0:}', '{!s}', '{a!r}tail', '{{}}']]
c = [t(f.format, s, 1, 2, x=1) for s in ['{0}{}', '{}{0}', '{5}', '{y}', '{0!z}', '}', '{', '{0!}', 'a{0', '{0[}', '{0.}', '{a{b}}', '{0!r', '{0!rx}']]
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f'<{key}>'
        return super().get_value(key, args, kwargs)
u = Upper()
d = [u.format('{0}-{name}-{missing}', 'ab', name='cd'), u.format('{:x}', 255)]
class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise ValueError(f'unused: {sorted(extra)}')
e = [t(Strict().format, '{a}', a=1, b=2), Strict().format('{a}{0}', 5, a=1)]
class Tr(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value).upper()
        return super().convert_field(value, conversion)
g = Tr().format('{0!u} {0!r}', 'hi')
