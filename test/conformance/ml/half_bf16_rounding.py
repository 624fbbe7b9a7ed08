# Mixed precision: logprobs in bf16/fp16 round-trip to float32, and promotion with float32.
import torch

lp = torch.tensor([-0.123456789, -1.0009765625, -2.71828, -10.1, -0.00048828125])
bf = lp.bfloat16()
hf = lp.half()
back_bf = bf.float()
back_hf = hf.to(torch.float32)
err_bf = (back_bf - lp).abs().max().item()
err_hf = (back_hf - lp).abs().max().item()
mix = bf + lp
mix_dt = str(mix.dtype)
mix2 = bf * hf
mix2_dt = str(mix2.dtype)
scalar_mix = bf * 2.5
scalar_dt = str(scalar_mix.dtype)
big = torch.tensor([70000.0, 65504.0, 65520.0]).half()
big_list = big.tolist()
tiny = torch.tensor([1e-8, 6e-8, 1e-40]).half().tolist()
bf_list = torch.tensor([1.0 + 2**-8, 1.0 + 3 * 2**-8, 3.14159]).bfloat16().tolist()
bf_sum = bf.sum()
bf_mean = bf.mean()
hf_exp = hf.exp()
items = [bf_sum.item(), bf_mean.item(), hf_exp[0].item()]
dts = [str(bf_sum.dtype), str(hf_exp.dtype)]
r = repr(bf)
rh = repr(hf)
