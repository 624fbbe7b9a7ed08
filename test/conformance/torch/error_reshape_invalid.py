# Reshaping a flat batch into rows of the wrong width.
import torch

flat = torch.arange(10)
rows = flat.view(3, -1)
