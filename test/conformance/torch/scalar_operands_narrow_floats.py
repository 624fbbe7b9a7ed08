# How a scalar operand meets a tensor, as torch's kernels take it: add/sub (and 0-d tensors of
# another dtype, cast by TensorIterator) see it in the tensor's dtype, mul/div read it at float32
# precision; `s / t` is `t.reciprocal() * s`; add/sub with alpha fuse `self + alpha * other`
# (float16/bfloat16 round each step); float16's pow takes the generic kernel, bfloat16's the special
# cases; sub refuses bool operands before broadcasting; chunk of a 0-d tensor; trace of a 1-d bool.
import torch

R = {}
vals = [1e-3, 0.1, 3.3, -7.7, 1.0, 0.3, 1000.0, 65504.0, 2.5e-5]
scal = [1e-3, 0.1, 3.3, 0.3, 1000.7, 1e-6, 7, 100003, 1e5]
for dt in [torch.float16, torch.bfloat16, torch.float32]:
    x = torch.tensor(vals, dtype=dt)
    for s in scal:
        R[str(dt), s, "add"] = (x + s).tolist()
        R[str(dt), s, "radd"] = (s + x).tolist()
        R[str(dt), s, "sub"] = (x - s).tolist()
        R[str(dt), s, "rsub"] = (s - x).tolist()
        R[str(dt), s, "mul"] = (x * s).tolist()
        R[str(dt), s, "div"] = (x / s).tolist()
        R[str(dt), s, "rdiv"] = (s / x).tolist()
        R[str(dt), s, "zd_add"] = (x + torch.tensor(s)).tolist()
        R[str(dt), s, "zd_mul"] = (x * torch.tensor(s, dtype=torch.float64)).tolist()
ints = torch.tensor([2049, 3, -7])
R["int_plus_half"] = (ints + torch.tensor([0.5], dtype=torch.float16)).tolist()
R["int_rdiv"] = (3 / ints).tolist()
for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    x = torch.tensor(vals[:7], dtype=dt)
    y = torch.tensor(vals[:7][::-1], dtype=dt)
    for al in [0.1, 3.3, -0.7, 2]:
        R[str(dt), al, "add_alpha"] = x.add(y, alpha=al).tolist()
        R[str(dt), al, "sub_alpha"] = x.sub(y, alpha=al).tolist()
    z = torch.tensor([-0.0, 0.0, 2.0, -4.0, 3.3, 1e-3], dtype=dt)
    if dt != torch.float64:
        R[str(dt), "pow"] = [z.pow(e).tolist() for e in [0.5, -0.5, -1, 2, 3, -2, 1.5, 0.25]]
errors = {}
for name, f in [
    ("sub_bool_broadcast", lambda: torch.tensor([[True, False]]) - torch.ones(2, 3, dtype=torch.long)),
    ("chunk_0d", lambda: torch.tensor(3).chunk(2)),
    ("trace_1d_bool", lambda: torch.tensor([True, False]).trace()),
    ("trace_1d", lambda: torch.tensor([1.0, 2.0]).trace()),
]:
    try:
        errors[name] = f()
    except Exception as exc:
        errors[name] = (type(exc).__name__, str(exc))
del dt, x, s, y, al, z, name, f
