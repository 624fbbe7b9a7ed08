# pow with C's special cases (a base of 1 to any power, even NaN, and -1 to an infinite power are 1;
# JS's ** gave NaN) in every float dtype and for scalar exponents; clamp/maximum/minimum with signed
# zeros (the first operand when equal, as std::max/std::min give it) and NaN.
import torch
R = {}
x = torch.tensor([-0.0, 0.0, float('nan'), 1.0])
y = torch.tensor([0.0, -0.0, 1.0, float('nan')])
R['c'] = [x.clamp(min=0.0).tolist(), x.clamp(max=0.0).tolist(), x.clamp(min=torch.tensor(0.0)).tolist(), x.clamp(max=torch.tensor([0.0]*4)).tolist(), x.clamp(-0.0, 0.0).tolist()]
R['c2'] = [x.clamp(min=y).tolist(), x.clamp(max=y).tolist(), torch.maximum(x, y).tolist(), torch.minimum(x,y).tolist(), torch.max(x, y).tolist()]
R['p'] = [torch.tensor([-1.0, 1.0, -1.0, 1.0, 2.0]).pow(torch.tensor([float('inf'), float('nan'), float('-inf'), float('inf'), float('nan')])).tolist(), torch.tensor([-1.0, 1.0]).pow(float('inf')).tolist(), torch.tensor([1.0]).pow(float('nan')).tolist(), (torch.tensor([-1.0, 1.0], dtype=torch.float64) ** float('inf')).tolist(), (float('inf') ** torch.tensor([0.0])).tolist(), (1.0 ** torch.tensor([float('nan')])).tolist()]
R['h'] = [torch.tensor([-1.0, 1.0], dtype=torch.float16).pow(float('inf')).tolist(), torch.tensor([-1.0, 1.0], dtype=torch.bfloat16).pow(torch.tensor(float('nan'))).tolist()]
