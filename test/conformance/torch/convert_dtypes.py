# .long()/.float()/.bool()/.int()/.to(dtype): conversions copy (or return the tensor itself).
import torch

mask = torch.tensor([1, 0, 2])
as_float = mask.float()
as_bool = mask.bool()
as_int = mask.int()
as_long = as_float.long()
as_double = mask.to(torch.float64)
kw_dtype = mask.to(dtype=torch.float16)
device_and_dtype = mask.to("cpu", torch.float32)
like_other = mask.to(torch.tensor([0.5]))
same_object = mask.long() is mask
same_to = mask.to(torch.int64) is mask
copy_flag = mask.to(torch.int64, copy=True) is mask
truncation = torch.tensor([2.9, -2.9, 0.5]).long()
nan_to_long = torch.tensor([float("nan")]).long()
wrap_uint8 = torch.tensor([300, -1]).to(torch.uint8)
type_name = mask.type()
float_type_name = as_float.type()
type_as = mask.type_as(torch.tensor([1.5]))
cpu_same = mask.cpu() is mask
