# str methods on unicode and edge inputs, %-formatting, float reprs and format specs, conversion error messages.
s = [ "they're bill's friends".title(), 'ß'.casefold(), 'ß'.upper(), 'ǅ'.lower(), 'Straße'.swapcase(), 'a\tb\tc'.expandtabs(4), 'abc'.center(6, '*'), 'abc'.center(8), '-42'.zfill(6), '+4'.zfill(4), 'a,b,,c'.split(','), '  a  b  '.split(), 'a b c'.split(None, 1), 'a\nb\r\nc\r'.splitlines(True), ''.split(','), 'abc'.rsplit('b'), '٣'.isdigit(), '٣'.isdecimal(), '½'.isnumeric(), 'Ab1'.isalnum(), ' '.isspace(), 'Hello World'.istitle(), 'hello'.capitalize(), 'HELLO wORLD'.capitalize(), 'abc'.replace('', '-'), 'aaa'.replace('a', 'b', 2), 'abcabc'.rfind('c'), 'abc'.startswith(('x', 'a')), 'x'.join('abc'), 'abc'[::-1], 'abcdef'[-2:], 'abc'[5:], 'a%sb' % 'X', '%.3s' % 'abcdef', '%-5s|' % 'ab', '%+.2e' % 12345.678, '%g' % 0.0001, '%g' % 1234567.0, '%c' % 65, '%%']
n = [int('  42\n'), int('4_2'), float('  1e3 '), float('-inf'), str(1e22), str(1e21), str(123456789012345678.0), repr(1e-5), repr(0.0001), str(2.0 ** 60), str(10 ** 20 / 3), f'{12345678901234567890:,}', f'{1234.5678:,.2f}', f'{-0.0:.1f}', f'{1e100:.3e}', f'{123:n}', f'{0.000012345:.3}', f'{12.0:.3}', f'{1234567:.3}', str(0.1 + 0.7), 3.0 == 3, hash(3.0) == hash(3), int(3.99), int(-3.99), round(0.5), round(1.5), round(2.5), round(-2.5), divmod(7.5, 2), 7.5 % -2, -7.5 // 2, 1e308 * 10, -1e308 * 10, float('nan') == float('nan'), 0.1 + 0.2 == 0.3]
try:
    int('3.5')
except ValueError as e:
    m1 = str(e)
try:
    float('x1')
except ValueError as e:
    m2 = str(e)
try:
    int('')
except ValueError as e:
    m3 = str(e)
try:
    '{:d}'.format(3.5)
except ValueError as e:
    m4 = str(e)
try:
    'abc'.index('d')
except ValueError as e:
    m5 = str(e)
try:
    'a' * 'b'
except TypeError as e:
    m6 = str(e)
try:
    'abc'[10]
except IndexError as e:
    m7 = str(e)
try:
    'abc'[1] = 'x'
except TypeError as e:
    m8 = str(e)
try:
    '%d' % 'x'
except TypeError as e:
    m9 = str(e)
try:
    '%s %s' % ('a',)
except TypeError as e:
    m10 = str(e)
