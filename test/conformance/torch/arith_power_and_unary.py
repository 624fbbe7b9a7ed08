# Powers (int stays int, float exponents promote) and unary minus, abs, reflected operators.
import torch

x = torch.tensor([1, 2, 3])
squared = x ** 2
cubed = x ** 3
rooted = x ** 0.5
inverse = x.float() ** -1
base2 = 2 ** x
float_base = 1.5 ** x
overflow = torch.tensor([2, 3]) ** 40
neg = -x
abs_neg = abs(-x)
rsub = 10 - x
rdiv = 1 / x
rfloordiv = 7 // x
rmod = 7 % x
pos = +x
f = torch.tensor([-1.5, 0.0, 2.25])
f_abs = f.abs()
f_neg = -f
