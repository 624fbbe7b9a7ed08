# Factories as batch-building code calls them, and the dtypes each one picks.
import torch

made = {
    "zeros": torch.zeros(2, 3),
    "zeros_long": torch.zeros((2, 3), dtype=torch.long),
    "ones_like_bool": torch.ones_like(torch.tensor([1, 0]), dtype=torch.bool),
    "full_int": torch.full((2,), 7),
    "full_float": torch.full((2,), 7.0),
    "full_bool": torch.full((2,), True),
    "arange_int": torch.arange(5),
    "arange_float": torch.arange(0, 1, 0.25),
    "arange_mixed": torch.arange(1, 4.5),
    "arange_neg": torch.arange(10, 0, -3),
    "linspace": torch.linspace(0, 1, 5),
    "eye": torch.eye(3, dtype=torch.int32),
    "tensor_mixed": torch.tensor([1, 2.5]),
    "tensor_bool_int": torch.tensor([True, 2]),
    "tensor_empty": torch.tensor([]),
    "empty_like_shape": torch.zeros_like(torch.empty(2, 0)),
    "new_full": torch.tensor([1.0]).new_full((3,), 2),
    "new_tensor": torch.tensor([1], dtype=torch.int16).new_tensor([4, 5]),
    "as_tensor": torch.as_tensor([3, 4], dtype=torch.float64),
    "from_list_of_tensors": torch.tensor([torch.tensor(1), torch.tensor(2)]),
}
dtypes = {k: str(v.dtype) for k, v in made.items()}
shapes = {k: tuple(v.shape) for k, v in made.items()}
values = {k: v.tolist() for k, v in made.items()}
default = str(torch.get_default_dtype())
