# collections.UserString: str methods over self.data, the subclass rebuilt for str results, argument errors as its Python methods word them.
from collections import UserString
import collections.abc
class Tag(UserString):
    def shout(self):
        return self.upper() + '!'
s = UserString('Hello World')
t = Tag('abc')
r1 = [repr(s), str(s), len(s), s[0], repr(s[1:4]), type(s[1:4]).__name__, s.upper(), type(s.upper()).__name__, s.lower().data, s.split(), s.split(' ', 1), s.rsplit(maxsplit=1), s.find('o'), s.rfind(UserString('o')), s.count('l'), s.count('l', 3), s.startswith('He'), s.endswith(('x', 'ld')), s.replace('l', 'L', 2), s.strip('Hd'), s.center(15, '*'), s.ljust(13), s.zfill(14), s.partition(' '), s.isalpha(), s.title(), s.swapcase(), s.encode(), s.join(['a', 'b']), 'World' in s, UserString('lo') in s, s.index('W'), s.splitlines(), s.format(), s.removeprefix('Hell'), s.casefold(), s.expandtabs()]
r2 = [repr(t.shout()), type(t.shout()).__name__, type(t + 'x').__name__, repr('x' + t), repr(t * 2), repr(2 * t), t == 'abc', t == UserString('abc'), t < 'abd', hash(t) == hash('abc'), sorted([Tag('b'), Tag('a')]), isinstance(t, collections.abc.Sequence), isinstance(t, str), repr(t + 5), repr(UserString(3.5)), int(UserString('42')), float(UserString('2.5'))]
r3 = [repr(UserString('%s-%d') % ('a', 3)), list(UserString('ab')), repr(UserString(Tag('q'))), repr(list(reversed(UserString('abc')))), s.translate(str.maketrans('lo', '01')), repr(UserString.maketrans('a', 'b')), '{}!'.format(t), f'{t!s:>5}', repr(max(UserString('xyz')))]
errs = []
for f in [lambda: s.center(), lambda: s.lower(1), lambda: s.split(foo=1), lambda: s.removeprefix(prefix='H'), lambda: s.find(), lambda: s.replace('a'), lambda: s.count('a', 0, 1, 2), lambda: UserString(), lambda: s.zfill(1, 2), lambda: s.replace(1, 2), lambda: s + None if False else s.index('zz')]:
    try:
        f()
        errs.append('ok')
    except Exception as e:
        errs.append(type(e).__name__ + ': ' + str(e))
d = {UserString('k'): 1}
r4 = d.get("k")
