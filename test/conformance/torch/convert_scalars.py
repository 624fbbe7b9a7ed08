# One-element tensors become Python numbers: item(), int(), float(), bool(), and in f-strings.
import torch

loss = torch.tensor(0.6931)
loss_item = loss.item()
loss_float = float(loss)
steps = torch.tensor([12])
step_int = int(steps)
step_index = [10, 20, 30][torch.tensor(1)]
flag = bool(torch.tensor([True]))
zero_is_false = bool(torch.tensor(0.0))
int_of_float = int(torch.tensor(-2.7))
float_of_int = float(torch.tensor(3))
message = f"loss={loss.item():.3f} steps={int(steps)}"
as_str = str(torch.tensor(5))
rounded = round(loss.item(), 2)
