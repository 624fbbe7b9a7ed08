# bfloat16 / float16 logits, float32 upcasts for the loss, loss scaling and overflow checks.
import torch

logits16 = torch.tensor([[2.0, 1.0, 0.1], [0.5, 3.5, -1.0]], dtype=torch.bfloat16)
labels = torch.tensor([0, 1])
logp32 = torch.log_softmax(logits16.float(), dim=-1)
logp16 = torch.log_softmax(logits16, dim=-1)
nll32 = -logp32.gather(1, labels[:, None]).squeeze(1)
nll16 = -logp16.gather(1, labels[:, None]).squeeze(1)
diff = (nll32 - nll16.float()).abs().max().item()
half = torch.tensor([60000.0, 1.0], dtype=torch.float16)
overflow = half * 2
has_inf = bool(torch.isinf(overflow).any())
scale = 2.0**10
scaled = (nll32.mean() * scale).item()
unscaled = scaled / scale
softmax16 = torch.softmax(logits16, dim=-1)
sums = softmax16.sum(-1).tolist()
dts = [str(t.dtype) for t in (logp16, nll32, softmax16, overflow)]
mixed = (logits16 * torch.tensor(0.5)).dtype
mixed_f16 = (torch.ones(2, dtype=torch.float16) + torch.ones(2, dtype=torch.bfloat16)).dtype
r = repr(logp16)
