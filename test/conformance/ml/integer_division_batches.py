# Integer arithmetic for batch bookkeeping: floor division and modulo on ints and tensors, negatives too.
import torch

total = 37
micro = 8
steps = total // micro
rest = total % micro
ceil_steps = -(-total // micro)
neg = (-7 // 2, -7 % 2, 7 // -2, 7 % -2)
t = torch.tensor([-7, -1, 0, 5, 9])
t_div = t // 2
t_mod = t % 2
t_div_neg = t // -3
t_mod_neg = t % -3
f = torch.tensor([-7.5, 2.5, 9.0])
f_div = f // 2
f_mod = f % 2
fdiv = torch.div(t, 2, rounding_mode="floor")
tdiv = torch.div(t, 2, rounding_mode="trunc")
true_div = torch.div(t, 2)
rem = torch.remainder(t, 3)
fm = torch.fmod(t, 3)
try:
    t // 0
except RuntimeError as e:
    zero_err = str(e)
fzero = (f // 0).tolist()
positions = torch.arange(10)
group_ids = positions // 4
within = positions % 4
