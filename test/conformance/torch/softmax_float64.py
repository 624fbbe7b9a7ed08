# softmax/log_softmax in double precision, as torch's CPU kernels compute them: the last
# dimension with 8-lane double vectors (SLEEF's double exp and log, a left fold of the lanes),
# another dimension with fewer than 8 neighbours through libm's exp; an integer or float32 input
# converted by dtype=torch.float64 first (these were rounded to float32 on the way).
import torch

vals = [((i * 7919) % 1000) / 37.0 - 13.0 for i in range(400)]
R = {}
for n in [1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 24, 31, 33, 40, 64, 65, 100]:
    x = torch.tensor(vals[:n], dtype=torch.float64)
    R["softmax", n] = x.softmax(-1).tolist()
    R["log_softmax", n] = torch.log_softmax(x, -1).tolist()
    R["from_float32", n] = torch.tensor(vals[:n]).softmax(-1, dtype=torch.float64).tolist()
    R["from_int", n] = torch.tensor([int(v) for v in vals[:n]]).softmax(-1, dtype=torch.float64).tolist()
for n in [1, 2, 3, 5, 7]:
    y = torch.tensor(vals[: 3 * n], dtype=torch.float64).reshape(3, n)
    R["softmax_dim0", n] = y.softmax(0).tolist()
    R["log_softmax_dim0", n] = y.log_softmax(0).tolist()
wide = torch.tensor([[-128], [3], [255]], dtype=torch.int32).softmax(0, dtype=torch.float64)
tiny = torch.tensor([[-700.0, 0.0, -1e-300]], dtype=torch.float64).log_softmax(-1)
masked = torch.tensor([0.5, float("-inf"), 1.25], dtype=torch.float64).softmax(-1)
del x, y, n
