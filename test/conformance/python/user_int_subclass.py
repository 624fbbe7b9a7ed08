class MyInt(int):
    def double(self):
        return self * 2
m = MyInt(21)
d = m.double()
s = m + 1
t = type(m + 1).__name__
r = repr(m)
isint = isinstance(m, int)
class Upper(str):
    def shout(self):
        return self.upper() + "!"
u = Upper("hi")
sh = u.shout()
ln = len(u)
eq = u == "hi"
j = u + " there"
class Stack(list):
    def peek(self):
        return self[-1]
st = Stack([1, 2, 3])
st.append(4)
pk = st.peek()
sl = list(st)
sln = len(st)
class Registry(dict):
    def register(self, k, v):
        self[k] = v
        return self
reg = Registry()
reg.register("a", 1).register("b", 2)
rd = dict(reg)
