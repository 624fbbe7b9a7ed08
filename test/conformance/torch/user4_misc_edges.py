import torch

out = []
x = torch.tensor([[1, 2], [3, 4]])
for label, fn in [
    ("neg_index", lambda: x[-1, -1].item()),
    ("bool_idx_scalar", lambda: repr(x[torch.tensor(True)])),
    ("none_ellipsis", lambda: tuple(x[None, ..., None].shape)),
    ("step_neg", lambda: repr(x[::-1])),
    ("tensor_idx_2d", lambda: repr(x[torch.tensor([[0, 1], [1, 0]])])),
    ("float_idx", lambda: repr(x[1.0])),
    ("long_scalar_idx", lambda: repr(x[torch.tensor(1)])),
    ("list_bool_idx", lambda: repr(x[[True, False]])),
    ("out_of_range_slice", lambda: repr(x[5:])),
    ("chained", lambda: repr(x[0][1])),
    ("unbind", lambda: repr(x.unbind(1))),
    ("split_sizes", lambda: repr(torch.arange(5).split([2, 3]))),
    ("where_1arg", lambda: repr(torch.where(x > 2))),
    ("nonzero_tuple", lambda: repr(torch.nonzero(x > 1, as_tuple=True))),
    ("numel_empty", lambda: torch.zeros(0, 5).numel()),
    ("sum_empty", lambda: repr(torch.zeros(0).sum())),
    ("max_empty", lambda: repr(torch.zeros(0).max())),
    ("mean_empty", lambda: repr(torch.zeros(0).mean())),
    ("cat_empty", lambda: repr(torch.cat([torch.tensor([]), torch.tensor([1, 2])]))),
    ("stack_empty", lambda: repr(torch.stack([]))),
    ("argmax_tie", lambda: repr(torch.tensor([1, 3, 3]).argmax())),
    ("sort_stable", lambda: repr(torch.tensor([2, 1, 2, 1]).sort(stable=True))),
    ("unique_counts", lambda: repr(torch.unique(torch.tensor([3, 1, 3]), return_counts=True))),
    ("bincount", lambda: repr(torch.bincount(torch.tensor([0, 2, 2])))),
    ("cumprod", lambda: repr(torch.tensor([1, 2, 3]).cumprod(0))),
    ("diff", lambda: repr(torch.diff(torch.tensor([1, 4, 9])))),
    ("roll", lambda: repr(torch.roll(torch.arange(4), 1))),
    ("repeat_interleave", lambda: repr(torch.tensor([1, 2]).repeat_interleave(2))),
]:
    try:
        out.append((label, fn()))
    except Exception as e:
        out.append((label, type(e).__name__, str(e).splitlines()[0] if str(e) else ""))
