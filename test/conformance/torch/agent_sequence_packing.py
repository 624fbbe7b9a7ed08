# Pack variable-length sequences into one row with cumulative offsets (cu_seqlens).
import torch

lengths = torch.tensor([3, 1, 4])
cu_seqlens = torch.cat([torch.tensor([0]), lengths.cumsum(0)])
total = int(cu_seqlens[-1])
packed = torch.arange(total) + 100
seq_ids = torch.repeat_interleave(torch.arange(3), lengths)
positions = torch.arange(total) - cu_seqlens[seq_ids]
third = packed[cu_seqlens[2]:cu_seqlens[3]]
max_len = int(lengths.max())
