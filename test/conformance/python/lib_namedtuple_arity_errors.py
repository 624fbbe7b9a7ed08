import collections
nt = collections.namedtuple("nt", ["a", "b"], defaults=(None,))
nt2 = collections.namedtuple("nt2", "a b c", defaults=(1, 2, 3))
nt0 = collections.namedtuple("nt0", "")
e = []
for maker, args in [(nt, (1, 2, 3)), (nt2, (1, 2, 3, 4)), (nt0, (1,)), (nt, ())]:
    try:
        maker(*args)
    except TypeError as ex:
        e.append(str(ex))
