# scatter_reduce with every reduction, include_self both ways, scatter(reduce=), masked_scatter.
import torch

index = torch.tensor([0, 1, 0, 1, 2, 0])
src = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
base = torch.tensor([10.0, 20.0, 30.0, 40.0])
out = {}
for reduce in ["sum", "prod", "mean", "amax", "amin"]:
    for include_self in [True, False]:
        out[f"{reduce}/{include_self}"] = base.scatter_reduce(0, index, src, reduce=reduce, include_self=include_self).tolist()
ints = torch.tensor([1, 1, 1]).scatter_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([2, 3, 7]), reduce="mean").tolist()
inplace = base.clone()
ret = inplace.scatter_reduce_(0, index, src, reduce="amax")
same_obj = ret is inplace
twod = torch.zeros(2, 3).scatter_reduce(1, torch.tensor([[0, 0], [2, 1]]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]), reduce="sum")
legacy_add = torch.ones(4).scatter(0, torch.tensor([1, 1, 3]), torch.tensor([1.0, 2.0, 3.0]), reduce="add").tolist()
legacy_mul = torch.ones(4).scatter_(0, torch.tensor([1, 1]), 3.0, reduce="multiply").tolist()
mask = torch.tensor([[True, False, True], [False, True, False]])
ms = torch.zeros(2, 3).masked_scatter(mask, torch.arange(1.0, 7.0))
ms_bcast = torch.zeros(2, 3).masked_scatter(torch.tensor([True, False, True]), torch.arange(1.0, 7.0))
errors = []
for fn in [lambda: base.scatter_reduce(0, index, src, reduce="max"), lambda: base.scatter_reduce(0, index, src.long(), reduce="sum"),
           lambda: torch.zeros(3).masked_scatter(torch.tensor([True, True, True]), torch.ones(2)),
           lambda: torch.zeros(3).masked_scatter(torch.tensor([True, False, True]), torch.ones(3, dtype=torch.long)),
           lambda: torch.ones(2).scatter(0, torch.tensor([0]), torch.tensor([1.0]), reduce="mean")]:
    try:
        fn()
    except RuntimeError as e:
        errors.append(str(e).splitlines()[0])
