# float16/bfloat16 arithmetic rounds to the narrow type; sums accumulate in float32.
import torch

h = torch.tensor([0.1, 0.2, 1000.0], dtype=torch.float16)
b = torch.tensor([0.1, 0.2, 1000.0], dtype=torch.bfloat16)
h3 = h * 3
b_plus = b + 0.3
overflow = torch.tensor([1000.0], dtype=torch.float16) * 100
h_sum = torch.tensor([0.1] * 20, dtype=torch.float16).sum()
b_sum = torch.tensor([0.1] * 20, dtype=torch.bfloat16).sum()
h_mean = torch.tensor([0.1] * 20, dtype=torch.float16).mean()
to_half = torch.tensor([1 / 3, 2 / 3]).half()
to_bf16 = torch.tensor([1 / 3, 2 / 3]).to(torch.bfloat16)
back = to_bf16.float()
mixed = torch.tensor([1.0], dtype=torch.float16) + torch.tensor([1.0], dtype=torch.bfloat16)
reprs = [repr(h), repr(b), repr(to_half)]
