# Long vectors wrap at 80 columns; more than 1000 elements are summarised with '...'.
import torch

long_ints = repr(torch.arange(40))
long_floats = repr(torch.arange(30) / 7)
wide_rows = repr(torch.arange(60).reshape(2, 30))
summarised = repr(torch.arange(2000))
summarised_2d = repr(torch.arange(3000).reshape(50, 60))
dtype_wraps = repr(torch.arange(25, dtype=torch.int32) * 1000)
