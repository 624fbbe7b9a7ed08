a = 17 / 3, 17 // 3, 17 % 3, 5 * 3 + 2, 5 ** 2, 2 ** 7, -3 ** 2, (-3) ** 2
width = 20
height = 5 * 9
area = width * height
tax = 12.5 / 100
price = 100.50
b = price * tax, round(price * tax, 2), 4 * 3.75 - 1, 3 + 5j
c = 'spam eggs', 'doesn\'t', "doesn't", '"Yes," they said.', "\"Yes,\" they said.", '"Isn\'t," they said.'
s = 'First line.\nSecond line.'
d = s, repr(s), r'C:\some\name', len(s)
e = 3 * 'un' + 'ium', 'Py' 'thon', ('Put several strings within parentheses '
     'to have them joined together.')
word = 'Python'
f = word[0], word[5], word[-1], word[-2], word[-6], word[0:2], word[2:5], word[:2] + word[2:], word[:4] + word[4:], word[-2:], word[4:42], word[42:]
try:
    word[42]
except IndexError as ex:
    g = str(ex)
try:
    word[0] = 'J'
except TypeError as ex:
    h = str(ex)
i = 'J' + word[1:], word[:2] + 'py', len('supercalifragilisticexpialidocious')
squares = [1, 4, 9, 16, 25]
j = squares[0], squares[-1], squares[-3:], squares[:], squares + [36, 49, 64, 81, 100]
cubes = [1, 8, 27, 65, 125]
cubes[3] = 64
cubes.append(216)
cubes.append(7 ** 3)
letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
letters[2:5] = ['C', 'D', 'E']
letters[2:5] = []
k = letters[:]
letters[:] = []
a2, b2 = 0, 1
fib = []
while a2 < 1000:
    fib.append(a2)
    a2, b2 = b2, a2 + b2
n = [['a', 'b', 'c'], [1, 2, 3]]
l = n[0][1], len(n)
