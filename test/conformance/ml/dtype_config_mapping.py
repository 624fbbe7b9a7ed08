# Dtype choices from config strings: maps, getattr(torch, ...), dtype attributes and casts per choice.
import torch

PRECISION = {"fp32": torch.float32, "bf16": torch.bfloat16, "fp16": torch.float16, "fp64": torch.float64}
x = torch.tensor([0.1, 1.0 / 3.0, 1000.5, -2.75])
out = {}
for name, dt in PRECISION.items():
    y = x.to(dt)
    out[name] = {
        "str": str(dt),
        "repr": repr(dt),
        "itemsize": dt.itemsize,
        "is_fp": dt.is_floating_point,
        "values": y.tolist(),
        "nbytes": y.nbytes,
        "eps": torch.finfo(dt).eps,
        "bits": torch.finfo(dt).bits,
    }
by_attr = getattr(torch, "bfloat16") is torch.bfloat16
aliases = [torch.float is torch.float32, torch.half is torch.float16, torch.long is torch.int64, torch.double is torch.float64]
int_info = {str(d): (torch.iinfo(d).min, torch.iinfo(d).max, torch.iinfo(d).bits) for d in (torch.int8, torch.uint8, torch.int32)}
names = sorted(str(d) for d in {x.dtype, x.half().dtype, x.long().dtype})
same = torch.float32 == torch.float
neq = torch.float32 != torch.float64
