# split/chunk/unbind return views; narrow and select too.
import torch

seq = torch.arange(10)
halves = seq.chunk(2)
pieces = seq.split(3)
sized = seq.split([2, 3, 5])
rows = torch.arange(6).reshape(3, 2).unbind(0)
cols = torch.arange(6).reshape(3, 2).unbind(1)
narrow = seq.narrow(0, 2, 4)
narrow[0] = 99
selected = torch.arange(6).reshape(2, 3).select(1, 2)
seq_after = seq.tolist()
counts = [len(halves), len(pieces), len(sized)]
uneven = torch.arange(7).chunk(3)
