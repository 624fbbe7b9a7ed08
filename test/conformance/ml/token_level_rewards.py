# Sequence scores placed on each response's last valid token, then discounted returns.
import torch

response_mask = torch.tensor([[1, 1, 1, 0, 0], [1, 1, 1, 1, 1], [1, 0, 0, 0, 0]])
scores = [0.5, -1.0, 2.0]
valid_response_length = response_mask.sum(dim=-1)
reward_tensor = torch.zeros_like(response_mask, dtype=torch.float32)
for i in range(len(scores)):
    reward_tensor[i, valid_response_length[i].item() - 1] = scores[i]

rewards2 = torch.zeros(response_mask.shape)
rows = torch.arange(response_mask.shape[0])
rewards2[rows, valid_response_length - 1] = torch.tensor(scores)
same = torch.equal(reward_tensor, rewards2)

gamma = 0.9
returns = torch.zeros_like(reward_tensor)
running = torch.zeros(reward_tensor.shape[0])
for t in reversed(range(reward_tensor.shape[1])):
    running = reward_tensor[:, t] + gamma * running
    returns[:, t] = running
returns = returns * response_mask
last_idx_dtype = str(valid_response_length.dtype)
