# Type promotion: int tensors with Python floats become float32; 0-d tensors do not widen.
import torch

ids = torch.tensor([1, 2, 3])
scaled = ids * 0.5
shifted = ids + 1
int32 = torch.tensor([1, 2], dtype=torch.int32)
int32_plus_int = int32 + 5
int32_plus_long0d = int32 + torch.tensor(1)
int32_plus_float0d = int32 + torch.tensor(1.5)
half = torch.tensor([1.0, 2.0], dtype=torch.float16)
half_plus_double0d = half + torch.tensor(1.0, dtype=torch.float64)
bool_plus_int = torch.tensor([True, False]) + 1
bool_plus_bool = torch.tensor([True, False]) + torch.tensor([True, True])
bool_times_float = torch.tensor([True, False]) * 1.5
uint8_plus_int8 = torch.tensor([1], dtype=torch.uint8) + torch.tensor([1], dtype=torch.int8)
float_plus_double = torch.tensor([0.1]) + torch.tensor([0.1], dtype=torch.float64)
dtypes = [str(t.dtype) for t in (scaled, shifted, int32_plus_int, int32_plus_long0d, int32_plus_float0d, half_plus_double0d, bool_plus_int, bool_plus_bool, uint8_plus_int8, float_plus_double)]
