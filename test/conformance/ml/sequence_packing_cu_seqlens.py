# Remove padding and pack: indices of valid tokens, cu_seqlens, and padding back (flash-attn style).
import torch
import torch.nn.functional as F

input_ids = torch.tensor([[0, 0, 5, 6], [7, 8, 9, 0], [1, 0, 0, 0]])
attention_mask = (input_ids != 0).to(torch.int32)
seqlens_in_batch = attention_mask.sum(dim=-1, dtype=torch.int32)
indices = torch.nonzero(attention_mask.flatten(), as_tuple=False).flatten()
max_seqlen_in_batch = seqlens_in_batch.max().item()
cu_seqlens = F.pad(torch.cumsum(seqlens_in_batch, dim=0, dtype=torch.int32), (1, 0))
packed = input_ids.flatten()[indices]


def pad_input(hidden, indices, batch, seqlen):
    output = torch.zeros(batch * seqlen, dtype=hidden.dtype)
    output[indices] = hidden
    return output.view(batch, seqlen)


unpacked = pad_input(packed, indices, *input_ids.shape)
roundtrip = torch.equal(unpacked, input_ids)
seq_ids = torch.repeat_interleave(torch.arange(3), seqlens_in_batch.long())
dtypes = [str(t.dtype) for t in (seqlens_in_batch, cu_seqlens, indices)]
