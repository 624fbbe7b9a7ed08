from collections import UserDict, UserList
import copy
class UD(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10)
u = UD(x=1)
u["y"] = 2
u.update({"z": 3}, w=4)
a = [dict(u.data), len(u), "x" in u, repr(u), u.get("x"), u.get("q", -1), list(u), list(u.items()), u.pop("w"), u.setdefault("s", 5), dict(u)]
class Miss(UserDict):
    def __missing__(self, key):
        return f"no {key}"
m = Miss({"a": 1})
b = [m["a"], m["zz"], "zz" in m, m.get("zz"), repr(m | {"b": 2}), type(m | {"b": 2}).__name__, repr({"c": 3} | m), type({"c": 3} | m).__name__]
m |= {"d": 4}
b += [repr(m), type(m).__name__]
c1 = m.copy(); c1["e"] = 5
b += [repr(c1), type(c1).__name__, repr(m), repr(UserDict.fromkeys("ab", 0)), repr(Miss.fromkeys("xy")), type(Miss.fromkeys("x")).__name__]
cp = copy.copy(m)
b += [repr(cp), cp.data is m.data, m == {"a": 1, "d": 4}, UserDict(a=1) == UserDict(a=1)]
try:
    hash(UserDict())
except TypeError as e:
    b.append(str(e))
try:
    UserDict()["nope"]
except KeyError as e:
    b.append(repr(e))
del m["a"]
b.append(repr(m))
class Stack(UserList):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack([1, 2])
s.push(3)
c = [repr(s), s.peek(), len(s), s[0], repr(s[1:]), type(s[1:]).__name__, repr(s + [9]), type(s + [9]).__name__, repr([0] + s), type([0] + s).__name__, repr(s * 2), s == [1, 2, 3], s < [2], 2 in s, s.index(2), s.count(1), list(reversed(s)), sorted(s, reverse=True)]
s += (7, 8)
s.extend(Stack([5]))
s.insert(0, -1)
c += [repr(s), s.pop(), s.pop(0), repr(s)]
s.sort(key=lambda v: -v)
s.reverse()
c.append(repr(s))
s.remove(7)
del s[0]
s[0] = "x"
c += [repr(s), repr(s.copy()), type(s.copy()).__name__, repr(UserList("abc")), repr(UserList(UserList([1])))]
s *= 2
c.append(repr(s))
s.clear()
c.append(repr(s))
try:
    hash(UserList())
except TypeError as e:
    c.append(str(e))
class Upper(UserList):
    def append(self, x):
        super().append(x.upper())
up = Upper()
up.append("a")
up += ["b"]
c.append(repr(up))
