import torch

x = torch.tensor([1, 2])
y = torch.tensor([1, 2])
out = []
for label, fn in [
    ("in_list_same", lambda: x in [x]),
    ("in_list_other", lambda: x in [y]),
    ("in_list_mixed", lambda: x in [torch.tensor([5, 6]), y]),
    ("set_len", lambda: len({x, y})),
    ("dict_key", lambda: {x: 1}[x]),
    ("scalar_in", lambda: 2 in x),
    ("scalar_not_in", lambda: 5 in x),
    ("t_in_t", lambda: torch.tensor(1) in x),
    ("list_index", lambda: [y, x].index(x)),
    ("eq_list", lambda: x.tolist() == [1, 2]),
    ("hash_eq", lambda: hash(x) == hash(x)),
    ("scalar_in_set", lambda: torch.tensor(1) in {1, 2}),
]:
    try:
        out.append((label, repr(fn())))
    except Exception as e:
        out.append((label, type(e).__name__, str(e).splitlines()[0]))
