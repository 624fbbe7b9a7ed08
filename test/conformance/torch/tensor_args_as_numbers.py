# torch's argument parser reads a tensor given for a number: a 0-dim tensor for a Scalar
# (torch.full's fill value, linspace's end, arange's bounds), a 0-dim integral tensor for an int
# (a dim), a one-element integral tensor for a size or an int list (zeros, view, reshape, pad).
# torch.device is a class (isinstance works).
import torch
import torch.nn.functional as F


def outcome(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e).splitlines()[0])


x = torch.tensor([1, 2, 3])
n = torch.tensor(2)
results = {
    "arange_end": outcome(lambda: torch.arange(torch.tensor(3))),
    "arange_float_end": outcome(lambda: torch.arange(torch.tensor(3.0))),
    "arange_start_end": outcome(lambda: torch.arange(1, torch.tensor(3))),
    "full_int": outcome(lambda: torch.full((2,), torch.tensor(5))),
    "full_float": outcome(lambda: torch.full((2,), torch.tensor(5.0))),
    "full_bool": outcome(lambda: torch.full((2,), torch.tensor(True))),
    "full_one_dim": outcome(lambda: torch.full((2,), torch.tensor([5]))),
    "full_big": outcome(lambda: torch.full((2,), torch.tensor(2**40))),
    "full_size_tensor": outcome(lambda: torch.full((n,), 1)),
    "new_full": outcome(lambda: x.new_full((2,), torch.tensor(3.5))),
    "new_zeros": outcome(lambda: x.new_zeros(n)),
    "zeros_0d": outcome(lambda: torch.zeros(n)),
    "zeros_1elem": outcome(lambda: torch.zeros(torch.tensor([2]))),
    "zeros_tuple": outcome(lambda: torch.zeros((n, 3))),
    "zeros_tuple_1elem": outcome(lambda: torch.zeros((torch.tensor([2]), 3))),
    "ones_varargs": outcome(lambda: torch.ones(2, torch.tensor(3))),
    "zeros_float_tensor": outcome(lambda: torch.zeros(torch.tensor(2.0))),
    "zeros_two_elems": outcome(lambda: torch.zeros(torch.tensor([2, 3]))),
    "linspace": outcome(lambda: torch.linspace(0, torch.tensor(1.0), 3)),
    "view": outcome(lambda: x.view(torch.tensor(3))),
    "view_1elem": outcome(lambda: x.view(torch.tensor([3]))),
    "reshape": outcome(lambda: torch.arange(6).reshape(n, 3)),
    "repeat": outcome(lambda: x.repeat(n)),
    "unsqueeze": outcome(lambda: x.unsqueeze(torch.tensor(0))),
    "unsqueeze_1d": outcome(lambda: x.unsqueeze(torch.tensor([0]))),
    "unsqueeze_float": outcome(lambda: x.unsqueeze(torch.tensor(0.0))),
    "sum_dim": outcome(lambda: x.sum(dim=torch.tensor(0))),
    "pad_tensor_amount": outcome(lambda: F.pad(x, (torch.tensor(1), 0))),
    "pad_tensor_value": outcome(lambda: F.pad(x, (0, 1), value=torch.tensor(7))),
    "pad_float_amount": outcome(lambda: F.pad(x, (1.5, 0))),
    "pad_bool_amount": outcome(lambda: F.pad(x, (True, 0))),
    "slice": outcome(lambda: x[: torch.tensor(2)]),
    "narrow": outcome(lambda: torch.arange(5).narrow(0, torch.tensor(1), 2)),
    "topk": outcome(lambda: torch.tensor([3, 1, 2]).topk(n).values),
    "split": outcome(lambda: torch.arange(4).split(n)),
    "clamp": outcome(lambda: x.clamp(max=torch.tensor(2))),
    "fill": outcome(lambda: torch.zeros(2).fill_(torch.tensor(1.5))),
}
devices = [
    isinstance(x.device, torch.device),
    isinstance(torch.float32, torch.dtype),
    repr(torch.device("cpu")),
    torch.device("cpu") == x.device,
    type(x.device).__name__,
]
