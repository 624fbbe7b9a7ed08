# Integer dtypes wrap around on overflow, as C does.
import torch

i32 = torch.tensor([1, 2, 3], dtype=torch.int32) * 2 ** 31
u8 = torch.tensor([200], dtype=torch.uint8) + torch.tensor([100], dtype=torch.uint8)
u8_scalar = torch.tensor([250], dtype=torch.uint8) + 10
i8 = torch.tensor([127], dtype=torch.int8) + 1
i64_pow = torch.tensor([3]) ** 41
neg_u8 = torch.tensor([1, -1, 256]).to(torch.uint8)
i16_sum = torch.tensor([30000, 30000], dtype=torch.int16).sum()
i16_sum_dtype = str(i16_sum.dtype)
