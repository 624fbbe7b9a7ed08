import torch

vals = []
for dt in [torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.bool]:
    t = torch.tensor([1, 0, 3], dtype=dt)
    vals.append((str(dt), repr(t), t.element_size(), t.dtype.is_floating_point, t.tolist()))
c = torch.tensor([300], dtype=torch.int64).to(torch.uint8)
rc = repr(c)
h = torch.tensor([1.0001, 65504.0, 70000.0], dtype=torch.float16)
rh = repr(h)
bf = torch.tensor([1.0001, 3.14159], dtype=torch.bfloat16)
rbf = repr(bf)
lst = bf.tolist()
promo = [str((torch.tensor([1], dtype=torch.int8) + torch.tensor([1], dtype=torch.int16)).dtype), str((torch.tensor([1]) + 1.5).dtype), str((torch.tensor([1], dtype=torch.float16) + torch.tensor([1.0])).dtype), str((torch.tensor([True]) + 1).dtype)]
