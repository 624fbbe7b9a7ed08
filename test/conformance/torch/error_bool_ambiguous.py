# Using a mask as an if-condition: the truth value of many elements is ambiguous.
import torch

done = torch.tensor([True, False])
if done:
    finished = True
