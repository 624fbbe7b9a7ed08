# Double softmax along a non-last dimension where 8 neighbours make a vector: torch's exp there
# rounds differently from its last-dimension kernel for some inputs, by one ulp.
import torch

vals = [((i * 7919) % 1000) / 37.0 - 13.0 for i in range(400)]
y = torch.tensor(vals[:48], dtype=torch.float64).reshape(2, 24)
out = y.softmax(0).tolist()
