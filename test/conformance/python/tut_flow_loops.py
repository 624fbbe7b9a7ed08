words = ["cat", "window", "defenestrate"]
lens = [(w, len(w)) for w in words]
users = {"Hans": "active", "Éléonore": "inactive", "景太郎": "active"}
for user, status in users.copy().items():
    if status == "inactive":
        del users[user]
active = {}
for user, status in users.items():
    if status == "active":
        active[user] = status
r = list(range(5, 10)), list(range(0, 10, 3)), list(range(-10, -100, -30)), list(range(10, 0)), range(10)[2:5], range(0, 10, 2)[-1], len(range(0, 100, 7)), 7 in range(0, 100, 7)
rr = repr(range(3)), repr(range(1, 5, 2)), range(5) == range(0, 5), range(3).index(2), range(0, 10, 3).count(9)
total = 0
for i in range(100):
    if i % 2:
        continue
    total += i
pairs = [(i, j) for i in range(3) for j in range(i)]
nested = [[row[i] for row in [[1, 2, 3], [4, 5, 6]]] for i in range(3)]
z = list(zip(*[[1, 2, 3], [4, 5, 6]]))
