# Several of torch's errors, caught and kept as text.
import torch

messages = {}
x = torch.arange(6).reshape(2, 3)
attempts = {
    "reshape": lambda: x.reshape(4, -1),
    "two_inferred": lambda: x.view(-1, -1),
    "stack": lambda: torch.stack([x, x.t()]),
    "expand": lambda: x.expand(3, 3),
    "permute": lambda: x.permute(0),
    "transpose": lambda: x.transpose(0, 2),
    "unsqueeze": lambda: x.unsqueeze(3),
    "too_many": lambda: x[0, 0, 0],
    "col_oob": lambda: x[:, 3],
    "mask_shape": lambda: x[torch.tensor([True, False, True])],
    "float_index": lambda: x[torch.tensor([1.0])],
    "neg_bool": lambda: -torch.tensor([True]),
    "sub_bool": lambda: torch.tensor([True]) - torch.tensor([False]),
    "invert_float": lambda: ~torch.tensor([1.0]),
    "bitwise_float": lambda: torch.tensor([1.0]) & torch.tensor([1.0]),
    "int_floordiv_zero": lambda: torch.tensor([1, 2]) // 0,
    "neg_power": lambda: torch.tensor([2]) ** -1,
    "zero_dim_cat": lambda: torch.cat([torch.tensor(1)]),
    "empty_cat": lambda: torch.cat([]),
    "where_long": lambda: torch.where(x, x, 0),
    "masked_fill_long": lambda: x.masked_fill(x, 0),
    "len_0d": lambda: len(torch.tensor(3)),
    "iter_0d": lambda: list(torch.tensor(3)),
    "topk_k": lambda: x.topk(5),
    "clamp_none": lambda: x.clamp(),
    "softmax_long": lambda: x.softmax(-1),
    "ragged": lambda: torch.tensor([[1, 2], [3]]),
    "str_data": lambda: torch.tensor("abc"),
    "none_data": lambda: torch.tensor([None]),
    "overflow": lambda: torch.tensor([300], dtype=torch.uint8),
    "full_overflow": lambda: torch.full((2,), 300, dtype=torch.uint8),
    "assign_str": lambda: x.__setitem__(0, "a"),
    "assign_shape": lambda: x.__setitem__(0, torch.tensor([1, 2])),
    "index_put_shape": lambda: x.__setitem__(x > 0, torch.tensor([1, 2])),
    "float_of_many": lambda: float(torch.zeros(2)),
    "bool_empty": lambda: bool(torch.tensor([])),
    "max_empty": lambda: torch.tensor([]).max(),
    "size_dim": lambda: x.size(5),
    "matmul": lambda: torch.ones(2, 3) @ torch.ones(2, 3),
    "dot_dtypes": lambda: torch.tensor([1, 2]) @ torch.tensor([1.0, 2.0]),
    "allclose_dtypes": lambda: torch.allclose(torch.tensor([1]), torch.tensor([1.0])),
    "arange_sign": lambda: torch.arange(5, 0),
    "arange_zero": lambda: torch.arange(0, 5, 0),
    "gather_oob": lambda: torch.tensor([1, 2]).gather(0, torch.tensor([5])),
}
for name, attempt in attempts.items():
    try:
        attempt()
        messages[name] = "no error"
    except Exception as e:
        messages[name] = f"{type(e).__name__}: {e}".splitlines()[0]
