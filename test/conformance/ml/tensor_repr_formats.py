# Printing tensors as debug logs show them: floats, ints, bools, scientific notation, dtypes in repr.
import torch

reprs = {
    "probs": repr(torch.tensor([0.1, 0.2, 0.7])),
    "small": repr(torch.tensor([1e-5, 2.5e-3, 1.0])),
    "big": repr(torch.tensor([1e6, 2.0, 3.5])),
    "ints": repr(torch.tensor([[1, -20, 300], [4, 5, 6]])),
    "bools": repr(torch.tensor([True, False])),
    "half": repr(torch.tensor([0.1, 1.5], dtype=torch.float16)),
    "bf16": repr(torch.tensor([0.1, 1.5], dtype=torch.bfloat16)),
    "double": repr(torch.tensor([1.0, 2.5], dtype=torch.float64)),
    "int32": repr(torch.tensor([1, 2], dtype=torch.int32)),
    "scalar": repr(torch.tensor(3.25)),
    "empty": repr(torch.tensor([])),
    "empty2d": repr(torch.zeros(2, 0)),
    "neg_zero": repr(torch.tensor([-0.0, 0.0])),
    "inf_nan": repr(torch.tensor([float("inf"), float("-inf"), float("nan"), 1.5])),
    "whole": repr(torch.tensor([1.0, 2.0, -3.0])),
    "mixed": repr(torch.tensor([[0.001, 1000.0], [12.5, -0.25]])),
    "long_scalar": repr(torch.tensor(7)),
    "uint8": repr(torch.tensor([1, 255], dtype=torch.uint8)),
    "int8": repr(torch.tensor([-1, 5], dtype=torch.int8)),
}
strs = {"s": str(torch.tensor([0.5, 1.0])), "f": f"{torch.tensor(2.5)}", "fl": f"{torch.tensor(0.123456).item():.3f}"}
