# masked_fill's broadcast errors (out of place: the mask is tensor a; in place: the output shape
# against the broadcast shape), searchsorted/bucketize placing NaN last as torch's bounds do, and
# trace's checks (a matrix, not bool) and accumulation dtypes.
import torch
R = {}
for name, f in [
    ('out', lambda: torch.zeros(1, 3).masked_fill(torch.ones(4, dtype=torch.bool), 0.5)),
    ('inp', lambda: torch.zeros(1, 3).masked_fill_(torch.ones(4, dtype=torch.bool), 0.5)),
    ('inp2', lambda: torch.zeros(3).masked_fill_(torch.ones(2, 3, dtype=torch.bool), 0.5)),
    ('inp3', lambda: torch.zeros(1, 3).masked_fill_(torch.ones(2, 1, dtype=torch.bool), 0.5)),
    ('out2', lambda: torch.zeros(3).masked_fill(torch.ones(2, 3, dtype=torch.bool), 0.5)),
    ('ss_nan', lambda: torch.searchsorted(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([float('nan'), 1.0, -1.0]))),
    ('ss_nan_r', lambda: torch.searchsorted(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([float('nan'), 1.0]), right=True)),
    ('ss_nan_seq', lambda: torch.searchsorted(torch.tensor([0.0, 1.0, float('nan')]), torch.tensor([0.5, 5.0, float('nan')]))),
    ('bucketize_nan', lambda: torch.bucketize(torch.tensor([float('nan'), 0.5]), torch.tensor([0.0, 1.0]))),
    ('trace_1d', lambda: torch.tensor([1.0, 2.0]).trace()),
    ('trace_0d', lambda: torch.tensor(3.0).trace()),
    ('trace_bool', lambda: torch.tensor([[True]]).trace()),
    ('trace_int8', lambda: torch.tensor([[100, 1], [2, 100]], dtype=torch.int8).trace()),
    ('trace_half', lambda: torch.tensor([[1.5, 1], [2, 2.25]], dtype=torch.float16).trace()),
]:
    try:
        v = f()
        R[name] = (v, repr(v))
    except Exception as e:
        R[name] = (type(e).__name__, str(e))
del name, f
