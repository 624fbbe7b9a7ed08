# Dataclasses holding tensors: default_factory tensors, asdict copies, eq on tensor fields, __repr__.
from dataclasses import asdict, astuple, dataclass, field

import torch


@dataclass
class Stats:
    count: int = 0
    total: torch.Tensor = field(default_factory=lambda: torch.zeros(2))
    history: list = field(default_factory=list)

    def update(self, x):
        self.count += 1
        self.total += x
        self.history.append(x.clone())


a = Stats()
b = Stats()
a.update(torch.tensor([1.0, 2.0]))
a.update(torch.tensor([0.5, 0.5]))
independent = b.total.tolist()
mean = (a.total / a.count).tolist()
d = asdict(a)
d_total_shares = d["total"].data_ptr() == a.total.data_ptr()
tup = astuple(b)
r = repr(b)
try:
    a == Stats(count=2, total=torch.tensor([1.5, 2.5]), history=[])
except RuntimeError as e:
    eq_err = str(e)
same_obj = a == a
hist = [h.tolist() for h in a.history]
