knights = {'gallahad': 'the pure', 'robin': 'the brave'}
items = [f"{k} {v}" for k, v in knights.items()]
en = [(i, v) for i, v in enumerate(['tic', 'tac', 'toe'])]
questions = ['name', 'quest', 'favorite color']
answers = ['lancelot', 'the holy grail', 'blue']
qa = ['What is your {0}?  It is {1}.'.format(q, a) for q, a in zip(questions, answers)]
rev = [i for i in reversed(range(1, 10, 2))]
basket = ['apple', 'orange', 'apple', 'pear', 'orange', 'banana']
uniq = [f for f in sorted(set(basket))]
import math
raw_data = [56.2, float('NaN'), 51.7, 55.3, 52.5, float('NaN'), 47.8]
filtered = [v for v in raw_data if not math.isnan(v)]
string1, string2, string3 = '', 'Trondheim', 'Hammer Dance'
non_null = string1 or string2 or string3
cmp = [(1, 2, 3) < (1, 2, 4), [1, 2, 3] < [1, 2, 4], 'ABC' < 'C' < 'Pascal' < 'Python', (1, 2, 3, 4) < (1, 2, 4), (1, 2) < (1, 2, -1), (1, 2, 3) == (1.0, 2.0, 3.0), (1, 2, ('aa', 'ab')) < (1, 2, ('abc', 'a'), 4)]
d = {}
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    d.setdefault(k, []).append(v)
from collections import defaultdict, OrderedDict
dd = defaultdict(list)
for k, v in [("x", 1), ("y", 2), ("x", 3)]:
    dd[k].append(v)
ddr = dict(dd), repr(dd)
od = OrderedDict(a=1, b=2); od.move_to_end("a"); odr = list(od), repr(od)
