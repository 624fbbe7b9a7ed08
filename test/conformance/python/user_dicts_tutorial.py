tel = {'jack': 4098, 'sape': 4139}
tel['guido'] = 4127
del tel['sape']
tel['irv'] = 4127
keys = list(tel)
skeys = sorted(tel)
has = 'guido' in tel
hasnt = 'jack' not in tel
d2 = dict([('sape', 4139), ('guido', 4127), ('jack', 4098)])
d3 = {x: x**2 for x in (2, 4, 6)}
d4 = dict(sape=4139, guido=4127, jack=4098)
knights = {'gallahad': 'the pure', 'robin': 'the brave'}
items = []
for k, v in knights.items():
    items.append(f"{k}={v}")
g = tel.get('nobody', -1)
sd = tel.setdefault('new', 0)
upd = dict(tel)
upd.update({'jack': 1, 'z': 26})
popped = upd.pop('z')
pop_default = upd.pop('missing', 'none')
last = upd.popitem()
merged = {'a': 1} | {'b': 2}
fk = dict.fromkeys(['x', 'y'], 0)
vals = sum(tel.values())
try:
    tel['missing']
except KeyError as e:
    err = repr(e)
    err_str = str(e)
r = repr(knights)
