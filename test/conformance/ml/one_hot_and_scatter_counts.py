# Token histograms: one_hot sums, bincount, scatter_add into vocab counts, index_add.
import torch
import torch.nn.functional as F

tokens = torch.tensor([[3, 1, 3, 0], [2, 2, 2, 4]])
vocab = 5
oh = F.one_hot(tokens, num_classes=vocab)
per_seq = oh.sum(dim=1)
counts = torch.bincount(tokens.flatten(), minlength=7)
sc = torch.zeros(2, vocab, dtype=torch.long).scatter_add(1, tokens, torch.ones_like(tokens))
same = torch.equal(sc, per_seq)
ia = torch.zeros(3).index_add(0, torch.tensor([0, 2, 0]), torch.tensor([1.0, 2.0, 3.0]))
oh_dtype = str(oh.dtype)
freq = counts.float() / counts.sum()
repeated = (per_seq > 1).any(dim=-1)
