# lerp / addcmul / addcdiv in their forms (scalar and tensor weights, in place, dtypes, errors).
import torch

a = torch.linspace(-2, 3, 7)
b = torch.linspace(4, -1, 7) ** 2
w = torch.linspace(0, 1, 7)
lerps = [torch.lerp(a, b, 0.25), torch.lerp(a, b, 0.75), a.lerp(b, w), torch.lerp(a, b, -0.5), torch.lerp(a.double(), b.double(), 0.1)]
half = torch.lerp(a.half(), b.half(), 0.3)
x = a.clone()
x.lerp_(b, 0.5)
t1 = torch.linspace(0.5, 2.5, 7)
t2 = torch.linspace(3, 1, 7)
cm = torch.addcmul(a, t1, t2, value=-0.3)
cd = torch.addcdiv(a, t1, t2, value=0.7)
y = a.clone()
y.addcmul_(t1, t2).addcdiv_(t1, t2, value=2)
ints = torch.addcmul(torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([5, 6]), value=2)
bcast = torch.addcmul(torch.zeros(2, 1), torch.ones(3), torch.tensor([[1.0], [2.0]]))
errors = []
for fn in [lambda: torch.lerp(torch.tensor([1, 2]), torch.tensor([3, 4]), 0.5), lambda: torch.addcdiv(torch.tensor([1]), torch.tensor([1]), torch.tensor([2])),
           lambda: torch.addcmul(torch.tensor([1]), torch.tensor([1]), torch.tensor([2]), value=0.5), lambda: torch.zeros(1).lerp_(torch.ones(3), 0.5)]:
    try:
        fn()
    except (RuntimeError, NotImplementedError) as e:
        errors.append((type(e).__name__, str(e).splitlines()[0]))
r = repr(cm)
