# gather, scatter, scatter_reduce, index_select, index_add_ and index_copy_ take no negative
# index (torch checks 0 <= i < size, each with its own error); index_fill_ wraps one. The
# explainer wrapped them all, so x.gather(1, [[-1]]) silently read the last column.
import torch
x = torch.tensor([[1, 2, 3], [4, 5, 6]])
def outcome(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e).splitlines()[0])
results = {
    "gather_neg": outcome(lambda: x.gather(1, torch.tensor([[-1]]))),
    "gather_past": outcome(lambda: x.gather(1, torch.tensor([[3]]))),
    "gather_ok": outcome(lambda: x.gather(1, torch.tensor([[2], [0]]))),
    "scatter_neg": outcome(lambda: torch.zeros(2, 3).scatter_(1, torch.tensor([[-1]]), 1.0)),
    "scatter_add_neg": outcome(lambda: torch.zeros(2, 3).scatter_add_(1, torch.tensor([[-1]]), torch.ones(1, 1))),
    "scatter_value_neg": outcome(lambda: x.scatter(1, torch.tensor([[-1]]), 7)),
    "scatter_reduce_neg": outcome(lambda: x.scatter_reduce(1, torch.tensor([[-1]]), torch.tensor([[7]]), "sum")),
    "index_select_neg": outcome(lambda: x.index_select(1, torch.tensor([0, -1]))),
    "index_select_past": outcome(lambda: x.index_select(1, torch.tensor([3]))),
    "index_select_ok": outcome(lambda: x.index_select(1, torch.tensor([2, 0]))),
    "index_add_neg": outcome(lambda: x.index_add(1, torch.tensor([-1]), torch.ones(2, 1, dtype=torch.long))),
    "index_add_past": outcome(lambda: x.index_add(1, torch.tensor([3]), torch.ones(2, 1, dtype=torch.long))),
    "index_copy_neg": outcome(lambda: x.index_copy(1, torch.tensor([-1]), torch.ones(2, 1, dtype=torch.long))),
    "index_fill_neg": outcome(lambda: x.index_fill(1, torch.tensor([-1]), 0)),
    "index_fill_neg_past": outcome(lambda: x.index_fill(1, torch.tensor([-4]), 0)),
    "index_fill_past": outcome(lambda: x.index_fill(1, torch.tensor([3]), 0)),
}
