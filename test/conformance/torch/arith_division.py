# Division: true division of ints gives float32; // and % follow Python's signs.
import torch

counts = torch.tensor([7, -7, 8, 0])
true_div = counts / 2
floor_div = counts // 2
neg_floor = counts // -2
remainder = counts % 3
neg_remainder = counts % -3
floats = torch.tensor([-7.5, 7.5, 2.0])
float_floor = floats // 2
float_mod = floats % -2
by_zero = torch.tensor([1.0, -1.0, 0.0]) / 0
int_by_zero = torch.tensor([1, -1]) / 0
float_floor_zero = torch.tensor([1.0]) // 0
fmod = torch.fmod(torch.tensor([-7, 7]), 3)
rem = torch.remainder(torch.tensor([-7, 7]), 3)
trunc = torch.div(torch.tensor([-7, 7]), 2, rounding_mode="trunc")
floor = torch.div(torch.tensor([-7, 7]), 2, rounding_mode="floor")
thirds = torch.tensor([1.0, 2.0, 10.0]) / 3
