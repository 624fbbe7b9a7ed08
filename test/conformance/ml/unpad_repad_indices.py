# Remove padding (flash-attn style unpad_input) and put it back: indices, cu_seqlens, max_seqlen.
import torch
import torch.nn.functional as F


def unpad_input(hidden_states, attention_mask):
    seqlens_in_batch = attention_mask.sum(dim=-1, dtype=torch.int32)
    indices = torch.nonzero(attention_mask.flatten(), as_tuple=False).flatten()
    max_seqlen_in_batch = seqlens_in_batch.max().item()
    cu_seqlens = F.pad(torch.cumsum(seqlens_in_batch, dim=0, dtype=torch.int32), (1, 0))
    flat = hidden_states.reshape(-1, *hidden_states.shape[2:])
    return flat[indices], indices, cu_seqlens, max_seqlen_in_batch


def pad_input(hidden_states, indices, batch, seqlen):
    output = torch.zeros(batch * seqlen, *hidden_states.shape[1:], dtype=hidden_states.dtype)
    output[indices] = hidden_states
    return output.view(batch, seqlen, *hidden_states.shape[1:])


attention_mask = torch.tensor([[0, 1, 1, 1], [1, 1, 0, 0], [1, 1, 1, 1]])
hidden = torch.arange(3 * 4 * 2, dtype=torch.float32).view(3, 4, 2)
unpadded, indices, cu_seqlens, max_seqlen = unpad_input(hidden, attention_mask)
repadded = pad_input(unpadded, indices, 3, 4)
roundtrip = torch.equal(repadded, hidden * attention_mask.unsqueeze(-1))
dts = [str(cu_seqlens.dtype), str(indices.dtype), type(max_seqlen).__name__]
ids = torch.tensor([[0, 5, 6, 7], [8, 9, 0, 0], [1, 2, 3, 4]])
rmpad_ids = ids.flatten()[indices].unsqueeze(0)
position_ids = torch.cat([torch.arange(int(n)) for n in attention_mask.sum(-1)]).unsqueeze(0)
seq_starts = cu_seqlens[:-1].tolist()
lengths = (cu_seqlens[1:] - cu_seqlens[:-1]).tolist()
