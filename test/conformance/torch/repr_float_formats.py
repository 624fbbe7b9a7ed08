# repr as torch prints it: fixed 4 digits, integer-valued floats, scientific, nan/inf.
import torch

fixed = repr(torch.tensor([0.5, 1.25, -3.0]))
integral = repr(torch.tensor([1.0, 2.0, -30.0]))
scientific = repr(torch.tensor([1e-5, 1.0, 300.0]))
huge = repr(torch.tensor([1e10, 1.0]))
tiny = repr(torch.tensor([0.00001234]))
specials = repr(torch.tensor([float("nan"), float("inf"), -float("inf"), 1.5]))
all_nan = repr(torch.tensor([float("nan")]))
zeros = repr(torch.zeros(3))
negzero = repr(torch.tensor([-0.0, 0.0]))
ties = repr(torch.tensor([0.03125, 0.00015625, 2.5]))
scalar = repr(torch.tensor(0.1))
scalar_int = repr(torch.tensor(7))
double = repr(torch.tensor([0.1, 0.2], dtype=torch.float64))
half = repr(torch.tensor([0.1, 0.2], dtype=torch.float16))
