# Code that branches on dtypes and devices.
import torch

x = torch.tensor([1.0, 2.0])
ids = torch.tensor([1, 2])
is_f32 = x.dtype == torch.float32
is_float_alias = x.dtype == torch.float
is_half = x.dtype in (torch.float16, torch.bfloat16)
floating = [t.is_floating_point() for t in (x, ids)]
device_type = x.device.type
device_str = str(x.device)
moved = x.to(torch.device("cpu"))
same_after_move = moved is x
dtype_str = str(ids.dtype)
itemsize = ids.element_size()
is_tensor = [torch.is_tensor(x), torch.is_tensor([1.0]), isinstance(ids, torch.Tensor)]
