# Tiny attention: einsum, bmm, matmul with a causal mask and softmax; shapes as multi-head code has them.
import math

import torch

torch_q = torch.arange(2 * 3 * 4, dtype=torch.float32).reshape(2, 3, 4) / 10
k = torch.flip(torch_q, dims=[1]) - 0.5
v = torch.ones(2, 3, 4) * torch.arange(3).view(1, 3, 1)
scores = torch.einsum("bqd,bkd->bqk", torch_q, k) / math.sqrt(4)
scores_bmm = torch.bmm(torch_q, k.transpose(1, 2)) / math.sqrt(4)
same = torch.allclose(scores, scores_bmm)
causal = torch.tril(torch.ones(3, 3, dtype=torch.bool))
scores = scores.masked_fill(~causal, float("-inf"))
attn = torch.softmax(scores, dim=-1)
out = attn @ v
out_mm = torch.matmul(attn, v)
equal = torch.equal(out, out_mm)
trace = torch.einsum("ii->", torch.eye(3) * 2)
outer = torch.einsum("i,j->ij", torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0]))
rowsum = torch.einsum("bij->bi", attn)
heads = out.view(2, 3, 2, 2).transpose(1, 2)
merged = heads.transpose(1, 2).reshape(2, 3, 4)
contig = [heads.is_contiguous(), merged.is_contiguous()]
mv = torch.mv(torch.eye(2), torch.tensor([3.0, 4.0]))
dot = torch.dot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]))
r = repr(attn)
