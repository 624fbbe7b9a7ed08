# repr of shapes: padding to a common width, nested brackets, empty tensors, bool and dtype suffixes.
import torch

ints = repr(torch.tensor([[1, 22, 333], [-4, 5, 6]]))
bools = repr(torch.tensor([[True, False], [False, True]]))
cube = repr(torch.arange(8).reshape(2, 2, 2))
empty = repr(torch.tensor([]))
empty_long = repr(torch.tensor([], dtype=torch.long))
empty_rows = repr(torch.zeros(2, 0))
empty_bool = repr(torch.zeros(0, dtype=torch.bool))
int32 = repr(torch.tensor([1, 2], dtype=torch.int32))
uint8 = repr(torch.tensor([[1, 2], [3, 4]], dtype=torch.uint8))
float_matrix = repr(torch.tensor([[0.1, 2.0], [30.5, -4.25]]))
text = str(torch.tensor([1, 2]))
shape = repr(torch.zeros(2, 3).shape)
dtype = repr(torch.float32)
