fruits = ['orange', 'apple', 'pear', 'banana', 'kiwi', 'apple', 'banana']
a = fruits.count('apple'), fruits.count('tangerine'), fruits.index('banana'), fruits.index('banana', 4)
fruits.reverse()
b = list(fruits)
fruits.append('grape')
fruits.sort()
c = fruits, fruits.pop()
from collections import deque
queue = deque(["Eric", "John", "Michael"])
queue.append("Terry")
queue.append("Graham")
d = queue.popleft(), queue.popleft(), list(queue)
squares = list(map(lambda x: x**2, range(10)))
e = squares, [(x, y) for x in [1,2,3] for y in [3,1,4] if x != y]
vec = [-4, -2, 0, 2, 4]
f = [x*2 for x in vec], [x for x in vec if x >= 0], [abs(x) for x in vec]
freshfruit = ['  banana', '  loganberry ', 'passion fruit  ']
g = [weapon.strip() for weapon in freshfruit], [(x, x**2) for x in range(6)]
vec2 = [[1,2,3], [4,5,6], [7,8,9]]
h = [num for elem in vec2 for num in elem]
from math import pi
i = [str(round(pi, i)) for i in range(1, 6)]
matrix = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
j = [[row[i] for row in matrix] for i in range(4)], list(zip(*matrix))
aa = [-1, 1, 66.25, 333, 333, 1234.5]
del aa[0]
del aa[2:4]
k = aa
t = 12345, 54321, 'hello!'
u = t, 12345
empty = ()
singleton = 'hello',
l = t[0], len(empty), len(singleton), singleton
x, y, z = t
basket = {'apple', 'orange', 'apple', 'pear', 'orange', 'banana'}
m = len(basket), 'orange' in basket, 'crabgrass' in basket
sa = set('abracadabra')
sb = set('alacazam')
n = sorted(sa), sorted(sa - sb), sorted(sa | sb), sorted(sa & sb), sorted(sa ^ sb), sorted({x for x in 'abracadabra' if x not in 'abc'})
tel = {'jack': 4098, 'sape': 4139}
tel['guido'] = 4127
del tel['sape']
tel['irv'] = 4127
o = tel, list(tel), sorted(tel), 'guido' in tel, 'jack' not in tel
p = dict([('sape', 4139), ('guido', 4127), ('jack', 4098)]), {x: x**2 for x in (2, 4, 6)}, dict(sape=4139, guido=4127, jack=4098)
knights = {'gallahad': 'the pure', 'robin': 'the brave'}
q = [f"{k} {v}" for k, v in knights.items()], list(enumerate(['tic', 'tac', 'toe']))
questions = ['name', 'quest', 'favorite color']
answers = ['lancelot', 'the holy grail', 'blue']
r = ['What is your {0}?  It is {1}.'.format(qq, aa2) for qq, aa2 in zip(questions, answers)]
s = list(reversed(range(1, 10, 2))), sorted(set(basket))
import math
raw_data = [56.2, float('NaN'), 51.7, 55.3, 52.5, float('NaN'), 47.8]
filtered_data = [value for value in raw_data if not math.isnan(value)]
string1, string2, string3 = '', 'Trondheim', 'Hammer Dance'
non_null = string1 or string2 or string3
v = (1, 2, 3) < (1, 2, 4), [1, 2, 3] < [1, 2, 4], 'ABC' < 'C' < 'Pascal' < 'Python', (1, 2, 3, 4) < (1, 2, 4), (1, 2) < (1, 2, -1), (1, 2, 3) == (1.0, 2.0, 3.0), (1, 2, ('aa', 'ab')) < (1, 2, ('abc', 'a'), 4)
