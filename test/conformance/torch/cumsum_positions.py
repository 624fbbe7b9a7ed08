# cumsum for position ids and returns; cumprod for discounting.
import torch

attention_mask = torch.tensor([[0, 0, 1, 1, 1], [1, 1, 1, 0, 0]])
position_ids = attention_mask.cumsum(dim=-1) - 1
rewards = torch.tensor([0.0, 0.0, 1.0, 0.5])
returns = rewards.flip(0).cumsum(0).flip(0)
float_cumsum = torch.tensor([0.1, 0.2, 0.3, 0.4]).cumsum(0)
bool_cumsum = torch.tensor([True, False, True]).cumsum(0)
discounts = torch.full((4,), 0.9).cumprod(0)
int_cumprod = torch.tensor([1, 2, 3, 4]).cumprod(dim=0)
cumsum_dtype = torch.tensor([1, 2]).cumsum(0, dtype=torch.float32)
