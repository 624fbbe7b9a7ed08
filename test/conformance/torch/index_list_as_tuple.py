# A list key holding a tensor, a list, a slice, None or Ellipsis indexes as the tuple of its
# items (torch's treatSequenceAsTuple): x[[[0, 1], [1, 2]]] picks x[0, 1] and x[1, 2]; a list
# of plain ints stays one index. The explainer took the nested list as one index tensor.
import torch
results = {}
def t(name, f):
    try:
        v = f()
        results[name] = repr(v)
    except Exception as e:
        results[name] = (type(e).__name__, str(e).splitlines()[0] if str(e) else "")
x = torch.arange(12).view(3, 4)
t("ll", lambda: x[[[0, 1], [1, 2]]])
t("l_none", lambda: x[[None]])
t("l_slice", lambda: x[[slice(None), 0]])
t("l_ell", lambda: x[[..., 0]])
t("l_t", lambda: x[[torch.tensor(0), 1]])
t("l_ints", lambda: x[[0, 2]])
t("l_tl", lambda: x[[torch.tensor([0, 1])]])
t("set_ll", lambda: (lambda y: (y.__setitem__([[0, 1], [1, 2]], -1), y)[1])(x.clone()))
t("t_ll", lambda: x[torch.tensor([[0, 1], [1, 2]])])
t("tuple_ll", lambda: x[([0, 1], [1, 2])])
