squares = {x: x * x for x in range(6)}
evens = [x for x in range(20) if x % 2 == 0]
labels = ["even" if x % 2 == 0 else "odd" for x in range(5)]
flat = [n for row in [[1, 2], [3], [4, 5, 6]] for n in row]
nested = [[i * j for j in range(1, 4)] for i in range(1, 4)]
letters = {c for c in "mississippi"}
ls = sorted(letters)
word_len = {w: len(w) for w in ["apple", "kiwi", "banana"]}
inverted = {v: k for k, v in {"a": 1, "b": 2}.items()}
cond = [x for x in range(30) if x % 3 == 0 if x % 5 == 0]
gen_sum = sum(x for x in range(101))
any_neg = any(x < 0 for x in [1, -2, 3])
all_pos = all(x > 0 for x in [1, 2, 3])
walrus = [y for x in range(6) if (y := x * 2) > 4]
x = 10
leak = [x for x in range(3)]
after = x
pairs = list(zip(range(3), "abc"))
dz = dict(zip("abc", range(3)))
enum = {i: ch for i, ch in enumerate("xyz")}
strs = [str(n) for n in range(3)]
