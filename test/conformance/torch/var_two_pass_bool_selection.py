# var/std reduced to one value take torch's two-pass std_var_all_cpu (the mean first, then squared
# deviations summed in double); per-row reductions and var_mean/std_mean keep Welford's; the
# selection kernels refuse bool (median, kthvalue, topk) as torch's dispatch does.
import torch
import random
random.seed(3)
R = {}
for trial in range(40):
    n = random.choice([3, 4, 5, 7, 10, 17, 33])
    xs = [round(random.uniform(-100, 100), random.choice([1, 2, 3])) for _ in range(2 * n)]
    t = torch.tensor(xs, dtype=torch.float64).reshape(2, n)
    t32 = torch.tensor(xs, dtype=torch.float32)
    R[trial] = [t.var().item(), t.std().item(), t.var(1).tolist(), t.var(dim=(0, 1)).item(), t32.var().item(), t32.std(unbiased=False).item(), t32.reshape(2, n).var(1).tolist(), t[0].var(0).item(), torch.var_mean(t)[0].item(), torch.std_mean(t32)[0].item()]
R['one'] = [torch.tensor([1.5]).var().item(), torch.tensor([1.5], dtype=torch.float64).std(correction=0).item()]
R['half'] = torch.tensor([0.1, 0.7, 3.3], dtype=torch.float16).var().item()

for k, f in {'median': lambda: torch.tensor([True]).median(), 'median0': lambda: torch.tensor([True]).median(0), 'kth': lambda: torch.tensor([True]).kthvalue(1), 'q': lambda: torch.tensor([True]).quantile(0.5), 'sort': lambda: torch.tensor([True, False]).sort(), 'topk': lambda: torch.tensor([True]).topk(1), 'msort': lambda: torch.tensor([True, False]).msort(), 'cumsum': lambda: torch.tensor([True]).cumsum(0)}.items():
    try:
        R[k] = f()
    except Exception as e:
        R[k] = (type(e).__name__, str(e))
del trial, n, xs, t, t32, k, f
