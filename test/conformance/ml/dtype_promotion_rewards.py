# dtype promotion as reward code meets it: int masks, bool masks, float scores and python scalars.
import torch

mask_i64 = torch.tensor([1, 1, 0])
mask_bool = mask_i64.bool()
mask_i32 = mask_i64.int()
scores_f32 = torch.tensor([0.5, 1.5, 2.5])
scores_f64 = torch.tensor([0.5, 1.5, 2.5], dtype=torch.float64)
bf = scores_f32.to(torch.bfloat16)
half = scores_f32.half()
results = {
    "i64*f32": mask_i64 * scores_f32,
    "bool*f32": mask_bool * scores_f32,
    "i32+i64": mask_i32 + mask_i64,
    "bool+bool": mask_bool + mask_bool,
    "i64/i64": mask_i64 / 2,
    "i64//2": mask_i64 // 2,
    "f32*f64": scores_f32 * scores_f64,
    "bf*f32": bf * scores_f32,
    "half+bf": half + bf,
    "i32*1.5": mask_i32 * 1.5,
    "bool*2": mask_bool * 2,
    "f32 0d*i64": torch.tensor(2.0, dtype=torch.float64) * mask_i64,
    "i64 0d*i32": torch.tensor(3) * mask_i32,
    "sum bool": mask_bool.sum(),
    "sum i32": mask_i32.sum(),
    "mean f16": half.mean(),
}
dtypes = {k: str(v.dtype) for k, v in results.items()}
bf_values = bf.tolist()
ratio_bf = (bf / 3).tolist()
