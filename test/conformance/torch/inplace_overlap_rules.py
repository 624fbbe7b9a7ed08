# Writing into an expanded tensor or onto a partly overlapping input is refused, as torch does.
import torch
def expanded():
    return torch.zeros(3, 1).expand(3, 4)
def c_add():
    x = expanded()
    x.add_(1)
    return x
def c_fill():
    x = expanded()
    x.fill_(1)
    return x
def c_set_row():
    x = expanded()
    x[0] = 5
    return x
def c_set_one():
    x = expanded()
    x[0, 0] = 5
    return x
def c_zero():
    x = expanded()
    x.zero_()
    return x
def c_iadd():
    x = expanded()
    x += 1
    return x
def c_copy():
    x = expanded()
    x.copy_(torch.ones(3, 4))
    return x
def c_masked():
    x = expanded()
    x.masked_fill_(x == 0, 1)
    return x
def c_clamp():
    x = expanded()
    x.clamp_(min=1)
    return x
def c_col():
    x = expanded()
    x[:, 0] = 2
    return x
def c_shift():
    a = torch.arange(4)
    a[1:] = a[:-1]
    return a
def c_shift_add():
    a = torch.arange(4)
    a[1:] += a[:-1]
    return a
def c_self_add():
    a = torch.arange(4)
    a += a
    return a
def c_rev():
    a = torch.arange(4.0)
    a.copy_(a.flip(0))
    return a
msgs = {}
for f in [c_add, c_fill, c_set_row, c_set_one, c_zero, c_iadd, c_copy, c_masked, c_clamp, c_col, c_shift, c_shift_add, c_self_add, c_rev]:
    try:
        msgs[f.__name__] = f().tolist()
    except RuntimeError as e:
        msgs[f.__name__] = str(e)
