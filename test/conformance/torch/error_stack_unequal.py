# Stacking responses of different lengths without padding.
import torch

responses = [torch.tensor([1, 2, 3]), torch.tensor([4, 5])]
batch = torch.stack(responses)
