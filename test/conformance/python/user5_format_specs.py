# f-strings, format specs, str.format and %-formatting, and their errors.
x = 3.14159
n = 1234567
s = 'verl'
a = [f'{x:.2f}', f'{x:10.3f}|', f'{x:<10}|', f'{x:e}', f'{x:.3g}', f'{n:,}', f'{n:_}', f'{n:>12,}', f'{n:08d}', f'{n:x}', f'{n:#o}', f'{255:#010b}', f'{0.5:%}', f'{0.123:.1%}', f'{s:^10}', f'{s!r:>8}', f'{s:*<7}', f'{-3:+d}', f'{3:+d}', f'{3: d}', f'{1e20:g}', f'{1e-5:g}', f'{123.0:g}', f'{float("inf"):f}', f'{float("nan"):.2f}', f'{True:d}', f'{x=}', f'{x = :.1f}', f'{n!s:>9}', f"{'nested'!r:^12}"]
b = ['{:.1f}'.format(2.25), '{:.1f}'.format(2.35), '{0}{1}{0}'.format('a', 'b'), '{k}'.format(k=1), '{:>{w}}'.format('z', w=4), '%5.1f|%-4d|%s' % (2.5, 7, None), '%r' % 'q', '%x' % 255, '%05.1f' % -2.5]
c = [format(1.5, '.0f'), format(2.5, '.0f'), format(0.125, '.2f'), format(1e16, ''), format(12345678901234567890.0, ''), str(1e16), str(1.0), repr(0.1 + 0.2), str(-0.0), format(1234.5, ',.1f'), format(-1234.5, '012,.1f')]
try:
    f'{s:d}'
except ValueError as e:
    d = str(e)
try:
    '{:.2f}'.format('x')
except ValueError as e:
    e2 = str(e)
try:
    '{0} {}'.format(1, 2)
except ValueError as e:
    f = str(e)
try:
    '{missing}'.format()
except KeyError as e:
    g = repr(e)
