# Explicit dtypes as rollout code writes them: int64 ids, float32 log-probs, int16 expert ids.
import torch

responses = torch.tensor([11, 12, 13], dtype=torch.int64)
rollout_log_probs = torch.tensor([-0.1, -0.2, -0.3], dtype=torch.float32)
routed = torch.tensor([[3, 1], [0, 2]], dtype=torch.int16)
as_double = torch.tensor([0.1, 0.2], dtype=torch.float64)
truncated = torch.tensor([1.7, -1.7, 2.5], dtype=torch.long)
as_bool = torch.tensor([0, 2, -1], dtype=torch.bool)
python_float_type = torch.tensor([1, 2], dtype=float)
python_int_type = torch.tensor([1.9], dtype=int)
half = torch.tensor([0.1, 1000.5], dtype=torch.float16)
bf16 = torch.tensor([0.1, 1000.5], dtype=torch.bfloat16)
names = [str(t.dtype) for t in (responses, rollout_log_probs, routed, as_double, half, bf16)]
