# relu keeps -0.0 (clamp_min), dot products of signed zeros start from +0, addcmul refuses bool.
import torch
import torch.nn.functional as F
R = {}
R['relu'] = [F.relu(torch.tensor([-0.0, 0.0, -1.0, float('nan')])).tolist(), torch.relu(torch.tensor([-0.0], dtype=torch.float64)).tolist(), torch.tensor([-0.0]).relu().tolist()]
R['dot'] = [(torch.tensor([-0.0, 0.0]) @ torch.tensor([1.0, -1.0])).item(), (torch.tensor([]) @ torch.tensor([])).item(), (torch.zeros(2, 0) @ torch.zeros(0, 2)).tolist(), (torch.tensor([-0.0]) @ torch.tensor([1.0])).item(), (torch.tensor([[-0.0, 0.0]]) @ torch.tensor([[1.0], [-1.0]])).tolist(), torch.einsum("i,i->", torch.tensor([-0.0, 1.0]), torch.tensor([1.0, -0.0])).item()]
R['dot64'] = (torch.tensor([-0.0, -0.0], dtype=torch.float64) @ torch.tensor([1.0, 1.0], dtype=torch.float64)).item()
errs = {}
for k, f in {'addcmul_bool': lambda: torch.tensor([True]).addcmul(torch.tensor([True]), torch.tensor([True])), 'addcmul_bool_': lambda: torch.tensor([True]).addcmul_(torch.tensor([True]), torch.tensor([True])), 'addcmul_int': lambda: torch.tensor([1, 2]).addcmul(torch.tensor([True]), torch.tensor([True]))}.items():
    try:
        errs[k] = f()
    except Exception as e:
        errs[k] = (type(e).__name__, str(e))
del k, f
