# str.format field access and conversions, format specs, print to a StringIO, io.StringIO reading.
import io, sys, contextlib
class P:
    def __init__(self): self.x = 5; self.d = {'k': [1, 2]}
    def __str__(self): return 'P-str'
    def __repr__(self): return 'P-repr'
p = P()
out = ['{0.x} {0.d[k]} {0.d[k][1]}'.format(p), '{p!s} {p!r} {p!a}'.format(p=p), f'{p!s:>8}|{p!r:<8}|', '{:{fill}{align}{w}}'.format('x', fill='*', align='^', w=5), '{0:{1}}'.format(3.14159, '.2f'),
       '{!r:^10}'.format('é'), f'{"é"!a}', '{{literal}} {}'.format(1), '{:,}'.format(1234567.891), '{:_x}'.format(0xdeadbeef), '{:=+8.2f}'.format(-3.1), '{:08.3f}'.format(-3.14159), '{:#b}'.format(5), '{:c}'.format(9731), '{:%}'.format(0.25),
       '{0}{0}'.format('ab'), '{a[0]}'.format(a=[9]), str([1.0, 2.5e-10, float('nan'), -0.0]), str({'a': 1e100}), str((1,)), repr(()), str([None, True, 'q']), repr('a\\b'), str(b'\x00\xff'), repr(bytearray(b'ab'))]
buf = io.StringIO()
print('hello', 42, sep='-', end='!\n', file=buf)
print(*[1, 2, 3], file=buf)
buf.write('raw')
captured = buf.getvalue()
b2 = io.StringIO()
with contextlib.redirect_stdout(b2):
    print('inside')
    sys.stdout.write('w\n')
red = b2.getvalue()
lines = io.StringIO('a\nb\nc').readlines()


try:
    '{0} {2}'.format(1, 2)
except IndexError as e:
    out.append(str(e))
try:
    '{x}'.format(y=1)
except KeyError as e:
    out.append(repr(e))
try:
    '{:d}'.format('s')
except ValueError as e:
    out.append(str(e))
try:
    '{:s}'.format(5)
except ValueError as e:
    out.append(str(e))
try:
    f'{3:z}'
except ValueError as e:
    out.append(str(e))
