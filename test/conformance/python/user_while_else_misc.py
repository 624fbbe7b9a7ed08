n = 10
steps = 0
while n > 1:
    n = n // 2
    steps += 1
else:
    done = True
found = None
for x in [1, 3, 5]:
    if x % 2 == 0:
        found = x
        break
else:
    found = "none even"
a = b = c = 0
a += 1
x = 5
y = 10 if x > 3 else 20
chained = 1 < x < 10
chained2 = 1 < x > 10
is_none = x is not None
t = not x
orv = 0 or "default"
andv = 5 and 6
andz = 0 and 6
ident = [] or {}
aug = [1]
aug += [2]
aug *= 2
s = "ab"
s *= 2
i = 10
i //= 3
i **= 2
i -= 1
i %= 5
b2 = 6
b2 <<= 2
b2 |= 1
b2 ^= 3
b2 &= 0xF
b2 >>= 1
