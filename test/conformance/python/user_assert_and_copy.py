import copy
orig = {"a": [1, 2], "b": {"c": 3}}
shallow = copy.copy(orig)
deep = copy.deepcopy(orig)
orig["a"].append(3)
orig["b"]["c"] = 99
s = shallow["a"], shallow["b"]["c"]
d = deep["a"], deep["b"]["c"]
lst = [1, [2, 3]]
sl = lst[:]
sl[1].append(4)
shared = lst[1]
try:
    assert 1 + 1 == 3, "math is broken"
except AssertionError as e:
    msg = str(e)
try:
    assert False
except AssertionError as e:
    empty = repr(e)
x = [1, 2, 3]
del x[1]
del_res = x
y = list(range(10))
del y[::2]
odd = y
