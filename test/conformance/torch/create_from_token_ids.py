# Token ids from a tokenizer become an int64 tensor; mixed lists infer float32.
import torch

prompt_ids = [101, 2023, 2003, 1037, 3231, 102]
ids = torch.tensor(prompt_ids)
ids_dtype = str(ids.dtype)
ids_shape = tuple(ids.shape)
logprobs = torch.tensor([-0.5, -1.25, -0.125])
mixed = torch.tensor([1, 2.5, True])
flags = torch.tensor([True, False, True])
nested = torch.tensor([[1, 2], [3, 4], [5, 6]])
empty = torch.tensor([])
empty_rows = torch.tensor([[], []])
from_tuple = torch.tensor((7, 8, 9))
from_range = torch.tensor(range(4))
scalar = torch.tensor(3.5)
scalar_dim = scalar.dim()
