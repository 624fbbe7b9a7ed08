# torch.testing.assert_close: the full failure texts for tensors, scalars and lists, with default and given tolerances.
import torch
tc = torch.testing.assert_close
msgs = []
def t(f):
    try:
        f()
        msgs.append("ok")
    except AssertionError as e:
        msgs.append(str(e))
t(lambda: tc(torch.zeros((1, 3), dtype=torch.long), torch.full((1, 3), 42, dtype=torch.long)))
t(lambda: tc(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1.0, 2.1, 3.0])))
t(lambda: tc(torch.tensor([1.0, 2.0]), torch.tensor([1, 2])))
t(lambda: tc(torch.tensor([1.0, float('nan')]), torch.tensor([1.0, float('nan')])))
t(lambda: tc(torch.tensor([1.0, float('nan')]), torch.tensor([1.0, float('nan')]), equal_nan=True))
t(lambda: tc(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0 + 1e-6])))
t(lambda: tc(1.0, 1.1))
t(lambda: tc(1, 1))
t(lambda: tc([1, 2], [1, 3]))
t(lambda: tc(torch.tensor([1.0, 2.0]), torch.tensor([1.5, 2.0]), rtol=0, atol=0.1))
t(lambda: tc(torch.tensor([[0.0, 5.0]]), torch.tensor([[0.0, 4.0]])))
t(lambda: tc(torch.tensor([1.0]), torch.tensor([2.0]), msg="custom"))
t(lambda: tc(torch.tensor([True, False]), torch.tensor([True, True])))
t(lambda: tc(torch.zeros(3), torch.zeros(1, 3)))
