# Promotion between tensor dtypes and Python scalars, as reward/mask arithmetic meets it.
import torch

i64 = torch.tensor([1, 2, 3])
i32 = torch.tensor([1, 2, 3], dtype=torch.int32)
u8 = torch.tensor([1, 2, 250], dtype=torch.uint8)
b = torch.tensor([True, False, True])
f32 = torch.tensor([0.5, 1.5, 2.5])
f16 = torch.tensor([0.5, 1.5, 2.5], dtype=torch.float16)
bf = torch.tensor([0.5, 1.5, 2.5], dtype=torch.bfloat16)
f64 = torch.tensor([0.5, 1.5, 2.5], dtype=torch.float64)
zero_d = torch.tensor(2.0, dtype=torch.float64)
pairs = {
    "i64+i32": i64 + i32,
    "i32*2": i32 * 2,
    "i32*2.5": i32 * 2.5,
    "u8+1": u8 + 10,
    "u8+i32": u8 + i32,
    "b+b": b + b,
    "b*1.5": b * 1.5,
    "b+i32": b + i32,
    "f16+f32": f16 + f32,
    "bf+f16": bf + f16,
    "f32+f64": f32 + f64,
    "i64/2": i64 / 2,
    "i32/i32": i32 / i32,
    "i64//2": i64 // 2,
    "f32*0d64": f32 * zero_d,
    "i64*0d64": i64 * zero_d,
    "i32**2": i32**2,
    "i64**0.5": i64**0.5,
    "f16*True": f16 * True,
    "u8-i64": u8 - i64,
    "b&b": b & torch.tensor([True, True, False]),
    "i32%3": i32 % 3,
    "neg_mod": torch.tensor([-7, 7]) % 3,
    "neg_div": torch.tensor([-7, 7]) // 2,
    "fdiv": torch.tensor([-7.5, 7.5]) // 2,
    "fmod": torch.fmod(torch.tensor([-7, 7]), 3),
    "rem": torch.remainder(torch.tensor([-7.5, 7.5]), 2),
}
dts = {k: str(v.dtype) for k, v in pairs.items()}
vals = {k: v.tolist() for k, v in pairs.items()}
rt = torch.result_type(i32, 2.5)
pt = torch.promote_types(torch.int32, torch.float16)
can = torch.can_cast(torch.float32, torch.int32)
res = [str(rt), str(pt), can]
