# matmul's errors in torch's order for each form (dot, mv, mm, folded, bmm: shapes before dtypes),
# bool operands refused by the kernel that would run, alpha checked against the result dtype,
# bincount/outer argument checks, expand reporting the last mismatching dim, clamp_'s cast error.
import torch
R = {}
cases = {
 'dot_both': (torch.tensor([1, 2]), torch.tensor([1.0, 2.0, 3.0])),
 'dot_dtype': (torch.tensor([1, 2]), torch.tensor([1.0, 2.0])),
 'mm_both': (torch.ones(2, 3, dtype=torch.long), torch.ones(2, 2)),
 'mm_dtype': (torch.ones(2, 3, dtype=torch.long), torch.ones(3, 2)),
 'mv_both': (torch.ones(2, 3, dtype=torch.long), torch.ones(2)),
 'vm_both': (torch.ones(4, dtype=torch.long), torch.ones(3, 2)),
 'vm_dtype': (torch.ones(3, dtype=torch.long), torch.ones(3, 2)),
 'bmm_both': (torch.ones(2, 2, 2, dtype=torch.int32), torch.ones(2, 1, 3)),
 'bmm_shape': (torch.ones(2, 2, 2), torch.ones(2, 1, 3)),
 'bmm_dtype': (torch.ones(2, 2, 2, dtype=torch.int32), torch.ones(2, 2, 3)),
 'b_v': (torch.ones(4, dtype=torch.long), torch.ones(2, 1, 3, dtype=torch.int32)),
 'b_v2': (torch.ones(4), torch.ones(2, 1, 3)),
 'm_b': (torch.ones(2, 2), torch.ones(2, 1, 3)),
 'm_b_dtype': (torch.ones(2, 2, dtype=torch.int32), torch.ones(2, 1, 3)),
 'b_m': (torch.ones(2, 2, 2), torch.ones(1, 3)),
 'half_u8': (torch.ones(2, 2, dtype=torch.float16), torch.ones(2, 2, dtype=torch.uint8)),
 'bf_f': (torch.ones(2, 2), torch.ones(2, 2, dtype=torch.bfloat16)),
 'bool_long': (torch.ones(2, 2, dtype=torch.bool), torch.ones(2, 2, dtype=torch.long)),
 'bool_bool': (torch.ones(2, 2, dtype=torch.bool), torch.ones(2, 2, dtype=torch.bool)),
 'dot_bool': (torch.ones(2, dtype=torch.bool), torch.ones(2, dtype=torch.bool)),
}
for k, (a, b) in cases.items():
    try:
        R[k] = a @ b
    except Exception as e:
        R[k] = (type(e).__name__, str(e))
for k, f in {'outer2d': lambda: torch.ones(1, 3).outer(torch.ones(2)), 'outer_ok': lambda: torch.tensor([1, 2]).outer(torch.tensor([1.5, 2.0])), 'dot_m': lambda: torch.tensor([True]).dot(torch.tensor([True])), 'dot2d': lambda: torch.ones(2, 2).dot(torch.ones(2)),
             'bincount_bool': lambda: torch.tensor([True]).bincount(), 'bincount_float': lambda: torch.tensor([1.0]).bincount(), 'bincount_neg': lambda: torch.tensor([-1]).bincount(), 'bincount_2d': lambda: torch.tensor([[1]]).bincount(),
             'alpha_int': lambda: torch.tensor([1, 2]).sub(torch.tensor([1, 1]), alpha=0.5), 'alpha_int_add': lambda: torch.tensor([1, 2]).add(1, alpha=2.0), 'alpha_bool': lambda: torch.tensor([True]).add(torch.tensor([True]), alpha=2), 'alpha_float_ok': lambda: torch.tensor([1.0]).add(torch.tensor([1]), alpha=0.5),
             'clamp_bool': lambda: torch.tensor([False]).clone().clamp_(max=1), 'clamp_bool2': lambda: torch.tensor([False]).clamp(max=1), 'clamp_bool3': lambda: torch.tensor([True]).clamp(min=0.5),
             'expand_as': lambda: torch.ones(2, 2).expand_as(torch.ones(1, 3)), 'expand_neg2': lambda: torch.ones(3).expand(-1, 3), 'expand_small': lambda: torch.ones(2, 3).expand(3)}.items():
    try:
        R[k] = f()
    except Exception as e:
        R[k] = (type(e).__name__, str(e))


for dt in [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]:
    for v in [1, 1.5]:
        try:
            R[str(dt), v] = torch.zeros(1, dtype=dt).clamp_(max=v)
        except Exception as e:
            R[str(dt), v] = str(e)
    try:
        R[str(dt), 't'] = torch.zeros(1, dtype=dt).clamp_(min=torch.tensor([0.5]))
    except Exception as e:
        R[str(dt), 't'] = str(e)
del k, f, a, b, dt, v
