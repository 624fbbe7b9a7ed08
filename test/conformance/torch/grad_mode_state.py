# Grad mode as a context: no_grad / enable_grad / set_grad_enabled / inference_mode nesting and state.
import torch

states = [torch.is_grad_enabled()]
with torch.no_grad():
    states.append(torch.is_grad_enabled())
    with torch.enable_grad():
        states.append(torch.is_grad_enabled())
    states.append(torch.is_grad_enabled())
states.append(torch.is_grad_enabled())
with torch.set_grad_enabled(False):
    states.append(torch.is_grad_enabled())
states.append(torch.is_grad_enabled())
with torch.inference_mode():
    states.append((torch.is_grad_enabled(), torch.is_inference_mode_enabled()))
with torch.inference_mode(False):
    states.append((torch.is_grad_enabled(), torch.is_inference_mode_enabled()))
try:
    with torch.no_grad():
        raise ValueError("inside")
except ValueError:
    states.append(torch.is_grad_enabled())


@torch.no_grad
def bare(x):
    return x + 1


@torch.no_grad()
def called(x):
    return x * 2


vals = [bare(torch.tensor(1)).item(), called(torch.tensor(3)).item(), bare.__name__, called.__name__]
t = torch.ones(2)
t.requires_grad = False
flags = [t.requires_grad, t.requires_grad_(False) is t, t.grad, t.is_leaf, t.grad_fn]
errors = []
for fn in [lambda: t.sum().backward(), lambda: torch.tensor([1, 2]).requires_grad_(), lambda: setattr(torch.tensor([1]), "requires_grad", True)]:
    try:
        fn()
    except RuntimeError as e:
        errors.append(str(e))
