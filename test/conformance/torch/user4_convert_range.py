import torch
out = []
for v in [-1, -129, -255, -256, -0.5, -2.2, 255.9, 256.0, float('nan'), float('inf'), 1e20, 127.5, -128.7]:
    for d in [torch.uint8, torch.int8, torch.int64]:
        for name in ["full", "fill_", "tensor", "setitem"]:
            try:
                if name == "full":
                    t = torch.full((1,), v, dtype=d)
                elif name == "fill_":
                    t = torch.zeros(1, dtype=d).fill_(v)
                elif name == "tensor":
                    t = torch.tensor([v], dtype=d)
                else:
                    t = torch.zeros(1, dtype=d)
                    t[0] = v
                r = repr(t.tolist())
            except Exception as e:
                r = type(e).__name__ + ': ' + str(e)
            out.append(f"{v} {d} {name} {r}")
