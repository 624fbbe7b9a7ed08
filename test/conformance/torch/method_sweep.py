# Tensor methods scenario code reaches for, each kept with its result or its error (a broad sweep).
import torch
import torch.nn.functional as F
x = torch.tensor([[1.0, -2.0, 3.0], [0.5, 0.0, -1.5]])
i = torch.tensor([[1, 2, 3], [4, 5, 6]])
b = x > 0
tests = {
 "sum_dtype": lambda: i.sum(dtype=torch.float32).item(),
 "mean_dtype": lambda: i.mean(dtype=torch.float64).item(),
 "to_copy": lambda: x.to(torch.float32, copy=True).data_ptr() == x.data_ptr(),
 "to_same": lambda: x.to(torch.float32).data_ptr() == x.data_ptr(),
 "type_str": lambda: x.type(),
 "type_dtype": lambda: x.type(torch.float64).dtype,
 "masked_fill_0d": lambda: x.masked_fill(b, torch.tensor(9.0)).tolist(),
 "index_put_": lambda: x.clone().index_put_((torch.tensor([0, 1]), torch.tensor([2, 0])), torch.tensor([7.0, 8.0])).tolist(),
 "index_put_acc": lambda: torch.zeros(3).index_put_((torch.tensor([0, 0, 2]),), torch.tensor([1.0, 2.0, 3.0]), accumulate=True).tolist(),
 "fill_diagonal_": lambda: torch.zeros(3, 3).fill_diagonal_(2.0).tolist(),
 "new_ones": lambda: x.new_ones(2, 2).dtype,
 "unflatten": lambda: torch.arange(6).unflatten(0, (2, 3)).tolist(),
 "expand_neg": lambda: torch.ones(3, 1).expand(-1, 2).shape,
 "contig_same": lambda: x.contiguous() is x,
 "clone_contig": lambda: x.T.clone().is_contiguous(),
 "squeeze_multi": lambda: torch.ones(1, 2, 1).squeeze((0, 2)).shape,
 "flatten_range": lambda: torch.ones(2, 3, 4).flatten(1).shape,
 "permute_tuple": lambda: torch.ones(2, 3, 4).permute((2, 0, 1)).shape,
 "permute_neg": lambda: torch.ones(2, 3, 4).permute(-1, 0, 1).shape,
 "reshape_neg": lambda: i.reshape(-1).tolist(),
 "view_neg2": lambda: i.view(3, -1).tolist(),
 "select": lambda: i.select(1, -1).tolist(),
 "narrow_neg": lambda: i.narrow(1, -2, 2).tolist(),
 "index_select_neg": lambda: i.index_select(-1, torch.tensor([0, 2])).tolist(),
 "take": lambda: torch.take(i, torch.tensor([0, 5])).tolist(),
 "take_along_dim": lambda: torch.take_along_dim(i, torch.tensor([[0], [2]]), dim=1).tolist(),
 "gather_neg": lambda: torch.gather(i, -1, torch.tensor([[2], [0]])).tolist(),
 "max_keep": lambda: [t.tolist() for t in x.max(dim=1, keepdim=True)],
 "min_other": lambda: torch.min(x, torch.zeros(3)).tolist(),
 "argmax_keep": lambda: x.argmax(dim=0, keepdim=True).tolist(),
 "sort_dim0": lambda: [t.tolist() for t in x.sort(dim=0)],
 "topk_dim0": lambda: [t.tolist() for t in x.topk(1, dim=0)],
 "cumsum_neg": lambda: x.cumsum(-1).tolist(),
 "cumsum_dtype": lambda: i.cumsum(0, dtype=torch.float32).tolist(),
 "prod_all": lambda: x.prod().item(),
 "prod_int": lambda: i.prod(dim=1).tolist(),
 "all_dim": lambda: b.all(dim=1).tolist(),
 "any_keep": lambda: b.any(dim=0, keepdim=True).tolist(),
 "count_nonzero": lambda: torch.count_nonzero(x).item(),
 "std_all": lambda: i.float().std().item(),
 "var_dim_tuple": lambda: x.var(dim=(0, 1)).item(),
 "norm_inf": lambda: x.norm(p=float("inf")).item(),
 "vector_norm_dim": lambda: torch.linalg.vector_norm(x, ord=1, dim=1).tolist(),
 "matrix_norm": lambda: torch.linalg.norm(x).item(),
 "abs_": lambda: x.clone().abs_().tolist(),
 "neg_": lambda: x.clone().neg_().tolist(),
 "exp_": lambda: x.clone().exp_().tolist(),
 "sqrt_neg": lambda: x.sqrt().tolist(),
 "log_zero": lambda: x.log().tolist(),
 "floor_divide": lambda: torch.floor_divide(i, 4).tolist(),
 "true_divide": lambda: torch.true_divide(i, 4).tolist(),
 "sub_alpha": lambda: torch.sub(i, i, alpha=2).tolist(),
 "add_alpha_f": lambda: torch.add(x, x, alpha=0.5).tolist(),
 "mul_bool": lambda: (b * b).dtype,
 "sum_bool": lambda: b.sum().item(),
 "mean_bool": lambda: b.float().mean().item(),
 "eq_scalar": lambda: (i == 2).tolist(),
 "ne_tensor": lambda: i.ne(torch.tensor([1, 0, 3])).tolist(),
 "ge_float": lambda: (i >= 2.5).tolist(),
 "bitwise_and": lambda: (i & 1).tolist(),
 "shift": lambda: (i << 1).tolist(),
 "round_half": lambda: torch.tensor([0.5, 1.5, 2.5, -0.5]).round().tolist(),
 "clamp_int_float": lambda: i.clamp(min=1.5).tolist(),
 "clamp_dtype": lambda: i.clamp(min=1.5).dtype,
 "where_int_float": lambda: torch.where(b, i, 0.5).dtype,
 "full_bool": lambda: torch.full((2,), True).dtype,
 "full_int": lambda: torch.full((2,), 3).dtype,
 "arange_float": lambda: torch.arange(0, 1, 0.25).tolist(),
 "arange_dtype": lambda: torch.arange(5, dtype=torch.float32).tolist(),
 "arange_neg": lambda: torch.arange(5, 0, -2).tolist(),
 "zeros_tuple": lambda: torch.zeros((2, 3), dtype=torch.int32).dtype,
 "ones_size": lambda: torch.ones(x.shape).shape,
 "eye_rect": lambda: torch.eye(2, 3).tolist(),
 "tensor_bool_int": lambda: torch.tensor([True, 2]).dtype,
 "tensor_int_float": lambda: torch.tensor([1, 2.0]).dtype,
 "tensor_nested_t": lambda: torch.tensor([torch.tensor(1), torch.tensor(2)]).tolist(),
 "as_tensor_share": lambda: torch.as_tensor(x).data_ptr() == x.data_ptr(),
 "from_list_f64": lambda: torch.tensor([0.1], dtype=torch.float64).item(),
 "item_f32": lambda: torch.tensor(0.1).item(),
 "tolist_bf16": lambda: torch.tensor([0.1]).bfloat16().tolist(),
 "int_of_float_tensor": lambda: int(torch.tensor(2.9)),
 "index_bool_list": lambda: i[[True, False]].tolist(),
 "index_list_list": lambda: i[[0, 1], [2, 0]].tolist(),
 "index_tensor_2d": lambda: i[torch.tensor([[0], [1]])].shape,
 "setitem_slice_t": lambda: (lambda t: (t.__setitem__((slice(None), 0), torch.tensor([9, 9])), t.tolist())[1])(i.clone()),
 "setitem_mask_t": lambda: (lambda t: (t.__setitem__(t > 3, 0), t.tolist())[1])(i.clone()),
 "setitem_float_int": lambda: (lambda t: (t.__setitem__(0, 2.7), t.tolist())[1])(i.clone()),
}
results = {}
for name, fn in tests.items():
    try:
        v = fn()
        results[name] = v if isinstance(v, (int, float, bool, str, list, tuple, type(None))) else str(v)
    except Exception as e:
        results[name] = (type(e).__name__, str(e).splitlines()[0] if str(e) else "")
tall = torch.zeros(7, 3)
tall.fill_diagonal_(1.0, wrap=True)
wrapped = tall.tolist()
acc = torch.zeros(2, 2, dtype=torch.long).index_put_((torch.tensor([0, 0, 1]), torch.tensor([1, 1, 0])), torch.tensor([5, 6, 7]), accumulate=True)
acc_list = acc.tolist()
try:
    torch.zeros(2).index_put_((torch.tensor([0]),), torch.tensor([1]))
except RuntimeError as e:
    put_err = str(e)
try:
    torch.take(torch.arange(4), torch.tensor([4]))
except IndexError as e:
    take_err = str(e)
