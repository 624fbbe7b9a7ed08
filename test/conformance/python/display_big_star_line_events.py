# A display with a *spread or of more than 30 items adds each item on the display's first line
# (LIST_APPEND): the statement shows again after a traced call in an item on a later line.
log = []
def t(x):
    log.append(x)
    return x
a = [t(1),
     *[t(2)],
     t(3),
     *(t(4),)]
b = (t(5),
     *[t(6)], t(7))
c = {t(8), *{t(9)},
     t(10)}
d = [t(0), t(1), t(2), t(3), t(4), t(5), t(6), t(7), t(8), t(9), t(10), t(11), t(12), t(13), t(14), t(15),
     t(16), t(17), t(18), t(19), t(20), t(21), t(22), t(23), t(24), t(25), t(26), t(27), t(28), t(29),
     t(30), t(31)]
e = [t(0), t(1), t(2), t(3), t(4), t(5), t(6), t(7), t(8), t(9), t(10), t(11), t(12), t(13), t(14), t(15),
     t(16), t(17), t(18), t(19), t(20), t(21), t(22), t(23), t(24), t(25), t(26), t(27), t(28), t(29)]
f = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
     t(32)]
g = [
    t(1),
    *t([2]),
]
