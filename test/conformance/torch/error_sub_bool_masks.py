# Subtracting masks instead of combining them with ~ and &.
import torch

valid = torch.tensor([True, True, False])
is_eos = torch.tensor([False, True, False])
before_eos = valid - is_eos
